// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "state.h"

#include <optional>
#include <vector>

namespace sl {

/** A board cell. */
struct Cell
{
    int x = 0;
    int y = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
};

/** What a meeple sent to a planet around the new tile (R-TURN-2a) does there. */
enum class PlanetMove : std::uint8_t {
    Settle,    ///< nobody stands on the planet: it is simply taken
    Reinforce, ///< the mover's side (its team, R-TEAM-3) stands there already: no battle
    Attack,    ///< only other sides stand there: a battle follows (R-BAT-1)
};

/**
 * What `target`, a planet target (MeepleTarget::Planet) of the player to move in `state`, does
 * there. The board draws an attack and a reinforcement differently from what this says.
 */
PlanetMove planetMoveOf(const GameState& state, const MeepleMove& target);

/**
 * The part of a turn a person is still making: where the drawn tile is tried and in which
 * rotation, and the meeple chosen for it. Nothing of it is played until the turn is confirmed;
 * every choice is checked against the rules here, so the windows only pass clicks on.
 *
 * It reads the state it was started on (start()), which must stay unchanged while it is used:
 * start it again whenever the game moves on.
 */
class TentativeTurn
{
public:
    /** Begins a turn on `state` (nothing chosen). A state not waiting for a tile offers none. */
    void start(const GameState& state);
    /** Forgets the state: no turn is being made. */
    void clear();

    /** The drawn tile's rotation while it is not on the board (turned with rotate()). */
    int previewRotation() const { return m_previewRotation; }
    /** Cells where the drawn tile fits in some rotation, in the rules' order (worked out once). */
    const std::vector<Cell>& legalCells() const { return m_cells; }
    /** Distinct rotations of the drawn tile that fit at `cell`, in increasing order. */
    std::vector<int> legalRotations(Cell cell) const;

    /** Puts the tile on `cell` if it fits, keeping the previewed rotation where it can. */
    bool select(Cell cell);
    /** Turns the tile: on the board to the next (direction >= 0) or previous rotation that fits
     *  there; off the board the preview by a quarter. False when nothing changed. */
    bool rotate(int direction);
    /** Puts the tile exactly so (a computer's choice); false when it does not fit. */
    bool place(const Placement& placement);

    const std::optional<Placement>& placement() const { return m_placement; }
    /** The state with the tile placed (for drawing and the meeple options), or null. */
    const GameState* pendingState() const { return m_pending ? &*m_pending : nullptr; }
    /** Every place a meeple may go on the placed tile (size and equipment left out), the pass
     *  excluded; empty while no tile is placed. */
    const std::vector<MeepleMove>& meepleTargets() const { return m_targets; }

    /** Puts a meeple on `target` with the size and equipment selected (the other size when the
     *  selected one is out of supply); false when no meeple may go there. */
    bool choose(const MeepleMove& target);
    /** Takes exactly this meeple move (a computer's); the pass removes the meeple. */
    bool chooseExactly(const MeepleMove& meeple);
    const std::optional<MeepleMove>& meeple() const { return m_meeple; }
    void setLarge(bool large);
    void setEquipment(Equipment equipment);
    bool largeSelected() const { return m_large; }
    Equipment equipmentSelected() const { return m_equipment; }

    /** Takes back the meeple, or when there is none the tile; false when there was nothing. */
    bool takeBack();
    /** The meeple move to play with the placement (the pass when none is chosen). */
    MeepleMove meepleToPlay() const { return m_meeple ? *m_meeple : MeepleMove{}; }

private:
    void applyPlacement();
    MeepleMove withChoices(MeepleMove m) const;

    const GameState* m_state = nullptr;
    std::vector<Placement> m_legal; ///< every legal placement of the drawn tile
    std::vector<Cell> m_cells;      ///< their distinct cells
    int m_previewRotation = 0;
    std::optional<Placement> m_placement;
    std::optional<GameState> m_pending;
    std::vector<MeepleMove> m_targets;
    std::optional<MeepleMove> m_meeple;
    bool m_large = false;
    Equipment m_equipment = Equipment::None;
};

} // namespace sl
