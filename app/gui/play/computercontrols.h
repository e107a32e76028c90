// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QObject>

#include <cstddef>
#include <optional>

class QAction;
class QActionGroup;
class QMenu;
class QToolBar;
class QWidget;

namespace slui {
class BoardWidget;
class StatusText;
} // namespace slui

namespace slapp {

class ComputerPlayers;
class GameController;
class HintAdvisor;
struct Hint;

/**
 * The play window's computer players and hints: the driver of the computer seats, the hint
 * worked out off the GUI thread and drawn on the board, and their actions (Hint, Allow hints,
 * Pause, the pace) with their texts.
 */
class ComputerControls : public QObject
{
    Q_OBJECT
public:
    /** Actions are added to `window` (their keys work everywhere in it). */
    ComputerControls(GameController* controller, slui::BoardWidget* board, slui::StatusText* status,
                     QWidget* window);

    ComputerPlayers* computers() const { return m_computers; }
    HintAdvisor* hintAdvisor() const { return m_hintAdvisor; }
    QAction* hintAction() const { return m_hintAct; }
    QAction* hintsAllowedAction() const { return m_hintsAllowedAct; }
    QAction* pauseAction() const { return m_pauseAct; }

    /** Adds the actions to the Turn menu and the toolbar. */
    void addTo(QMenu* turnMenu, QToolBar* tools);
    void retranslate();
    /** Enables the actions for the moment shown. */
    void update();
    /** A game was started or continued: hints allowed, computers not paused, they play. */
    void gameStarted();
    /** Stops a search or a hint under way at once (nothing of it is kept). */
    void stop();

signals:
    /** What may be done changed (a search or a hint started or finished, hints allowed). */
    void actionsChanged();
    /** The computer players' pace was chosen: `ms` a step (0: at once). */
    void paceChanged(int ms);

private:
    void requestHint();
    void showHint(const Hint& hint);
    /** Removes a hint (asked for or shown): its ghost and its status-bar text. */
    void dropHint();
    QString hintText(const Hint& hint) const;

    GameController* m_controller;
    slui::BoardWidget* m_board;
    slui::StatusText* m_status;
    ComputerPlayers* m_computers;
    HintAdvisor* m_hintAdvisor;
    QAction* m_hintAct;
    QAction* m_hintsAllowedAct;
    QAction* m_pauseAct;
    QActionGroup* m_paceGroup;
    QMenu* m_paceMenu = nullptr;
    std::optional<std::size_t> m_hintKey; ///< the event count the hint asked for is for
    int m_hintMessage = -1; ///< the status-bar message of the hint shown or worked out
};

} // namespace slapp
