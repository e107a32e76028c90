// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// One data folder: ~/.local/share/starlanes, where earlier versions used starlanes/starlanes.
// The database moves with its log files (even while a program still writes it), the tile sets
// move beside it, an interrupted move is completed, and nothing is ever replaced.
#include "rules/simulate.h"
#include "store/appidentity.h"
#include "store/gamestore.h"
#include "storetestutil.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using slapp::GameStore;
using storetest::checksum;

namespace {

void writeFile(const QString& path, const QByteArray& content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}

/** A store with `games` games, all still in its write-ahead log (no checkpoint). */
std::unique_ptr<GameStore> storeWithLog(const QString& file, int games, int seed)
{
    auto store = GameStore::open(file);
    if (!store) return store;
    QSqlQuery(storetest::storeConnection()).exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"));
    for (int g = 0; g < games; ++g)
        store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, seed + g)));
    return store;
}

int gamesIn(const QString& file)
{
    auto store = GameStore::openReadOnly(file);
    return store ? store->countGames({}) : -1;
}

} // namespace

class TstDataMove : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void identityGivesOneFolder();
    void databaseMovesWithItsLog();
    void interruptedMoveIsCompleted();
    void nothingIsReplaced();

private:
    QTemporaryDir m_dir;
};

void TstDataMove::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // A home of its own: other tests may use the test-mode folders of the real one meanwhile.
    qputenv("HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("home"))));
    QStandardPaths::setTestModeEnabled(true);
}

void TstDataMove::identityGivesOneFolder()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString old = base + QStringLiteral("/starlanes/starlanes");
    QVERIFY(base.startsWith(m_dir.path()));
    writeFile(old + QStringLiteral("/tilesets/mine.json"), "{}");
    slapp::setApplicationIdentity();
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCOMPARE(data, base + QStringLiteral("/starlanes"));
    QCOMPARE(GameStore::defaultPath(), data + QStringLiteral("/starlanes.sqlite"));
    // The editor's folder (AppDataLocation/tilesets) came along.
    QVERIFY(QFile::exists(data + QStringLiteral("/tilesets/mine.json")));
    QVERIFY(!QFileInfo::exists(old));
    // Settings stay where earlier versions kept them.
    QSettings settings;
    QVERIFY2(settings.fileName().endsWith(QStringLiteral("/starlanes/starlanes.conf")),
             qPrintable(settings.fileName()));
    settings.setValue(QStringLiteral("test/value"), 1);
    settings.sync();
    QCOMPARE(settings.status(), QSettings::NoError);
    settings.remove(QStringLiteral("test"));
}

void TstDataMove::databaseMovesWithItsLog()
{
    const QString to = m_dir.filePath(QStringLiteral("a/starlanes"));
    const QString from = to + QStringLiteral("/starlanes");
    QVERIFY(QDir().mkpath(from));
    // An earlier version is still running and has the database open, with games in its log.
    const QString oldFile = from + QStringLiteral("/starlanes.sqlite");
    auto withLog = storeWithLog(oldFile, 20, 100);
    QVERIFY(withLog);
    QVERIFY(QFileInfo(oldFile + QStringLiteral("-wal")).size() > 0);
    QSqlDatabase running =
        QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("running"));
    running.setDatabaseName(oldFile);
    QVERIFY(running.open());
    QVERIFY(QSqlQuery(running).exec(QStringLiteral("SELECT count(*) FROM games")));
    writeFile(from + QStringLiteral("/tilesets/a.json"), "a");
    writeFile(from + QStringLiteral("/tilesets/b.json"), "old b");
    writeFile(to + QStringLiteral("/tilesets/b.json"), "new b");

    const slapp::DataFolderMove move = slapp::moveDataFolder(from, to);
    for (const char* name :
         {"starlanes.sqlite", "starlanes.sqlite-wal", "starlanes.sqlite-shm", "tilesets/a.json"})
        QVERIFY2(move.moved.contains(QLatin1String(name)), name);
    QCOMPARE(move.kept, QStringList{QStringLiteral("tilesets/b.json")});
    // Every game is at the new place, including those only in the log.
    QCOMPARE(gamesIn(to + QStringLiteral("/starlanes.sqlite")), 20);
    // The running program goes on writing the moved files.
    withLog.reset();
    QSqlQuery update(running);
    QVERIFY2(update.exec(QStringLiteral("UPDATE games SET turns = 999 WHERE id = 7")),
             qPrintable(update.lastError().text()));
    update.finish();
    running.close();
    running = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("running"));
    auto store = GameStore::open(to + QStringLiteral("/starlanes.sqlite"));
    QVERIFY(store);
    QCOMPARE(store->countGames({}), 20);
    QCOMPARE(store->summary(7)->turns, 999);
    QVERIFY(store->integrityCheck());
    for (const auto& g : store->listGames({}))
        QVERIFY(!sl::replay(*store->loadRecord(g.id)).error);
    // What could not move stays, unchanged; the rest of the old folder is gone.
    QFile b(from + QStringLiteral("/tilesets/b.json"));
    QVERIFY(b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), QByteArray("old b"));
    QVERIFY(!QFileInfo::exists(from + QStringLiteral("/starlanes.sqlite")));
}

void TstDataMove::interruptedMoveIsCompleted()
{
    // A move cut short after the log went ahead: the next start moves the database to it.
    const QString to = m_dir.filePath(QStringLiteral("b/starlanes"));
    const QString from = to + QStringLiteral("/starlanes");
    QVERIFY(QDir().mkpath(from));
    auto running = storeWithLog(from + QStringLiteral("/starlanes.sqlite"), 10, 300);
    QVERIFY(running);
    QVERIFY(QFile::rename(from + QStringLiteral("/starlanes.sqlite-wal"),
                          to + QStringLiteral("/starlanes.sqlite-wal")));
    const slapp::DataFolderMove move = slapp::moveDataFolder(from, to);
    QVERIFY(move.kept.isEmpty());
    QCOMPARE(gamesIn(to + QStringLiteral("/starlanes.sqlite")), 10);
    running.reset();
    QCOMPARE(gamesIn(to + QStringLiteral("/starlanes.sqlite")), 10);
    QVERIFY(!QFileInfo::exists(from));
}

void TstDataMove::nothingIsReplaced()
{
    const QString to = m_dir.filePath(QStringLiteral("c/starlanes"));
    const QString from = to + QStringLiteral("/starlanes");
    {
        auto s = storeWithLog(from + QStringLiteral("/starlanes.sqlite"), 3, 400);
    }
    {
        auto s = storeWithLog(to + QStringLiteral("/starlanes.sqlite"), 2, 500);
    }
    const QByteArray oldSum = checksum(from + QStringLiteral("/starlanes.sqlite"));
    const QByteArray newSum = checksum(to + QStringLiteral("/starlanes.sqlite"));
    const slapp::DataFolderMove move = slapp::moveDataFolder(from, to);
    QCOMPARE(move.kept, QStringList{QStringLiteral("starlanes.sqlite")});
    QVERIFY(move.moved.isEmpty());
    QCOMPARE(checksum(from + QStringLiteral("/starlanes.sqlite")), oldSum);
    QCOMPARE(checksum(to + QStringLiteral("/starlanes.sqlite")), newSum);
    QCOMPARE(gamesIn(from + QStringLiteral("/starlanes.sqlite")), 3);
}

QTEST_GUILESS_MAIN(TstDataMove)
#include "tst_datamove.moc"
