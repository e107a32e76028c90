// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "record.h"

#include <QObject>

namespace slapp {

/**
 * Something the panels can show: the live game (GameController) or a point of a stored game
 * (ReplayCursor). The panels only read; `changed` tells them to refresh.
 */
class GameView : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    /** The state shown, or null when there is none. */
    virtual const sl::GameState* viewState() const = 0;
    virtual const sl::GameRecord* viewRecord() const = 0;

signals:
    /** Anything visible changed. */
    void changed();
};

} // namespace slapp
