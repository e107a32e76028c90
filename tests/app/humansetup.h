// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/simulate.h"

/** A setup whose seats are all people (sl::makeSetup's seats are computer players, which the
 *  play window would let play by themselves). */
inline sl::GameSetup humanSetup(const sl::SimOptions& options, std::uint64_t seed)
{
    sl::GameSetup setup = sl::makeSetup(options, seed);
    for (sl::PlayerInfo& p : setup.players)
        p.kind = sl::SeatKind::Human;
    return setup;
}
