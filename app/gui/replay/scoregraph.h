// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/statistics.h"

#include <QColor>
#include <QWidget>

namespace slapp {

/**
 * Banked score (solid) per side over the turns, in the sides' colours, with a legend and axis
 * labels; for one side at a time (chosen in the legend, or the one the pointer is on there) its
 * projected score (dashed) and, with an analysis, its expected final score (dotted), so that a
 * 4-player game shows six lines, not twelve. Clicking jumps to a turn; hovering shows the values.
 */
class ScoreGraph : public QWidget
{
    Q_OBJECT
public:
    explicit ScoreGraph(QWidget* parent = nullptr);

    /** The points to draw (ScorePoint per turn end), and each side's name and colour; with
     *  `marks` (each side's player colour), the colour comes from the palette of the moment and
     *  each line carries its colour's shape (playercolours.h) along it and in the legend. */
    void setSeries(std::vector<sl::ScorePoint> series, QStringList names, QList<QColor> colours,
                   QList<sl::Colour> marks = {});
    /** Where side `side`'s shapes are drawn along its line (widget coordinates). */
    QList<QPointF> markPositions(int side) const;
    const std::vector<sl::ScorePoint>& series() const { return m_series; }
    /** Each side's expected final score at each series point (empty where not analysed). */
    void setExpected(std::vector<std::vector<double>> expected);
    const std::vector<std::vector<double>>& expected() const { return m_expected; }
    /** Marks the point of the game being shown (index into series()). */
    void setCurrent(int index);
    /** Index of the series point nearest to a widget x position. */
    int pointAt(double x) const;
    /** The side whose projected and expected lines are drawn (the pointer's in the legend, else
     *  the one chosen). */
    int focusSide() const { return m_hover >= 0 ? m_hover : m_selected; }
    void setSelectedSide(int side);
    /** The legend entry of a side (widget coordinates), after the first paint. */
    QRectF legendRect(int side) const { return m_legend.value(side); }
    /** The colour a side's line is drawn in: its colour, or a light grey for a dark one. */
    QColor lineColour(int side) const;
    /** What the lines mean, and where the last paint put it (whole, inside the widget). */
    QString keyText() const;
    QRectF keyRect() const { return m_key; }
    QSize sizeHint() const override { return {600, 240}; }

signals:
    void pointClicked(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QRectF plotRect() const;
    QPointF toWidget(int index, double value) const;
    int maxValue() const;
    bool hasExpected() const;
    int legendAt(QPointF pos) const;
    QRectF keyLayout() const;

    std::vector<sl::ScorePoint> m_series;
    std::vector<std::vector<double>> m_expected;
    QStringList m_names;
    QList<QColor> m_colours;
    QList<sl::Colour> m_marks;
    int m_current = -1;
    int m_selected = 0;
    int m_hover = -1;
    QList<QRectF> m_legend; ///< per side, where the last paint put its legend entry
    QRectF m_key;
};

} // namespace slapp
