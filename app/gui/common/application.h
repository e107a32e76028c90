#pragma once

namespace slapp {

/** Everything `starlanes` does: parse options, open the game database, show the window. */
int runApplication(int argc, char** argv);

} // namespace slapp
