// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Playouts of the search and the review: the engine's unchecked fast path, placements weighted.
#include "playout.h"

#include "rules/simulate.h"

#include <algorithm>
#include <array>
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
    const std::array<GameState*, 1> followers{&b};
    coupledPlayouts(a, followers, seed, policy);
}

void coupledPlayouts(GameState& reference, std::span<GameState* const> followers,
                     std::uint64_t seed, const PlayoutPolicy& policy)
{
    const std::size_t n = std::min(followers.size(), kMaxFollowers);
    const GameState::PlacementWeights& table = placementTable(reference, policy);
    // Each game has its own generators, seeded alike: the same bag gives the same tiles, and
    // the same choices the same meeples and dice, without one game's draws shifting another's.
    // The reference's own choices come from generators no follower touches, so it is played
    // exactly as it would be alone (or beside other followers).
    Rng tiles = Rng::stream(seed, 0);
    std::array<Rng, kMaxFollowers> followerTiles;
    std::fill_n(followerTiles.begin(), n, tiles);
    std::array<Rng, kMaxFollowers> followerMoves;
    std::array<std::optional<Placement>, kMaxFollowers> placed;
    std::array<bool, kMaxFollowers> together{};
    MeepleChoices choices;
    MeepleChoices other;
    for (std::uint64_t step = 1;; ++step) {
        Rng moves = Rng::stream(seed, 3 * step);
        std::fill_n(followerMoves.begin(), n, moves);
        finishTurn(reference, moves, choices);
        bool over = reference.phase() == Phase::GameOver;
        for (std::size_t i = 0; i < n; ++i) {
            finishTurn(*followers[i], followerMoves[i], choices);
            over = over && followers[i]->phase() == Phase::GameOver;
        }
        if (over) return;
        if (reference.phase() == Phase::DrawTile)
            reference.drawAt(tiles.below(static_cast<std::uint32_t>(reference.bag().size())));
        for (std::size_t i = 0; i < n; ++i)
            if (GameState& f = *followers[i]; f.phase() == Phase::DrawTile)
                f.drawAt(followerTiles[i].below(static_cast<std::uint32_t>(f.bag().size())));
        Rng own = Rng::stream(seed, 3 * step + 1);
        const bool placing = reference.phase() == Phase::PlaceTile;
        std::optional<Placement> mine;
        Placement p;
        if (placing && reference.weightedPlacement(own, table, p)) mine = p;
        // Every follower decides against the reference before either moves.
        for (std::size_t i = 0; i < n; ++i) {
            GameState& f = *followers[i];
            placed[i].reset();
            together[i] = false;
            if (f.phase() != Phase::PlaceTile) continue;
            Rng couple(mixSeed(mixSeed(seed, 3 * step + 2), i));
            together[i] = placing && f.drawnTile() == reference.drawnTile();
            if (together[i])
                placed[i] = followPlacement(reference, f, mine, couple, table);
            else if (f.weightedPlacement(couple, table, p))
                placed[i] = p;
        }
        if (placing) play(reference, mine);
        for (std::size_t i = 0; i < n; ++i)
            if (followers[i]->phase() == Phase::PlaceTile) play(*followers[i], placed[i]);
        if (reference.phase() != Phase::PlaceMeeple) continue;
        reference.meepleChoices(choices);
        const MeepleMove meeple = chooseMeeple(choices, own);
        for (std::size_t i = 0; i < n; ++i) {
            GameState& f = *followers[i];
            if (!together[i] || f.phase() != Phase::PlaceMeeple) continue;
            f.meepleChoices(other);
            Rng couple(mixSeed(mixSeed(seed, 3 * step + 2), kMaxFollowers + i));
            f.meepleUnchecked(followMeeple(choices, other, meeple, couple));
        }
        reference.meepleUnchecked(meeple);
    }
}

void coupledPlacements(const GameState& a, const GameState& b, Rng& rng,
                       const GameState::PlacementWeights& table, std::optional<Placement>& pa,
                       std::optional<Placement>& pb)
{
    pa.reset();
    Placement p;
    if (a.placementWeightTotal(table) > 0 && a.weightedPlacement(rng, table, p)) pa = p;
    pb = followPlacement(a, b, pa, rng, table);
}

std::optional<Placement> followPlacement(const GameState& a, const GameState& b,
                                         const std::optional<Placement>& pa, Rng& rng,
                                         const GameState::PlacementWeights& table)
{
    const double ta = a.placementWeightTotal(table);
    const double tb = b.placementWeightTotal(table);
    Placement p;
    if (!pa || tb == 0) {
        if (tb > 0 && b.weightedPlacement(rng, table, p)) return p;
        return std::nullopt;
    }
    // b keeps a's cell with probability min(1, q / p), p and q the cell's chances in a and b.
    int keyA = -1;
    int keyB = -1;
    const double wa = a.placementWeightAt(table, pa->x, pa->y, &keyA);
    const double wb = b.placementWeightAt(table, pa->x, pa->y, &keyB);
    if (uniform(rng) * wa * tb < wb * ta) {
        Placement pb = *pa;
        if (keyB != keyA) { // the cell takes other rotations in b: a uniform one of them
            unsigned mask =
                b.catalog().type(b.drawnTile()).fitDistinct[static_cast<std::size_t>(keyB)];
            for (auto r = rng.below(static_cast<std::uint32_t>(std::popcount(mask))); r > 0; --r)
                mask &= mask - 1;
            pb.rot = static_cast<std::uint8_t>(std::countr_zero(mask));
        }
        return pb;
    }
    // Otherwise b's own cells, each kept with probability 1 - p / q: the surplus of q over p.
    for (;;) {
        b.weightedPlacement(rng, table, p);
        const double qb = b.placementWeightAt(table, p.x, p.y);
        const double qa = a.placementWeightAt(table, p.x, p.y);
        if (uniform(rng) * qb * ta > qa * tb) return p;
    }
}

std::pair<MeepleMove, MeepleMove> coupledMeeples(const MeepleChoices& ca, const MeepleChoices& cb,
                                                 Rng& rng)
{
    const MeepleMove ma = chooseMeeple(ca, rng);
    return {ma, followMeeple(ca, cb, ma, rng)};
}

MeepleMove followMeeple(const MeepleChoices& ca, const MeepleChoices& cb, const MeepleMove& ma,
                        Rng& rng)
{
    const double na = ca.count();
    const double nb = cb.count();
    if (offers(cb, ma) && uniform(rng) * nb < na) return ma;
    for (;;) {
        const MeepleMove mb = cb.at(static_cast<int>(rng.below(static_cast<std::uint32_t>(nb))));
        if (!offers(ca, mb) || uniform(rng) * na > nb) return mb;
    }
}

std::array<int, kMaxPlayers> scoresNow(const GameState& state)
{
    std::array<int, kMaxPlayers> s{};
    state.projectedScores(s);
    return s;
}

} // namespace sl::ai
