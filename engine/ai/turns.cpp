// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Whole-turn options and the exact expectation of battles, shared by every computer player.
#include "turns.h"

#include "rules/odds.h"

#include <cassert>

namespace sl::ai {

TurnOptions::TurnOptions(const GameState& state)
{
    if (state.phase() == Phase::PlaceTile) {
        std::vector<Placement> placements;
        state.legalPlacements(placements);
        m_placed.reserve(placements.size());
        for (const Placement& p : placements) {
            m_placed.push_back(state);
            m_placed.back().placeUnchecked(p);
        }
    } else {
        assert(state.phase() == Phase::PlaceMeeple);
        m_placed.push_back(state);
    }
    MeepleChoices choices;
    for (std::size_t k = 0; k < m_placed.size(); ++k) {
        const GameState& s = m_placed[k];
        const PlacedTile& t = s.tiles()[static_cast<std::size_t>(s.lastPlacedTile())];
        const Placement place{t.x, t.y, t.rot};
        s.meepleChoices(choices);
        for (int o = 0; o < choices.count(); ++o) {
            m_actions.push_back({place, choices.at(o)});
            m_placementOf.push_back(static_cast<int>(k));
        }
    }
}

GameState TurnOptions::apply(int i) const
{
    GameState s = placed(i);
    s.meepleUnchecked(m_actions[static_cast<std::size_t>(i)].meeple);
    return s;
}

void playTurnOrPass(GameState& state, const TurnAction& turn)
{
    state.placeUnchecked(turn.place);
    state.meepleUnchecked(state.isLegalMeeple(turn.meeple) ? turn.meeple : MeepleMove{});
}

Perspective perspectiveOf(const GameState& state)
{
    return {state.sideOf(state.currentPlayer()), state.sideCount()};
}

double marginOverMean(const SideValues& values, Perspective who)
{
    double others = 0.0;
    for (int s = 0; s < who.sides; ++s)
        if (s != who.side) others += values[static_cast<std::size_t>(s)];
    return values[static_cast<std::size_t>(who.side)] - others / (who.sides - 1);
}

std::vector<double> expectedTiePoints(const std::vector<BattleSide>& sides)
{
    const int n = static_cast<int>(sides.size());
    constexpr int kValues = 10;
    std::vector<std::vector<double>> pmf, below;
    for (const BattleSide& b : sides) {
        pmf.push_back(rollDistribution({b.dice, b.lightsaber, b.blaster}));
        std::vector<double> c(kValues, 0.0);
        for (int v = 1; v < kValues; ++v)
            c[static_cast<std::size_t>(v)] =
                c[static_cast<std::size_t>(v - 1)] + pmf.back()[static_cast<std::size_t>(v - 1)];
        below.push_back(c);
    }
    // tie[S][i]: expected tie points of side i from here on when the sides in S still fight.
    // Every round either repeats S (all tie), or leaves the tied top set T: points when |T| > 1.
    const int full = (1 << n) - 1;
    std::vector<std::vector<double>> tie(static_cast<std::size_t>(full + 1),
                                         std::vector<double>(static_cast<std::size_t>(n), 0.0));
    for (int S = 1; S <= full; ++S) {
        if (__builtin_popcount(static_cast<unsigned>(S)) < 2) continue;
        double self = 0.0;
        std::vector<double> acc(static_cast<std::size_t>(n), 0.0);
        for (int v = 0; v < kValues; ++v) {
            for (int T = S; T; T = (T - 1) & S) {
                double p = 1.0;
                for (int i = 0; i < n && p > 0; ++i)
                    if (S & (1 << i))
                        p *= (T & (1 << i))
                                 ? pmf[static_cast<std::size_t>(i)][static_cast<std::size_t>(v)]
                                 : below[static_cast<std::size_t>(i)][static_cast<std::size_t>(v)];
                if (p == 0.0) continue;
                if (T == S) {
                    self += p;
                } else if (__builtin_popcount(static_cast<unsigned>(T)) > 1) {
                    for (int i = 0; i < n; ++i)
                        if (T & (1 << i))
                            acc[static_cast<std::size_t>(i)] +=
                                p * (1.0 +
                                     tie[static_cast<std::size_t>(T)][static_cast<std::size_t>(i)]);
                }
            }
        }
        for (int i = 0; i < n; ++i)
            if (S & (1 << i))
                tie[static_cast<std::size_t>(S)][static_cast<std::size_t>(i)] =
                    (acc[static_cast<std::size_t>(i)] + self) / (1.0 - self);
    }
    return tie[static_cast<std::size_t>(full)];
}

namespace {

/** Rolls the battle in progress so that side `winner` (index in battleSides()) wins at once. */
void forceWinner(GameState& s, std::size_t winner)
{
    const std::vector<BattleSide> sides = s.battleSides();
    for (std::size_t i = 0; i < sides.size(); ++i)
        for (int d = 0; d < sides[i].dice; ++d) {
            const DieKind k = s.pendingDie();
            // A winner's 6 (yellow 8) beats any loser's 1 (yellow 3), even with a lightsaber.
            s.apply(Event::roll(i == winner ? dieMax(k) : dieMin(k)));
        }
}

void accumulate(const GameState& s, double p, SideValues& out)
{
    if (s.phase() != Phase::Battle) {
        std::array<int, kMaxPlayers> projected{};
        s.projectedScores(projected);
        for (int side = 0; side < s.sideCount(); ++side)
            out[static_cast<std::size_t>(side)] += p * projected[static_cast<std::size_t>(side)];
        return;
    }
    const std::vector<BattleSide>& sides = s.battleSides();
    std::vector<BattleSideSpec> specs;
    for (const BattleSide& b : sides)
        specs.push_back({b.dice, b.lightsaber, b.blaster});
    const std::vector<double> win = battleWinProbabilities(specs);
    const std::vector<double> ties = expectedTiePoints(sides);
    for (std::size_t i = 0; i < sides.size(); ++i)
        out[sides[i].side] += p * ties[i];
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (win[i] <= 0.0) continue;
        GameState next = s;
        forceWinner(next, i);
        accumulate(next, p * win[i], out);
    }
}

} // namespace

SideValues expectedAfterBattles(const GameState& state)
{
    SideValues out{};
    accumulate(state, 1.0, out);
    return out;
}

} // namespace sl::ai
