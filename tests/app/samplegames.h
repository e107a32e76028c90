// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once
// The stored games the replay and browser tests look at.

#include "rules/simulate.h"
#include "store/gamestore.h"

#include <QList>

namespace sltest {

/** Stores four random games: 2 players; 4 (seed 12, a team game); 6 with the expansion; 3 with
 *  the expansion, cut after half its events (unfinished). Their ids, 0 for one not stored. */
inline QList<qint64> insertSampleGames(slapp::GameStore& store)
{
    QList<qint64> games;
    games << store.insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 11)));
    games << store.insertRecord(sl::randomRecord(sl::makeSetup({4, false, true}, 12)));
    games << store.insertRecord(sl::randomRecord(sl::makeSetup({6, true, false}, 13)));
    sl::GameRecord half = sl::randomRecord(sl::makeSetup({3, true, false}, 14));
    half.events.resize(half.events.size() / 2);
    games << store.insertRecord(half);
    return games;
}

} // namespace sltest
