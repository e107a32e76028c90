// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Summaries of many random games (simulate command, tile-set balance check).
#include "balance.h"

#include <chrono>
#include <stdexcept>

namespace sl {

SimulationSummary simulateGames(const GameSetup& setup, long long games, std::uint64_t seed,
                                const SimulationControl& control)
{
    SimulationSummary sum;
    auto catalog = buildCatalog(setup);
    if (!catalog || games <= 0) return sum;
    const GameState fresh(catalog, setup.config());
    sum.sides = fresh.sideCount();
    sum.meanScore.assign(static_cast<std::size_t>(sum.sides), 0.0);
    sum.winShare.assign(static_cast<std::size_t>(sum.sides), 0.0);
    RandomPlayer player;
    Rng seeder(seed);
    const auto t0 = std::chrono::steady_clock::now();
    double turns = 0, battles = 0, discards = 0, meeples = 0, dice = 0;
    for (long long g = 0; g < games; ++g) {
        if (control.cancel && control.cancel->load(std::memory_order_relaxed)) {
            sum.cancelled = true;
            break;
        }
        GameState state = fresh;
        Rng rng(seeder.next());
        RandomGameStats stats;
        playRandomGame(state, rng, player, &stats);
        const auto w = state.winners();
        for (int s = 0; s < sum.sides; ++s) {
            sum.meanScore[static_cast<std::size_t>(s)] += state.score(s);
            for (int src = 0; src < 4; ++src)
                sum.meanPointsBySource[static_cast<std::size_t>(src)] +=
                    state.scoreBy(s, static_cast<ScoreSource>(src));
        }
        for (int s : w)
            sum.winShare[static_cast<std::size_t>(s)] += 1.0 / static_cast<double>(w.size());
        turns += stats.turns;
        battles += stats.battles;
        discards += stats.discards;
        meeples += stats.meeplesPlaced;
        dice += stats.dice;
        ++sum.games;
        if (control.progress && (sum.games % control.progressEvery == 0 || sum.games == games))
            control.progress(sum.games);
    }
    sum.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (sum.games == 0) return sum;
    const double n = static_cast<double>(sum.games);
    for (int s = 0; s < sum.sides; ++s) {
        sum.meanScore[static_cast<std::size_t>(s)] /= n;
        sum.winShare[static_cast<std::size_t>(s)] /= n;
    }
    for (double& p : sum.meanPointsBySource)
        p /= n * sum.sides;
    sum.meanTurns = turns / n;
    sum.meanBattles = battles / n;
    sum.meanDiscards = discards / n;
    sum.meanMeeplesPlaced = meeples / n;
    sum.meanDice = dice / n;
    return sum;
}

GameState simulatedGame(const GameSetup& setup, std::uint64_t seed, long long g)
{
    auto catalog = buildCatalog(setup);
    if (!catalog) throw std::invalid_argument("simulatedGame: the setup cannot be played");
    GameState state(catalog, setup.config());
    Rng seeder(seed);
    for (long long i = 0; i < g; ++i)
        seeder.next();
    Rng rng(seeder.next());
    RandomPlayer player;
    playRandomGame(state, rng, player);
    return state;
}

} // namespace sl
