// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "battledialog.h"
#include "computercontrols.h"
#include "reportpresenter.h"
#include "reports.h"
#include "rules/record.h"
#include "store/storetypes.h"
#include "storestatus.h"
#include "viewcontrols.h"

#include <QMainWindow>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QPushButton;
class QStackedWidget;

namespace slui {
class BoardWidget;
class PlayersModel;
class PlayersPanel;
class RemainingTilesModel;
class StatusText;
} // namespace slui

namespace slapp {

class TurnKeys;

class BattleOnBoard;
class ComputerPlayers;
class DialogQueue;
class GameController;
class SoundControls;
class HintAdvisor;
struct Hint;
class GameStore;
class StoredGames;
class LessonGuide;
class PlayPanels;
class TurnLogModel;
class TurnPanel;
class WelcomePage;

/** The play window: board, turn and players panels, remaining tiles, turn log, menus. */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /** The window uses `store` for every game; it does not own it. */
    explicit MainWindow(GameStore* store, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return m_controller; }
    slui::BoardWidget* board() const { return m_board; }
    TurnPanel* turnPanel() const { return m_turn; }
    slui::PlayersModel* playersModel() const { return m_players; }
    slui::RemainingTilesModel* remainingModel() const { return m_remaining; }
    TurnLogModel* logModel() const { return m_logModel; }
    /** The unfinished games to go on with, and the import of game records. */
    StoredGames* storedGames() const { return m_storedGames; }

    /** Starts a game without the dialog (tests, command line). */
    bool startGame(const sl::GameSetup& setup, const GameOptions& options = {});
    bool continueGame(qint64 id);
    /** Learn to play: starts lesson `id` (LessonGuide), from where it was left with `resume`. */
    bool startLesson(const QString& id, bool resume = false);
    LessonGuide* lesson() const { return m_lesson; }
    /** Battle and final-score dialogs; off in tests that drive whole games. */
    void setDialogsEnabled(bool on) { m_reports->setDialogsEnabled(on); }
    /** How each side (player, or team) is shown in battle and score dialogs. */
    QList<SideLook> sideLooks() const { return m_reports->sideLooks(); }
    /** The welcome page: new game, continue the unfinished game (named), browser, editor, rules,
     *  language. Shown at start and whenever no game is on the board. */
    void offerStart();
    WelcomePage* welcomePage() const { return m_welcome; }
    /** Whether the board (not the welcome page) is shown. */
    bool isBoardShown() const;
    void showBoard();
    /** Shows a battle: its dialog beside the realm, which is outlined on the board; the outcome
     *  is revealed once the last queued battle has been shown. */
    void showBattle(const BattleReport& report) { m_reports->showBattle(report); }

    // Menu actions, exposed so tests trigger exactly what keys and menus trigger.
    QAction* confirmAction() const { return m_confirmAct; }
    QAction* skipAction() const { return m_skipAct; }
    QAction* takeBackAction() const { return m_takeBackAct; }
    QAction* takeBackTurnAction() const { return m_takeBackTurnAct; }
    TurnKeys* turnKeys() const { return m_turnKeys; }
    QAction* rotateAction() const { return m_rotateAct; }
    QAction* editorAction() const { return m_editorAct; }
    QAction* newGameAction() const { return m_newAct; }
    QAction* hintAction() const { return m_computerControls->hintAction(); }
    SoundControls* sound() const { return m_sound; }
    QAction* hintsAllowedAction() const { return m_computerControls->hintsAllowedAction(); }
    QAction* pauseAction() const { return m_computerControls->pauseAction(); }
    ComputerPlayers* computers() const { return m_computerControls->computers(); }
    HintAdvisor* hintAdvisor() const { return m_computerControls->hintAdvisor(); }
    /** View ▸ Language's entry of "en", "cs", or else the system's language. */
    QAction* languageAction(const QString& code) const { return m_view->languageAction(code); }
    QAction* battleDialogsAction() const { return m_view->battleDialogsAction(); }
    QAction* colourBlindAction() const { return m_view->colourBlindAction(); }
    QAction* reduceMotionAction() const { return m_view->reduceMotionAction(); }
    slui::PlayersPanel* playersPanel() const { return m_playersPanel; }
    /** The computers' battle shown on the board now, if any. */
    BattleOnBoard* boardBattle() const { return m_reports->boardBattle(); }

public slots:
    void newGame();
    void continueSavedGame();
    /** The new-game dialog with this tile set chosen ("Play with this set" in the editor). */
    void newGameWithTileSet(const sl::TileSet& set);
    /** Stores `prefix` as a new game that came from (originGame, originEvent) and plays it on. */
    bool continueFromRecord(const sl::GameRecord& prefix, qint64 originGame, int originEvent);
    /** Work that goes on in the background ("Analysing games: 40 of 212 turns"), shown on the
     *  status bar as a button that opens its window; empty hides it. */
    void setBackgroundActivity(const QString& text);

signals:
    /** After the final-score dialog (or immediately when dialogs are off). */
    void gameFinished();
    // The other windows are not the play window's: it asks for them (the Shell opens them).
    void browserRequested();
    /** The Players window is asked for (File menu, welcome page). */
    void playersRequested();
    /** The Puzzles window is asked for. */
    void puzzlesRequested();
    /** The replay viewer on a stored game. */
    void replayRequested(qint64 id);
    void editorRequested();
    /** The status bar's background work was clicked: its window is asked for. */
    void backgroundActivityRequested();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void updateActions();
    void readSettings();
    void refreshWelcome();
    void writeSettings();
    /** Before the game is closed: true when no move would be lost, or the user accepts it. */
    bool mayLeaveGame() { return m_storeStatus->mayLeaveGame(); }
    /** Leaves the game on the board (if the user may) and opens another with `open`; a game
     *  that cannot be opened is said with `failure` as the title. */
    bool openGame(const std::function<bool()>& open, const QString& failure);
    /** Asks before quitting with a turn on the board not confirmed (a person's or a computer's). */
    bool confirmQuitDuringTurn();

    GameStore* m_store;
    GameController* m_controller;
    slui::BoardWidget* m_board;
    WelcomePage* m_welcome;
    QStackedWidget* m_centre;
    TurnPanel* m_turn;
    slui::PlayersModel* m_players;
    slui::PlayersPanel* m_playersPanel;
    slui::RemainingTilesModel* m_remaining;
    TurnLogModel* m_logModel;
    QLabel* m_status;
    QPushButton* m_activity;
    StoreStatus* m_storeStatus = nullptr; ///< read-only, moves not stored yet, save to a file
    StoredGames* m_storedGames = nullptr; ///< unfinished games, imports
    /** Dialogs run one after another, after the events that caused them are all applied. */
    DialogQueue* m_dialogs;
    ReportPresenter* m_reports = nullptr; ///< battles, board feedback, the final scoring

    QMenu* m_gameMenu = nullptr;
    QMenu* m_turnMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newAct = nullptr;
    QAction* m_continueAct = nullptr;
    QAction* m_importAct = nullptr;
    QAction* m_exportAct = nullptr;
    QAction* m_browserAct = nullptr;
    QAction* m_playersAct = nullptr;
    QAction* m_puzzlesAct = nullptr;
    QAction* m_editorAct = nullptr;
    QAction* m_quitAct = nullptr;
    QAction* m_rotateAct = nullptr;
    QAction* m_rotateBackAct = nullptr;
    QAction* m_confirmAct = nullptr;
    QAction* m_skipAct = nullptr;
    QAction* m_takeBackAct = nullptr;
    QAction* m_takeBackTurnAct = nullptr;
    TurnKeys* m_turnKeys = nullptr;
    QAction* m_aboutAct = nullptr;
    QAction* m_aboutQtAct = nullptr;
    QAction* m_manualAct = nullptr;
    QMenu* m_learnMenu = nullptr;
    LessonGuide* m_lesson = nullptr;
    QWidget* m_boardArea = nullptr;
    QAction* m_rulesAct = nullptr;
    ComputerControls* m_computerControls = nullptr; ///< computer seats and hints
    SoundControls* m_sound = nullptr;               ///< sound effects and the Sound menu
    PlayPanels* m_panels = nullptr;                 ///< the panels around the board
    ViewControls* m_view = nullptr;                 ///< zoom, display choices, language
    slui::StatusText* m_statusText = nullptr; ///< status-bar messages that follow the language
};

} // namespace slapp
