// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "scoregraph.h"

#include "common/playercolours.h"

#include <QEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace slapp {

ScoreGraph::ScoreGraph(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setMinimumHeight(160);
}

void ScoreGraph::setSeries(std::vector<sl::ScorePoint> series, QStringList names,
                           QList<QColor> colours, QList<sl::Colour> marks)
{
    m_series = std::move(series);
    m_names = std::move(names);
    m_colours = std::move(colours);
    m_marks = std::move(marks);
    update();
}

QList<QPointF> ScoreGraph::markPositions(int side) const
{
    QList<QPointF> at;
    const int sides = int(m_marks.size());
    const int n = int(m_series.size());
    if (side < 0 || side >= sides || n == 0) return at;
    // About ten along each line, the sides' staggered so that they do not cover each other.
    const int step = std::max(2, n / 10);
    for (int i = (side * step) / sides; i < n; i += step)
        at.append(toWidget(i, m_series[std::size_t(i)].banked[std::size_t(side)]));
    return at;
}

void ScoreGraph::setExpected(std::vector<std::vector<double>> expected)
{
    m_expected = std::move(expected);
    update();
}

bool ScoreGraph::hasExpected() const
{
    return std::any_of(m_expected.begin(), m_expected.end(),
                       [](const auto& e) { return !e.empty(); });
}

QColor ScoreGraph::lineColour(int side) const
{
    const QColor c = side < m_marks.size() ? slui::displayColour(m_marks[side])
                                           : m_colours.value(side, Qt::gray);
    // Black players (and any dark colour): a light grey line, visible on the dark background.
    return c.lightness() < 100 ? QColor(0xb4, 0xba, 0xcc) : c;
}

void ScoreGraph::setSelectedSide(int side)
{
    m_selected = side;
    update();
}

int ScoreGraph::legendAt(QPointF pos) const
{
    for (qsizetype s = 0; s < m_legend.size(); ++s)
        if (m_legend[s].contains(pos)) return int(s);
    return -1;
}

void ScoreGraph::leaveEvent(QEvent* event)
{
    m_hover = -1;
    update();
    QWidget::leaveEvent(event);
}

void ScoreGraph::setCurrent(int index)
{
    m_current = index;
    update();
}

QString ScoreGraph::keyText() const
{
    return hasExpected()
               ? tr("solid: banked · the side chosen (click a name): dashed projected, dotted "
                    "expected final score")
               : tr("solid: banked · the side chosen (click a name): dashed projected");
}

QRectF ScoreGraph::keyLayout() const
{
    // The names as wide as when bold (the chosen one is); the key beside them where it fits on
    // one line, else below them, wrapped to the plot's width.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF names(bold);
    double used = 0;
    for (const QString& name : m_names)
        used += 40 + names.horizontalAdvance(name);
    const QFontMetricsF fm(font());
    const QString key = keyText();
    const double oneLine = fm.horizontalAdvance(key) + 2;
    const double plotWidth = width() - 64;
    if (used + oneLine + 8 <= plotWidth) return QRectF(48 + plotWidth - oneLine, 6, oneLine, 16);
    const QRectF wrapped =
        fm.boundingRect(QRectF(0, 0, plotWidth, 1000), Qt::TextWordWrap | Qt::AlignLeft, key);
    return QRectF(44, 26, plotWidth, std::max(16.0, wrapped.height()));
}

QRectF ScoreGraph::plotRect() const
{
    const QRectF key = keyLayout();
    const double top = key.top() > 20 ? key.bottom() + 8 : 30; // below a key of its own
    return QRectF(48, top, width() - 64, height() - top - 34);
}

int ScoreGraph::maxValue() const
{
    int top = 10;
    for (const sl::ScorePoint& p : m_series)
        for (std::size_t s = 0; s < p.banked.size(); ++s)
            top = std::max({top, p.banked[s], p.projected[s]});
    for (const auto& point : m_expected)
        for (double v : point)
            top = std::max(top, int(std::ceil(v)));
    // A round upper bound for the axis.
    const int step = top > 100 ? 20 : 10;
    return (top + step - 1) / step * step;
}

QPointF ScoreGraph::toWidget(int index, double value) const
{
    const QRectF r = plotRect();
    const double n = std::max<std::size_t>(1, m_series.size() - 1);
    return {r.left() + r.width() * index / n, r.bottom() - r.height() * value / maxValue()};
}

int ScoreGraph::pointAt(double x) const
{
    if (m_series.empty()) return -1;
    const QRectF r = plotRect();
    const double n = std::max<std::size_t>(1, m_series.size() - 1);
    return std::clamp(int(std::lround((x - r.left()) / r.width() * n)), 0,
                      int(m_series.size()) - 1);
}

void ScoreGraph::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) update();
    QWidget::changeEvent(event);
}

void ScoreGraph::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0x0e, 0x12, 0x26));
    const QRectF r = plotRect();
    const QColor axis(0x6f, 0x7a, 0xa6);
    const int top = maxValue();
    // Grid and axis labels.
    p.setFont(font());
    for (int v = 0; v <= top; v += top > 100 ? 20 : 10) {
        const double y = toWidget(0, v).y();
        p.setPen(QPen(QColor(0x22, 0x29, 0x4a), 1));
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        p.setPen(axis);
        p.drawText(QRectF(0, y - 8, r.left() - 6, 16), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(v));
    }
    const int turns = m_series.empty() ? 0 : m_series.back().turn;
    const int tick = turns > 60 ? 10 : 5;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        if (m_series[i].turn % tick != 0 || (i > 0 && m_series[i].turn == m_series[i - 1].turn))
            continue;
        const double x = toWidget(int(i), 0).x();
        p.drawText(QRectF(x - 20, r.bottom() + 2, 40, 16), Qt::AlignCenter,
                   QString::number(m_series[i].turn));
    }
    p.drawText(QRectF(r.left(), height() - 18, r.width(), 16), Qt::AlignCenter,
               tr("Turn", "score graph axis"));
    p.save();
    p.translate(12, r.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-60, -10, 120, 20), Qt::AlignCenter, tr("Points", "score graph axis"));
    p.restore();
    // Current point.
    if (m_current >= 0 && m_current < int(m_series.size())) {
        const double x = toWidget(m_current, 0).x();
        p.setPen(QPen(QColor(0xff, 0xc4, 0x3d), 1.5));
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
    }
    // Lines: projected dashed (the focused side only) under banked solid.
    const int sides = m_series.empty() ? 0 : int(m_series.front().banked.size());
    const int focus = focusSide();
    for (int pass = 0; pass < 2; ++pass) {
        for (int s = 0; s < sides; ++s) {
            if (pass == 0 && s != focus) continue;
            QPainterPath path;
            for (std::size_t i = 0; i < m_series.size(); ++i) {
                const int v = pass == 0 ? m_series[i].projected[std::size_t(s)]
                                        : m_series[i].banked[std::size_t(s)];
                const QPointF pt = toWidget(int(i), v);
                i == 0 ? path.moveTo(pt) : path.lineTo(pt);
            }
            const QColor c = lineColour(s);
            p.setBrush(Qt::NoBrush);
            if (pass == 1) {
                // A dark edge under each line, so light and dark colours both stand out.
                p.setPen(QPen(QColor(0, 0, 0, 170), 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
                p.drawPath(path);
            }
            p.setPen(QPen(c, pass == 0 ? 1.4 : (s == focus ? 3.0 : 2.0),
                          pass == 0 ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.drawPath(path);
        }
    }
    // Each line's shape along it: the sides told apart without telling their colours apart.
    for (int s = 0; s < sides && s < m_marks.size(); ++s) {
        p.setPen(QPen(QColor(0x07, 0x09, 0x14), 1.2));
        p.setBrush(lineColour(s));
        for (const QPointF& at : markPositions(s))
            p.drawPath(slui::colourShape(m_marks[s], QRectF(at - QPointF(5, 5), QSizeF(10, 10))));
    }
    // The analysis: the focused side's expected final score after each analysed turn, dotted.
    for (int s = focus; s == focus && s < sides; ++s) {
        QPainterPath path;
        bool open = false;
        for (std::size_t i = 0; i < m_series.size(); ++i) {
            const std::vector<double>* e = i < m_expected.size() ? &m_expected[i] : nullptr;
            if (!e || std::size_t(s) >= e->size()) {
                open = false; // a turn without analysis breaks the line
                continue;
            }
            const QPointF pt = toWidget(int(i), (*e)[std::size_t(s)]);
            open ? path.lineTo(pt) : path.moveTo(pt);
            open = true;
        }
        if (path.isEmpty()) continue;
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0, 0, 0, 150), 4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(path);
        p.setPen(QPen(lineColour(s), 2.0, Qt::DotLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(path);
    }
    // Legend: a click chooses the side whose projected and expected lines are drawn.
    double x = r.left();
    m_legend.clear();
    for (int s = 0; s < sides; ++s) {
        const QString name = m_names.value(s);
        const QRectF entry(x - 4, 4, 32 + p.fontMetrics().horizontalAdvance(name), 20);
        m_legend.append(entry);
        if (s == focus) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0x2a, 0x33, 0x5e));
            p.drawRoundedRect(entry, 4, 4);
        }
        p.setPen(QPen(lineColour(s), 2.4));
        p.drawLine(QPointF(x, 14), QPointF(x + 18, 14));
        if (s < m_marks.size()) {
            p.setPen(QPen(QColor(0x07, 0x09, 0x14), 1.2));
            p.setBrush(lineColour(s));
            p.drawPath(slui::colourShape(m_marks[s], QRectF(x + 4, 9, 10, 10)));
        }
        p.setPen(QColor(0xe8, 0xec, 0xf4));
        QFont f = font();
        f.setBold(s == focus);
        p.setFont(f);
        p.drawText(QPointF(x + 24, 18), name);
        x += 40 + p.fontMetrics().horizontalAdvance(name);
    }
    p.setFont(font());
    p.setPen(axis);
    // The key: beside the names where it fits whole, else below them (keyLayout).
    m_key = keyLayout();
    p.drawText(m_key, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, keyText());
}

void ScoreGraph::mouseMoveEvent(QMouseEvent* event)
{
    const int legend = legendAt(event->position());
    if (legend != m_hover) {
        m_hover = legend;
        update();
    }
    if (legend >= 0) {
        QToolTip::showText(
            event->globalPosition().toPoint(),
            tr("Click to show %1's projected and expected score").arg(m_names.value(legend)), this);
        return;
    }
    const int i = pointAt(event->position().x());
    if (i < 0) return;
    const sl::ScorePoint& pt = m_series[std::size_t(i)];
    QStringList lines{tr("After turn %1").arg(pt.turn)};
    const std::vector<double>* expected =
        std::size_t(i) < m_expected.size() ? &m_expected[std::size_t(i)] : nullptr;
    for (std::size_t s = 0; s < pt.banked.size(); ++s) {
        if (expected && s < expected->size())
            lines << tr("%1: %2 (projected %3, expected final score %4)")
                         .arg(m_names.value(int(s)))
                         .arg(pt.banked[s])
                         .arg(pt.projected[s])
                         .arg(QLocale().toString((*expected)[s], 'f', 1));
        else
            lines << tr("%1: %2 (projected %3)")
                         .arg(m_names.value(int(s)))
                         .arg(pt.banked[s])
                         .arg(pt.projected[s]);
    }
    QToolTip::showText(event->globalPosition().toPoint(), lines.join(QLatin1Char('\n')), this);
}

void ScoreGraph::mousePressEvent(QMouseEvent* event)
{
    if (const int legend = legendAt(event->position()); legend >= 0) {
        setSelectedSide(legend);
        return;
    }
    const int i = pointAt(event->position().x());
    if (i >= 0) emit pointClicked(i);
}

} // namespace slapp
