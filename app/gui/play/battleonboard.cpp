// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "battleonboard.h"

#include "common/names.h"
#include "widgets/boardwidget.h"

#include <QTimer>

namespace slapp {

BattleOnBoard::BattleOnBoard(const BattleReport& report, QList<SideLook> looks,
                             slui::BoardWidget* board, int paceMs, std::function<void()> done,
                             QObject* parent)
    : QObject(parent), m_report(report), m_looks(std::move(looks)), m_board(board),
      m_done(std::move(done)), m_timer(new QTimer(this))
{
    m_timer->setInterval(std::max(250, paceMs));
    connect(m_timer, &QTimer::timeout, this, &BattleOnBoard::next);
}

void BattleOnBoard::start()
{
    m_step = 0;
    show();
    m_timer->start();
}

void BattleOnBoard::finish()
{
    m_timer->stop();
    m_step = int(m_report.rolls.size()) + 1;
    show();
    m_board->setBattle(std::nullopt);
    if (auto done = std::exchange(m_done, nullptr)) done();
}

void BattleOnBoard::next()
{
    const int last = int(m_report.rolls.size()) + 1; // the outcome
    if (m_step >= last) {
        finish();
        return;
    }
    ++m_step;
    show();
    if (m_step == last) m_timer->setInterval(m_timer->interval() * 2); // the outcome stays longer
}

void BattleOnBoard::show()
{
    slui::BoardBattle b;
    b.cells = m_report.cells;
    b.title = tr("Battle for %1").arg(slui::realmLabelText(m_report.place));
    const int rolls = int(m_report.rolls.size());
    const int shown = std::min(m_step, rolls); // rolls on the board so far
    const bool over = m_step > rolls;
    for (qsizetype i = 0; i < m_report.sides.size(); ++i) {
        const BattleSideView& side = m_report.sides[i];
        const SideLook look = m_looks.value(side.side);
        slui::BoardBattle::Side s;
        s.name = look.name;
        s.colour = look.colour;
        s.yellowFirst = side.blaster;
        if (shown == 0) s.note = tr("%n die(s)", "", side.dice);
        for (int r = 0; r < shown; ++r) {
            const BattleRoll& roll = m_report.rolls[r];
            if (!roll.dice[i].isEmpty()) {
                s.dice = roll.dice[i];
                s.note = QString::number(roll.results[i]);
            }
            if (roll.withdrawn.contains(side.side)) {
                s.out = true;
                s.note = tr("withdraws");
            }
        }
        if (over) {
            s.winner = side.side == m_report.winner;
            const int points = m_report.points.value(i);
            s.note = s.winner ? tr("wins")
                     : points ? tr("+%n point(s)", "", points)
                              : tr("withdraws");
        }
        b.sides.append(s);
    }
    m_board->setBattle(b);
}

} // namespace slapp
