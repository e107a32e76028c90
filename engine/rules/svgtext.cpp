// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "svgtext.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace sl::svg {

using namespace art;

// ---- SVG text helpers -------------------------------------------------------------------------

/** At most two decimals, no trailing zeros, never "-0". */
std::string num(double v)
{
    double r = std::round(v * 100) / 100;
    if (r == 0 || !std::isfinite(r)) r = 0;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", r);
    std::string s = buf;
    while (s.back() == '0')
        s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

std::string pt(ArtPoint p)
{
    return num(p.x) + " " + num(p.y);
}

/** `text` as valid XML character data: bad UTF-8 and control characters become U+FFFD. */
std::string validUtf8(std::string_view text)
{
    static constexpr std::array<char32_t, 5> kShortest{0, 0, 0x80, 0x800, 0x10000};
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char lead = static_cast<unsigned char>(text[i]);
        const std::size_t len = lead < 0x80           ? 1
                                : (lead >> 5) == 0x6  ? 2
                                : (lead >> 4) == 0xe  ? 3
                                : (lead >> 3) == 0x1e ? 4
                                                      : 0;
        bool ok = len > 0 && i + len <= text.size();
        char32_t cp = len == 1 ? lead : lead & (0xff >> (len + 1));
        for (std::size_t k = 1; ok && k < len; ++k) {
            const unsigned char next = static_cast<unsigned char>(text[i + k]);
            ok = (next & 0xc0) == 0x80;
            cp = (cp << 6) | (next & 0x3f);
        }
        ok = ok && cp >= kShortest[len] && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff) &&
             cp != 0xfffe && cp != 0xffff && (cp >= 0x20 || cp == '\t');
        out += ok ? text.substr(i, len) : "\uFFFD";
        i += ok ? len : 1;
    }
    return out;
}

std::string escapeXml(std::string_view text)
{
    std::string out;
    for (char c : validUtf8(text)) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&apos;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

/** Characters allowed in our gradient ids; anything else in a tile id becomes '_'. */
std::string idPart(std::string_view text)
{
    std::string out;
    for (char c : text)
        out += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') ? c : '_';
    return out;
}

// ---- text metrics ----------------------------------------------------------------------------

/** Advances of ASCII 32..126 in DejaVu Sans, in hundredths of an em (measured with Qt). */
constexpr std::array<std::uint8_t, 95> kBookWidths{
    32, 40, 46, 84, 64, 95, 78, 27, 39,  39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64,
    64, 64, 34, 34, 84, 84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79,
    60, 79, 69, 63, 61, 73, 68, 99, 69,  61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63,
    63, 28, 28, 58, 28, 97, 63, 61, 63,  63, 41, 52, 39, 63, 59, 82, 59, 59, 52, 64, 34, 64, 84};
constexpr std::array<std::uint8_t, 95> kBoldWidths{
    35, 46,  52, 84, 70, 100, 87, 31,  46, 46, 52, 84, 38, 42,  38, 37, 70, 70,  70,
    70, 70,  70, 70, 70, 70,  70, 40,  40, 84, 84, 84, 58, 100, 77, 76, 73, 83,  68,
    68, 82,  84, 37, 37, 77,  64, 100, 84, 85, 73, 85, 77, 72,  68, 81, 77, 110, 77,
    72, 73,  46, 37, 46, 84,  50, 50,  67, 72, 59, 72, 68, 44,  72, 71, 34, 34,  67,
    34, 104, 71, 69, 72, 72,  49, 60,  48, 71, 65, 92, 65, 65,  58, 71, 37, 71,  84};

/** Estimated advance of UTF-8 `text` in DejaVu Sans (bold or book) at `fontSize`. */
double textWidth(std::string_view text, double fontSize, bool bold)
{
    double w = 0;
    for (std::size_t i = 0; i < text.size();) {
        unsigned char b = static_cast<unsigned char>(text[i]);
        std::size_t len = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
        if (b >= 32 && b < 127)
            w += (bold ? kBoldWidths : kBookWidths)[b - 32u] / 100.0;
        else if (len == 2) // accented Latin, Greek, Cyrillic: about as wide as plain letters
            w += bold ? 0.7 : 0.64;
        else // symbols and scripts from fallback fonts: assume a full em
            w += 1.0;
        i += len;
    }
    return w * fontSize;
}

/** Drops the last UTF-8 code point. */
void popCodePoint(std::string& s)
{
    while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xc0) == 0x80)
        s.pop_back();
    if (!s.empty()) s.pop_back();
}

/** The largest font (at most 6.5) that fits `maxWidth`, on two lines when one gets too small. */
NameFit fitName(const std::string& name, double maxWidth)
{
    constexpr double kMax = 6.5, kMin = 3.2;
    NameFit fit{{name}, std::min(kMax, maxWidth / std::max(0.01, textWidth(name, 1, true))), 0};
    if (fit.fontSize < 4.6) {
        std::size_t best = std::string::npos;
        for (std::size_t i = name.find(' '); i != std::string::npos; i = name.find(' ', i + 1))
            if (best == std::string::npos || std::abs(double(i) - double(name.size()) / 2) <
                                                 std::abs(double(best) - double(name.size()) / 2))
                best = i;
        if (best != std::string::npos) {
            std::string a = name.substr(0, best), b = name.substr(best + 1);
            double w = std::max(textWidth(a, 1, true), textWidth(b, 1, true));
            double size = std::min(kMax, maxWidth / std::max(0.01, w));
            if (size > fit.fontSize) fit = {{a, b}, size, 0};
        }
    }
    if (fit.fontSize < kMin) {
        fit.fontSize = kMin;
        for (std::string& line : fit.lines) {
            if (textWidth(line, kMin, true) <= maxWidth) continue;
            while (!line.empty() && textWidth(line + "\u2026", kMin, true) > maxWidth)
                popCodePoint(line);
            line += "\u2026";
        }
    }
    for (const std::string& line : fit.lines)
        fit.width = std::max(fit.width, textWidth(line, fit.fontSize, true));
    return fit;
}

/** Splits `text` into at most `maxLines` lines of `maxWidth`, ending with "…" when cut. */
std::vector<std::string> wrap(const std::string& text, double fontSize, double maxWidth,
                              int maxLines)
{
    std::vector<std::string> lines{""};
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find(' ', pos);
        std::string word =
            text.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
        pos = end == std::string::npos ? text.size() : end + 1;
        std::string joined = lines.back().empty() ? word : lines.back() + " " + word;
        if (textWidth(joined, fontSize, false) <= maxWidth || lines.back().empty())
            lines.back() = joined;
        else
            lines.push_back(word);
    }
    if (int(lines.size()) > maxLines) {
        lines.resize(std::size_t(maxLines));
        lines.back() += "\u2026";
    }
    for (std::string& line : lines) // a single very long word
        if (textWidth(line, fontSize, false) > maxWidth) {
            while (!line.empty() && textWidth(line + "\u2026", fontSize, false) > maxWidth)
                popCodePoint(line);
            line += "\u2026";
        }
    return lines;
}

} // namespace sl::svg
