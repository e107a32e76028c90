// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "args.h"
#include "rules/tileset.h"

#include <optional>
#include <string>
#include <string_view>

/** The subcommands of starlanes-cli; each returns the process exit code. */
namespace slcli {

int runSimulate(Args& args);
int runBench(Args& args, const char* argv0);
int runReplay(Args& args);
int runValidateTileset(Args& args);
int runDb(Args& args);
int runRenderTiles(Args& args);
int runMatch(Args& args);

/**
 * The whole content of a regular file of at most `maxBytes` bytes (inputlimits.h); otherwise
 * prints "starlanes-cli: FILE: problem" on stderr and gives nothing.
 */
std::optional<std::string> readFile(const std::string& path, std::size_t maxBytes);
/** Prints a tile set's problems on stderr, one a line, and how many more there are. */
void printTileSetProblems(const sl::TileSetLoadResult& result);
/**
 * Writes a whole file, or nothing (sl::writeWholeFile): never over a game database, over an
 * existing file only with `force`. On failure prints "starlanes-cli: FILE: not written: why".
 */
bool writeFile(const std::string& path, std::string_view bytes, bool force);
/** Prints "starlanes-cli: <message>" and the hint to --help on stderr; returns 2. */
int usageError(const std::string& message);
/** A game id ("3"); anything else prints the usage error ("'x' is not a game id"). */
std::optional<long long> gameId(const std::string& text);
/** The one game id a command takes ("db show 3"); none, more or a wrong one print the usage
 *  error ("db show needs one game id"). */
std::optional<long long> oneGameId(const std::vector<std::string>& positional,
                                   const std::string& command);

} // namespace slcli
