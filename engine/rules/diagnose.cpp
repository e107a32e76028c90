// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Reasons for refused moves, derived from the public state only: the rules themselves stay in
// GameState::isLegalMeeple(), and a test checks that both agree on every move.
#include "diagnose.h"

#include <array>

namespace sl {
namespace {

MeepleRefusal diagnoseTarget(const GameState& s, const MeepleMove& m)
{
    const PlacedTile& placed = s.tiles()[static_cast<std::size_t>(s.lastPlacedTile())];
    if (m.target == MeepleTarget::Segment) {
        if (m.segment < 0 || m.segment >= s.catalog().type(placed.type).segCount)
            return MeepleRefusal::NotARealmOfTile;
        return s.realm(s.lastPlacedTile(), m.segment).meeples.empty()
                   ? MeepleRefusal::None
                   : MeepleRefusal::RealmOccupied;
    }
    const int tile = s.tileAt(m.x, m.y);
    if (tile < 0) return MeepleRefusal::EmptyCell;
    const int planetSeg =
        s.catalog().type(s.tiles()[static_cast<std::size_t>(tile)].type).planetSeg;
    if (planetSeg < 0) return MeepleRefusal::NotAPlanet;
    if (tile == s.lastPlacedTile()) return MeepleRefusal::PlanetOfNewTile;
    const int dx = m.x - placed.x;
    const int dy = m.y - placed.y;
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1) {
        // A planet completed before this tile has all 8 neighbours, so it is never adjacent:
        // say that it is done rather than that it is far.
        return s.realm(tile, planetSeg).complete ? MeepleRefusal::PlanetScored
                                                 : MeepleRefusal::PlanetNotAdjacent;
    }
    return MeepleRefusal::None;
}

MeepleRefusal diagnosePiece(const GameState& s, const MeepleMove& m)
{
    const int player = s.currentPlayer();
    if (m.large ? !s.largeInSupply(player) : s.smallInSupply(player) == 0)
        return m.large ? MeepleRefusal::NoLargeMeeple : MeepleRefusal::NoSmallMeeple;
    if (m.equipment != Equipment::None && !s.expansion())
        return MeepleRefusal::EquipmentNeedsExpansion;
    if (!s.equipmentInSupply(player, m.equipment)) return MeepleRefusal::EquipmentInUse;
    return MeepleRefusal::None;
}

constexpr std::array<std::string_view, 13> kRefusalNames{
    "none",
    "wrong-phase",
    "not-a-realm-of-the-tile",
    "realm-occupied",
    "empty-cell",
    "not-a-planet",
    "planet-of-the-new-tile",
    "planet-not-adjacent",
    "planet-already-scored",
    "no-small-meeple",
    "no-large-meeple",
    "equipment-needs-expansion",
    "equipment-in-use",
};

} // namespace

MeepleRefusal diagnoseMeeple(const GameState& state, const MeepleMove& m)
{
    if (state.phase() != Phase::PlaceMeeple) return MeepleRefusal::WrongPhase;
    if (m.target == MeepleTarget::None) return MeepleRefusal::None;
    const MeepleRefusal target = diagnoseTarget(state, m);
    return target != MeepleRefusal::None ? target : diagnosePiece(state, m);
}

std::string_view token(MeepleRefusal r)
{
    return kRefusalNames[static_cast<std::size_t>(r)];
}

} // namespace sl
