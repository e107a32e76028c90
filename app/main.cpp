// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes: the play window.
#include "shell/application.h"

int main(int argc, char** argv)
{
    return slapp::runApplication(argc, argv);
}
