// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/types.h"

#include <QColor>
#include <QIcon>
#include <QPainterPath>
#include <QString>

/**
 * How the player colours are drawn: a palette of the six colours, and a shape each colour
 * carries besides its colour (on meeples, player cards, the score graph and the lists), so that
 * no two players are told apart by colour alone (docs/manual.md, "Colours").
 */
namespace slui {

enum class ColourPalette : int {
    Standard,    ///< the printed game's colours
    ColourBlind, ///< chosen to stay apart under protanopia, deuteranopia and tritanopia
};
/** The palette displayColour() draws with (the whole program; repaint after a change). */
void setColourPalette(ColourPalette palette);
ColourPalette colourPalette();

/** Display colour of a player colour in the current palette (meeples, score panel). */
QColor displayColour(sl::Colour c);
/** The same in a given palette. */
QColor displayColour(sl::Colour c, ColourPalette palette);
/** A darker shade for outlines. */
QColor shadeColour(sl::Colour c);
/** A round swatch of a colour, for lists and tables (outlined so black and white read). */
QIcon colourSwatch(const QColor& colour, int px = 16);

/** The shape of each colour: red a circle, green a triangle, black a square, white a diamond,
 *  orange a star, blue a hexagon. Its name, in English, for tests and logs. */
const char* shapeName(sl::Colour c);
/** The colour's shape, as big as fits in `r`. */
QPainterPath colourShape(sl::Colour c, const QRectF& r);
/** The shape as an SVG element in a 100-unit view box, centred at (cx, cy), `size` wide. */
QString colourShapeSvg(sl::Colour c, double cx, double cy, double size, const QString& fill,
                       const QString& stroke);
/** The colour's shape filled with its colour and outlined: the mark of a player in lists, the
 *  turn log and the move list. */
QIcon colourMark(sl::Colour c, int px = 16);

} // namespace slui
