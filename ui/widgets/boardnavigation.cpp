// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The board's view of the plane: fitting, zooming, panning, and following play (a tile placed
// outside the view is panned into it, unless the user moved the view a moment ago).
#include "boardwidget.h"

#include "gameview.h"

#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace slui {
namespace {
constexpr double kMinScale = 28;
constexpr double kMinFitScale = 6;
constexpr int kPanMs = 350;           ///< a smooth pan to a tile placed outside the view
constexpr qint64 kLeaveViewMs = 5000; ///< after the user moved the view, it is left alone so long
constexpr double kMaxScale = 420;
constexpr double kMinFollowScale = 64; ///< following play zooms out no further than this
} // namespace

BoardWidget::ViewPlace BoardWidget::fittedPlace() const
{
    const sl::GameState* s = shownState();
    int minX = 0, maxX = 0, minY = 0, maxY = 0;
    if (s)
        for (const sl::PlacedTile& t : s->tiles()) {
            minX = std::min<int>(minX, t.x);
            maxX = std::max<int>(maxX, t.x);
            minY = std::min<int>(minY, t.y);
            maxY = std::max<int>(maxY, t.y);
        }
    // One free cell of margin all round in play: that is where the next tile goes. A small
    // board shows room around it (at least 7 by 5 cells), not a few huge tiles.
    double scale = std::min(width() / std::max(maxX - minX + 3.0, 7.0),
                            height() / std::max(maxY - minY + 3.0, 5.0));
    if (m_autoFit) {
        // A replay places nothing: half a cell of margin, and a small board shows 35 cells'
        // worth of the area whatever its shape, so a wide, low area gets larger tiles.
        const double roomy = std::sqrt(double(width()) * height() / 35.0);
        scale = std::min({width() / (maxX - minX + 2.0), height() / (maxY - minY + 2.0), roomy});
    }
    // Fitting may go below the smallest zoom: a whole large board in a small picture.
    scale = std::clamp(scale, kMinFitScale, 160.0);
    const QPointF centre((minX + maxX + 1) / 2.0, (minY + maxY + 1) / 2.0);
    return {scale, QPointF(width() / 2.0, height() / 2.0) - centre * scale};
}

QRectF BoardWidget::tilesRect() const
{
    QRectF r;
    if (const sl::GameState* s = shownState())
        for (const sl::PlacedTile& t : s->tiles())
            r |= cellRect(QPoint(t.x, t.y));
    return r;
}

void BoardWidget::showTilesAt(double cellPixels)
{
    fitToWindow();
    if (!shownState() || m_scale <= 0) return;
    zoomAt(cellPixels / m_scale, tilesRect().center());
    panBy(QRectF(rect()).center() - tilesRect().center());
}

void BoardWidget::fitToWindow()
{
    m_following = true;
    if (!shownState() || width() < 10 || height() < 10) return;
    if (m_pan) m_pan->stop();
    const ViewPlace fit = fittedPlace();
    m_scale = fit.scale;
    m_offset = fit.offset;
    m_fitted = true;
    update();
}

void BoardWidget::zoomAt(double factor, QPointF anchor)
{
    // Never out beyond the smallest zoom, nor beyond a fit that went below it.
    const double next = std::clamp(m_scale * factor, std::min(kMinScale, m_scale), kMaxScale);
    const QPointF board = (anchor - m_offset) / m_scale;
    m_scale = next;
    m_offset = anchor - board * m_scale;
    update();
}

void BoardWidget::setFollowPlay(bool on)
{
    m_followPlay = on;
}

void BoardWidget::userMovedView()
{
    m_following = false;
    m_userMoved.start();
    if (m_pan) m_pan->stop();
}

std::optional<QPoint> BoardWidget::focusCell() const
{
    if (!m_view || !m_view->viewState()) return std::nullopt;
    if (const sl::TentativeTurn* turn = m_view->tentativeTurn(); turn && turn->placement())
        return QPoint(turn->placement()->x, turn->placement()->y);
    const sl::GameState& s = *m_view->viewState();
    const int last = s.lastPlacedTile();
    if (last <= 0) return std::nullopt;
    const sl::PlacedTile& t = s.tiles()[static_cast<std::size_t>(last)];
    return QPoint(t.x, t.y);
}

void BoardWidget::keepInView()
{
    const std::optional<QPoint> cell = focusCell();
    if (!cell || cell == m_focus) return;
    m_focus = cell;
    // The user looks elsewhere on purpose: leave the view alone for a while.
    if (m_userMoved.isValid() && m_userMoved.elapsed() < kLeaveViewMs) return;
    if (!m_fitted || width() < 10 || height() < 10) return;
    // The tile and half a cell around it inside the widget; the least move that does it.
    const QRectF want =
        cellRect(*cell).adjusted(-m_scale / 2, -m_scale / 2, m_scale / 2, m_scale / 2);
    QPointF shift;
    if (want.width() <= width()) {
        if (want.left() < 0) shift.rx() = -want.left();
        if (want.right() > width()) shift.rx() = width() - want.right();
    }
    if (want.height() <= height()) {
        if (want.top() < 0) shift.ry() = -want.top();
        if (want.bottom() > height()) shift.ry() = height() - want.bottom();
    }
    if (shift.isNull()) return;
    // While the view is the game's own fit (the user has not zoomed or panned since), the whole
    // board is shown again, zoomed out, as long as its tiles stay large enough to read; else the
    // view pans by the least move.
    ViewPlace to{m_scale, m_offset + shift};
    if (m_following) {
        const ViewPlace fit = fittedPlace();
        if (fit.scale >= kMinFollowScale) to = fit;
    }
    if (!m_pan) {
        m_pan = new QVariantAnimation(this);
        m_pan->setDuration(kPanMs);
        m_pan->setEasingCurve(QEasingCurve::InOutQuad);
        m_pan->setStartValue(0.0);
        m_pan->setEndValue(1.0);
        connect(m_pan, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
            // The board point under the widget's centre moves on a straight line, the zoom
            // changes evenly: no swing out and back.
            const double t = v.toDouble();
            const QPointF middle(width() / 2.0, height() / 2.0);
            const QPointF start = (middle - m_panFrom.offset) / m_panFrom.scale;
            const QPointF end = (middle - m_panTo.offset) / m_panTo.scale;
            m_scale = m_panFrom.scale + (m_panTo.scale - m_panFrom.scale) * t;
            m_offset = middle - (start + (end - start) * t) * m_scale;
            update();
        });
    }
    m_pan->stop();
    m_panFrom = {m_scale, m_offset};
    m_panTo = to;
    m_pan->start();
}

void BoardWidget::zoomIn()
{
    userMovedView();
    zoomAt(1.25, QPointF(width() / 2.0, height() / 2.0));
}

void BoardWidget::zoomOut()
{
    userMovedView();
    zoomAt(0.8, QPointF(width() / 2.0, height() / 2.0));
}

void BoardWidget::panBy(QPointF delta)
{
    m_offset += delta;
    update();
}

void BoardWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // A resized window refits the board, unless the user has zoomed or panned it.
    if (!m_fitted || m_following) fitToWindow();
}

void BoardWidget::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0) {
        userMovedView();
        zoomAt(std::pow(1.15, steps), event->position());
    }
    event->accept();
}

} // namespace slui
