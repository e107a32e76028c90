// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The game store's analyses (app/store/analysisstore.cpp): a run saved decision by decision
// loads back exactly, an interrupted run holds only whole decisions and resumes to the same
// result, one run per settings, deleted with its game, read-only stores load but never write,
// and the schema-2 fixture (a game and its analysis written by this version) still loads.
#include "rules/simulate.h"
#include "store/gamestore.h"
#include "storetestutil.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using sl::ai::AnalysisOptions;
using sl::ai::DecisionAnalysis;
using slapp::GameStore;
using slapp::StoreError;

namespace {

AnalysisOptions tiny(std::uint64_t seed = 4)
{
    AnalysisOptions o;
    o.iterations = 30;
    o.playouts = 20;
    o.seed = seed;
    return o;
}

/** Rows of a game's analysis and its run's complete flag (-1: no run), read with SQL. */
std::pair<int, int> storedRows(qint64 game)
{
    QSqlQuery q(storetest::storeConnection());
    q.prepare(QStringLiteral("SELECT count(*) FROM analyses WHERE game_id = ?"));
    q.addBindValue(game);
    if (!q.exec() || !q.next()) return {-2, -2};
    const int rows = q.value(0).toInt();
    q.prepare(
        QStringLiteral("SELECT coalesce(max(complete), -1) FROM analysis_runs WHERE game_id = ?"));
    q.addBindValue(game);
    if (!q.exec() || !q.next()) return {-2, -2};
    return {rows, q.value(0).toInt()};
}

} // namespace

class TstAnalysisStore : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void savedRunLoadsBackExactly();
    void interruptedRunResumes();
    void otherSettingsNeedANewRun();
    void deletedWithTheGame();
    void missingGameRefused();
    void damagedSettingsRefused_data();
    void damagedSettingsRefused();
    void earlierVersionIsTheNewestBelow();
    void unreadableReviewStopsTheWrite();
    void missingTableIsAnErrorNotNothing();
    void readOnlyStoreLoadsButNeverWrites();
    void schemaTwoFixtureLoads();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
    sl::GameRecord m_record;
    qint64 m_game = 0;
    std::vector<DecisionAnalysis> m_full; ///< the uninterrupted analysis of m_record
};

void TstAnalysisStore::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    m_record = sl::randomRecord(sl::makeSetup({3, false, false}, 41));
    m_game = m_store->insertRecord(m_record);
    QVERIFY(m_game > 0);
    m_full = sl::ai::analyseGame(m_record, tiny(), {}, nullptr);
    QCOMPARE(m_full.size(), sl::ai::decisionPoints(m_record).size());
}

void TstAnalysisStore::savedRunLoadsBackExactly()
{
    const qint64 game = m_store->insertRecord(m_record);
    QVERIFY(!m_store->analyses().load(game));
    QCOMPARE(m_store->lastErrorKind(), StoreError::None); // none stored is not an error
    for (const DecisionAnalysis& d : m_full)
        QVERIFY2(m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(), {d}),
                 qPrintable(m_store->lastError()));
    QCOMPARE(storedRows(game), std::make_pair(int(m_full.size()), 0));
    QVERIFY(m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(), {}, true));
    const auto loaded = m_store->analyses().load(game);
    QVERIFY(loaded);
    QVERIFY(loaded->complete);
    QVERIFY(loaded->settings == tiny());
    QVERIFY(loaded->created.isValid());
    QVERIFY(loaded->decisions ==
            m_full); // every value bit for bit, the best turns, the expectations
    // Saving a decision again replaces its row; another version is another run.
    QVERIFY(m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(), {m_full.front()}));
    QCOMPARE(storedRows(game).first, int(m_full.size()));
    QVERIFY(!m_store->analyses().load(game, sl::ai::kAnalysisVersion + 1));
}

void TstAnalysisStore::interruptedRunResumes()
{
    const qint64 game = m_store->insertRecord(m_record);
    // Stopped after 5 decisions, each stored as it came: exactly those 5 rows, not complete.
    std::atomic<bool> cancel{false};
    sl::ai::analyseGame(
        m_record, tiny(),
        [&](const DecisionAnalysis& d, int done, int) {
            QVERIFY(m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(), {d}));
            if (done == 5) cancel = true;
        },
        &cancel);
    QCOMPARE(storedRows(game), std::make_pair(5, 0));
    const auto partial = m_store->analyses().load(game);
    QVERIFY(partial && !partial->complete);
    QCOMPARE(partial->decisions.size(), std::size_t(5));
    // Resumed from what was stored: the rest is analysed and stored, the result is the whole run.
    int analysed = 0;
    const auto resumed = sl::ai::analyseGame(
        m_record, partial->settings,
        [&](const DecisionAnalysis& d, int, int) {
            ++analysed;
            QVERIFY(
                m_store->analyses().save(game, sl::ai::kAnalysisVersion, partial->settings, {d}));
        },
        nullptr, partial->decisions);
    QCOMPARE(analysed, int(m_full.size()) - 5);
    QVERIFY(m_store->analyses().save(game, sl::ai::kAnalysisVersion, partial->settings, {}, true));
    QVERIFY(resumed == m_full);
    const auto whole = m_store->analyses().load(game);
    QVERIFY(whole && whole->complete);
    QVERIFY(whole->decisions == m_full);
}

void TstAnalysisStore::otherSettingsNeedANewRun()
{
    const qint64 game = m_store->insertRecord(m_record);
    QVERIFY(m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(4), {m_full[0]}));
    QVERIFY(!m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(5), {m_full[1]}));
    QCOMPARE(m_store->lastErrorKind(), StoreError::Invalid);
    QVERIFY(m_store->lastError().contains(QStringLiteral("other settings")));
    QCOMPARE(storedRows(game), std::make_pair(1, 0)); // the refused batch left nothing
    QVERIFY(m_store->analyses().remove(game));
    QCOMPARE(storedRows(game), std::make_pair(0, -1));
    QVERIFY(m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(5), {m_full[1]}));
    QVERIFY(m_store->analyses().load(game)->settings == tiny(5));
}

void TstAnalysisStore::deletedWithTheGame()
{
    const qint64 game = m_store->insertRecord(m_record);
    const qint64 other = m_store->insertRecord(m_record);
    QVERIFY(m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(), m_full, true));
    QVERIFY(m_store->analyses().save(other, sl::ai::kAnalysisVersion, tiny(), m_full, true));
    QVERIFY(m_store->deleteGame(game));
    QCOMPARE(storedRows(game), std::make_pair(0, -1));
    QVERIFY(!m_store->analyses().load(game));
    QCOMPARE(storedRows(other), std::make_pair(int(m_full.size()), 1));
}

void TstAnalysisStore::missingGameRefused()
{
    QVERIFY(!m_store->analyses().save(987654, sl::ai::kAnalysisVersion, tiny(), {m_full[0]}));
    QCOMPARE(m_store->lastError(), QStringLiteral("game 987654 does not exist"));
    QCOMPARE(storedRows(987654), std::make_pair(0, -1));
}

void TstAnalysisStore::damagedSettingsRefused_data()
{
    QTest::addColumn<QString>("settings");
    QTest::addColumn<bool>("loads");
    QTest::newRow("zero budgets") << R"({"iterations":0,"playouts":0,"seed":"7"})" << true;
    QTest::newRow("no iterations") << R"({"playouts":20,"seed":"4"})" << false;
    QTest::newRow("no playouts") << R"({"iterations":30,"seed":"4"})" << false;
    QTest::newRow("negative iterations")
        << R"({"iterations":-1,"playouts":20,"seed":"4"})" << false;
    QTest::newRow("seed a number") << R"({"iterations":30,"playouts":20,"seed":4})" << false;
    QTest::newRow("seed no number") << R"({"iterations":30,"playouts":20,"seed":"x"})" << false;
    QTest::newRow("not JSON") << "iterations 30" << false;
}

void TstAnalysisStore::damagedSettingsRefused()
{
    // A run's settings as another program (or damage) left them: a budget or the seed missing
    // or of the wrong kind is a damaged analysis, not a run with a budget of nothing.
    QFETCH(QString, settings);
    QFETCH(bool, loads);
    const qint64 game = m_store->insertRecord(m_record);
    QVERIFY(m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(), {m_full[0]}));
    QSqlQuery q(storetest::storeConnection());
    q.prepare(QStringLiteral("UPDATE analysis_runs SET settings = ? WHERE game_id = ?"));
    q.addBindValue(settings);
    q.addBindValue(game);
    QVERIFY(q.exec());
    QCOMPARE(q.numRowsAffected(), 1);
    const auto loaded = m_store->analyses().load(game);
    QCOMPARE(loaded.has_value(), loads);
    if (loads) {
        QCOMPARE(loaded->settings.iterations, 0);
        QCOMPARE(loaded->settings.playouts, 0);
        QCOMPARE(loaded->settings.seed, std::uint64_t(7));
    } else {
        QCOMPARE(m_store->lastError(),
                 QStringLiteral("the stored analysis of game %1 is damaged").arg(game));
        // Nor is more of it saved as if the run were of these settings.
        QVERIFY(!m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(), {m_full[1]}));
        QCOMPARE(storedRows(game).first, 1);
    }
}

void TstAnalysisStore::earlierVersionIsTheNewestBelow()
{
    // The newest run of a version below the asked one, of this game only.
    const qint64 game = m_store->insertRecord(m_record);
    const qint64 other = m_store->insertRecord(m_record);
    auto earlier = [&](int version) {
        return m_store->analyses().earlierVersion(game, version).value_or(-1);
    };
    QCOMPARE(earlier(9), -1);
    QVERIFY(m_store->analyses().save(other, 8, tiny(), {}, true));
    QCOMPARE(earlier(9), -1);
    QVERIFY(m_store->analyses().save(game, 3, tiny(), {}, true));
    QVERIFY(m_store->analyses().save(game, 6, tiny(), {m_full[0]}));
    QCOMPARE(earlier(9), 6);
    QCOMPARE(earlier(7), 6);
    QCOMPARE(earlier(6), 3);
    QCOMPARE(earlier(4), 3);
    QCOMPARE(earlier(3), -1);
    QCOMPARE(m_store->lastErrorKind(), StoreError::None);
}

void TstAnalysisStore::unreadableReviewStopsTheWrite()
{
    // Removing or completing a run writes the seats' review figures from the game's review of
    // today's version: when that review cannot be read, nothing is written (not the figures of
    // a game without a review).
    const qint64 game = m_store->insertRecord(m_record);
    const int today = sl::ai::kAnalysisVersion;
    QVERIFY(m_store->analyses().save(game, today - 1, tiny(), {}, true));
    QVERIFY(m_store->analyses().save(game, today, tiny(), m_full, true));
    auto reviewed = [&] {
        QSqlQuery q(storetest::storeConnection());
        q.prepare(QStringLiteral(
            "SELECT count(*) FROM seat_results WHERE game_id = ? AND review_version = ?"));
        q.addBindValue(game);
        q.addBindValue(today);
        return q.exec() && q.next() ? q.value(0).toInt() : -1;
    };
    QCOMPARE(reviewed(), 3);
    QSqlQuery q(storetest::storeConnection());
    q.prepare(QStringLiteral(
        "UPDATE analysis_runs SET settings = 'damaged' WHERE game_id = ? AND version = ?"));
    q.addBindValue(game);
    q.addBindValue(today);
    QVERIFY(q.exec());
    QVERIFY(!m_store->analyses().remove(game, today - 1));
    QCOMPARE(m_store->lastError(),
             QStringLiteral("the stored analysis of game %1 is damaged").arg(game));
    QCOMPARE(m_store->analyses().earlierVersion(game).value_or(-1), today - 1); // kept
    QCOMPARE(reviewed(), 3);
}

void TstAnalysisStore::missingTableIsAnErrorNotNothing()
{
    // Another program dropped the runs' table under the open store: asking for an analysis or
    // an earlier version is an error the caller sees, not "none stored".
    const QString file = m_dir.filePath(QStringLiteral("dropped.sqlite"));
    auto store = GameStore::open(file);
    QVERIFY(store);
    const qint64 game = store->insertRecord(m_record);
    QVERIFY(store->analyses().save(game, sl::ai::kAnalysisVersion - 1, tiny(), {}, true));
    {
        QSqlDatabase d =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        d.setDatabaseName(file);
        QVERIFY(d.open());
        QSqlQuery q(d);
        QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys = OFF")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE analysis_runs")));
        q.finish();
        d.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    QVERIFY(!store->analyses().earlierVersion(game));
    QCOMPARE(store->lastErrorKind(), StoreError::Sql);
    QVERIFY2(store->lastError().contains(QStringLiteral("analysis_runs")),
             qPrintable(store->lastError()));
    QVERIFY(!store->analyses().load(game));
    QCOMPARE(store->lastErrorKind(), StoreError::Sql);
}

void TstAnalysisStore::readOnlyStoreLoadsButNeverWrites()
{
    const QString file = m_dir.filePath(QStringLiteral("readonly.sqlite"));
    {
        auto writer = GameStore::open(file);
        QVERIFY(writer);
        const qint64 game = writer->insertRecord(m_record);
        QVERIFY(writer->analyses().save(game, sl::ai::kAnalysisVersion, tiny(), m_full, true));
    }
    const QByteArray before = storetest::checksum(file);
    auto reader = GameStore::openReadOnly(file);
    QVERIFY(reader);
    const auto loaded = reader->analyses().load(1);
    QVERIFY(loaded && loaded->complete);
    QVERIFY(loaded->decisions == m_full);
    QVERIFY(!reader->analyses().save(1, sl::ai::kAnalysisVersion, tiny(), {m_full[0]}));
    QCOMPARE(reader->lastErrorKind(), StoreError::ReadOnly);
    QVERIFY(!reader->analyses().remove(1));
    reader.reset();
    QCOMPARE(storetest::checksum(file), before);
}

void TstAnalysisStore::schemaTwoFixtureLoads()
{
    // Written by this version (`simulate --games 1 --players 2 --seed 21`, then `db analyse 1
    // --iterations 30 --playouts 20 --seed 4`). A later schema's migration must keep it loading.
    const QString file = m_dir.filePath(QStringLiteral("schema-v2.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(STARLANES_TEST_DATA "/db/schema-v2.sqlite"), file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    QString message;
    auto store = GameStore::open(file, nullptr, &message);
    QVERIFY2(store, qPrintable(message));
    const auto rec = store->loadRecord(1);
    QVERIFY(rec);
    const auto points = sl::ai::decisionPoints(*rec);
    QCOMPARE(points.size(), std::size_t(75));
    const auto stored = store->analyses().load(1, 1);
    QVERIFY2(stored, qPrintable(store->lastError()));
    QVERIFY(stored->complete);
    QVERIFY(stored->settings == tiny(4));
    QCOMPARE(stored->decisions.size(), points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        const DecisionAnalysis& d = stored->decisions[i];
        QCOMPARE(d.seq, points[i].seq);
        QCOMPARE(d.player, points[i].player);
        QVERIFY(d.bestValue >= d.playedValue);
        QVERIFY(d.playedWin >= 0 && d.playedWin <= 1 && d.bestWin >= 0 && d.bestWin <= 1);
        QCOMPARE(d.expected.size(), std::size_t(2));
        // The best turn is a legal turn at its decision.
        sl::GameState s = *sl::replay(*rec, d.seq).state;
        QCOMPARE(s.apply(sl::Event::placeTile(d.best.place)), sl::ApplyError::None);
        QCOMPARE(s.apply(sl::Event::meepleMove(d.best.meeple)), sl::ApplyError::None);
    }
    // The first decision exactly as written.
    const DecisionAnalysis& first = stored->decisions.front();
    QCOMPARE(first.seq, std::size_t(1));
    QCOMPARE(first.playedValue, -4.95);
    QCOMPARE(first.bestValue, 5.2);
    QCOMPARE(first.playedWin, 0.35);
    QCOMPARE(first.bestWin, 0.65);
    QVERIFY(first.best == (sl::ai::TurnAction{{0, 1, 1}, {}}));
    QCOMPARE(first.expected, (std::vector<double>{43.25, 48.2}));
}

QTEST_GUILESS_MAIN(TstAnalysisStore)
#include "tst_analysisstore.moc"
