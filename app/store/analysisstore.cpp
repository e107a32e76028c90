// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The review of a game (analysis_runs, analyses), written decision by decision.
#include "analysisstore.h"

#include "gamestore.h"

#include "storeutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>

namespace slapp {
using store::nowMs;
using store::str;

namespace {

QString settingsJson(const sl::ai::AnalysisOptions& o)
{
    // The seed is a 64-bit number: kept as text, JSON numbers are doubles.
    const QJsonObject j{{QStringLiteral("iterations"), o.iterations},
                        {QStringLiteral("playouts"), o.playouts},
                        {QStringLiteral("seed"), QString::number(o.seed)}};
    return QString::fromUtf8(QJsonDocument(j).toJson(QJsonDocument::Compact));
}

std::optional<sl::ai::AnalysisOptions> settingsFrom(const QString& text)
{
    const QJsonObject j = QJsonDocument::fromJson(text.toUtf8()).object();
    bool ok = false;
    sl::ai::AnalysisOptions o;
    o.iterations = j.value(QStringLiteral("iterations")).toInt(-1);
    o.playouts = j.value(QStringLiteral("playouts")).toInt(-1);
    o.seed = j.value(QStringLiteral("seed")).toString().toULongLong(&ok);
    if (!ok || o.iterations < 0 || o.playouts < 0) return std::nullopt;
    return o;
}

QString expectedJson(const std::vector<double>& expected)
{
    QJsonArray a;
    for (double v : expected)
        a.append(v);
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

std::vector<double> expectedFrom(const QString& text)
{
    std::vector<double> out;
    const QJsonArray values = QJsonDocument::fromJson(text.toUtf8()).array();
    for (const auto& v : values)
        out.push_back(v.toDouble());
    return out;
}

} // namespace

bool AnalysisStore::save(qint64 game, int version, const sl::ai::AnalysisOptions& settings,
                         const std::vector<sl::ai::DecisionAnalysis>& decisions, bool complete)
{
    return m_store.write([&] {
        QSqlQuery q(m_store.db());
        q.prepare(QStringLiteral("SELECT 1 FROM games WHERE id = ?"));
        q.addBindValue(game);
        if (!q.exec()) return m_store.failSql(q.lastError());
        if (!q.next()) return m_store.fail(GameStore::tr("game %1 does not exist").arg(game));
        q.prepare(
            QStringLiteral("SELECT settings FROM analysis_runs WHERE game_id = ? AND version = ?"));
        q.addBindValue(game);
        q.addBindValue(version);
        if (!q.exec()) return m_store.failSql(q.lastError());
        if (q.next()) {
            // One run holds the rows of one budget and seed: they are compared with each other.
            const auto stored = settingsFrom(q.value(0).toString());
            if (!stored || !(*stored == settings))
                return m_store.fail(
                    GameStore::tr(
                        "the analysis of game %1 stored before was made with other settings")
                        .arg(game));
        } else {
            q.prepare(
                QStringLiteral("INSERT INTO analysis_runs (game_id, version, created, complete, "
                               "settings) VALUES (?, ?, ?, 0, ?)"));
            q.addBindValue(game);
            q.addBindValue(version);
            q.addBindValue(nowMs());
            q.addBindValue(settingsJson(settings));
            if (!q.exec()) return m_store.failSql(q.lastError());
        }
        q.prepare(QStringLiteral(
            "INSERT OR REPLACE INTO analyses (game_id, version, seq, player, played_value, "
            "best_value, best, played_win, best_win, expected) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "?)"));
        for (const sl::ai::DecisionAnalysis& d : decisions) {
            q.addBindValue(game);
            q.addBindValue(version);
            q.addBindValue(qint64(d.seq));
            q.addBindValue(d.player);
            q.addBindValue(d.playedValue);
            q.addBindValue(d.bestValue);
            q.addBindValue(str(sl::ai::turnToJson(d.best)));
            q.addBindValue(d.playedWin);
            q.addBindValue(d.bestWin);
            q.addBindValue(expectedJson(d.expected));
            if (!q.exec()) return m_store.failSql(q.lastError());
        }
        if (!complete) return true;
        q.prepare(QStringLiteral(
            "UPDATE analysis_runs SET complete = 1 WHERE game_id = ? AND version = ?"));
        q.addBindValue(game);
        q.addBindValue(version);
        return (q.exec() || m_store.failSql(q.lastError())) &&
               m_store.players().storeReviewSums(game);
    });
}

std::optional<StoredAnalysis> AnalysisStore::load(qint64 game, int version)
{
    if (!m_store.usable()) return std::nullopt;
    QSqlQuery q(m_store.db());
    q.prepare(QStringLiteral("SELECT created, complete, settings FROM analysis_runs "
                             "WHERE game_id = ? AND version = ?"));
    q.addBindValue(game);
    q.addBindValue(version);
    if (!q.exec()) {
        m_store.failSql(q.lastError());
        return std::nullopt;
    }
    if (!q.next()) return std::nullopt;
    StoredAnalysis a;
    a.created = QDateTime::fromMSecsSinceEpoch(q.value(0).toLongLong(), Qt::UTC);
    a.complete = q.value(1).toInt() != 0;
    const auto settings = settingsFrom(q.value(2).toString());
    auto damaged = [&] {
        m_store.fail(GameStore::tr("the stored analysis of game %1 is damaged").arg(game));
        return std::nullopt;
    };
    if (!settings) return damaged();
    a.settings = *settings;
    q.prepare(QStringLiteral("SELECT seq, player, played_value, best_value, best, played_win, "
                             "best_win, expected FROM analyses WHERE game_id = ? AND version = ? "
                             "ORDER BY seq"));
    q.setForwardOnly(true);
    q.addBindValue(game);
    q.addBindValue(version);
    if (!q.exec()) {
        m_store.failSql(q.lastError());
        return std::nullopt;
    }
    while (q.next()) {
        sl::ai::DecisionAnalysis d;
        d.seq = std::size_t(q.value(0).toLongLong());
        d.player = q.value(1).toInt();
        d.playedValue = q.value(2).toDouble();
        d.bestValue = q.value(3).toDouble();
        const QByteArray best = q.value(4).toString().toUtf8();
        const auto turn =
            sl::ai::turnFromJson(std::string_view(best.constData(), std::size_t(best.size())));
        if (!turn || !std::isfinite(d.playedValue) || !std::isfinite(d.bestValue)) return damaged();
        d.best = *turn;
        d.playedWin = q.value(5).toDouble();
        d.bestWin = q.value(6).toDouble();
        d.expected = expectedFrom(q.value(7).toString());
        a.decisions.push_back(std::move(d));
    }
    return a;
}

std::optional<int> AnalysisStore::earlierVersion(qint64 game, int version)
{
    if (!m_store.usable()) return std::nullopt;
    QSqlQuery q(m_store.db());
    q.prepare(
        QStringLiteral("SELECT max(version) FROM analysis_runs WHERE game_id = ? AND version < ?"));
    q.addBindValue(game);
    q.addBindValue(version);
    if (!q.exec()) {
        m_store.failSql(q.lastError());
        return std::nullopt;
    }
    if (!q.next() || q.value(0).isNull()) return std::nullopt;
    return q.value(0).toInt();
}

bool AnalysisStore::remove(qint64 game, int version)
{
    return m_store.write([&] {
        QSqlQuery q(m_store.db());
        q.prepare(QStringLiteral("DELETE FROM analysis_runs WHERE game_id = ? AND version = ?"));
        q.addBindValue(game);
        q.addBindValue(version);
        return (q.exec() || m_store.failSql(q.lastError())) &&
               m_store.players().storeReviewSums(game);
    });
}

} // namespace slapp
