// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// libFuzzer target: the SVG text helpers of the tile art (engine/rules/svgtext.h), whatever the
// bytes. validUtf8 gives valid UTF-8 that XML allows (and is stable), escapeXml gives text in which
// no markup character is left raw and which unescapes to validUtf8's; fitting and wrapping never
// fail and give valid text. (Whole tiles are drawn in the golden test, art.golden_tiles.)
#include "rules/svgtext.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

void check(bool ok)
{
    if (!ok) std::abort();
}

/** Strict UTF-8 that XML 1.0 allows as character data (tab, no other control character). */
bool xmlText(std::string_view s)
{
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const std::size_t len = b < 0x80         ? 1
                                : (b >> 5) == 6  ? 2
                                : (b >> 4) == 14 ? 3
                                : (b >> 3) == 30 ? 4
                                                 : 0;
        if (len == 0 || i + len > s.size()) return false;
        char32_t cp = len == 1 ? b : b & (0xff >> (len + 1));
        for (std::size_t k = 1; k < len; ++k) {
            const auto n = static_cast<unsigned char>(s[i + k]);
            if ((n & 0xc0) != 0x80) return false;
            cp = (cp << 6) | (n & 0x3f);
        }
        static constexpr char32_t kShortest[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < kShortest[len] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ||
            cp == 0xfffe || cp == 0xffff || (cp < 0x20 && cp != '\t'))
            return false;
        i += len;
    }
    return true;
}

std::string unescape(std::string_view s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '&') {
            out += s[i];
            continue;
        }
        bool known = false;
        for (const auto& [entity, c] :
             {std::pair{"&amp;", '&'}, std::pair{"&lt;", '<'}, std::pair{"&gt;", '>'},
              std::pair{"&quot;", '"'}, std::pair{"&apos;", '\''}})
            if (s.substr(i).rfind(entity, 0) == 0) {
                out += c;
                i += std::string_view(entity).size() - 1;
                known = true;
                break;
            }
        check(known); // every & begins one of the five entities
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::string valid = sl::svg::validUtf8(text);
    check(xmlText(valid));
    check(sl::svg::validUtf8(valid) == valid);
    if (xmlText(text)) check(valid == text); // good text is kept as it is
    const std::string escaped = sl::svg::escapeXml(text);
    check(escaped.find_first_of("<>\"'") == std::string::npos);
    check(unescape(escaped) == valid);
    if (size <= 96) { // fitting shortens long text letter by letter: names and labels only
        const auto fit = sl::svg::fitName(valid, 60);
        check(!fit.lines.empty() && fit.fontSize > 0);
        for (const std::string& line : sl::svg::wrap(valid, 5, 112, 3))
            check(xmlText(line) || line.empty());
    }
    return 0;
}
