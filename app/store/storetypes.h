// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/takeback.h"
#include "rules/tileset.h"
#include "rules/types.h"

#include <QDateTime>
#include <QList>
#include <QString>

/** What the game store reports and lists: its error kinds, a stored game's summary, a query. */
namespace slapp {

/**
 * Why a database could not be opened (the file is then left untouched), or why the last call
 * failed (GameStore::lastErrorKind). What a caller can do about each:
 *
 * - DiskFull, Locked, ReadOnly, Io: nothing was written by the failed call and everything stored
 *   before is intact. Keep what could not be written and try again later (mayRecover() is
 *   true): appendEvents() writes a whole batch of events in one transaction.
 * - FileGone: the file was removed or replaced since it was opened. The store has stopped
 *   writing and closed its connection; its game ids no longer mean anything. Call reopen() (it
 *   opens or creates whatever is at the path now) and store each game again as a whole with
 *   insertRecord(), or save it as a record file.
 * - Invalid: the request itself is wrong (an event out of sequence, no such game, a bad record).
 * - the others come from open() and openReadOnly(): the file is not usable at all.
 */
enum class StoreError {
    None,
    NotSqlite,
    Damaged,
    ForeignSchema,
    NewerSchema,
    ReadOnly, ///< the file, its folder or its file system does not allow writing
    CannotCreate,
    Sql,      ///< any other SQLite error (the message quotes SQLite)
    DiskFull, ///< SQLITE_FULL, or no space left where the file lives
    Locked,   ///< another program kept the database locked past the busy timeout and retries
    FileGone, ///< the file at the path was removed or replaced while this store had it open
    Io,       ///< the disk reported an input/output error
    Missing,  ///< openReadOnly() of a path with no database (nothing is created)
    Invalid,  ///< refused request: out of sequence, no such game, invalid record
};

/** A tile set a game used: its id, its own name and its content hash. */
struct TileSetLabel
{
    QString id;
    QString nameEn;
    QString nameCs;
    QString hash; ///< "sha256:…" of the content (sl::contentHash)
    /** The id of a built-in set ("base", "exp1") with other content: an edited copy. */
    bool edited = false;
    /** Exactly a built-in set. */
    bool builtin = false;
};

/**
 * How a set is named for the user: the built-in sets as "Base game" and "Expansion 1"; an
 * edited copy that kept a built-in id as "Base game (edited, 4cecaf)" (or its own name, if it
 * has one, with the same mark); any other set by its own name in `language` ("cs" or "en").
 * Translated with the store's context (the CLI, without a translation, gets English).
 */
QString tileSetLabelText(const TileSetLabel& set, const QString& language);
/** The label of a set in hand (a record's). */
TileSetLabel tileSetLabelOf(const sl::TileSet& set);

/** One stored game as the game browser lists it. */
struct GameSummary
{
    qint64 id = 0;
    QDateTime created;
    QDateTime updated;
    QDateTime finished; ///< invalid while unfinished
    int turns = 0;
    int events = 0;
    bool teamGame = false;
    bool expansion = false;
    QString tileSets;         ///< ids of the sets, "base+exp1"
    QList<TileSetLabel> sets; ///< the sets themselves, in the record's order
    struct Seat
    {
        QString name;
        sl::Colour colour = sl::Colour::Red;
        sl::SeatKind kind = sl::SeatKind::Human;
        sl::SeatLevel level = sl::SeatLevel::Normal; ///< of a computer seat
        int team = -1;
        int score = 0; ///< final, or the current banked score of an unfinished game
    };
    QList<Seat> seats;
    QList<int> winners; ///< seats; empty while unfinished
    qint64 originGame = 0;
    int originEvent = 0;
    bool isFinished() const { return finished.isValid(); }
};

/** A game's own options, chosen when it was begun (kept in games.options). */
struct GameOptions
{
    bool takeBacks = true; ///< a player may take a confirmed turn back (Turn ▸ Take back turn)
    bool operator==(const GameOptions&) const = default;
};

/** A turn taken back: kept, not erased (the events table holds the line that stood). */
struct TakeBack
{
    int seat = 0;                  ///< who took the turn back
    int seq = 0;                   ///< the first event taken back (that turn's placement)
    int turn = 0;                  ///< that turn's number (1-based)
    QDateTime at;                  ///< when
    std::vector<sl::Event> events; ///< what was taken back, in order
    sl::ChanceQueue pending;       ///< the tiles and dice drawn again first after it
};

/** A page of the game list. */
struct GameQuery
{
    enum class Sort {
        Created,
        Updated,
        Duration,
        Turns,
        Id,
        Players,
        TopScore,
        Winner,
        TileSets,
        Finished
    };
    Sort sort = Sort::Created;
    bool descending = true;
    bool unfinishedFirst = false;
    bool unfinishedOnly = false;
    QString player; ///< substring of a player's name, case-insensitive; empty = all
    QDateTime from; ///< created at or after (invalid = no bound)
    QDateTime to;   ///< created before (invalid = no bound)
    int offset = 0;
    int limit = 100;
};

} // namespace slapp
