// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// GameState: setup, the phase machine and meeple placement (RULES.md §3, §4, §7).
#include "state.h"

#include <algorithm>
#include <cassert>

namespace sl {
namespace {

int teamOf(Colour c)
{
    return factionOf(c) == Faction::Rebel ? 0 : 1;
}
} // namespace

ConfigError checkConfig(const GameConfig& config, bool expansion)
{
    const auto n = config.seats.size();
    if (n < 2 || n > (expansion ? 6u : 5u)) return ConfigError::PlayerCount;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j)
            if (config.seats[i] == config.seats[j]) return ConfigError::DuplicateColour;
        if (config.seats[i] == Colour::Blue && !expansion) return ConfigError::BlueNeedsExpansion;
    }
    if (config.teamGame) {
        if (n != 4) return ConfigError::PlayerCount;
        for (std::size_t i = 0; i < n; ++i) {
            const Faction f = factionOf(config.seats[i]);
            if (f != Faction::Rebel && f != Faction::Empire) return ConfigError::TeamColours;
            if (teamOf(config.seats[i]) == teamOf(config.seats[(i + 1) % n]))
                return ConfigError::TeamColours; // R-TEAM-1: seats alternate
        }
    }
    return ConfigError::None;
}

GameState::GameState(std::shared_ptr<const TileCatalog> catalog, const GameConfig& config)
    : m_catalog(std::move(catalog)), m_config(config)
{
    assert(m_catalog && checkConfig(config, m_catalog->hasExpansion()) == ConfigError::None);
    m_expansion = m_catalog->hasExpansion();
    const int n = playerCount();
    for (int p = 0; p < n; ++p) {
        m_sideOf[static_cast<std::size_t>(p)] =
            m_config.teamGame ? teamOf(m_config.seats[static_cast<std::size_t>(p)]) : p;
        m_meeples[static_cast<std::size_t>(p)][kMeeplesPerPlayer - 1].large = true;
    }
    m_sideCount = m_config.teamGame ? 2 : n;

    m_bag.reserve(static_cast<std::size_t>(m_catalog->totalTiles()));
    for (int t = 0; t < m_catalog->size(); ++t) {
        int count = m_catalog->type(t).def.count - (t == m_catalog->startType() ? 1 : 0);
        for (int i = 0; i < count; ++i)
            m_bag.push_back(static_cast<std::uint16_t>(t));
    }
    m_tiles.reserve(static_cast<std::size_t>(m_catalog->totalTiles()));
    m_nodes.reserve(static_cast<std::size_t>(m_catalog->totalTiles()) * 4);
    putTile(m_catalog->startType(), {0, 0, 0}); // R-SET-1
    m_lastTile = 0;
    if (m_bag.empty()) m_phase = Phase::GameOver;
}

void GameState::effect(const EffectNote& note)
{
    if (!m_recordEffects) return;
    Effect e{};
    e.kind = note.kind;
    e.realmKind =
        note.realm >= 0 ? m_nodes[static_cast<std::size_t>(note.realm)].kind : RealmKind::Route;
    e.side = static_cast<std::uint8_t>(note.side);
    e.dice = static_cast<std::uint8_t>(note.dice);
    e.value = static_cast<std::uint8_t>(note.value);
    e.points = static_cast<std::int16_t>(note.points);
    e.realm = static_cast<std::uint16_t>(note.realm < 0 ? 0 : note.realm);
    e.roll = note.roll;
    m_effects.push_back(e);
}

ApplyError GameState::apply(const Event& e)
{
    if (m_recordEffects) m_effects.clear();
    switch (e.type) {
    case EventType::Draw: {
        if (m_phase != Phase::DrawTile) return ApplyError::WrongPhase;
        auto it = std::find(m_bag.rbegin(), m_bag.rend(), e.tile);
        if (it == m_bag.rend()) return ApplyError::TileNotInBag;
        *it = m_bag.back();
        m_bag.pop_back();
        m_drawn = e.tile;
        m_phase = Phase::PlaceTile;
        return ApplyError::None;
    }
    case EventType::Place:
        return applyPlace(e);
    case EventType::Discard:
        if (m_phase != Phase::PlaceTile) return ApplyError::WrongPhase;
        if (countPlacements() > 0) return ApplyError::CannotDiscard;
        // R-TURN-1a: the tile leaves the game; the same player draws again.
        m_drawn = -1;
        if (m_bag.empty()) {
            finalScoring();
            m_phase = Phase::GameOver;
        } else {
            m_phase = Phase::DrawTile;
        }
        return ApplyError::None;
    case EventType::Meeple:
        if (m_phase != Phase::PlaceMeeple) return ApplyError::WrongPhase;
        if (!isLegalMeeple(e.meeple)) return ApplyError::IllegalMeeple;
        return applyMeeple(e.meeple);
    case EventType::Die: {
        if (m_phase != Phase::Battle) return ApplyError::WrongPhase;
        const DieKind kind = pendingDie();
        if (e.die < dieMin(kind) || e.die > dieMax(kind)) return ApplyError::BadDieValue;
        applyDie(e.die);
        return ApplyError::None;
    }
    }
    return ApplyError::WrongPhase;
}

ApplyError GameState::applyPlace(const Event& e)
{
    if (m_phase != Phase::PlaceTile) return ApplyError::WrongPhase;
    if (!isLegalPlacement(e.place))
        return countPlacements() == 0 ? ApplyError::MustDiscard : ApplyError::IllegalPlacement;
    placeUnchecked(e.place);
    return ApplyError::None;
}

void GameState::placeUnchecked(Placement p)
{
    putTile(m_drawn, p);
    m_lastTile = static_cast<int>(m_tiles.size()) - 1;
    m_drawn = -1;
    m_phase = Phase::PlaceMeeple;
}

void GameState::drawAt(std::size_t index)
{
    m_drawn = m_bag[index];
    m_bag[index] = m_bag.back();
    m_bag.pop_back();
    m_phase = Phase::PlaceTile;
}

int GameState::meepleSlotFor(int player, bool large) const
{
    const auto& ms = m_meeples[static_cast<std::size_t>(player)];
    if (large) return ms[kMeeplesPerPlayer - 1].node < 0 ? kMeeplesPerPlayer - 1 : -1;
    for (int s = 0; s < kMeeplesPerPlayer - 1; ++s)
        if (ms[static_cast<std::size_t>(s)].node < 0) return s;
    return -1;
}

int GameState::smallInSupply(int player) const
{
    int n = 0;
    for (int s = 0; s < kMeeplesPerPlayer - 1; ++s)
        n += m_meeples[static_cast<std::size_t>(player)][static_cast<std::size_t>(s)].node < 0;
    return n;
}

bool GameState::largeInSupply(int player) const
{
    return m_meeples[static_cast<std::size_t>(player)][kMeeplesPerPlayer - 1].node < 0;
}

bool GameState::equipmentInSupply(int player, Equipment e) const
{
    if (!m_expansion || e == Equipment::None) return e == Equipment::None;
    for (const Meeple& m : m_meeples[static_cast<std::size_t>(player)])
        if (m.node >= 0 && m.equipment == e) return false;
    return true;
}

/** Planet node at a ring cell around the last tile, or -1. */
static int planetNodeAt(const GameState& s, int x, int y)
{
    const int t = s.tileAt(x, y);
    if (t < 0) return -1;
    const PlacedTile& pt = s.tiles()[static_cast<std::size_t>(t)];
    const int ps = s.catalog().type(pt.type).planetSeg;
    return ps < 0 ? -1 : pt.nodeBase + ps;
}

bool GameState::isLegalMeeple(const MeepleMove& m) const
{
    if (m_phase != Phase::PlaceMeeple) return false;
    if (m.target == MeepleTarget::None) return true;
    if (meepleSlotFor(m_player, m.large) < 0 || !equipmentInSupply(m_player, m.equipment))
        return false;
    const PlacedTile& t = m_tiles[static_cast<std::size_t>(m_lastTile)];
    if (m.target == MeepleTarget::Segment) {
        if (m.segment < 0 || m.segment >= m_catalog->type(t.type).segCount) return false;
        return m_nodes[static_cast<std::size_t>(findRoot(t.nodeBase + m.segment))].meeples == 0;
    }
    // R-TURN-2a: any planet among the 8 cells around the placed tile, occupied or not.
    const int dx = m.x - t.x;
    const int dy = m.y - t.y;
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0)) return false;
    return planetNodeAt(*this, m.x, m.y) >= 0;
}

void GameState::meepleChoices(MeepleChoices& out) const
{
    out.targets = 0;
    out.kinds = 0;
    if (m_phase != Phase::PlaceMeeple) return;
    const bool small = meepleSlotFor(m_player, false) >= 0;
    const bool large = meepleSlotFor(m_player, true) >= 0;
    if (!small && !large) return;
    std::array<Equipment, 3> equips{Equipment::None};
    int nEquip = 1;
    for (Equipment e : {Equipment::Lightsaber, Equipment::Blaster})
        if (m_expansion && equipmentInSupply(m_player, e))
            equips[static_cast<std::size_t>(nEquip++)] = e;
    for (int size = 0; size < 2; ++size) {
        if (!(size ? large : small)) continue;
        for (int i = 0; i < nEquip; ++i) {
            MeepleMove& k = out.kind[static_cast<std::size_t>(out.kinds++)];
            k.large = size == 1;
            k.equipment = equips[static_cast<std::size_t>(i)];
        }
    }
    const PlacedTile& t = m_tiles[static_cast<std::size_t>(m_lastTile)];
    const CatalogType& ct = m_catalog->type(t.type);
    for (int s = 0; s < ct.segCount; ++s) {
        if (m_nodes[static_cast<std::size_t>(findRoot(t.nodeBase + s))].meeples != 0) continue;
        MeepleMove& m = out.target[static_cast<std::size_t>(out.targets++)];
        m = MeepleMove{};
        m.target = MeepleTarget::Segment;
        m.segment = static_cast<std::int8_t>(s);
    }
    // R-TURN-2a: the planets around the placed tile, which putTile() listed in ring order.
    for (int k = 0; k < m_ringPlanetCount; ++k) {
        const Node& planet = m_nodes[m_ringPlanets[static_cast<std::size_t>(k)]];
        const PlacedTile& pt = m_tiles[planet.tile];
        MeepleMove& m = out.target[static_cast<std::size_t>(out.targets++)];
        m = MeepleMove{};
        m.target = MeepleTarget::Planet;
        m.x = pt.x;
        m.y = pt.y;
    }
}

void GameState::meepleOptions(std::vector<MeepleMove>& out) const
{
    if (m_phase != Phase::PlaceMeeple) {
        out.clear();
        return;
    }
    // Reused: a fresh MeepleChoices zero-fills its arrays, a third of this function's time.
    thread_local MeepleChoices c;
    meepleChoices(c);
    // The order of MeepleChoices::at(): the pass, then every target with every kind.
    out.resize(static_cast<std::size_t>(c.count()));
    out[0] = MeepleMove{};
    MeepleMove* o = out.data() + 1;
    for (int t = 0; t < c.targets; ++t)
        for (int k = 0; k < c.kinds; ++k)
            *o++ = c.with(t, k);
}

ApplyError GameState::applyMeeple(const MeepleMove& m)
{
    const PlacedTile& t = m_tiles[static_cast<std::size_t>(m_lastTile)];
    int attacked = -1;
    if (m.target != MeepleTarget::None) {
        const int node = m.target == MeepleTarget::Segment ? t.nodeBase + m.segment
                                                           : planetNodeAt(*this, m.x, m.y);
        if (m.target == MeepleTarget::Planet) attacked = node;
        Meeple& mp = m_meeples[static_cast<std::size_t>(m_player)]
                              [static_cast<std::size_t>(meepleSlotFor(m_player, m.large))];
        mp.node = static_cast<std::int16_t>(node);
        mp.equipment = m.equipment;
        Node& root = m_nodes[static_cast<std::size_t>(find(node))];
        ++root.meeples;
        root.sideMask |=
            static_cast<std::uint8_t>(1u << m_sideOf[static_cast<std::size_t>(m_player)]);
    }
    // R-TURN-3: a battle in every realm touched by this turn that holds several sides.
    m_pendingCount = 0;
    m_pendingNext = 0;
    auto consider = [&](int root) {
        for (int i = 0; i < m_pendingCount; ++i)
            if (m_pendingBattles[static_cast<std::size_t>(i)] == root) return;
        const unsigned mask = m_nodes[static_cast<std::size_t>(root)].sideMask;
        if ((mask & (mask - 1)) != 0) // more than one side
            m_pendingBattles[static_cast<std::size_t>(m_pendingCount++)] = root;
    };
    const int segs = m_catalog->type(t.type).segCount;
    for (int s = 0; s < segs; ++s)
        consider(find(t.nodeBase + s));
    if (attacked >= 0) consider(attacked);
    if (m_pendingCount > 0) {
        beginBattle(m_pendingBattles[0]);
        return ApplyError::None;
    }
    scoreTurn();
    endTurn();
    return ApplyError::None;
}

void GameState::endTurn()
{
    ++m_turn;
    if (m_bag.empty()) {
        finalScoring(); // R-END-1, R-END-2
        m_phase = Phase::GameOver;
        return;
    }
    m_player = (m_player + 1) % playerCount();
    m_phase = Phase::DrawTile;
}

std::vector<int> GameState::remainingByType() const
{
    std::vector<int> n(static_cast<std::size_t>(m_catalog->size()), 0);
    for (std::uint16_t t : m_bag)
        ++n[t];
    return n;
}

std::vector<int> GameState::winners() const
{
    std::vector<int> w;
    int best = -1;
    for (int s = 0; s < m_sideCount; ++s)
        best = std::max(best, m_score[static_cast<std::size_t>(s)]);
    for (int s = 0; s < m_sideCount; ++s)
        if (m_score[static_cast<std::size_t>(s)] == best)
            w.push_back(s); // R-END-3: equal points share the victory
    return w;
}

} // namespace sl
