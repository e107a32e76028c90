// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "battledialog.h"
#include "reports.h"

#include <QObject>

#include <functional>

class QTimer;

namespace slui {
class BoardWidget;
} // namespace slui

namespace slapp {

/**
 * Shows a battle no person at this computer fights in on the board itself, roll by roll at the
 * computers' pace, without a dialog and without taking the focus; then calls `done` (the
 * outcome is applied then, as after the battle dialog).
 */
class BattleOnBoard : public QObject
{
    Q_OBJECT
public:
    BattleOnBoard(const BattleReport& report, QList<SideLook> looks, slui::BoardWidget* board,
                  int paceMs, std::function<void()> done, QObject* parent = nullptr);
    /** Starts showing it (the board shows the sides before their first roll). */
    void start();
    /** Shows the end at once (Enter while it runs). */
    void finish();
    /** Steps shown so far: 0 the sides, then one per roll, then the outcome. */
    int step() const { return m_step; }

private:
    void show();
    void next();

    BattleReport m_report;
    QList<SideLook> m_looks;
    slui::BoardWidget* m_board;
    std::function<void()> m_done;
    QTimer* m_timer;
    int m_step = 0;
};

} // namespace slapp
