// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/record.h"

#include <QObject>
#include <QString>

class QTimer;

namespace slapp {

class GameStore;

/**
 * Writes a live game's events to the game database as they happen. When the database refuses
 * one, the game goes on: the moves stay in the record and are written again every few seconds
 * (and on retry()) until the database takes them.
 */
class StoreSync : public QObject
{
    Q_OBJECT
public:
    /** `store` may be null (nothing is written); it is not owned. */
    explicit StoreSync(GameStore* store, QObject* parent = nullptr);

    /** Follows `match`, stored as `gameId` with its first `storedEvents` events there already. */
    void follow(const sl::Match* match, qint64 gameId, std::size_t storedEvents);
    /** Follows nothing. */
    void stop();
    /** The game's id in the database (it changes when the game had to be stored again). */
    qint64 gameId() const { return m_gameId; }

    /** Writes event `index` (just applied), unless the database holds it already. */
    void append(const sl::Event& e, std::size_t index);
    /** Tries to write the kept moves now; true when nothing is kept any more. */
    bool retry();
    /** Moves played since the store failed, not in the database yet. */
    int unsavedEvents() const;
    /** The turns those moves belong to (what the user is told): at least 1 while any is unsaved. */
    int unsavedTurns() const;

signals:
    /** The database refused an event: the game goes on, its moves are kept. */
    void failed(const QString& message);
    /** Every kept move is in the database again: `turns` as unsavedTurns() said; `newId` when
     *  the game had to be stored again as a new game (the file had been replaced), else 0. */
    void recovered(int turns, qint64 newId);

private:
    GameStore* m_store;
    const sl::Match* m_match = nullptr;
    qint64 m_gameId = 0;
    std::size_t m_storedEvents = 0; ///< events the database held when the game was followed
    bool m_failing = false;
    std::size_t m_firstUnsaved = 0; ///< the first event the store did not take
    QTimer* m_retry;
};

} // namespace slapp
