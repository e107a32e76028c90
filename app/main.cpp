// starlanes: the play window.
#include "application.h"

int main(int argc, char** argv) { return slapp::runApplication(argc, argv); }
