// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playercolours.h"

#include <QPainter>
#include <QPixmap>
#include <QPolygonF>

#include <cmath>
#include <numbers>

namespace slui {
namespace {

ColourPalette g_palette = ColourPalette::Standard;

/** The shape's outline as points on a unit square centred at 0 (-1..1); empty: a circle. */
QPolygonF unitShape(sl::Colour c)
{
    const auto regular = [](int corners, double start, double inner) {
        QPolygonF poly;
        const int points = inner > 0 ? 2 * corners : corners;
        for (int i = 0; i < points; ++i) {
            const double a = start + i * 2 * std::numbers::pi / points;
            const double radius = inner > 0 && i % 2 == 1 ? inner : 1.0;
            poly << QPointF(radius * std::cos(a), radius * std::sin(a));
        }
        return poly;
    };
    switch (c) {
    case sl::Colour::Red:
        return {};
    case sl::Colour::Green:
        return QPolygonF({{0, -1}, {1, 0.8}, {-1, 0.8}});
    case sl::Colour::Black:
        return QPolygonF({{-0.85, -0.85}, {0.85, -0.85}, {0.85, 0.85}, {-0.85, 0.85}});
    case sl::Colour::White:
        return QPolygonF({{0, -1}, {1, 0}, {0, 1}, {-1, 0}});
    case sl::Colour::Orange:
        return regular(5, -std::numbers::pi / 2, 0.45);
    case sl::Colour::Blue:
        return regular(6, 0, 0);
    }
    return {};
}

/** `shape` filled with `colour`, outlined so that black and white read on any background. */
QIcon outlinedIcon(const QColor& colour, const QPainterPath& shape, int px)
{
    QPixmap pm(px, px);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour.lightness() < 90 ? QColor(0xb4, 0xba, 0xcc) : colour.darker(160), 1.2));
    p.setBrush(colour);
    p.drawPath(shape);
    p.end();
    return QIcon(pm);
}

} // namespace

void setColourPalette(ColourPalette palette)
{
    g_palette = palette;
}

ColourPalette colourPalette()
{
    return g_palette;
}

QColor displayColour(sl::Colour c)
{
    return displayColour(c, g_palette);
}

QColor displayColour(sl::Colour c, ColourPalette palette)
{
    // The colour-blind palette: the smallest CIEDE2000 difference between two of its colours is
    // 25.7 under simulated protanopia, 27.5 deuteranopia, 26.9 tritanopia and 30.1 with normal
    // vision (tests/app/tst_colours.cpp works it out); the standard palette's is 5.2 (red and
    // green under deuteranopia).
    const bool safe = palette == ColourPalette::ColourBlind;
    switch (c) {
    case sl::Colour::Red:
        return safe ? QColor(0xcc, 0x00, 0x11) : QColor(0xe5, 0x39, 0x35);
    case sl::Colour::Green:
        return safe ? QColor(0x29, 0xa3, 0x8f) : QColor(0x43, 0xa0, 0x47);
    case sl::Colour::Black:
        return safe ? QColor(0x20, 0x22, 0x28) : QColor(0x3a, 0x3d, 0x46);
    case sl::Colour::White:
        return safe ? QColor(0xff, 0xff, 0xff) : QColor(0xf2, 0xf2, 0xf0);
    case sl::Colour::Orange:
        return safe ? QColor(0xff, 0xb2, 0x1a) : QColor(0xfb, 0x8c, 0x00);
    case sl::Colour::Blue:
        return safe ? QColor(0x30, 0x30, 0xe8) : QColor(0x1e, 0x88, 0xe5);
    }
    return Qt::gray;
}

QColor shadeColour(sl::Colour c)
{
    if (c == sl::Colour::Black)
        return QColor(0xb4, 0xba, 0xcc); // a light outline, or black meeples vanish in space
    if (c == sl::Colour::White) return QColor(0x8a, 0x8f, 0x9c);
    return displayColour(c).darker(170);
}

QIcon colourSwatch(const QColor& colour, int px)
{
    QPainterPath circle;
    circle.addEllipse(QRectF(1.5, 1.5, px - 3, px - 3));
    return outlinedIcon(colour, circle, px);
}

const char* shapeName(sl::Colour c)
{
    switch (c) {
    case sl::Colour::Red:
        return "circle";
    case sl::Colour::Green:
        return "triangle";
    case sl::Colour::Black:
        return "square";
    case sl::Colour::White:
        return "diamond";
    case sl::Colour::Orange:
        return "star";
    case sl::Colour::Blue:
        return "hexagon";
    }
    return "";
}

QPainterPath colourShape(sl::Colour c, const QRectF& r)
{
    QPainterPath path;
    const QPolygonF unit = unitShape(c);
    if (unit.isEmpty()) {
        path.addEllipse(r);
        return path;
    }
    QPolygonF poly;
    for (const QPointF& u : unit)
        poly << QPointF(r.center().x() + u.x() * r.width() / 2,
                        r.center().y() + u.y() * r.height() / 2);
    path.addPolygon(poly);
    path.closeSubpath();
    return path;
}

QString colourShapeSvg(sl::Colour c, double cx, double cy, double size, const QString& fill,
                       const QString& stroke)
{
    const QString paint = QStringLiteral("fill=\"%1\" stroke=\"%2\" stroke-width=\"%3\" "
                                         "stroke-linejoin=\"round\"")
                              .arg(fill, stroke)
                              .arg(size / 8);
    const QPolygonF unit = unitShape(c);
    if (unit.isEmpty())
        return QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\" %4/>")
            .arg(cx)
            .arg(cy)
            .arg(size / 2)
            .arg(paint);
    QStringList points;
    for (const QPointF& u : unit)
        points << QStringLiteral("%1,%2").arg(cx + u.x() * size / 2).arg(cy + u.y() * size / 2);
    return QStringLiteral("<polygon points=\"%1\" %2/>").arg(points.join(QLatin1Char(' ')), paint);
}

QIcon colourMark(sl::Colour c, int px)
{
    return outlinedIcon(displayColour(c), colourShape(c, QRectF(1.5, 1.5, px - 3, px - 3)), px);
}

} // namespace slui
