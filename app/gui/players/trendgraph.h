// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QDateTime>
#include <QWidget>

#include <optional>
#include <vector>

namespace slapp {

/**
 * A player's trend over their games, oldest first: one value per game (a game without a value,
 * e.g. not analysed, leaves a gap), the y axis from `low` to `high` with its unit, the first and
 * the last game's date under the x axis. Clicking a game's point emits gameClicked.
 */
class TrendGraph : public QWidget
{
    Q_OBJECT
public:
    explicit TrendGraph(QWidget* parent = nullptr);

    struct Series
    {
        std::vector<std::optional<double>> values;
        std::vector<QDateTime> dates; ///< one per value
        double low = 0;
        double high = 1;
        QString unit;     ///< the y axis's title: "points", "% won"
        double scale = 1; ///< the axis labels show value * scale ("% won": 100)
        QString empty;    ///< said instead of a line when no game has a value
    };
    void setSeries(Series series);
    const Series& series() const { return m_series; }
    /** Where a game's point is drawn (widget coordinates); nullopt without a value. */
    std::optional<QPointF> pointOf(std::size_t game) const;
    QSize sizeHint() const override { return {640, 240}; }
    QSize minimumSizeHint() const override { return {320, 160}; }

signals:
    void gameClicked(std::size_t game);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF plotRect() const;
    Series m_series;
};

} // namespace slapp
