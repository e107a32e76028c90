// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "arena.h"

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace sl::ai {

/** One side of a match: a player kind with its settings, under a label of its own. */
struct Entrant
{
    std::string label; ///< unique within a match ("hard", "greedy #2")
    /** A new player for one seat of one game, deterministic for its seed. */
    std::function<std::unique_ptr<Player>(std::uint64_t seed)> make;
};

/** What a match plays: seats, sets, seeds, and how many games at once. */
struct MatchOptions
{
    int seats = 2;
    bool expansion = false;
    bool team = false;
    std::uint64_t seed = 1;
    long long games = 100; ///< rounded up to a whole number of seat orders
    /// The first tile order played: a long match run in pieces (sets 0-99, then 100-199, ...)
    /// adds up to the same games as one run.
    long long firstSet = 0;
    int jobs = 1; ///< games played at once, on threads of their own
};

/**
 * The distinct seat orders of a lineup (`seatEntrant[s]` = the entrant at seat s): the lineup
 * rotated seat by seat, each order once. [A, B] gives [A, B] and [B, A]; the team lineup
 * [A, B, A, B] only those two, because turning it by two seats gives the same game again.
 */
std::vector<std::vector<int>> seatOrders(const std::vector<int>& seatEntrant);

/**
 * Why a lineup (`seatEntrant[s]` = the entrant at seat s, of `entrants`) cannot be a fair
 * match, or an empty string. In the team game each team is one entrant and the two teams are two:
 * an entrant on both teams would never lose, and two entrants on one team would share its wins
 * as draws.
 */
std::string lineupProblem(const std::vector<int>& seatEntrant, std::size_t entrants, bool team);

/** One game of a match, as played. */
struct MatchGame
{
    long long index = 0; ///< 0 … games-1, counted from the first set's first game
    long long set = 0;   ///< which tile order and seeds: every seat order of a set plays it
    int order = 0;       ///< index into seatOrders()
    std::vector<int> seatEntrant;
    GameOutcome outcome;
    GameRecord record; ///< the whole game: tiles, dice and moves (it replays to the scores)
};

/** One entrant's totals over a match. */
struct EntrantResult
{
    std::string label;
    double wins = 0; ///< a shared top score is split between the entrants sharing it
    int won = 0, drawn = 0, lost = 0;
    double meanScore = 0;             ///< of the entrant's best seat
    double meanMargin = 0;            ///< its best seat's score minus the best other entrant's
    double ci95Low = 0, ci95High = 0; ///< Wilson interval of wins / games
    double msPerTurn = 0;
    double iterationsPerTurn = 0;
};

struct MatchResult
{
    long long games = 0;
    int orders = 0; ///< distinct seat orders of each set
    std::vector<EntrantResult> entrants;
    std::string error; ///< an illegal decision stops the match
};

/** Wilson score interval of a proportion p over n trials, 95 % (z = 1.96). */
std::pair<double, double> wilson95(double p, double n);

/**
 * Plays a match: every set (one tile order, one set of seeds) once in every distinct seat
 * order, so no entrant is favoured by its seat or its tiles. Entrants with several seats
 * (the last entry filling the table, a team) count with their best seat. `onGame` is called
 * after each game, one call at a time (for logs and progress), in the order games finish.
 */
MatchResult playMatch(const std::vector<Entrant>& entrants, const std::vector<int>& seatEntrant,
                      const MatchOptions& options,
                      const std::function<void(const MatchGame&, const MatchResult&)>& onGame = {});

/** The setup and the chance seed of one tile order of a match (for tests and for replaying). */
struct MatchSeeds
{
    GameSetup setup;
    std::uint64_t chanceSeed = 0; ///< tiles and dice (arena.h): the same in every seat order
};
MatchSeeds matchSeeds(const MatchOptions& options, long long set);

/**
 * The player seed of each seat of one game: an entrant's own (its `k`-th seat in the game gets
 * its `k`-th seed of the set), wherever it sits. So the second seat order of a tile order is a
 * game of its own, not the first one replayed with the names swapped (self-play is two
 * independent players).
 */
std::vector<std::uint64_t> seatSeeds(const MatchOptions& options, long long set,
                                     const std::vector<int>& seatEntrant);

} // namespace sl::ai
