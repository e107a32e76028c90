// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/record.h"

#include <QMainWindow>

class QAction;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QTableView;
class QTimer;

namespace slui {
class BoardWidget;
class PlayersModel;
class RemainingTilesModel;
class StatisticsView;
class StatusText;
} // namespace slui

namespace slapp {

class AnalysisControls;
class AnalysisView;
class GameStore;
class MoveListModel;
class MoveListView;
class ReplayAnalysis;
class ReplayCursor;
class ScoreGraph;

/**
 * Step through a stored game: read-only board at any event, first/back/forward/last by event
 * and by whole turn, ±10 turns, a slider, autoplay, the move list, the score graph and the
 * statistics. "Continue from here" starts a new live game from the shown point. "Analyse game"
 * reviews every turn (replayanalysis.h): points lost in the move list, the best turn as a ghost
 * on the board, the expected final scores in the graph, a summary per player.
 */
class ReplayWindow : public QMainWindow
{
    Q_OBJECT
public:
    ReplayWindow(sl::GameRecord record, qint64 gameId, QWidget* parent = nullptr);
    /** The stored game shown (0 for a record file). */
    qint64 gameId() const { return m_gameId; }
    ~ReplayWindow() override;
    /** The game database the game is stored in: its stored analysis is shown at once, and a new
     *  one is stored there. Without it an analysis is kept in memory only. */
    void setStore(GameStore* store);

    ReplayCursor* cursor() const { return m_cursor; }
    slui::BoardWidget* board() const { return m_board; }
    ScoreGraph* graph() const { return m_graph; }
    MoveListModel* moveList() const { return m_moves; }
    MoveListView* moveView() const { return m_moveView; }
    QSlider* slider() const { return m_slider; }
    QAction* autoplayAction() const { return m_autoplayAct; }
    QAction* continueAction() const { return m_continueAct; }
    QAction* analyseAction() const;
    ReplayAnalysis* analysis() const { return m_analysis; }
    AnalysisView* analysisView() const { return m_analysisView; }
    QProgressBar* analysisProgress() const;
    QPushButton* cancelAnalysisButton() const;
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
    void createAnalysis();
    void analysisChanged();
    void showGhost(std::size_t position, int turn);

    ReplayCursor* m_cursor;
    qint64 m_gameId;
    slui::BoardWidget* m_board;
    slui::PlayersModel* m_players;
    slui::RemainingTilesModel* m_remaining;
    MoveListModel* m_moves;
    MoveListView* m_moveView;
    ScoreGraph* m_graph;
    slui::StatisticsView* m_stats;
    ReplayAnalysis* m_analysis = nullptr;
    slui::StatusText* m_statusText = nullptr; ///< status-bar messages that follow the language
    AnalysisControls* m_analysisControls = nullptr;
    AnalysisView* m_analysisView = nullptr;
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
    QAction* m_zoomInAct = nullptr; ///< the board's zoom keys, as in the play window
    QAction* m_zoomOutAct = nullptr;
    QAction* m_fitAct = nullptr;
    QAction* m_autoplayAct = nullptr;
    QAction* m_continueAct = nullptr;
    QAction* m_closeAct = nullptr;
    bool m_refreshing = false;
};

} // namespace slapp
