// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "battledialog.h"
#include "battleonboard.h"
#include "reports.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace slui {
class BoardWidget;
} // namespace slui

namespace slapp {

class ComputerPlayers;
class DialogQueue;
class GameController;

/**
 * Shows what the game reports, one step after another through the play window's dialog queue:
 * points and meeples coming back on the board, each battle (a dialog beside its realm, or for
 * computers alone on the board at their pace), the final scoring realm by realm and then the
 * final dialog. A turn's battles are applied to the game (log, scores) once the last of them
 * has been shown. It decides no rule: the reports come from the GameController.
 */
class ReportPresenter : public QObject
{
    Q_OBJECT
public:
    /** The options of the View menu that change how things are shown. */
    struct Options
    {
        QAction* animations = nullptr;    ///< points rising, meeples returning, final scoring
        QAction* battleDialogs = nullptr; ///< computers' battles in a dialog too
    };

    /** Dialogs open over `window`; nothing here is owned but the presenter's own state. */
    ReportPresenter(GameController* controller, slui::BoardWidget* board,
                    ComputerPlayers* computers, DialogQueue* dialogs, Options options,
                    QWidget* window);

    /** Battle and final-score dialogs; off in tests that drive whole games. */
    void setDialogsEnabled(bool on) { m_dialogsEnabled = on; }
    /** How each side (player, or team) is shown in battle and score dialogs. */
    QList<SideLook> sideLooks() const;
    /** Shows a battle: its dialog beside the realm, which is outlined on the board; the outcome
     *  is revealed once the last queued battle has been shown. */
    void showBattle(const BattleReport& report);
    /** The computers' battle shown on the board now, if any. */
    BattleOnBoard* boardBattle() const { return m_boardBattle; }
    /** The final scoring on the board, then the final dialog (a game over when resumed too). */
    void showFinal(const FinalReport& report);
    /** Forgets what was still to be shown of the game being left (battles, final scoring). */
    void drop();

signals:
    /** After the final-score dialog (or immediately when dialogs are off). */
    void gameFinished();

private:
    void showFeedback(const QList<BoardFeedback>& feedback);
    /** Where a battle dialog of `size` stands on the screen so that the realm's `cells` stay in
     *  view. */
    QPoint besideRealm(const QList<QPoint>& cells, QSize size) const;
    /** Shows the final scoring on the board realm by realm, then calls `done`. */
    void showFinalScoringOnBoard(const FinalReport& report, const std::function<void()>& done);

    GameController* m_controller;
    slui::BoardWidget* m_board;
    ComputerPlayers* m_computers;
    DialogQueue* m_dialogs;
    Options m_options;
    QWidget* m_window;
    bool m_dialogsEnabled = true;
    int m_battlesToShow = 0; ///< battle dialogs queued or open; their outcome is held back
    QPointer<BattleOnBoard> m_boardBattle; ///< a computers' battle shown on the board now
};

} // namespace slapp
