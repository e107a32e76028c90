// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/turns.h"
#include "rng.h"

namespace sl::ai {

/** How the players of a playout choose their meeples (placements are always uniform). */
struct PlayoutPolicy
{
    /**
     * Probability of passing when a meeple could be placed; below 0, the pass is just one
     * option among all (sl::randomPlayout, the benchmark's random game).
     */
    double pass = -1.0;
    /** Only small meeples without equipment in playouts (the large one and equipment stay home). */
    bool smallOnly = false;
    /** The first this many turns of a playout are played by the greedy player (greedy.h). */
    int greedyTurns = 0;
    /**
     * > 1: a placement at a cell with n placed neighbours is fill^(n-1) times as likely as one
     * with a single neighbour (players fill gaps to complete realms); 1 = uniform.
     */
    double fill = 3.0;
};

/**
 * Plays `state` on: uniform placements, meeples by `policy`, fair dice, tiles drawn uniformly
 * from the bag (the hidden order of the real bag). Stops at the end of the game or, when
 * `turns` > 0, once that many more turns have been completed.
 */
void playout(GameState& state, Rng& rng, const PlayoutPolicy& policy, int turns = 0);
/** The same with the tiles drawn from their own generator (common tile orders across turns). */
void playout(GameState& state, Rng& rng, Rng& tiles, const PlayoutPolicy& policy, int turns);

/** Final scores at the end of the game, projected scores (R-END-2) before it. */
std::array<int, kMaxPlayers> scoresNow(const GameState& state);

} // namespace sl::ai
