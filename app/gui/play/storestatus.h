// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace slui {
class StatusText;
} // namespace slui

namespace slapp {

class DialogQueue;
class GameController;
class GameStore;

/**
 * What the play window says about the game database: a read-only database, moves it could not
 * store yet (the game goes on, they are written as soon as it can be written again), and
 * saving the game to a file instead; and the question before leaving a game whose moves are
 * not stored.
 */
class StoreStatus : public QObject
{
    Q_OBJECT
public:
    /** Its labels go to the right of `window`'s status bar. */
    StoreStatus(GameController* controller, GameStore* store, DialogQueue* dialogs,
                slui::StatusText* status, QMainWindow* window);

    /** Where File ▸ Import is, for the message after saving to a file. */
    void setImportAction(QMenu* menu, QAction* import);
    void retranslate();
    /** The labels for the moment: read-only or not, turns not stored yet. */
    void update();
    /** Before the game is closed: true when no move would be lost, or the user accepts it. */
    bool mayLeaveGame();
    /** Writes the game as played so far to a JSON file the user picks (every move, stored or
     *  not). */
    bool saveGameToFile();

private:
    void failed(const QString& why);
    void recovered(int turns, qint64 newId);
    bool writeGameFile(const QString& path);

    GameController* m_controller;
    GameStore* m_store;
    DialogQueue* m_dialogs;
    slui::StatusText* m_status;
    QMainWindow* m_window;
    QMenu* m_importMenu = nullptr;
    QAction* m_importAct = nullptr;
    QLabel* m_unsaved;  ///< "n turns not stored yet", while the database cannot be written
    QLabel* m_readOnly; ///< shown when the database was opened read-only
    QString m_error;    ///< why the database refused the last write
};

} // namespace slapp
