// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Playouts of the search: the engine's unchecked fast path with a meeple policy.
#include "ai/playout.h"

#include "ai/greedy.h"
#include "simulate.h"

#include <algorithm>
#include <cmath>

namespace sl::ai {
namespace {

MeepleMove chooseMeeple(const MeepleChoices& c, Rng& rng, const PlayoutPolicy& policy)
{
    const int n = c.count();
    if (policy.pass < 0.0 && !policy.smallOnly)
        return c.at(static_cast<int>(rng.below(static_cast<std::uint32_t>(n))));
    if (n == 1 || static_cast<double>(rng.next() >> 11) * 0x1.0p-53 < policy.pass) return {};
    if (!policy.smallOnly)
        return c.at(1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(n - 1))));
    // Kind 0 is a small meeple without equipment when one is in supply.
    if (c.kind[0].large || c.kind[0].equipment != Equipment::None) return {};
    MeepleMove m = c.target[rng.below(static_cast<std::uint32_t>(c.targets))];
    m.large = false;
    m.equipment = Equipment::None;
    return m;
}

/** Plays the current turn (from DrawTile) with the greedy player's choice. */
void greedyTurn(GameState& state, Rng& rng, Rng& tiles)
{
    state.drawAt(tiles.below(static_cast<std::uint32_t>(state.bag().size())));
    if (state.countPlacements() == 0) {
        state.apply(Event::discard());
        return;
    }
    const TurnOptions options(state);
    const std::vector<double> values = greedyValues(state, options);
    state = options.apply(pickByValue(values, rng));
}

} // namespace

void playout(GameState& state, Rng& rng, const PlayoutPolicy& policy, int turns)
{
    playout(state, rng, rng, policy, turns);
}

void playout(GameState& state, Rng& rng, Rng& tiles, const PlayoutPolicy& policy, int turns)
{
    const int stop = turns > 0 ? state.turn() + turns : -1;
    const int greedyUntil = state.turn() + policy.greedyTurns;
    while (state.turn() < greedyUntil && state.turn() != stop) {
        if (state.phase() == Phase::Battle) {
            const DieKind k = state.pendingDie();
            state.apply(Event::roll(rng.range(dieMin(k), dieMax(k))));
        } else if (state.phase() == Phase::DrawTile) {
            greedyTurn(state, rng, tiles);
        } else {
            break; // GameOver
        }
    }
    // The weights and the table are the same for every playout of a search: one per thread,
    // remade when the policy's fill or the catalog changes.
    thread_local double weightsFill = 0.0; // no policy has fill 0
    thread_local GameState::NeighbourWeights weights{};
    if (policy.fill != weightsFill) {
        for (int n = 1; n <= 4; ++n)
            weights[static_cast<std::size_t>(n)] = static_cast<std::uint8_t>(std::clamp(
                std::round(std::pow(policy.fill, n - 1) * 255.0 / std::pow(policy.fill, 3)), 1.0,
                255.0));
        weightsFill = policy.fill;
    }
    thread_local GameState::PlacementWeights table;
    if (policy.fill != 1.0) state.preparePlacementWeights(weights, table);
    playoutWith(
        state, rng, tiles, stop,
        [&policy](const MeepleChoices& c, Rng& r) { return chooseMeeple(c, r, policy); },
        policy.fill != 1.0 ? &table : nullptr);
}

std::array<int, kMaxPlayers> scoresNow(const GameState& state)
{
    std::array<int, kMaxPlayers> s{};
    state.projectedScores(s);
    return s;
}

} // namespace sl::ai
