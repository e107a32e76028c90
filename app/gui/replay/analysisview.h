// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QTableWidget;
class QToolButton;

namespace slapp {

class ReplayAnalysis;

/**
 * The replay's Analysis tab: what the analysis computes, how far it got, and per player the
 * average points lost per turn and the numbers of mistakes and blunders.
 */
class AnalysisView : public QWidget
{
    Q_OBJECT
public:
    AnalysisView(const ReplayAnalysis* analysis, QAction* analyse, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }
    QLabel* status() const { return m_status; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();

    const ReplayAnalysis* m_analysis;
    QLabel* m_about;
    QLabel* m_status;
    QToolButton* m_analyse;
    QTableWidget* m_table;
};

} // namespace slapp
