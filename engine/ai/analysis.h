// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/record.h"
#include "turns.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace sl::ai {

/**
 * Version of the analysis method. Stored with every analysis; a stored analysis of another
 * version is not shown. Bump it whenever the values of a decision would change: the search
 * used, the evaluation, the seeds, the defaults below.
 */
// 2: turns equal up to a symmetric rotation are the same turn; 3: 8,000 search iterations and
// 4,500 valuing playouts per turn, on the playouts of the faster engine (issue 19); 4: the two
// turns valued on coupled playouts; 5: 9,200 / 5,150, half version 2's spread (issue 19, §4).
inline constexpr int kAnalysisVersion = 5;
/** Points lost from which a turn counts as a mistake, and as a blunder. */
inline constexpr double kMistakePoints = 3.0;
inline constexpr double kBlunderPoints = 8.0;
/**
 * The spread of the points lost by one decision from one seed to another at the default
 * budget (one standard deviation): 0.258 points over 750 decisions (10 games, 3 seeds;
 * `starlanes-lab review-noise`; docs/figures.md, N1).
 */
inline constexpr double kMeasuredNoise = 0.26;
/**
 * Differences smaller than this (about four standard deviations of the noise) are within the noise
 * of the analysis: such turns are about as good as the best one found, not worse.
 */
inline constexpr double kNoisePoints = 1.0;

/** How a turn compares with the best one found. */
enum class Verdict : std::uint8_t {
    Equal,   ///< the best found, or within the noise of it (below kNoisePoints)
    Weaker,  ///< from kNoisePoints to below kMistakePoints
    Mistake, ///< from kMistakePoints to below kBlunderPoints
    Blunder, ///< kBlunderPoints or more
};

Verdict verdictOf(double pointsLost);
inline bool isMistake(double pointsLost)
{
    return verdictOf(pointsLost) == Verdict::Mistake;
}
inline bool isBlunder(double pointsLost)
{
    return verdictOf(pointsLost) == Verdict::Blunder;
}

/**
 * The budget of an analysis. Its results depend only on these numbers (not on the number of
 * threads or the machine's speed), so a stored analysis can be resumed and checked.
 */
struct AnalysisOptions
{
    int iterations = 9200; ///< search playouts per decision, to find the best turn
    int playouts = 5150;   ///< evaluation playouts per turn compared (played and best)
    std::uint64_t seed = 1;
    int threads = 1; ///< decisions analysed at once; does not change the results
    bool operator==(const AnalysisOptions& o) const
    {
        return iterations == o.iterations && playouts == o.playouts && seed == o.seed;
    }
};

/** One decision of a game: the PlaceTile point where a player chose a placement and a meeple. */
struct DecisionPoint
{
    std::size_t seq = 0; ///< record index of the Place event
    int player = 0;      ///< seat
    int turn = 0;        ///< 1-based turn number
    TurnAction played;
};

/**
 * Two turns of the player to move in `state` (PlaceTile) are the same when they lead to the same
 * board: the same cell, the same rotation or one that looks exactly alike (a symmetric tile),
 * the meeple on the same realm. Fields a target does not use are ignored (a pass is a pass, a
 * realm has no cell, a planet no segment).
 */
bool sameTurn(const GameState& state, const TurnAction& a, const TurnAction& b);

/** Every completed turn of the record (a Place followed by its Meeple event), in order. */
std::vector<DecisionPoint> decisionPoints(const GameRecord& record);

/**
 * A turn's value for the side of the player who chose it: the expected final score margin
 * (own side's final score minus the best other side's) over playouts to the end of the game
 * from the state after the turn, and the share of those playouts the side wins (a shared top
 * score counts half).
 */
struct TurnValue
{
    double margin = 0.0;
    double win = 0.0;
    SideValues finalScores{}; ///< mean final score of every side
};

/** The analysis of one decision. */
struct DecisionAnalysis
{
    std::size_t seq = 0; ///< record index of the decision's Place event
    int player = 0;      ///< seat
    TurnAction best;     ///< the best turn found (the played one when nothing better was found)
    double playedValue = 0.0; ///< expected final margin after the played turn, in points
    double bestValue = 0.0;   ///< the same after the best turn; >= playedValue
    double playedWin = 0.0;   ///< win probability after the played turn
    double bestWin = 0.0;
    /** Each side's expected final score after the played turn (the score graph's line). */
    std::vector<double> expected;

    /** Points lost by the played turn: 0 exactly when it is the best turn found. */
    double loss() const { return bestValue - playedValue; }
    bool operator==(const DecisionAnalysis&) const = default;
};

/** Called after each decision analysed, with it, the number done so far and the total. */
using AnalysisProgress = std::function<void(const DecisionAnalysis& decision, int done, int total)>;

/**
 * Analyses every decision of `record`: the Hard player's search (iterations from `options`)
 * proposes the best turn; the played turn and that turn are then valued by the same
 * `options.playouts` playouts each, with common random numbers (playout k of both draws the
 * same tiles and starts from the same dice and move generator). When the played turn values
 * at least as much as the proposal, it is the best turn found and loses 0 points.
 *
 * Decisions in `known` (a resumed analysis) are kept as they are and not analysed again; each
 * decision depends only on the record up to it and on `options`, so a resumed analysis equals
 * an uninterrupted one. `progress` runs on the calling thread after each new decision. When
 * `cancel` becomes true the call returns at once with the decisions finished so far (a
 * decision under way is dropped, never returned half done). Results are in record order.
 */
std::vector<DecisionAnalysis> analyseGame(const GameRecord& record, const AnalysisOptions& options,
                                          const AnalysisProgress& progress,
                                          const std::atomic<bool>* cancel,
                                          const std::vector<DecisionAnalysis>& known = {});

/** The analysis of the one decision at `point` (the state just before its Place event). */
std::optional<DecisionAnalysis> analyseDecision(const GameState& state, const DecisionPoint& point,
                                                const AnalysisOptions& options,
                                                const std::atomic<bool>* cancel);

/**
 * The seed of the playouts that value both turns of the decision at record index `seq` (the
 * turn played and the best one found): common random numbers, so that the two are compared on
 * the same luck.
 */
std::uint64_t evaluationSeed(const AnalysisOptions& options, std::size_t seq);

/** The value of one turn from a PlaceTile state, over `options.playouts` seeded playouts. */
TurnValue valueOfTurn(const GameState& state, const TurnAction& turn,
                      const AnalysisOptions& options, std::uint64_t seed,
                      const std::atomic<bool>* cancel = nullptr);

/**
 * The values of two turns from one PlaceTile state, each over `options.playouts` playouts as
 * valueOfTurn() would value it, but with the two turns' playouts coupled (coupledPlayout):
 * their difference is far less noisy than that of two valueOfTurn() calls.
 */
std::pair<TurnValue, TurnValue> valueOfTurns(const GameState& state, const TurnAction& first,
                                             const TurnAction& second,
                                             const AnalysisOptions& options, std::uint64_t seed,
                                             const std::atomic<bool>* cancel = nullptr);

/** Per player: how the turns of a game compare with the best ones found. */
struct PlayerReview
{
    int decisions = 0;
    double pointsLost = 0.0; ///< sum over the player's decisions
    int mistakes = 0;
    int blunders = 0;
    int best = 0; ///< decisions where the played turn was the best found or within the noise of it
    double averageLoss() const { return decisions ? pointsLost / decisions : 0.0; }
};

/** The review of each seat (index = seat) from a game's analysed decisions. */
std::vector<PlayerReview> reviewPlayers(const std::vector<DecisionAnalysis>& decisions,
                                        int players);

/** A turn in JSON, with the record format's field names (engine/RECORD-FORMAT.md). */
std::string turnToJson(const TurnAction& turn);
std::optional<TurnAction> turnFromJson(std::string_view json);

} // namespace sl::ai
