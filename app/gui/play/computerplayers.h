// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/player.h"

#include <QObject>

#include <functional>

#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace slui {
class BackgroundTask;
} // namespace slui

namespace slapp {

class GameController;

/**
 * Plays the computer seats of the live game. When a computer seat is to move, its player
 * (engine/ai, of the seat's level) decides the whole turn off the GUI thread; the tile, then
 * the meeple are shown on the board at the chosen pace, and the turn is committed through the
 * controller like a person's. It waits while a battle is shown, a dialog is open or play is
 * paused; stop() (quit, another game) cancels a search at once. Decides no rule itself.
 */
class ComputerPlayers : public QObject
{
    Q_OBJECT
public:
    explicit ComputerPlayers(GameController* controller, QObject* parent = nullptr);
    ~ComputerPlayers() override;

    /** Milliseconds between showing the tile, showing the meeple and committing; 0 = at once. */
    void setPace(int ms) { m_pace = ms; }
    int pace() const { return m_pace; }
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    /** Every computer seat uses this budget instead of its level's (tests, benchmarks). */
    void setBudgetOverride(const sl::ai::Budget& budget) { m_budget = budget; }
    bool isThinking() const;
    /** A computer turn is being shown (placed, not committed yet). */
    bool isShowingTurn() const { return m_staged.has_value(); }
    /** The computer seats' turns as a script gives them (a lesson): the turn for the state
     *  after `events` events, shown at the pace as a decided one is; none: the seat's level. */
    using Script = std::function<std::optional<sl::ai::TurnAction>(const sl::GameState& state,
                                                                   std::size_t events)>;
    void setScript(Script script) { m_script = std::move(script); }

public slots:
    /** A game was started or resumed: one player per computer seat, from the game's seed. */
    void gameStarted();
    /** Cancels the search and the turn being shown (the game is closed or replaced). */
    void stop();
    /** Shows the rest of the computer's turn at once and commits it. */
    void hurry();

signals:
    void thinkingChanged(bool thinking);

private:
    void poke();
    bool blocked() const;
    void decided(const sl::ai::TurnAction& action, std::size_t key);
    void step();

    GameController* m_controller;
    slui::BackgroundTask* m_task;
    QTimer* m_timer;
    std::vector<std::unique_ptr<sl::ai::Player>> m_players; ///< per seat; null for people
    sl::ai::Budget m_budget;
    int m_pace = 700;
    bool m_paused = false;
    /** The turn being shown: the decision, how far it is shown, the event count it is for. */
    struct Staged
    {
        sl::ai::TurnAction action;
        int shown = 0; ///< 1 tile shown, 2 meeple shown
        std::size_t key = 0;
    };
    std::optional<Staged> m_staged;
    Script m_script;
};

} // namespace slapp
