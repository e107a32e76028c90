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

std::optional<PlayerIdentity> identityFromKey(std::string_view key)
{
    constexpr std::string_view human = "human:";
    constexpr std::string_view computer = "computer:";
    PlayerIdentity id;
    if (key.substr(0, human.size()) == human && key.size() > human.size()) {
        id.name = std::string(key.substr(human.size()));
        return id;
    }
    if (key.substr(0, computer.size()) != computer) return std::nullopt;
    const auto level = seatLevelFromString(key.substr(computer.size()));
    if (!level) return std::nullopt;
    id.computer = true;
    id.level = *level;
    return id;
}

std::vector<SeatResult> seatResults(const GameRecord& record, const GameStatistics& stats)
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
    std::vector<SeatResult> out;
    for (int seat = 0; seat < seats; ++seat) {
        SeatResult r;
        r.seat = seat;
        r.side = sideOf(seat);
        r.players = seats;
        const SideStatistics& mine = stats.sides[std::size_t(r.side)];
        int bestOther = 0;
        bool anyOther = false;
        for (int s = 0; s < sides; ++s)
            if (s != r.side) {
                bestOther = anyOther ? std::max(bestOther, stats.sides[std::size_t(s)].total())
                                     : stats.sides[std::size_t(s)].total();
                anyOther = true;
            }
        r.score = mine.total();
        r.margin = mine.total() - bestOther;
        r.win = mine.total() == top ? 1.0 / atTop : 0.0;
        r.points = mine.points;
        r.battlesFought = mine.battlesFought;
        r.battlesWon = mine.battlesWon;
        r.expectedWins = mine.expectedWins;
        out.push_back(r);
    }
    return out;
}

PlayerProfile& profileOf(std::vector<PlayerProfile>& profiles, const PlayerIdentity& who)
{
    auto it = std::find_if(profiles.begin(), profiles.end(),
                           [&](const PlayerProfile& p) { return p.who == who; });
    if (it != profiles.end()) return *it;
    profiles.push_back(PlayerProfile{});
    profiles.back().who = who;
    return profiles.back();
}

void addSeatResult(PlayerProfile& p, const SeatResult& r, const std::optional<SeatReview>& review)
{
    p.games += 1;
    p.wins += r.win;
    auto& byCount = p.byPlayerCount[r.players];
    byCount.first += 1;
    byCount.second += r.win;
    p.scoreSum += r.score;
    p.marginSum += r.margin;
    for (std::size_t k = 0; k < 4; ++k)
        p.points[k] += r.points[k];
    p.battlesFought += r.battlesFought;
    p.battlesWon += r.battlesWon;
    p.expectedWins += r.expectedWins;
    if (!review) return;
    p.analysedGames += 1;
    p.review.decisions += review->decisions;
    p.review.pointsLost += review->pointsLost;
    p.review.mistakes += review->mistakes;
    p.review.blunders += review->blunders;
}

void mergeProfile(PlayerProfile& into, const PlayerProfile& part)
{
    into.games += part.games;
    into.wins += part.wins;
    for (const auto& [players, gw] : part.byPlayerCount) {
        auto& mine = into.byPlayerCount[players];
        mine.first += gw.first;
        mine.second += gw.second;
    }
    into.scoreSum += part.scoreSum;
    into.marginSum += part.marginSum;
    for (std::size_t k = 0; k < 4; ++k)
        into.points[k] += part.points[k];
    into.battlesFought += part.battlesFought;
    into.battlesWon += part.battlesWon;
    into.expectedWins += part.expectedWins;
    into.analysedGames += part.analysedGames;
    into.review.decisions += part.review.decisions;
    into.review.pointsLost += part.review.pointsLost;
    into.review.mistakes += part.review.mistakes;
    into.review.blunders += part.review.blunders;
}

void addFinishedGame(std::vector<PlayerProfile>& profiles, const GameRecord& record,
                     const GameStatistics& stats)
{
    for (const SeatResult& r : seatResults(record, stats))
        addSeatResult(profileOf(profiles, identityOf(record.setup.players[std::size_t(r.seat)])),
                      r);
}

} // namespace sl
