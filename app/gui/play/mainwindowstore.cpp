// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The play window when the game database cannot be written: the game goes on, its moves are
// kept, written again as soon as the database takes them, and can be saved to a file.
#include "mainwindow.h"

#include "dialogqueue.h"
#include "statustext.h"

#include "gamecontroller.h"
#include "record.h"

#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace slapp {

void MainWindow::onStoreFailed(const QString& why)
{
    m_storeError = why;
    updateUnsaved();
    // Shown after the move that failed is on the board (never from inside the move).
    m_dialogs->enqueueModal([this] {
        if (!m_controller->unsavedEvents()) return; // written again meanwhile
        QMessageBox box(
            QMessageBox::Warning, tr("The game database cannot be written"),
            tr("Starlanes could not store the last move in the game database:\n%1\n\n"
               "Nothing is lost: you can play on, the moves are kept and written to the database "
               "as soon as it can be written again (Starlanes tries every few seconds). You can "
               "also save the game to a file now.")
                .arg(m_storeError),
            QMessageBox::NoButton, this);
        QPushButton* save = box.addButton(tr("Save to a file…"), QMessageBox::ActionRole);
        QPushButton* retry = box.addButton(tr("Try again now"), QMessageBox::ActionRole);
        QPushButton* play = box.addButton(tr("Play on"), QMessageBox::AcceptRole);
        box.setDefaultButton(play);
        box.exec();
        if (box.clickedButton() == save)
            saveGameToFile();
        else if (box.clickedButton() == retry && !m_controller->retryStore())
            QMessageBox::warning(this, tr("The game database cannot be written"),
                                 tr("The database still cannot be written:\n%1").arg(m_storeError));
    });
}

void MainWindow::onStoreRecovered(int turns, qint64 newId)
{
    m_storeError.clear();
    updateUnsaved();
    const auto note = [turns, newId] {
        const QString stored =
            tr("The game database can be written again: %n kept turn(s) stored.", "", turns);
        return newId ? stored + QLatin1Char(' ') +
                           tr("The database file had been replaced, so the game is stored in it as "
                              "game %1.")
                               .arg(newId)
                     : stored;
    };
    m_controller->appendNote(note);
    m_statusText->show(note, 10000);
}

void MainWindow::updateUnsaved()
{
    const int unsaved = m_controller->unsavedTurns();
    m_unsaved->setVisible(unsaved > 0);
    if (unsaved > 0) {
        m_unsaved->setText(tr("%n turn(s) not stored yet", "", unsaved));
        m_unsaved->setToolTip(m_storeError);
    }
}

bool MainWindow::saveGameToFile()
{
    if (!m_controller->hasGame()) return false;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the game to a file"),
        QStringLiteral("starlanes-game-%1.json").arg(std::max<qint64>(m_controller->gameId(), 0)),
        tr("Starlanes games (*.json)"));
    if (path.isEmpty()) return false;
    return writeGameFile(path);
}

bool MainWindow::writeGameFile(const QString& path)
{
    // From the game in memory, which holds every move (the database may lack the last ones).
    const QByteArray json =
        QByteArray::fromStdString(sl::recordToJson(m_controller->record(), {true, 1}));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size() || !f.flush()) {
        QMessageBox::warning(
            this, tr("Save the game to a file"),
            tr("The game could not be written to %1: %2").arg(path, f.errorString()));
        return false;
    }
    m_statusText->show(
        [this, path] {
            return tr("The game was saved to %1. %2 ▸ %3 adds it to the game database again.")
                .arg(QDir::toNativeSeparators(path), m_gameMenu->title().remove(QLatin1Char('&')),
                     m_importAct->text().remove(QLatin1Char('&')));
        },
        10000);
    return true;
}

bool MainWindow::mayLeaveGame()
{
    if (!m_controller->unsavedEvents() || m_controller->retryStore()) return true;
    const int unsaved = m_controller->unsavedTurns();
    QMessageBox box(QMessageBox::Warning, tr("Turns not stored"),
                    tr("%n turn(s) of this game could not be stored in the game database:\n%1\n\n"
                       "Save the game to a file, so that it can be imported and played on later?",
                       "", unsaved)
                        .arg(m_storeError),
                    QMessageBox::NoButton, this);
    QPushButton* save = box.addButton(tr("Save to a file…"), QMessageBox::AcceptRole);
    QPushButton* drop = box.addButton(tr("Leave without them"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(save);
    box.exec();
    if (box.clickedButton() == drop) return true;
    return box.clickedButton() == save && saveGameToFile();
}

} // namespace slapp
