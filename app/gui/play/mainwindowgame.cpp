// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// MainWindow: starting, continuing, importing and exporting games; battle and final dialogs.
#include "mainwindow.h"

#include "battleonboard.h"
#include "common/filetext.h"
#include "common/names.h"
#include "common/recordtext.h"
#include "common/statustext.h"
#include "common/waitwithprogress.h"
#include "computercontrols.h"
#include "computerplayers.h"
#include "dialogqueue.h"
#include "finalscoredialog.h"
#include "gamecontroller.h"
#include "newgamedialog.h"
#include "rules/statistics.h"
#include "store/gamestore.h"
#include "welcomepage.h"
#include "widgets/boardwidget.h"

#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace slapp {
namespace {

QString describeGame(const GameSummary& g)
{
    QStringList names;
    for (const auto& seat : g.seats)
        names << seat.name;
    // Turns are counted as the game browser counts them: turns played so far.
    return MainWindow::tr("%1 — %2 — %n turn(s) played", "", g.turns)
        .arg(slui::shortDateTime(g.updated), names.join(QStringLiteral(", ")));
}

} // namespace

bool MainWindow::startGame(const sl::GameSetup& setup)
{
    if (!mayLeaveGame()) return false;
    m_computerControls->stop();
    dropShownSteps();
    if (!m_controller->startNew(setup)) {
        QMessageBox::warning(this, tr("Cannot start the game"), m_controller->lastError());
        return false;
    }
    showBoard();
    m_board->fitToWindow();
    updateActions();
    m_computerControls->gameStarted();
    return true;
}

bool MainWindow::continueGame(qint64 id)
{
    if (!mayLeaveGame()) return false;
    m_computerControls->stop();
    dropShownSteps();
    if (!m_controller->resume(id)) {
        QMessageBox::warning(this, tr("Cannot continue the game"), m_controller->lastError());
        return false;
    }
    showBoard();
    m_board->fitToWindow();
    updateActions();
    m_computerControls->gameStarted();
    if (m_controller->isOver()) showFinal(*m_controller->finalReport());
    return true;
}

void MainWindow::dropShownSteps()
{
    // What was still to be shown of the game left: a battle on the board ends at once.
    if (m_boardBattle) m_boardBattle->finish();
    m_dialogs->clear();
    m_battlesToShow = 0;
}

void MainWindow::newGame()
{
    NewGameDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (const auto setup = dialog.setup()) startGame(*setup);
}

void MainWindow::newGameWithTileSet(const sl::TileSet& set)
{
    show();
    raise();
    activateWindow();
    NewGameDialog dialog(this);
    dialog.setTileSet(set);
    if (dialog.exec() != QDialog::Accepted) return;
    if (const auto setup = dialog.setup()) startGame(*setup);
}

void MainWindow::continueSavedGame()
{
    if (!m_store) return;
    const QList<qint64> ids = m_store->unfinishedGames();
    if (ids.isEmpty()) {
        QMessageBox::information(this, tr("Continue a saved game"),
                                 tr("There is no unfinished game."));
        return;
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Continue a saved game"));
    auto* list = new QListWidget(&dialog);
    for (qint64 id : ids) {
        const auto s = m_store->summary(id);
        if (!s) continue;
        auto* item = new QListWidgetItem(describeGame(*s), list);
        item->setData(Qt::UserRole, id);
    }
    list->setCurrentRow(0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Continue"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(list, &QListWidget::itemDoubleClicked, &dialog, &QDialog::accept);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(list);
    layout->addWidget(buttons);
    dialog.resize(520, 300);
    if (dialog.exec() == QDialog::Accepted && list->currentItem())
        continueGame(list->currentItem()->data(Qt::UserRole).toLongLong());
}

void MainWindow::offerStart()
{
    refreshWelcome();
    if (isBoardShown()) {
        // The game's panels mean nothing without a game: put them away until the board is back.
        m_boardState = saveState();
        for (QDockWidget* d : {m_turnDock, m_playersDock, m_remainingDock, m_logDock})
            d->hide();
    }
    m_centre->setCurrentWidget(m_welcome);
}

void MainWindow::refreshWelcome()
{
    QString unfinished;
    if (m_store)
        if (const QList<qint64> ids = m_store->unfinishedGames(); !ids.isEmpty())
            if (const auto s = m_store->summary(ids.front())) unfinished = describeGame(*s);
    m_welcome->setUnfinished(unfinished);
}

void MainWindow::showBoard()
{
    if (!isBoardShown() && !m_boardState.isEmpty()) restoreState(m_boardState);
    m_centre->setCurrentWidget(m_board);
}

bool MainWindow::isBoardShown() const
{
    return m_centre->currentWidget() == m_board;
}

void MainWindow::importGame()
{
    if (!m_store) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a game"), QString(),
                                                      tr("Starlanes games (*.json)"));
    if (path.isEmpty()) return;
    importGameFile(path);
}

qint64 MainWindow::importGameFile(const QString& path)
{
    // Read and checked off the window's thread (a record may be up to 16 MiB); stored here.
    slui::RecordFile file;
    if (!slui::waitWithProgress(
            this, tr("Reading %1…").arg(QFileInfo(path).fileName()),
            [&](slui::Progress& p) { file = slui::readRecordFile(path, &p.cancel); }))
        return 0;
    if (!file.record) {
        QMessageBox::warning(this, tr("Import a game"),
                             tr("This game cannot be imported:\n%1").arg(file.problem));
        return 0;
    }
    const qint64 id = m_store->insertRecord(*file.record);
    if (!id) {
        QMessageBox::warning(this, tr("Import a game"), m_store->lastError());
        return 0;
    }
    const auto s = m_store->summary(id);
    if (s && !s->isFinished() &&
        QMessageBox::question(this, tr("Import a game"),
                              tr("The game was imported. Continue playing it now?")) ==
            QMessageBox::Yes)
        continueGame(id);
    else
        QMessageBox::information(this, tr("Import a game"), tr("The game was imported."));
    return id;
}

void MainWindow::exportGame()
{
    saveGameToFile();
}

QList<SideLook> MainWindow::sideLooks() const
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
            look.name = QString::fromStdString(
                m_controller->record().setup.players[static_cast<std::size_t>(side)].name);
            look.faction = sl::factionOf(c);
            look.colour = slui::displayColour(c);
        }
        looks.append(look);
    }
    return looks;
}

bool MainWindow::continueFromRecord(const sl::GameRecord& prefix, qint64 originGame,
                                    int originEvent)
{
    if (!mayLeaveGame()) return false;
    const qint64 id = m_store ? m_store->insertRecord(prefix, originGame, originEvent) : 0;
    if (!id) {
        QMessageBox::warning(this, tr("Continue from here"),
                             m_store ? m_store->lastError() : QString());
        return false;
    }
    raise();
    activateWindow();
    if (!continueGame(id)) return false;
    // Say plainly what happened: a new game, made from the stored one at that point.
    int turns = 0;
    for (const sl::Event& e : prefix.events)
        turns += e.type == sl::EventType::Place;
    const auto note = [id, originGame, turns] {
        return tr("This is a new game (game %1), continued from game %2 after %n turn(s). Game %2 "
                  "is kept as it was.",
                  "", turns)
            .arg(id)
            .arg(originGame);
    };
    m_controller->appendNote(note);
    m_statusText->show(note, 10000);
    return true;
}

void MainWindow::showBattle(const BattleReport& report)
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
    const int pace = computers()->pace();
    if (!m_dialogsEnabled || (!person && pace == 0)) {
        m_controller->revealBattles();
        return;
    }
    ++m_battlesToShow;
    if (!person && !m_battleDialogsAct->isChecked()) {
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
        BattleDialog dialog(report, sideLooks(), animate, this);
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
        if (!report.cells.isEmpty()) {
            QPointF centre;
            for (const QPoint& c : report.cells)
                centre += m_board->cellCentre(c);
            centre /= double(report.cells.size());
            const QRect board(m_board->mapToGlobal(QPoint(0, 0)), m_board->size());
            const QSize size = dialog.sizeHint();
            const bool realmOnLeft = centre.x() < board.width() / 2.0;
            const int x = realmOnLeft ? board.right() - size.width() - 16 : board.left() + 16;
            dialog.move(x, board.top() + std::max(16, (board.height() - size.height()) / 2));
        }
        dialog.exec();
        m_board->setMarkedCells({});
        // The outcome (log lines, scores, meeples back in supply) once the last battle of the
        // turn has been shown or skipped.
        if (--m_battlesToShow == 0) m_controller->revealBattles();
    });
}

void MainWindow::showFinal(const FinalReport& report)
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
        FinalScoreDialog dialog(report, sideLooks(), this);
        dialog.addStatistics(stats, m_controller->record());
        // Over the board, not over the Turn panel's buttons.
        const QRect board(m_board->mapToGlobal(QPoint(0, 0)), m_board->size());
        dialog.move(board.center() - QPoint(dialog.width() / 2, dialog.height() / 2));
        dialog.exec();
        emit gameFinished();
    });
}

void MainWindow::showFinalScoringOnBoard(const FinalReport& report,
                                         const std::function<void()>& done)
{
    if (!m_animationsAct->isChecked() || report.finalScoring.isEmpty()) {
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
