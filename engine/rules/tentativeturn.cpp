// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "tentativeturn.h"

#include <algorithm>

namespace sl {

PlanetMove planetMoveOf(const GameState& state, const MeepleMove& target)
{
    const int t = state.tileAt(target.x, target.y);
    if (t < 0) return PlanetMove::Settle;
    const PlacedTile& placed = state.tiles()[static_cast<std::size_t>(t)];
    const RealmInfo planet =
        state.realmOfNode(placed.nodeBase + state.catalog().type(placed.type).planetSeg);
    if (planet.meeples.empty()) return PlanetMove::Settle;
    const int side = state.sideOf(state.currentPlayer());
    for (const auto& [player, slot] : planet.meeples)
        if (state.sideOf(player) == side) return PlanetMove::Reinforce;
    return PlanetMove::Attack;
}

void TentativeTurn::start(const GameState& state)
{
    clear();
    m_state = &state;
    if (state.phase() != Phase::PlaceTile) return;
    state.legalPlacements(m_legal);
    for (const Placement& p : m_legal) {
        const Cell c{p.x, p.y};
        if (std::find(m_cells.begin(), m_cells.end(), c) == m_cells.end()) m_cells.push_back(c);
    }
}

void TentativeTurn::clear()
{
    m_state = nullptr;
    m_legal.clear();
    m_cells.clear();
    m_previewRotation = 0;
    m_placement.reset();
    m_pending.reset();
    m_targets.clear();
    m_meeple.reset();
    m_large = false;
    m_equipment = Equipment::None;
}

std::vector<int> TentativeTurn::legalRotations(Cell cell) const
{
    std::vector<int> rots;
    for (const Placement& p : m_legal)
        if (p.x == cell.x && p.y == cell.y) rots.push_back(p.rot);
    std::sort(rots.begin(), rots.end());
    return rots;
}

void TentativeTurn::applyPlacement()
{
    m_pending.reset();
    m_targets.clear();
    m_meeple.reset();
    if (!m_placement) return;
    m_pending = *m_state;
    m_pending->setRecordEffects(false);
    if (m_pending->apply(Event::placeTile(*m_placement)) != ApplyError::None) {
        m_pending.reset();
        m_placement.reset();
        return;
    }
    std::vector<MeepleMove> all;
    m_pending->meepleOptions(all);
    for (MeepleMove m : all) {
        if (m.target == MeepleTarget::None) continue;
        m.large = false;
        m.equipment = Equipment::None;
        if (std::find(m_targets.begin(), m_targets.end(), m) == m_targets.end())
            m_targets.push_back(m);
    }
}

bool TentativeTurn::select(Cell cell)
{
    const std::vector<int> rots = legalRotations(cell);
    if (rots.empty()) return false;
    const bool keep = std::find(rots.begin(), rots.end(), m_previewRotation) != rots.end();
    const int rot = keep ? m_previewRotation : rots.front();
    m_placement = Placement{static_cast<std::int16_t>(cell.x), static_cast<std::int16_t>(cell.y),
                            static_cast<std::uint8_t>(rot)};
    m_previewRotation = rot;
    applyPlacement();
    return true;
}

bool TentativeTurn::rotate(int direction)
{
    if (!m_state || m_state->phase() != Phase::PlaceTile) return false;
    if (!m_placement) {
        m_previewRotation = (m_previewRotation + (direction >= 0 ? 1 : 3)) & 3;
        return true;
    }
    const std::vector<int> rots = legalRotations({m_placement->x, m_placement->y});
    if (rots.size() < 2) return false;
    const auto n = static_cast<std::ptrdiff_t>(rots.size());
    std::ptrdiff_t i = std::find(rots.begin(), rots.end(), m_placement->rot) - rots.begin();
    i = (i + (direction >= 0 ? 1 : n - 1)) % n;
    m_placement->rot = static_cast<std::uint8_t>(rots[static_cast<std::size_t>(i)]);
    m_previewRotation = m_placement->rot;
    applyPlacement();
    return true;
}

bool TentativeTurn::place(const Placement& placement)
{
    if (std::find(m_legal.begin(), m_legal.end(), placement) == m_legal.end()) return false;
    m_placement = placement;
    m_previewRotation = placement.rot;
    applyPlacement();
    return m_placement.has_value();
}

MeepleMove TentativeTurn::withChoices(MeepleMove m) const
{
    m.large = m_large;
    m.equipment = m_equipment;
    if (!m_pending || m_pending->isLegalMeeple(m)) return m;
    // Out of small meeples (or of the large one): take the other size rather than nothing.
    m.large = !m.large;
    if (m_pending->isLegalMeeple(m)) return m;
    m.equipment = Equipment::None;
    return m;
}

bool TentativeTurn::choose(const MeepleMove& target)
{
    if (!m_pending || target.target == MeepleTarget::None) return false;
    const MeepleMove m = withChoices(target);
    if (!m_pending->isLegalMeeple(m)) return false;
    m_meeple = m;
    m_large = m.large;
    m_equipment = m.equipment;
    return true;
}

bool TentativeTurn::chooseExactly(const MeepleMove& meeple)
{
    if (!m_pending || !m_pending->isLegalMeeple(meeple)) return false;
    if (meeple.target == MeepleTarget::None) {
        m_meeple.reset();
        return true;
    }
    m_meeple = meeple;
    m_large = meeple.large;
    m_equipment = meeple.equipment;
    return true;
}

void TentativeTurn::setLarge(bool large)
{
    m_large = large;
    if (m_meeple) m_meeple = withChoices(*m_meeple);
}

void TentativeTurn::setEquipment(Equipment equipment)
{
    m_equipment = equipment;
    if (m_meeple) m_meeple = withChoices(*m_meeple);
}

bool TentativeTurn::takeBack()
{
    if (m_meeple) {
        m_meeple.reset();
        return true;
    }
    if (!m_placement) return false;
    m_placement.reset();
    m_pending.reset();
    m_targets.clear();
    return true;
}

} // namespace sl
