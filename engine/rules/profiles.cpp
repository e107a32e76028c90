// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "profiles.h"

#include <algorithm>

namespace sl {

std::string PlayerIdentity::key() const
{
    return computer ? "computer:" + std::string(token(level)) : "human:" + name;
}

PlayerIdentity identityOf(const PlayerInfo& seat)
{
    PlayerIdentity id;
    id.computer = seat.kind == SeatKind::Computer;
    if (id.computer)
        id.level = seat.level;
    else
        id.name = seat.name;
    return id;
}

void addFinishedGame(std::vector<PlayerProfile>& profiles, const GameRecord& record,
                     const GameStatistics& stats)
{
    const GameConfig config = record.setup.config();
    const int seats = int(record.setup.players.size());
    const int sides = int(stats.sides.size());
    // The side of each seat: in the team game the Rebel Alliance's team, then the Empire's, as
    // the game state numbers them (R-TEAM-1).
    auto sideOf = [&](int seat) {
        if (!config.teamGame) return seat;
        return factionOf(record.setup.players[std::size_t(seat)].colour) == Faction::Rebel ? 0 : 1;
    };
    int top = 0;
    for (const SideStatistics& s : stats.sides)
        top = std::max(top, s.total());
    int atTop = 0;
    for (const SideStatistics& s : stats.sides)
        atTop += s.total() == top;
    for (int seat = 0; seat < seats; ++seat) {
        const PlayerIdentity who = identityOf(record.setup.players[std::size_t(seat)]);
        auto it = std::find_if(profiles.begin(), profiles.end(),
                               [&](const PlayerProfile& p) { return p.who == who; });
        if (it == profiles.end()) {
            profiles.push_back(PlayerProfile{});
            profiles.back().who = who;
            it = std::prev(profiles.end());
        }
        PlayerProfile& p = *it;
        const int side = sideOf(seat);
        const SideStatistics& mine = stats.sides[std::size_t(side)];
        int bestOther = 0;
        bool anyOther = false;
        for (int s = 0; s < sides; ++s)
            if (s != side) {
                bestOther = anyOther ? std::max(bestOther, stats.sides[std::size_t(s)].total())
                                     : stats.sides[std::size_t(s)].total();
                anyOther = true;
            }
        const double win = mine.total() == top ? 1.0 / atTop : 0.0;
        p.games += 1;
        p.wins += win;
        auto& byCount = p.byPlayerCount[seats];
        byCount.first += 1;
        byCount.second += win;
        p.scoreSum += mine.total();
        p.marginSum += mine.total() - bestOther;
        for (std::size_t k = 0; k < 4; ++k)
            p.points[k] += mine.points[k];
        p.battlesFought += mine.battlesFought;
        p.battlesWon += mine.battlesWon;
        p.expectedWins += mine.expectedWins;
    }
}

} // namespace sl
