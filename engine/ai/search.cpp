// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Monte Carlo search over whole turns: root parallelism, or one tree shared by the threads.
#include "search.h"

#include "greedy.h"
#include "searchtree.h"

#include <algorithm>
#include <barrier>
#include <chrono>
#include <cmath>
#include <thread>

namespace sl::ai {
namespace {

using Clock = std::chrono::steady_clock;

/** When a search stops: its budget, deadline and cancel flag. */
struct Limits
{
    int iterations; ///< < 0: none
    Clock::time_point deadline;
    bool timed;
    const std::atomic<bool>* cancel;

    bool stop(int done, bool checkClock) const
    {
        if (iterations >= 0 && done >= iterations) return true;
        if (cancel && cancel->load(std::memory_order_relaxed)) return true;
        return timed && checkClock && Clock::now() >= deadline;
    }
};

/** One thread's share of the root-parallel search: its own tree, generator and budget. */
class Worker
{
public:
    Worker(const GameState& state, const TurnOptions& options, const std::vector<int>& order,
           const SearchOptions& opt, std::uint64_t seed)
        : m_options(options), m_opt(opt), m_tree(state, options, order, opt), m_rng(seed),
          m_state(state)
    {
    }

    void run(const Limits& limits)
    {
        for (int i = 0; !limits.stop(i, (i & 15) == 0); ++i) {
            const int a = m_tree.selectRoot();
            // Assigned, not constructed: the state keeps its buffers from one playout to the
            // next, so neither the copy nor the playout's growth allocates.
            m_state = m_options.placed(a);
            m_state.meepleUnchecked(m_options.action(a).meeple);
            m_tree.descend(m_state, a, m_rng, m_path, false);
            playout(m_state, m_rng, m_opt.playout);
            m_tree.update(a, m_path, m_state);
        }
    }

    const SearchTree& tree() const { return m_tree; }

private:
    const TurnOptions& m_options;
    const SearchOptions& m_opt;
    SearchTree m_tree;
    Rng m_rng;
    GameState m_state; ///< the playout's state, reused
    std::vector<Step> m_path;
};

/** A playout of the shared search in flight: its turn, its replies and its game. */
struct Slot
{
    int root = 0;
    std::vector<Step> path;
    ReplyNode* unlisted = nullptr; ///< a node reached first, listed beside the playouts
    Rng rng;
    GameState state;
};

/**
 * The shared tree (SearchOptions::shared): batches of kSearchBatch playouts, their turns chosen
 * on this thread, their playouts run on all threads, their rewards added in order.
 */
class SharedSearch
{
public:
    SharedSearch(const GameState& state, const TurnOptions& options, const std::vector<int>& order,
                 const SearchOptions& opt, std::uint64_t seed)
        : m_options(options), m_opt(opt), m_seed(seed), m_tree(state, options, order, opt),
          m_slots(static_cast<std::size_t>(
                      opt.iterations > 0 ? std::min(opt.iterations, kSearchBatch) : kSearchBatch),
                  Slot{0, {}, nullptr, Rng(), state})
    {
    }

    void run(const Limits& limits, int threads)
    {
        std::barrier sync(threads);
        std::atomic<bool> done = false;
        std::vector<std::jthread> pool;
        for (int t = 1; t < threads; ++t)
            pool.emplace_back([&] {
                for (;;) {
                    sync.arrive_and_wait(); // a batch is ready, or the search is over
                    if (done.load()) return;
                    playouts();
                    sync.arrive_and_wait();
                }
            });
        bool inBatch = false; // between the batch's two barriers
        try {
            while (!limits.stop(m_tree.total(), true)) {
                const int rest =
                    limits.iterations < 0 ? kSearchBatch : limits.iterations - m_tree.total();
                m_count = std::min(kSearchBatch, rest);
                choose();
                m_next = 0;
                sync.arrive_and_wait();
                inBatch = true;
                playouts();
                inBatch = false;
                sync.arrive_and_wait();
                for (int k = 0; k < m_count; ++k) {
                    const Slot& slot = m_slots[static_cast<std::size_t>(k)];
                    m_tree.update(slot.root, slot.path, slot.state);
                }
            }
        } catch (...) {
            // (out of memory) the other threads wait at a barrier: let them end
            if (inBatch) sync.arrive_and_wait();
            done = true;
            sync.arrive_and_wait();
            throw;
        }
        done = true;
        sync.arrive_and_wait();
    }

    const SearchTree& tree() const { return m_tree; }

private:
    /** The batch's turns and replies, one after another on the tree. */
    void choose()
    {
        for (int k = 0; k < m_count; ++k) {
            Slot& slot = m_slots[static_cast<std::size_t>(k)];
            slot.rng = Rng::stream(m_seed, static_cast<std::uint64_t>(m_tree.total()));
            slot.root = m_tree.selectRoot();
            slot.state = m_options.placed(slot.root);
            slot.state.meepleUnchecked(m_options.action(slot.root).meeple);
            slot.unlisted = m_tree.descend(slot.state, slot.root, slot.rng, slot.path, true);
        }
    }

    /** Playouts of the batch, taken one by one by whichever thread is free. */
    void playouts()
    {
        for (int k = m_next++; k < m_count; k = m_next++) {
            Slot& slot = m_slots[static_cast<std::size_t>(k)];
            if (slot.unlisted) SearchTree::list(*slot.unlisted, slot.state);
            playout(slot.state, slot.rng, m_opt.playout);
        }
    }

    const TurnOptions& m_options;
    const SearchOptions& m_opt;
    std::uint64_t m_seed;
    SearchTree m_tree;
    std::vector<Slot> m_slots;
    int m_count = 0;
    std::atomic<int> m_next = 0; ///< the batch's next playout to take
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
    std::vector<Stat> sum(static_cast<std::size_t>(n));
    auto add = [&](const SearchTree& tree) {
        result.iterations += tree.total();
        for (int a = 0; a < n; ++a) {
            sum[static_cast<std::size_t>(a)].n += tree.stats()[static_cast<std::size_t>(a)].n;
            sum[static_cast<std::size_t>(a)].w += tree.stats()[static_cast<std::size_t>(a)].w;
        }
    };
    const int budget = opt.iterations > 0 ? opt.iterations : -1; // -1: time or cancel ends it
    if (opt.shared) {
        SharedSearch shared(state, options, order, opt, seed);
        shared.run({budget, deadline, timed, cancel}, threads);
        add(shared.tree());
    } else {
        std::vector<Worker> workers;
        workers.reserve(static_cast<std::size_t>(threads));
        for (int t = 0; t < threads; ++t)
            workers.emplace_back(state, options, order, opt,
                                 seed ^
                                     (0x9e3779b97f4a7c15ull * static_cast<std::uint64_t>(t + 1)));
        auto limits = [&](int t) {
            const int share = budget < 0 ? -1 : budget / threads + (t < budget % threads ? 1 : 0);
            return Limits{share, deadline, timed, cancel};
        };
        std::vector<std::thread> pool;
        for (int t = 1; t < threads; ++t)
            pool.emplace_back([&, t] { workers[static_cast<std::size_t>(t)].run(limits(t)); });
        workers[0].run(limits(0));
        for (std::thread& th : pool)
            th.join();
        for (const Worker& w : workers)
            add(w.tree());
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
