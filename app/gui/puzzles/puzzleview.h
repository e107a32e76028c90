// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "widgets/gameview.h"

namespace slapp {

/** A puzzle's position for the board and the panels: the state where the tile waits, and the
 *  turn being tried on it (the engine's TentativeTurn, as in play). */
class PuzzleView : public slui::GameView
{
public:
    PuzzleView(sl::GameRecord record, sl::GameState state, QObject* parent = nullptr)
        : slui::GameView(parent), m_record(std::move(record)), m_state(std::move(state))
    {
        m_turn.start(m_state); // keeps a pointer to m_state, which never moves
    }
    const sl::GameState* viewState() const override { return &m_state; }
    const sl::GameRecord* viewRecord() const override { return &m_record; }
    const sl::TentativeTurn* tentativeTurn() const override { return &m_turn; }
    bool offersChoices() const override { return m_open; }
    /** While open, the board offers the cells and meeple spots; closed once answered. */
    void setOpen(bool open)
    {
        m_open = open;
        emit changed();
    }
    sl::TentativeTurn& turn() { return m_turn; }
    const sl::GameState& state() const { return m_state; }
    /** Starts the turn again (nothing chosen). */
    void restart()
    {
        m_turn.start(m_state);
        emit changed();
    }
    void touch() { emit changed(); }

private:
    sl::GameRecord m_record;
    sl::GameState m_state;
    sl::TentativeTurn m_turn;
    bool m_open = true;
};

} // namespace slapp
