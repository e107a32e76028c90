// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

// Internal to the computer players: a turn read from a JSON value that is part of a larger
// document (a puzzle's "played" and "best"), already read within limits.
#include "turns.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace sl::ai {

/** As turnFromJson(), from a value: never prints or re-parses it. */
std::optional<TurnAction> turnFromValue(const nlohmann::json& j);

} // namespace sl::ai
