// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// What puzzles are made of: the mistakes of complete reviews, puzzle files imported
// (shared_puzzles) and the answers given (puzzle_attempts).
#include "puzzlestore.h"

#include "gamestore.h"

#include "storeutil.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

namespace slapp {
using store::nowMs;
using store::str;

std::optional<std::vector<StoredMistake>> PuzzleStore::mistakes(double minLoss)
{
    if (!m_store.usable()) return std::nullopt;
    // Finished or not: a game analysed is a game of puzzles. The loss is best - played, as
    // DecisionAnalysis::loss(); the seat's identity is sl::identityOf() of the stored seat.
    QSqlQuery q(m_store.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
        "SELECT a.game_id, a.seq, p.kind, p.level, p.name, g.created, "
        "a.played_value, a.best_value, a.best, u.settings FROM analyses a "
        "JOIN analysis_runs u ON u.game_id = a.game_id AND u.version = a.version "
        "JOIN players p ON p.game_id = a.game_id AND p.seat = a.player "
        "JOIN games g ON g.id = a.game_id "
        "WHERE a.version = ? AND u.complete = 1 AND a.best_value - a.played_value >= ? "
        "ORDER BY a.game_id, a.seq"));
    q.addBindValue(sl::ai::kAnalysisVersion);
    q.addBindValue(minLoss);
    if (!q.exec()) {
        m_store.failSql(q.lastError());
        return std::nullopt;
    }
    std::vector<StoredMistake> out;
    while (q.next()) {
        StoredMistake m;
        m.game = q.value(0).toLongLong();
        m.seq = std::size_t(q.value(1).toLongLong());
        sl::PlayerInfo seat;
        seat.kind = q.value(2).toString() == QLatin1String("computer") ? sl::SeatKind::Computer
                                                                       : sl::SeatKind::Human;
        seat.level = sl::seatLevelFromString(q.value(3).toString().toStdString())
                         .value_or(sl::SeatLevel::Normal);
        seat.name = q.value(4).toString().toStdString();
        m.who = str(sl::identityOf(seat).key());
        m.name = q.value(4).toString();
        m.created = QDateTime::fromMSecsSinceEpoch(q.value(5).toLongLong(), Qt::UTC);
        m.playedValue = q.value(6).toDouble();
        m.bestValue = q.value(7).toDouble();
        const QByteArray best = q.value(8).toString().toUtf8();
        const auto turn =
            sl::ai::turnFromJson(std::string_view(best.constData(), std::size_t(best.size())));
        const QJsonObject settings =
            QJsonDocument::fromJson(q.value(9).toString().toUtf8()).object();
        bool ok = false;
        m.options.iterations = settings.value(QStringLiteral("iterations")).toInt(-1);
        m.options.playouts = settings.value(QStringLiteral("playouts")).toInt(-1);
        m.options.seed = settings.value(QStringLiteral("seed")).toString().toULongLong(&ok);
        if (!turn || !ok || m.options.iterations < 1 || m.options.playouts < 1) {
            m_store.fail(GameStore::tr("the stored analysis of game %1 is damaged").arg(m.game));
            return std::nullopt;
        }
        m.best = *turn;
        out.push_back(std::move(m));
    }
    return out;
}

std::optional<std::vector<SharedPuzzle>> PuzzleStore::shared()
{
    if (!m_store.usable()) return std::nullopt;
    QSqlQuery q(m_store.db());
    if (!q.exec(QStringLiteral("SELECT id, imported, content FROM shared_puzzles ORDER BY id"))) {
        m_store.failSql(q.lastError());
        return std::nullopt;
    }
    std::vector<SharedPuzzle> out;
    while (q.next())
        out.push_back({q.value(0).toLongLong(),
                       QDateTime::fromMSecsSinceEpoch(q.value(1).toLongLong(), Qt::UTC),
                       q.value(2).toString().toUtf8()});
    return out;
}

qint64 PuzzleStore::storeShared(const QByteArray& content)
{
    const QString hash =
        QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
    qint64 id = 0;
    const bool ok = m_store.write([&] {
        QSqlQuery q(m_store.db());
        q.prepare(QStringLiteral("SELECT id FROM shared_puzzles WHERE hash = ?"));
        q.addBindValue(hash);
        if (!q.exec()) return m_store.failSql(q.lastError());
        if (q.next()) {
            id = q.value(0).toLongLong();
            return true;
        }
        q.prepare(QStringLiteral(
            "INSERT INTO shared_puzzles (hash, content, imported) VALUES (?, ?, ?)"));
        q.addBindValue(hash);
        q.addBindValue(QString::fromUtf8(content));
        q.addBindValue(nowMs());
        if (!q.exec()) return m_store.failSql(q.lastError());
        id = q.lastInsertId().toLongLong();
        return true;
    });
    return ok ? id : 0;
}

std::optional<std::vector<PuzzleAttempt>> PuzzleStore::attempts()
{
    if (!m_store.usable()) return std::nullopt;
    QSqlQuery q(m_store.db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT game_id, seq, shared_id, who, at, answer, answer_value, "
                               "best_value, played_value, solved FROM puzzle_attempts "
                               "ORDER BY at, id"))) {
        m_store.failSql(q.lastError());
        return std::nullopt;
    }
    std::vector<PuzzleAttempt> out;
    while (q.next()) {
        PuzzleAttempt a;
        a.game = q.value(0).toLongLong();
        a.seq = std::size_t(q.value(1).toLongLong());
        a.shared = q.value(2).toLongLong();
        a.who = q.value(3).toString();
        a.at = QDateTime::fromMSecsSinceEpoch(q.value(4).toLongLong(), Qt::UTC);
        a.answer = q.value(5).toString();
        a.answerValue = q.value(6).toDouble();
        a.bestValue = q.value(7).toDouble();
        if (!q.value(8).isNull()) a.playedValue = q.value(8).toDouble();
        a.solved = q.value(9).toInt() != 0;
        out.push_back(std::move(a));
    }
    return out;
}

bool PuzzleStore::addAttempt(const PuzzleAttempt& a)
{
    return m_store.write([&] {
        QSqlQuery q(m_store.db());
        q.prepare(QStringLiteral(
            "INSERT INTO puzzle_attempts (game_id, seq, shared_id, who, at, answer, answer_value, "
            "best_value, played_value, solved) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        const QVariant none{QMetaType(QMetaType::LongLong)};
        q.addBindValue(a.game ? QVariant(a.game) : none);
        q.addBindValue(a.game ? QVariant(qint64(a.seq)) : none);
        q.addBindValue(a.shared ? QVariant(a.shared) : none);
        q.addBindValue(a.who);
        q.addBindValue(a.at.isValid() ? a.at.toMSecsSinceEpoch() : nowMs());
        q.addBindValue(a.answer);
        q.addBindValue(a.answerValue);
        q.addBindValue(a.bestValue);
        q.addBindValue(a.playedValue ? QVariant(*a.playedValue)
                                     : QVariant(QMetaType(QMetaType::Double)));
        q.addBindValue(a.solved ? 1 : 0);
        return q.exec() || m_store.failSql(q.lastError());
    });
}

} // namespace slapp
