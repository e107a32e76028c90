// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Players across games. Each finished game's result per seat (seat_results), kept from the
// game's end, so that a player's record over thousands of games is one query; the review columns
// follow the game's complete analysis; person_names merges names.
#include "seatresults.h"

#include "gamestore.h"

#include "storeutil.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace slapp {
using store::str;

namespace {

QString keyOf(const sl::PlayerInfo& seat)
{
    return str(sl::identityOf(seat).key());
}

bool isPersonKey(const QString& key)
{
    const auto id = sl::identityFromKey(key.toStdString());
    return id && !id->computer;
}

/** The WHERE clause (on games `g`) of a SeatQuery's finished games (or, `unfinished`, of its
 *  unfinished ones), and its values. */
QString gamesWhere(const SeatQuery& query, QVariantList& binds, bool unfinished = false)
{
    QString where = unfinished ? QStringLiteral("g.finished IS NULL")
                               : QStringLiteral("g.finished IS NOT NULL");
    if (query.from.isValid()) {
        where += QStringLiteral(" AND g.created >= ?");
        binds << query.from.toMSecsSinceEpoch();
    }
    if (query.to.isValid()) {
        where += QStringLiteral(" AND g.created < ?");
        binds << query.to.toMSecsSinceEpoch();
    }
    if (query.seats > 0) {
        where += QStringLiteral(" AND (SELECT count(*) FROM players n WHERE n.game_id = g.id) = ?");
        binds << query.seats;
    }
    if (query.expansion) where += QStringLiteral(" AND g.expansion != 0");
    if (!query.tileSets.isEmpty()) {
        where += QStringLiteral(" AND g.tilesets = ?");
        binds << query.tileSets;
    }
    return where;
}

} // namespace

namespace {

/** A seat's results so far in an unfinished game: no win. */
std::vector<sl::SeatResult> resultsSoFar(const sl::GameRecord& record)
{
    std::vector<sl::SeatResult> out = sl::seatResults(record, sl::computeStatistics(record));
    for (sl::SeatResult& r : out)
        r.win = 0;
    return out;
}

} // namespace

bool PlayerResults::storeReviewSums(qint64 game)
{
    // The seats' figures from the game's complete review of today's analysis version, as the
    // review itself counts them (sl::ai::reviewPlayers: one definition of a mistake); NULL when
    // the game has no complete review of this version.
    const auto analysis = m_store.analyses().load(game);
    if (!analysis && m_store.m_lastErrorKind != StoreError::None) return false;
    QSqlQuery q(m_store.db());
    q.prepare(QStringLiteral("SELECT count(*) FROM seat_results WHERE game_id = ?"));
    q.addBindValue(game);
    if (!q.exec() || !q.next()) return m_store.failSql(q.lastError());
    const int seats = q.value(0).toInt();
    const bool reviewed = analysis && analysis->complete;
    const std::vector<sl::ai::PlayerReview> review =
        reviewed ? sl::ai::reviewPlayers(analysis->decisions, seats)
                 : std::vector<sl::ai::PlayerReview>{};
    q.prepare(QStringLiteral("UPDATE seat_results SET review_version = ?, decisions = ?, "
                             "points_lost = ?, mistakes = ?, blunders = ? "
                             "WHERE game_id = ? AND seat = ?"));
    for (int seat = 0; seat < seats; ++seat) {
        const QVariant none{QMetaType(QMetaType::Int)};
        const sl::ai::PlayerReview* r = reviewed ? &review[std::size_t(seat)] : nullptr;
        q.addBindValue(r ? QVariant(sl::ai::kAnalysisVersion) : none);
        q.addBindValue(r ? QVariant(r->decisions) : none);
        q.addBindValue(r ? QVariant(r->pointsLost) : QVariant{QMetaType(QMetaType::Double)});
        q.addBindValue(r ? QVariant(r->mistakes) : none);
        q.addBindValue(r ? QVariant(r->blunders) : none);
        q.addBindValue(game);
        q.addBindValue(seat);
        if (!q.exec()) return m_store.failSql(q.lastError());
    }
    return true;
}

bool PlayerResults::summariseGame(qint64 game, const sl::GameRecord& record)
{
    const std::vector<sl::SeatResult> results =
        sl::seatResults(record, sl::computeStatistics(record));
    QSqlQuery q(m_store.db());
    q.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO seat_results (game_id, seat, who, side, players, score, margin, "
        "win, routes, fields, planets, battles, battles_fought, battles_won, expected_wins) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const sl::SeatResult& r : results) {
        q.addBindValue(game);
        q.addBindValue(r.seat);
        q.addBindValue(keyOf(record.setup.players[std::size_t(r.seat)]));
        q.addBindValue(r.side);
        q.addBindValue(r.players);
        q.addBindValue(r.score);
        q.addBindValue(r.margin);
        q.addBindValue(r.win);
        for (int points : r.points)
            q.addBindValue(points);
        q.addBindValue(r.battlesFought);
        q.addBindValue(r.battlesWon);
        q.addBindValue(r.expectedWins);
        if (!q.exec()) return m_store.failSql(q.lastError());
    }
    return storeReviewSums(game);
}

bool PlayerResults::summariseNewlyFinished(qint64 game)
{
    // At a game's end: one replay and one small transaction. When it fails (the game itself is
    // stored), seatRows() summarises the game later; the caller's result is not changed.
    const QString error = m_store.m_lastError;
    const StoreError kind = m_store.m_lastErrorKind;
    const auto record = m_store.loadRecord(game);
    const bool ok = record && m_store.write([&] { return summariseGame(game, *record); });
    m_store.m_lastError = error;
    m_store.m_lastErrorKind = kind;
    return ok;
}

std::optional<PlayerResults::Records> PlayerResults::recordsWhere(const QString& where,
                                                                  const QVariantList& binds)
{
    QSqlQuery q(m_store.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT g.id FROM games g WHERE %1 ORDER BY g.id").arg(where));
    for (const QVariant& v : binds)
        q.addBindValue(v);
    if (!q.exec()) {
        m_store.failSql(q.lastError());
        return std::nullopt;
    }
    QList<qint64> ids;
    while (q.next())
        ids << q.value(0).toLongLong();
    std::vector<std::pair<qint64, sl::GameRecord>> out;
    for (qint64 id : ids) {
        auto record = m_store.loadRecord(id);
        if (!record) return std::nullopt;
        out.emplace_back(id, std::move(*record));
    }
    return out;
}

std::optional<PlayerResults::Records> PlayerResults::summariseMissing(const QString& where,
                                                                      const QVariantList& binds)
{
    auto games = recordsWhere(
        where + QStringLiteral(" AND NOT EXISTS (SELECT 1 FROM seat_results r WHERE r.game_id = "
                               "g.id)"),
        binds);
    if (!games || m_store.m_readOnly) return games; // read-only: computed by the caller, not stored
    for (const auto& game : *games)
        if (!m_store.write([&] { return summariseGame(game.first, game.second); }))
            return std::nullopt;
    return Records{};
}

std::optional<PlayerResults::Records> PlayerResults::unfinishedRecords(const SeatQuery& query)
{
    if (!query.unfinished) return Records{};
    QVariantList binds;
    const QString where = gamesWhere(query, binds, true);
    return recordsWhere(where, binds);
}

std::optional<std::vector<SeatRow>> PlayerResults::seatRows(const SeatQuery& query)
{
    if (!m_store.usable()) return std::nullopt;
    QVariantList binds;
    const QString where = gamesWhere(query, binds);
    // Finished games without their results: summarise them (stored when we may write).
    const auto missing = summariseMissing(where, binds);
    const auto open = unfinishedRecords(query);
    if (!missing || !open) return std::nullopt;
    std::vector<std::pair<qint64, sl::GameRecord>> unsummarised = *missing;
    const std::size_t finishedOnes = unsummarised.size();
    for (const auto& game : *open)
        unsummarised.push_back(game);
    const auto merged = mergedNames();
    if (!merged) return std::nullopt;
    auto person = [&](const QString& key) { return merged->value(key, key); };

    std::vector<SeatRow> rows;
    QSqlQuery q(m_store.db());
    q.setForwardOnly(true);
    QString sql = QStringLiteral(
        "SELECT r.game_id, g.created, r.seat, r.who, p.name, p.colour, r.side, r.players, "
        "r.score, r.margin, r.win, r.routes, r.fields, r.planets, r.battles, r.battles_fought, "
        "r.battles_won, r.expected_wins, r.review_version, r.decisions, r.points_lost, "
        "r.mistakes, r.blunders FROM seat_results r JOIN games g ON g.id = r.game_id "
        "JOIN players p ON p.game_id = r.game_id AND p.seat = r.seat WHERE %1");
    QVariantList all = binds;
    if (!query.who.isEmpty()) {
        // The identity and every name merged into it.
        QStringList keys{query.who};
        for (auto it = merged->cbegin(); it != merged->cend(); ++it)
            if (it.value() == query.who) keys << it.key();
        const QString in = QStringList(keys.size(), QStringLiteral("?")).join(QLatin1Char(','));
        sql += query.wholeGames
                   ? QStringLiteral(" AND r.game_id IN (SELECT game_id FROM seat_results "
                                    "WHERE who IN (%1))")
                         .arg(in)
                   : QStringLiteral(" AND r.who IN (%1)").arg(in); // not UI
        for (const QString& k : keys)
            all << k;
    }
    q.prepare(sql.arg(where) + QStringLiteral(" ORDER BY g.created, r.game_id, r.seat"));
    for (const QVariant& v : all)
        q.addBindValue(v);
    if (!q.exec()) {
        m_store.failSql(q.lastError());
        return std::nullopt;
    }
    while (q.next()) {
        SeatRow row;
        row.game = q.value(0).toLongLong();
        row.created = QDateTime::fromMSecsSinceEpoch(q.value(1).toLongLong(), Qt::UTC);
        row.who = person(q.value(3).toString());
        row.name = q.value(4).toString();
        const QByteArray colour = q.value(5).toString().toUtf8();
        row.colour =
            sl::colourFromString(std::string_view(colour.constData(), std::size_t(colour.size())))
                .value_or(sl::Colour::Red);
        sl::SeatResult& r = row.result;
        r.seat = q.value(2).toInt();
        r.side = q.value(6).toInt();
        r.players = q.value(7).toInt();
        r.score = q.value(8).toInt();
        r.margin = q.value(9).toInt();
        r.win = q.value(10).toDouble();
        for (int k = 0; k < 4; ++k)
            r.points[std::size_t(k)] = q.value(11 + k).toInt();
        r.battlesFought = q.value(15).toInt();
        r.battlesWon = q.value(16).toInt();
        r.expectedWins = q.value(17).toDouble();
        if (!q.value(18).isNull() && q.value(18).toInt() == sl::ai::kAnalysisVersion)
            row.review = sl::SeatReview{q.value(19).toInt(), q.value(20).toDouble(),
                                        q.value(21).toInt(), q.value(22).toInt()};
        rows.push_back(std::move(row));
    }
    if (unsummarised.empty()) return countTakeBacks(rows) ? std::optional(rows) : std::nullopt;
    // The games without stored results (a read-only store's, the unfinished ones), computed
    // for this call.
    for (std::size_t g = 0; g < unsummarised.size(); ++g) {
        const auto& [id, record] = unsummarised[g];
        const auto about = m_store.summary(id);
        if (!about) return std::nullopt;
        const std::vector<sl::SeatResult> results =
            g < finishedOnes ? sl::seatResults(record, sl::computeStatistics(record))
                             : resultsSoFar(record);
        for (const sl::SeatResult& r : results) {
            const sl::PlayerInfo& seat = record.setup.players[std::size_t(r.seat)];
            SeatRow row;
            row.game = id;
            row.created = about->created;
            row.who = person(keyOf(seat));
            if (!query.who.isEmpty() && row.who != query.who && !query.wholeGames) continue;
            row.name = str(seat.name);
            row.colour = seat.colour;
            row.result = r;
            rows.push_back(std::move(row));
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [](const SeatRow& a, const SeatRow& b) {
        return a.created != b.created ? a.created < b.created : a.game < b.game;
    });
    return countTakeBacks(rows) ? std::optional(rows) : std::nullopt;
}

bool PlayerResults::countTakeBacks(std::vector<SeatRow>& rows)
{
    QSqlQuery q(m_store.db());
    q.setForwardOnly(true);
    if (!q.exec(
            QStringLiteral("SELECT game_id, seat, count(*) FROM takebacks GROUP BY game_id, seat")))
        return m_store.failSql(q.lastError());
    QHash<QPair<qint64, int>, int> counts;
    while (q.next())
        counts.insert({q.value(0).toLongLong(), q.value(1).toInt()}, q.value(2).toInt());
    for (SeatRow& row : rows)
        row.takeBacks = counts.value({row.game, row.result.seat});
    return true;
}

int PlayerResults::countFinished(const SeatQuery& query)
{
    QVariantList binds;
    QString where = gamesWhere(query, binds);
    if (query.unfinished) {
        QVariantList more;
        where = QStringLiteral("(%1) OR (%2)").arg(where, gamesWhere(query, more, true));
        binds += more;
    }
    QSqlQuery q(m_store.db());
    q.prepare(QStringLiteral("SELECT count(*) FROM games g WHERE %1").arg(where));
    for (const QVariant& v : binds)
        q.addBindValue(v);
    if (!m_store.usable()) return -1;
    if (!q.exec() || !q.next()) {
        m_store.failSql(q.lastError());
        return -1;
    }
    return q.value(0).toInt();
}

QStringList PlayerResults::finishedTileSets()
{
    QStringList out;
    QSqlQuery q(m_store.db());
    if (!m_store.usable() ||
        !q.exec(QStringLiteral("SELECT DISTINCT tilesets FROM games WHERE finished "
                               "IS NOT NULL ORDER BY tilesets")))
        return out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

std::optional<QHash<QString, QString>> PlayerResults::mergedNames()
{
    if (!m_store.usable()) return std::nullopt;
    QSqlQuery q(m_store.db());
    if (!q.exec(QStringLiteral("SELECT who, person FROM person_names"))) {
        m_store.failSql(q.lastError());
        return std::nullopt;
    }
    QHash<QString, QString> out;
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toString());
    return out;
}

bool PlayerResults::merge(const QString& who, const QString& into)
{
    if (!isPersonKey(who) || !isPersonKey(into))
        return m_store.fail(GameStore::tr("only people can be merged, not computer players"));
    return m_store.write([&] {
        QSqlQuery q(m_store.db());
        q.prepare(QStringLiteral("SELECT person FROM person_names WHERE who = ?"));
        q.addBindValue(into);
        if (!q.exec()) return m_store.failSql(q.lastError());
        const QString person = q.next() ? q.value(0).toString() : into;
        if (person == who || who == into)
            return m_store.fail(GameStore::tr("a player cannot be merged into itself"));
        q.prepare(QStringLiteral("UPDATE person_names SET person = ? WHERE person = ?"));
        q.addBindValue(person);
        q.addBindValue(who);
        if (!q.exec()) return m_store.failSql(q.lastError());
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO person_names (who, person) VALUES (?, ?)"));
        q.addBindValue(who);
        q.addBindValue(person);
        return q.exec() || m_store.failSql(q.lastError());
    });
}

bool PlayerResults::separate(const QString& who)
{
    return m_store.write([&] {
        QSqlQuery q(m_store.db());
        q.prepare(QStringLiteral("DELETE FROM person_names WHERE who = ? OR person = ?"));
        q.addBindValue(who);
        q.addBindValue(who);
        return q.exec() || m_store.failSql(q.lastError());
    });
}

} // namespace slapp
