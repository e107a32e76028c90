// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/rng.h"
#include "turns.h"

#include <optional>
#include <span>
#include <utility>

namespace sl::ai {

/** How the players of a playout choose their placements (meeples are chosen uniformly). */
struct PlayoutPolicy
{
    /**
     * > 1: a placement at a cell with n placed neighbours is fill^(n-1) times as likely as one
     * with a single neighbour (players fill gaps to complete realms); 1 = uniform.
     */
    double fill = 3.0;
};

/**
 * Plays `state` to the end of the game: placements by `policy`, each meeple choice (passing
 * included) equally likely, fair dice, tiles drawn uniformly from the bag (the hidden order of
 * the real bag). With `tiles`, the tiles come from their own generator.
 */
void playout(GameState& state, Rng& rng, const PlayoutPolicy& policy);
void playout(GameState& state, Rng& rng, Rng& tiles, const PlayoutPolicy& policy);

/** The most games coupledPlayouts() plays beside its reference. */
inline constexpr std::size_t kMaxFollowers = 4;

/**
 * Plays `reference` and each of `followers` (at most kMaxFollowers; states of the same turn
 * with the same bag) on to their ends at once, each exactly as playout() with `policy` would
 * (the same distribution), but coupled so that every follower stays as alike to the reference
 * as chance allows: the same tiles while their bags agree, the same placement as often as the
 * two games' placement chances allow (a maximal coupling), the same meeple and dice choices
 * where the choices agree. Two turns of one decision played on this way differ at the end
 * mostly by what the turns themselves did, so their values are compared with far less noise.
 * `seed` decides everything. The reference's game depends on `seed` alone, never on the
 * followers, and follower i's on `seed`, i and the reference only: a turn valued as the
 * reference, or as follower i beside other followers, gets the same games every time.
 */
void coupledPlayouts(GameState& reference, std::span<GameState* const> followers,
                     std::uint64_t seed, const PlayoutPolicy& policy);
/** coupledPlayouts() with `a` the reference and `b` its one follower. */
void coupledPlayout(GameState& a, GameState& b, std::uint64_t seed, const PlayoutPolicy& policy);

/**
 * One placement of a follower in coupledPlayouts(), public for its test: the drawn tile (the
 * same in both games) placed in `a` at `pa` (drawn with weightedPlacement()'s odds, or nothing
 * when it fits nowhere) and in `b` with weightedPlacement()'s distribution in `b`, on the same
 * cell as often as the two distributions allow (a maximal coupling: `b` keeps a's cell with
 * probability min(1, q / p), p and q the cell's chances in each game, and otherwise draws its
 * own cells until one is kept with probability 1 - p / q). On a shared cell `b` takes a's
 * rotation when the cell takes the same rotations in both, else a uniform one of its own.
 * Nothing where the tile fits nowhere in `b` (a discard).
 */
std::optional<Placement> followPlacement(const GameState& a, const GameState& b,
                                         const std::optional<Placement>& pa, Rng& rng,
                                         const GameState::PlacementWeights& table);
/** `a`'s placement drawn from `rng`, then b's by followPlacement() from the same `rng`. */
void coupledPlacements(const GameState& a, const GameState& b, Rng& rng,
                       const GameState::PlacementWeights& table, std::optional<Placement>& pa,
                       std::optional<Placement>& pb);
/** The same coupling for two uniform meeple choices: b's choice given a's `ma`. */
MeepleMove followMeeple(const MeepleChoices& ca, const MeepleChoices& cb, const MeepleMove& ma,
                        Rng& rng);
/** `a`'s uniform meeple choice drawn from `rng`, then b's by followMeeple(). */
std::pair<MeepleMove, MeepleMove> coupledMeeples(const MeepleChoices& ca, const MeepleChoices& cb,
                                                 Rng& rng);

/** Final scores at the end of the game, projected scores (R-END-2) before it. */
std::array<int, kMaxPlayers> scoresNow(const GameState& state);

} // namespace sl::ai
