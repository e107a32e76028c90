// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <string>
#include <string_view>

namespace sl {

/** SHA-256 (FIPS 180-4) of `data` as 64 lower-case hex digits; used for content hashes. */
std::string sha256Hex(std::string_view data);

} // namespace sl
