// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Built-in tile sets, embedded from resources/tilesets at build time.
#include "tileset.h"

#include <map>
#include <mutex>
#include <stdexcept>

namespace sl {
namespace detail {
extern const int kBuiltinCount;
extern const char* const kBuiltinIds[];
extern const std::string_view kBuiltinJson[];
} // namespace detail

std::vector<std::string> builtinTileSetIds()
{
    return {detail::kBuiltinIds, detail::kBuiltinIds + detail::kBuiltinCount};
}

std::string_view builtinTileSetJson(std::string_view id)
{
    for (int i = 0; i < detail::kBuiltinCount; ++i)
        if (id == detail::kBuiltinIds[i]) return detail::kBuiltinJson[i];
    return {};
}

const TileSet& builtinTileSet(std::string_view id)
{
    static std::mutex mutex;
    static std::map<std::string, TileSet, std::less<>> cache;
    std::lock_guard lock(mutex);
    if (auto it = cache.find(id); it != cache.end()) return it->second;
    const std::string_view text = builtinTileSetJson(id);
    if (text.empty()) throw std::out_of_range("no built-in tile set " + std::string(id));
    TileSetLoadResult r = parseTileSet(text, std::string(id) + ".json");
    if (!r.ok())
        throw std::logic_error("built-in tile set is invalid: " + describe(r.errors.front()));
    return cache.emplace(std::string(id), std::move(r.set)).first->second;
}

} // namespace sl
