// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/analysis.h"
#include "analysisstore.h"
#include "dbfile.h"
#include "integrity.h"
#include "puzzlestore.h"
#include "rules/profiles.h"
#include "rules/record.h"
#include "seatresults.h"
#include "storetypes.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QTemporaryDir>

#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <vector>

class QSqlError;

/**
 * The SQLite game store (one file, Qt SQL's QSQLITE driver). Every event is written in its own
 * transaction the moment it happens; games can be listed, loaded, replayed, resumed, imported
 * and exported as the engine's JSON record.
 */
namespace slapp {

/**
 * Several programs may use one file at once (two windows, the command-line tool): every write
 * is one `BEGIN IMMEDIATE` transaction that waits for another writer up to the busy timeout and
 * is then retried; a new file is built under a temporary name and moved into place, so two
 * programs creating it at once both end up using one complete database.
 *
 * A live game whose events cannot be written (the play window): keep every event from the first
 * one that failed, show lastError(), and when mayRecover(lastErrorKind()) try again later with
 * appendEvents(game, firstUnsaved, kept, stateNow); it writes all of them or none, and refuses a
 * batch that does not start at storedEvents(game). After StoreError::FileGone, reopen() and
 * insertRecord() the whole game instead: it gets a new id. A record file (sl::recordToJson)
 * needs no store at all.
 */
class GameStore
{
    Q_DECLARE_TR_FUNCTIONS(slapp::GameStore)
public:
    static constexpr int kSchemaVersion = 4;
    static constexpr int kDefaultBusyTimeoutMs = 3000;
    static constexpr int kWriteAttempts = 3;

    ~GameStore();
    GameStore(const GameStore&) = delete;
    GameStore& operator=(const GameStore&) = delete;

    /**
     * Opens (or creates) a store for playing: it needs write access to the file and its folder.
     * On failure returns null, sets `error` and a translated, user-facing `message`; the file is
     * then byte-for-byte unchanged (a read-only file gives StoreError::ReadOnly: open it with
     * openReadOnly() to browse it).
     */
    static std::unique_ptr<GameStore> open(const QString& path, StoreError* error = nullptr,
                                           QString* message = nullptr);
    /**
     * Opens an existing store for browsing, replaying and exporting only. Nothing is created or
     * changed: a missing file is StoreError::Missing, and a file that is not writable is read
     * without creating the write-ahead log files beside it. Every write returns ReadOnly.
     */
    static std::unique_ptr<GameStore> openReadOnly(const QString& path, StoreError* error = nullptr,
                                                   QString* message = nullptr);
    /** The default file: AppDataLocation/starlanes.sqlite. */
    static QString defaultPath();
    /** True for the errors after which the same write may succeed later (see StoreError). */
    static bool mayRecover(StoreError error);

    QString path() const { return m_path; }
    bool isReadOnly() const { return m_readOnly; }
    /** The last failure as a translated sentence for the user; empty after a call that worked. */
    QString lastError() const { return m_lastError; }
    /** What kind of failure lastError() describes; None after a call that worked. */
    StoreError lastErrorKind() const { return m_lastErrorKind; }

    /**
     * Closes the connection and opens the path again as open() (or openReadOnly()) would, e.g.
     * after StoreError::FileGone; on failure the store stays closed and every call fails.
     */
    bool reopen(StoreError* error = nullptr, QString* message = nullptr);
    /**
     * False (and StoreError::FileGone) when the file at path() is no longer the one opened; the
     * store then stops writing and closes its connection. Every write checks this first.
     */
    bool checkFile();
    /**
     * Changes whenever the database changed since the last call could have seen it: a write
     * of this store, or a write of another program or connection on the same file (SQLite's
     * data_version). Cheap: windows poll it to follow the store.
     */
    qint64 changeStamp();
    /** How long a write waits for another program's write to finish, per attempt. */
    void setBusyTimeout(int milliseconds);

    /** Stores a new game's setup (and options); returns its id, or 0 on error. */
    qint64 createGame(const sl::GameSetup& setup, qint64 originGame = 0, int originEvent = 0);
    qint64 createGame(const sl::GameSetup& setup, const GameOptions& options, qint64 originGame = 0,
                      int originEvent = 0);
    /** The options a game was begun with (the defaults for a game stored before they were). */
    std::optional<GameOptions> gameOptions(qint64 game);
    /**
     * Takes a game's events from `takeBack.seq` on back, in one transaction: they leave the
     * events table for the takebacks table, with who took them back, the turn, when, and the
     * tiles and dice to draw again first; the review of the game goes with them (its line of
     * play changed). `takeBack.events` must be the stored events from that point to the end;
     * `after` is the state the game is back to.
     */
    bool recordTakeBack(qint64 game, const TakeBack& takeBack, const sl::GameState& after);
    /** The game's take-backs in the order they were made (none for a game without any). */
    std::optional<QList<TakeBack>> takeBacks(qint64 game);
    /** The same with the game's catalog in hand (its record loaded already). */
    std::optional<QList<TakeBack>> takeBacks(qint64 game, const sl::TileCatalog& catalog);
    /**
     * Appends event number `seq` (0-based, must be the next one) in its own transaction, with
     * the state after it (for turns, current scores and, at the end, the result).
     */
    bool appendEvent(qint64 game, int seq, const sl::Event& event, const sl::GameState& after);
    /**
     * Appends events `firstSeq`, `firstSeq + 1`, ... in one transaction (all or none); `after` is
     * the state after the last of them. For events kept while the database could not be
     * written: storedEvents() says where to continue.
     */
    bool appendEvents(qint64 game, int firstSeq, const std::vector<sl::Event>& events,
                      const sl::GameState& after);
    /** Number of events stored for a game, or -1 (see lastError) when it cannot be read. */
    int storedEvents(qint64 game);
    /** A whole record in one transaction (import, simulations). Returns the id or 0. */
    qint64 insertRecord(const sl::GameRecord& record, qint64 originGame = 0, int originEvent = 0);

    std::optional<sl::GameRecord> loadRecord(qint64 game);
    std::optional<GameSummary> summary(qint64 game);
    QList<GameSummary> listGames(const GameQuery& query);
    int countGames(const GameQuery& query);
    QList<qint64> unfinishedGames();
    bool deleteGame(qint64 game);

    /** The engine's JSON record of a game (tile sets embedded). */
    std::optional<QByteArray> exportGame(qint64 game, bool embedTileSets = true);
    /** Validates a JSON record fully and stores it; returns the new id or 0 (see lastError, in
     *  English; a record that cannot be used also fills `recordError`, for a window to say it
     *  in its language). */
    qint64 importGame(const QByteArray& json,
                      std::optional<sl::RecordError>* recordError = nullptr);

    /** PRAGMA integrity_check; true when "ok". */
    bool integrityCheck(QString* details = nullptr);
    /** For tests: how often this run of the program checked the file at `path` for damage
     *  before writing to it (once per file and run). */
    static int integrityChecksRun(const QString& path);
    /** For tests: how many times the last write began its transaction (a locked database is
     *  tried kWriteAttempts times, each waiting the busy timeout). */
    int lastWriteAttempts() const { return m_lastWriteAttempts; }

    /** The review of games (analysisstore.h): analyses saved decision by decision. */
    AnalysisStore& analyses() { return m_analyses; }
    /** Players across games (seatresults.h): every seat's result, merged names. */
    PlayerResults& players() { return m_players; }
    /** What puzzles are made of (puzzlestore.h): mistakes, shared files, answers. */
    PuzzleStore& puzzles() { return m_puzzles; }

private:
    // The jobs over this store's connection: they write through write(), fail through fail()
    // and failSql(), so that lastError() tells of them as of the store's own calls.
    friend class AnalysisStore;
    friend class PlayerResults;
    friend class PuzzleStore;

    GameStore(QString path, bool readOnly);
    static std::unique_ptr<GameStore> make(const QString& path, bool readOnly, StoreError* error,
                                           QString* message);
    bool connect(StoreError* error, QString* message);
    bool connectWritable(const DbFileInfo& info, QString* why, StoreError* kind);
    bool connectReadOnly(QString* why, StoreError* kind);
    bool createFile();
    void removeLeftovers() const;
    /** Damage inside an existing file is looked for before this run first writes to it: now,
     *  or (when SQLite writes nothing at once) beside the start, awaited by the first write. */
    bool checkBeforeWriting(const DbFileInfo& info);
    bool awaitIntegrity();
    QString damagedText(const QString& detail) const;
    /** A read-only store of an older schema reads an upgraded copy (the file keeps its bytes). */
    bool readThroughUpgradedCopy();
    bool diskIsFull() const;
    bool addConnection(const QString& name, const QString& options, bool plainPath = true);
    void closeConnection();
    bool initialise(bool fresh);
    bool migrate();
    bool exec(const QString& sql);
    bool fail(const QString& message, StoreError kind = StoreError::Invalid);
    bool failSql(const QSqlError& error);
    bool usable();
    void rememberLogFiles();
    QString describe(StoreError kind, const QString& detail) const;
    bool write(const std::function<bool()>& body);
    bool insertEvents(qint64 game, int firstSeq, const std::vector<sl::Event>& events,
                      const sl::GameState& after, bool newGame);
    qint64 storeTileSet(const sl::TileSet& set);
    std::optional<sl::TileSet> tileSetById(qint64 id);
    qint64 insertGame(const sl::GameSetup& setup, qint64 originGame, int originEvent,
                      const GameOptions& options = {});
    bool writeProgress(qint64 game, int events, const sl::GameState& after, bool force);
    QList<GameSummary> selectGames(const QString& tail, const QVariantList& binds);
    QSqlDatabase db() const;

    QString m_path;
    QString m_connection;
    bool m_readOnly = false;
    bool m_gone = false; ///< the file was removed or replaced: nothing more is written
    FileIdentity m_identity;
    FileIdentity m_walIdentity; ///< the log files this connection uses (see checkFile)
    FileIdentity m_shmIdentity;
    int m_busyTimeoutMs = kDefaultBusyTimeoutMs;
    QString m_lastError;
    StoreError m_lastErrorKind = StoreError::None;
    StoreError m_openError = StoreError::None; ///< what initialise() ran into
    QHash<qint64, sl::TileSet> m_tileSetCache;
    QHash<qint64, TileSetLabel> m_labelCache; ///< by tilesets row (rows never change)
    std::optional<TileSetLabel> tileSetLabel(qint64 row, const QString& hash);
    qint64 m_commits = 0; ///< write transactions this store committed (changeStamp)
    int m_lastWriteAttempts = 0;
    QHash<qint64, QList<int>> m_scoreCache;
    std::future<IntegrityResult> m_integrity; ///< the check of the file, while it runs
    QString m_damage;                         ///< what it found: writes are refused
    std::unique_ptr<QTemporaryDir> m_copy;    ///< an older schema read through an upgraded copy
    AnalysisStore m_analyses{*this};
    PlayerResults m_players{*this};
    PuzzleStore m_puzzles{*this};
};

} // namespace slapp
