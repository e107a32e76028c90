// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/simulate.h"

#include <algorithm>

namespace sltest {

/** A short finished random game for analysis tests: 2 players, one tile of each base type. */
inline sl::GameRecord shortGame(std::uint64_t seed)
{
    sl::GameSetup setup = sl::makeSetup({2, false, false}, seed);
    for (sl::TileType& t : setup.tileSets.front().tiles)
        t.count = std::min(t.count, 1);
    return sl::randomRecord(setup);
}

} // namespace sltest
