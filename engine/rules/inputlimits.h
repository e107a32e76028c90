// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <cstddef>

/**
 * The one set of limits every reader of outside input holds to: tile sets, game records (and
 * the tile sets inside them), puzzles, and the JSON kept in a game database. The CLI, the game
 * and the editor read through the same functions, so they refuse the same files. The format
 * documents (resources/tilesets/FORMAT.md, engine/RECORD-FORMAT.md, engine/PUZZLE-FORMAT.md)
 * state these numbers; tests/engine/tst_hostile.cpp holds every reader to them, and
 * `starlanes-cli bench-readers` measures the worst time and memory of each at its limits.
 */
namespace sl {

/** How large a JSON text may be, how deep its values may nest, and how many there may be. */
struct JsonLimits
{
    std::size_t maxBytes = 0;  ///< the whole text (a file's size)
    int maxDepth = 0;          ///< arrays and objects inside each other, the document counted
    std::size_t maxValues = 0; ///< every value: objects, arrays, strings, numbers, literals
};

inline constexpr std::size_t kMiB = 1024 * 1024;

/**
 * A tile-set file (and a set inside a record). The built-in base set is 24 KB, 896 values, 7
 * deep; the largest valid set (400 tile types, each with 8 realms of 4 symbols) is about 50,000
 * values.
 */
inline constexpr JsonLimits kTileSetLimits{4 * kMiB, 16, 100'000};

/**
 * A game record: four sets at their limit and the events of the longest game fit. A record of
 * a whole six-player game with both sets inside is about 60 KB, 11 deep.
 */
inline constexpr JsonLimits kRecordLimits{16 * kMiB, 24, 500'000};

/** A puzzle file: a record (its "game") and two turns. */
inline constexpr JsonLimits kPuzzleLimits{16 * kMiB + 64 * 1024, 25, 501'000};

/** JSON kept in a database row (an event, an analysis): small and never nested deeply. */
inline constexpr JsonLimits kStoredJsonLimits{1 * kMiB, 8, 20'000};

/** Problems listed for one file: the first ones, then how many more there are. */
inline constexpr std::size_t kMaxListedProblems = 50;

/**
 * The review budget a puzzle file may ask for (its "analysis"): about twice the review's own
 * search and four times its batch of playouts (analysis version 6: 18,400 iterations, batches of
 * 5,150 playouts, at most four), so that checking an answer stays a matter of seconds.
 */
inline constexpr int kMaxPuzzleIterations = 40'000;
inline constexpr int kMaxPuzzlePlayouts = 20'000;

} // namespace sl
