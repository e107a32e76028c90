// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Playouts of the search and the review: the engine's unchecked fast path, placements weighted.
#include "playout.h"

#include "rules/simulate.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <optional>

namespace sl::ai {
namespace {

double uniform(Rng& rng)
{
    return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

/** A meeple choice of a playout: every one offered, passing included, equally likely. */
MeepleMove chooseMeeple(const MeepleChoices& c, Rng& rng)
{
    return c.at(static_cast<int>(rng.below(static_cast<std::uint32_t>(c.count()))));
}

/** The placement weights of `policy` for the state's catalog: one table per thread, remade
 *  when the policy's fill or the catalog changes (every playout of a search shares it). */
const GameState::PlacementWeights& placementTable(const GameState& state,
                                                  const PlayoutPolicy& policy)
{
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
    state.preparePlacementWeights(weights, table);
    return table;
}

/** Plays the meeple and the battles of the current turn, up to the next draw or the end. */
void finishTurn(GameState& s, Rng& rng, MeepleChoices& choices)
{
    for (;;) {
        if (s.phase() == Phase::PlaceMeeple) {
            s.meepleChoices(choices);
            s.meepleUnchecked(chooseMeeple(choices, rng));
        } else if (s.phase() == Phase::Battle) {
            const DieKind k = s.pendingDie();
            s.apply(Event::roll(rng.range(dieMin(k), dieMax(k))));
        } else {
            return;
        }
    }
}

void play(GameState& s, const std::optional<Placement>& p)
{
    if (p)
        s.placeUnchecked(*p);
    else
        s.apply(Event::discard()); // R-TURN-1a
}

bool offers(const MeepleChoices& c, const MeepleMove& m)
{
    if (m.target == MeepleTarget::None) return true; // the pass is always offered
    MeepleMove t = m;
    t.large = false;
    t.equipment = Equipment::None;
    const auto kinds = c.kind.begin() + c.kinds;
    const auto targets = c.target.begin() + c.targets;
    return std::find(c.target.begin(), targets, t) != targets &&
           std::find_if(c.kind.begin(), kinds, [&m](const MeepleMove& k) {
               return k.large == m.large && k.equipment == m.equipment;
           }) != kinds;
}

} // namespace

void playout(GameState& state, Rng& rng, const PlayoutPolicy& policy)
{
    playout(state, rng, rng, policy);
}

void playout(GameState& state, Rng& rng, Rng& tiles, const PlayoutPolicy& policy)
{
    playoutWith(
        state, rng, tiles, -1, [](const MeepleChoices& c, Rng& r) { return chooseMeeple(c, r); },
        policy.fill != 1.0 ? &placementTable(state, policy) : nullptr);
}

void coupledPlayout(GameState& a, GameState& b, std::uint64_t seed, const PlayoutPolicy& policy)
{
    const GameState::PlacementWeights& table = placementTable(a, policy);
    // Each game has its own generators, seeded alike: the same bag gives the same tiles, and
    // the same choices the same meeples and dice, without one game's draws shifting the other's.
    Rng tilesA = Rng::stream(seed, 0);
    Rng tilesB = tilesA;
    MeepleChoices choices;
    MeepleChoices other;
    for (std::uint64_t step = 1;; ++step) {
        Rng movesA = Rng::stream(seed, 2 * step);
        Rng movesB = movesA;
        finishTurn(a, movesA, choices);
        finishTurn(b, movesB, choices);
        if (a.phase() == Phase::GameOver && b.phase() == Phase::GameOver) return;
        if (a.phase() == Phase::DrawTile)
            a.drawAt(tilesA.below(static_cast<std::uint32_t>(a.bag().size())));
        if (b.phase() == Phase::DrawTile)
            b.drawAt(tilesB.below(static_cast<std::uint32_t>(b.bag().size())));
        Rng place = Rng::stream(seed, 2 * step + 1);
        if (a.phase() == Phase::PlaceTile && b.phase() == Phase::PlaceTile &&
            a.drawnTile() == b.drawnTile()) {
            std::optional<Placement> pa;
            std::optional<Placement> pb;
            coupledPlacements(a, b, place, table, pa, pb);
            play(a, pa);
            play(b, pb);
            if (a.phase() == Phase::PlaceMeeple && b.phase() == Phase::PlaceMeeple) {
                a.meepleChoices(choices);
                b.meepleChoices(other);
                const auto [ma, mb] = coupledMeeples(choices, other, place);
                a.meepleUnchecked(ma);
                b.meepleUnchecked(mb);
            }
        } else {
            for (GameState* s : {&a, &b})
                if (s->phase() == Phase::PlaceTile) {
                    Placement p;
                    play(*s,
                         s->weightedPlacement(place, table, p) ? std::optional{p} : std::nullopt);
                }
        }
    }
}

void coupledPlacements(const GameState& a, const GameState& b, Rng& rng,
                       const GameState::PlacementWeights& table, std::optional<Placement>& pa,
                       std::optional<Placement>& pb)
{
    pa.reset();
    pb.reset();
    const double ta = a.placementWeightTotal(table);
    const double tb = b.placementWeightTotal(table);
    Placement p;
    if (ta > 0 && a.weightedPlacement(rng, table, p)) pa = p;
    if (!pa || tb == 0) {
        if (tb > 0 && b.weightedPlacement(rng, table, p)) pb = p;
        return;
    }
    // b keeps a's cell with probability min(1, q / p), p and q the cell's chances in a and b.
    int keyA = -1;
    int keyB = -1;
    const double wa = a.placementWeightAt(table, pa->x, pa->y, &keyA);
    const double wb = b.placementWeightAt(table, pa->x, pa->y, &keyB);
    if (uniform(rng) * wa * tb < wb * ta) {
        pb = pa;
        if (keyB != keyA) { // the cell takes other rotations in b: a uniform one of them
            unsigned mask =
                b.catalog().type(b.drawnTile()).fitDistinct[static_cast<std::size_t>(keyB)];
            for (auto r = rng.below(static_cast<std::uint32_t>(std::popcount(mask))); r > 0; --r)
                mask &= mask - 1;
            pb->rot = static_cast<std::uint8_t>(std::countr_zero(mask));
        }
        return;
    }
    // Otherwise b's own cells, each kept with probability 1 - p / q: the surplus of q over p.
    for (;;) {
        b.weightedPlacement(rng, table, p);
        const double qb = b.placementWeightAt(table, p.x, p.y);
        const double qa = a.placementWeightAt(table, p.x, p.y);
        if (uniform(rng) * qb * ta > qa * tb) break;
    }
    pb = p;
}

std::pair<MeepleMove, MeepleMove> coupledMeeples(const MeepleChoices& ca, const MeepleChoices& cb,
                                                 Rng& rng)
{
    const double na = ca.count();
    const double nb = cb.count();
    const MeepleMove ma = ca.at(static_cast<int>(rng.below(static_cast<std::uint32_t>(na))));
    if (offers(cb, ma) && uniform(rng) * nb < na) return {ma, ma};
    for (;;) {
        const MeepleMove mb = cb.at(static_cast<int>(rng.below(static_cast<std::uint32_t>(nb))));
        if (!offers(ca, mb) || uniform(rng) * na > nb) return {ma, mb};
    }
}

std::array<int, kMaxPlayers> scoresNow(const GameState& state)
{
    std::array<int, kMaxPlayers> s{};
    state.projectedScores(s);
    return s;
}

} // namespace sl::ai
