// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "analysis.h"
#include "rules/record.h"

#include <atomic>
#include <optional>
#include <string>
#include <string_view>

/**
 * Puzzles: a decision of a game to play again (docs/manual.md, "Puzzles"). Made from an analysed
 * turn that lost at least a mistake's worth of points, or by hand; kept in files of the format
 * "starlanes-puzzle" (engine/PUZZLE-FORMAT.md) to share.
 */
namespace sl::ai {

/** A position where a tile waits to be placed, with what the review found there. */
struct Puzzle
{
    /** The game up to the decision: the last event is the draw of the tile to place. */
    GameRecord record;
    /** The turn played in the game (absent for a position made by hand). */
    std::optional<TurnAction> played;
    TurnAction best;          ///< the best turn the review found
    double playedValue = 0.0; ///< as DecisionAnalysis (expected final margin); 0 without played
    double bestValue = 0.0;
    AnalysisOptions options; ///< the review's budget and seed: answers are valued the same way
    std::string title;       ///< free text: whose game, which turn
    /** The record index of the decision (the Place event to come). */
    std::size_t seq() const { return record.events.size(); }
    double loss() const { return played ? bestValue - playedValue : 0.0; }
};

/** The puzzle of an analysed decision `d` of `game` (its Place event is game.events[d.seq]). */
Puzzle puzzleOf(const GameRecord& game, const DecisionAnalysis& d, const AnalysisOptions& options);

/** The realm a turn is about: its meeple's realm (a planet for an attack), or none. */
std::optional<RealmKind> turnRealm(const GameState& state, const TurnAction& turn);

/** How an answer compares. */
enum class PuzzleOutcome : std::uint8_t {
    BetterThanBest,   ///< more than the noise above the best turn found
    AsGoodAsBest,     ///< the best turn found, or within the noise of it (solved)
    BetterThanPlayed, ///< short of the best found, but more than the noise above the game's turn
    NotBetter,        ///< no better than the game's turn (or, without one, short of the best)
};

/**
 * The outcome of an answer worth `answer` (expected final margin) where the best turn found is
 * worth `best` and the game's turn `played` (none for a position made by hand): at least the
 * noise (kNoisePoints) above the best, better than the best; less than the noise below it, as
 * good as the best; else at least the noise above the game's turn, better than it; else no
 * better. The one place these thresholds are decided.
 */
PuzzleOutcome outcomeOf(double best, double answer, std::optional<double> played);

/** An answer valued with the review's method: the answer, the game's turn and the best turn
 *  found, each over the same seeded playouts. */
struct PuzzleCheck
{
    TurnValue answer;
    TurnValue best;
    std::optional<TurnValue> played;
    PuzzleOutcome outcome = PuzzleOutcome::NotBetter;
    bool solved() const
    {
        return outcome == PuzzleOutcome::AsGoodAsBest || outcome == PuzzleOutcome::BetterThanBest;
    }
};

/**
 * Values `answer` (a legal turn of the position) against the best and the game's turn with
 * `puzzle.options` and the seed the review used for that decision (evaluationSeed), so the
 * best and the played turn get the values the review gave them. nullopt when the answer is
 * not a legal turn, or when cancelled.
 */
std::optional<PuzzleCheck> checkAnswer(const Puzzle& puzzle, const TurnAction& answer,
                                       const std::atomic<bool>* cancel = nullptr);

/** Why a puzzle file cannot be used. */
enum class PuzzleProblem : std::uint8_t {
    None,
    Syntax,        ///< not JSON (see syntax)
    NotAPuzzle,    ///< no "format": "starlanes-puzzle"
    NewerVersion,  ///< written by a newer version
    Record,        ///< the game in it cannot be used (see recordError)
    NoTileToPlace, ///< the position does not wait for a tile to be placed
    BadTurn,       ///< "played" or "best" is not a legal turn of the position (see field)
    BadValue,      ///< a value or a setting is missing or not a number (see field)
    OverBudget,    ///< "analysis" asks for more than kMaxPuzzleIterations or kMaxPuzzlePlayouts
};

/** The longest title a puzzle file may give (bytes of UTF-8). */
constexpr std::size_t kMaxPuzzleTitleBytes = 200;

struct PuzzleLoadResult
{
    std::optional<Puzzle> puzzle;
    PuzzleProblem problem = PuzzleProblem::None;
    std::string field; ///< the JSON field the problem is about
    std::optional<JsonSyntax> syntax;
    std::optional<RecordError> recordError;
    /** True when no best turn was given (a position made by hand): the caller finds it. */
    bool needsBest = false;
};

/** The puzzle file: the record format's game up to the decision and the review's findings. */
std::string puzzleToJson(const Puzzle& puzzle, int indent = 2);
/** Reads a puzzle file's text within kPuzzleLimits (inputlimits.h); `cancel` stops it. */
PuzzleLoadResult puzzleFromJson(std::string_view json, const std::atomic<bool>* cancel = nullptr);
/** The problem in English, for the command line and logs. */
std::string describe(const PuzzleLoadResult& result);

/** Finds the best turn of a position made by hand with `options` (the review's search), and
 *  its value; false when cancelled. */
bool solvePuzzle(Puzzle& puzzle, const std::atomic<bool>* cancel = nullptr);

} // namespace sl::ai
