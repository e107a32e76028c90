// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "args.h"

namespace slapp {
class GameStore;
}

namespace slcli {

/** starlanes-cli db players: every player's record over the finished games of the database. */
int runDbPlayers(slapp::GameStore& store, Args& args);

} // namespace slcli
