// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Reading and writing the tile-set JSON format (resources/tilesets/FORMAT.md).
#include "sha256.h"
#include "tileset.h"
#include "tilesetjson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <initializer_list>
#include <set>
#include <sstream>

namespace sl {
namespace {

using nlohmann::json;
constexpr std::string_view kFormatName = "starlanes-tileset";

/** Collects errors while walking the JSON document; every check reports and continues. */
class Reader
{
public:
    Reader(const std::string& file, std::vector<TileSetError>& errors)
        : m_file(file), m_errors(errors)
    {
    }

    void error(TileSetErrorCode code, const std::string& field, std::string detail = {})
    {
        m_errors.push_back({code, m_file, m_tile, field, std::move(detail)});
    }
    void setTile(std::string id) { m_tile = std::move(id); }

    /** Reports keys of `obj` that are not in `known`. */
    void checkKeys(const json& obj, const std::string& path, std::initializer_list<const char*> known)
    {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            bool found = false;
            for (const char* k : known)
                found = found || it.key() == k;
            if (!found)
                error(TileSetErrorCode::UnknownField, join(path, it.key()));
        }
    }

    const json* field(const json& obj, const std::string& path, const char* key, bool required,
                      json::value_t type)
    {
        auto it = obj.find(key);
        if (it == obj.end()) {
            if (required)
                error(TileSetErrorCode::MissingField, join(path, key));
            return nullptr;
        }
        bool typeOk = it->type() == type ||
                      (type == json::value_t::number_integer && it->is_number_unsigned());
        if (!typeOk) {
            error(TileSetErrorCode::WrongType, join(path, key), typeName(type));
            return nullptr;
        }
        return &*it;
    }

    std::string string(const json& obj, const std::string& path, const char* key, bool required)
    {
        const json* v = field(obj, path, key, required, json::value_t::string);
        return v ? v->get<std::string>() : std::string();
    }

    LocalizedText text(const json& obj, const std::string& path, const char* key, bool required)
    {
        LocalizedText t;
        const json* v = field(obj, path, key, required, json::value_t::object);
        if (!v)
            return t;
        std::string p = join(path, key);
        checkKeys(*v, p, {"en", "cs"});
        t.en = string(*v, p, "en", true);
        t.cs = string(*v, p, "cs", true);
        return t;
    }

    static std::string join(const std::string& path, const std::string& key)
    {
        return path.empty() ? key : path + "." + key;
    }

private:
    static std::string typeName(json::value_t t)
    {
        switch (t) {
        case json::value_t::object: return "expected an object";
        case json::value_t::array: return "expected an array";
        case json::value_t::string: return "expected a string";
        case json::value_t::boolean: return "expected true or false";
        default: return "expected a whole number";
        }
    }

    const std::string& m_file;
    std::string m_tile;
    std::vector<TileSetError>& m_errors;
};

bool validId(const std::string& id)
{
    if (id.empty() || id.size() > 64)
        return false;
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
            return false;
    return true;
}

RealmDef readRealm(Reader& r, const json& j, const std::string& path)
{
    RealmDef realm;
    if (!j.is_object()) {
        r.error(TileSetErrorCode::WrongType, path, "expected an object");
        return realm;
    }
    r.checkKeys(j, path, {"kind", "edges", "symbols", "name"});
    std::string kind = r.string(j, path, "kind", true);
    if (auto k = realmKindFromString(kind))
        realm.kind = *k;
    else if (!kind.empty())
        r.error(TileSetErrorCode::BadValue, path + ".kind", kind);
    if (const json* edges = r.field(j, path, "edges", false, json::value_t::array)) {
        for (std::size_t i = 0; i < edges->size(); ++i) {
            const json& e = (*edges)[i];
            std::string p = path + ".edges[" + std::to_string(i) + "]";
            auto d = e.is_string() ? dirFromString(e.get<std::string>()) : std::nullopt;
            if (!d) {
                r.error(TileSetErrorCode::BadValue, p, e.dump());
                continue;
            }
            std::uint8_t bit = std::uint8_t(1u << dirIndex(*d));
            if (realm.edgeMask & bit)
                r.error(TileSetErrorCode::BadValue, p, "edge listed twice");
            realm.edgeMask |= bit;
        }
    }
    if (const json* syms = r.field(j, path, "symbols", false, json::value_t::array)) {
        for (std::size_t i = 0; i < syms->size(); ++i) {
            const json& s = (*syms)[i];
            auto f = s.is_string() ? factionFromString(s.get<std::string>()) : std::nullopt;
            if (f)
                realm.symbols.push_back(*f);
            else
                r.error(TileSetErrorCode::BadValue, path + ".symbols[" + std::to_string(i) + "]",
                        s.dump());
        }
    }
    realm.planetName = r.string(j, path, "name", false);
    return realm;
}

TileType readTile(Reader& r, const json& j, const std::string& path)
{
    TileType t;
    if (!j.is_object()) {
        r.error(TileSetErrorCode::WrongType, path, "expected an object");
        return t;
    }
    t.id = r.string(j, path, "id", true);
    r.setTile(t.id);
    r.checkKeys(j, path, {"id", "count", "expansion", "name", "edges", "realms"});
    if (const json* c = r.field(j, path, "count", true, json::value_t::number_integer))
        t.count = c->is_number_unsigned()
                      ? static_cast<int>(std::min<std::uint64_t>(c->get<std::uint64_t>(), 1000000))
                      : static_cast<int>(std::clamp<std::int64_t>(c->get<std::int64_t>(), -1, 1000000));
    t.expansion = r.string(j, path, "expansion", true);
    t.name = r.text(j, path, "name", true);
    if (const json* e = r.field(j, path, "edges", true, json::value_t::object)) {
        std::string p = path + ".edges";
        r.checkKeys(*e, p, {"N", "E", "S", "W"});
        for (int d = 0; d < 4; ++d) {
            std::string key(token(dirFromIndex(d)));
            std::string v = r.string(*e, p, key.c_str(), true);
            if (auto k = edgeKindFromString(v))
                t.edges[d] = *k;
            else if (!v.empty())
                r.error(TileSetErrorCode::BadValue, p + "." + key, v);
        }
    }
    if (const json* realms = r.field(j, path, "realms", true, json::value_t::array)) {
        for (std::size_t i = 0; i < realms->size(); ++i)
            t.realms.push_back(readRealm(r, (*realms)[i], path + ".realms[" + std::to_string(i) + "]"));
    }
    return t;
}

TileSet readSet(Reader& r, const json& doc)
{
    TileSet set;
    if (!doc.is_object()) {
        r.error(TileSetErrorCode::WrongType, "(document)", "expected an object");
        return set;
    }
    std::string format = r.string(doc, "", "format", false);
    if (format != kFormatName) {
        r.error(TileSetErrorCode::WrongFormat, "format", format);
        return set;
    }
    if (const json* v = r.field(doc, "", "version", true, json::value_t::number_integer)) {
        if (v->is_number_unsigned() ? v->get<std::uint64_t>() > TileSet::kFormatVersion
                                    : v->get<std::int64_t>() > TileSet::kFormatVersion) {
            r.error(TileSetErrorCode::NewerVersion, "version", v->dump());
            return set;
        }
        if (v->get<std::int64_t>() < 1) {
            r.error(TileSetErrorCode::BadVersion, "version", v->dump());
            return set;
        }
    } else {
        return set;
    }
    r.checkKeys(doc, "", {"format", "version", "id", "role", "name", "reconstruction", "note",
                          "startTile", "tiles"});
    set.id = r.string(doc, "", "id", true);
    std::string role = r.string(doc, "", "role", true);
    if (role == "expansion")
        set.role = TileSetRole::Expansion;
    else if (role != "base" && !role.empty())
        r.error(TileSetErrorCode::BadValue, "role", role);
    set.name = r.text(doc, "", "name", true);
    if (const json* rec = r.field(doc, "", "reconstruction", true, json::value_t::boolean))
        set.reconstruction = rec->get<bool>();
    set.note = r.text(doc, "", "note", false);
    set.startTile = r.string(doc, "", "startTile", false);
    if (const json* tiles = r.field(doc, "", "tiles", true, json::value_t::array)) {
        for (std::size_t i = 0; i < tiles->size(); ++i) {
            set.tiles.push_back(readTile(r, (*tiles)[i], "tiles[" + std::to_string(i) + "]"));
            r.setTile({});
        }
    }
    return set;
}

/** Builds the JSON of a set in the documented field order; with nlohmann::json (sorted keys)
 * this is the canonical form the content hash is taken of, with ordered_json the file layout. */
template <class J>
J realmToJson(const RealmDef& realm)
{
    J j;
    j["kind"] = token(realm.kind);
    if (realm.kind != RealmKind::Planet) {
        J edges = J::array();
        for (int d = 0; d < 4; ++d)
            if (realm.edgeMask & (1u << d))
                edges.push_back(token(dirFromIndex(d)));
        j["edges"] = edges;
    } else {
        j["name"] = realm.planetName;
    }
    if (!realm.symbols.empty()) {
        J syms = J::array();
        for (Faction f : realm.symbols)
            syms.push_back(token(f));
        j["symbols"] = syms;
    }
    return j;
}

template <class J>
J textToJson(const LocalizedText& t)
{
    J j;
    j["en"] = t.en;
    j["cs"] = t.cs;
    return j;
}

template <class J>
J setToJson(const TileSet& set)
{
    J doc;
    doc["format"] = kFormatName;
    doc["version"] = TileSet::kFormatVersion;
    doc["id"] = set.id;
    doc["role"] = set.role == TileSetRole::Base ? "base" : "expansion";
    doc["name"] = textToJson<J>(set.name);
    doc["reconstruction"] = set.reconstruction;
    if (!set.note.en.empty() || !set.note.cs.empty())
        doc["note"] = textToJson<J>(set.note);
    if (!set.startTile.empty())
        doc["startTile"] = set.startTile;
    J tiles = J::array();
    for (const TileType& t : set.tiles) {
        J jt;
        jt["id"] = t.id;
        jt["count"] = t.count;
        jt["expansion"] = t.expansion;
        jt["name"] = textToJson<J>(t.name);
        J edges;
        for (int d = 0; d < 4; ++d)
            edges[std::string(token(dirFromIndex(d)))] = token(t.edges[d]);
        jt["edges"] = edges;
        J realms = J::array();
        for (const RealmDef& r : t.realms)
            realms.push_back(realmToJson<J>(r));
        jt["realms"] = realms;
        tiles.push_back(jt);
    }
    doc["tiles"] = tiles;
    return doc;
}

TileSetLoadResult readTileSetJson(const json& doc, const std::string& fileName, bool validate)
{
    TileSetLoadResult result;
    Reader reader(fileName, result.errors);
    result.set = readSet(reader, doc);
    if (validate && result.errors.empty())
        result.errors = validateTileSet(result.set, fileName);
    return result;
}

TileSetLoadResult parseText(std::string_view text, const std::string& fileName, bool validate)
{
    TileSetLoadResult result;
    json doc;
    try {
        doc = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        result.errors.push_back({TileSetErrorCode::Syntax, fileName, {}, {},
                                 "byte " + std::to_string(e.byte) + ": " + e.what()});
        return result;
    } catch (const std::exception& e) {
        result.errors.push_back({TileSetErrorCode::Syntax, fileName, {}, {}, e.what()});
        return result;
    }
    return readTileSetJson(doc, fileName, validate);
}

} // namespace

json tileSetToJson(const TileSet& set) { return setToJson<json>(set); }

TileSetLoadResult parseTileSet(std::string_view text, const std::string& fileName)
{
    return parseText(text, fileName, true);
}

TileSetLoadResult parseTileSetStructure(std::string_view text, const std::string& fileName)
{
    return parseText(text, fileName, false);
}

TileSetLoadResult tileSetFromJson(const json& doc, const std::string& fileName)
{
    return readTileSetJson(doc, fileName, true);
}

TileSetLoadResult loadTileSetFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        TileSetLoadResult r;
        r.errors.push_back({TileSetErrorCode::Io, path, {}, {}, "cannot open the file"});
        return r;
    }
    std::ostringstream buf;
    buf << in.rdbuf();
    return parseTileSet(buf.str(), path);
}

std::string serializeTileSet(const TileSet& set)
{
    return setToJson<nlohmann::ordered_json>(set).dump(2) + "\n";
}

std::string contentHash(const TileSet& set) { return "sha256:" + sha256Hex(tileSetToJson(set).dump()); }

std::vector<TileSetError> validateTileSet(const TileSet& set, const std::string& file)
{
    std::vector<TileSetError> errors;
    auto err = [&](TileSetErrorCode c, const std::string& tile, const std::string& field,
                   std::string detail = {}) {
        errors.push_back({c, file, tile, field, std::move(detail)});
    };
    if (!validId(set.id))
        err(TileSetErrorCode::BadValue, {}, "id", set.id);
    if (set.name.en.empty() || set.name.cs.empty())
        err(TileSetErrorCode::BadValue, {}, "name", "both names must be non-empty");
    if (set.tiles.empty())
        err(TileSetErrorCode::BadValue, {}, "tiles", "the set has no tiles");
    std::set<std::string> ids;
    long total = 0;
    for (std::size_t i = 0; i < set.tiles.size(); ++i) {
        const TileType& t = set.tiles[i];
        const std::string p = "tiles[" + std::to_string(i) + "]";
        if (!validId(t.id))
            err(TileSetErrorCode::BadValue, t.id, p + ".id", t.id);
        else if (!ids.insert(t.id).second)
            err(TileSetErrorCode::DuplicateId, t.id, p + ".id", t.id);
        if (t.count < 1)
            err(TileSetErrorCode::BadValue, t.id, p + ".count", std::to_string(t.count));
        else if (t.count > kMaxTileCount)
            err(TileSetErrorCode::TooManyTiles, t.id, p + ".count", std::to_string(t.count));
        else
            total += t.count;
        if (t.expansion != "base" && t.expansion != "exp1")
            err(TileSetErrorCode::BadValue, t.id, p + ".expansion", t.expansion);
        if (t.name.en.empty() || t.name.cs.empty())
            err(TileSetErrorCode::BadValue, t.id, p + ".name", "both names must be non-empty");
        if (t.realms.size() > kMaxRealmsPerTile)
            err(TileSetErrorCode::TooManyTiles, t.id, p + ".realms",
                std::to_string(t.realms.size()) + " realms");
        std::array<int, 4> claims{0, 0, 0, 0};
        int planets = 0;
        for (std::size_t k = 0; k < t.realms.size(); ++k) {
            const RealmDef& r = t.realms[k];
            const std::string rp = p + ".realms[" + std::to_string(k) + "]";
            if (r.symbols.size() > kMaxSymbolsPerRealm)
                err(TileSetErrorCode::BadValue, t.id, rp + ".symbols",
                    std::to_string(r.symbols.size()) + " symbols");
            if (r.kind == RealmKind::Planet) {
                ++planets;
                if (r.edgeMask)
                    err(TileSetErrorCode::BadValue, t.id, rp + ".edges",
                        "a planet touches no edge");
                if (r.planetName.empty())
                    err(TileSetErrorCode::MissingField, t.id, rp + ".name");
                continue;
            }
            if (!r.planetName.empty())
                err(TileSetErrorCode::UnknownField, t.id, rp + ".name", "only planets have names");
            const int n = __builtin_popcount(r.edgeMask);
            const EdgeKind want = r.kind == RealmKind::Route ? EdgeKind::Route : EdgeKind::Asteroid;
            if (n == 0 || (r.kind == RealmKind::Route && n > 2))
                err(TileSetErrorCode::BadValue, t.id, rp + ".edges",
                    r.kind == RealmKind::Route ? "a route touches one or two edges"
                                               : "an asteroid field touches at least one edge");
            for (int d = 0; d < 4; ++d) {
                if (!(r.edgeMask & (1u << d)))
                    continue;
                ++claims[d];
                if (t.edges[d] != want)
                    err(TileSetErrorCode::EdgeMismatch, t.id, rp + ".edges",
                        std::string(token(dirFromIndex(d))) + " is " +
                            std::string(token(t.edges[d])));
            }
        }
        if (planets > 1)
            err(TileSetErrorCode::TwoPlanets, t.id, p + ".realms", std::to_string(planets));
        for (int d = 0; d < 4; ++d) {
            const std::string ep = p + ".edges." + std::string(token(dirFromIndex(d)));
            if (t.edges[d] != EdgeKind::Space && claims[d] == 0)
                err(TileSetErrorCode::EdgeUnclaimed, t.id, ep, std::string(token(t.edges[d])));
            if (claims[d] > 1)
                err(TileSetErrorCode::EdgeClaimedTwice, t.id, ep, std::to_string(claims[d]));
        }
    }
    if (total > kMaxTotalTiles)
        err(TileSetErrorCode::TooManyTiles, {}, "tiles", std::to_string(total));
    if (set.role == TileSetRole::Base) {
        if (set.startTile.empty())
            err(TileSetErrorCode::StartTile, {}, "startTile", "a base set needs a start tile");
        else if (!set.find(set.startTile))
            err(TileSetErrorCode::StartTile, {}, "startTile", set.startTile);
    } else if (!set.startTile.empty()) {
        err(TileSetErrorCode::StartTile, {}, "startTile", "an expansion set has no start tile");
    }
    return errors;
}

int TileSet::totalTiles() const
{
    int n = 0;
    for (const TileType& t : tiles)
        n += t.count;
    return n;
}

const TileType* TileSet::find(std::string_view tileId) const
{
    for (const TileType& t : tiles)
        if (t.id == tileId)
            return &t;
    return nullptr;
}

std::string describe(const TileSetError& e)
{
    static const char* const kText[] = {
        "cannot read the file",
        "not valid JSON",
        "not a Starlanes tile set (\"format\" must be \"starlanes-tileset\")",
        "written by a newer version of Starlanes",
        "the version must be a positive whole number",
        "required field is missing",
        "wrong type",
        "unknown field",
        "invalid value",
        "tile id used twice",
        "edge kind does not match the realm",
        "edge belongs to no realm",
        "edge belongs to more than one realm",
        "more than one planet on a tile",
        "start tile problem",
        "too many tiles",
    };
    std::string s = e.file;
    if (!e.tileId.empty())
        s += ": tile " + e.tileId;
    if (!e.field.empty())
        s += ": " + e.field;
    s += ": ";
    s += kText[static_cast<int>(e.code)];
    if (!e.detail.empty())
        s += " (" + e.detail + ")";
    return s;
}

} // namespace sl
