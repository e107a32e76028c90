// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/analysis.h"
#include "store/batchreview.h"

#include <QDialog>

class QLabel;
class QProgressBar;
class QPushButton;

namespace slui {
class BackgroundTask;
} // namespace slui

namespace slapp {

/**
 * "Analyse all games": reviews a list of stored games on a thread of its own with a connection
 * of its own to the database, every core busy and the program free to use meanwhile (a window
 * that does not block). Shows the game and the turns done, the time left, and stops on Cancel;
 * each turn is stored when it is done, so a run stopped here or by a quit or a crash goes on
 * where it stopped when started again.
 */
class BatchReviewDialog : public QDialog
{
    Q_OBJECT
public:
    BatchReviewDialog(QString databasePath, QWidget* parent = nullptr);
    ~BatchReviewDialog() override;
    /** The review's budget (tests use a small one); threads: the cores used. */
    void setOptions(const sl::ai::AnalysisOptions& options) { m_options = options; }
    /** Reviews `games` (those with a complete review are passed over quickly). */
    void start(const QList<qint64>& games);
    bool isRunning() const;
    QString statusText() const;
    QString titleText() const;
    /** What the last run that ended did (its games and the turns it analysed). */
    const batchreview::Result& result() const { return m_result; }
    /** Stops the run; what was done stays stored. */
    void cancel();
    /** Starts a stopped or failed run again with the same games: it goes on where it stopped. */
    void resume();
    /** What runs, in a few words for a status bar ("Analysing games: 40 of 212 turns"), or
     *  empty when nothing does. */
    QString activityText() const;

signals:
    /** The run ended: done, stopped or failed. */
    void runEnded();
    /** activityText() changed (a turn analysed, the run began or ended, another language). */
    void activityChanged(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    enum class State { Idle, Running, Done, Stopped, Failed };
    void showProgress(const batchreview::Progress& progress);
    void retranslate();

    QString m_path;
    sl::ai::AnalysisOptions m_options;
    slui::BackgroundTask* m_task;
    State m_state = State::Idle;
    batchreview::Progress m_progress;
    batchreview::Result m_result;
    QLabel* m_title;
    QLabel* m_status;
    QLabel* m_note;
    QProgressBar* m_bar;
    QPushButton* m_cancel;
    QPushButton* m_resume;
    QPushButton* m_close;
    QList<qint64> m_games; ///< of the last run
};

} // namespace slapp
