// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "inputlimits.h"
#include "types.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

/** Tile-set definitions as users write them (resources/tilesets/FORMAT.md), and their validation.
 */
namespace sl {

/** A text in both UI languages. */
struct LocalizedText
{
    std::string en;
    std::string cs;
    bool operator==(const LocalizedText&) const = default;
};

/** One realm drawn on a tile: a route segment, an asteroid field or the planet (R-TILE-2). */
struct RealmDef
{
    RealmKind kind = RealmKind::Route;
    /** Bit d set when the realm touches edge d (Dir order N, E, S, W). Planets touch none. */
    std::uint8_t edgeMask = 0;
    std::vector<Faction> symbols;
    /** Planet name (planets only). */
    std::string planetName;
    bool operator==(const RealmDef&) const = default;
};

/** One tile type: its picture is fully given by edges and realms. */
struct TileType
{
    std::string id;
    int count = 1;
    std::array<EdgeKind, 4> edges{EdgeKind::Space, EdgeKind::Space, EdgeKind::Space,
                                  EdgeKind::Space};
    std::vector<RealmDef> realms;
    /** "base" or "exp1". */
    std::string expansion = "base";
    LocalizedText name;
    bool operator==(const TileType&) const = default;
};

/** Whether a set stands alone (it holds the start tile) or is added to a base set. */
enum class TileSetRole : std::uint8_t { Base, Expansion };

/** A whole tile-set file. */
struct TileSet
{
    static constexpr int kFormatVersion = 1;
    std::string id;
    TileSetRole role = TileSetRole::Base;
    LocalizedText name;
    bool reconstruction = false;
    LocalizedText note;
    /** Id of the tile type one of whose tiles is the start tile (base sets only). */
    std::string startTile;
    std::vector<TileType> tiles;
    bool operator==(const TileSet&) const = default;

    int totalTiles() const;
    const TileType* find(std::string_view tileId) const;
};

/** What is wrong with a tile set. Messages are built from these codes by the callers. */
enum class TileSetErrorCode : std::uint8_t {
    Io,               ///< file cannot be read
    Syntax,           ///< not JSON
    WrongFormat,      ///< "format" missing or not "starlanes-tileset"
    NewerVersion,     ///< written by a newer Starlanes
    BadVersion,       ///< version not a positive integer
    MissingField,     ///< a required field is absent
    WrongType,        ///< a field has the wrong JSON type
    UnknownField,     ///< a field that the format does not know (probably a typo)
    BadValue,         ///< a value outside its allowed set or range
    DuplicateId,      ///< two tile types share an id
    EdgeMismatch,     ///< a realm's edge does not have the realm's edge kind
    EdgeUnclaimed,    ///< a route or asteroid edge belongs to no realm
    EdgeClaimedTwice, ///< an edge belongs to two realms
    TwoPlanets,       ///< more than one planet on a tile
    StartTile,        ///< start tile missing, unknown or present in an expansion set
    TooManyTiles,     ///< a count or the total is over the supported limit
    OverLimit,        ///< the text is beyond the readers' limits (inputlimits.h; reason says which)
};

/** More precisely what is wrong; the words are the caller's (describe(), or the GUI's). */
enum class TileSetReason : std::uint8_t {
    None,
    // the file (Io)
    NotFound,       ///< no such file
    IsDirectory,    ///< a folder, not a file
    NoPermission,   ///< the file may not be read
    TooLarge,       ///< over kMaxTileSetFileBytes (value: its size in bytes)
    ReadFailed,     ///< reading stopped before the end
    NotRegularFile, ///< a pipe, a device or a socket
    // the JSON text over the readers' limits (inputlimits.h)
    TooDeep,       ///< nested deeper than kTileSetLimits.maxDepth (line and column: where)
    TooManyValues, ///< more than kTileSetLimits.maxValues values
    DuplicateKey,  ///< an object names a key twice (field: the object, value: the key)
    // the JSON text (Syntax; line and column say where)
    Empty,         ///< nothing but white space
    UnexpectedEnd, ///< the text ends in the middle of a value
    NotUtf8,       ///< bytes that are not UTF-8 text
    Unexpected,    ///< a character that cannot stand where it is
    // types (WrongType)
    ExpectedObject,
    ExpectedArray,
    ExpectedString,
    ExpectedBool,
    ExpectedInteger,
    // values
    InvalidId,          ///< ids: a-z, 0-9, '-' and '_', 1 to 64 characters
    NamesEmpty,         ///< both names (English and Czech) must be given
    NoTiles,            ///< the set has no tile types
    CountBelowOne,      ///< a tile type's count is below 1 (value: the count)
    CountAboveLimit,    ///< a count above kMaxTileCount (value: the count)
    TotalAboveLimit,    ///< all counts together above kMaxTotalTiles (value: the total)
    TooManyTileTypes,   ///< more tile types than kMaxTotalTiles (value: how many)
    TooManyRealms,      ///< more than kMaxRealmsPerTile realms (value: how many)
    TooManySymbols,     ///< more than kMaxSymbolsPerRealm symbols (value: how many)
    EdgeListedTwice,    ///< an edge named twice in one realm
    PlanetTouchesEdge,  ///< a planet lists edges
    RouteEdges,         ///< a route touches one or two edges
    AsteroidEdges,      ///< an asteroid field touches at least one edge
    OnlyPlanetsNamed,   ///< a name on a realm that is not a planet
    EdgeOtherKind,      ///< a realm claims an edge of another kind (value: the edge, N E S W)
    NeedsStartTile,     ///< a base set names no start tile
    UnknownStartTile,   ///< the start tile is not a tile type of the set (value: its id)
    ExpansionStartTile, ///< an expansion set names a start tile
};

/** One problem found in a tile set: where (file, tile, field, line and column) and what. */
struct TileSetError
{
    TileSetErrorCode code;
    std::string file;
    std::string tileId; ///< empty for set-level problems
    std::string field;  ///< JSON path of the field, e.g. "tiles[3].realms[1].edges"
    std::string value;  ///< the offending value as written in the file, or empty
    TileSetReason reason = TileSetReason::None;
    int line = 0;   ///< where in the file a syntax error is (1-based), 0 when not known
    int column = 0; ///< the character on that line (1-based)
    bool operator==(const TileSetError&) const = default;
};

/**
 * English one-line description for logs and the CLI:
 * `file: tile sw03: tiles[3].count: invalid value "-3": a tile type needs a count of at least 1`.
 */
std::string describe(const TileSetError& e);
/** The reason alone in English, or empty ("a tile type needs a count of at least 1"). */
std::string describe(TileSetReason reason);

constexpr int kMaxTileCount = 50;   ///< per tile type
constexpr int kMaxTotalTiles = 400; ///< per game
constexpr int kMaxRealmsPerTile = 8;
constexpr int kMaxSymbolsPerRealm = 4;
/** The largest tile-set file any reader takes (kTileSetLimits in inputlimits.h). */
constexpr long long kMaxTileSetFileBytes = static_cast<long long>(kTileSetLimits.maxBytes);

/**
 * Result of reading a tile set: the set, or the problems found: the first kMaxListedProblems
 * of them, and how many more there are.
 */
struct TileSetLoadResult
{
    TileSet set;
    std::vector<TileSetError> errors;
    std::size_t unlisted = 0; ///< problems found beyond those in `errors`
    bool ok() const { return errors.empty(); }
};

/** Parses and validates JSON text; `fileName` is only used in error reports. Never throws. */
TileSetLoadResult parseTileSet(std::string_view json, const std::string& fileName);
/**
 * Parses the document's structure only (syntax, format, version, field names and types), not
 * the content rules of validateTileSet: for the editor, which opens a well-formed set with
 * content problems and lists them. Never throws.
 */
TileSetLoadResult parseTileSetStructure(std::string_view json, const std::string& fileName);
/**
 * Reads a file and parses it (with `validate` false the structure only, as
 * parseTileSetStructure). A missing file, a folder, an unreadable or a too large file is
 * reported with its reason. Never throws.
 */
TileSetLoadResult loadTileSetFile(const std::string& path, bool validate = true);
/**
 * Serialises a set to the documented JSON format: fields in the order of FORMAT.md, two-space
 * indent, UTF-8, a final newline. The same set always gives the same bytes (the built-in files
 * are written this way).
 */
std::string serializeTileSet(const TileSet& set);
/** Checks a set's content rules (also used by the editor before saving). */
std::vector<TileSetError> validateTileSet(const TileSet& set, const std::string& fileName);
/** SHA-256 of the set's canonical JSON, as "sha256:<hex>". Equal for equal content. */
std::string contentHash(const TileSet& set);

/** Names of the built-in sets ("base", "exp1"). */
std::vector<std::string> builtinTileSetIds();
/** The JSON text of a built-in set, or empty. */
std::string_view builtinTileSetJson(std::string_view id);
/** A built-in set, parsed (cached after the first call). Throws std::out_of_range if unknown. */
const TileSet& builtinTileSet(std::string_view id);

} // namespace sl
