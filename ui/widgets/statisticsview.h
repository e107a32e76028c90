// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/statistics.h"

#include <QWidget>

class QTableWidget;
class QPushButton;

namespace slui {

/**
 * Per player: points by realm type and from battles, battles fought, won and lost, dice luck
 * (battles won minus the expected number from the exact odds), tiles and meeples placed by
 * realm type. Exports the same as CSV.
 */
class StatisticsView : public QWidget
{
    Q_OBJECT
public:
    explicit StatisticsView(QWidget* parent = nullptr);
    void setStatistics(const sl::GameStatistics& stats, const sl::GameRecord& record);
    QTableWidget* table() const { return m_table; }
    /** Writes the CSV to a file; false when it cannot be written. */
    bool exportCsv(const QString& path) const;
    /** Writes the CSV whole or not at all; empty, or why it was not written (UI language). */
    QString writeCsv(const QString& path) const;
    /** What dice luck measures, in a sentence or two (its tooltip). */
    static QString diceLuckExplained();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fill();

    QTableWidget* m_table;
    QPushButton* m_export;
    sl::GameStatistics m_stats;
    sl::GameRecord m_record;
};

} // namespace slui
