// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "args.h"

namespace slapp {
class GameStore;
}

namespace slcli {

/** starlanes-cli db puzzles: the puzzles made from the reviews' mistakes; export and import. */
int runDbPuzzles(slapp::GameStore& store, Args& args);

} // namespace slcli
