// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Turns taken back, and a game's own options, in the game store.
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

namespace store {

QString optionsJson(const sl::GameSetup& setup, const GameOptions& options)
{
    QJsonObject o;
    if (!setup.seeded) o.insert(QStringLiteral("seeded"), false);
    if (!options.takeBacks) o.insert(QStringLiteral("takeBacks"), false);
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

StoredOptions readOptions(const QString& json)
{
    StoredOptions s;
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    s.seeded = o.value(QStringLiteral("seeded")).toBool(true);
    s.options.takeBacks = o.value(QStringLiteral("takeBacks")).toBool(true);
    return s;
}

} // namespace store

std::optional<GameOptions> GameStore::gameOptions(qint64 game)
{
    if (!usable()) return std::nullopt;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT options FROM games WHERE id = ?"));
    q.addBindValue(game);
    if (!q.exec()) return failSql(q.lastError()), std::nullopt;
    if (!q.next()) return fail(tr("game %1 does not exist").arg(game)), std::nullopt;
    return store::readOptions(q.value(0).toString()).options;
}

bool GameStore::recordTakeBack(qint64 game, const TakeBack& takeBack, const sl::GameState& after)
{
    QStringList events;
    for (const sl::Event& e : takeBack.events)
        events.append(str(sl::eventToJson(e, after.catalog())));
    const QString eventsJson = QLatin1Char('[') + events.join(QLatin1Char(',')) + QLatin1Char(']');
    const QString pending = str(sl::chanceQueueToJson(takeBack.pending, after.catalog()));
    return write([&] {
        QSqlQuery q(db());
        // Only the whole tail of the stored game: nothing may be lost or doubled.
        q.prepare(QStringLiteral("SELECT event_count, (SELECT COUNT(*) FROM takebacks WHERE "
                                 "game_id = games.id) FROM games WHERE id = ?"));
        q.addBindValue(game);
        if (!q.exec()) return failSql(q.lastError());
        const int end = takeBack.seq + int(takeBack.events.size());
        if (!q.next() || q.value(0).toInt() != end || takeBack.events.empty())
            return fail(tr("event %1 of game %2 is out of sequence").arg(end).arg(game));
        const int n = q.value(1).toInt();
        q.prepare(QStringLiteral("INSERT INTO takebacks (game_id, n, seat, seq, turn, at, events, "
                                 "pending) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const QVariant& v :
             {QVariant(game), QVariant(n), QVariant(takeBack.seat), QVariant(takeBack.seq),
              QVariant(takeBack.turn), QVariant(nowMs()), QVariant(eventsJson), QVariant(pending)})
            q.addBindValue(v);
        if (!q.exec()) return failSql(q.lastError());
        for (const QString& sql :
             {QStringLiteral("DELETE FROM events WHERE game_id = ? AND seq >= ?"),
              QStringLiteral("DELETE FROM puzzle_attempts WHERE game_id = ? AND seq >= ?")}) {
            q.prepare(sql);
            q.addBindValue(game);
            q.addBindValue(takeBack.seq);
            if (!q.exec()) return failSql(q.lastError());
        }
        // The analyses go with their runs (ON DELETE CASCADE).
        q.prepare(QStringLiteral("DELETE FROM analysis_runs WHERE game_id = ?"));
        q.addBindValue(game);
        if (!q.exec()) return failSql(q.lastError());
        return writeProgress(game, takeBack.seq, after, true);
    });
}

std::optional<QList<TakeBack>> GameStore::takeBacks(qint64 game)
{
    if (!usable()) return std::nullopt;
    const auto record = loadRecord(game);
    const auto catalog = record ? sl::buildCatalog(record->setup) : nullptr;
    if (!catalog) return std::nullopt;
    return takeBacks(game, *catalog);
}

std::optional<QList<TakeBack>> GameStore::takeBacks(qint64 game, const sl::TileCatalog& catalog)
{
    if (!usable()) return std::nullopt;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT seat, seq, turn, at, events, pending FROM takebacks "
                             "WHERE game_id = ? ORDER BY n"));
    q.addBindValue(game);
    if (!q.exec()) return failSql(q.lastError()), std::nullopt;
    QList<TakeBack> list;
    while (q.next()) {
        TakeBack t;
        t.seat = q.value(0).toInt();
        t.seq = q.value(1).toInt();
        t.turn = q.value(2).toInt();
        t.at = QDateTime::fromMSecsSinceEpoch(q.value(3).toLongLong());
        const QJsonArray events = QJsonDocument::fromJson(q.value(4).toByteArray()).array();
        for (const auto& v : events) {
            const QByteArray one = QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
            auto e = sl::eventFromJson(one.toStdString(), catalog);
            if (!e)
                return fail(tr("a take-back of game %1 cannot be read").arg(game),
                            StoreError::Damaged),
                       std::nullopt;
            t.events.push_back(*e);
        }
        auto pending = sl::chanceQueueFromJson(q.value(5).toString().toStdString(), catalog);
        if (!pending || t.events.empty())
            return fail(tr("a take-back of game %1 cannot be read").arg(game), StoreError::Damaged),
                   std::nullopt;
        t.pending = std::move(*pending);
        list.append(std::move(t));
    }
    return list;
}

} // namespace slapp
