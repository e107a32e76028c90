// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The review of a past game: every decision's best turn, and what the played turn lost.
#include "analysis.h"

#include "greedy.h"
#include "rules/jsonread.h"
#include "rules/meeplejson.h"
#include "rules/rng.h"
#include "search.h"
#include "turnvalue.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace sl::ai {
namespace {

bool cancelled(const std::atomic<bool>* cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

/** The outcome of one playout for the deciding side. */
struct Outcome
{
    double margin = 0.0;
    double win = 0.0;
    std::array<int, kMaxPlayers> scores{};
};

/** The outcome of a finished playout for the deciding side. */
Outcome outcomeOf(const GameState& s, Perspective who)
{
    Outcome o;
    o.scores = scoresNow(s);
    int best = -1000000;
    for (int side = 0; side < who.sides; ++side)
        if (side != who.side) best = std::max(best, o.scores[static_cast<std::size_t>(side)]);
    o.margin = o.scores[static_cast<std::size_t>(who.side)] - best;
    o.win = o.margin > 0 ? 1.0 : o.margin == 0 ? 0.5 : 0.0;
    return o;
}

/** The k-th playout from `start`, played in `s` (assigned, so its buffers are reused). */
Outcome playOut(const GameState& start, GameState& s, Perspective who, const PlayoutPolicy& policy,
                std::uint64_t seed, int k)
{
    s = start;
    // Common random numbers: the k-th playout of every turn of a decision draws the same
    // tiles and starts its dice and moves from the same generator.
    Rng moves(mixSeed(seed, 2 * static_cast<std::uint64_t>(k)));
    Rng tiles(mixSeed(seed, 2 * static_cast<std::uint64_t>(k) + 1));
    playout(s, moves, tiles, policy);
    return outcomeOf(s, who);
}

void add(TurnValue& value, const Outcome& o, Perspective who)
{
    value.margin += o.margin;
    value.win += o.win;
    for (int side = 0; side < who.sides; ++side)
        value.finalScores[static_cast<std::size_t>(side)] +=
            o.scores[static_cast<std::size_t>(side)];
}

void divide(TurnValue& value, int n)
{
    value.margin /= n;
    value.win /= n;
    for (double& v : value.finalScores)
        v /= n;
}

/** The state after `turn`, or nothing when the turn is not legal there. */
std::optional<GameState> stateAfter(const GameState& state, const TurnAction& turn)
{
    GameState after = state;
    if (after.apply(Event::placeTile(turn.place)) != ApplyError::None ||
        after.apply(Event::meepleMove(turn.meeple)) != ApplyError::None)
        return std::nullopt;
    return after;
}

/** The playouts of the analysis: those of the Hard player's search, always to the end. */
PlayoutPolicy evaluationPolicy()
{
    return levelOptions(Level::Hard)->playout;
}

} // namespace

bool sameTurn(const GameState& state, const TurnAction& a, const TurnAction& b)
{
    if (a.place.x != b.place.x || a.place.y != b.place.y || a.meeple.target != b.meeple.target)
        return false;
    const CatalogType& tile = state.catalog().type(state.drawnTile());
    if (tile.sameAs[a.place.rot & 3u] != tile.sameAs[b.place.rot & 3u]) return false;
    const MeepleMove& m = a.meeple;
    const MeepleMove& n = b.meeple;
    switch (m.target) {
    case MeepleTarget::None:
        return true;
    case MeepleTarget::Segment:
        return tile.equivalentSegment(m.segment, a.place.rot, b.place.rot) == n.segment &&
               m.large == n.large && m.equipment == n.equipment;
    case MeepleTarget::Planet:
        return m.x == n.x && m.y == n.y && m.large == n.large && m.equipment == n.equipment;
    }
    return false;
}

Verdict verdictOf(double pointsLost)
{
    if (pointsLost >= kBlunderPoints) return Verdict::Blunder;
    if (pointsLost >= kMistakePoints) return Verdict::Mistake;
    return pointsLost >= kNoisePoints ? Verdict::Weaker : Verdict::Equal;
}

std::vector<DecisionPoint> decisionPoints(const GameRecord& record)
{
    std::vector<DecisionPoint> points;
    const auto catalog = buildCatalog(record.setup);
    if (!catalog) return points;
    GameState s(catalog, record.setup.config());
    std::optional<DecisionPoint> open;
    for (std::size_t i = 0; i < record.events.size(); ++i) {
        const Event& e = record.events[i];
        if (e.type == EventType::Place)
            open = DecisionPoint{i, s.currentPlayer(), s.turn() + 1, {e.place, {}}};
        if (s.apply(e) != ApplyError::None) break;
        if (e.type == EventType::Meeple && open) {
            open->played.meeple = e.meeple;
            points.push_back(*open);
            open.reset();
        }
    }
    return points;
}

TurnValue valueOfTurn(const GameState& state, const TurnAction& turn,
                      const AnalysisOptions& options, std::uint64_t seed,
                      const std::atomic<bool>* cancel)
{
    TurnValue value;
    const std::optional<GameState> after = stateAfter(state, turn);
    if (!after) return value;
    const Perspective who = perspectiveOf(state);
    const PlayoutPolicy policy = evaluationPolicy();
    const int n = std::max(1, options.playouts);
    GameState scratch = *after;
    for (int k = 0; k < n; ++k) {
        if (cancelled(cancel)) return value;
        add(value, playOut(*after, scratch, who, policy, seed, k), who);
    }
    divide(value, n);
    return value;
}

std::pair<TurnValue, TurnValue> valueOfTurns(const GameState& state, const TurnAction& first,
                                             const TurnAction& second,
                                             const AnalysisOptions& options, std::uint64_t seed,
                                             const std::atomic<bool>* cancel)
{
    std::pair<TurnValue, TurnValue> values;
    const std::optional<GameState> a = stateAfter(state, first);
    const std::optional<GameState> b = stateAfter(state, second);
    if (!a || !b) return values;
    const Perspective who = perspectiveOf(state);
    const PlayoutPolicy policy = evaluationPolicy();
    const int n = std::max(1, options.playouts);
    GameState sa = *a;
    GameState sb = *b;
    for (int k = 0; k < n; ++k) {
        if (cancelled(cancel)) return values;
        sa = *a;
        sb = *b;
        coupledPlayout(sa, sb, mixSeed(seed, static_cast<std::uint64_t>(k)), policy);
        add(values.first, outcomeOf(sa, who), who);
        add(values.second, outcomeOf(sb, who), who);
    }
    divide(values.first, n);
    divide(values.second, n);
    return values;
}

std::uint64_t evaluationSeed(const AnalysisOptions& options, std::size_t seq)
{
    return mixSeed(mixSeed(options.seed, seq), 2);
}

std::optional<DecisionAnalysis> analyseDecision(const GameState& state, const DecisionPoint& point,
                                                const AnalysisOptions& options,
                                                const std::atomic<bool>* cancel)
{
    if (state.phase() != Phase::PlaceTile || state.countPlacements() == 0) return std::nullopt;
    const std::uint64_t seed = mixSeed(options.seed, point.seq);
    // The Hard player's search with the analysis's iteration budget and no clock, so that the
    // result depends on the seed and the budget only.
    SearchOptions hard = *levelOptions(Level::Hard);
    hard.iterations = std::max(1, options.iterations);
    hard.seconds = 0.0;
    hard.threads = 1; // decisions run in parallel instead (analyseGame)
    const TurnOptions turns(state);
    const SearchResult found =
        search(state, turns, greedyValues(state, turns), hard, mixSeed(seed, 1), cancel);
    if (cancelled(cancel)) return std::nullopt;

    DecisionAnalysis d;
    d.seq = point.seq;
    d.player = point.player;
    const std::uint64_t evaluation = evaluationSeed(options, point.seq);
    const TurnAction proposal = turns.action(found.best);
    const bool same = sameTurn(state, proposal, point.played);
    // Two turns are valued on coupled playouts: their difference, the points lost, is then
    // mostly the turns' own doing and not the luck of two different games.
    const auto [played, other] =
        same ? std::pair{valueOfTurn(state, point.played, options, evaluation, cancel), TurnValue{}}
             : valueOfTurns(state, point.played, proposal, options, evaluation, cancel);
    TurnValue best = played;
    d.best = point.played;
    if (!same) {
        if (other.margin > played.margin) {
            best = other;
            d.best = proposal;
        }
    }
    if (cancelled(cancel)) return std::nullopt;
    d.playedValue = played.margin;
    d.playedWin = played.win;
    d.bestValue = best.margin;
    d.bestWin = best.win;
    d.expected.assign(played.finalScores.begin(), played.finalScores.begin() + state.sideCount());
    return d;
}

std::vector<DecisionAnalysis> analyseGame(const GameRecord& record, const AnalysisOptions& options,
                                          const AnalysisProgress& progress,
                                          const std::atomic<bool>* cancel,
                                          const std::vector<DecisionAnalysis>& known)
{
    std::vector<DecisionAnalysis> out;
    const std::vector<DecisionPoint> points = decisionPoints(record);
    const auto catalog = buildCatalog(record.setup);
    if (!catalog || points.empty()) return out;
    // The state at every decision still to analyse; the known ones are kept as they are.
    std::vector<std::pair<const DecisionPoint*, GameState>> todo;
    GameState s(catalog, record.setup.config());
    std::size_t applied = 0;
    for (const DecisionPoint& point : points) {
        const auto stored =
            std::find_if(known.begin(), known.end(),
                         [&](const DecisionAnalysis& d) { return d.seq == point.seq; });
        if (stored != known.end()) {
            out.push_back(*stored);
            continue;
        }
        for (; applied < point.seq; ++applied)
            s.apply(record.events[applied]);
        todo.emplace_back(&point, s);
    }
    const int total = static_cast<int>(points.size());

    // Decisions are independent: each thread takes the next one, and the calling thread reports
    // every finished decision as it comes.
    auto report = [&](DecisionAnalysis d) {
        out.push_back(std::move(d));
        if (progress) progress(out.back(), static_cast<int>(out.size()), total);
    };
    std::atomic<std::size_t> next{0};
    // Analyses the next decisions until none is left or the analysis is cancelled.
    auto work = [&](const std::function<void(DecisionAnalysis)>& deliver) {
        for (std::size_t i; (i = next.fetch_add(1)) < todo.size() && !cancelled(cancel);) {
            std::optional<DecisionAnalysis> d =
                analyseDecision(todo[i].second, *todo[i].first, options, cancel);
            if (!d) return; // cancelled: the decision under way is dropped
            deliver(std::move(*d));
        }
    };
    const int threads = std::clamp(options.threads, 1, std::max(1, static_cast<int>(todo.size())));
    if (threads == 1) {
        work(report);
    } else {
        // Decisions are independent: each thread takes the next one, and the calling thread
        // reports every finished decision as it comes.
        std::mutex mutex;
        std::condition_variable ready;
        std::deque<DecisionAnalysis> finished;
        int running = threads;
        std::vector<std::thread> pool;
        for (int t = 0; t < threads; ++t)
            pool.emplace_back([&] {
                work([&](DecisionAnalysis d) {
                    const std::lock_guard lock(mutex);
                    finished.push_back(std::move(d));
                    ready.notify_one();
                });
                const std::lock_guard lock(mutex);
                --running;
                ready.notify_one();
            });
        std::unique_lock lock(mutex);
        for (;;) {
            ready.wait(lock, [&] { return !finished.empty() || running == 0; });
            if (finished.empty()) break;
            DecisionAnalysis d = std::move(finished.front());
            finished.pop_front();
            lock.unlock();
            report(std::move(d));
            lock.lock();
        }
        lock.unlock();
        for (std::thread& th : pool)
            th.join();
    }
    std::sort(out.begin(), out.end(),
              [](const DecisionAnalysis& a, const DecisionAnalysis& b) { return a.seq < b.seq; });
    return out;
}

std::vector<PlayerReview> reviewPlayers(const std::vector<DecisionAnalysis>& decisions, int players)
{
    std::vector<PlayerReview> review(static_cast<std::size_t>(std::max(0, players)));
    for (const DecisionAnalysis& d : decisions) {
        if (d.player < 0 || d.player >= players) continue;
        PlayerReview& r = review[static_cast<std::size_t>(d.player)];
        const double loss = d.loss();
        ++r.decisions;
        r.pointsLost += loss;
        r.best += verdictOf(loss) == Verdict::Equal;
        r.mistakes += verdictOf(loss) == Verdict::Mistake;
        r.blunders += verdictOf(loss) == Verdict::Blunder;
    }
    return review;
}

std::string turnToJson(const TurnAction& turn)
{
    const nlohmann::json j{{"x", turn.place.x},
                           {"y", turn.place.y},
                           {"rotation", turn.place.rot},
                           {"meeple", meepleJson(turn.meeple)}};
    return j.dump();
}

std::optional<TurnAction> turnFromJson(std::string_view text)
{
    const JsonRead read = readJson(text, kStoredJsonLimits);
    return read.ok() ? turnFromValue(read.doc) : std::nullopt;
}

std::optional<TurnAction> turnFromValue(const nlohmann::json& j)
{
    if (!j.is_object() || !j.contains("meeple")) return std::nullopt;
    // A whole number in range, or nothing (a float or a huge number is not a coordinate).
    auto whole = [&](const char* key, int lo, int hi) -> std::optional<int> {
        const auto it = j.find(key);
        if (it == j.end() || !it->is_number_integer()) return std::nullopt;
        if (it->is_number_unsigned() ? it->get<std::uint64_t>() > std::uint64_t(hi)
                                     : it->get<std::int64_t>() < lo || it->get<std::int64_t>() > hi)
            return std::nullopt;
        return static_cast<int>(it->get<std::int64_t>());
    };
    try {
        TurnAction t;
        const auto x = whole("x", INT16_MIN, INT16_MAX);
        const auto y = whole("y", INT16_MIN, INT16_MAX);
        const auto rot = whole("rotation", 0, 3);
        if (!x || !y || !rot) return std::nullopt;
        t.place.x = static_cast<std::int16_t>(*x);
        t.place.y = static_cast<std::int16_t>(*y);
        t.place.rot = static_cast<std::uint8_t>(*rot);
        // The record's spelling, or the one stored by analysis version 2 and before.
        const auto meeple = meepleFromJson(j.at("meeple"));
        if (!meeple) return std::nullopt;
        t.meeple = *meeple;
        return t;
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
}

} // namespace sl::ai
