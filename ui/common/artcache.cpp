// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "artcache.h"

#include "names.h"
#include "rules/tileart.h"

#include <QFile>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace slui {

ArtCache& ArtCache::instance()
{
    static ArtCache cache;
    return cache;
}

QString tileKey(const sl::TileType& t)
{
    return QString::fromStdString(sl::tileArtKey(t));
}

QPixmap ArtCache::render(const QByteArray& svg, int px, qreal dpr)
{
    const int device = qMax(1, qRound(px * dpr));
    QPixmap pm(device, device);
    pm.fill(Qt::transparent);
    QSvgRenderer renderer(svg);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    renderer.render(&p, QRectF(0, 0, device, device));
    p.end();
    pm.setDevicePixelRatio(dpr);
    return pm;
}

QPixmap ArtCache::cached(const QString& key, int px, qreal dpr,
                         const std::function<QByteArray()>& svg)
{
    const QString full =
        key + QLatin1Char('@') + QString::number(px) + QLatin1Char('x') + QString::number(dpr);
    auto it = m_cache.constFind(full);
    if (it != m_cache.constEnd()) return *it;
    if (m_cache.size() > 4000)
        m_cache.clear(); // zooming through many sizes; start over rather than grow forever
    auto src = m_svg.constFind(key);
    if (src == m_svg.constEnd()) {
        m_svg.insert(key, svg());
        src = m_svg.constFind(key);
    }
    QPixmap pm = render(*src, px, dpr);
    m_cache.insert(full, pm);
    return pm;
}

QByteArray ArtCache::resource(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QPixmap ArtCache::tile(const sl::TileType& type, int rotation, int px, qreal dpr, bool names)
{
    const QString key = QStringLiteral("tile|") + tileKey(type) + QLatin1Char('|') +
                        QString::number(rotation) + (names ? QStringLiteral("|n") : QString());
    return cached(key, px, dpr, [&] {
        sl::TileArtOptions o;
        o.planetNames = names;
        return QByteArray::fromStdString(sl::tileSvg(type, rotation, o));
    });
}

QPixmap ArtCache::meeple(sl::Colour colour, bool large, int px, qreal dpr)
{
    const QString key =
        QStringLiteral("meeple|%1|%2|%3").arg(int(colour)).arg(large).arg(int(colourPalette()));
    return cached(key, px, dpr, [&] {
        QByteArray svg = resource(large ? QStringLiteral(":/art/meeple-large.svg")
                                        : QStringLiteral(":/art/meeple-small.svg"));
        const QColor body = displayColour(colour);
        svg.replace("#ff00ff", body.name().toLatin1());
        svg.replace("#800080", shadeColour(colour).name().toLatin1());
        // The colour's shape on the meeple's chest: told apart without telling colours apart.
        const QString mark =
            body.lightness() > 150 ? QStringLiteral("#14192f") : QStringLiteral("#ffffff");
        svg.replace("</svg>", colourShapeSvg(colour, 50, large ? 60 : 58, large ? 26 : 24, mark,
                                             shadeColour(colour).name())
                                      .toLatin1() +
                                  "</svg>");
        return svg;
    });
}

QPixmap ArtCache::emblem(sl::Faction faction, int px, qreal dpr)
{
    return cached(QStringLiteral("emblem|%1").arg(int(faction)), px, dpr,
                  [&] { return resource(emblemResource(faction)); });
}

QPixmap ArtCache::die(DieColour colour, int value, int px, qreal dpr)
{
    static const char* const names[] = {"red", "green", "yellow"};
    const QString path =
        QStringLiteral(":/art/die-%1-%2.svg").arg(QLatin1String(names[int(colour)])).arg(value);
    return cached(path, px, dpr, [&] { return resource(path); });
}

QPixmap ArtCache::playerDie(const QColor& colour, int value, bool yellow, int px, qreal dpr)
{
    const QString key =
        QStringLiteral("die|%1|%2|%3").arg(colour.name()).arg(value).arg(yellow ? 'y' : 'n');
    return cached(key, px, dpr, [&] {
        // Pips on a 100-unit face; the yellow die shows its number (3–8) instead.
        const QColor body = yellow ? QColor(0xf5, 0xc5, 0x18) : colour;
        const QColor edge =
            yellow ? colour
                   : (colour.lightness() < 70 ? QColor(0xb4, 0xba, 0xcc) : colour.darker(170));
        const QColor pip =
            body.lightness() > 150 ? QColor(0x14, 0x19, 0x2f) : QColor(0xff, 0xff, 0xff);
        QString svg =
            QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">"
                           "<rect x=\"5\" y=\"5\" width=\"90\" height=\"90\" rx=\"18\" fill=\"%1\" "
                           "stroke=\"%2\" stroke-width=\"%3\"/>")
                .arg(body.name(), edge.name(), yellow ? QStringLiteral("9") : QStringLiteral("5"));
        if (yellow) {
            svg += QStringLiteral(
                       "<text x=\"50\" y=\"68\" font-family=\"DejaVu Sans\" font-weight=\"bold\" "
                       "font-size=\"52\" text-anchor=\"middle\" fill=\"%1\">%2</text>")
                       .arg(pip.name())
                       .arg(value);
        } else {
            static const int kPips[7][6][2] = {
                {},
                {{50, 50}},
                {{28, 28}, {72, 72}},
                {{28, 28}, {50, 50}, {72, 72}},
                {{28, 28}, {72, 28}, {28, 72}, {72, 72}},
                {{28, 28}, {72, 28}, {50, 50}, {28, 72}, {72, 72}},
                {{28, 26}, {72, 26}, {28, 50}, {72, 50}, {28, 74}, {72, 74}}};
            for (int i = 0; i < std::clamp(value, 1, 6); ++i)
                svg += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"9\" fill=\"%3\"/>")
                           .arg(kPips[std::clamp(value, 1, 6)][i][0])
                           .arg(kPips[std::clamp(value, 1, 6)][i][1])
                           .arg(pip.name());
        }
        svg += QStringLiteral("</svg>");
        return svg.toUtf8();
    });
}

QPixmap ArtCache::equipment(sl::Equipment e, int px, qreal dpr)
{
    const QString path = e == sl::Equipment::Blaster ? QStringLiteral(":/art/blaster.svg")
                                                     : QStringLiteral(":/art/lightsaber.svg");
    return cached(path, px, dpr, [&] { return resource(path); });
}

QIcon ArtCache::emblemIcon(sl::Faction faction)
{
    QIcon icon;
    for (int px : {16, 24, 32, 48})
        icon.addPixmap(emblem(faction, px, 1.0));
    return icon;
}

QIcon ArtCache::icon(const QString& name)
{
    return QIcon(QStringLiteral(":/art/icon-%1.svg").arg(name));
}

void ArtCache::clear()
{
    m_cache.clear();
    m_svg.clear();
}

} // namespace slui
