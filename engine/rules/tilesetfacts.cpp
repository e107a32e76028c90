// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Known facts of the printed sets (resources/tilesets/facts.json) and the checks behind them.
#include "tilesetfacts.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <mutex>
#include <set>
#include <stdexcept>

namespace sl {
namespace detail {
extern const int kFactsCount;
extern const char* const kFactsIds[];
extern const std::string_view kFactsJson[];
} // namespace detail

namespace {

using nlohmann::json;

std::optional<FactCheck> checkFromString(const std::string& s)
{
    static const std::pair<const char*, FactCheck> kChecks[] = {
        {"totalTiles", FactCheck::TotalTiles},
        {"typeCount", FactCheck::TypeCount},
        {"typeCounts", FactCheck::TypeCounts},
        {"startTile", FactCheck::StartTile},
        {"planets", FactCheck::Planets},
        {"planetSymbols", FactCheck::PlanetSymbols},
        {"uniquePlanetNames", FactCheck::UniquePlanetNames},
        {"symbolFactions", FactCheck::SymbolFactions},
        {"tileShape", FactCheck::TileShape},
        {"expansionTag", FactCheck::ExpansionTag},
    };
    for (const auto& [name, check] : kChecks)
        if (s == name) return check;
    return std::nullopt;
}

LocalizedText textOf(const json& j)
{
    return {j.at("en").get<std::string>(), j.at("cs").get<std::string>()};
}

std::vector<Faction> factionsOf(const json& j)
{
    std::vector<Faction> out;
    for (const json& f : j) {
        auto faction = factionFromString(f.get<std::string>());
        if (!faction) throw std::invalid_argument("unknown faction " + f.dump());
        out.push_back(*faction);
    }
    return out;
}

Fact factOf(const json& j)
{
    Fact f;
    f.id = j.at("id").get<std::string>();
    const auto check = checkFromString(j.at("check").get<std::string>());
    if (!check)
        throw std::invalid_argument("fact " + f.id + ": unknown check " + j.at("check").dump());
    f.check = *check;
    if (auto v = j.find("value"); v != j.end()) {
        if (v->is_boolean())
            f.value = v->get<bool>() ? 1 : 0;
        else if (v->is_string())
            f.tag = v->get<std::string>();
        else
            f.value = v->get<int>();
    }
    if (auto c = j.find("counts"); c != j.end())
        for (auto it = c->begin(); it != c->end(); ++it)
            f.counts[it.key()] = it->get<int>();
    if (auto c = j.find("factions"); c != j.end()) f.factions = factionsOf(*c);
    if (auto c = j.find("required"); c != j.end()) f.required = factionsOf(*c);
    if (auto c = j.find("edges"); c != j.end()) f.edges = c->get<std::string>();
    if (auto c = j.find("realms"); c != j.end()) f.realms = c->get<std::vector<std::string>>();
    if (f.check == FactCheck::TileShape && (f.edges.size() != 4 || f.realms.empty()))
        throw std::invalid_argument("fact " + f.id + ": a tile shape needs 4 edges and realms");
    f.text = textOf(j.at("text"));
    f.source = j.value("source", std::string());
    return f;
}

char edgeLetter(EdgeKind k)
{
    return k == EdgeKind::Route ? 'R' : k == EdgeKind::Asteroid ? 'A' : '-';
}

std::string realmCode(const RealmDef& r)
{
    if (r.kind == RealmKind::Planet) return "planet";
    return std::string(token(r.kind)) + ":" + std::to_string(__builtin_popcount(r.edgeMask));
}

bool hasShape(const TileType& t, const Fact& f)
{
    std::vector<std::string> want = f.realms;
    std::vector<std::string> have;
    for (const RealmDef& r : t.realms)
        have.push_back(realmCode(r));
    std::sort(want.begin(), want.end());
    std::sort(have.begin(), have.end());
    if (want != have) return false;
    for (int rot = 0; rot < 4; ++rot) {
        bool same = true;
        for (int d = 0; d < 4; ++d)
            same = same && edgeLetter(t.edges[static_cast<std::size_t>((d + rot) & 3)]) ==
                               f.edges[static_cast<std::size_t>(d)];
        if (same) return true;
    }
    return false;
}

const RealmDef* planetOf(const TileType& t)
{
    for (const RealmDef& r : t.realms)
        if (r.kind == RealmKind::Planet) return &r;
    return nullptr;
}

void checkOne(const TileSet& set, FactResult& res)
{
    const Fact& f = *res.fact;
    switch (f.check) {
    case FactCheck::TotalTiles:
        res.found = set.totalTiles();
        res.ok = res.found == f.value;
        break;
    case FactCheck::TypeCount:
        res.found = static_cast<int>(set.tiles.size());
        res.ok = res.found == f.value;
        break;
    case FactCheck::TypeCounts:
        for (const auto& [id, expected] : f.counts) {
            const TileType* t = set.find(id);
            const int found = t ? t->count : 0;
            if (found != expected) res.mismatches.push_back({id, found, expected});
        }
        res.ok = res.mismatches.empty();
        break;
    case FactCheck::StartTile:
        res.ok = (set.find(set.startTile) != nullptr) == (f.value != 0) &&
                 (f.value != 0 || set.startTile.empty());
        break;
    case FactCheck::Planets:
        res.found = 0;
        for (const TileType& t : set.tiles)
            res.found += planetOf(t) ? t.count : 0;
        res.ok = res.found == f.value;
        break;
    case FactCheck::PlanetSymbols:
        for (const TileType& t : set.tiles)
            if (const RealmDef* p = planetOf(t);
                p && static_cast<int>(p->symbols.size()) != f.value)
                res.mismatches.push_back({t.id, static_cast<int>(p->symbols.size()), f.value});
        res.ok = res.mismatches.empty();
        break;
    case FactCheck::UniquePlanetNames: {
        std::set<std::string> seen;
        for (const TileType& t : set.tiles)
            if (const RealmDef* p = planetOf(t);
                p && (!seen.insert(p->planetName).second || t.count > 1))
                res.mismatches.push_back({t.id, t.count, 1});
        res.ok = res.mismatches.empty();
        break;
    }
    case FactCheck::SymbolFactions: {
        std::set<Faction> present;
        for (const TileType& t : set.tiles)
            for (const RealmDef& r : t.realms)
                for (Faction s : r.symbols) {
                    present.insert(s);
                    if (std::find(f.factions.begin(), f.factions.end(), s) == f.factions.end())
                        res.mismatches.push_back({t.id, 0, 0});
                }
        res.ok = res.mismatches.empty();
        for (Faction req : f.required)
            res.ok = res.ok && present.count(req);
        break;
    }
    case FactCheck::TileShape:
        res.found = 0;
        for (const TileType& t : set.tiles)
            res.found += hasShape(t, f) ? t.count : 0;
        res.ok = res.found > 0;
        break;
    case FactCheck::ExpansionTag:
        for (const TileType& t : set.tiles)
            if (t.expansion != f.tag) res.mismatches.push_back({t.id, 0, 0});
        res.ok = res.mismatches.empty();
        break;
    }
}

} // namespace

std::vector<FactSheet> parseFacts(std::string_view text, std::string* error)
{
    try {
        const json doc = json::parse(text.begin(), text.end());
        if (doc.at("format") != "starlanes-facts" || doc.at("version") != 1)
            throw std::invalid_argument("not a version 1 starlanes-facts document");
        std::vector<FactSheet> sheets;
        for (const json& s : doc.at("sets")) {
            FactSheet sheet;
            const std::string role = s.at("role").get<std::string>();
            if (role != "base" && role != "expansion")
                throw std::invalid_argument("unknown role " + role);
            sheet.role = role == "base" ? TileSetRole::Base : TileSetRole::Expansion;
            sheet.title = textOf(s.at("title"));
            for (const json& f : s.at("facts"))
                sheet.facts.push_back(factOf(f));
            sheets.push_back(std::move(sheet));
        }
        return sheets;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return {};
    }
}

const std::vector<FactSheet>& builtinFacts()
{
    static std::once_flag once;
    static std::vector<FactSheet> sheets;
    std::call_once(once, [] {
        std::string error;
        sheets = parseFacts(detail::kFactsJson[0], &error);
        if (!error.empty()) throw std::logic_error("built-in facts are broken: " + error);
    });
    return sheets;
}

const FactSheet* factSheetFor(const std::vector<FactSheet>& sheets, TileSetRole role)
{
    for (const FactSheet& s : sheets)
        if (s.role == role) return &s;
    return nullptr;
}

std::vector<FactResult> checkFacts(const TileSet& set, const FactSheet& sheet)
{
    std::vector<FactResult> out;
    for (const Fact& f : sheet.facts) {
        FactResult r;
        r.fact = &f;
        checkOne(set, r);
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace sl
