// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// GameStore: everything that reads: listing, loading, export and checks.
#include "gamestore.h"
#include "optionsjson.h"

#include "storeutil.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

namespace slapp {
using store::str;

namespace {

QDateTime fromMs(const QVariant& v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(v.toLongLong(), Qt::UTC);
}

/** A computer seat's level column (NULL for people and for games stored before levels). */
sl::SeatLevel levelOf(const QVariant& v)
{
    const QByteArray text = v.toString().toLatin1();
    return sl::seatLevelFromString(std::string_view(text.constData(), std::size_t(text.size())))
        .value_or(sl::SeatLevel::Normal);
}

/** WHERE clause and its bound values for a query's filters. */
QString whereClause(const GameQuery& query, QVariantList& binds)
{
    QStringList parts;
    if (query.unfinishedOnly) parts << QStringLiteral("g.finished IS NULL");
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
    return parts.isEmpty() ? QString()
                           : QStringLiteral(" WHERE ") + parts.join(QStringLiteral(" AND "));
}

QString orderClause(const GameQuery& query)
{
    QString key;
    switch (query.sort) {
    case GameQuery::Sort::Created:
        key = QStringLiteral("g.created");
        break;
    case GameQuery::Sort::Updated:
        key = QStringLiteral("g.updated");
        break;
    case GameQuery::Sort::Duration:
        key = QStringLiteral("(COALESCE(g.finished, g.updated) - g.created)");
        break;
    case GameQuery::Sort::Turns:
        key = QStringLiteral("g.turns");
        break;
    case GameQuery::Sort::Id:
        key = QStringLiteral("g.id");
        break;
    case GameQuery::Sort::Players:
        key = QStringLiteral(
            "(SELECT group_concat(name_key, ',') FROM (SELECT name_key FROM players p "
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
    case GameQuery::Sort::TileSets:
        key = QStringLiteral("g.tilesets");
        break;
    case GameQuery::Sort::Finished:
        key = QStringLiteral("(g.finished IS NOT NULL)");
        break;
    }
    const QString dir = query.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    QString order = QStringLiteral(" ORDER BY ");
    if (query.unfinishedFirst) order += QStringLiteral("(g.finished IS NULL) DESC, ");
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
    if (!usable()) return out;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT g.id, g.created, g.updated, g.finished, g.turns, "
                             "g.event_count, g.team_game, g.expansion, g.tilesets, g.result, "
                             "g.origin_game, g.origin_event FROM games g") +
              tail);
    for (const QVariant& v : binds)
        q.addBindValue(v);
    if (!q.exec()) {
        failSql(q.lastError());
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
        const QJsonArray winners = result.value(QStringLiteral("winners")).toArray();
        for (const auto& w : winners)
            s.winners.append(w.toInt());
        s.originGame = q.value(10).toLongLong();
        s.originEvent = q.value(11).toInt();
        index.insert(s.id, out.size());
        out.append(s);
    }
    if (out.isEmpty()) return out;
    // The seats of the listed games in one query.
    QStringList ids;
    for (const GameSummary& s : out)
        ids << QString::number(s.id);
    if (!q.exec(
            QStringLiteral("SELECT game_id, name, colour, kind, team, score, level FROM players "
                           "WHERE game_id IN (%1) ORDER BY game_id, seat")
                .arg(ids.join(QLatin1Char(','))))) {
        failSql(q.lastError());
        return out;
    }
    while (q.next()) {
        GameSummary& s = out[index.value(q.value(0).toLongLong())];
        GameSummary::Seat seat;
        seat.name = q.value(1).toString();
        const QByteArray colour = q.value(2).toString().toLatin1();
        seat.colour =
            sl::colourFromString(std::string_view(colour.constData(), size_t(colour.size())))
                .value_or(sl::Colour::Red);
        seat.kind = q.value(3).toString() == QLatin1String("computer") ? sl::SeatKind::Computer
                                                                       : sl::SeatKind::Human;
        seat.level = levelOf(q.value(6));
        seat.team = q.value(4).isNull() ? -1 : q.value(4).toInt();
        seat.score = q.value(5).toInt();
        s.seats.append(seat);
    }
    // The tile sets of the listed games: the stored rows are few (one per distinct content).
    if (!q.exec(QStringLiteral("SELECT gt.game_id, gt.tileset_id, t.hash FROM game_tilesets gt "
                               "JOIN tilesets t ON t.id = gt.tileset_id WHERE gt.game_id IN (%1) "
                               "ORDER BY gt.game_id, gt.position")
                    .arg(ids.join(QLatin1Char(','))))) {
        failSql(q.lastError());
        return out;
    }
    while (q.next()) {
        GameSummary& s = out[index.value(q.value(0).toLongLong())];
        if (const std::optional<TileSetLabel> label =
                tileSetLabel(q.value(1).toLongLong(), q.value(2).toString()))
            s.sets.append(*label);
    }
    return out;
}

std::optional<TileSetLabel> GameStore::tileSetLabel(qint64 row, const QString& hash)
{
    if (auto it = m_labelCache.constFind(row); it != m_labelCache.constEnd()) return *it;
    const std::optional<sl::TileSet> set = tileSetById(row);
    if (!set) return std::nullopt;
    Q_UNUSED(hash) // the stored hash is the content's; tileSetLabelOf computes the same
    const TileSetLabel label = tileSetLabelOf(*set);
    m_labelCache.insert(row, label);
    return label;
}

TileSetLabel tileSetLabelOf(const sl::TileSet& set)
{
    TileSetLabel label;
    label.id = QString::fromStdString(set.id);
    label.nameEn = QString::fromStdString(set.name.en);
    label.nameCs = QString::fromStdString(set.name.cs);
    label.hash = QString::fromStdString(sl::contentHash(set));
    if (!sl::builtinTileSetJson(set.id).empty()) {
        label.builtin =
            QString::fromStdString(sl::contentHash(sl::builtinTileSet(set.id))) == label.hash;
        label.edited = !label.builtin;
    }
    return label;
}

QString tileSetLabelText(const TileSetLabel& set, const QString& language)
{
    const QString own =
        language == QLatin1String("cs") && !set.nameCs.isEmpty() ? set.nameCs : set.nameEn;
    QString name = own;
    if (set.builtin || set.edited) {
        const sl::TileSet& original = sl::builtinTileSet(set.id.toStdString());
        // A copy that kept the built-in name is called as the built-in set is.
        if (set.builtin ||
            (set.nameEn == str(original.name.en) && set.nameCs == str(original.name.cs)))
            name = set.id == QLatin1String("base") ? GameStore::tr("Base game")
                                                   : GameStore::tr("Expansion 1");
    }
    if (!set.edited) return name;
    const QString shortHash = set.hash.section(QLatin1Char(':'), 1).left(6);
    return GameStore::tr("%1 (edited, %2)",
                         "a changed copy of a built-in tile set and its content hash")
        .arg(name, shortHash);
}

int GameStore::countGames(const GameQuery& query)
{
    if (!usable()) return 0;
    QVariantList binds;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT count(*) FROM games g") + whereClause(query, binds));
    for (const QVariant& v : binds)
        q.addBindValue(v);
    if (!q.exec() || !q.next()) {
        failSql(q.lastError());
        return 0;
    }
    return q.value(0).toInt();
}

std::optional<GameSummary> GameStore::summary(qint64 game)
{
    const QList<GameSummary> one = selectGames(QStringLiteral(" WHERE g.id = ?"), {game});
    if (one.isEmpty()) return std::nullopt;
    return one.front();
}

QList<qint64> GameStore::unfinishedGames()
{
    QList<qint64> ids;
    if (!usable()) return ids;
    QSqlQuery q(db());
    if (!q.exec(
            QStringLiteral("SELECT id FROM games WHERE finished IS NULL ORDER BY updated DESC"))) {
        failSql(q.lastError());
        return ids;
    }
    while (q.next())
        ids.append(q.value(0).toLongLong());
    return ids;
}

std::optional<sl::TileSet> GameStore::tileSetById(qint64 id)
{
    if (auto it = m_tileSetCache.constFind(id); it != m_tileSetCache.constEnd()) return *it;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT content FROM tilesets WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec()) return failSql(q.lastError()), std::nullopt;
    if (!q.next())
        return fail(tr("tile set %1 is missing").arg(id), StoreError::Damaged), std::nullopt;
    const QByteArray json = q.value(0).toString().toUtf8();
    sl::TileSetLoadResult r = sl::parseTileSet(
        std::string_view(json.constData(), size_t(json.size())), "tileset " + std::to_string(id));
    if (!r.ok())
        return fail(str(sl::describe(r.errors.front())), StoreError::Damaged), std::nullopt;
    m_tileSetCache.insert(id, r.set);
    return r.set;
}

std::optional<sl::GameRecord> GameStore::loadRecord(qint64 game)
{
    sl::GameRecord rec;
    if (!usable()) return std::nullopt;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT seed, team_game, options FROM games WHERE id = ?"));
    q.addBindValue(game);
    if (!q.exec()) return failSql(q.lastError()), std::nullopt;
    if (!q.next()) return fail(tr("game %1 does not exist").arg(game)), std::nullopt;
    rec.setup.seed = static_cast<std::uint64_t>(q.value(0).toLongLong());
    rec.setup.teamGame = q.value(1).toInt() != 0;
    rec.setup.seeded = store::readOptions(q.value(2).toString()).seeded;
    q.prepare(
        QStringLiteral("SELECT tileset_id FROM game_tilesets WHERE game_id = ? ORDER BY position"));
    q.addBindValue(game);
    if (!q.exec()) return failSql(q.lastError()), std::nullopt;
    QList<qint64> sets;
    while (q.next())
        sets.append(q.value(0).toLongLong());
    for (qint64 id : sets) {
        auto set = tileSetById(id);
        if (!set) return std::nullopt;
        rec.setup.tileSets.push_back(std::move(*set));
    }
    q.prepare(QStringLiteral(
        "SELECT name, colour, kind, level FROM players WHERE game_id = ? ORDER BY seat"));
    q.addBindValue(game);
    if (!q.exec()) return failSql(q.lastError()), std::nullopt;
    while (q.next()) {
        sl::PlayerInfo p;
        p.name = q.value(0).toString().toStdString();
        const QByteArray colour = q.value(1).toString().toLatin1();
        const auto c =
            sl::colourFromString(std::string_view(colour.constData(), size_t(colour.size())));
        if (!c)
            return fail(tr("game %1 has an unknown colour").arg(game), StoreError::Damaged),
                   std::nullopt;
        p.colour = *c;
        p.kind = q.value(2).toString() == QLatin1String("computer") ? sl::SeatKind::Computer
                                                                    : sl::SeatKind::Human;
        p.level = levelOf(q.value(3));
        rec.setup.players.push_back(p);
    }
    std::optional<sl::RecordError> err;
    auto catalog = sl::buildCatalog(rec.setup, &err);
    if (!catalog) return fail(str(sl::describe(*err))), std::nullopt;
    q.prepare(QStringLiteral("SELECT seq, data FROM events WHERE game_id = ? ORDER BY seq"));
    q.addBindValue(game);
    if (!q.exec()) return failSql(q.lastError()), std::nullopt;
    while (q.next()) {
        if (q.value(0).toInt() != int(rec.events.size()))
            return fail(tr("game %1 is missing event %2").arg(game).arg(rec.events.size()),
                        StoreError::Damaged),
                   std::nullopt;
        const QByteArray json = q.value(1).toString().toUtf8();
        auto e = sl::eventFromJson(std::string_view(json.constData(), size_t(json.size())),
                                   *catalog, &err);
        if (!e) return fail(str(sl::describe(*err))), std::nullopt;
        rec.events.push_back(*e);
    }
    return rec;
}

int GameStore::storedEvents(qint64 game)
{
    if (!usable()) return -1;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT event_count FROM games WHERE id = ?"));
    q.addBindValue(game);
    if (!q.exec()) return failSql(q.lastError()), -1;
    if (!q.next()) return fail(tr("game %1 does not exist").arg(game)), -1;
    return q.value(0).toInt();
}

std::optional<QByteArray> GameStore::exportGame(qint64 game, bool embedTileSets)
{
    const auto rec = loadRecord(game);
    if (!rec) return std::nullopt;
    return QByteArray::fromStdString(sl::recordToJson(*rec, {embedTileSets, 1}));
}

bool GameStore::integrityCheck(QString* details)
{
    if (!usable()) {
        if (details) *details = m_lastError;
        return false;
    }
    if (m_copy) { // read through an upgraded copy: the file itself is checked
        const IntegrityResult r = fullCheck(QFileInfo(m_path).absoluteFilePath());
        if (details) *details = r.damaged ? r.detail : QStringLiteral("ok");
        return !r.damaged;
    }
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("PRAGMA integrity_check"))) {
        if (details) *details = q.lastError().text();
        return false;
    }
    QStringList lines;
    while (q.next())
        lines << q.value(0).toString();
    if (details) *details = lines.join(QLatin1Char('\n'));
    return lines == QStringList{QStringLiteral("ok")};
}

} // namespace slapp
