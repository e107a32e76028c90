// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "record.h"

#include <QMainWindow>

class QAction;
class QComboBox;
class QLabel;
class QSlider;
class QTableView;
class QTimer;

namespace slapp {

class BoardWidget;
class MoveListModel;
class PlayersModel;
class RemainingTilesModel;
class ReplayCursor;
class ScoreGraph;
class StatisticsView;

/**
 * Step through a stored game: read-only board at any event, first/back/forward/last by event
 * and by whole turn, ±10 turns, a slider, autoplay, the move list, the score graph and the
 * statistics. "Continue from here" starts a new live game from the shown point.
 */
class ReplayWindow : public QMainWindow
{
    Q_OBJECT
public:
    ReplayWindow(sl::GameRecord record, qint64 gameId, QWidget* parent = nullptr);
    ~ReplayWindow() override;

    ReplayCursor* cursor() const { return m_cursor; }
    BoardWidget* board() const { return m_board; }
    ScoreGraph* graph() const { return m_graph; }
    MoveListModel* moveList() const { return m_moves; }
    QTableView* moveView() const { return m_moveView; }
    StatisticsView* statisticsView() const { return m_stats; }
    QSlider* slider() const { return m_slider; }
    QAction* autoplayAction() const { return m_autoplayAct; }
    QAction* continueAction() const { return m_continueAct; }
    /** Autoplay delay per event, in milliseconds. */
    void setAutoplayInterval(int ms);
    bool autoplaying() const;

signals:
    /** "Continue from here": the record up to the chosen event, and where it came from. */
    void continueRequested(const sl::GameRecord& prefix, qint64 originGame, int originEvent);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createActions();
    void retranslate();
    void refresh();
    void toggleAutoplay(bool on);

    ReplayCursor* m_cursor;
    qint64 m_gameId;
    BoardWidget* m_board;
    PlayersModel* m_players;
    RemainingTilesModel* m_remaining;
    MoveListModel* m_moves;
    QTableView* m_moveView;
    ScoreGraph* m_graph;
    StatisticsView* m_stats;
    QSlider* m_slider;
    QLabel* m_position;
    QLabel* m_lastEvent;
    QComboBox* m_speed;
    QTimer* m_timer;
    QList<QAction*> m_navigation;
    QAction* m_firstAct = nullptr;
    QAction* m_back10Act = nullptr;
    QAction* m_backTurnAct = nullptr;
    QAction* m_backAct = nullptr;
    QAction* m_forwardAct = nullptr;
    QAction* m_forwardTurnAct = nullptr;
    QAction* m_forward10Act = nullptr;
    QAction* m_lastAct = nullptr;
    QAction* m_autoplayAct = nullptr;
    QAction* m_continueAct = nullptr;
    QAction* m_closeAct = nullptr;
    bool m_refreshing = false;
};

} // namespace slapp
