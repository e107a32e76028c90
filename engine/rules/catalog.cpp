// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "catalog.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace sl {
namespace {

using RealmShape = std::tuple<int, int, std::vector<Faction>, std::string>;

/** Rotation-independent description of rotation `r`, to find identical rotations. */
std::pair<EdgeSig, std::vector<RealmShape>> shapeOf(const CatalogType& t, int r)
{
    std::vector<RealmShape> shapes;
    for (const RealmDef& realm : t.def.realms) {
        std::vector<Faction> syms = realm.symbols;
        std::sort(syms.begin(), syms.end());
        shapes.emplace_back(int(realm.kind), rotateMask(realm.edgeMask, r), syms, realm.planetName);
    }
    std::sort(shapes.begin(), shapes.end());
    return {t.sig[static_cast<std::size_t>(r)], shapes};
}

bool fits(EdgeSig sig, int key)
{
    for (int d = 0; d < 4; ++d) {
        int want = (key >> (2 * d)) & 3;
        if (want != 0 && want != sigField(sig, d)) return false;
    }
    return true;
}

CatalogType prepare(const TileType& def)
{
    CatalogType t;
    t.def = def;
    t.segCount = static_cast<int>(def.realms.size());
    for (int s = 0; s < t.segCount; ++s) {
        const RealmDef& realm = def.realms[static_cast<std::size_t>(s)];
        t.segKind[s] = realm.kind;
        t.segEdges[s] = static_cast<std::uint8_t>(__builtin_popcount(realm.edgeMask));
        for (Faction f : realm.symbols)
            ++t.segSymbols[s][static_cast<int>(f)];
        if (realm.kind == RealmKind::Planet) t.planetSeg = s;
    }
    for (int r = 0; r < 4; ++r) {
        EdgeSig sig = 0;
        for (int d = 0; d < 4; ++d) {
            int from = (d - r + 4) & 3;
            sig |= static_cast<EdgeSig>(static_cast<int>(def.edges[from]) << (2 * d));
            t.segAt[r][d] = -1;
        }
        t.sig[r] = sig;
        for (int s = 0; s < t.segCount; ++s) {
            std::uint8_t m = rotateMask(def.realms[static_cast<std::size_t>(s)].edgeMask, r);
            for (int d = 0; d < 4; ++d)
                if (m & (1u << d)) t.segAt[r][d] = static_cast<std::int8_t>(s);
        }
    }
    for (int r = 0; r < 4; ++r) {
        bool repeat = false;
        for (int q = 0; q < r && !repeat; ++q)
            if ((t.distinctRotations & (1u << q)) && shapeOf(t, q) == shapeOf(t, r)) {
                repeat = true;
                t.sameAs[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(q);
            }
        if (!repeat) t.distinctRotations |= static_cast<std::uint8_t>(1u << r);
    }
    for (int key = 0; key < 256; ++key) {
        std::uint8_t all = 0;
        for (int r = 0; r < 4; ++r)
            if (fits(t.sig[r], key)) all |= static_cast<std::uint8_t>(1u << r);
        t.fitAll[key] = all;
        t.fitDistinct[key] = all & t.distinctRotations;
    }
    return t;
}

} // namespace

int CatalogType::equivalentSegment(int seg, int from, int to) const
{
    if (seg < 0 || seg >= segCount ||
        sameAs[static_cast<std::size_t>(from & 3)] != sameAs[static_cast<std::size_t>(to & 3)])
        return -1;
    const RealmDef& realm = def.realms[static_cast<std::size_t>(seg)];
    if (realm.edgeMask == 0) // the planet, the one segment without an edge
        return seg == planetSeg ? planetSeg : -1;
    // The segment whose edges, turned to `to`, lie where this one's lie turned to `from`.
    const std::uint8_t where = rotateMask(realm.edgeMask, from & 3);
    for (int s = 0; s < segCount; ++s)
        if (rotateMask(def.realms[static_cast<std::size_t>(s)].edgeMask, to & 3) == where) return s;
    return -1;
}

std::shared_ptr<const TileCatalog> TileCatalog::build(const std::vector<TileSet>& sets,
                                                      std::vector<CatalogError>* errors)
{
    auto cat = std::make_shared<TileCatalog>();
    std::vector<CatalogError> found;
    std::set<std::string> ids;
    int bases = 0;
    for (const TileSet& set : sets) {
        cat->m_sets.push_back(set);
        if (set.role == TileSetRole::Base) ++bases;
        for (const TileType& def : set.tiles) {
            if (!ids.insert(def.id).second) {
                found.push_back({TileSetErrorCode::DuplicateId, def.id, set.id});
                continue;
            }
            if (def.expansion == "exp1") cat->m_hasExpansion = true;
            cat->m_types.push_back(prepare(def));
            cat->m_totalTiles += def.count;
            if (set.role == TileSetRole::Base && def.id == set.startTile)
                cat->m_startType = static_cast<int>(cat->m_types.size()) - 1;
        }
    }
    if (bases != 1)
        found.push_back({TileSetErrorCode::StartTile, {}, "a game needs exactly one base set"});
    else if (cat->m_startType < 0)
        found.push_back({TileSetErrorCode::StartTile, {}, "start tile not found"});
    if (cat->m_totalTiles > kMaxTotalTiles)
        found.push_back({TileSetErrorCode::TooManyTiles, {}, std::to_string(cat->m_totalTiles)});
    if (errors) *errors = found;
    if (!found.empty()) return nullptr;
    return cat;
}

int TileCatalog::find(std::string_view id) const
{
    for (std::size_t i = 0; i < m_types.size(); ++i)
        if (m_types[i].def.id == id) return static_cast<int>(i);
    return -1;
}

} // namespace sl
