// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/statistics.h"
#include "widgets/gameview.h"

#include <optional>

namespace slapp {

/**
 * A stored game and a position in it (the number of events applied), like a chess viewer's
 * cursor. The shown state is always the engine's replay of the record to that position.
 */
class ReplayCursor : public slui::GameView
{
    Q_OBJECT
public:
    explicit ReplayCursor(sl::GameRecord record, QObject* parent = nullptr);

    const sl::GameState* viewState() const override { return &*m_state; }
    const sl::GameRecord* viewRecord() const override { return &m_record; }
    const sl::GameStatistics& statistics() const { return m_stats; }
    const std::vector<sl::TurnSummary>& turns() const { return m_turns; }

    std::size_t position() const { return m_position; }
    /** Whether the stored game reached its end (an interrupted game did not). */
    bool isFinished() const { return m_finished; }
    /** The last turn of an interrupted game, whose tile was drawn but not placed yet. */
    bool isTurnInProgress(std::size_t turn) const;
    std::size_t length() const { return m_record.events.size(); }
    /** Index in turns() of the turn the position lies in (the last turn at the end). */
    int turnIndex() const;
    /** The latest position at or before `n` where a live game could go on (a player's move or
     *  a draw is next), for "continue from here". */
    std::size_t continuablePosition(std::size_t n) const;

public slots:
    void setPosition(std::size_t n);
    void first() { setPosition(0); }
    void last() { setPosition(length()); }
    void stepForward() { setPosition(m_position + 1); }
    void stepBack() { setPosition(m_position > 0 ? m_position - 1 : 0); }
    /** Moves to the end of the turn `count` turns later (negative: earlier). */
    void moveTurns(int count);
    void jumpToTurn(int index);

private:
    sl::GameRecord m_record;
    std::optional<sl::GameState> m_state;
    std::size_t m_position = 0;
    sl::GameStatistics m_stats;
    std::vector<sl::TurnSummary> m_turns;
    bool m_finished = false;
};

} // namespace slapp
