// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

// Shared by the demo and benchmark tools: one turn made through the window's controller, with a
// uniformly random legal placement and, `meepleOneIn` of the time at most, a random meeple.
#include "play/gamecontroller.h"
#include "rules/simulate.h"

namespace slapp {

inline void playRandomTurn(GameController& c, sl::Rng& rng, sl::RandomPlayer& player,
                           unsigned skipOneIn)
{
    const sl::Event e = player.choose(c.state(), rng);
    c.selectCell(QPoint(e.place.x, e.place.y));
    while (c.pendingPlacement()->rot != e.place.rot)
        c.rotate(1);
    const auto targets = c.meepleTargets();
    if (!targets.empty() && rng.below(skipOneIn) != 0)
        c.chooseMeeple(targets[rng.below(std::uint32_t(targets.size()))]);
    c.confirm();
}

} // namespace slapp
