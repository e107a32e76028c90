// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The board: a tile put down comes in with a short motion (issue 34): it settles from a little
// above the board, growing clear, over the time set (none with "reduce motion").
#include "boardwidget.h"

#include "common/artcache.h"

#include <QDateTime>
#include <QPainter>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace slui {

void BoardWidget::setPlacementMotion(int ms)
{
    m_arrivalMs = std::max(0, ms);
    if (m_arrivalMs == 0) m_arrival.reset();
    update();
}

std::optional<QPoint> BoardWidget::arrivingCell() const
{
    if (!m_arrival) return std::nullopt;
    return m_arrival->cell;
}

double BoardWidget::arrivalProgress() const
{
    if (!m_arrival || m_arrivalMs <= 0) return 1.0;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    return std::clamp(double(now - m_arrival->started) / m_arrivalMs, 0.0, 1.0);
}

void BoardWidget::noticeArrival()
{
    // A tile newly on the board or tried on another cell; not a rotation, not the tentative
    // tile confirmed where it was, not a replay's steps.
    const sl::GameState* s = shownState();
    if (!s || m_autoFit) return;
    const std::optional<QPoint> cell = focusCell();
    const auto key = std::make_pair(cell, int(s->tiles().size()));
    if (key == m_arrivalKey) return;
    // A game opened, continued or a turn taken back (no tile or several came, or some went):
    // nothing moves.
    const int before = m_arrivalKey.second;
    const bool jump = !m_arrivalSeen || key.second < before || key.second > before + 1;
    m_arrivalSeen = true;
    m_arrivalKey = key;
    if (jump || !cell || m_arrivalMs <= 0 || !isVisible()) return;
    m_arrival = Arrival{*cell, QDateTime::currentMSecsSinceEpoch()};
    startAnimation();
}

bool BoardWidget::isArriving(const sl::PlacedTile& t) const
{
    return m_arrival && QPoint(t.x, t.y) == m_arrival->cell && arrivalProgress() < 1.0;
}

void BoardWidget::drawArrival(QPainter& p, const sl::GameState& s, const sl::PlacedTile& t)
{
    const double progress = arrivalProgress();
    // Eased out: quick at first, settling gently.
    const double e = 1.0 - (1.0 - progress) * (1.0 - progress);
    const double grow = 1.0 + 0.2 * (1.0 - e);
    const QRectF r = cellRect(m_arrival->cell);
    const QSizeF size = r.size() * grow;
    const QRectF drawn(r.center() - QPointF(size.width(), size.height()) / 2.0, size);
    p.save();
    p.setOpacity(0.35 + 0.65 * e);
    p.drawPixmap(drawn,
                 ArtCache::instance().tile(s.catalog().type(t.type).def, t.rot,
                                           int(std::ceil(m_scale)), devicePixelRatioF(),
                                           m_scale >= 70),
                 QRectF());
    p.restore();
}

bool BoardWidget::tickArrival()
{
    if (m_arrival && arrivalProgress() >= 1.0) m_arrival.reset();
    return m_arrival.has_value();
}

} // namespace slui
