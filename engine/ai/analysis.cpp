// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The review of a past game: every decision's best turn, and what the played turn lost.
#include "analysis.h"

#include "greedy.h"
#include "playout.h"
#include "rules/jsonread.h"
#include "rules/meeplejson.h"
#include "rules/rng.h"
#include "search.h"
#include "turnvalue.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <limits>
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

/**
 * The coupled playouts of turns of one decision: the first turn's game is the reference, the
 * others follow it (coupledPlayouts), playout k seeded by mixSeed(seed, k). Playouts can be
 * added in batches; a turn's value over the first n playouts is the same whatever turns were
 * valued beside it.
 */
class Comparison
{
public:
    Comparison(const GameState& state, std::span<const TurnAction> turns, std::uint64_t seed)
        : m_who(perspectiveOf(state)), m_seed(seed), m_policy(evaluationPolicy())
    {
        if (turns.empty() || turns.size() > kMaxFollowers + 1) return;
        for (const TurnAction& turn : turns) {
            std::optional<GameState> after = stateAfter(state, turn);
            if (!after) return;
            m_after.push_back(std::move(*after));
        }
        m_sums.resize(turns.size());
        m_differences.resize(turns.size());
        m_legal = true;
    }

    bool legal() const { return m_legal; }

    /** Plays playouts `from` to `to` - 1; false when cancelled. */
    bool play(int from, int to, const std::atomic<bool>* cancel)
    {
        std::vector<GameState> games = m_after;
        std::vector<GameState*> followers;
        for (std::size_t i = 1; i < games.size(); ++i)
            followers.push_back(&games[i]);
        for (int k = from; k < to; ++k) {
            if (cancelled(cancel)) return false;
            for (std::size_t i = 0; i < games.size(); ++i)
                games[i] = m_after[i];
            coupledPlayouts(games[0], followers, mixSeed(m_seed, static_cast<std::uint64_t>(k)),
                            m_policy);
            const Outcome reference = outcomeOf(games[0], m_who);
            add(m_sums[0], reference, m_who);
            for (std::size_t i = 1; i < games.size(); ++i) {
                const Outcome o = outcomeOf(games[i], m_who);
                add(m_sums[i], o, m_who);
                m_differences[i].add(o.margin - reference.margin);
            }
            ++m_playouts;
        }
        return true;
    }

    /** Each turn's value over the playouts so far. */
    std::vector<TurnValue> values() const
    {
        std::vector<TurnValue> out = m_sums;
        for (TurnValue& v : out)
            divide(v, std::max(1, m_playouts));
        return out;
    }

    /** Turn i's margin minus the first turn's, playout by playout. */
    const PairedDifference& difference(std::size_t i) const { return m_differences.at(i); }

private:
    Perspective m_who;
    std::uint64_t m_seed;
    PlayoutPolicy m_policy;
    std::vector<GameState> m_after;
    std::vector<TurnValue> m_sums;
    std::vector<PairedDifference> m_differences;
    int m_playouts = 0;
    bool m_legal = false;
};

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

void PairedDifference::add(double d)
{
    ++n;
    sum += d;
    squares += d * d;
}

double PairedDifference::mean() const
{
    return n ? sum / n : 0.0;
}

double PairedDifference::standardError() const
{
    if (n < 2) return std::numeric_limits<double>::infinity();
    const double variance = std::max(0.0, (squares - sum * sum / n) / (n - 1));
    return std::sqrt(variance / n);
}

bool straddlesVerdict(const PairedDifference& d)
{
    const double half = kReviewZ * d.standardError();
    return std::any_of(kVerdictThresholds.begin(), kVerdictThresholds.end(),
                       [&](double t) { return std::abs(d.mean() - t) < half; });
}

double confirmedLoss(const PairedDifference& d)
{
    const double mean = d.mean();
    const double low = mean - kReviewZ * d.standardError();
    if (low <= 0.0) return 0.0;
    const bool crossed = std::any_of(kVerdictThresholds.begin(), kVerdictThresholds.end(),
                                     [&](double t) { return low < t && t <= mean; });
    return crossed ? low : mean;
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
    const std::array<TurnAction, 1> turns{turn};
    return valueOfTurnsTogether(state, turns, options, seed, cancel).front();
}

std::vector<TurnValue> valueOfTurnsTogether(const GameState& state,
                                            std::span<const TurnAction> turns,
                                            const AnalysisOptions& options, std::uint64_t seed,
                                            const std::atomic<bool>* cancel)
{
    std::vector<TurnValue> values(turns.size());
    Comparison c(state, turns, seed);
    if (!c.legal()) return values;
    if (!c.play(0, std::max(1, options.playouts), cancel)) return values;
    return c.values();
}

std::pair<TurnValue, TurnValue> valueOfTurns(const GameState& state, const TurnAction& first,
                                             const TurnAction& second,
                                             const AnalysisOptions& options, std::uint64_t seed,
                                             const std::atomic<bool>* cancel)
{
    const std::array<TurnAction, 2> turns{first, second};
    const std::vector<TurnValue> v = valueOfTurnsTogether(state, turns, options, seed, cancel);
    return {v[0], v[1]};
}

ReviewValues reviewValues(const GameState& state, const TurnAction& played,
                          const TurnAction& proposal, std::span<const TurnAction> more,
                          const AnalysisOptions& options, std::uint64_t seed,
                          const std::atomic<bool>* cancel)
{
    ReviewValues r;
    const bool same = sameTurn(state, played, proposal);
    std::vector<TurnAction> turns{played};
    if (!same) turns.push_back(proposal);
    turns.insert(turns.end(), more.begin(), more.end());
    Comparison c(state, turns, seed);
    if (!c.legal()) return r;
    const int batch = std::max(1, options.playouts);
    // More playouts, a batch at a time, while the interval of the difference holds a verdict's
    // threshold: a verdict is given only once more playouts would not change it.
    if (!c.play(0, batch, cancel)) return r;
    r.playouts = batch;
    const std::vector<TurnValue> first = c.values();
    while (!same && straddlesVerdict(c.difference(1)) && r.playouts < kMaxReviewBatches * batch) {
        if (!c.play(r.playouts, r.playouts + batch, cancel)) return r;
        r.playouts += batch;
    }
    const double loss = same ? 0.0 : confirmedLoss(c.difference(1));
    if (!same) r.difference = c.difference(1);
    // A turn that lost nothing is valued by the first batch alone, as it would be by itself
    // (so a puzzle's check, which values it by itself, finds the same value).
    const std::vector<TurnValue> values = loss > 0.0 ? c.values() : first;
    r.valuedBy = loss > 0.0 ? r.playouts : batch;
    r.played = values[0];
    r.best = r.played;
    r.proposal = values[same ? 0 : 1];
    if (loss > 0.0) {
        r.best = values[1];
        r.best.margin = r.played.margin + loss;
        r.proposalIsBest = true;
    }
    r.more.assign(values.begin() + (same ? 1 : 2), values.end());
    r.complete = true;
    return r;
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
    // The played turn and the proposal are valued on coupled playouts: their difference, the
    // points lost, is then mostly the turns' own doing and not the luck of two games.
    const ReviewValues values =
        reviewValues(state, point.played, proposal, {}, options, evaluation, cancel);
    if (!values.complete) return std::nullopt;
    const TurnValue& played = values.played;
    const TurnValue& best = values.best;
    d.best = values.proposalIsBest ? proposal : point.played;
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
