// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "state.h"

#include <cstdint>
#include <string_view>

/** Why the rules refuse a move, as codes: for record errors and their messages. */
namespace sl {

/**
 * Why GameState::isLegalMeeple() refuses a meeple move (R-TURN-2, R-TURN-2a, R-TURN-2b,
 * R-COMP-3). The target is checked first (where the meeple goes), then the piece (which meeple,
 * which equipment), so a move wrong in both ways names its target.
 */
enum class MeepleRefusal : std::uint8_t {
    None,              ///< the move is legal
    WrongPhase,        ///< no meeple is placed at this point of the turn
    NotARealmOfTile,   ///< the segment is not a realm of the tile just placed
    RealmOccupied,     ///< the connected realm already holds a meeple (R-TURN-2)
    EmptyCell,         ///< planet attack on a cell without a tile
    NotAPlanet,        ///< planet attack on a tile without a planet
    PlanetOfNewTile,   ///< the new tile's own planet is a realm of the tile, not an attack
    PlanetNotAdjacent, ///< the planet is not among the 8 cells around the new tile (R-TURN-2a)
    PlanetScored,      ///< the planet was completed and scored in an earlier turn
    NoSmallMeeple,     ///< all four small meeples stand on the board (R-COMP-3)
    NoLargeMeeple,     ///< the large meeple stands on the board (R-COMP-3)
    EquipmentNeedsExpansion, ///< equipment in a game without Expansion 1 (R-TURN-2b)
    EquipmentInUse,          ///< the player's piece of that equipment is with a meeple (R-TURN-2b)
};

/**
 * The reason `state` refuses meeple move `m` for its current player, or MeepleRefusal::None
 * exactly when state.isLegalMeeple(m) is true.
 */
MeepleRefusal diagnoseMeeple(const GameState& state, const MeepleMove& m);

/** Stable name of a reason ("realm-occupied", …) for files, logs and the command line. */
std::string_view token(MeepleRefusal r);

} // namespace sl
