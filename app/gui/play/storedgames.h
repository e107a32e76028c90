// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QObject>
#include <QString>

#include <optional>

class QWidget;

namespace slapp {

class GameStore;
struct GameSummary;

/**
 * The stored games the play window can go on with: the unfinished ones (the welcome page's line,
 * the list to continue one from) and games brought in from record files. Questions, progress and
 * messages are shown over `window`; which game to play is the window's to act on.
 */
class StoredGames : public QObject
{
    Q_OBJECT
public:
    /** `store` may be null (no database): then there is nothing to continue or import into. */
    StoredGames(GameStore* store, QWidget* window);

    /** A stored game in one line: when it was last played, who plays, the turns played. */
    static QString describe(const GameSummary& game);
    /** The latest unfinished game in one line, or empty when there is none. */
    QString latestUnfinished() const;
    /** Lets the user choose an unfinished game (or says there is none); its id, or nothing. */
    std::optional<qint64> chooseUnfinished();
    /** Asks for a game-record file and imports it (see importFile). */
    void importGame();
    /**
     * Imports a game-record file (read off the window's thread, with Cancel); its id, or 0 after
     * saying why it was not imported. An unfinished game is offered to be played on.
     */
    qint64 importFile(const QString& path);

signals:
    /** The user chose to play this stored game on now. */
    void continueRequested(qint64 id);

private:
    GameStore* m_store;
    QWidget* m_window;
};

} // namespace slapp
