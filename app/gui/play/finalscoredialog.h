// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "battledialog.h"
#include "reports.h"
#include "rules/statistics.h"

#include <QDialog>

class QStackedWidget;
class QTableWidget;
class QPushButton;

namespace slapp {

/** The end of a game: final scoring realm by realm, then a summary per side by realm type. */
class FinalScoreDialog : public QDialog
{
    Q_OBJECT
public:
    FinalScoreDialog(const FinalReport& report, const QList<SideLook>& looks,
                     QWidget* parent = nullptr);
    QTableWidget* realmTable() const { return m_realms; }
    QTableWidget* summaryTable() const { return m_summary; }
    /** Shows the summary page (as the Next button does). */
    void showSummary();
    /** The page before (as the Back button does). */
    void showPrevious();
    /** Adds a page with the game's statistics (battles, dice luck, tiles and meeples). */
    void addStatistics(const sl::GameStatistics& stats, const sl::GameRecord& record);

private:
    void updateButtons();
    QStackedWidget* m_pages;
    QTableWidget* m_realms;
    QTableWidget* m_summary;
    QPushButton* m_back;
    QPushButton* m_next;
};

} // namespace slapp
