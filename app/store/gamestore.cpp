#include "gamestore.h"

#include "dbfile.h"
#include "schema.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

namespace slapp {
namespace {

qint64 nowMs() { return QDateTime::currentMSecsSinceEpoch(); }

QString str(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

const char* eventKind(const sl::Event& e)
{
    switch (e.type) {
    case sl::EventType::Draw: return "draw";
    case sl::EventType::Place: return "place";
    case sl::EventType::Discard: return "discard";
    case sl::EventType::Die: return "die";
    case sl::EventType::Meeple:
        return e.meeple.target == sl::MeepleTarget::None ? "pass" : "meeple";
    }
    return "?";
}

/** Seats (not sides) holding the best score. */
QList<int> winningSeats(const sl::GameState& s)
{
    QList<int> seats;
    const std::vector<int> sides = s.winners();
    for (int p = 0; p < s.playerCount(); ++p)
        if (std::find(sides.begin(), sides.end(), s.sideOf(p)) != sides.end())
            seats.append(p);
    return seats;
}

} // namespace

GameStore::GameStore(QString path, QString connection)
    : m_path(std::move(path)), m_connection(std::move(connection))
{
}

GameStore::~GameStore()
{
    {
        QSqlDatabase d = db();
        if (d.isOpen())
            d.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QSqlDatabase GameStore::db() const { return QSqlDatabase::database(m_connection, false); }

QString GameStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/starlanes.sqlite");
}

std::unique_ptr<GameStore> GameStore::open(const QString& path, StoreError* error,
                                           QString* message)
{
    auto refuse = [&](StoreError e, const QString& text) -> std::unique_ptr<GameStore> {
        if (error)
            *error = e;
        if (message)
            *message = text;
        return nullptr;
    };
    const QString shown = QDir::toNativeSeparators(path);
    // Everything that could damage a file we do not understand is decided from its header,
    // before SQLite opens it: SQLite itself never sees a foreign or broken file.
    const DbFileInfo info = inspectDbFile(path);
    switch (info.kind) {
    case DbFileKind::Unreadable:
        return refuse(StoreError::ReadOnly, tr("The game database %1 cannot be read.").arg(shown));
    case DbFileKind::NotSqlite:
        return refuse(StoreError::NotSqlite,
                      tr("%1 is not a Starlanes game database (it is not an SQLite file). It was "
                         "left unchanged.").arg(shown));
    case DbFileKind::Truncated:
        return refuse(StoreError::Damaged,
                      tr("The game database %1 is damaged: its size does not match its header "
                         "(it may have been truncated). It was left unchanged.").arg(shown));
    case DbFileKind::Foreign:
        return refuse(StoreError::ForeignSchema,
                      tr("%1 is an SQLite database of another program, not a Starlanes game "
                         "database. It was left unchanged.").arg(shown));
    case DbFileKind::Ours:
        if (info.schemaVersion > kSchemaVersion)
            return refuse(StoreError::NewerSchema,
                          tr("The game database %1 was written by a newer version of Starlanes "
                             "(schema %2, this version reads up to %3). Please update Starlanes. "
                             "The file was left unchanged.")
                              .arg(shown)
                              .arg(info.schemaVersion)
                              .arg(kSchemaVersion));
        break;
    case DbFileKind::Missing:
    case DbFileKind::Empty:
    case DbFileKind::Blank: break;
    }
    const QFileInfo fi(path);
    if (info.kind == DbFileKind::Missing) {
        if (!QDir().mkpath(fi.absolutePath()))
            return refuse(StoreError::CannotCreate,
                          tr("Cannot create the folder %1 for the game database.")
                              .arg(QDir::toNativeSeparators(fi.absolutePath())));
    } else if (!fi.isWritable()) {
        return refuse(StoreError::ReadOnly,
                      tr("The game database %1 is read-only; Starlanes needs to write every move "
                         "into it. It was left unchanged.").arg(shown));
    }

    const QString connection = QStringLiteral("starlanes-") + QUuid::createUuid().toString();
    std::unique_ptr<GameStore> store(new GameStore(path, connection));
    {
        QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        d.setDatabaseName(path);
        d.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!d.open()) {
            const QString why = d.lastError().text();
            store.reset();
            return refuse(StoreError::CannotCreate,
                          tr("Cannot open the game database %1: %2").arg(shown, why));
        }
    }
    const bool fresh = info.kind != DbFileKind::Ours;
    if (!store->initialise(fresh)) {
        const QString why = store->lastError();
        const StoreError kind = store->m_openError;
        store.reset();
        if (info.kind == DbFileKind::Missing)
            QFile::remove(path); // nothing of ours may be left behind after a failed creation
        return refuse(kind, tr("Cannot use the game database %1: %2").arg(shown, why));
    }
    if (error)
        *error = StoreError::None;
    return store;
}

bool GameStore::exec(const QString& sql)
{
    QSqlQuery q(db());
    if (!q.exec(sql))
        return fail(q.lastError().text() + QStringLiteral(" [") + sql.left(60) + QLatin1Char(']'));
    return true;
}

bool GameStore::fail(const QString& message)
{
    m_lastError = message;
    return false;
}

bool GameStore::initialise(bool fresh)
{
    QSqlQuery q(db());
    if (!fresh) {
        // The header said "ours"; ask SQLite too (a write-ahead log may hold a newer header).
        m_openError = StoreError::Damaged;
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return fail(tr("the file cannot be read (%1)").arg(q.lastError().text()));
        const int version = q.value(0).toInt();
        if (version > kSchemaVersion) {
            m_openError = StoreError::NewerSchema;
            return fail(tr("it was written by a newer version of Starlanes"));
        }
        QStringList found;
        if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")))
            return fail(q.lastError().text());
        while (q.next())
            found << q.value(0).toString();
        for (const QString& t : storeTables())
            if (version == kSchemaVersion && !found.contains(t))
                return fail(tr("table %1 is missing").arg(t));
        if (!exec(QStringLiteral("PRAGMA foreign_keys = ON")))
            return false;
        return version == kSchemaVersion || migrate(version);
    }
    // A new database: the schema and our application id are written in the default rollback
    // journal mode, so the main file's header is ours from the first commit; then WAL.
    m_openError = StoreError::CannotCreate;
    if (!exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId)))
        return false;
    if (!migrate(0))
        return false;
    if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !q.next() ||
        q.value(0).toString().compare(QStringLiteral("wal"), Qt::CaseInsensitive) != 0)
        return fail(tr("cannot switch to write-ahead logging"));
    return exec(QStringLiteral("PRAGMA synchronous = NORMAL")) &&
           exec(QStringLiteral("PRAGMA foreign_keys = ON"));
}

bool GameStore::migrate(int from)
{
    QSqlDatabase d = db();
    if (!d.transaction())
        return fail(d.lastError().text());
    const auto& steps = migrations();
    for (int v = from; v < kSchemaVersion; ++v) {
        for (const QString& sql : steps[static_cast<std::size_t>(v)]) {
            if (!exec(sql)) {
                d.rollback();
                return false;
            }
        }
    }
    if (!exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion)) || !d.commit()) {
        d.rollback();
        return false;
    }
    // Put the new version into the main file's header at once (see inspectDbFile).
    QSqlQuery q(d);
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    return true;
}

qint64 GameStore::storeTileSet(const sl::TileSet& set)
{
    const QString hash = str(sl::contentHash(set));
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT id FROM tilesets WHERE hash = ?"));
    q.addBindValue(hash);
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    q.prepare(QStringLiteral("INSERT INTO tilesets (hash, set_id, content) VALUES (?, ?, ?)"));
    q.addBindValue(hash);
    q.addBindValue(str(set.id));
    q.addBindValue(str(sl::serializeTileSet(set)));
    if (!q.exec()) {
        fail(q.lastError().text());
        return 0;
    }
    const qint64 id = q.lastInsertId().toLongLong();
    m_tileSetCache.insert(id, set);
    return id;
}

std::optional<sl::TileSet> GameStore::tileSetById(qint64 id)
{
    if (auto it = m_tileSetCache.constFind(id); it != m_tileSetCache.constEnd())
        return *it;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT content FROM tilesets WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next()) {
        fail(tr("tile set %1 is missing").arg(id));
        return std::nullopt;
    }
    const QByteArray json = q.value(0).toString().toUtf8();
    sl::TileSetLoadResult r = sl::parseTileSet(std::string_view(json.constData(), size_t(json.size())),
                                               "tileset " + std::to_string(id));
    if (!r.ok()) {
        fail(str(sl::describe(r.errors.front())));
        return std::nullopt;
    }
    m_tileSetCache.insert(id, r.set);
    return r.set;
}

qint64 GameStore::insertGame(const sl::GameSetup& setup, qint64 originGame, int originEvent)
{
    QStringList setIds;
    QList<qint64> setRows;
    for (const sl::TileSet& s : setup.tileSets) {
        const qint64 id = storeTileSet(s);
        if (!id)
            return 0;
        setRows.append(id);
        setIds.append(str(s.id));
    }
    const qint64 now = nowMs();
    QSqlQuery q(db());
    q.prepare(QStringLiteral(
        "INSERT INTO games (created, updated, seed, team_game, expansion, tilesets, origin_game, "
        "origin_event) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(now);
    q.addBindValue(now);
    q.addBindValue(static_cast<qint64>(setup.seed)); // stored bit-for-bit as a signed integer
    q.addBindValue(setup.teamGame ? 1 : 0);
    q.addBindValue(setup.expansion() ? 1 : 0);
    q.addBindValue(setIds.join(QLatin1Char('+')));
    q.addBindValue(originGame > 0 ? QVariant(originGame) : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(originGame > 0 ? QVariant(originEvent) : QVariant(QMetaType(QMetaType::Int)));
    if (!q.exec()) {
        fail(q.lastError().text());
        return 0;
    }
    const qint64 game = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral("INSERT INTO game_tilesets (game_id, position, tileset_id) VALUES (?, ?, ?)"));
    for (int i = 0; i < setRows.size(); ++i) {
        q.addBindValue(game);
        q.addBindValue(i);
        q.addBindValue(setRows[i]);
        if (!q.exec()) {
            fail(q.lastError().text());
            return 0;
        }
    }
    q.prepare(QStringLiteral("INSERT INTO players (game_id, seat, name, name_key, colour, faction, "
                             "team, kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    for (int seat = 0; seat < int(setup.players.size()); ++seat) {
        const sl::PlayerInfo& p = setup.players[static_cast<std::size_t>(seat)];
        const QString name = str(p.name);
        q.addBindValue(game);
        q.addBindValue(seat);
        q.addBindValue(name);
        q.addBindValue(name.toCaseFolded());
        q.addBindValue(str(sl::token(p.colour)));
        q.addBindValue(str(sl::token(sl::factionOf(p.colour))));
        q.addBindValue(setup.teamGame
                           ? QVariant(sl::factionOf(p.colour) == sl::Faction::Rebel ? 0 : 1)
                           : QVariant(QMetaType(QMetaType::Int)));
        q.addBindValue(p.kind == sl::SeatKind::Human ? QStringLiteral("human")
                                                     : QStringLiteral("computer"));
        if (!q.exec()) {
            fail(q.lastError().text());
            return 0;
        }
    }
    return game;
}

qint64 GameStore::createGame(const sl::GameSetup& setup, qint64 originGame, int originEvent)
{
    QSqlDatabase d = db();
    if (!d.transaction()) {
        fail(d.lastError().text());
        return 0;
    }
    const qint64 id = insertGame(setup, originGame, originEvent);
    if (!id || !d.commit()) {
        d.rollback();
        return 0;
    }
    return id;
}

bool GameStore::writeProgress(qint64 game, int events, const sl::GameState& after, bool force)
{
    const bool over = after.phase() == sl::Phase::GameOver;
    QSqlQuery q(db());
    if (over) {
        QJsonArray scores;
        for (int p = 0; p < after.playerCount(); ++p)
            scores.append(after.score(after.sideOf(p)));
        QJsonArray winners;
        for (int seat : winningSeats(after))
            winners.append(seat);
        const QByteArray result =
            QJsonDocument(QJsonObject{{QStringLiteral("scores"), scores},
                                      {QStringLiteral("winners"), winners}})
                .toJson(QJsonDocument::Compact);
        q.prepare(QStringLiteral("UPDATE games SET event_count = ?, turns = ?, updated = ?, "
                                 "finished = ?, result = ? WHERE id = ?"));
        const qint64 now = nowMs();
        q.addBindValue(events);
        q.addBindValue(after.turn());
        q.addBindValue(now);
        q.addBindValue(now);
        q.addBindValue(QString::fromUtf8(result));
        q.addBindValue(game);
    } else {
        q.prepare(QStringLiteral(
            "UPDATE games SET event_count = ?, turns = ?, updated = ? WHERE id = ?"));
        q.addBindValue(events);
        q.addBindValue(after.turn());
        q.addBindValue(nowMs());
        q.addBindValue(game);
    }
    if (!q.exec())
        return fail(q.lastError().text());
    QList<int> scores;
    for (int p = 0; p < after.playerCount(); ++p)
        scores.append(after.score(after.sideOf(p)));
    auto cached = m_scoreCache.constFind(game);
    if (!force && cached != m_scoreCache.constEnd() && *cached == scores)
        return true;
    q.prepare(QStringLiteral("UPDATE players SET score = ? WHERE game_id = ? AND seat = ?"));
    for (int p = 0; p < scores.size(); ++p) {
        q.addBindValue(scores[p]);
        q.addBindValue(game);
        q.addBindValue(p);
        if (!q.exec())
            return fail(q.lastError().text());
    }
    m_scoreCache.insert(game, scores);
    return true;
}

bool GameStore::appendEvent(qint64 game, int seq, const sl::Event& event,
                            const sl::GameState& after)
{
    QSqlDatabase d = db();
    if (!d.transaction())
        return fail(d.lastError().text());
    QSqlQuery q(d);
    // The sequence must continue the stored one exactly: nothing may be lost or doubled.
    q.prepare(QStringLiteral("SELECT event_count FROM games WHERE id = ?"));
    q.addBindValue(game);
    if (!q.exec() || !q.next() || q.value(0).toInt() != seq) {
        d.rollback();
        return fail(tr("event %1 of game %2 is out of sequence").arg(seq).arg(game));
    }
    q.prepare(QStringLiteral("INSERT INTO events (game_id, seq, kind, data, at) VALUES (?, ?, ?, ?, ?)"));
    q.addBindValue(game);
    q.addBindValue(seq);
    q.addBindValue(QString::fromLatin1(eventKind(event)));
    q.addBindValue(str(sl::eventToJson(event, after.catalog())));
    q.addBindValue(nowMs());
    if (!q.exec()) {
        fail(q.lastError().text());
        d.rollback();
        return false;
    }
    if (!writeProgress(game, seq + 1, after, false) || !d.commit()) {
        d.rollback();
        m_scoreCache.remove(game);
        return false;
    }
    return true;
}

qint64 GameStore::insertRecord(const sl::GameRecord& record, qint64 originGame, int originEvent)
{
    const sl::ReplayResult r = sl::replay(record);
    if (r.error) {
        fail(str(sl::describe(*r.error)));
        return 0;
    }
    QSqlDatabase d = db();
    if (!d.transaction()) {
        fail(d.lastError().text());
        return 0;
    }
    const qint64 game = insertGame(record.setup, originGame, originEvent);
    bool ok = game != 0;
    if (ok) {
        QSqlQuery q(d);
        q.prepare(QStringLiteral(
            "INSERT INTO events (game_id, seq, kind, data, at) VALUES (?, ?, ?, ?, ?)"));
        const qint64 now = nowMs();
        const sl::TileCatalog& cat = r.state->catalog();
        for (std::size_t i = 0; ok && i < record.events.size(); ++i) {
            const sl::Event& e = record.events[i];
            q.addBindValue(game);
            q.addBindValue(int(i));
            q.addBindValue(QString::fromLatin1(eventKind(e)));
            q.addBindValue(str(sl::eventToJson(e, cat)));
            q.addBindValue(now);
            ok = q.exec();
            if (!ok)
                fail(q.lastError().text());
        }
        ok = ok && writeProgress(game, int(record.events.size()), *r.state, true);
    }
    if (!ok || !d.commit()) {
        d.rollback();
        m_scoreCache.remove(game);
        return 0;
    }
    return game;
}

std::optional<sl::GameRecord> GameStore::loadRecord(qint64 game)
{
    sl::GameRecord rec;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT seed, team_game FROM games WHERE id = ?"));
    q.addBindValue(game);
    if (!q.exec() || !q.next()) {
        fail(tr("game %1 does not exist").arg(game));
        return std::nullopt;
    }
    rec.setup.seed = static_cast<std::uint64_t>(q.value(0).toLongLong());
    rec.setup.teamGame = q.value(1).toInt() != 0;
    q.prepare(QStringLiteral("SELECT tileset_id FROM game_tilesets WHERE game_id = ? ORDER BY position"));
    q.addBindValue(game);
    if (!q.exec())
        return fail(q.lastError().text()), std::nullopt;
    QList<qint64> sets;
    while (q.next())
        sets.append(q.value(0).toLongLong());
    for (qint64 id : sets) {
        auto set = tileSetById(id);
        if (!set)
            return std::nullopt;
        rec.setup.tileSets.push_back(std::move(*set));
    }
    q.prepare(QStringLiteral("SELECT name, colour, kind FROM players WHERE game_id = ? ORDER BY seat"));
    q.addBindValue(game);
    if (!q.exec())
        return fail(q.lastError().text()), std::nullopt;
    while (q.next()) {
        sl::PlayerInfo p;
        p.name = q.value(0).toString().toStdString();
        const QByteArray colour = q.value(1).toString().toLatin1();
        const auto c = sl::colourFromString(std::string_view(colour.constData(), size_t(colour.size())));
        if (!c)
            return fail(tr("game %1 has an unknown colour").arg(game)), std::nullopt;
        p.colour = *c;
        p.kind = q.value(2).toString() == QLatin1String("computer") ? sl::SeatKind::Computer
                                                                    : sl::SeatKind::Human;
        rec.setup.players.push_back(p);
    }
    std::optional<sl::RecordError> err;
    auto catalog = sl::buildCatalog(rec.setup, &err);
    if (!catalog)
        return fail(str(sl::describe(*err))), std::nullopt;
    q.prepare(QStringLiteral("SELECT seq, data FROM events WHERE game_id = ? ORDER BY seq"));
    q.addBindValue(game);
    if (!q.exec())
        return fail(q.lastError().text()), std::nullopt;
    while (q.next()) {
        if (q.value(0).toInt() != int(rec.events.size()))
            return fail(tr("game %1 is missing event %2").arg(game).arg(rec.events.size())), std::nullopt;
        const QByteArray json = q.value(1).toString().toUtf8();
        auto e = sl::eventFromJson(std::string_view(json.constData(), size_t(json.size())), *catalog, &err);
        if (!e)
            return fail(str(sl::describe(*err))), std::nullopt;
        rec.events.push_back(*e);
    }
    return rec;
}

} // namespace slapp
