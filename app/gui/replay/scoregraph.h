// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "statistics.h"

#include <QColor>
#include <QWidget>

namespace slapp {

/**
 * Banked (solid) and projected (dashed) score per side over the turns, in the sides' colours,
 * with a legend and axis labels; with an analysis, each side's expected final score (dotted).
 * Clicking jumps to a turn; hovering shows the values.
 */
class ScoreGraph : public QWidget
{
    Q_OBJECT
public:
    explicit ScoreGraph(QWidget* parent = nullptr);

    /** The points to draw (ScorePoint per turn end), and each side's name and colour. */
    void setSeries(std::vector<sl::ScorePoint> series, QStringList names, QList<QColor> colours);
    const std::vector<sl::ScorePoint>& series() const { return m_series; }
    /** Each side's expected final score at each series point (empty where not analysed). */
    void setExpected(std::vector<std::vector<double>> expected);
    const std::vector<std::vector<double>>& expected() const { return m_expected; }
    /** Marks the point of the game being shown (index into series()). */
    void setCurrent(int index);
    /** Index of the series point nearest to a widget x position. */
    int pointAt(double x) const;
    QSize sizeHint() const override { return {600, 240}; }

signals:
    void pointClicked(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QRectF plotRect() const;
    QPointF toWidget(int index, double value) const;
    int maxValue() const;
    QColor lineColour(int side) const;
    bool hasExpected() const;

    std::vector<sl::ScorePoint> m_series;
    std::vector<std::vector<double>> m_expected;
    QStringList m_names;
    QList<QColor> m_colours;
    int m_current = -1;
};

} // namespace slapp
