// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// MainWindow: starting, continuing, importing and exporting games.
#include "mainwindow.h"

#include "common/filetext.h"
#include "common/names.h"
#include "common/recordtext.h"
#include "common/statustext.h"
#include "common/waitwithprogress.h"
#include "computercontrols.h"
#include "gamecontroller.h"
#include "newgamedialog.h"
#include "reportpresenter.h"
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
#include <QStackedWidget>
#include <QStatusBar>
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
    m_reports->drop();
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
    m_reports->drop();
    if (!m_controller->resume(id)) {
        QMessageBox::warning(this, tr("Cannot continue the game"), m_controller->lastError());
        return false;
    }
    showBoard();
    m_board->fitToWindow();
    updateActions();
    m_computerControls->gameStarted();
    if (m_controller->isOver()) m_reports->showFinal(*m_controller->finalReport());
    return true;
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

} // namespace slapp
