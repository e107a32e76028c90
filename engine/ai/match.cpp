// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Matches between computer players: seat orders, seeds, tallies and their confidence.
#include "match.h"

#include "rules/simulate.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>
#include <thread>

namespace sl::ai {
namespace {

/** The match's own seed mixing (the tile orders kept as they were when the logs of
 *  docs/figures.md were played; the players' seeds are the entrants' since December 7). */
std::uint64_t matchMix(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t z = a + 0x9e3779b97f4a7c15ull * (b + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

struct Tally
{
    double wins = 0;
    int won = 0, drawn = 0, lost = 0;
    double score = 0, margin = 0, seconds = 0;
    long long turns = 0, iterations = 0;
};

/** Adds one game to the tallies: each entrant's best seat against the best other entrant. */
void count(std::vector<Tally>& tally, const MatchGame& g, const GameState& probe)
{
    const int none = std::numeric_limits<int>::min();
    std::vector<int> best(tally.size(), none);
    for (std::size_t s = 0; s < g.seatEntrant.size(); ++s) {
        const auto e = static_cast<std::size_t>(g.seatEntrant[s]);
        const int score = g.outcome.sideScores[static_cast<std::size_t>(probe.sideOf(int(s)))];
        best[e] = std::max(best[e], score);
        tally[e].seconds += g.outcome.seconds[s];
        tally[e].turns += g.outcome.turns[s];
        tally[e].iterations += g.outcome.iterations[s];
    }
    int top = none, topCount = 0;
    for (int b : best)
        top = std::max(top, b);
    for (int b : best)
        topCount += b != none && b == top;
    for (std::size_t e = 0; e < tally.size(); ++e) {
        if (best[e] == none)
            continue; // not seated in this game (cannot happen with rotations of one lineup)
        int other = none;
        for (std::size_t o = 0; o < tally.size(); ++o)
            if (o != e) other = std::max(other, best[o]);
        Tally& t = tally[e];
        t.score += best[e];
        t.margin += other == none ? 0 : best[e] - other;
        t.wins += best[e] == top ? 1.0 / topCount : 0.0;
        t.won += best[e] == top && topCount == 1;
        t.drawn += best[e] == top && topCount > 1;
        t.lost += best[e] < top;
    }
}

void summarise(MatchResult& r, const std::vector<Entrant>& entrants,
               const std::vector<Tally>& tally, long long played)
{
    const double n = static_cast<double>(std::max<long long>(1, played));
    r.entrants.clear();
    for (std::size_t e = 0; e < entrants.size(); ++e) {
        const Tally& t = tally[e];
        EntrantResult x;
        x.label = entrants[e].label;
        x.wins = t.wins;
        x.won = t.won;
        x.drawn = t.drawn;
        x.lost = t.lost;
        x.meanScore = t.score / n;
        x.meanMargin = t.margin / n;
        std::tie(x.ci95Low, x.ci95High) = wilson95(t.wins / n, n);
        x.msPerTurn = t.turns ? 1000.0 * t.seconds / static_cast<double>(t.turns) : 0.0;
        x.iterationsPerTurn =
            t.turns ? static_cast<double>(t.iterations) / static_cast<double>(t.turns) : 0.0;
        r.entrants.push_back(x);
    }
}

} // namespace

std::vector<std::vector<int>> seatOrders(const std::vector<int>& seatEntrant)
{
    std::vector<std::vector<int>> orders;
    const std::size_t n = seatEntrant.size();
    for (std::size_t rot = 0; rot < n; ++rot) {
        std::vector<int> order(n);
        for (std::size_t s = 0; s < n; ++s)
            order[s] = seatEntrant[(s + rot) % n];
        if (std::find(orders.begin(), orders.end(), order) == orders.end())
            orders.push_back(std::move(order));
    }
    return orders;
}

std::pair<double, double> wilson95(double p, double n)
{
    if (n <= 0) return {0.0, 1.0};
    const double z = 1.96;
    const double d = 1 + z * z / n;
    const double c = (p + z * z / (2 * n)) / d;
    const double h = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
    return {std::max(0.0, c - h), std::min(1.0, c + h)};
}

MatchSeeds matchSeeds(const MatchOptions& options, long long set)
{
    MatchSeeds m;
    const SimOptions sim{options.seats, options.expansion, options.team};
    const auto s = static_cast<std::uint64_t>(set);
    m.setup = makeSetup(sim, matchMix(options.seed, s));
    m.chanceSeed = matchMix(options.seed, s + 7777);
    return m;
}

std::vector<std::uint64_t> seatSeeds(const MatchOptions& options, long long set,
                                     const std::vector<int>& seatEntrant)
{
    std::vector<std::uint64_t> seeds;
    const auto s = static_cast<std::uint64_t>(set);
    for (std::size_t seat = 0; seat < seatEntrant.size(); ++seat) {
        const auto k = static_cast<std::uint64_t>(std::count(
            seatEntrant.begin(), seatEntrant.begin() + std::ptrdiff_t(seat), seatEntrant[seat]));
        const auto entrant = static_cast<std::uint64_t>(seatEntrant[seat]);
        seeds.push_back(matchMix(options.seed ^ 0xe17a47ull, (s * 8 + entrant) * 8 + k));
    }
    return seeds;
}

std::string lineupProblem(const std::vector<int>& seatEntrant, std::size_t entrants, bool team)
{
    for (const int e : seatEntrant)
        if (e < 0 || std::size_t(e) >= entrants) return "a seat has no entrant";
    for (std::size_t e = 0; e < entrants; ++e)
        if (std::find(seatEntrant.begin(), seatEntrant.end(), int(e)) == seatEntrant.end())
            return "an entrant has no seat";
    if (!team) return {};
    if (seatEntrant.size() != 4) return "the team game has four seats";
    if (seatEntrant[0] != seatEntrant[2] || seatEntrant[1] != seatEntrant[3])
        return "in the team game each team is one entrant (seats 1 and 3, seats 2 and 4): two "
               "entrants on one team would share its wins as draws";
    if (seatEntrant[0] == seatEntrant[1])
        return "in the team game the two teams are two entrants: one entrant on both teams "
               "would never lose";
    return {};
}

MatchResult playMatch(const std::vector<Entrant>& entrants, const std::vector<int>& seatEntrant,
                      const MatchOptions& options,
                      const std::function<void(const MatchGame&, const MatchResult&)>& onGame)
{
    MatchResult result;
    result.error = lineupProblem(seatEntrant, entrants.size(), options.team);
    if (!result.error.empty()) return result;
    const std::vector<std::vector<int>> orders = seatOrders(seatEntrant);
    result.orders = static_cast<int>(orders.size());
    const long long perSet = std::max(1, result.orders);
    result.games = (std::max(1LL, options.games) + perSet - 1) / perSet * perSet;
    std::vector<Tally> tally(entrants.size());
    std::mutex lock;
    std::atomic<long long> next{0};
    long long finished = 0;

    auto playOne = [&](long long index) {
        MatchGame g;
        g.index = options.firstSet * perSet + index;
        g.set = options.firstSet + index / perSet;
        g.order = static_cast<int>(index % perSet);
        g.seatEntrant = orders[static_cast<std::size_t>(g.order)];
        const MatchSeeds seeds = matchSeeds(options, g.set);
        const std::vector<std::uint64_t> playerSeeds = seatSeeds(options, g.set, g.seatEntrant);
        std::vector<std::unique_ptr<Player>> owned;
        std::vector<Player*> players;
        for (int s = 0; s < options.seats; ++s) {
            const Entrant& e =
                entrants[static_cast<std::size_t>(g.seatEntrant[static_cast<std::size_t>(s)])];
            owned.push_back(e.make(playerSeeds[static_cast<std::size_t>(s)]));
            players.push_back(owned.back().get());
        }
        g.outcome = playGame(seeds.setup, players, seeds.chanceSeed, &g.record);
        const GameState probe(buildCatalog(seeds.setup), seeds.setup.config());
        std::lock_guard<std::mutex> guard(lock);
        if (!g.outcome.error.empty()) {
            if (result.error.empty()) result.error = g.outcome.error;
            return;
        }
        count(tally, g, probe);
        ++finished;
        if (onGame) {
            summarise(result, entrants, tally, finished);
            onGame(g, result);
        }
    };
    auto worker = [&] {
        for (long long i; (i = next++) < result.games;) {
            {
                std::lock_guard<std::mutex> guard(lock);
                if (!result.error.empty()) return;
            }
            playOne(i);
        }
    };
    std::vector<std::thread> pool;
    for (int j = 1; j < options.jobs; ++j)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    summarise(result, entrants, tally, result.games);
    return result;
}

} // namespace sl::ai
