// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Realms of GameState: union-find over tile segments, realm queries and scoring (R-TILE-3..5,
// R-SCORE, R-END-2).
#include "state.h"

#include <algorithm>

namespace sl {

int GameState::find(int node)
{
    auto* n = m_nodes.data();
    while (n[node].parent != node) {
        n[node].parent = n[n[node].parent].parent;
        node = n[node].parent;
    }
    return node;
}

int GameState::findRoot(int node) const
{
    while (m_nodes[static_cast<std::size_t>(node)].parent != node)
        node = m_nodes[static_cast<std::size_t>(node)].parent;
    return node;
}

void GameState::unite(int a, int b)
{
    int ra = find(a);
    int rb = find(b);
    if (ra == rb) {
        // A route closing into a loop, or a field joined at a second edge.
        m_nodes[static_cast<std::size_t>(ra)].open -= 2;
        return;
    }
    if (m_nodes[static_cast<std::size_t>(ra)].size < m_nodes[static_cast<std::size_t>(rb)].size)
        std::swap(ra, rb);
    Node& A = m_nodes[static_cast<std::size_t>(ra)];
    Node& B = m_nodes[static_cast<std::size_t>(rb)];
    B.parent = static_cast<std::uint16_t>(ra);
    A.open = static_cast<std::int16_t>(A.open + B.open - 2);
    for (int f = 0; f < kFactions; ++f)
        A.symbols[f] = static_cast<std::uint16_t>(A.symbols[f] + B.symbols[f]);
    A.meeples = static_cast<std::uint8_t>(A.meeples + B.meeples);
    A.sideMask |= B.sideMask;
    A.size = static_cast<std::uint8_t>(std::min(255, A.size + B.size));
    std::swap(A.next, B.next); // splice the two circular member lists
}

int GameState::distinctTiles(int root) const
{
    // Realms are small; a short sorted buffer keeps this allocation-free for typical sizes.
    std::array<std::uint16_t, 128> seen{};
    std::vector<std::uint16_t> overflow;
    int count = 0;
    int node = root;
    do {
        const std::uint16_t t = m_nodes[static_cast<std::size_t>(node)].tile;
        bool dup = false;
        for (int i = 0; i < std::min(count, 128) && !dup; ++i)
            dup = seen[static_cast<std::size_t>(i)] == t;
        if (!dup && count >= 128)
            dup = std::find(overflow.begin(), overflow.end(), t) != overflow.end();
        if (!dup) {
            if (count < 128)
                seen[static_cast<std::size_t>(count)] = t;
            else
                overflow.push_back(t);
            ++count;
        }
        node = m_nodes[static_cast<std::size_t>(node)].next;
    } while (node != root);
    return count;
}

int GameState::realmValue(int root) const
{
    const Node& n = m_nodes[static_cast<std::size_t>(root)];
    int symbols = 0;
    for (int f = 0; f < kFactions; ++f)
        symbols += n.symbols[f];
    switch (n.kind) {
    case RealmKind::Route:
        return distinctTiles(root) + 2 * symbols;
    case RealmKind::Asteroid:
        return (n.open == 0 ? 2 : 1) * distinctTiles(root) + 2 * symbols;
    case RealmKind::Planet:
        return 1 + n.planetNeighbours + 2 * symbols;
    }
    return 0;
}

bool GameState::isComplete(int root) const
{
    const Node& n = m_nodes[static_cast<std::size_t>(root)];
    return n.kind == RealmKind::Planet ? n.planetNeighbours == 8 : n.open == 0;
}

void GameState::addPoints(int side, int points, ScoreSource src)
{
    m_score[static_cast<std::size_t>(side)] += points;
    m_scoreBy[static_cast<std::size_t>(side)][static_cast<std::size_t>(src)] += points;
}

void GameState::returnMeeples(int root, int side)
{
    for (int p = 0; p < playerCount(); ++p) {
        if (m_sideOf[static_cast<std::size_t>(p)] != side) continue;
        for (Meeple& m : m_meeples[static_cast<std::size_t>(p)]) {
            if (m.node >= 0 && find(m.node) == root) {
                m.node = -1;
                m.equipment = Equipment::None;
                --m_nodes[static_cast<std::size_t>(root)].meeples;
            }
        }
    }
    m_nodes[static_cast<std::size_t>(root)].sideMask &= static_cast<std::uint8_t>(~(1u << side));
}

void GameState::scoreRealm(int root, bool final)
{
    const Node& n = m_nodes[static_cast<std::size_t>(root)];
    const int side = __builtin_ctz(n.sideMask);
    const int points = realmValue(root);
    addPoints(side, points, static_cast<ScoreSource>(n.kind));
    effect({.kind = final ? Effect::Kind::FinalScore : Effect::Kind::Score,
            .side = side,
            .points = points,
            .realm = root});
    if (!final) returnMeeples(root, side); // R-TURN-4; at the end meeples stay where they stood
}

void GameState::scoreTurn()
{
    // Only realms touched by this turn's tile can have been completed by it.
    const PlacedTile& t = m_tiles[static_cast<std::size_t>(m_lastTile)];
    const CatalogType& ct = m_catalog->type(t.type);
    auto consider = [&](int root) {
        if (m_nodes[static_cast<std::size_t>(root)].meeples > 0 && isComplete(root))
            scoreRealm(root, false);
    };
    for (int s = 0; s < ct.segCount; ++s)
        consider(find(t.nodeBase + s));
    for (int k = 0; k < m_ringPlanetCount; ++k)
        consider(m_ringPlanets[static_cast<std::size_t>(k)]);
}

void GameState::finalScoring()
{
    for (int root : occupiedRealms())
        scoreRealm(root, true);
}

std::vector<int> GameState::occupiedRealms() const
{
    std::vector<int> roots;
    for (int p = 0; p < playerCount(); ++p)
        for (const Meeple& m : m_meeples[static_cast<std::size_t>(p)])
            if (m.node >= 0) roots.push_back(findRoot(m.node));
    std::sort(roots.begin(), roots.end());
    roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
    return roots;
}

int GameState::projectedScore(int side) const
{
    int total = m_score[static_cast<std::size_t>(side)];
    if (m_phase == Phase::GameOver) return total;
    for (int root : occupiedRealms()) {
        const Node& n = m_nodes[static_cast<std::size_t>(root)];
        // A realm still in battle has no owner yet; it is projected for nobody.
        if (n.sideMask == (1u << side)) total += realmValue(root);
    }
    return total;
}

template <typename F> void GameState::forEachOwnedRealm(F&& f) const
{
    std::array<int, kMaxPlayers * kMeeplesPerPlayer> seen{};
    int count = 0;
    for (int p = 0; p < playerCount(); ++p) {
        for (const Meeple& m : m_meeples[static_cast<std::size_t>(p)]) {
            if (m.node < 0) continue;
            const int root = findRoot(m.node);
            if (std::find(seen.begin(), seen.begin() + count, root) != seen.begin() + count)
                continue;
            seen[static_cast<std::size_t>(count++)] = root;
            const unsigned mask = m_nodes[static_cast<std::size_t>(root)].sideMask;
            if (mask != 0 && (mask & (mask - 1)) == 0) // one owner; in battle it counts for nobody
                f(root, __builtin_ctz(mask));
        }
    }
}

void GameState::projectedScores(std::array<int, kMaxPlayers>& out) const
{
    out = m_score;
    if (m_phase == Phase::GameOver) return;
    forEachOwnedRealm(
        [&](int root, int side) { out[static_cast<std::size_t>(side)] += realmValue(root); });
}

RealmInfo GameState::realm(int tile, int seg) const
{
    return realmOfNode(m_tiles[static_cast<std::size_t>(tile)].nodeBase + seg);
}

RealmInfo GameState::realmOfNode(int node) const
{
    RealmInfo info;
    const int root = findRoot(node);
    const Node& n = m_nodes[static_cast<std::size_t>(root)];
    info.root = root;
    info.kind = n.kind;
    int i = root;
    do {
        const int t = m_nodes[static_cast<std::size_t>(i)].tile;
        if (std::find(info.tiles.begin(), info.tiles.end(), t) == info.tiles.end())
            info.tiles.push_back(t);
        i = m_nodes[static_cast<std::size_t>(i)].next;
    } while (i != root);
    std::sort(info.tiles.begin(), info.tiles.end());
    for (int f = 0; f < kFactions; ++f)
        info.symbols[static_cast<std::size_t>(f)] = n.symbols[f];
    for (int p = 0; p < playerCount(); ++p)
        for (int s = 0; s < kMeeplesPerPlayer; ++s) {
            const Meeple& m = m_meeples[static_cast<std::size_t>(p)][static_cast<std::size_t>(s)];
            if (m.node >= 0 && findRoot(m.node) == root) info.meeples.emplace_back(p, s);
        }
    info.complete = isComplete(root);
    info.openEnds = n.kind == RealmKind::Planet ? 0 : n.open;
    info.planetNeighbours = n.kind == RealmKind::Planet ? n.planetNeighbours : 0;
    info.value = realmValue(root);
    return info;
}

} // namespace sl
