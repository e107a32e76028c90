// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "player.h"

#include <array>
#include <vector>

namespace sl::ai {

/** Expected score of every side (index = side); unused entries are 0. */
using SideValues = std::array<double, kMaxPlayers>;

/**
 * Every whole turn available at a decision point, with the states they lead to. At PlaceTile:
 * each legal placement with the state after it, and each meeple option after each placement.
 * At PlaceMeeple: the placement already made and its meeple options. The states are kept so
 * that a search applies a turn with one copy and one unchecked meeple move.
 */
class TurnOptions
{
public:
    /** Builds the options of `state` (PlaceTile whose tile fits somewhere, or PlaceMeeple). */
    explicit TurnOptions(const GameState& state);

    int size() const { return static_cast<int>(m_actions.size()); }
    const TurnAction& action(int i) const { return m_actions[static_cast<std::size_t>(i)]; }
    /** The state after action i's placement, before its meeple. */
    const GameState& placed(int i) const
    {
        return m_placed[static_cast<std::size_t>(m_placementOf[static_cast<std::size_t>(i)])];
    }
    /** The state after action i's placement and meeple: possibly in a battle (Phase::Battle). */
    GameState apply(int i) const;

private:
    std::vector<GameState> m_placed;
    std::vector<TurnAction> m_actions;
    std::vector<int> m_placementOf;
};

/** The side a player plays for and how many sides there are (for margins). */
struct Perspective
{
    int side = 0;
    int sides = 2;
};

/**
 * The expected projected score (GameState::projectedScore) of every side once the battles
 * pending in `state` are fought, from the exact battle odds (odds.h): every winner is followed
 * with its probability, losers score their dice, and the expected tie points are added
 * (R-BAT-2..4). A state outside a battle gives its projected scores.
 */
SideValues expectedAfterBattles(const GameState& state);

/**
 * Plays `turn` in `state` (PlaceTile, its placement known to be legal there): the placement, then
 * the meeple when it is legal in this state, else a pass. A turn listed in one determinization
 * and replayed in another (another battle outcome before it) may have lost its meeple's realm.
 */
void playTurnOrPass(GameState& state, const TurnAction& turn);

/** The perspective of the player to move in `state`. */
Perspective perspectiveOf(const GameState& state);
/** Own expected score minus the mean of the other sides': the greedy players' value. */
double marginOverMean(const SideValues& values, Perspective who);

/** Expected tie points of each side of one battle (R-BAT-3), from the exact roll odds. */
std::vector<double> expectedTiePoints(const std::vector<BattleSide>& sides);

} // namespace sl::ai
