// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

namespace slapp {

/** Everything `starlanes` does: parse options, open the game database, show the window. */
int runApplication(int argc, char** argv);

} // namespace slapp
