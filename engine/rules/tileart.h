// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "tileset.h"
#include "types.h"

#include <string>
#include <string_view>

/**
 * Tile art: a pure function from a tile definition to SVG markup, so the game, the editor and
 * the CLI draw every tile the same way. The output uses only the SVG Tiny 1.2 subset that Qt Svg
 * renders (no filters, masks, clip paths, patterns, CSS or nested documents).
 */
namespace sl {

/** A point in tile coordinates: 0..100 on both axes, y pointing down (north is up). */
struct ArtPoint
{
    double x = 0, y = 0;
};

/** What tileSvg draws besides the realms themselves. */
struct TileArtOptions
{
    bool planetNames = true;
    bool stars = true;
};

/**
 * SVG document of a tile type turned `rotation` quarter turns clockwise; viewBox 0 0 100 100.
 * Text (planet names) stays upright.
 */
std::string tileSvg(const TileType& type, int rotation = 0, const TileArtOptions& options = {});

/**
 * Where a meeple on realm `seg` stands, in the same 0..100 coordinates, for that rotation (it
 * must not cover the realm's symbol or the planet name). An unknown `seg` gives the centre.
 */
ArtPoint realmAnchor(const TileType& type, int seg, int rotation = 0);

/**
 * A short text that changes whenever anything tileSvg draws changes (id, box, edges, realms,
 * symbols, planet names), for caching pictures without generating the SVG.
 */
std::string tileArtKey(const TileType& type);

/** A contact sheet of a whole set: every tile type with its id, count and English name, `columns`
 * per row. */
std::string contactSheetSvg(const TileSet& set, int columns = 8);

/**
 * Inner SVG content (no outer <svg>) of a faction emblem drawn in a 0..100 box; implemented
 * elsewhere (generated from resources/art/emblem-*.svg).
 */
std::string_view emblemSvg(Faction f);

} // namespace sl
