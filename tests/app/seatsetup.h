// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "play/computerplayers.h"
#include "play/hintadvisor.h"
#include "play/mainwindow.h"
#include "rules/simulate.h"

#include <initializer_list>

namespace sltest {

/** A setup whose seats are people (-1) or computer levels (0 Easy, 1 Normal, 2 Hard). */
inline sl::GameSetup seats(std::initializer_list<int> kinds, std::uint64_t seed,
                           bool expansion = false)
{
    sl::GameSetup setup = sl::makeSetup({int(kinds.size()), expansion, false}, seed);
    int i = 0;
    for (int k : kinds) {
        sl::PlayerInfo& p = setup.players[static_cast<std::size_t>(i++)];
        p.kind = k < 0 ? sl::SeatKind::Human : sl::SeatKind::Computer;
        p.level = static_cast<sl::SeatLevel>(std::max(0, k));
    }
    return setup;
}

/** Small search budgets, so that a test game takes seconds (the levels' own are measured by
 *  `starlanes-cli match`). */
inline void quick(slapp::MainWindow& window, int pace = 0)
{
    window.computers()->setBudgetOverride({300, 0.0, 1});
    window.computers()->setPace(pace);
    window.hintAdvisor()->setBudgetOverride({300, 0.0, 1});
}

} // namespace sltest
