// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/record.h"
#include "rules/tentativeturn.h"

#include <QObject>

namespace slui {

/**
 * Something the board and the panels can show: the live game (GameController), a point of a
 * stored game (ReplayCursor) or a single state (StateView). They only read; `changed` tells
 * them to refresh.
 */
class GameView : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    /** The state shown, or null when there is none. */
    virtual const sl::GameState* viewState() const = 0;
    virtual const sl::GameRecord* viewRecord() const = 0;
    /** The turn a person is making on the board (the tile tried, the meeple chosen), or null:
     *  only live play has one. */
    virtual const sl::TentativeTurn* tentativeTurn() const { return nullptr; }
    /** Whether a person at this computer may choose on the board now (not a computer's turn,
     *  not a replay): the board then offers the cells and meeple spots to click. */
    virtual bool offersChoices() const { return false; }

signals:
    /** Anything visible changed. */
    void changed();
};

/** A single state to show (a finished board, for example), held by value. */
class StateView : public GameView
{
public:
    explicit StateView(sl::GameState state, QObject* parent = nullptr)
        : GameView(parent), m_state(std::move(state))
    {
    }
    const sl::GameState* viewState() const override { return &m_state; }
    const sl::GameRecord* viewRecord() const override { return nullptr; }

private:
    sl::GameState m_state;
};

} // namespace slui
