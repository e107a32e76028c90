// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "args.h"

/** The subcommands of starlanes-cli; each returns the process exit code. */
namespace slcli {

int runSimulate(Args& args);
int runBench(Args& args, const char* argv0);
int runReplay(Args& args);
int runValidateTileset(Args& args);
int runDb(Args& args);
int runRenderTiles(Args& args);
int runMatch(Args& args);

/** Prints "starlanes-cli: <message>" and the hint to --help on stderr; returns 2. */
int usageError(const std::string& message);

} // namespace slcli
