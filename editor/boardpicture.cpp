// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "boardpicture.h"

#include "tilepixmaps.h"

#include <QPainter>

#include <algorithm>
#include <climits>

namespace sled {

QPixmap boardPicture(const sl::GameState& state, QSize size, qreal dpr)
{
    int minX = INT_MAX, minY = INT_MAX, maxX = INT_MIN, maxY = INT_MIN;
    for (const sl::PlacedTile& t : state.tiles()) {
        minX = std::min<int>(minX, t.x);
        minY = std::min<int>(minY, t.y);
        maxX = std::max<int>(maxX, t.x);
        maxY = std::max<int>(maxY, t.y);
    }
    QPixmap pm(QSize(qRound(size.width() * dpr), qRound(size.height() * dpr)));
    pm.setDevicePixelRatio(dpr);
    pm.fill(QColor(0x23, 0x2a,
                   0x48)); // empty cells lighter than the tiles' space, so the board's shape reads
    if (state.tiles().empty()) return pm;
    const int cols = maxX - minX + 1;
    const int rows = maxY - minY + 1;
    const int cell = std::max(4, std::min({size.width() / cols, size.height() / rows, 64}));
    const int left = (size.width() - cols * cell) / 2;
    const int top = (size.height() - rows * cell) / 2;
    QPainter p(&pm);
    for (const sl::PlacedTile& t : state.tiles()) {
        const sl::TileType& type = state.catalog().type(t.type).def;
        p.drawPixmap(QRect(left + (t.x - minX) * cell, top + (t.y - minY) * cell, cell, cell),
                     tilePixmap(type, t.rot, cell, dpr, false));
    }
    return pm;
}

} // namespace sled
