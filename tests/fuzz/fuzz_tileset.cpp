// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// libFuzzer target: the tile-set loader must never crash, whatever the bytes. When a set is
// accepted it must also build a catalog and survive a serialise/parse round trip.
#include "rules/catalog.h"
#include "rules/tileset.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const sl::TileSetLoadResult r = sl::parseTileSet(text, "fuzz.json");
    for (const sl::TileSetError& e : r.errors)
        (void)sl::describe(e);
    if (!r.ok()) return 0;
    const sl::TileSetLoadResult again = sl::parseTileSet(sl::serializeTileSet(r.set), "again.json");
    if (!again.ok() || !(again.set == r.set)) std::abort(); // a valid set must round-trip exactly
    if (r.set.role == sl::TileSetRole::Base) (void)sl::TileCatalog::build({r.set});
    return 0;
}
