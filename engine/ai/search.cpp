// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Monte Carlo search over whole turns with root parallelism.
#include "ai/search.h"

#include "ai/greedy.h"

#include <algorithm>
#include <chrono>
#include <cmath>
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

double rewardOf(const GameState& s, Perspective who, const SearchOptions& opt)
{
    std::array<double, kMaxPlayers> scores{};
    if (opt.value && s.phase() != Phase::GameOver) {
        opt.value->sideValues(s, scores);
    } else {
        const auto projected = scoresNow(s);
        for (int side = 0; side < who.sides; ++side)
            scores[static_cast<std::size_t>(side)] = projected[static_cast<std::size_t>(side)];
    }
    if (opt.meepleValue > 0 && !opt.value && s.phase() != Phase::GameOver)
        for (int p = 0; p < s.playerCount(); ++p)
            scores[static_cast<std::size_t>(s.sideOf(p))] +=
                opt.meepleValue * (s.smallInSupply(p) + (s.largeInSupply(p) ? 1 : 0));
    double best = -1e9;
    double sum = 0.0;
    for (int side = 0; side < who.sides; ++side)
        if (side != who.side) {
            best = std::max(best, scores[static_cast<std::size_t>(side)]);
            sum += scores[static_cast<std::size_t>(side)];
        }
    const double mean = sum / std::max(1, who.sides - 1);
    const double others = opt.versusBest * best + (1.0 - opt.versusBest) * mean;
    const double margin = scores[static_cast<std::size_t>(who.side)] - others;
    const double lead = scores[static_cast<std::size_t>(who.side)] - best;
    const double win = lead > 0 ? 1.0 : lead == 0 ? 0.5 : 0.0;
    const double soft = 0.5 + 0.5 * std::tanh(margin / opt.marginScale);
    switch (opt.reward) {
    case Reward::Win:
        return win;
    case Reward::Margin:
        return soft;
    case Reward::Mixed:
        return 0.5 * (win + soft);
    }
    return win;
}

/** One thread's share of the search: its own statistics, generator and budget. */
class Worker
{
public:
    Worker(const GameState& state, const TurnOptions& options, const std::vector<int>& order,
           const std::vector<double>& greedy, const SearchOptions& opt, std::uint64_t seed)
        : m_options(options), m_order(order), m_greedy(greedy), m_opt(opt), m_rng(seed),
          m_tileSeed(seed ^ 0x7e5ull), m_who(perspectiveOf(state)),
          m_stats(static_cast<std::size_t>(options.size())), m_state(state)
    {
        m_bestGreedy = *std::max_element(greedy.begin(), greedy.end());
    }

    /** Runs `iterations` playouts, or until the deadline or the cancel flag when negative. */
    void run(int iterations, Clock::time_point deadline, bool timed,
             const std::atomic<bool>* cancel)
    {
        if (m_opt.halving && iterations > 0) return halve(iterations, deadline, timed, cancel);
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

    double mean(int a) const
    {
        const Stat& st = m_stats[static_cast<std::size_t>(a)];
        return st.n ? st.w / st.n : 0.0;
    }

    /**
     * Sequential halving: ceil(log2 K) rounds over the K turns; each round shares what is left
     * of the budget equally between the rounds still to come, plays every remaining turn that
     * many times over (at least once) and keeps the better half by mean (ties: the order of the
     * round before, greedy order in the first).
     * What the last round leaves goes to the survivor, so it is the most visited turn.
     */
    void halve(int iterations, Clock::time_point deadline, bool timed,
               const std::atomic<bool>* cancel)
    {
        std::vector<int> alive = m_order;
        int rounds = 0;
        for (std::size_t k = 1; k < alive.size(); k *= 2)
            ++rounds;
        int used = 0;
        for (int round = 0; used < iterations; ++round) {
            const int left = std::max(1, rounds - round);
            const int each =
                std::max(1, (iterations - used) / left / static_cast<int>(alive.size()));
            for (int a : alive)
                for (int k = 0; k < each && used < iterations; ++k, ++used) {
                    if (stop(used, deadline, timed, cancel)) return;
                    iterate(a);
                }
            if (alive.size() > 1) {
                std::stable_sort(alive.begin(), alive.end(),
                                 [this](int a, int b) { return mean(a) > mean(b); });
                alive.resize((alive.size() + 1) / 2);
            }
        }
    }

    int select() const
    {
        int window = static_cast<int>(m_order.size());
        if (m_opt.widening > 0)
            window =
                std::min(window, 1 + static_cast<int>(m_opt.widening * std::sqrt(double(m_total))));
        const double logN = std::log(double(std::max(1, m_total)));
        int best = m_order[0];
        double bestScore = -1e300;
        for (int k = 0; k < window; ++k) {
            const int a = m_order[static_cast<std::size_t>(k)];
            const Stat& st = m_stats[static_cast<std::size_t>(a)];
            if (st.n == 0)
                return a; // every turn in the window is tried once, best greedy value first
            double score = st.w / st.n + m_opt.exploration * std::sqrt(logN / st.n);
            if (m_opt.bias > 0)
                score += m_opt.bias * (m_greedy[static_cast<std::size_t>(a)] - m_bestGreedy) /
                         m_opt.marginScale / (1.0 + st.n);
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
        Stat& st = m_stats[static_cast<std::size_t>(a)];
        if (m_opt.commonTiles) {
            // The n-th playout of every turn: one generator per n, independent of the others.
            Rng tiles = Rng::stream(m_tileSeed, static_cast<std::uint64_t>(st.n));
            playout(s, m_rng, tiles, m_opt.playout, m_opt.horizon);
        } else {
            playout(s, m_rng, m_opt.playout, m_opt.horizon);
        }
        ++st.n;
        st.w += rewardOf(s, m_who, m_opt);
        ++m_total;
    }

    const TurnOptions& m_options;
    const std::vector<int>& m_order;
    const std::vector<double>& m_greedy;
    const SearchOptions& m_opt;
    Rng m_rng;
    std::uint64_t m_tileSeed;
    Perspective m_who;
    std::vector<Stat> m_stats;
    GameState m_state; ///< the playout's state, reused
    double m_bestGreedy = 0.0;
    int m_total = 0;
};

} // namespace

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
        // Hard's search with eight times its playouts: the second a move that Hard leaves unused
        // (engine/ai/README.md, "Expert").
        o.iterations = 256000;
        o.seconds = 1.0;
        o.threads = 2;
        return o;
    }
    return std::nullopt;
}

SearchResult search(const GameState& state, const TurnOptions& options,
                    const std::vector<double>& greedy, const SearchOptions& opt, std::uint64_t seed,
                    const std::atomic<bool>* cancel)
{
    const int n = options.size();
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return greedy[static_cast<std::size_t>(a)] > greedy[static_cast<std::size_t>(b)];
    });
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
        workers.emplace_back(state, options, order, greedy, opt,
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
    m_info.value = r.mean[static_cast<std::size_t>(r.best)];
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
