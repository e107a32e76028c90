// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// GameStore: everything that writes, each in one transaction that waits for other writers.
#include "gamestore.h"
#include "optionsjson.h"

#include "storeutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

namespace slapp {
using store::nowMs;
using store::str;

namespace {

const char* eventKind(const sl::Event& e)
{
    switch (e.type) {
    case sl::EventType::Draw:
        return "draw";
    case sl::EventType::Place:
        return "place";
    case sl::EventType::Discard:
        return "discard";
    case sl::EventType::Die:
        return "die";
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
        if (std::find(sides.begin(), sides.end(), s.sideOf(p)) != sides.end()) seats.append(p);
    return seats;
}

} // namespace

bool GameStore::write(const std::function<bool()>& body)
{
    if (m_readOnly) return fail(describe(StoreError::ReadOnly, {}), StoreError::ReadOnly);
    if (!awaitIntegrity()) return false;
    for (int attempt = 1;; ++attempt) {
        m_lastWriteAttempts = attempt;
        if (!checkFile() || !usable()) return false;
        QSqlQuery q(db());
        // IMMEDIATE takes the write lock at once, waiting for another writer up to the busy
        // timeout; a deferred transaction that read first could not wait for it later.
        bool ok = q.exec(QStringLiteral("BEGIN IMMEDIATE")) || failSql(q.lastError()); // not UI
        if (ok) {
            ok = body() && (q.exec(QStringLiteral("COMMIT")) || failSql(q.lastError()));
            if (!ok) {
                QSqlQuery(db()).exec(QStringLiteral("ROLLBACK"));
                m_tileSetCache.clear(); // may hold rows that were rolled back
                m_labelCache.clear();
            }
        }
        if (ok) {
            ++m_commits;
            rememberLogFiles();
            return true;
        }
        if (m_lastErrorKind != StoreError::Locked || attempt >= kWriteAttempts) return false;
    }
}

qint64 GameStore::changeStamp()
{
    // data_version changes with every commit of another connection, never with our own.
    QSqlQuery q(db());
    const qint64 external = usable() && q.exec(QStringLiteral("PRAGMA data_version")) && q.next()
                                ? q.value(0).toLongLong()
                                : 0; // not UI
    return (external << 32) ^ m_commits;
}

qint64 GameStore::storeTileSet(const sl::TileSet& set)
{
    const QString hash = str(sl::contentHash(set));
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT id FROM tilesets WHERE hash = ?"));
    q.addBindValue(hash);
    if (q.exec() && q.next()) return q.value(0).toLongLong();
    q.prepare(QStringLiteral("INSERT INTO tilesets (hash, set_id, content) VALUES (?, ?, ?)"));
    q.addBindValue(hash);
    q.addBindValue(str(set.id));
    q.addBindValue(str(sl::serializeTileSet(set)));
    if (!q.exec()) return failSql(q.lastError());
    const qint64 id = q.lastInsertId().toLongLong();
    m_tileSetCache.insert(id, set);
    return id;
}

qint64 GameStore::insertGame(const sl::GameSetup& setup, qint64 originGame, int originEvent,
                             const GameOptions& options)
{
    QStringList setIds;
    QList<qint64> setRows;
    for (const sl::TileSet& s : setup.tileSets) {
        const qint64 id = storeTileSet(s);
        if (!id) return 0;
        setRows.append(id);
        setIds.append(str(s.id));
    }
    const qint64 now = nowMs();
    QSqlQuery q(db());
    q.prepare(QStringLiteral(
        "INSERT INTO games (created, updated, seed, team_game, expansion, tilesets, origin_game, "
        "origin_event, options) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(now);
    q.addBindValue(now);
    q.addBindValue(static_cast<qint64>(setup.seed)); // stored bit-for-bit as a signed integer
    q.addBindValue(setup.teamGame ? 1 : 0);
    q.addBindValue(setup.expansion() ? 1 : 0);
    q.addBindValue(setIds.join(QLatin1Char('+')));
    q.addBindValue(originGame > 0 ? QVariant(originGame)
                                  : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(originGame > 0 ? QVariant(originEvent) : QVariant(QMetaType(QMetaType::Int)));
    q.addBindValue(store::optionsJson(setup, options));
    if (!q.exec()) return failSql(q.lastError());
    const qint64 game = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral(
        "INSERT INTO game_tilesets (game_id, position, tileset_id) VALUES (?, ?, ?)"));
    for (int i = 0; i < setRows.size(); ++i) {
        q.addBindValue(game);
        q.addBindValue(i);
        q.addBindValue(setRows[i]);
        if (!q.exec()) return failSql(q.lastError());
    }
    q.prepare(QStringLiteral("INSERT INTO players (game_id, seat, name, name_key, colour, faction, "
                             "team, kind, level) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
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
        q.addBindValue(p.kind == sl::SeatKind::Human ? QVariant(QMetaType(QMetaType::QString))
                                                     : QVariant(str(sl::token(p.level))));
        if (!q.exec()) return failSql(q.lastError());
    }
    return game;
}

qint64 GameStore::createGame(const sl::GameSetup& setup, qint64 originGame, int originEvent)
{
    return createGame(setup, GameOptions{}, originGame, originEvent);
}

qint64 GameStore::createGame(const sl::GameSetup& setup, const GameOptions& options,
                             qint64 originGame, int originEvent)
{
    // A game that could never be loaded again is not stored.
    std::optional<sl::RecordError> invalid;
    if (!sl::buildCatalog(setup, &invalid)) return fail(str(sl::describe(*invalid)));
    qint64 id = 0;
    const bool ok = write([&] {
        id = insertGame(setup, originGame, originEvent, options);
        return id != 0;
    });
    return ok ? id : 0;
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
        const QByteArray result = QJsonDocument(QJsonObject{{QStringLiteral("scores"), scores},
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
    if (!q.exec()) return failSql(q.lastError());
    QList<int> scores;
    for (int p = 0; p < after.playerCount(); ++p)
        scores.append(after.score(after.sideOf(p)));
    auto cached = m_scoreCache.constFind(game);
    if (!force && cached != m_scoreCache.constEnd() && *cached == scores) return true;
    q.prepare(QStringLiteral("UPDATE players SET score = ? WHERE game_id = ? AND seat = ?"));
    for (int p = 0; p < scores.size(); ++p) {
        q.addBindValue(scores[p]);
        q.addBindValue(game);
        q.addBindValue(p);
        if (!q.exec()) return failSql(q.lastError());
    }
    m_scoreCache.insert(game, scores);
    return true;
}

bool GameStore::insertEvents(qint64 game, int firstSeq, const std::vector<sl::Event>& events,
                             const sl::GameState& after, bool newGame)
{
    QSqlQuery q(db());
    // The sequence must continue the stored one exactly: nothing may be lost or doubled.
    q.prepare(QStringLiteral("SELECT event_count FROM games WHERE id = ?"));
    q.addBindValue(game);
    if (!q.exec()) return failSql(q.lastError());
    if (!q.next() || q.value(0).toInt() != firstSeq)
        return fail(tr("event %1 of game %2 is out of sequence").arg(firstSeq).arg(game));
    q.prepare(
        QStringLiteral("INSERT INTO events (game_id, seq, kind, data, at) VALUES (?, ?, ?, ?, ?)"));
    const qint64 now = nowMs();
    for (std::size_t i = 0; i < events.size(); ++i) {
        q.addBindValue(game);
        q.addBindValue(firstSeq + int(i));
        q.addBindValue(QString::fromLatin1(eventKind(events[i])));
        q.addBindValue(str(sl::eventToJson(events[i], after.catalog())));
        q.addBindValue(now);
        if (!q.exec()) return failSql(q.lastError());
    }
    return writeProgress(game, firstSeq + int(events.size()), after, newGame);
}

bool GameStore::appendEvent(qint64 game, int seq, const sl::Event& event,
                            const sl::GameState& after)
{
    return appendEvents(game, seq, {event}, after);
}

bool GameStore::appendEvents(qint64 game, int firstSeq, const std::vector<sl::Event>& events,
                             const sl::GameState& after)
{
    const bool ok = write([&] { return insertEvents(game, firstSeq, events, after, false); });
    if (!ok) m_scoreCache.remove(game);
    if (ok && after.phase() == sl::Phase::GameOver) m_players.summariseNewlyFinished(game);
    return ok;
}

qint64 GameStore::insertRecord(const sl::GameRecord& record, qint64 originGame, int originEvent)
{
    const sl::ReplayResult r = sl::replay(record);
    if (r.error) return fail(str(sl::describe(*r.error)));
    qint64 game = 0;
    const bool ok = write([&] {
        game = insertGame(record.setup, originGame, originEvent);
        return game != 0 && insertEvents(game, 0, record.events, *r.state, true) &&
               (r.state->phase() != sl::Phase::GameOver || m_players.summariseGame(game, record));
    });
    if (!ok) {
        m_scoreCache.remove(game);
        return 0;
    }
    return game;
}

bool GameStore::deleteGame(qint64 game)
{
    const bool ok = write([&] {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
        q.addBindValue(game);
        if (!q.exec()) return failSql(q.lastError());
        if (q.numRowsAffected() != 1) return fail(tr("game %1 does not exist").arg(game));
        // Tile sets no game uses any more.
        return q.exec(QStringLiteral("DELETE FROM tilesets WHERE id NOT IN "
                                     "(SELECT tileset_id FROM game_tilesets)")) ||
               failSql(q.lastError());
    });
    if (!ok) return false;
    m_scoreCache.remove(game);
    m_tileSetCache.clear();
    m_labelCache.clear();
    return true;
}

qint64 GameStore::importGame(const QByteArray& json, std::optional<sl::RecordError>* recordError)
{
    const sl::RecordLoadResult r =
        sl::parseRecord(std::string_view(json.constData(), size_t(json.size())));
    if (recordError) *recordError = r.error;
    if (!r.record) return fail(QString::fromStdString(sl::describe(*r.error)));
    return insertRecord(*r.record);
}

} // namespace slapp
