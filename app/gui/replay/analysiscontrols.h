// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QProgressBar;
class QPushButton;

namespace slui {
class StatusText;
} // namespace slui

namespace slapp {

class ReplayAnalysis;

/**
 * "Analyse game" in the replay window: the action (A), the progress and Cancel in the status
 * bar while it runs, and what the status bar says when it stops. What the analysis found is the
 * window's to show (the move list's Lost column, the graph, the ghost on the board): changed()
 * tells it when.
 */
class AnalysisControls : public QObject
{
    Q_OBJECT
public:
    /** The action is one of `window`'s (the window puts it in its toolbar); the progress and
     *  Cancel sit in its status bar; messages go to `status`. */
    AnalysisControls(ReplayAnalysis* analysis, QMainWindow* window, slui::StatusText* status);

    QAction* action() const { return m_action; }
    QProgressBar* progress() const { return m_progress; }
    QPushButton* cancelButton() const { return m_cancel; }
    /** The texts in the language now. */
    void retranslate();

signals:
    /** The analysis changed (started, stopped, a turn analysed, loaded from the store). */
    void changed();

private:
    /** The action's state, and changed() for the window's views. */
    void update();
    /** The action's state and tooltip only. */
    void updateAction();
    void finished(bool complete);

    ReplayAnalysis* m_analysis;
    slui::StatusText* m_status;
    QAction* m_action;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
};

} // namespace slapp
