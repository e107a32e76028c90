// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "record.h"
#include "statistics.h"

#include <array>
#include <map>
#include <string>
#include <vector>

/** Players across games: who they are, how they do (README "Players"). */
namespace sl {

/** Who sits at a seat, across games: a person by name (the same name is the same person), a
 *  computer player by its level. */
struct PlayerIdentity
{
    bool computer = false;
    SeatLevel level = SeatLevel::Normal; ///< computers only
    std::string name;                    ///< people only
    /** "human:Anna", "computer:hard": stable, for files and the command line. */
    std::string key() const;
    bool operator==(const PlayerIdentity&) const = default;
};
PlayerIdentity identityOf(const PlayerInfo& seat);

/** A player's record over finished games. Team games count for both members of the team:
 *  their side's score, margin, points and battles are theirs. */
struct PlayerProfile
{
    PlayerIdentity who;
    int games = 0;
    /** Games won: a first place shared by k sides counts 1/k for each of them. */
    double wins = 0;
    /** By the number of players in the game: games and wins. */
    std::map<int, std::pair<int, double>> byPlayerCount;
    long long scoreSum = 0;
    /** Sum over games of the side's score minus the best other side's score. */
    long long marginSum = 0;
    /** Points by source, as SideStatistics::points: routes, asteroid fields, planets, battles. */
    std::array<long long, 4> points{};
    int battlesFought = 0;
    int battlesWon = 0;
    /** Sum of the exact probability of winning each battle fought, when its dice were rolled. */
    double expectedWins = 0;

    double winRate() const { return games ? wins / games : 0; }
    double meanScore() const { return games ? double(scoreSum) / games : 0; }
    double meanMargin() const { return games ? double(marginSum) / games : 0; }
    /** Battles won minus the expected number: above 0 the dice were kinder than the odds. */
    double diceLuck() const { return battlesWon - expectedWins; }
};

/**
 * Adds one finished game to `profiles` (a profile per identity, appended when new, in the
 * order first met): every seat's game, its win (shared first places split), score, margin,
 * points by source and battles. `stats` is computeStatistics(record) of the whole game.
 */
void addFinishedGame(std::vector<PlayerProfile>& profiles, const GameRecord& record,
                     const GameStatistics& stats);

} // namespace sl
