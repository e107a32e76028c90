// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "reportpresenter.h"
#include "common/seatnames.h"

#include "battleonboard.h"
#include "common/names.h"
#include "computerplayers.h"
#include "dialogqueue.h"
#include "finalscoredialog.h"
#include "gamecontroller.h"
#include "rules/statistics.h"
#include "widgets/boardwidget.h"

#include <QAction>
#include <QSettings>
#include <QTimer>

namespace slapp {

ReportPresenter::ReportPresenter(GameController* controller, slui::BoardWidget* board,
                                 ComputerPlayers* computers, DialogQueue* dialogs, Options options,
                                 QWidget* window)
    : QObject(window), m_controller(controller), m_board(board), m_computers(computers),
      m_dialogs(dialogs), m_options(options), m_window(window)
{
    connect(m_controller, &GameController::battleFought, this, &ReportPresenter::showBattle);
    connect(m_controller, &GameController::gameOver, this, &ReportPresenter::showFinal);
    connect(m_controller, &GameController::boardFeedback, this, &ReportPresenter::showFeedback);
}

void ReportPresenter::drop()
{
    // What was still to be shown of the game left: a battle on the board ends at once.
    if (m_boardBattle) m_boardBattle->finish();
    m_dialogs->clear();
    m_battlesToShow = 0;
}

void ReportPresenter::showFeedback(const QList<BoardFeedback>& feedback)
{
    if (!m_options.animations->isChecked()) return;
    for (const BoardFeedback& fb : feedback) {
        if (fb.points > 0)
            m_board->floatPoints(fb.cells, fb.points, slui::displayColour(fb.colour));
        else
            m_board->returnMeeple(fb.meepleAt, fb.colour, fb.large);
    }
}

QList<SideLook> ReportPresenter::sideLooks() const
{
    QList<SideLook> looks;
    if (!m_controller->hasGame()) return looks;
    const sl::GameState& s = m_controller->state();
    for (int side = 0; side < s.sideCount(); ++side) {
        SideLook look;
        if (s.config().teamGame) {
            look.name = slui::teamName(side);
            look.faction = side == 0 ? sl::Faction::Rebel : sl::Faction::Empire;
            look.colour = slui::displayColour(side == 0 ? sl::Colour::Red : sl::Colour::Black);
        } else {
            const sl::Colour c = s.config().seats[static_cast<std::size_t>(side)];
            look.name = slui::seatName(
                m_controller->record().setup.players[static_cast<std::size_t>(side)].name);
            look.faction = sl::factionOf(c);
            look.colour = slui::displayColour(c);
        }
        looks.append(look);
    }
    return looks;
}

void ReportPresenter::showBattle(const BattleReport& report)
{
    // A battle among computer players only is shown at their pace and closes by itself; at
    // once when their pace is "at once".
    const sl::GameState& s = m_controller->state();
    bool person = false;
    for (const BattleSideView& side : report.sides)
        for (int seat = 0; seat < s.playerCount(); ++seat)
            person |= s.sideOf(seat) == side.side &&
                      m_controller->record().setup.players[static_cast<std::size_t>(seat)].kind ==
                          sl::SeatKind::Human;
    const int pace = m_computers->pace();
    if (!m_dialogsEnabled || (!person && pace == 0)) {
        m_controller->revealBattles();
        return;
    }
    ++m_battlesToShow;
    if (!person && !m_options.battleDialogs->isChecked()) {
        // No person at this computer fights: on the board, at the computers' pace, no dialog
        // (menus stay open, nothing takes the focus); the log has it once it is applied.
        m_dialogs->enqueue([this, report, pace](const DialogQueue::Done& done) {
            m_boardBattle = new BattleOnBoard(
                report, sideLooks(), m_board, pace,
                [this, done] {
                    if (m_boardBattle) m_boardBattle->deleteLater();
                    if (--m_battlesToShow == 0) m_controller->revealBattles();
                    done();
                },
                this);
            m_boardBattle->start();
        });
        return;
    }
    m_dialogs->enqueueModal([this, report, person, pace] {
        const bool animate = QSettings().value(QStringLiteral("hints/animations"), true).toBool();
        BattleDialog dialog(report, sideLooks(), animate, m_window);
        if (!person) {
            auto close = [&dialog, pace] {
                QTimer::singleShot(pace * 3, &dialog, &QDialog::accept);
            };
            if (dialog.view()->finished())
                close();
            else
                connect(dialog.view(), &BattleView::done, &dialog, close);
        }
        // The realm fought over is outlined on the board, and the dialog stands beside it.
        m_board->setMarkedCells(report.cells);
        if (!report.cells.isEmpty()) dialog.move(besideRealm(report.cells, dialog.sizeHint()));
        dialog.exec();
        m_board->setMarkedCells({});
        // The outcome (log lines, scores, meeples back in supply) once the last battle of the
        // turn has been shown or skipped.
        if (--m_battlesToShow == 0) m_controller->revealBattles();
    });
}

QPoint ReportPresenter::besideRealm(const QList<QPoint>& cells, QSize size) const
{
    // On the other side of the board from the realm, in the middle, else at the top or the
    // bottom, else on its side: the first place that covers none of the realm's cells, or the
    // fewest (a dialog wider than half the board would stand on a realm near the middle). The
    // cells where the board is going: it may still be following the tile just placed.
    QList<QPoint> centres;
    int realmX = 0;
    for (const QPoint& c : cells) {
        centres << m_board->mapToGlobal(m_board->restingCellCentre(c).toPoint());
        realmX += centres.last().x();
    }
    const QRect board(m_board->mapToGlobal(QPoint(0, 0)), m_board->size());
    const bool realmOnLeft = realmX / int(centres.size()) < board.center().x();
    const int far = realmOnLeft ? board.right() - size.width() - 16 : board.left() + 16;
    const int near = realmOnLeft ? board.left() + 16 : board.right() - size.width() - 16;
    const int middle = board.top() + std::max(16, (board.height() - size.height()) / 2);
    const int top = board.top() + 16;
    const int bottom = std::max(top, board.bottom() - size.height() - 16);
    const QList<QPoint> places{
        {far, middle}, {far, top}, {far, bottom}, {near, top}, {near, bottom}};
    QPoint best = places.first();
    qsizetype fewest = centres.size() + 1;
    for (const QPoint& p : places) {
        const QRect r(p, size);
        const auto covered =
            std::count_if(centres.begin(), centres.end(), [&](QPoint c) { return r.contains(c); });
        if (covered < fewest) {
            fewest = covered;
            best = p;
        }
    }
    return best;
}

void ReportPresenter::showFinal(const FinalReport& report)
{
    if (!m_dialogsEnabled) {
        emit gameFinished();
        return;
    }
    // After the last battle has been shown and applied (queued before this): the final scoring
    // realm by realm on the board, as the log lists it, then the dialog with the same figures.
    m_dialogs->enqueue(
        [this, report](const DialogQueue::Done& done) { showFinalScoringOnBoard(report, done); });
    m_dialogs->enqueueModal([this, report] {
        const sl::GameStatistics stats = sl::computeStatistics(m_controller->record());
        FinalScoreDialog dialog(report, sideLooks(), m_window);
        dialog.addStatistics(stats, m_controller->record());
        // Over the board, not over the Turn panel's buttons.
        const QRect board(m_board->mapToGlobal(QPoint(0, 0)), m_board->size());
        dialog.move(board.center() - QPoint(dialog.width() / 2, dialog.height() / 2));
        dialog.exec();
        emit gameFinished();
    });
}

void ReportPresenter::showFinalScoringOnBoard(const FinalReport& report,
                                              const std::function<void()>& done)
{
    if (!m_options.animations->isChecked() || report.finalScoring.isEmpty()) {
        done();
        return;
    }
    // One realm every kStepMs: outlined, its points rising; the dialog once the last has risen.
    constexpr int kStepMs = 450;
    constexpr int kLastMs = 900;
    const qint64 game = m_controller->gameId();
    const auto stillThisGame = [this, game] {
        return m_controller->hasGame() && m_controller->gameId() == game;
    };
    for (qsizetype i = 0; i < report.finalScoring.size(); ++i) {
        const ScoreLine line = report.finalScoring[i];
        QTimer::singleShot(int(i) * kStepMs, this, [this, line, stillThisGame] {
            if (!stillThisGame()) return;
            m_board->setMarkedCells(line.cells);
            m_board->floatPoints(line.cells, line.points, slui::displayColour(line.colour));
        });
    }
    QTimer::singleShot(int(report.finalScoring.size() - 1) * kStepMs + kLastMs, this, [this, done] {
        m_board->setMarkedCells({});
        done();
    });
}

} // namespace slapp
