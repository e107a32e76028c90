#pragma once

#include "record.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <memory>
#include <optional>

/**
 * The SQLite game store (one file, Qt SQL's QSQLITE driver). Every event is written in its own
 * transaction the moment it happens; games can be listed, loaded, replayed, resumed, imported
 * and exported as the engine's JSON record.
 */
namespace slapp {

/** Why a database could not be opened; the file is then left untouched. */
enum class StoreError {
    None,
    NotSqlite,
    Damaged,
    ForeignSchema,
    NewerSchema,
    ReadOnly,
    CannotCreate,
    Sql,
};

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
    QString tileSets; ///< ids of the sets, "base+exp1"
    struct Seat
    {
        QString name;
        sl::Colour colour = sl::Colour::Red;
        sl::SeatKind kind = sl::SeatKind::Human;
        int team = -1;
        int score = 0; ///< final, or the current banked score of an unfinished game
    };
    QList<Seat> seats;
    QList<int> winners; ///< seats; empty while unfinished
    qint64 originGame = 0;
    int originEvent = 0;
    bool isFinished() const { return finished.isValid(); }
};

/** A page of the game list. */
struct GameQuery
{
    enum class Sort { Created, Updated, Duration, Turns, Id, Players, TopScore, Winner, TileSets, Finished };
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

class GameStore
{
    Q_DECLARE_TR_FUNCTIONS(slapp::GameStore)
public:
    static constexpr int kSchemaVersion = 1;

    ~GameStore();
    GameStore(const GameStore&) = delete;
    GameStore& operator=(const GameStore&) = delete;

    /**
     * Opens (or creates) a store. On failure returns null, sets `error` and a translated,
     * user-facing `message`; the file is then byte-for-byte unchanged.
     */
    static std::unique_ptr<GameStore> open(const QString& path, StoreError* error = nullptr,
                                           QString* message = nullptr);
    /** The default file: AppDataLocation/starlanes.sqlite. */
    static QString defaultPath();

    QString path() const { return m_path; }
    QString lastError() const { return m_lastError; }

    /** Stores a new game's setup; returns its id, or 0 on error. */
    qint64 createGame(const sl::GameSetup& setup, qint64 originGame = 0, int originEvent = 0);
    /**
     * Appends event number `seq` (0-based, must be the next one) in its own transaction, with
     * the state after it (for turns, current scores and, at the end, the result).
     */
    bool appendEvent(qint64 game, int seq, const sl::Event& event, const sl::GameState& after);
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
    /** Validates a JSON record fully and stores it; returns the new id or 0 (see lastError). */
    qint64 importGame(const QByteArray& json);

    /** PRAGMA integrity_check; true when "ok". */
    bool integrityCheck(QString* details = nullptr);

private:
    GameStore(QString path, QString connection);
    bool initialise(bool fresh);
    bool migrate(int from);
    bool exec(const QString& sql);
    bool fail(const QString& message);
    qint64 storeTileSet(const sl::TileSet& set);
    std::optional<sl::TileSet> tileSetById(qint64 id);
    qint64 insertGame(const sl::GameSetup& setup, qint64 originGame, int originEvent);
    bool writeProgress(qint64 game, int events, const sl::GameState& after, bool force);
    QList<GameSummary> selectGames(const QString& tail, const QVariantList& binds);
    QSqlDatabase db() const;

    QString m_path;
    QString m_connection;
    QString m_lastError;
    StoreError m_openError = StoreError::None; ///< what initialise() ran into
    QHash<qint64, sl::TileSet> m_tileSetCache;
    QHash<qint64, QList<int>> m_scoreCache;
};

} // namespace slapp
