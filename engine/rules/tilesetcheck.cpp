// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The content rules a tile set must keep (resources/tilesets/FORMAT.md, "Validation") and its
// problems in words (the CLI's, and the English the GUI's translations start from).
#include "jsonsyntax.h"
#include "tileset.h"

#include <algorithm>
#include <set>
#include <string>

namespace sl {
namespace {

bool validId(const std::string& id)
{
    if (id.empty() || id.size() > 64) return false;
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
            return false;
    return true;
}

} // namespace

std::vector<TileSetError> validateTileSet(const TileSet& set, const std::string& file)
{
    using C = TileSetErrorCode;
    using W = TileSetReason;
    std::vector<TileSetError> errors;
    auto err = [&](C c, const std::string& tile, const std::string& field,
                   const std::string& value = {}, W why = W::None) {
        errors.push_back({c, file, shortQuote(tile), field, shortQuote(value), why});
    };
    if (!validId(set.id)) err(C::BadValue, {}, "id", set.id, W::InvalidId);
    if (set.name.en.empty() || set.name.cs.empty()) err(C::BadValue, {}, "name", {}, W::NamesEmpty);
    if (set.tiles.empty()) err(C::BadValue, {}, "tiles", {}, W::NoTiles);
    std::set<std::string> ids;
    long total = 0;
    for (std::size_t i = 0; i < set.tiles.size(); ++i) {
        const TileType& t = set.tiles[i];
        const std::string p = "tiles[" + std::to_string(i) + "]";
        if (!validId(t.id))
            err(C::BadValue, t.id, p + ".id", t.id, W::InvalidId);
        else if (!ids.insert(t.id).second)
            err(C::DuplicateId, t.id, p + ".id", t.id);
        if (t.count < 1)
            err(C::BadValue, t.id, p + ".count", std::to_string(t.count), W::CountBelowOne);
        else if (t.count > kMaxTileCount)
            err(C::TooManyTiles, t.id, p + ".count", std::to_string(t.count), W::CountAboveLimit);
        else
            total += t.count;
        if (t.expansion != "base" && t.expansion != "exp1")
            err(C::BadValue, t.id, p + ".expansion", t.expansion);
        if (t.name.en.empty() || t.name.cs.empty())
            err(C::BadValue, t.id, p + ".name", {}, W::NamesEmpty);
        if (t.realms.size() > kMaxRealmsPerTile)
            err(C::TooManyTiles, t.id, p + ".realms", std::to_string(t.realms.size()),
                W::TooManyRealms);
        std::array<int, 4> claims{0, 0, 0, 0};
        int planets = 0;
        for (std::size_t k = 0; k < t.realms.size(); ++k) {
            const RealmDef& r = t.realms[k];
            const std::string rp = p + ".realms[" + std::to_string(k) + "]";
            if (r.symbols.size() > kMaxSymbolsPerRealm)
                err(C::BadValue, t.id, rp + ".symbols", std::to_string(r.symbols.size()),
                    W::TooManySymbols);
            if (r.kind == RealmKind::Planet) {
                ++planets;
                if (r.edgeMask) err(C::BadValue, t.id, rp + ".edges", {}, W::PlanetTouchesEdge);
                if (r.planetName.empty()) err(C::MissingField, t.id, rp + ".name");
                continue;
            }
            if (!r.planetName.empty())
                err(C::UnknownField, t.id, rp + ".name", r.planetName, W::OnlyPlanetsNamed);
            const int n = __builtin_popcount(r.edgeMask);
            const EdgeKind want = r.kind == RealmKind::Route ? EdgeKind::Route : EdgeKind::Asteroid;
            if (n == 0 || (r.kind == RealmKind::Route && n > 2))
                err(C::BadValue, t.id, rp + ".edges", {},
                    r.kind == RealmKind::Route ? W::RouteEdges : W::AsteroidEdges);
            for (int d = 0; d < 4; ++d) {
                if (!(r.edgeMask & (1u << d))) continue;
                ++claims[d];
                if (t.edges[d] != want)
                    err(C::EdgeMismatch, t.id, rp + ".edges", std::string(token(dirFromIndex(d))),
                        W::EdgeOtherKind);
            }
        }
        if (planets > 1) err(C::TwoPlanets, t.id, p + ".realms");
        for (int d = 0; d < 4; ++d) {
            const std::string ep = p + ".edges." + std::string(token(dirFromIndex(d)));
            if (t.edges[d] != EdgeKind::Space && claims[d] == 0) err(C::EdgeUnclaimed, t.id, ep);
            if (claims[d] > 1) err(C::EdgeClaimedTwice, t.id, ep);
        }
    }
    if (total > kMaxTotalTiles)
        err(C::TooManyTiles, {}, "tiles", std::to_string(total), W::TotalAboveLimit);
    if (set.role == TileSetRole::Base) {
        if (set.startTile.empty())
            err(C::StartTile, {}, "startTile", {}, W::NeedsStartTile);
        else if (!set.find(set.startTile))
            err(C::StartTile, {}, "startTile", set.startTile, W::UnknownStartTile);
    } else if (!set.startTile.empty()) {
        err(C::StartTile, {}, "startTile", set.startTile, W::ExpansionStartTile);
    }
    return errors;
}

std::string describe(TileSetReason reason)
{
    using W = TileSetReason;
    switch (reason) {
    case W::None:
        return {};
    case W::NotFound:
        return "no such file";
    case W::IsDirectory:
        return "it is a folder, not a file";
    case W::NoPermission:
        return "permission denied";
    case W::TooLarge:
        return "the file is too large for a tile set (at most " +
               std::to_string(kMaxTileSetFileBytes) + " bytes)";
    case W::ReadFailed:
        return "the file could not be read to its end";
    case W::NotRegularFile:
        return "it is not a regular file (a pipe, a device or a socket)";
    case W::TooDeep:
        return "values nested more than " + std::to_string(kTileSetLimits.maxDepth) + " deep";
    case W::TooManyValues:
        return "the file holds more than " + std::to_string(kTileSetLimits.maxValues) + " values";
    case W::DuplicateKey:
        return "the key appears twice in one object";
    case W::Empty:
        return "the file is empty";
    case W::UnexpectedEnd:
        return "the text ends in the middle of a value";
    case W::NotUtf8:
        return "the text is not UTF-8";
    case W::Unexpected:
        return "unexpected character";
    case W::ExpectedObject:
        return "expected an object";
    case W::ExpectedArray:
        return "expected an array";
    case W::ExpectedString:
        return "expected a string";
    case W::ExpectedBool:
        return "expected true or false";
    case W::ExpectedInteger:
        return "expected a whole number";
    case W::InvalidId:
        return "an id is 1 to 64 of a-z, 0-9, - and _";
    case W::NamesEmpty:
        return "both names, English and Czech, must be given";
    case W::NoTiles:
        return "the set has no tiles";
    case W::CountBelowOne:
        return "a tile type needs a count of at least 1";
    case W::CountAboveLimit:
        return "at most " + std::to_string(kMaxTileCount) + " of one tile type";
    case W::TotalAboveLimit:
        return "at most " + std::to_string(kMaxTotalTiles) + " tiles in a game";
    case W::TooManyTileTypes:
        return "more tile types than a game may have tiles (at most " +
               std::to_string(kMaxTotalTiles) + ")";
    case W::TooManyRealms:
        return "at most " + std::to_string(kMaxRealmsPerTile) + " realms on a tile";
    case W::TooManySymbols:
        return "at most " + std::to_string(kMaxSymbolsPerRealm) + " symbols in a realm";
    case W::EdgeListedTwice:
        return "edge listed twice";
    case W::PlanetTouchesEdge:
        return "a planet touches no edge";
    case W::RouteEdges:
        return "a route touches one or two edges";
    case W::AsteroidEdges:
        return "an asteroid field touches at least one edge";
    case W::OnlyPlanetsNamed:
        return "only planets have names";
    case W::EdgeOtherKind:
        return "the tile's edge there is of another kind";
    case W::NeedsStartTile:
        return "a base set needs a start tile";
    case W::UnknownStartTile:
        return "no tile type of the set has this id";
    case W::ExpansionStartTile:
        return "an expansion set has no start tile";
    }
    return {};
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
        "larger than a tile set may be",
    };
    std::string s = e.file;
    if (!e.tileId.empty()) s += ": tile " + e.tileId;
    if (!e.field.empty()) s += ": " + e.field;
    s += ": ";
    s += kText[static_cast<int>(e.code)];
    if (e.reason == TileSetReason::TooLarge) // the value is the file's size
        s += ": the file is too large for a tile set (" + e.value + " bytes; at most " +
             std::to_string(kMaxTileSetFileBytes) + ")";
    else if (e.reason == TileSetReason::DuplicateKey) // the value is the key
        return s + ": the key \"" + e.value + "\" appears twice in one object";
    else if (!e.value.empty())
        s += " \"" + e.value + "\"";
    if (const std::string why = describe(e.reason);
        !why.empty() && e.reason != TileSetReason::TooLarge)
        s += ": " + why;
    if (e.line > 0)
        s += " at line " + std::to_string(e.line) + ", column " + std::to_string(e.column);
    return s;
}

} // namespace sl
