// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/state.h"

#include <set>
#include <sstream>
#include <string>

namespace sltest {

/** Everything observable about a state, as text, to compare two states exactly. */
inline std::string fingerprint(const sl::GameState& s)
{
    std::ostringstream o;
    o << int(s.phase()) << ' ' << s.currentPlayer() << ' ' << s.turn() << ' ' << s.drawnTile()
      << '|';
    for (int side = 0; side < s.sideCount(); ++side)
        o << s.score(side) << ',' << s.projectedScore(side) << ' ';
    o << '|';
    for (const sl::PlacedTile& t : s.tiles())
        o << t.x << ',' << t.y << ',' << t.type << ',' << int(t.rot) << ' ';
    o << '|';
    for (int p = 0; p < s.playerCount(); ++p)
        for (const sl::Meeple& m : s.meeples(p))
            o << (m.node < 0 ? -1 : s.findRoot(m.node)) << ':' << int(m.equipment) << ' ';
    std::multiset<int> bag(s.bag().begin(), s.bag().end());
    o << '|';
    for (int t : bag)
        o << t << ' ';
    return o.str();
}

} // namespace sltest
