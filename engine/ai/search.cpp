// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Monte Carlo search over whole turns with root parallelism.
#include "search.h"

#include "greedy.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <numeric>
#include <thread>

namespace sl::ai {
namespace {

using Clock = std::chrono::steady_clock;

struct Stat
{
    int n = 0;
    double w = 0.0;
};

/**
 * What a playout's end is worth to the searching side, in [0, 1]: 0.5 + 0.5 tanh(margin / 20),
 * the margin being its score less the best other side's (final or, before the end, projected).
 */
double rewardOf(const GameState& s, Perspective who)
{
    constexpr double kMarginScale = 20.0; // points: a lead of 20 is worth 0.88
    const auto scores = scoresNow(s);
    int best = std::numeric_limits<int>::min();
    for (int side = 0; side < who.sides; ++side)
        if (side != who.side) best = std::max(best, scores[static_cast<std::size_t>(side)]);
    const double margin = scores[static_cast<std::size_t>(who.side)] - best;
    return 0.5 + 0.5 * std::tanh(margin / kMarginScale);
}

/** The indices of `values`, highest value first (ties in index order). */
std::vector<int> greedyOrder(const std::vector<double>& values)
{
    std::vector<int> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return values[static_cast<std::size_t>(a)] > values[static_cast<std::size_t>(b)];
    });
    return order;
}

/** The next player's choice with one tile drawn: its turns in greedy order, with statistics. */
struct ReplyNode
{
    int tile = -1;
    int n = 0;
    std::vector<TurnAction> turns;
    std::vector<Stat> stats;
};

/** What the next player's reply is worth to them: the reward of their side. */
double replyReward(const GameState& end, Perspective replier)
{
    return rewardOf(end, replier);
}

/** One thread's share of the search: its own statistics, generator and budget. */
class Worker
{
public:
    Worker(const GameState& state, const TurnOptions& options, const std::vector<int>& order,
           const SearchOptions& opt, std::uint64_t seed)
        : m_options(options), m_order(order), m_opt(opt), m_rng(seed), m_who(perspectiveOf(state)),
          m_stats(static_cast<std::size_t>(options.size())), m_state(state)
    {
        if (opt.replies > 0) m_replies.resize(static_cast<std::size_t>(options.size()));
    }

    /** Runs `iterations` playouts, or until the deadline or the cancel flag when negative. */
    void run(int iterations, Clock::time_point deadline, bool timed,
             const std::atomic<bool>* cancel)
    {
        for (int i = 0; iterations < 0 || i < iterations; ++i) {
            if (stop(i, deadline, timed, cancel)) return;
            iterate(select());
        }
    }

    const std::vector<Stat>& stats() const { return m_stats; }
    int total() const { return m_total; }

private:
    bool stop(int i, Clock::time_point deadline, bool timed, const std::atomic<bool>* cancel) const
    {
        if (cancel && cancel->load(std::memory_order_relaxed)) return true;
        return timed && (i & 15) == 0 && Clock::now() >= deadline;
    }

    int select() const
    {
        const double logN = std::log(double(std::max(1, m_total)));
        int best = m_order[0];
        double bestScore = -1e300;
        for (const int a : m_order) {
            const Stat& st = m_stats[static_cast<std::size_t>(a)];
            if (st.n == 0) return a; // every turn is tried once, best greedy value first
            const double score = st.w / st.n + m_opt.exploration * std::sqrt(logN / st.n);
            if (score > bestScore) {
                bestScore = score;
                best = a;
            }
        }
        return best;
    }

    void iterate(int a)
    {
        // Assigned, not constructed: the state keeps its buffers from one playout to the next,
        // so neither the copy nor the playout's growth allocates.
        GameState& s = m_state;
        s = m_options.placed(a);
        s.meepleUnchecked(m_options.action(a).meeple);
        Stat* reply = nullptr;
        Perspective replier;
        if (m_opt.replies > 0)
            reply = playReply(s, m_replies[static_cast<std::size_t>(a)], replier);
        playout(s, m_rng, m_opt.playout);
        Stat& st = m_stats[static_cast<std::size_t>(a)];
        ++st.n;
        st.w += rewardOf(s, m_who);
        ++m_total;
        if (reply) {
            ++reply->n;
            reply->w += replyReward(s, replier);
        }
    }

    /**
     * After a root turn: its battles fought with rolled dice, the next player's tile drawn from
     * the bag and their reply chosen in that tile's node (made on its first visit). Returns the
     * reply's statistics, or nothing when the game ends first or the tile fits nowhere (then
     * the playout goes on from where it is).
     */
    Stat* playReply(GameState& s, std::vector<ReplyNode>& nodes, Perspective& replier)
    {
        while (s.phase() == Phase::Battle) {
            const DieKind k = s.pendingDie();
            s.apply(Event::roll(m_rng.range(dieMin(k), dieMax(k))));
        }
        if (s.phase() != Phase::DrawTile || s.bag().empty()) return nullptr;
        s.drawAt(m_rng.below(static_cast<std::uint32_t>(s.bag().size())));
        if (s.phase() != Phase::PlaceTile || s.countPlacements() == 0) return nullptr;
        const int tile = s.drawnTile();
        auto node = std::find_if(nodes.begin(), nodes.end(),
                                 [tile](const ReplyNode& r) { return r.tile == tile; });
        if (node == nodes.end()) {
            nodes.push_back(makeNode(s, tile));
            node = std::prev(nodes.end());
        }
        replier = perspectiveOf(s);
        const int i = selectReply(*node);
        ++node->n;
        const TurnAction& turn = node->turns[static_cast<std::size_t>(i)];
        // The node's turns were listed in the determinization that made it; another battle
        // outcome above may have freed or taken a realm, so the meeple is checked here.
        playTurnOrPass(s, turn);
        return &node->stats[static_cast<std::size_t>(i)];
    }

    static ReplyNode makeNode(const GameState& s, int tile)
    {
        ReplyNode node;
        node.tile = tile;
        const TurnOptions options(s);
        for (const int i : greedyOrder(greedyValues(s, options)))
            node.turns.push_back(options.action(i));
        node.stats.resize(node.turns.size());
        return node;
    }

    int selectReply(const ReplyNode& node) const
    {
        const auto open = static_cast<std::size_t>(
            openReplies(node.n, m_opt.widening, static_cast<int>(node.turns.size())));
        const double logN = std::log(double(std::max(1, node.n)));
        int best = 0;
        double bestScore = -1e300;
        for (std::size_t i = 0; i < open; ++i) {
            const Stat& st = node.stats[i];
            if (st.n == 0) return static_cast<int>(i);
            const double score = st.w / st.n + m_opt.exploration * std::sqrt(logN / st.n);
            if (score > bestScore) {
                bestScore = score;
                best = static_cast<int>(i);
            }
        }
        return best;
    }

    const TurnOptions& m_options;
    const std::vector<int>& m_order;
    const SearchOptions& m_opt;
    Rng m_rng;
    Perspective m_who;
    std::vector<Stat> m_stats;
    GameState m_state; ///< the playout's state, reused
    int m_total = 0;
    std::vector<std::vector<ReplyNode>> m_replies; ///< per root turn, per tile drawn next
};

} // namespace

int openReplies(int visits, double widening, int count)
{
    const double width = 1.0 + std::max(0.0, widening) * std::sqrt(std::max(0, visits));
    return std::clamp(static_cast<int>(width), std::min(1, count), count);
}

std::optional<SearchOptions> levelOptions(Level level)
{
    SearchOptions o; // the defaults are the variant chosen by measurement (README.md)
    switch (level) {
    case Level::Easy:
        return std::nullopt; // Easy draws a greedy turn at random (player.cpp)
    case Level::Normal:
        o.iterations = 2000;
        return o;
    case Level::Hard:
        o.iterations = 32000;
        o.seconds = 1.0;
        o.threads = 2;
        return o;
    case Level::Expert:
        // The next player's reply in the tree, with four times Hard's playouts: on two cores
        // within the second (engine/ai/README.md, "Expert").
        o.iterations = 128000;
        o.seconds = 1.0;
        o.threads = 2;
        o.replies = 1;
        return o;
    }
    return std::nullopt;
}

SearchResult search(const GameState& state, const TurnOptions& options,
                    const std::vector<double>& greedy, const SearchOptions& opt, std::uint64_t seed,
                    const std::atomic<bool>* cancel)
{
    const int n = options.size();
    const std::vector<int> order = greedyOrder(greedy);
    SearchResult result;
    result.visits.assign(static_cast<std::size_t>(n), 0);
    result.mean.assign(static_cast<std::size_t>(n), 0.0);
    result.best = order[0];
    const bool timed = opt.seconds > 0;
    if (n == 1 || (opt.iterations <= 0 && !timed && !cancel))
        return result; // nothing to choose, or no limit that could ever end the search

    // Never more threads than playouts: every thread has a share of at least one.
    const int threads =
        std::max(1, opt.iterations > 0 ? std::min(opt.threads, opt.iterations) : opt.threads);
    const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                             std::chrono::duration<double>(opt.seconds));
    std::vector<Worker> workers;
    workers.reserve(static_cast<std::size_t>(threads));
    for (int t = 0; t < threads; ++t)
        workers.emplace_back(state, options, order, opt,
                             seed ^ (0x9e3779b97f4a7c15ull * static_cast<std::uint64_t>(t + 1)));
    auto share = [&](int t) {
        if (opt.iterations <= 0)
            return -1; // no budget: the time limit or the cancel flag ends the search
        return opt.iterations / threads + (t < opt.iterations % threads ? 1 : 0);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back([&, t] {
            workers[static_cast<std::size_t>(t)].run(share(t), deadline, timed, cancel);
        });
    workers[0].run(share(0), deadline, timed, cancel);
    for (std::thread& th : pool)
        th.join();

    std::vector<Stat> sum(static_cast<std::size_t>(n));
    for (const Worker& w : workers) {
        result.iterations += w.total();
        for (int a = 0; a < n; ++a) {
            sum[static_cast<std::size_t>(a)].n += w.stats()[static_cast<std::size_t>(a)].n;
            sum[static_cast<std::size_t>(a)].w += w.stats()[static_cast<std::size_t>(a)].w;
        }
    }
    // The most visited turn; equal visits go to the better mean, then to the greedy order.
    double bestKey = -1.0;
    for (int a : order) {
        const Stat& st = sum[static_cast<std::size_t>(a)];
        result.visits[static_cast<std::size_t>(a)] = st.n;
        result.mean[static_cast<std::size_t>(a)] = st.n ? st.w / st.n : 0.0;
        const double key = st.n + (st.n ? st.w / st.n : 0.0) * 0.5;
        if (key > bestKey) {
            bestKey = key;
            result.best = a;
        }
    }
    return result;
}

TurnAction SearchPlayer::choose(const GameState& state, const std::atomic<bool>* cancel)
{
    const TurnOptions options(state);
    const std::vector<double> greedy = greedyValues(state, options);
    const SearchResult r = search(state, options, greedy, m_options, decisionSeed(state), cancel);
    m_info.iterations = r.iterations;
    return options.action(r.best);
}

TurnAction SearchPlayer::chooseTurn(const GameState& state, const std::atomic<bool>* cancel)
{
    return choose(state, cancel);
}

MeepleMove SearchPlayer::chooseMeeple(const GameState& state, const std::atomic<bool>* cancel)
{
    return choose(state, cancel).meeple;
}

} // namespace sl::ai
