// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "playout.h"

#include <atomic>
#include <optional>
#include <vector>

namespace sl::ai {

/**
 * Monte Carlo search over whole turns (engine/ai/README.md). The root holds every turn
 * (placement x meeple); each iteration picks one by UCB1, fights its battles with sampled dice,
 * then plays on with sampled tiles from the bag and random moves (playout) to the end, and
 * scores the result for the searching side (the team's side in the team game): 0.5 + 0.5 tanh of
 * its margin over the best other side / 20 points.
 */
struct SearchOptions
{
    /**
     * Playouts per decision over all threads; 0 = no limit. With neither this nor `seconds`
     * the search runs until cancelled (without a cancel flag it does not run: the best greedy
     * turn is played).
     */
    int iterations = 20000;
    double seconds = 0.0; ///< wall-clock limit per decision; 0 = none
    int threads = 1; ///< root parallelism (each thread its own statistics, summed), or `shared`
    double exploration = 0.3; ///< UCB1 constant (rewards in [0, 1])
    PlayoutPolicy playout;
    /**
     * How many following turns are nodes of the tree (0: none, the flat search; 1: the next
     * player's reply; players - 1 or more: every other player's once, the most there is).
     * Below each root turn, the tile the next player draws is a chance node (drawn from the
     * bag in each iteration: a determinization), and below it the next player chooses among
     * that tile's turns by UCB1 on their own side's reward, the turns taken in greedy order, the
     * first `1 + widening * sqrt(visits)` of them (progressive widening); below their turn the
     * player after them, and so on. The playout follows.
     */
    int replies = 0;
    double widening = 1.0;
    /**
     * With `replies` > 1: a node below the first reply lists its turns (their greedy values are
     * costly) when it is reached the `expandAt`-th time; until then the playout goes on from it.
     */
    int expandAt = 8;
    /**
     * One tree for all threads (false: each thread its own, summed at the root). The search
     * runs in batches of kSearchBatch playouts: their turns are chosen one after another on
     * the tree (a chosen turn counts as visited before its playout ends: a virtual loss), the
     * playouts run on the threads, then the rewards are added in order. Each playout has a
     * generator of its own (the seed and its number), so with an iteration budget the result
     * does not depend on the number of threads. A node reached for the first time is listed
     * beside the playouts: that playout (and any other of the batch that reaches it) goes on
     * from it without a reply of the tree. The cancel flag and the time limit are looked at
     * between batches.
     */
    bool shared = false;
};

/** Playouts per batch of the shared tree (SearchOptions::shared). */
inline constexpr int kSearchBatch = 256;

/**
 * Progressive widening of a reply node: how many of its `count` turns (in greedy order) are
 * open to the next player's choice after `visits`: 1 + widening * sqrt(visits), at most `count`.
 */
int openReplies(int visits, double widening, int count);

/** The search of a level (Normal, Hard); none for Easy, which does not search. */
std::optional<SearchOptions> levelOptions(Level level);

/** Outcome of one search. */
struct SearchResult
{
    int best = 0;             ///< index into the options
    int iterations = 0;       ///< playouts run (all threads)
    std::vector<int> visits;  ///< per option
    std::vector<double> mean; ///< mean reward per option (0 when unvisited)
};

/**
 * Searches the turns of `options` for the player to move in `state`. `greedy` holds the greedy
 * value of each option (the order in which unvisited turns are tried, and the choice when
 * nothing was searched).
 * With an iteration budget it runs exactly that many playouts (never more threads than
 * playouts), and the result depends only on the seed, the budget and the number of threads:
 * each thread has its own generator, so another thread count gives other (equally good)
 * decisions. A time limit or a cancel flag that stops the search first makes the result depend
 * on the machine's speed.
 */
SearchResult search(const GameState& state, const TurnOptions& options,
                    const std::vector<double>& greedy, const SearchOptions& opt, std::uint64_t seed,
                    const std::atomic<bool>* cancel);

/** The search as a player (levels Normal and Hard). */
class SearchPlayer final : public Player
{
public:
    SearchPlayer(std::uint64_t seed, const SearchOptions& options, std::string name = "search")
        : Player(seed), m_options(options), m_name(std::move(name))
    {
    }
    std::string name() const override { return m_name; }
    const SearchOptions& options() const { return m_options; }

protected:
    TurnAction chooseTurn(const GameState& state, const std::atomic<bool>* cancel) override;
    MeepleMove chooseMeeple(const GameState& state, const std::atomic<bool>* cancel) override;

private:
    TurnAction choose(const GameState& state, const std::atomic<bool>* cancel);
    SearchOptions m_options;
    std::string m_name;
};

} // namespace sl::ai
