// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "args.h"

#include <string>

namespace slapp {
class GameStore;
}

namespace slcli {

/** The identity a player's name on the command line means: "Computer – Hard" and keys
 *  ("computer:hard", "human:Anna") as they are, anything else a person's name. */
std::string identityKeyOfArg(const std::string& text);

/** starlanes-cli db players: every player's record over the finished games of the database. */
int runDbPlayers(slapp::GameStore& store, Args& args);

} // namespace slcli
