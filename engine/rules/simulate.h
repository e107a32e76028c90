// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "record.h"
#include "rng.h"

#include <cstdint>
#include <vector>

/** Random games for simulations, benchmarks and property tests. */
namespace sl {

/** Seats of a simulated game: 2–6 players, expansion on/off, team game (4 players). */
struct SimOptions
{
    int players = 2;
    bool expansion = false;
    bool teamGame = false;
};

/** Default seat colours: the team game alternates Rebels and Empire (R-TEAM-1). */
std::vector<Colour> defaultColours(int players, bool teamGame);
/** A setup with the built-in sets and default names and colours. */
GameSetup makeSetup(const SimOptions& options, std::uint64_t seed);

/** Reused buffers, so that a random game allocates nothing per turn. */
struct RandomPlayer
{
    std::vector<Placement> placements;
    std::vector<MeepleMove> meeples;
    /** A uniformly random legal decision for the state's current (decision) phase. */
    Event choose(const GameState& state, Rng& rng);
};

/** Counters of one random game. */
struct RandomGameStats
{
    int turns = 0;
    int discards = 0;
    int battles = 0;
    int dice = 0;
    int meeplesPlaced = 0;
};

/**
 * Plays `state` to the end. Every turn enumerates all legal placements and all meeple options
 * and picks uniformly (the benchmark's definition of a random game); chance from `rng`.
 */
void playRandomGame(GameState& state, Rng& rng, RandomPlayer& player,
                    RandomGameStats* stats = nullptr);

/**
 * Fast path for playouts: plays to the end with the distribution of playRandomGame() (a
 * uniform legal placement, a uniform meeple option), without building move lists.
 */
void randomPlayout(GameState& state, Rng& rng);

/**
 * The loop of randomPlayout() with the meeple choice left to `meeple` (a MeepleMove from
 * (const MeepleChoices&, Rng&)), the tiles drawn from `tiles` (which may be `rng`) and, with
 * `weights` (prepared for this game), placements by GameState::weightedPlacement(). Stops at the
 * end of the game or before the draw of turn `stopTurn` (-1: never).
 */
template <class MeeplePolicy>
void playoutWith(GameState& state, Rng& rng, Rng& tiles, int stopTurn, MeeplePolicy&& meeple,
                 const GameState::PlacementWeights* weights = nullptr)
{
    MeepleChoices choices;
    for (;;) {
        switch (state.phase()) {
        case Phase::GameOver:
            return;
        case Phase::DrawTile:
            if (state.turn() == stopTurn) return;
            state.drawAt(tiles.below(static_cast<std::uint32_t>(state.bag().size())));
            break;
        case Phase::PlaceTile: {
            Placement p;
            if (weights ? state.weightedPlacement(rng, *weights, p) : state.randomPlacement(rng, p))
                state.placeUnchecked(p);
            else
                state.apply(Event::discard()); // R-TURN-1a
            break;
        }
        case Phase::PlaceMeeple:
            state.meepleChoices(choices);
            state.meepleUnchecked(meeple(choices, rng));
            break;
        case Phase::Battle: {
            const DieKind k = state.pendingDie();
            state.apply(Event::roll(rng.range(dieMin(k), dieMax(k))));
            break;
        }
        }
    }
}

/** The counters of a recorded game, by replaying it. */
RandomGameStats statsOf(const GameRecord& record);

/**
 * Plays a match to its end: chance from RandomChance(seed of the setup), decisions uniformly at
 * random from a generator derived from the same seed. The same setup always gives the same game.
 */
void playRandomMatch(Match& match);

/** A whole random game as a record (playRandomMatch on a fresh match). */
GameRecord randomRecord(const GameSetup& setup);

} // namespace sl
