// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

// Engine-internal: a game record read from a JSON value that is part of a larger document (a
// puzzle's "game"), already read within limits by readJson().
#include "record.h"

#include <nlohmann/json.hpp>

namespace sl {

/** As parseRecord(), from a value instead of a text: never prints or re-parses the value. */
RecordLoadResult recordFromJson(const nlohmann::json& doc,
                                const std::atomic<bool>* cancel = nullptr);

} // namespace sl
