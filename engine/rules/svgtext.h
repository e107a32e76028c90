// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

// Engine-internal: writing text into SVG (numbers, escaped and valid UTF-8 character data) and
// fitting it (widths estimated from DejaVu Sans's advances), for the tile art.
#include "tileshapes.h"

#include <string>
#include <string_view>
#include <vector>

namespace sl::svg {

/** At most two decimals, no trailing zeros, never "-0". */
std::string num(double v);
/** "x y" of a point, as num() writes them. */
std::string pt(ArtPoint p);
/** `text` as valid XML character data: bad UTF-8 and control characters become U+FFFD. */
std::string validUtf8(std::string_view text);
/** validUtf8(text) with & < > " ' as entities: safe in an element and in an attribute. */
std::string escapeXml(std::string_view text);
/** Characters allowed in our gradient ids; anything else in a tile id becomes '_'. */
std::string idPart(std::string_view text);
/** Estimated advance of UTF-8 `text` in DejaVu Sans (bold or book) at `fontSize`. */
double textWidth(std::string_view text, double fontSize, bool bold);
/** Drops the last UTF-8 code point. */
void popCodePoint(std::string& s);
/** The largest font (at most 6.5) that fits `maxWidth`, on two lines when one gets too small. */
art::NameFit fitName(const std::string& name, double maxWidth);
/** Splits `text` into at most `maxLines` lines of `maxWidth`, ending with "…" when cut. */
std::vector<std::string> wrap(const std::string& text, double fontSize, double maxWidth,
                              int maxLines);

} // namespace sl::svg
