// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/playout.h"
#include "ai/value.h"

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace sl::ai {

/** What a playout's end is worth to the searching side, in [0, 1]. */
enum class Reward : std::uint8_t {
    Win,    ///< 1 win, 0.5 shared top score, 0 loss
    Margin, ///< 0.5 + 0.5 tanh(margin / marginScale); margin = own score - best other side's
    Mixed,  ///< the mean of Win and Margin
};

/**
 * Monte Carlo search over whole turns (engine/ai/README.md). The root holds every turn
 * (placement x meeple); each iteration picks one by UCB1, fights its battles with sampled dice,
 * then plays on with sampled tiles from the bag and random moves (playout) to the end or to a
 * horizon, and scores the result for the searching side (the team's side in the team game).
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
    int threads = 1;      ///< root parallelism: each thread its own statistics, summed at the end
    double exploration = 0.3; ///< UCB1 constant (rewards in [0, 1])
    /** > 0: only the 1 + widening * sqrt(visits) best turns by greedy value are searched. */
    double widening = 0.0;
    /** > 0: progressive bias, bias * (greedy value - best greedy value) / marginScale / (1 + n). */
    double bias = 0.0;
    int horizon = 0; ///< playout turns before scoring by projected score; 0 = to the end
    /** Points per meeple in supply when a playout stops at the horizon (their future use). */
    double meepleValue = 0.0;
    /** With a horizon: each side's expected final score by this learnt value instead of its
     *  projected score (meepleValue is then not used). */
    std::shared_ptr<const ValueModel> value;
    /**
     * The k-th playout of every turn draws the same tiles (common random numbers): turns are
     * compared on equal luck, which removes most of the noise between them.
     */
    bool commonTiles = false;
    /**
     * Sequential halving at the root instead of UCB1 (needs an iteration budget; without one
     * UCB1 is used): the budget is split into rounds, each round plays every remaining turn
     * equally often and keeps the better half by mean reward, until one is left. It spends the
     * budget on telling the best turns apart rather than on playing the best-looking one.
     */
    bool halving = false;
    Reward reward = Reward::Margin;
    double marginScale = 20.0;
    /**
     * Whom the margin is taken against with more than two sides: the others' reference score is
     * versusBest x the best other side's + (1 - versusBest) x their mean (1: the leader only).
     */
    double versusBest = 1.0;
    PlayoutPolicy playout;
};

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
 * value of each option (order for widening, bias, and the choice when nothing was searched).
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
