// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "trendgraph.h"

#include "common/names.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace slapp {

TrendGraph::TrendGraph(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("trendGraph"));
    setMouseTracking(false);
}

void TrendGraph::setSeries(Series series)
{
    m_series = std::move(series);
    if (m_series.high <= m_series.low) m_series.high = m_series.low + 1;
    update();
}

QRectF TrendGraph::plotRect() const
{
    const int text = fontMetrics().height();
    const double left = fontMetrics().horizontalAdvance(QStringLiteral("-888")) + text + 12;
    return QRectF(left, text, std::max(10.0, width() - left - 16.0),
                  std::max(10.0, height() - 3.0 * text - 8));
}

std::optional<QPointF> TrendGraph::pointOf(std::size_t game) const
{
    if (game >= m_series.values.size() || !m_series.values[game]) return std::nullopt;
    const QRectF r = plotRect();
    const std::size_t n = m_series.values.size();
    const double x = n == 1 ? r.center().x() : r.left() + r.width() * double(game) / double(n - 1);
    const double v = std::clamp(*m_series.values[game], m_series.low, m_series.high);
    const double y = r.bottom() - r.height() * (v - m_series.low) / (m_series.high - m_series.low);
    return QPointF(x, y);
}

void TrendGraph::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0x0e, 0x12, 0x26));
    const QRectF r = plotRect();
    const QColor axis(0x6f, 0x7a, 0xa6);
    const QLocale locale;
    // Five grid lines with their values.
    for (int k = 0; k <= 4; ++k) {
        const double v = m_series.low + (m_series.high - m_series.low) * k / 4.0;
        const double y = r.bottom() - r.height() * k / 4.0;
        p.setPen(QPen(QColor(0x22, 0x29, 0x4a), 1));
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        p.setPen(axis);
        const double shown = v * m_series.scale;
        p.drawText(QRectF(0, y - 8, r.left() - 6, 16), Qt::AlignRight | Qt::AlignVCenter,
                   locale.toString(shown, 'f', std::abs(shown - std::round(shown)) < 1e-9 ? 0 : 1));
    }
    p.save();
    p.translate(fontMetrics().height() * 0.6, r.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-r.height() / 2, -10, r.height(), 20), Qt::AlignCenter, m_series.unit);
    p.restore();
    const std::size_t n = m_series.values.size();
    if (!m_series.dates.empty()) {
        const QRectF under(r.left(), r.bottom() + 4, r.width(), fontMetrics().height() + 2);
        p.drawText(
            under, Qt::AlignLeft | Qt::AlignTop,
            locale.toString(m_series.dates.front().toLocalTime().date(), slui::shortDateFormat()));
        if (n > 1)
            p.drawText(under, Qt::AlignRight | Qt::AlignTop,
                       locale.toString(m_series.dates.back().toLocalTime().date(),
                                       slui::shortDateFormat()));
        p.drawText(under, Qt::AlignHCenter | Qt::AlignTop, tr("%n game(s)", "", int(n)));
    }
    bool any = false;
    QPainterPath path;
    bool open = false;
    for (std::size_t i = 0; i < n; ++i) {
        const auto pt = pointOf(i);
        if (!pt) {
            open = false; // a gap where a game has no value
            continue;
        }
        any = true;
        open ? path.lineTo(*pt) : path.moveTo(*pt);
        open = true;
    }
    if (!any) {
        p.setPen(QColor(0xc8, 0xcf, 0xee));
        p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap, m_series.empty);
        return;
    }
    const QColor line(0xff, 0xc4, 0x3d);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0, 0, 0, 170), 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(path);
    p.setPen(QPen(line, 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(path);
    // The games themselves, while there is room for a dot each.
    if (n <= std::size_t(r.width() / 6)) {
        p.setBrush(line);
        p.setPen(QPen(QColor(0x0e, 0x12, 0x26), 1));
        for (std::size_t i = 0; i < n; ++i)
            if (const auto pt = pointOf(i)) p.drawEllipse(*pt, 3.2, 3.2);
    }
}

void TrendGraph::mousePressEvent(QMouseEvent* event)
{
    // The game nearest to the click, within a few pixels.
    std::optional<std::size_t> nearest;
    double best = 12 * 12;
    for (std::size_t i = 0; i < m_series.values.size(); ++i)
        if (const auto pt = pointOf(i)) {
            const QPointF d = *pt - event->position();
            const double dist = d.x() * d.x() + d.y() * d.y();
            if (dist < best) {
                best = dist;
                nearest = i;
            }
        }
    if (nearest) emit gameClicked(*nearest);
    QWidget::mousePressEvent(event);
}

} // namespace slapp
