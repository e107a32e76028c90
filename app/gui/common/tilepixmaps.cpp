// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "tilepixmaps.h"

#include "tileart.h"

#include <QCache>
#include <QPainter>
#include <QSvgRenderer>

namespace sled {

QPixmap renderSvg(const QByteArray& svg, int px, qreal dpr)
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

namespace {
QCache<QByteArray, QPixmap>& pixmapCache()
{
    static QCache<QByteArray, QPixmap> cache(600);
    return cache;
}
} // namespace

void clearTilePixmapCache()
{
    pixmapCache().clear();
}

QPixmap tilePixmap(const sl::TileType& tile, int rotation, int px, qreal dpr, bool planetNames)
{
    QCache<QByteArray, QPixmap>& cache = pixmapCache();
    const QByteArray key = QByteArray::fromStdString(sl::tileArtKey(tile)) + '@' +
                           QByteArray::number(rotation) + (planetNames ? 'n' : '-') +
                           QByteArray::number(px) + 'x' + QByteArray::number(dpr);
    if (const QPixmap* hit = cache.object(key)) return *hit;
    sl::TileArtOptions options;
    options.planetNames = planetNames;
    QPixmap pm =
        renderSvg(QByteArray::fromStdString(sl::tileSvg(tile, rotation, options)), px, dpr);
    cache.insert(key, new QPixmap(pm));
    return pm;
}

QPixmap emblemPixmap(sl::Faction f, int px, qreal dpr)
{
    const std::string_view inner = sl::emblemSvg(f);
    QByteArray svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">";
    svg.append(inner.data(), qsizetype(inner.size()));
    svg.append("</svg>");
    return renderSvg(svg, px, dpr);
}

QIcon emblemIcon(sl::Faction f)
{
    QIcon icon;
    for (int px : {16, 24, 32, 48})
        icon.addPixmap(emblemPixmap(f, px, 1.0));
    return icon;
}

} // namespace sled
