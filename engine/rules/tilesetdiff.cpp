// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Field-by-field differences between two tile sets.
#include "tilesetdiff.h"

#include <algorithm>

namespace sl {
namespace {

std::string edgesOf(std::uint8_t mask)
{
    std::string s;
    for (int d = 0; d < 4; ++d)
        if (mask & (1u << d)) {
            if (!s.empty()) s += '+';
            s += token(dirFromIndex(d));
        }
    return s;
}

std::string symbolsOf(const std::vector<Faction>& symbols)
{
    std::string s;
    for (Faction f : symbols) {
        if (!s.empty()) s += ", ";
        s += token(f);
    }
    return s;
}

class Differ
{
public:
    explicit Differ(std::vector<FieldChange>& out) : m_out(out) {}
    void field(const std::string& name, const std::string& a, const std::string& b)
    {
        if (a != b) m_out.push_back({name, a, b});
    }
    void text(const std::string& name, const LocalizedText& a, const LocalizedText& b)
    {
        field(name + ".en", a.en, b.en);
        field(name + ".cs", a.cs, b.cs);
    }

private:
    std::vector<FieldChange>& m_out;
};

void diffRealms(Differ& d, const TileType& a, const TileType& b)
{
    const std::size_t n = std::max(a.realms.size(), b.realms.size());
    for (std::size_t i = 0; i < n; ++i) {
        const std::string p = "realms[" + std::to_string(i) + "]";
        if (i >= a.realms.size()) {
            d.field(p, {}, describeRealm(b.realms[i]));
            continue;
        }
        if (i >= b.realms.size()) {
            d.field(p, describeRealm(a.realms[i]), {});
            continue;
        }
        const RealmDef& ra = a.realms[i];
        const RealmDef& rb = b.realms[i];
        d.field(p + ".kind", std::string(token(ra.kind)), std::string(token(rb.kind)));
        d.field(p + ".edges", edgesOf(ra.edgeMask), edgesOf(rb.edgeMask));
        d.field(p + ".symbols", symbolsOf(ra.symbols), symbolsOf(rb.symbols));
        d.field(p + ".name", ra.planetName, rb.planetName);
    }
}

} // namespace

std::string describeRealm(const RealmDef& realm)
{
    std::string s(token(realm.kind));
    s += ' ';
    s += realm.kind == RealmKind::Planet ? realm.planetName : edgesOf(realm.edgeMask);
    if (!realm.symbols.empty()) {
        s += " (";
        s += symbolsOf(realm.symbols);
        s += ')';
    }
    return s;
}

TileSetDiff diffTileSets(const TileSet& from, const TileSet& to)
{
    TileSetDiff diff;
    Differ set(diff.set);
    set.field("id", from.id, to.id);
    set.field("role", from.role == TileSetRole::Base ? "base" : "expansion",
              to.role == TileSetRole::Base ? "base" : "expansion");
    set.text("name", from.name, to.name);
    set.field("reconstruction", from.reconstruction ? "true" : "false",
              to.reconstruction ? "true" : "false");
    set.text("note", from.note, to.note);
    set.field("startTile", from.startTile, to.startTile);

    for (const TileType& a : from.tiles)
        if (!to.find(a.id)) diff.removed.push_back(a.id);
    for (const TileType& b : to.tiles) {
        const TileType* a = from.find(b.id);
        if (!a) {
            diff.added.push_back(b.id);
            continue;
        }
        TileChange change{b.id, {}};
        Differ d(change.fields);
        d.field("count", std::to_string(a->count), std::to_string(b.count));
        d.field("expansion", a->expansion, b.expansion);
        d.text("name", a->name, b.name);
        for (int e = 0; e < 4; ++e)
            d.field("edges." + std::string(token(dirFromIndex(e))),
                    std::string(token(a->edges[static_cast<std::size_t>(e)])),
                    std::string(token(b.edges[static_cast<std::size_t>(e)])));
        diffRealms(d, *a, b);
        if (!change.fields.empty()) diff.changed.push_back(std::move(change));
    }
    return diff;
}

} // namespace sl
