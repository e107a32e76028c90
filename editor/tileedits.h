// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tileset.h"

#include <optional>

/**
 * The edits a user makes on one tile type, as pure functions from a tile to the edited tile.
 * Each keeps the tile consistent with the format's edge rules (every route or asteroid edge
 * belongs to exactly one realm of its kind), so that a click never produces a broken tile;
 * what it cannot do it refuses with std::nullopt. Qt-free, used by the undo commands.
 */
namespace sled::edit {

/** The realm that touches edge `dir` (0 = N … 3 = W), or -1 for space. */
int realmAt(const sl::TileType& t, int dir);
/** The planet's realm index, or -1. */
int planetRealm(const sl::TileType& t);

/** Sets the kind of edge `dir`: it leaves its realm (an emptied realm disappears) and, unless it
 * becomes space, starts a realm of its own (a route ending on the tile, or a cap). */
sl::TileType setEdge(const sl::TileType& t, int dir, sl::EdgeKind kind);
/** The next kind in the order space → trade route → asteroid field → space. */
sl::EdgeKind nextEdgeKind(sl::EdgeKind kind);

/** Joins the realms at edges `a` and `b` into one (symbols kept). Refused when the edges are of
 * different kinds, space, already joined, or when a route would touch more than two edges. */
std::optional<sl::TileType> connectEdges(const sl::TileType& t, int a, int b);
/** Makes realm `index` (a route or field) also touch edge `dir`: the edge takes the realm's kind
 * and joins it. Refused for planets, and when a route would touch more than two edges. */
std::optional<sl::TileType> extendRealm(const sl::TileType& t, int index, int dir);
/** Takes edge `dir` out of its realm into a realm of its own. Refused when it is alone. */
std::optional<sl::TileType> separateEdge(const sl::TileType& t, int dir);

/** Adds a planet (with this name) in the centre. Refused when there is one. */
std::optional<sl::TileType> addPlanet(const sl::TileType& t, const std::string& name);
/** Removes realm `index`; its edges become space. */
std::optional<sl::TileType> removeRealm(const sl::TileType& t, int index);

/** Replaces the symbols of realm `index`. */
std::optional<sl::TileType> setSymbols(const sl::TileType& t, int index,
                                       std::vector<sl::Faction> symbols);
/** Adds one symbol of `f` (delta > 0) or removes the last one (delta < 0), keeping the order of
 * the others. */
std::optional<sl::TileType> changeSymbolCount(const sl::TileType& t, int index, sl::Faction f,
                                              int delta);
std::optional<sl::TileType> setPlanetName(const sl::TileType& t, int index,
                                          const std::string& name);

/** A new tile type with an id not used in `set` ("tile1", "tile2", …): all space, count 1. */
sl::TileType blankTile(const sl::TileSet& set, const std::string& expansion,
                       const sl::LocalizedText& name);
/** A copy of tile `t` under a fresh id ("sw04-copy", "sw04-copy2", …). */
sl::TileType duplicateTile(const sl::TileSet& set, const sl::TileType& t);

} // namespace sled::edit
