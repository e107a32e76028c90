// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "types.h"

#include <cstdint>

/** Value types for everything that can happen in a game: player actions and chance outcomes. */
namespace sl {

/** A tile placement: cell (x to the east, y to the south, start tile at 0,0) and rotation. */
struct Placement
{
    std::int16_t x = 0;
    std::int16_t y = 0;
    std::uint8_t rot = 0; ///< quarter turns clockwise
    bool operator==(const Placement&) const = default;
};

/** Where a meeple goes (R-TURN-2). */
enum class MeepleTarget : std::uint8_t {
    None,    ///< no meeple this turn
    Segment, ///< a realm of the tile just placed
    Planet,  ///< planet attack on a neighbouring planet (R-TURN-2a)
};

/** The meeple decision of a turn. */
struct MeepleMove
{
    MeepleTarget target = MeepleTarget::None;
    std::int8_t segment = -1; ///< Segment: realm index within the tile's definition
    std::int16_t x = 0;       ///< Planet: cell of the attacked planet
    std::int16_t y = 0;
    bool large = false;
    Equipment equipment = Equipment::None;
    bool operator==(const MeepleMove&) const = default;
};

enum class EventType : std::uint8_t {
    Draw,    ///< chance: the tile type drawn
    Place,   ///< action: place the drawn tile
    Discard, ///< action: the drawn tile fits nowhere and leaves the game (R-TURN-1a)
    Meeple,  ///< action: place a meeple or pass
    Die,     ///< chance: one die of a battle
};

/** One entry of a game record. Small and trivially copyable. */
struct Event
{
    EventType type = EventType::Draw;
    std::uint16_t tile = 0; ///< Draw: catalog type index
    Placement place;        ///< Place
    MeepleMove meeple;      ///< Meeple
    std::uint8_t die = 0;   ///< Die: the value shown (1–6, yellow 3–8)

    static Event draw(int tileType)
    {
        Event e;
        e.type = EventType::Draw;
        e.tile = static_cast<std::uint16_t>(tileType);
        return e;
    }
    static Event placeTile(Placement p)
    {
        Event e;
        e.type = EventType::Place;
        e.place = p;
        return e;
    }
    static Event discard()
    {
        Event e;
        e.type = EventType::Discard;
        return e;
    }
    static Event meepleMove(MeepleMove m)
    {
        Event e;
        e.type = EventType::Meeple;
        e.meeple = m;
        return e;
    }
    static Event roll(int value)
    {
        Event e;
        e.type = EventType::Die;
        e.die = static_cast<std::uint8_t>(value);
        return e;
    }
    bool operator==(const Event&) const = default;
};

} // namespace sl
