// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/record.h"
#include "turns.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
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
// turns valued on coupled playouts; 5: 9,200 / 5,150, half version 2's spread (issue 19, §4);
// 6: 18,400 iterations, the played turn the reference of the coupling, more playouts until the
// verdict is clear, a loss counted only when the interval of the difference is above 0 (issue 36).
inline constexpr int kAnalysisVersion = 6;
/** Points lost from which a turn counts as a mistake, and as a blunder. */
inline constexpr double kMistakePoints = 3.0;
inline constexpr double kBlunderPoints = 8.0;
/**
 * The spread of the points lost by one decision from one seed to another at the default
 * budget (one standard deviation): 0.188 points over 750 decisions (10 random games, 3 seeds;
 * 0.186 over 749 decisions of Normal players' games; `starlanes-lab review-noise`;
 * docs/figures.md, N1).
 */
inline constexpr double kMeasuredNoise = 0.19;
/**
 * Differences smaller than this (about four standard deviations of the noise) are within the noise
 * of the analysis: such turns are about as good as the best one found, not worse.
 */
inline constexpr double kNoisePoints = 1.0;

/** The verdicts' thresholds, in points lost. */
inline constexpr std::array<double, 3> kVerdictThresholds{kNoisePoints, kMistakePoints,
                                                          kBlunderPoints};
/** The review's intervals: the mean difference plus or minus this many standard errors (95 %). */
inline constexpr double kReviewZ = 1.96;
/** The most batches of `AnalysisOptions::playouts` playouts a decision is valued with. */
inline constexpr int kMaxReviewBatches = 4;

/** The difference of two turns' final margins, playout by playout on coupled playouts. */
struct PairedDifference
{
    int n = 0;
    double sum = 0.0;
    double squares = 0.0;
    void add(double difference);
    double mean() const;
    /** The standard error of the mean; infinite below two playouts. */
    double standardError() const;
};

/** Whether the 95 % interval of `d` (mean +- kReviewZ standard errors) holds one of the
 *  verdicts' thresholds: then more playouts could change the verdict. */
bool straddlesVerdict(const PairedDifference& d);

/**
 * The points lost, when `d` is the proposal's margin minus the played turn's: 0 unless the
 * interval's lower end is above 0 (a difference within the noise is no loss, so the points lost
 * do not grow with the noise); the mean, unless a threshold lies between the lower end and the
 * mean: then the lower end (a verdict is given only when the interval clears its threshold).
 */
double confirmedLoss(const PairedDifference& d);

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
    int iterations = 18400; ///< search playouts per decision, to find the best turn
    int playouts = 5150;    ///< evaluation playouts per turn compared (played and best)
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
 * The values of two turns from one PlaceTile state over `options.playouts` coupled playouts
 * (coupledPlayouts: `first` the reference): their difference is far less noisy than that of
 * two valueOfTurn() calls. `first` gets exactly valueOfTurn()'s value.
 */
std::pair<TurnValue, TurnValue> valueOfTurns(const GameState& state, const TurnAction& first,
                                             const TurnAction& second,
                                             const AnalysisOptions& options, std::uint64_t seed,
                                             const std::atomic<bool>* cancel = nullptr);
/** The same for up to kMaxFollowers + 1 turns, the first the reference. Empty values when a
 *  turn is not legal, or there are too many. */
std::vector<TurnValue> valueOfTurnsTogether(const GameState& state,
                                            std::span<const TurnAction> turns,
                                            const AnalysisOptions& options, std::uint64_t seed,
                                            const std::atomic<bool>* cancel = nullptr);

/** The review's valuation of one decision (reviewValues). */
struct ReviewValues
{
    TurnValue played;
    /** The best turn's: the proposal's, its margin the played turn's plus the confirmed loss;
     *  the played turn's when the proposal is not confirmed better. */
    TurnValue best;
    bool proposalIsBest = false;
    TurnValue proposal;          ///< the proposal's own value (the played turn's when the same)
    PairedDifference difference; ///< the proposal's margin minus the played turn's
    int playouts = 0;            ///< playouts played per turn, a multiple of options.playouts
    /** The playouts the values are means of: all of them when a loss is confirmed, else the
     *  first batch (a turn that lost nothing gets the value it has by itself). */
    int valuedBy = 0;
    std::vector<TurnValue> more; ///< the values of `more`, on the same playouts
    bool complete = false;       ///< false when cancelled or a turn is not legal
};

/**
 * The review's valuation of a decision: the played turn (the reference) and the search's
 * proposal valued on coupled playouts, a batch of `options.playouts` at a time, until the 95 %
 * interval of their difference holds no verdict's threshold (straddlesVerdict) or
 * kMaxReviewBatches batches are played; the points lost are confirmedLoss(). `more` (at most
 * kMaxFollowers - 1 turns, such as a puzzle's answer) are valued on the same playouts and
 * change nothing of the rest. The played turn and the proposal get the same values whatever
 * `more` holds.
 */
ReviewValues reviewValues(const GameState& state, const TurnAction& played,
                          const TurnAction& proposal, std::span<const TurnAction> more,
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
