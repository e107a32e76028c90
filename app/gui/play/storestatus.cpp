// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "storestatus.h"
#include "common/filedialogs.h"

#include "common/filetext.h"
#include "common/statustext.h"
#include "dialogqueue.h"
#include "gamecontroller.h"
#include "rules/record.h"
#include "store/gamestore.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace slapp {

StoreStatus::StoreStatus(GameController* controller, GameStore* store, DialogQueue* dialogs,
                         slui::StatusText* status, QMainWindow* window)
    : QObject(window), m_controller(controller), m_store(store), m_dialogs(dialogs),
      m_status(status), m_window(window), m_unsaved(new QLabel(window)),
      m_readOnly(new QLabel(window))
{
    m_unsaved->setObjectName(QStringLiteral("unsavedMoves"));
    m_unsaved->setStyleSheet(QStringLiteral("QLabel { color: #c0392b; font-weight: bold; }"));
    m_unsaved->hide();
    window->statusBar()->addPermanentWidget(m_unsaved);
    m_readOnly->setObjectName(QStringLiteral("readOnlyStore"));
    m_readOnly->hide();
    window->statusBar()->addPermanentWidget(m_readOnly);
    connect(controller, &GameController::storeFailed, this, &StoreStatus::failed);
    connect(controller, &GameController::storeRecovered, this, &StoreStatus::recovered);
}

void StoreStatus::setImportAction(QMenu* menu, QAction* import)
{
    m_importMenu = menu;
    m_importAct = import;
}

void StoreStatus::retranslate()
{
    m_readOnly->setText(tr("Read-only game database: browsing and replays only"));
    if (m_store) m_readOnly->setToolTip(QDir::toNativeSeparators(m_store->path()));
    update();
}

void StoreStatus::failed(const QString& why)
{
    m_error = why;
    update();
    // Shown after the move that failed is on the board (never from inside the move).
    m_dialogs->enqueueModal([this] {
        if (!m_controller->unsavedEvents()) return; // written again meanwhile
        QMessageBox box(
            QMessageBox::Warning, tr("The game database cannot be written"),
            tr("Starlanes could not store the last move in the game database:\n%1\n\n"
               "Nothing is lost: you can play on, the moves are kept and written to the database "
               "as soon as it can be written again (Starlanes tries every few seconds). You can "
               "also save the game to a file now.")
                .arg(m_error),
            QMessageBox::NoButton, m_window);
        QPushButton* save = box.addButton(tr("Save to a file…"), QMessageBox::ActionRole);
        QPushButton* retry = box.addButton(tr("Try again now"), QMessageBox::ActionRole);
        QPushButton* play = box.addButton(tr("Play on"), QMessageBox::AcceptRole);
        box.setDefaultButton(play);
        box.exec();
        if (box.clickedButton() == save)
            saveGameToFile();
        else if (box.clickedButton() == retry && !m_controller->retryStore())
            QMessageBox::warning(m_window, tr("The game database cannot be written"),
                                 tr("The database still cannot be written:\n%1").arg(m_error));
    });
}

void StoreStatus::recovered(int turns, qint64 newId)
{
    m_error.clear();
    update();
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
    m_status->show(note, 10000);
}

void StoreStatus::update()
{
    m_readOnly->setVisible(m_store && m_store->isReadOnly());
    const int unsaved = m_controller->unsavedTurns();
    m_unsaved->setVisible(unsaved > 0);
    if (unsaved > 0) {
        m_unsaved->setText(tr("%n turn(s) not stored yet", "", unsaved));
        m_unsaved->setToolTip(m_error);
    }
}

bool StoreStatus::saveGameToFile()
{
    if (!m_controller->hasGame()) return false;
    const QString path = slui::saveFileName(
        m_window, tr("Save the game to a file"),
        QStringLiteral("starlanes-game-%1.json").arg(std::max<qint64>(m_controller->gameId(), 0)),
        tr("Starlanes games (*.json)"));
    if (path.isEmpty()) return false;
    return writeGameFile(path);
}

bool StoreStatus::writeGameFile(const QString& path)
{
    // From the game in memory, which holds every move (the database may lack the last ones).
    const QByteArray json =
        QByteArray::fromStdString(sl::recordToJson(m_controller->record(), {true, 1}));
    // Whole or not at all, never over a game database; the file dialog asked before
    // replacing an existing file.
    if (const QString problem = slui::writeWholeFile(path, json, true); !problem.isEmpty()) {
        QMessageBox::warning(m_window, tr("Save the game to a file"), problem);
        return false;
    }
    m_status->show(
        [this, path] {
            const QString menu =
                m_importMenu ? m_importMenu->title().remove(QLatin1Char('&')) : QString();
            const QString import =
                m_importAct ? m_importAct->text().remove(QLatin1Char('&')) : QString();
            return tr("The game was saved to %1. %2 ▸ %3 adds it to the game database again.")
                .arg(QDir::toNativeSeparators(path), menu, import);
        },
        10000);
    return true;
}

bool StoreStatus::mayLeaveGame()
{
    if (!m_controller->unsavedEvents() || m_controller->retryStore()) return true;
    const int unsaved = m_controller->unsavedTurns();
    QMessageBox box(QMessageBox::Warning, tr("Turns not stored"),
                    tr("%n turn(s) of this game could not be stored in the game database:\n%1\n\n"
                       "Save the game to a file, so that it can be imported and played on later?",
                       "", unsaved)
                        .arg(m_error),
                    QMessageBox::NoButton, m_window);
    QPushButton* save = box.addButton(tr("Save to a file…"), QMessageBox::AcceptRole);
    QPushButton* drop = box.addButton(tr("Leave without them"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(save);
    box.exec();
    if (box.clickedButton() == drop) return true;
    return box.clickedButton() == save && saveGameToFile();
}

} // namespace slapp
