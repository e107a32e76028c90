// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "record.h"
#include "simulate.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

/**
 * Many random games of one setup summed up: what `starlanes-cli simulate` prints and what the
 * tile-set editor's balance check shows, computed by one function so that both agree.
 */
namespace sl {

struct SimulationSummary
{
    long long games = 0; ///< games played (fewer than asked when cancelled)
    bool cancelled = false;
    int sides = 0;
    std::vector<double> meanScore; ///< per side
    std::vector<double> winShare;  ///< per side; a shared win counts 1/k for each of k winners
    /** Mean points of one side in one game, by source: routes, asteroid fields, planets,
     * battles (ScoreSource order). */
    std::array<double, 4> meanPointsBySource{};
    double meanTurns = 0;
    double meanBattles = 0;
    double meanDiscards = 0; ///< tiles that fit nowhere (R-TURN-1a), per game
    double meanMeeplesPlaced = 0;
    double meanDice = 0;
    double seconds = 0;
};

/** Progress and cancellation of a long simulation (called from the simulating thread). */
struct SimulationControl
{
    /** Called with the number of games done, every `progressEvery` games and at the end. */
    std::function<void(long long done)> progress;
    int progressEvery = 25;
    /** Checked before every game; when set, the summary covers the games played so far. */
    const std::atomic<bool>* cancel = nullptr;
};

/**
 * Plays `games` random games of `setup` (its seats, options and tile sets; its seed is not
 * used). Game g is played with Rng(seed) advanced g times as its generator, each turn choosing
 * uniformly among all legal placements and meeple options (playRandomGame).
 */
SimulationSummary simulateGames(const GameSetup& setup, long long games, std::uint64_t seed,
                                const SimulationControl& control = {});

/** The g-th game (0-based) that simulateGames(setup, ·, seed) plays, as a finished state. */
GameState simulatedGame(const GameSetup& setup, std::uint64_t seed, long long g);

} // namespace sl
