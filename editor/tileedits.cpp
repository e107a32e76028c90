// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Consistent edits of one tile type (see tileedits.h).
#include "tileedits.h"

#include <algorithm>

namespace sled::edit {
namespace {

std::uint8_t bit(int dir)
{
    return static_cast<std::uint8_t>(1u << (dir & 3));
}

sl::RealmKind realmKindFor(sl::EdgeKind k)
{
    return k == sl::EdgeKind::Route ? sl::RealmKind::Route : sl::RealmKind::Asteroid;
}

bool validIndex(const sl::TileType& t, int index)
{
    return index >= 0 && index < static_cast<int>(t.realms.size());
}

std::string unusedId(const sl::TileSet& set, const std::string& stem, int first)
{
    for (int n = first;; ++n) {
        std::string id = n == 0 ? stem : stem + std::to_string(n);
        if (!set.find(id)) return id;
    }
}

} // namespace

int realmAt(const sl::TileType& t, int dir)
{
    for (std::size_t i = 0; i < t.realms.size(); ++i)
        if (t.realms[i].kind != sl::RealmKind::Planet && (t.realms[i].edgeMask & bit(dir)))
            return static_cast<int>(i);
    return -1;
}

int planetRealm(const sl::TileType& t)
{
    for (std::size_t i = 0; i < t.realms.size(); ++i)
        if (t.realms[i].kind == sl::RealmKind::Planet) return static_cast<int>(i);
    return -1;
}

sl::EdgeKind nextEdgeKind(sl::EdgeKind kind)
{
    switch (kind) {
    case sl::EdgeKind::Space:
        return sl::EdgeKind::Route;
    case sl::EdgeKind::Route:
        return sl::EdgeKind::Asteroid;
    case sl::EdgeKind::Asteroid:
        return sl::EdgeKind::Space;
    }
    return sl::EdgeKind::Space;
}

sl::TileType setEdge(const sl::TileType& t, int dir, sl::EdgeKind kind)
{
    sl::TileType out = t;
    dir &= 3;
    if (out.edges[static_cast<std::size_t>(dir)] == kind) return out;
    // The edge leaves every realm that claims it (a broken file may have several).
    for (sl::RealmDef& r : out.realms)
        if (r.kind != sl::RealmKind::Planet)
            r.edgeMask = static_cast<std::uint8_t>(r.edgeMask & ~bit(dir));
    std::erase_if(out.realms, [](const sl::RealmDef& r) {
        return r.kind != sl::RealmKind::Planet && r.edgeMask == 0;
    });
    out.edges[static_cast<std::size_t>(dir)] = kind;
    if (kind != sl::EdgeKind::Space) {
        sl::RealmDef realm;
        realm.kind = realmKindFor(kind);
        realm.edgeMask = bit(dir);
        out.realms.push_back(realm);
    }
    return out;
}

std::optional<sl::TileType> connectEdges(const sl::TileType& t, int a, int b)
{
    const int ra = realmAt(t, a);
    const int rb = realmAt(t, b);
    if (ra < 0 || rb < 0 || ra == rb ||
        t.realms[static_cast<std::size_t>(ra)].kind != t.realms[static_cast<std::size_t>(rb)].kind)
        return std::nullopt;
    const int keep = std::min(ra, rb);
    const int drop = std::max(ra, rb);
    sl::TileType out = t;
    sl::RealmDef& k = out.realms[static_cast<std::size_t>(keep)];
    const sl::RealmDef& d = out.realms[static_cast<std::size_t>(drop)];
    const auto mask = static_cast<std::uint8_t>(k.edgeMask | d.edgeMask);
    if (k.kind == sl::RealmKind::Route && __builtin_popcount(mask) > 2) return std::nullopt;
    k.edgeMask = mask;
    k.symbols.insert(k.symbols.end(), d.symbols.begin(), d.symbols.end());
    out.realms.erase(out.realms.begin() + drop);
    return out;
}

std::optional<sl::TileType> extendRealm(const sl::TileType& t, int index, int dir)
{
    if (!validIndex(t, index)) return std::nullopt;
    const sl::RealmDef& realm = t.realms[static_cast<std::size_t>(index)];
    if (realm.kind == sl::RealmKind::Planet || realm.edgeMask == 0 || (realm.edgeMask & bit(dir)))
        return std::nullopt;
    const int anchor = __builtin_ctz(realm.edgeMask);
    const sl::EdgeKind kind =
        realm.kind == sl::RealmKind::Route ? sl::EdgeKind::Route : sl::EdgeKind::Asteroid;
    const sl::TileType withEdge =
        t.edges[static_cast<std::size_t>(dir & 3)] == kind ? t : setEdge(t, dir, kind);
    return connectEdges(withEdge, anchor, dir);
}

std::optional<sl::TileType> separateEdge(const sl::TileType& t, int dir)
{
    const int r = realmAt(t, dir);
    if (r < 0 || __builtin_popcount(t.realms[static_cast<std::size_t>(r)].edgeMask) < 2)
        return std::nullopt;
    sl::TileType out = t;
    sl::RealmDef& realm = out.realms[static_cast<std::size_t>(r)];
    realm.edgeMask = static_cast<std::uint8_t>(realm.edgeMask & ~bit(dir));
    sl::RealmDef alone;
    alone.kind = realm.kind;
    alone.edgeMask = bit(dir);
    out.realms.insert(out.realms.begin() + r + 1, alone);
    return out;
}

std::optional<sl::TileType> addPlanet(const sl::TileType& t, const std::string& name)
{
    if (planetRealm(t) >= 0) return std::nullopt;
    sl::TileType out = t;
    sl::RealmDef planet;
    planet.kind = sl::RealmKind::Planet;
    planet.planetName = name;
    out.realms.insert(out.realms.begin(), planet);
    return out;
}

std::optional<sl::TileType> removeRealm(const sl::TileType& t, int index)
{
    if (!validIndex(t, index)) return std::nullopt;
    sl::TileType out = t;
    const sl::RealmDef& r = out.realms[static_cast<std::size_t>(index)];
    for (int d = 0; d < 4; ++d)
        if (r.kind != sl::RealmKind::Planet && (r.edgeMask & bit(d)))
            out.edges[static_cast<std::size_t>(d)] = sl::EdgeKind::Space;
    out.realms.erase(out.realms.begin() + index);
    return out;
}

std::optional<sl::TileType> setSymbols(const sl::TileType& t, int index,
                                       std::vector<sl::Faction> symbols)
{
    if (!validIndex(t, index) || t.realms[static_cast<std::size_t>(index)].symbols == symbols)
        return std::nullopt;
    sl::TileType out = t;
    out.realms[static_cast<std::size_t>(index)].symbols = std::move(symbols);
    return out;
}

std::optional<sl::TileType> changeSymbolCount(const sl::TileType& t, int index, sl::Faction f,
                                              int delta)
{
    if (!validIndex(t, index) || delta == 0) return std::nullopt;
    std::vector<sl::Faction> symbols = t.realms[static_cast<std::size_t>(index)].symbols;
    for (; delta > 0; --delta)
        symbols.push_back(f);
    for (; delta < 0; ++delta) {
        auto it = std::find(symbols.rbegin(), symbols.rend(), f);
        if (it == symbols.rend()) return std::nullopt;
        symbols.erase(std::next(it).base());
    }
    return setSymbols(t, index, std::move(symbols));
}

std::optional<sl::TileType> setPlanetName(const sl::TileType& t, int index, const std::string& name)
{
    if (!validIndex(t, index) ||
        t.realms[static_cast<std::size_t>(index)].kind != sl::RealmKind::Planet ||
        t.realms[static_cast<std::size_t>(index)].planetName == name)
        return std::nullopt;
    sl::TileType out = t;
    out.realms[static_cast<std::size_t>(index)].planetName = name;
    return out;
}

sl::TileType blankTile(const sl::TileSet& set, const std::string& expansion,
                       const sl::LocalizedText& name)
{
    sl::TileType t;
    t.id = unusedId(set, "tile", 1);
    t.count = 1;
    t.expansion = expansion;
    t.name = name;
    return t;
}

sl::TileType duplicateTile(const sl::TileSet& set, const sl::TileType& t)
{
    sl::TileType copy = t;
    copy.id = unusedId(set, t.id + "-copy", 0);
    return copy;
}

} // namespace sled::edit
