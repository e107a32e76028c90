// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "tileset.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

/** The tile types of one game, precomputed for fast matching (packed edge signatures). */
namespace sl {

/**
 * Packed edges: two bits per direction d at bit 2d, holding an EdgeKind code (1–3). A frontier
 * cell's key has the same layout with 0 where the cell has no neighbour, so a rotation fits
 * when every non-zero field of the key equals the signature's field.
 */
using EdgeSig = std::uint8_t;

/** One tile type with everything the rules need, in every rotation. */
struct CatalogType
{
    TileType def;
    int segCount = 0;
    int planetSeg = -1;
    std::array<RealmKind, kMaxRealmsPerTile> segKind{};
    /** Edge count of each segment: its open ends when placed alone. */
    std::array<std::uint8_t, kMaxRealmsPerTile> segEdges{};
    std::array<std::array<std::uint8_t, kFactions>, kMaxRealmsPerTile> segSymbols{};
    /** Signature of rotation r (r quarter turns clockwise). */
    std::array<EdgeSig, 4> sig{};
    /** Segment at direction d in rotation r, or -1 for space. */
    std::array<std::array<std::int8_t, 4>, 4> segAt{};
    /** Rotations that are not a repeat of an earlier, identical rotation. */
    std::uint8_t distinctRotations = 0;
    /** The distinct rotation that rotation r looks exactly like (r itself when distinct). */
    std::array<std::uint8_t, 4> sameAs{0, 1, 2, 3};
    /** The segment of rotation `to` that lies where segment `seg` lies in rotation `from`, when
     *  the two rotations look alike (sameAs); -1 when there is none. */
    int equivalentSegment(int seg, int from, int to) const;
    /** key -> rotation mask; `fitDistinct` counts each identical rotation once. */
    std::array<std::uint8_t, 256> fitAll{};
    std::array<std::uint8_t, 256> fitDistinct{};
};

/** Problem building a catalog from several sets (duplicate ids, start tile). */
struct CatalogError
{
    TileSetErrorCode code;
    std::string tileId;
    std::string detail;
};

/** Immutable, shared by every state of a game. */
class TileCatalog
{
public:
    /** Builds the catalog of a game from its sets (e.g. base + exp1). Each set must be valid. */
    static std::shared_ptr<const TileCatalog> build(const std::vector<TileSet>& sets,
                                                    std::vector<CatalogError>* errors = nullptr);

    int size() const { return static_cast<int>(m_types.size()); }
    const CatalogType& type(int i) const { return m_types[static_cast<std::size_t>(i)]; }
    int startType() const { return m_startType; }
    int totalTiles() const { return m_totalTiles; }
    /** Index of the type with this id, or -1. */
    int find(std::string_view id) const;
    const std::vector<TileSet>& sets() const { return m_sets; }
    /** True when any set in play is the expansion (equipment, yellow die, 6 players). */
    bool hasExpansion() const { return m_hasExpansion; }

private:
    std::vector<CatalogType> m_types;
    std::vector<TileSet> m_sets;
    int m_startType = -1;
    int m_totalTiles = 0;
    bool m_hasExpansion = false;
};

/** Rotates a 4-bit edge mask r quarter turns clockwise. */
constexpr std::uint8_t rotateMask(std::uint8_t mask, int r)
{
    r &= 3;
    return static_cast<std::uint8_t>(((mask << r) | (mask >> (4 - r))) & 0xf);
}

constexpr EdgeSig sigField(EdgeSig sig, int d)
{
    return (sig >> (2 * d)) & 3;
}

} // namespace sl
