// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "tileset.h"

#include <string>
#include <vector>

/** Differences between two tile sets, field by field, for the editor's Compare view. */
namespace sl {

/** One changed field. Values are file tokens ("asteroid", "rebel, empire", "4"). */
struct FieldChange
{
    /** Path as in the file: "count", "edges.N", "name.cs", "realms[1].symbols", "realms[2]". */
    std::string field;
    std::string before; ///< empty when the field (or realm) was added
    std::string after;  ///< empty when it was removed
};

/** A tile type present in both sets, with what changed. */
struct TileChange
{
    std::string tileId;
    std::vector<FieldChange> fields;
};

struct TileSetDiff
{
    std::vector<FieldChange> set;     ///< set-level fields (id, name, role, startTile, …)
    std::vector<std::string> added;   ///< tile ids only in `to`
    std::vector<std::string> removed; ///< tile ids only in `from`
    std::vector<TileChange> changed;  ///< in both, different (order of `to`)
    bool empty() const
    {
        return set.empty() && added.empty() && removed.empty() && changed.empty();
    }
};

/** What changed from `from` to `to`. Tiles are matched by id; the order of tiles is ignored. */
TileSetDiff diffTileSets(const TileSet& from, const TileSet& to);

/** "route, N+E" style one-line description of a realm, used as a diff value. */
std::string describeRealm(const RealmDef& realm);

} // namespace sl
