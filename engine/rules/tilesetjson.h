// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

// Engine-internal: tile sets as JSON values, for formats that embed a set (game records).
#include "tileset.h"

#include <nlohmann/json.hpp>

namespace sl {

nlohmann::json tileSetToJson(const TileSet& set);
TileSetLoadResult tileSetFromJson(const nlohmann::json& doc, const std::string& fileName);

} // namespace sl
