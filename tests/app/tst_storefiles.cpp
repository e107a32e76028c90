// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The game store's database file: bad files (not a database, damaged, a newer schema, a folder,
// empty, cut short) refused with a message and left byte-for-byte untouched, a read-only
// location, the first schema still opening, and the schema and pragmas of a new file.
#include "rules/simulate.h"
#include "store/gamestore.h"
#include "storetestutil.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using slapp::GameStore;
using slapp::StoreError;
using storetest::checksum;

namespace {

/** Files SQLite would leave next to a database it opened. */
QStringList sideFiles(const QString& path)
{
    QStringList found;
    for (const char* suffix : {"-wal", "-shm", "-journal"})
        if (QFile::exists(path + QLatin1String(suffix))) found << path + QLatin1String(suffix);
    return found;
}

} // namespace

class TstStoreFiles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void badFiles_data();
    void badFiles();
    void readOnlyLocation();
    void firstSchemaStillOpens();
    void schemaAndPragmas();

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }
};

void TstStoreFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TstStoreFiles::badFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("error");
    QTest::newRow("text file") << "text" << int(StoreError::NotSqlite);
    QTest::newRow("random bytes") << "random" << int(StoreError::NotSqlite);
    QTest::newRow("random bytes behind an SQLite header")
        << "random-header" << int(StoreError::Damaged);
    QTest::newRow("truncated database") << "truncated" << int(StoreError::Damaged);
    QTest::newRow("tiny truncated header") << "header-only" << int(StoreError::Damaged);
    // The magic string without its closing zero: a text of someone's, however long.
    QTest::newRow("magic without its zero") << "magic-text" << int(StoreError::NotSqlite);
    QTest::newRow("foreign schema") << "foreign" << int(StoreError::ForeignSchema);
    QTest::newRow("newer schema version") << "newer" << int(StoreError::NewerSchema);
}

void TstStoreFiles::badFiles()
{
    QFETCH(QString, kind);
    QFETCH(int, error);
    const QString file = path(QStringLiteral("bad-") + kind + QStringLiteral(".sqlite"));
    QFile::remove(file);
    auto writeBytes = [&](const QByteArray& b) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(b);
    };
    auto goodDatabase = [&]() {
        {
            auto s = GameStore::open(file);
            QVERIFY(s);
            for (int g = 0; g < 5; ++g)
                s->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 50 + g)));
        }
        QVERIFY(sideFiles(file).isEmpty());
    };
    QRandomGenerator rng(42);
    if (kind == QLatin1String("text")) {
        writeBytes("These are my notes, not a database.\n");
    } else if (kind == QLatin1String("random")) {
        QByteArray b(64 * 1024, '\0');
        for (char& c : b)
            c = char(rng.bounded(256));
        writeBytes(b);
    } else if (kind == QLatin1String("random-header")) {
        QByteArray b(8 * 4096 + 100, '\0');
        for (char& c : b)
            c = char(rng.bounded(256));
        goodDatabase();
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray header = f.read(100);
        f.close();
        writeBytes(header + b);
    } else if (kind == QLatin1String("truncated")) {
        goodDatabase();
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() / 2));
    } else if (kind == QLatin1String("header-only")) {
        writeBytes(QByteArrayLiteral("SQLite format 3\0\x10\0\x01\x01"));
    } else if (kind == QLatin1String("magic-text")) {
        writeBytes(QByteArrayLiteral("SQLite format 3 is the header of every database file; "
                                     "this note about it is no database, but it is long enough "
                                     "to hold one's header.\n"));
    } else if (kind == QLatin1String("foreign")) {
        {
            QSqlDatabase d =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
            d.setDatabaseName(file);
            QVERIFY(d.open());
            QSqlQuery q(d);
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE recipes (name TEXT, minutes INTEGER)")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO recipes VALUES ('bread', 240)")));
            d.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
    } else if (kind == QLatin1String("newer")) {
        goodDatabase();
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.seek(60));
        f.write(QByteArray("\0\0\0\x63", 4)); // user_version 99 in the header
    }
    const QByteArray before = checksum(file);
    QVERIFY(!before.isEmpty());
    StoreError err = StoreError::None;
    QString message;
    auto store = GameStore::open(file, &err, &message);
    QVERIFY(!store);
    QCOMPARE(int(err), error);
    QVERIFY2(message.contains(QDir::toNativeSeparators(file)), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("unchanged")));
    QCOMPARE(checksum(file), before);
    QVERIFY2(sideFiles(file).isEmpty(), qPrintable(sideFiles(file).join(QLatin1Char(' '))));
}

void TstStoreFiles::readOnlyLocation()
{
    // A folder nobody may create files in (as root too: /proc), and for ordinary users a
    // read-only file: refused with a message, nothing created or changed.
    StoreError err = StoreError::None;
    QString message;
    const QString impossible = QStringLiteral("/proc/starlanes-test/games.sqlite");
    QVERIFY(!GameStore::open(impossible, &err, &message));
    QCOMPARE(int(err), int(StoreError::CannotCreate));
    QVERIFY(message.contains(QStringLiteral("/proc/starlanes-test")));
    QVERIFY(!QFile::exists(impossible));
    if (::geteuid() == 0)
        return; // root may write any file; the read-only file case needs an ordinary user
    const QString file = path(QStringLiteral("readonly.sqlite"));
    {
        auto s = GameStore::open(file);
        QVERIFY(s);
    }
    QFile::setPermissions(file, QFile::ReadOwner);
    const QByteArray before = checksum(file);
    QVERIFY(!GameStore::open(file, &err, &message));
    QCOMPARE(int(err), int(StoreError::ReadOnly));
    QCOMPARE(checksum(file), before);
}

void TstStoreFiles::firstSchemaStillOpens()
{
    // A database made by the first schema (kept in tests/data) opens with this version and its
    // games load and replay: migrations never lose stored games.
    const QString file = path(QStringLiteral("schema-v1.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(STARLANES_TEST_DATA "/db/schema-v1.sqlite"), file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    StoreError err = StoreError::None;
    QString message;
    auto store = GameStore::open(file, &err, &message);
    QVERIFY2(store, qPrintable(message));
    slapp::GameQuery q;
    q.sort = slapp::GameQuery::Sort::Id;
    q.descending = false;
    const auto games = store->listGames(q);
    QCOMPARE(games.size(), 4);
    int unfinished = 0;
    for (const auto& g : games) {
        const auto rec = store->loadRecord(g.id);
        QVERIFY(rec.has_value());
        const sl::ReplayResult r = sl::replay(*rec);
        QVERIFY(!r.error);
        unfinished += !g.isFinished();
        QCOMPARE(r.state->phase() == sl::Phase::GameOver, g.isFinished());
    }
    QCOMPARE(unfinished, 1);
    // Upgraded to today's schema: computer seats keep their level, the analysis tables exist.
    for (const auto& g : games)
        for (const auto& seat : g.seats)
            QVERIFY(seat.kind == sl::SeatKind::Human || seat.level == sl::SeatLevel::Normal);
    sl::GameRecord rec = sl::randomRecord(sl::makeSetup({3, false, false}, 5));
    rec.setup.players[0].kind = sl::SeatKind::Human;
    rec.setup.players[1].level = sl::SeatLevel::Hard;
    rec.setup.players[2].level = sl::SeatLevel::Easy;
    const qint64 id = store->insertRecord(rec);
    QVERIFY2(id > 0, qPrintable(store->lastError()));
    QVERIFY(*store->loadRecord(id) == rec);
    QVERIFY(store->summary(id)->seats[1].level == sl::SeatLevel::Hard);
    QVERIFY(store->summary(id)->seats[2].level == sl::SeatLevel::Easy);
    store.reset();
    QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1peek"));
    d.setDatabaseName(file);
    QVERIFY(d.open());
    {
        QSqlQuery sql(d);
        QVERIFY(sql.exec(QStringLiteral("PRAGMA user_version")) && sql.next());
        QCOMPARE(sql.value(0).toInt(), GameStore::kSchemaVersion);
        QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM analyses")) && sql.next());
        QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM analysis_runs")) && sql.next());
        QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM players WHERE level IS NOT NULL")) &&
                sql.next());
        QCOMPARE(sql.value(0).toInt(), 2);
    }
    d.close();
    d = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("v1peek"));
}

void TstStoreFiles::schemaAndPragmas()
{
    const QString file = path(QStringLiteral("pragmas.sqlite"));
    auto store = GameStore::open(file);
    QVERIFY(store);
    {
        QSqlDatabase d =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
        d.setDatabaseName(file);
        QVERIFY(d.open());
        QSqlQuery q(d);
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
        QCOMPARE(q.value(0).toInt(), GameStore::kSchemaVersion);
        QVERIFY(q.exec(QStringLiteral("PRAGMA application_id")) && q.next());
        QCOMPARE(q.value(0).toLongLong(), qint64(0x534c4e53));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'index' "
                                      "AND name LIKE 'games_%'")) &&
                q.next());
        QCOMPARE(q.value(0).toInt(), 3);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("peek"));
    QString details;
    QVERIFY(store->integrityCheck(&details));
    QCOMPARE(details, QStringLiteral("ok"));
    QVERIFY(GameStore::defaultPath().endsWith(QStringLiteral("starlanes.sqlite")));
}

QTEST_GUILESS_MAIN(TstStoreFiles)
#include "tst_storefiles.moc"
