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

std::vector<IdentityGame> identityGames(const std::vector<HeldSeat>& seats,
                                        const std::vector<std::optional<SeatReview>>& reviews)
{
    std::vector<IdentityGame> out;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const HeldSeat& seat = seats[i];
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const IdentityGame& g) { return g.who == seat.who; });
        if (it != out.end()) continue; // its seats are taken together below, at the first one
        IdentityGame g;
        g.who = seat.who;
        g.result = seat.result;
        for (std::size_t j = i; j < seats.size(); ++j) {
            if (seats[j].who != seat.who) continue;
            const SeatResult& r = seats[j].result;
            if (r.score > g.result.score) g.result = r; // the best seat; the first on a tie
            if (j < reviews.size() && reviews[j]) {
                SeatReview& sum = g.review ? *g.review : g.review.emplace();
                sum.decisions += reviews[j]->decisions;
                sum.pointsLost += reviews[j]->pointsLost;
                sum.mistakes += reviews[j]->mistakes;
                sum.blunders += reviews[j]->blunders;
            }
        }
        // The share of the first place: each side it holds once (a team's two seats are one).
        double win = 0;
        std::vector<int> counted;
        for (const HeldSeat& s : seats)
            if (s.who == seat.who &&
                std::find(counted.begin(), counted.end(), s.result.side) == counted.end()) {
                counted.push_back(s.result.side);
                win += s.result.win;
            }
        g.result.win = win;
        // The margin against the best side it does not hold (a team-mate's seat is its side).
        bool anyOther = false;
        int bestOther = 0;
        for (const HeldSeat& s : seats)
            if (std::find(counted.begin(), counted.end(), s.result.side) == counted.end()) {
                bestOther = anyOther ? std::max(bestOther, s.result.score) : s.result.score;
                anyOther = true;
            }
        g.result.margin = anyOther ? g.result.score - bestOther : 0;
        out.push_back(std::move(g));
    }
    return out;
}

void addFinishedGame(std::vector<PlayerProfile>& profiles, const GameRecord& record,
                     const GameStatistics& stats)
{
    std::vector<HeldSeat> seats;
    for (const SeatResult& r : seatResults(record, stats))
        seats.push_back({identityOf(record.setup.players[std::size_t(r.seat)]).key(), r});
    for (const IdentityGame& g : identityGames(seats))
        addSeatResult(profileOf(profiles, *identityFromKey(g.who)), g.result, g.review);
}

} // namespace sl
