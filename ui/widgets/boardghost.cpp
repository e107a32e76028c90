// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The board's ghost: a move drawn faintly over the board (a hint, an analysed best move).
#include "boardwidget.h"

#include "common/artcache.h"
#include "common/names.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace slui {

void BoardWidget::setGhost(std::optional<BoardGhost> ghost)
{
    m_ghost = std::move(ghost);
    update();
}

void BoardWidget::drawGhost(QPainter& p)
{
    const sl::GameState& s = *m_ghost->placed;
    const int last = s.lastPlacedTile();
    if (last < 0) return;
    const sl::PlacedTile& t = s.tiles()[static_cast<std::size_t>(last)];
    const QRectF r = cellRect(QPoint(t.x, t.y));
    const qreal dpr = devicePixelRatioF();
    ArtCache& art = ArtCache::instance();
    p.save();
    p.setOpacity(0.62);
    p.drawPixmap(r.topLeft(), art.tile(s.catalog().type(t.type).def, t.rot, int(std::ceil(m_scale)),
                                       dpr, false));
    p.setOpacity(1.0);
    // A glowing edge in the player's colour, dashed: a suggestion, not a placed tile.
    const QColor colour = displayColour(m_ghost->colour);
    const double w = std::max(2.5, m_scale * 0.04);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 255, 255, 200), w + 2));
    p.drawRect(r.adjusted(1, 1, -1, -1));
    p.setPen(QPen(colour, w, Qt::DashLine));
    p.drawRect(r.adjusted(1, 1, -1, -1));
    if (const auto at = targetPositionIn(s, m_ghost->meeple)) {
        const int size = int(m_scale * kMeepleFraction * (m_ghost->meeple.large ? 1.2 : 1.0));
        p.setOpacity(0.9);
        p.setPen(QPen(Qt::white, std::max(1.5, m_scale * 0.015), Qt::DotLine));
        p.drawEllipse(*at, size * 0.62, size * 0.62);
        p.drawPixmap(QPointF(at->x() - size / 2.0, at->y() - size / 2.0),
                     art.meeple(m_ghost->colour, m_ghost->meeple.large, size, dpr));
        if (m_ghost->meeple.equipment != sl::Equipment::None)
            p.drawPixmap(QPointF(at->x() + size * 0.2, at->y() - size * 0.05),
                         art.equipment(m_ghost->meeple.equipment, int(size * 0.6), dpr));
        p.setOpacity(1.0);
    }
    if (!m_ghost->label.isEmpty()) {
        // A pill above the tile (below it when the tile is at the top edge of the view).
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        const QFontMetricsF fm(f);
        const QSizeF size(fm.horizontalAdvance(m_ghost->label) + 18, fm.height() + 8);
        QPointF top(r.center().x() - size.width() / 2, r.top() - size.height() - 6);
        if (top.y() < 4) top.setY(r.bottom() + 6);
        top.setX(std::clamp(top.x(), 4.0, std::max(4.0, width() - size.width() - 4)));
        const QRectF pill(top, size);
        QPainterPath path;
        path.addRoundedRect(pill, size.height() / 2, size.height() / 2);
        p.setPen(QPen(colour, 2));
        p.setBrush(QColor(12, 16, 34, 230));
        p.drawPath(path);
        p.setPen(Qt::white);
        p.drawText(pill, Qt::AlignCenter, m_ghost->label);
    }
    p.restore();
}

} // namespace slui
