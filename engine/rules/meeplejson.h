// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "event.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace sl {

/**
 * A meeple move in JSON, one spelling for the game record (engine/RECORD-FORMAT.md) and the
 * stored analyses alike: {"type": "pass"}, or {"type": "meeple", "large": false,
 * "equipment": "none", "on": "segment", "segment": 2} (a planet: "on": "planet", "x", "y").
 */
nlohmann::json meepleJson(const MeepleMove& m);

/**
 * Reads a meeple move, strictly (no other key, every value in range). Besides meepleJson()'s
 * spelling it reads the one analyses stored before it (no "type"; the pass as {"on": "none"}).
 * Nullopt when it is neither; `field` then names the first field at fault (may be null).
 */
std::optional<MeepleMove> meepleFromJson(const nlohmann::json& j, std::string* field = nullptr);

} // namespace sl
