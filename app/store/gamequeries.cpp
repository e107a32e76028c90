// GameStore: listing, deleting, export/import and checks.
#include "gamestore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

namespace slapp {
namespace {

QDateTime fromMs(const QVariant& v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(v.toLongLong(), Qt::UTC);
}

/** WHERE clause and its bound values for a query's filters. */
QString whereClause(const GameQuery& query, QVariantList& binds)
{
    QStringList parts;
    if (query.unfinishedOnly)
        parts << QStringLiteral("g.finished IS NULL");
    if (!query.player.isEmpty()) {
        QString pattern = query.player.toCaseFolded();
        pattern.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
            .replace(QLatin1Char('%'), QLatin1String("\\%"))
            .replace(QLatin1Char('_'), QLatin1String("\\_"));
        parts << QStringLiteral("EXISTS (SELECT 1 FROM players p WHERE p.game_id = g.id AND "
                                "p.name_key LIKE ? ESCAPE '\\')");
        binds << QStringLiteral("%") + pattern + QStringLiteral("%");
    }
    if (query.from.isValid()) {
        parts << QStringLiteral("g.created >= ?");
        binds << query.from.toMSecsSinceEpoch();
    }
    if (query.to.isValid()) {
        parts << QStringLiteral("g.created < ?");
        binds << query.to.toMSecsSinceEpoch();
    }
    return parts.isEmpty() ? QString() : QStringLiteral(" WHERE ") + parts.join(QStringLiteral(" AND "));
}

QString orderClause(const GameQuery& query)
{
    QString key;
    switch (query.sort) {
    case GameQuery::Sort::Created: key = QStringLiteral("g.created"); break;
    case GameQuery::Sort::Updated: key = QStringLiteral("g.updated"); break;
    case GameQuery::Sort::Duration:
        key = QStringLiteral("(COALESCE(g.finished, g.updated) - g.created)");
        break;
    case GameQuery::Sort::Turns: key = QStringLiteral("g.turns"); break;
    case GameQuery::Sort::Id: key = QStringLiteral("g.id"); break;
    case GameQuery::Sort::Players:
        key = QStringLiteral("(SELECT group_concat(name_key, ',') FROM (SELECT name_key FROM players p "
                             "WHERE p.game_id = g.id ORDER BY seat))");
        break;
    case GameQuery::Sort::TopScore:
        key = QStringLiteral("(SELECT max(score) FROM players p WHERE p.game_id = g.id)");
        break;
    case GameQuery::Sort::Winner:
        // The best-scoring seat's name of finished games; unfinished games have no winner yet.
        key = QStringLiteral("(SELECT name_key FROM players p WHERE p.game_id = g.id AND "
                             "g.finished IS NOT NULL ORDER BY score DESC, seat LIMIT 1)");
        break;
    case GameQuery::Sort::TileSets: key = QStringLiteral("g.tilesets"); break;
    case GameQuery::Sort::Finished: key = QStringLiteral("(g.finished IS NOT NULL)"); break;
    }
    const QString dir = query.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    QString order = QStringLiteral(" ORDER BY ");
    if (query.unfinishedFirst)
        order += QStringLiteral("(g.finished IS NULL) DESC, ");
    return order + key + dir + QStringLiteral(", g.id") + dir;
}

} // namespace

QList<GameSummary> GameStore::listGames(const GameQuery& query)
{
    QVariantList binds;
    const QString where = whereClause(query, binds);
    binds << query.limit << query.offset;
    return selectGames(where + orderClause(query) + QStringLiteral(" LIMIT ? OFFSET ?"), binds);
}

QList<GameSummary> GameStore::selectGames(const QString& tail, const QVariantList& binds)
{
    QList<GameSummary> out;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT g.id, g.created, g.updated, g.finished, g.turns, "
                             "g.event_count, g.team_game, g.expansion, g.tilesets, g.result, "
                             "g.origin_game, g.origin_event FROM games g") + tail);
    for (const QVariant& v : binds)
        q.addBindValue(v);
    if (!q.exec()) {
        fail(q.lastError().text());
        return out;
    }
    QHash<qint64, qsizetype> index;
    while (q.next()) {
        GameSummary s;
        s.id = q.value(0).toLongLong();
        s.created = fromMs(q.value(1));
        s.updated = fromMs(q.value(2));
        s.finished = fromMs(q.value(3));
        s.turns = q.value(4).toInt();
        s.events = q.value(5).toInt();
        s.teamGame = q.value(6).toInt() != 0;
        s.expansion = q.value(7).toInt() != 0;
        s.tileSets = q.value(8).toString();
        const QJsonObject result = QJsonDocument::fromJson(q.value(9).toString().toUtf8()).object();
        for (const QJsonValue& w : result.value(QStringLiteral("winners")).toArray())
            s.winners.append(w.toInt());
        s.originGame = q.value(10).toLongLong();
        s.originEvent = q.value(11).toInt();
        index.insert(s.id, out.size());
        out.append(s);
    }
    if (out.isEmpty())
        return out;
    // The seats of the listed games in one query.
    QStringList ids;
    for (const GameSummary& s : out)
        ids << QString::number(s.id);
    if (!q.exec(QStringLiteral("SELECT game_id, name, colour, kind, team, score FROM players "
                               "WHERE game_id IN (%1) ORDER BY game_id, seat")
                    .arg(ids.join(QLatin1Char(','))))) {
        fail(q.lastError().text());
        return out;
    }
    while (q.next()) {
        GameSummary& s = out[index.value(q.value(0).toLongLong())];
        GameSummary::Seat seat;
        seat.name = q.value(1).toString();
        const QByteArray colour = q.value(2).toString().toLatin1();
        seat.colour = sl::colourFromString(std::string_view(colour.constData(), size_t(colour.size())))
                          .value_or(sl::Colour::Red);
        seat.kind = q.value(3).toString() == QLatin1String("computer") ? sl::SeatKind::Computer
                                                                       : sl::SeatKind::Human;
        seat.team = q.value(4).isNull() ? -1 : q.value(4).toInt();
        seat.score = q.value(5).toInt();
        s.seats.append(seat);
    }
    return out;
}

int GameStore::countGames(const GameQuery& query)
{
    QVariantList binds;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT count(*) FROM games g") + whereClause(query, binds));
    for (const QVariant& v : binds)
        q.addBindValue(v);
    if (!q.exec() || !q.next()) {
        fail(q.lastError().text());
        return 0;
    }
    return q.value(0).toInt();
}

std::optional<GameSummary> GameStore::summary(qint64 game)
{
    const QList<GameSummary> one = selectGames(QStringLiteral(" WHERE g.id = ?"), {game});
    if (one.isEmpty())
        return std::nullopt;
    return one.front();
}

QList<qint64> GameStore::unfinishedGames()
{
    QList<qint64> ids;
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT id FROM games WHERE finished IS NULL ORDER BY updated DESC")))
        return ids;
    while (q.next())
        ids.append(q.value(0).toLongLong());
    return ids;
}

bool GameStore::deleteGame(qint64 game)
{
    QSqlDatabase d = db();
    if (!d.transaction())
        return fail(d.lastError().text());
    QSqlQuery q(d);
    q.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
    q.addBindValue(game);
    bool ok = q.exec() && q.numRowsAffected() == 1;
    if (!ok)
        fail(q.lastError().isValid() ? q.lastError().text() : tr("game %1 does not exist").arg(game));
    // Tile sets no game uses any more.
    ok = ok && q.exec(QStringLiteral("DELETE FROM tilesets WHERE id NOT IN "
                                     "(SELECT tileset_id FROM game_tilesets)"));
    if (!ok || !d.commit()) {
        d.rollback();
        return false;
    }
    m_scoreCache.remove(game);
    m_tileSetCache.clear();
    return true;
}

std::optional<QByteArray> GameStore::exportGame(qint64 game, bool embedTileSets)
{
    const auto rec = loadRecord(game);
    if (!rec)
        return std::nullopt;
    return QByteArray::fromStdString(sl::recordToJson(*rec, {embedTileSets, 1}));
}

qint64 GameStore::importGame(const QByteArray& json)
{
    const sl::RecordLoadResult r =
        sl::parseRecord(std::string_view(json.constData(), size_t(json.size())));
    if (!r.record) {
        fail(QString::fromStdString(sl::describe(*r.error)));
        return 0;
    }
    return insertRecord(*r.record);
}

bool GameStore::integrityCheck(QString* details)
{
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("PRAGMA integrity_check"))) {
        if (details)
            *details = q.lastError().text();
        return false;
    }
    QStringList lines;
    while (q.next())
        lines << q.value(0).toString();
    if (details)
        *details = lines.join(QLatin1Char('\n'));
    return lines == QStringList{QStringLiteral("ok")};
}

} // namespace slapp
