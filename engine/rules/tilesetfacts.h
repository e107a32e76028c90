// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "tileset.h"

#include <map>
#include <string>
#include <vector>

/**
 * Known facts about the printed tile sets (resources/tilesets/facts.json, documented in
 * resources/tilesets/FACTS.md), and checking a set against them. The facts are data, so that
 * correcting one never means changing code.
 */
namespace sl {

/** What a fact checks; the file names them in camelCase ("totalTiles"). */
enum class FactCheck : std::uint8_t {
    TotalTiles,        ///< the set has `value` tiles in all
    TypeCount,         ///< the set has `value` tile types
    TypeCounts,        ///< tile type id -> count, for every listed id
    StartTile,         ///< the set names a start tile (`value` true) or none (false)
    Planets,           ///< `value` tiles carry a planet
    PlanetSymbols,     ///< every planet has exactly `value` faction symbols
    UniquePlanetNames, ///< no two planets share a name
    SymbolFactions,    ///< symbols only of `factions`, and at least one of each of `required`
    TileShape,         ///< at least one tile type has this edge pattern and these realms
    ExpansionTag,      ///< every tile type is tagged `text value` ("base" or "exp1")
};

/** One fact of one set. */
struct Fact
{
    std::string id;
    FactCheck check = FactCheck::TotalTiles;
    int value = 0;                     ///< numbers; 1/0 for booleans
    std::string tag;                   ///< ExpansionTag
    std::map<std::string, int> counts; ///< TypeCounts
    std::vector<Faction> factions;     ///< SymbolFactions: allowed
    std::vector<Faction> required;     ///< SymbolFactions: must appear
    std::string edges;                 ///< TileShape: N E S W as "-RA…", any rotation
    std::vector<std::string> realms;   ///< TileShape: "planet", "route:1", "asteroid:2", …
    LocalizedText text;
    std::string source;
};

/** The facts that apply to one role of set. */
struct FactSheet
{
    TileSetRole role = TileSetRole::Base;
    LocalizedText title;
    std::vector<Fact> facts;
};

/** A tile type whose count differs from the fact. */
struct FactMismatch
{
    std::string tileId;
    int found = 0; ///< 0 when the type is missing
    int expected = 0;
};

/** The verdict on one fact. */
struct FactResult
{
    const Fact* fact = nullptr;
    bool ok = false;
    /** What the set has, for numeric facts (tiles, types, planets); -1 when not numeric. */
    int found = -1;
    /** TypeCounts: the types that differ. PlanetSymbols, UniquePlanetNames, SymbolFactions:
     * the offending tile ids (count 0). */
    std::vector<FactMismatch> mismatches;
};

/** The built-in facts file, parsed once. Throws std::logic_error if it is broken (a test
 * guards that it is not). */
const std::vector<FactSheet>& builtinFacts();

/** Parses a facts document; on error returns nothing and sets `error`. */
std::vector<FactSheet> parseFacts(std::string_view json, std::string* error);

/** The sheet for a set's role, or null. */
const FactSheet* factSheetFor(const std::vector<FactSheet>& sheets, TileSetRole role);

/** Checks every fact of `sheet` against `set`. */
std::vector<FactResult> checkFacts(const TileSet& set, const FactSheet& sheet);

} // namespace sl
