// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "puzzle.h"

#include "rules/jsonread.h"
#include "rules/recordvalue.h"
#include "turnvalue.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cmath>

namespace sl::ai {
namespace {

using json = nlohmann::json;
constexpr const char* kFormat = "starlanes-puzzle";
constexpr int kVersion = 1;

/** Whether `turn` is a legal turn of `state` (a PlaceTile state): the tile fits there and the
 *  meeple may go where it says. */
bool legalTurn(const GameState& state, const TurnAction& turn)
{
    GameState s = state;
    return s.apply(Event::placeTile(turn.place)) == ApplyError::None &&
           s.apply(Event::meepleMove(turn.meeple)) == ApplyError::None;
}

/** The turn a position made by hand is measured against (it has no game's turn): the first
 *  legal placement without a meeple. */
TurnAction handReference(const GameState& state)
{
    std::vector<Placement> legal;
    state.legalPlacements(legal);
    return TurnAction{legal.empty() ? Placement{} : legal.front(), MeepleMove{}};
}

} // namespace

Puzzle puzzleOf(const GameRecord& game, const DecisionAnalysis& d, const AnalysisOptions& options)
{
    Puzzle p;
    p.record.setup = game.setup;
    p.record.events.assign(game.events.begin(),
                           game.events.begin() +
                               std::ptrdiff_t(std::min(d.seq, game.events.size())));
    const Event& place = game.events.at(d.seq);
    const Event& meeple = game.events.at(d.seq + 1);
    p.played =
        TurnAction{place.place, meeple.type == EventType::Meeple ? meeple.meeple : MeepleMove{}};
    p.best = d.best;
    p.playedValue = d.playedValue;
    p.bestValue = d.bestValue;
    p.options = options;
    return p;
}

std::optional<RealmKind> turnRealm(const GameState& state, const TurnAction& turn)
{
    switch (turn.meeple.target) {
    case MeepleTarget::None:
        return std::nullopt;
    case MeepleTarget::Planet:
        return RealmKind::Planet;
    case MeepleTarget::Segment:
        break;
    }
    if (state.drawnTile() < 0) return std::nullopt;
    const auto& realms = state.catalog().type(std::size_t(state.drawnTile())).def.realms;
    if (turn.meeple.segment < 0 || std::size_t(turn.meeple.segment) >= realms.size())
        return std::nullopt;
    return realms[std::size_t(turn.meeple.segment)].kind;
}

std::optional<PuzzleCheck> checkAnswer(const Puzzle& puzzle, const TurnAction& answer,
                                       const std::atomic<bool>* cancel)
{
    const ReplayResult r = replay(puzzle.record);
    if (!r.state || r.error || r.state->phase() != Phase::PlaceTile) return std::nullopt;
    const GameState& state = *r.state;
    if (!legalTurn(state, answer)) return std::nullopt;
    // The seed and the method the review valued this decision with: the game's turn is the
    // reference, the best found and the answer are valued beside it on the same playouts, so the
    // two stored turns get the values the review gave them and the answer is measured on the
    // same luck.
    const std::uint64_t seed = evaluationSeed(puzzle.options, puzzle.seq());
    const TurnAction reference = puzzle.played ? *puzzle.played : handReference(state);
    const std::array<TurnAction, 1> more{answer};
    const ReviewValues v =
        reviewValues(state, reference, puzzle.best, more, puzzle.options, seed, cancel);
    if (!v.complete) return std::nullopt;
    PuzzleCheck c;
    if (puzzle.played) c.played = v.played;
    // The stored best value: the played turn's plus the confirmed loss (reviewValues); the
    // answer is judged against the best turn's own value, measured like the answer's.
    c.best = v.best; // the played turn's own when the best is the game's turn
    TurnValue bestItself = v.proposal;
    if (sameTurn(state, answer, puzzle.best)) {
        c.answer = c.best;
        bestItself = c.best;
    } else if (puzzle.played && sameTurn(state, answer, *puzzle.played)) {
        c.answer = v.played;
    } else {
        c.answer = v.more.front();
    }
    c.outcome = outcomeOf(bestItself.margin, c.answer.margin,
                          c.played ? std::optional<double>(c.played->margin) : std::nullopt);
    return c;
}

PuzzleOutcome outcomeOf(double best, double answer, std::optional<double> played)
{
    const double shortOfBest = best - answer;
    if (shortOfBest <= -kNoisePoints) return PuzzleOutcome::BetterThanBest;
    if (shortOfBest < kNoisePoints) return PuzzleOutcome::AsGoodAsBest;
    if (played && answer - *played >= kNoisePoints) return PuzzleOutcome::BetterThanPlayed;
    return PuzzleOutcome::NotBetter;
}

std::string puzzleToJson(const Puzzle& puzzle, int indent)
{
    // In the order the format describes its fields.
    using ordered = nlohmann::ordered_json;
    ordered j{{"format", kFormat}, {"version", kVersion}, {"title", puzzle.title}};
    j["game"] = ordered::parse(recordToJson(puzzle.record));
    if (puzzle.played) j["played"] = ordered::parse(turnToJson(*puzzle.played));
    j["best"] = ordered::parse(turnToJson(puzzle.best));
    j["values"] = ordered::object();
    if (puzzle.played) j["values"]["played"] = puzzle.playedValue;
    j["values"]["best"] = puzzle.bestValue;
    j["analysis"] = ordered{{"iterations", puzzle.options.iterations},
                            {"playouts", puzzle.options.playouts},
                            {"seed", std::to_string(puzzle.options.seed)}};
    return j.dump(indent);
}

namespace {
PuzzleLoadResult readPuzzle(json& doc, PuzzleLoadResult& out, const std::atomic<bool>* cancel);
} // namespace

PuzzleLoadResult puzzleFromJson(std::string_view text, const std::atomic<bool>* cancel)
{
    PuzzleLoadResult out;
    auto fail = [&](PuzzleProblem problem, std::string field = {}) {
        out.puzzle.reset();
        out.problem = problem;
        out.field = std::move(field);
        return out;
    };
    JsonRead read = readJson(text, kPuzzleLimits, cancel);
    if (!read.ok()) {
        out.syntax = read.problem;
        return fail(PuzzleProblem::Syntax);
    }
    try {
        return readPuzzle(read.doc, out, cancel);
    } catch (const json::exception&) {
        return fail(PuzzleProblem::BadValue); // a value of a type no field has
    }
}

namespace {

PuzzleLoadResult readPuzzle(json& doc, PuzzleLoadResult& out, const std::atomic<bool>* cancel)
{
    auto fail = [&](PuzzleProblem problem, std::string field = {}) {
        out.puzzle.reset();
        out.problem = problem;
        out.field = std::move(field);
        return out;
    };
    if (!doc.is_object() || doc.value("format", json()) != kFormat)
        return fail(PuzzleProblem::NotAPuzzle, "format");
    if (!doc.contains("version") || !doc["version"].is_number_integer())
        return fail(PuzzleProblem::BadValue, "version");
    // Compared as written: 2^63 or 2^64-1 is a newer version, not a small or negative one.
    const json& version = doc["version"];
    if (version.is_number_unsigned() ? version.get<std::uint64_t>() > std::uint64_t(kVersion)
                                     : version.get<std::int64_t>() > kVersion)
        return fail(PuzzleProblem::NewerVersion, "version");
    if (version.get<std::int64_t>() < 1) return fail(PuzzleProblem::BadValue, "version");
    if (!doc.contains("game") || !doc["game"].is_object())
        return fail(PuzzleProblem::BadValue, "game");
    RecordLoadResult game = recordFromJson(doc["game"], cancel);
    if (!game.record) {
        out.recordError = game.error;
        return fail(PuzzleProblem::Record, "game");
    }
    Puzzle p;
    p.record = std::move(*game.record);
    const ReplayResult r = replay(p.record);
    if (!r.state || r.state->phase() != Phase::PlaceTile || r.state->countPlacements() == 0)
        return fail(PuzzleProblem::NoTileToPlace, "game");
    if (doc.contains("title")) {
        if (!doc["title"].is_string() ||
            doc["title"].get_ref<const std::string&>().size() > kMaxPuzzleTitleBytes)
            return fail(PuzzleProblem::BadValue, "title");
        p.title = doc["title"].get<std::string>();
    }
    if (doc.contains("analysis")) {
        const json& a = doc["analysis"];
        if (!a.is_object()) return fail(PuzzleProblem::BadValue, "analysis");
        // The budget a file may ask for is bounded: checking an answer stays a matter of seconds.
        for (const auto& [key, most] :
             {std::pair{"iterations", kMaxPuzzleIterations}, {"playouts", kMaxPuzzlePlayouts}}) {
            if (!a.contains(key) || !a[key].is_number_integer() ||
                (a[key].is_number_unsigned() ? a[key].get<std::uint64_t>() < 1
                                             : a[key].get<std::int64_t>() < 1))
                return fail(PuzzleProblem::BadValue, std::string("analysis.") + key);
            if (a[key].is_number_unsigned() ? a[key].get<std::uint64_t>() > std::uint64_t(most)
                                            : a[key].get<std::int64_t>() > most)
                return fail(PuzzleProblem::OverBudget, std::string("analysis.") + key);
        }
        p.options.iterations = a["iterations"].get<int>();
        p.options.playouts = a["playouts"].get<int>();
        const std::string seed = a.value("seed", json("1")).is_string()
                                     ? a.value("seed", std::string("1"))
                                     : std::string();
        try {
            std::size_t used = 0;
            p.options.seed = std::stoull(seed, &used);
            if (used != seed.size()) throw std::invalid_argument(seed);
        } catch (const std::exception&) {
            return fail(PuzzleProblem::BadValue, "analysis.seed");
        }
    }
    auto turnAt = [&](const char* key) -> std::optional<TurnAction> {
        const auto t = turnFromValue(doc[key]);
        if (!t || !legalTurn(*r.state, *t)) return std::nullopt;
        return t;
    };
    auto valueAt = [&](const char* key, double& into) {
        if (!doc.contains("values") || !doc["values"].is_object()) return false;
        const json& v = doc["values"].value(key, json());
        if (!v.is_number() || !std::isfinite(v.get<double>())) return false;
        into = v.get<double>();
        return true;
    };
    if (doc.contains("played")) {
        p.played = turnAt("played");
        if (!p.played) return fail(PuzzleProblem::BadTurn, "played");
        if (!valueAt("played", p.playedValue))
            return fail(PuzzleProblem::BadValue, "values.played");
    }
    if (doc.contains("best")) {
        const auto best = turnAt("best");
        if (!best) return fail(PuzzleProblem::BadTurn, "best");
        p.best = *best;
        if (!valueAt("best", p.bestValue)) return fail(PuzzleProblem::BadValue, "values.best");
    } else {
        out.needsBest = true;
    }
    out.puzzle = std::move(p);
    return out;
}

} // namespace

std::string describe(const PuzzleLoadResult& r)
{
    switch (r.problem) {
    case PuzzleProblem::None:
        return {};
    case PuzzleProblem::Syntax:
        return (r.syntax && isLimit(*r.syntax) ? "larger than a puzzle file may be: "
                                               : "not JSON: ") +
               (r.syntax ? describe(*r.syntax) : std::string());
    case PuzzleProblem::NotAPuzzle:
        return "not a Starlanes puzzle (no \"format\": \"starlanes-puzzle\")";
    case PuzzleProblem::NewerVersion:
        return "written by a newer version of Starlanes";
    case PuzzleProblem::Record:
        return "its game cannot be used: " +
               (r.recordError ? describe(*r.recordError) : std::string());
    case PuzzleProblem::NoTileToPlace:
        return "its game does not stop where a tile is to be placed";
    case PuzzleProblem::BadTurn:
        return r.field + ": not a legal turn of the position";
    case PuzzleProblem::BadValue:
        return r.field + ": missing or not a valid value";
    case PuzzleProblem::OverBudget:
        return r.field + ": asks for more than a puzzle may (at most " +
               std::to_string(kMaxPuzzleIterations) + " iterations and " +
               std::to_string(kMaxPuzzlePlayouts) + " playouts)";
    }
    return {};
}

bool solvePuzzle(Puzzle& puzzle, const std::atomic<bool>* cancel)
{
    const ReplayResult r = replay(puzzle.record);
    if (!r.state || r.state->phase() != Phase::PlaceTile) return false;
    const GameState& state = *r.state;
    DecisionPoint point;
    point.seq = puzzle.seq();
    point.player = state.currentPlayer();
    // Without a game's turn: the search's proposal is compared with the hand reference.
    if (state.countPlacements() == 0) return false;
    point.played = puzzle.played ? *puzzle.played : handReference(state);
    const auto d = analyseDecision(state, point, puzzle.options, cancel);
    if (!d) return false;
    puzzle.best = d->best;
    // Valued as checkAnswer() values it, so the best turn's answer gets the stored value.
    const auto check = checkAnswer(puzzle, puzzle.best, cancel);
    if (!check) return false;
    puzzle.bestValue = check->best.margin;
    if (puzzle.played) puzzle.playedValue = check->played->margin;
    return true;
}

} // namespace sl::ai
