// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "reports.h"

#include <QColor>
#include <QDialog>
#include <QStringList>

class QTimer;

namespace slapp {

/** How a side is shown in the battle dialog. */
struct SideLook
{
    QString name;
    QColor colour;
    sl::Faction faction = sl::Faction::Rebel;
};

/** Paints a battle: the sides, each roll's dice, ties, withdrawals and the winner. */
class BattleView : public QWidget
{
    Q_OBJECT
public:
    BattleView(const BattleReport& report, QList<SideLook> looks, QWidget* parent = nullptr);
    /** Rolls fully shown so far; the one after them may be tumbling. */
    int revealed() const { return m_revealed; }
    bool finished() const { return m_revealed >= m_report.rolls.size(); }
    /** The heading of side `i`'s column as shown: "Anna: 2 dice". */
    QString sideHeading(int i) const;
    QSize sizeHint() const override;

public slots:
    /** Shows everything at once. */
    void skip();
    void start();

signals:
    void done();

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void tick();

    BattleReport m_report;
    QList<SideLook> m_looks;
    QTimer* m_timer;
    int m_revealed = 0;
    int m_ticks = 0;
    quint32 m_seed = 1;
};

/** A brief, skippable animation of one battle (R-BAT-1..7). */
class BattleDialog : public QDialog
{
    Q_OBJECT
public:
    BattleDialog(const BattleReport& report, QList<SideLook> looks, bool animate,
                 QWidget* parent = nullptr);
    BattleView* view() const { return m_view; }

private:
    BattleView* m_view;
};

} // namespace slapp
