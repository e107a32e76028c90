// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "jsonsyntax.h"

#include <algorithm>

namespace sl {

JsonSyntax locateJsonError(std::string_view text, std::size_t position, std::string_view message)
{
    JsonSyntax s;
    if (std::all_of(text.begin(), text.end(),
                    [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; })) {
        s.kind = JsonSyntaxKind::Empty;
        return s;
    }
    if (message.find("UTF-8") != std::string_view::npos)
        s.kind = JsonSyntaxKind::NotUtf8;
    else if (position > text.size() ||
             message.find("unexpected end of input") != std::string_view::npos)
        s.kind =
            JsonSyntaxKind::UnexpectedEnd; // the parser ran out of text (in a string, a literal, …)
    // The byte the parser stopped at, counted from 1; at most one past the end.
    const std::size_t end = std::min(text.size(), position > 0 ? position - 1 : 0);
    for (std::size_t i = 0; i < end; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++s.line;
            s.column = 1;
        } else if ((c & 0xc0) != 0x80) { // a character starts here (not a UTF-8 continuation byte)
            ++s.column;
        }
    }
    return s;
}

std::string shortQuote(std::string_view s)
{
    if (s.size() <= kQuoteBytes) return std::string(s);
    std::size_t end = kQuoteBytes;
    while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xc0) == 0x80)
        --end;
    return std::string(s.substr(0, end)) + "\u2026";
}

bool isLimit(const JsonSyntax& s)
{
    return s.kind == JsonSyntaxKind::TooLarge || s.kind == JsonSyntaxKind::TooDeep ||
           s.kind == JsonSyntaxKind::TooManyValues;
}

bool hasPosition(const JsonSyntax& s)
{
    switch (s.kind) {
    case JsonSyntaxKind::UnexpectedEnd:
    case JsonSyntaxKind::NotUtf8:
    case JsonSyntaxKind::Unexpected:
    case JsonSyntaxKind::TooDeep:
        return true;
    case JsonSyntaxKind::Empty:
    case JsonSyntaxKind::TooLarge:
    case JsonSyntaxKind::TooManyValues:
    case JsonSyntaxKind::DuplicateKey:
    case JsonSyntaxKind::Cancelled:
        break;
    }
    return false;
}

JsonSyntax locateTooDeep(std::string_view text, int maxDepth)
{
    JsonSyntax s;
    s.kind = JsonSyntaxKind::TooDeep;
    s.limit = static_cast<unsigned long long>(maxDepth);
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) return s;
        } else if (c == ']' || c == '}') {
            --depth;
        }
        if (c == '\n') {
            ++s.line;
            s.column = 1;
        } else if ((c & 0xc0) != 0x80) {
            ++s.column;
        }
    }
    return s;
}

std::string describe(const JsonSyntax& s)
{
    std::string what;
    switch (s.kind) {
    case JsonSyntaxKind::Empty:
        return "the file is empty";
    case JsonSyntaxKind::TooLarge:
        return "the file is too large (" + std::to_string(s.count) + " bytes; at most " +
               std::to_string(s.limit) + ")";
    case JsonSyntaxKind::TooManyValues:
        return "the file holds more than " + std::to_string(s.limit) + " values";
    case JsonSyntaxKind::DuplicateKey:
        return "the key \"" + s.key + "\" appears twice in " + s.path;
    case JsonSyntaxKind::Cancelled:
        return "reading was cancelled";
    case JsonSyntaxKind::TooDeep:
        what = "values nested more than " + std::to_string(s.limit) + " deep";
        break;
    case JsonSyntaxKind::UnexpectedEnd:
        what = "the text ends in the middle of a value";
        break;
    case JsonSyntaxKind::NotUtf8:
        what = "the text is not UTF-8";
        break;
    case JsonSyntaxKind::Unexpected:
        what = "unexpected character";
        break;
    }
    return what + " at line " + std::to_string(s.line) + ", column " + std::to_string(s.column);
}

} // namespace sl
