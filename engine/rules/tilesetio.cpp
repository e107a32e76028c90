// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Reading and writing the tile-set JSON format (resources/tilesets/FORMAT.md).
#include "sha256.h"
#include "tileset.h"
#include "tilesetjson.h"

#include <nlohmann/json.hpp>

#include "inputfile.h"
#include "jsonread.h"
#include "jsonsyntax.h"

#include <initializer_list>

namespace sl {
namespace {

using nlohmann::json;
constexpr std::string_view kFormatName = "starlanes-tileset";

/**
 * Collects errors while walking the JSON document; every check reports and continues. Only the
 * first kMaxListedProblems are kept, the rest counted.
 */
class Reader
{
public:
    Reader(const std::string& file, std::vector<TileSetError>& errors, std::size_t& unlisted)
        : m_file(file), m_errors(errors), m_unlisted(unlisted)
    {
    }

    void error(TileSetErrorCode code, const std::string& field, const std::string& value = {},
               TileSetReason reason = TileSetReason::None)
    {
        if (m_errors.size() >= kMaxListedProblems) {
            ++m_unlisted;
            return;
        }
        m_errors.push_back(
            {code, m_file, shortQuote(m_tile), shortQuote(field), shortQuote(value), reason});
    }
    void setTile(std::string id) { m_tile = std::move(id); }

    /** Reports keys of `obj` that are not in `known`. */
    void checkKeys(const json& obj, const std::string& path,
                   std::initializer_list<const char*> known)
    {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            bool found = false;
            for (const char* k : known)
                found = found || it.key() == k;
            if (!found) error(TileSetErrorCode::UnknownField, join(path, it.key()));
        }
    }

    const json* field(const json& obj, const std::string& path, const char* key, bool required,
                      json::value_t type)
    {
        auto it = obj.find(key);
        if (it == obj.end()) {
            if (required) error(TileSetErrorCode::MissingField, join(path, key));
            return nullptr;
        }
        bool typeOk = it->type() == type ||
                      (type == json::value_t::number_integer && it->is_number_unsigned());
        if (!typeOk) {
            error(TileSetErrorCode::WrongType, join(path, key), {}, expected(type));
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
        if (!v) return t;
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
    static TileSetReason expected(json::value_t t)
    {
        switch (t) {
        case json::value_t::object:
            return TileSetReason::ExpectedObject;
        case json::value_t::array:
            return TileSetReason::ExpectedArray;
        case json::value_t::string:
            return TileSetReason::ExpectedString;
        case json::value_t::boolean:
            return TileSetReason::ExpectedBool;
        default:
            return TileSetReason::ExpectedInteger;
        }
    }

    const std::string& m_file;
    std::string m_tile;
    std::vector<TileSetError>& m_errors;
    std::size_t& m_unlisted;
};

RealmDef readRealm(Reader& r, const json& j, const std::string& path)
{
    RealmDef realm;
    if (!j.is_object()) {
        r.error(TileSetErrorCode::WrongType, path, {}, TileSetReason::ExpectedObject);
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
                r.error(TileSetErrorCode::BadValue, p, quoteValue(e));
                continue;
            }
            std::uint8_t bit = std::uint8_t(1u << dirIndex(*d));
            if (realm.edgeMask & bit)
                r.error(TileSetErrorCode::BadValue, p, e.get<std::string>(),
                        TileSetReason::EdgeListedTwice);
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
                        quoteValue(s));
        }
    }
    realm.planetName = r.string(j, path, "name", false);
    return realm;
}

TileType readTile(Reader& r, const json& j, const std::string& path)
{
    TileType t;
    if (!j.is_object()) {
        r.error(TileSetErrorCode::WrongType, path, {}, TileSetReason::ExpectedObject);
        return t;
    }
    t.id = r.string(j, path, "id", true);
    r.setTile(t.id);
    r.checkKeys(j, path, {"id", "count", "expansion", "name", "edges", "realms"});
    if (const json* c = r.field(j, path, "count", true, json::value_t::number_integer)) {
        // Kept exactly as written (the editor shows it, the checks quote it); a number no
        // count could ever be is refused here, quoted as it stands in the file.
        constexpr std::int64_t kFar = 1000000;
        const bool big = c->is_number_unsigned() ? c->get<std::uint64_t>() > std::uint64_t(kFar)
                                                 : c->get<std::int64_t>() > kFar;
        const bool small = !c->is_number_unsigned() && c->get<std::int64_t>() < -kFar;
        if (big)
            r.error(TileSetErrorCode::TooManyTiles, path + ".count", quoteValue(*c),
                    TileSetReason::CountAboveLimit);
        else if (small)
            r.error(TileSetErrorCode::BadValue, path + ".count", quoteValue(*c),
                    TileSetReason::CountBelowOne);
        else
            t.count = static_cast<int>(c->get<std::int64_t>());
    }
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
            t.realms.push_back(
                readRealm(r, (*realms)[i], path + ".realms[" + std::to_string(i) + "]"));
    }
    return t;
}

TileSet readSet(Reader& r, const json& doc)
{
    TileSet set;
    if (!doc.is_object()) {
        r.error(TileSetErrorCode::WrongType, "(document)", {}, TileSetReason::ExpectedObject);
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
            r.error(TileSetErrorCode::NewerVersion, "version", quoteValue(*v));
            return set;
        }
        if (v->get<std::int64_t>() < 1) {
            r.error(TileSetErrorCode::BadVersion, "version", quoteValue(*v));
            return set;
        }
    } else {
        return set;
    }
    r.checkKeys(doc, "",
                {"format", "version", "id", "role", "name", "reconstruction", "note", "startTile",
                 "tiles"});
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
        // Every tile type has at least one tile: more types than a game may have tiles cannot
        // make a valid set, and reading them all would only fill memory with their problems.
        if (tiles->size() > static_cast<std::size_t>(kMaxTotalTiles)) {
            r.error(TileSetErrorCode::TooManyTiles, "tiles", std::to_string(tiles->size()),
                    TileSetReason::TooManyTileTypes);
            return set;
        }
        for (std::size_t i = 0; i < tiles->size(); ++i) {
            set.tiles.push_back(readTile(r, (*tiles)[i], "tiles[" + std::to_string(i) + "]"));
            r.setTile({});
        }
    }
    return set;
}

/** Builds the JSON of a set in the documented field order; with nlohmann::json (sorted keys)
 * this is the canonical form the content hash is taken of, with ordered_json the file layout. */
template <class J> J realmToJson(const RealmDef& realm)
{
    J j;
    j["kind"] = token(realm.kind);
    if (realm.kind != RealmKind::Planet) {
        J edges = J::array();
        for (int d = 0; d < 4; ++d)
            if (realm.edgeMask & (1u << d)) edges.push_back(token(dirFromIndex(d)));
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

template <class J> J textToJson(const LocalizedText& t)
{
    J j;
    j["en"] = t.en;
    j["cs"] = t.cs;
    return j;
}

template <class J> J setToJson(const TileSet& set)
{
    J doc;
    doc["format"] = kFormatName;
    doc["version"] = TileSet::kFormatVersion;
    doc["id"] = set.id;
    doc["role"] = set.role == TileSetRole::Base ? "base" : "expansion";
    doc["name"] = textToJson<J>(set.name);
    doc["reconstruction"] = set.reconstruction;
    if (!set.note.en.empty() || !set.note.cs.empty()) doc["note"] = textToJson<J>(set.note);
    if (!set.startTile.empty()) doc["startTile"] = set.startTile;
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

TileSetReason syntaxReason(JsonSyntaxKind k)
{
    switch (k) {
    case JsonSyntaxKind::Empty:
        return TileSetReason::Empty;
    case JsonSyntaxKind::UnexpectedEnd:
        return TileSetReason::UnexpectedEnd;
    case JsonSyntaxKind::NotUtf8:
        return TileSetReason::NotUtf8;
    case JsonSyntaxKind::TooLarge:
        return TileSetReason::TooLarge;
    case JsonSyntaxKind::TooDeep:
        return TileSetReason::TooDeep;
    case JsonSyntaxKind::TooManyValues:
        return TileSetReason::TooManyValues;
    case JsonSyntaxKind::DuplicateKey:
        return TileSetReason::DuplicateKey;
    case JsonSyntaxKind::Unexpected:
    case JsonSyntaxKind::Cancelled:
        break;
    }
    return TileSetReason::Unexpected;
}

TileSetLoadResult readTileSetJson(const json& doc, const std::string& fileName, bool validate)
{
    TileSetLoadResult result;
    Reader reader(fileName, result.errors, result.unlisted);
    result.set = readSet(reader, doc);
    if (validate && result.errors.empty()) {
        result.errors = validateTileSet(result.set, fileName);
        if (result.errors.size() > kMaxListedProblems) {
            result.unlisted = result.errors.size() - kMaxListedProblems;
            result.errors.resize(kMaxListedProblems);
        }
    }
    return result;
}

/** The problem of a text refused by readJson, as a tile-set problem. */
TileSetError syntaxError(const JsonSyntax& where, const std::string& fileName)
{
    TileSetError err{TileSetErrorCode::Syntax, fileName, {}, {}, {}, syntaxReason(where.kind)};
    if (hasPosition(where)) {
        err.line = where.line;
        err.column = where.column;
    }
    if (isLimit(where)) err.code = TileSetErrorCode::OverLimit;
    if (where.kind == JsonSyntaxKind::TooLarge) {
        err.code = TileSetErrorCode::Io;
        err.value = std::to_string(where.count);
    } else if (where.kind == JsonSyntaxKind::DuplicateKey) {
        err.field = where.path;
        err.value = where.key;
    }
    return err;
}

TileSetLoadResult parseText(std::string_view text, const std::string& fileName, bool validate)
{
    TileSetLoadResult result;
    JsonRead read = readJson(text, kTileSetLimits);
    if (!read.ok()) {
        result.errors.push_back(syntaxError(*read.problem, fileName));
        return result;
    }
    return readTileSetJson(read.doc, fileName, validate);
}
} // namespace

json tileSetToJson(const TileSet& set)
{
    return setToJson<json>(set);
}

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

namespace {
TileSetReason fileReason(FileProblem p)
{
    switch (p) {
    case FileProblem::NotFound:
        return TileSetReason::NotFound;
    case FileProblem::IsDirectory:
        return TileSetReason::IsDirectory;
    case FileProblem::NotRegular:
        return TileSetReason::NotRegularFile;
    case FileProblem::NoPermission:
        return TileSetReason::NoPermission;
    case FileProblem::TooLarge:
        return TileSetReason::TooLarge;
    case FileProblem::None:
    case FileProblem::ReadFailed:
        break;
    }
    return TileSetReason::ReadFailed;
}
} // namespace

TileSetLoadResult loadTileSetFile(const std::string& path, bool validate)
{
    const InputFile file = readInputFile(path, kTileSetLimits.maxBytes);
    if (!file.ok()) {
        TileSetLoadResult r;
        r.errors.push_back(
            {TileSetErrorCode::Io,
             path,
             {},
             {},
             file.problem == FileProblem::TooLarge ? std::to_string(file.size) : std::string(),
             fileReason(file.problem)});
        return r;
    }
    return parseText(file.text, path, validate);
}

std::string serializeTileSet(const TileSet& set)
{
    return setToJson<nlohmann::ordered_json>(set).dump(2) + "\n";
}

std::string contentHash(const TileSet& set)
{
    return "sha256:" + sha256Hex(tileSetToJson(set).dump());
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
        if (t.id == tileId) return &t;
    return nullptr;
}

} // namespace sl
