// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace sl {

/** What is wrong with a text that is not JSON, in terms a user can act on. */
enum class JsonSyntaxKind : std::uint8_t {
    Empty,         ///< nothing but white space
    UnexpectedEnd, ///< the text ends in the middle of a value
    NotUtf8,       ///< a byte sequence that is not UTF-8 text
    Unexpected,    ///< a character that cannot stand where it is
};

/** Where a JSON text goes wrong: line and column (1-based, columns in characters). */
struct JsonSyntax
{
    JsonSyntaxKind kind = JsonSyntaxKind::Unexpected;
    int line = 1;
    int column = 1;
};

/**
 * Locates a JSON syntax error reported at byte `position` (1-based, as nlohmann::json's
 * parse_error::byte) in `text`; `message` is the parser's message, only read to tell an early
 * end from a wrong byte. Never shows the parser's words or raw bytes to anybody.
 */
JsonSyntax locateJsonError(std::string_view text, std::size_t position, std::string_view message);

/** English: "the text ends in the middle of a value at line 3, column 14". */
std::string describe(const JsonSyntax& s);

} // namespace sl
