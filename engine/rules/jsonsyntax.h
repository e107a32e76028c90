// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace sl {

/**
 * What is wrong with a text that is not JSON, or not JSON a reader takes (inputlimits.h), in
 * terms a user can act on.
 */
enum class JsonSyntaxKind : std::uint8_t {
    Empty,         ///< nothing but white space
    UnexpectedEnd, ///< the text ends in the middle of a value
    NotUtf8,       ///< a byte sequence that is not UTF-8 text
    Unexpected,    ///< a character that cannot stand where it is
    TooLarge,      ///< longer than the reader's limit (`count`: its size in bytes)
    TooDeep,       ///< values nested deeper than the limit (line and column: the first)
    TooManyValues, ///< more values than the limit
    DuplicateKey,  ///< an object names a key twice (`key`, and `path`: the object)
    Cancelled,     ///< reading was stopped by the user
};

/** Where a JSON text goes wrong: line and column (1-based, columns in characters). */
struct JsonSyntax
{
    JsonSyntaxKind kind = JsonSyntaxKind::Unexpected;
    int line = 1;
    int column = 1;
    unsigned long long count = 0; ///< TooLarge: the text's size in bytes
    unsigned long long limit = 0; ///< TooLarge, TooDeep, TooManyValues: the limit passed
    std::string key;              ///< DuplicateKey: the key (cut to 64 bytes)
    std::string path;             ///< DuplicateKey: the object, "(document)" or "setup.players[1]"
    bool operator==(const JsonSyntax&) const = default;
};

/** Whether the text is refused for a limit of the reader (size, depth, count), not its syntax. */
bool isLimit(const JsonSyntax& s);

/** Whether line and column say where the problem is (they do not for a whole-text limit). */
bool hasPosition(const JsonSyntax& s);

/**
 * Locates a JSON syntax error reported at byte `position` (1-based, as nlohmann::json's
 * parse_error::byte) in `text`; `message` is the parser's message, only read to tell an early
 * end from a wrong byte. Never shows the parser's words or raw bytes to anybody.
 */
JsonSyntax locateJsonError(std::string_view text, std::size_t position, std::string_view message);

/**
 * Line and column (1-based) of the first array or object that opens deeper than `maxDepth` in
 * `text` (a JSON text whose nesting exceeds it), found without building anything.
 */
JsonSyntax locateTooDeep(std::string_view text, int maxDepth);

/** The most of a value from a file a message quotes (bytes). */
constexpr std::size_t kQuoteBytes = 64;

/** A value from a file as a message quotes it: cut after kQuoteBytes (at a character's start)
 *  with "…", so that no message carries a large piece of a file. */
std::string shortQuote(std::string_view s);

/** English: "the text ends in the middle of a value at line 3, column 14". */
std::string describe(const JsonSyntax& s);

} // namespace sl
