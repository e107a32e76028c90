// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// A damaged or odd database file is refused and left byte for byte as it was, whatever opens it
// (issue 32): a header with an impossible schema version, a file cut short beside its log,
// damage inside the file, a creation cut short, an older schema on a file that must not be
// upgraded, a path that looks like an SQLite URI, a full disk while creating.
#include "rules/simulate.h"
#include "store/gamestore.h"
#include "store/integrity.h"
#include "store/schema.h"
#include "storetestutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using slapp::GameStore;
using slapp::StoreError;
using storetest::checksum;
using storetest::filesIn;
using storetest::storeConnection;

namespace {

/** A database with `games` random games, closed (its log written back). */
void makeDatabase(const QString& path, int games, int seed = 1)
{
    auto store = GameStore::open(path);
    QVERIFY(store);
    for (int g = 0; g < games; ++g)
        QVERIFY(store->insertRecord(
            sl::randomRecord(sl::makeSetup({2 + g % 4, g % 2 == 1, false}, seed + g))));
}

/** Writes `bytes` at `offset` of the file, in place. */
void patch(const QString& path, qint64 offset, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.seek(offset));
    QCOMPARE(f.write(bytes), bytes.size());
}

QByteArray be32(quint32 v)
{
    QByteArray b(4, '\0');
    for (int i = 0; i < 4; ++i)
        b[i] = char(v >> (24 - 8 * i));
    return b;
}

/** The checksums of a database and of its log files, to show that nothing changed them. */
QList<QByteArray> snapshot(const QString& path)
{
    QList<QByteArray> sums;
    for (const char* suffix : {"", "-wal", "-journal"})
        sums << checksum(path + QLatin1String(suffix));
    return sums;
}

/** Every way a program opens a database: for writing (the game, import, simulate --db) and
 *  for reading (db list, verify, export). Each must refuse `path` with `kind`, naming it. */
void refusedEverywhere(const QString& path, StoreError kind, const QString& words)
{
    for (const bool readOnly : {false, true}) {
        StoreError error = StoreError::None;
        QString message;
        auto store = readOnly ? GameStore::openReadOnly(path, &error, &message)
                              : GameStore::open(path, &error, &message);
        QVERIFY2(!store, qPrintable(path));
        QCOMPARE(error, kind);
        QVERIFY2(message.contains(QDir::toNativeSeparators(path)), qPrintable(message));
        QVERIFY2(message.contains(words), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("left unchanged")), qPrintable(message));
    }
}

} // namespace

class TstStoreDamage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void impossibleSchemaVersionRefused_data();
    void impossibleSchemaVersionRefused();
    void impossibleVersionInTheLogRefused();
    void cutShortBesideItsLogIsNeverRewritten();
    void damageInsideIsFoundBeforeTheFirstWrite();
    void damageFoundOncePerRun();
    void checkTellsDamageFromOtherTrouble();
    void readingNeverChangesTheFile();
    void olderSchemaIsReadWithoutUpgrading();
    void leftoversOfACreationAreCleaned();
    void pathThatLooksLikeAnUriIsAFile();
    void folderOrPipeIsNoDatabase();
    void fullDiskWhileCreatingSaysSo();

private:
    QString folder(const QString& name) const
    {
        const QString dir = m_dir.filePath(name);
        return QDir().mkpath(dir) ? dir : QString();
    }
    QTemporaryDir m_dir;
};

void TstStoreDamage::impossibleSchemaVersionRefused_data()
{
    QTest::addColumn<quint32>("version");
    QTest::addColumn<QString>("words");
    // user_version is a signed 32-bit number at header offset 60: -1 once crashed every
    // writable open (migrate() took it as an index), 0 said "table tilesets already exists".
    QTest::newRow("-1") << quint32(0xffffffff) << QStringLiteral("schema version -1");
    QTest::newRow("-2147483648") << quint32(0x80000000)
                                 << QStringLiteral("schema version -2147483648");
    QTest::newRow("0 with tables") << quint32(0) << QStringLiteral("schema version 0");
}

void TstStoreDamage::impossibleSchemaVersionRefused()
{
    QFETCH(quint32, version);
    QFETCH(QString, words);
    const QString path = folder(QStringLiteral("version-") + QString::number(version)) +
                         QStringLiteral("/games.sqlite");
    makeDatabase(path, 3);
    patch(path, 60, be32(version));
    const auto before = snapshot(path);
    refusedEverywhere(path, StoreError::Damaged, words);
    QCOMPARE(snapshot(path), before);
}

void TstStoreDamage::impossibleVersionInTheLogRefused()
{
    // The header says schema 3, the log beside it (not yet written back) says -5: what SQLite
    // reads is the log's, and the upgrade refuses it as it refuses the header's.
    const QString dir = folder(QStringLiteral("version-in-log"));
    const QString path = dir + QStringLiteral("/games.sqlite");
    const QString copy = dir + QStringLiteral("/copy.sqlite");
    makeDatabase(path, 2);
    {
        QSqlDatabase d =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("log"));
        d.setDatabaseName(path);
        QVERIFY(d.open());
        QSqlQuery q(d);
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = -5")));
        // Copied while the log still holds the change (closing would write it back).
        QVERIFY(QFile::copy(path, copy));
        QVERIFY(QFile::copy(path + QStringLiteral("-wal"), copy + QStringLiteral("-wal")));
        q.finish();
        d.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("log"));
    QVERIFY(QFileInfo(copy + QStringLiteral("-wal")).size() > 0);
    StoreError error = StoreError::None;
    QString message;
    QVERIFY(!GameStore::open(copy, &error, &message));
    QCOMPARE(error, StoreError::Damaged);
    QVERIFY2(message.contains(QStringLiteral("schema version -5")), qPrintable(message));
    QVERIFY2(message.contains(QDir::toNativeSeparators(copy)), qPrintable(message));
}

void TstStoreDamage::cutShortBesideItsLogIsNeverRewritten()
{
    // A copy taken while a program had the database open (its newest games in the log), then
    // the main file cut to half: reading it once rewrote it from the log into a file that
    // failed integrity_check.
    const QString dir = folder(QStringLiteral("cut"));
    const QString source = dir + QStringLiteral("/source.sqlite");
    const QString path = dir + QStringLiteral("/games.sqlite");
    makeDatabase(source, 40);
    {
        auto s = GameStore::open(source);
        QVERIFY(s);
        QVERIFY(QSqlQuery(storeConnection()).exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
        for (int g = 0; g < 3; ++g)
            QVERIFY(s->insertRecord(sl::randomRecord(sl::makeSetup({3, false, false}, 60 + g))));
        for (const char* suffix : {"", "-wal"})
            QVERIFY(QFile::copy(source + QLatin1String(suffix), path + QLatin1String(suffix)));
    }
    QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 0);
    QFile cut(path);
    QVERIFY(cut.resize(cut.size() / 2));
    const auto before = snapshot(path);

    // Writing: refused before anything is written.
    StoreError error = StoreError::None;
    QString message;
    QVERIFY(!GameStore::open(path, &error, &message));
    QCOMPARE(error, StoreError::Damaged);
    QVERIFY2(message.contains(QStringLiteral("left unchanged")), qPrintable(message));
    QCOMPARE(snapshot(path), before);

    // Reading: whatever it finds, nothing is written back.
    if (auto reader = GameStore::openReadOnly(path)) {
        (void)reader->listGames({});
        (void)reader->countGames({});
    }
    QCOMPARE(snapshot(path), before);
}

void TstStoreDamage::damageInsideIsFoundBeforeTheFirstWrite()
{
    // Damage in the middle of the file, past the header: the size is right, the header is
    // ours. simulate --db once added 30 games to such a file.
    const QString path = folder(QStringLiteral("inside")) + QStringLiteral("/games.sqlite");
    makeDatabase(path, 60);
    const qint64 size = QFileInfo(path).size();
    const qint64 page = 4096;
    patch(path, (size / page / 2) * page, QByteArray(int(page), char(0xa5)));
    const auto before = snapshot(path);

    StoreError error = StoreError::None;
    QString message;
    auto store = GameStore::open(path, &error, &message);
    if (store) {
        // Opened (the check may run beside the window's start): the first write is refused.
        QCOMPARE(store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 99))), 0);
        error = store->lastErrorKind();
        message = store->lastError();
        store.reset();
    }
    QCOMPARE(error, StoreError::Damaged);
    QVERIFY2(message.contains(QDir::toNativeSeparators(path)), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("damaged")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("left unchanged")), qPrintable(message));
    QCOMPARE(snapshot(path), before);
}

void TstStoreDamage::damageFoundOncePerRun()
{
    // The check costs a read of the whole file: once per file and run of the program. A file
    // damaged after the check of this run is left to SQLite's own checks (reported as damaged
    // by the statement that meets the damage).
    const QString path = folder(QStringLiteral("once")) + QStringLiteral("/games.sqlite");
    makeDatabase(path, 5);
    auto first = GameStore::open(path);
    QVERIFY(first);
    QVERIFY(first->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 5))));
    QCOMPARE(GameStore::integrityChecksRun(path), 1);
    first.reset();
    auto second = GameStore::open(path);
    QVERIFY(second);
    QVERIFY(second->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 6))));
    QCOMPARE(GameStore::integrityChecksRun(path), 1);
}

void TstStoreDamage::checkTellsDamageFromOtherTrouble()
{
    // The check calls a file damaged when SQLite says so, by a complaint or by an error of its
    // own kind (SQLITE_CORRUPT, SQLITE_NOTADB); any other trouble (a folder, a missing file) is
    // not damage, and is left to the statements that meet it.
    const QString dir = folder(QStringLiteral("kinds"));
    const QString schema = dir + QStringLiteral("/schema.sqlite");
    makeDatabase(schema, 3);
    // The first page past the header holds the schema: garbage there is SQLITE_CORRUPT.
    patch(schema, 100, QByteArray(400, char(0x5a)));
    const auto corrupt = slapp::quickCheck(schema);
    QVERIFY2(corrupt.damaged, qPrintable(corrupt.detail));
    QVERIFY2(corrupt.detail.contains(QStringLiteral("malformed")), qPrintable(corrupt.detail));
    QVERIFY(slapp::fullCheck(schema).damaged);
    // Not a database at all: SQLITE_NOTADB.
    const QString garbage = dir + QStringLiteral("/garbage.sqlite");
    makeDatabase(garbage, 1);
    patch(garbage, 0, QByteArray(100, char(0x33)));
    const auto notADatabase = slapp::quickCheck(garbage);
    QVERIFY2(notADatabase.damaged, qPrintable(notADatabase.detail));
    QVERIFY2(notADatabase.detail.contains(QStringLiteral("not a database")),
             qPrintable(notADatabase.detail));
    // A page in the middle: SQLite answers with lines of complaints, not with an error.
    const QString inside = dir + QStringLiteral("/inside.sqlite");
    makeDatabase(inside, 40);
    patch(inside, 4096 * 3, QByteArray(4096, char(0xa5)));
    const auto quick = slapp::quickCheck(inside);
    const auto full = slapp::fullCheck(inside);
    QVERIFY(quick.damaged);
    QVERIFY(full.damaged);
    QVERIFY2(full.detail.count(QLatin1Char('\n')) >= 1, qPrintable(full.detail));
    for (const QString& other : {dir, dir + QStringLiteral("/missing.sqlite")}) {
        const auto r = slapp::quickCheck(other);
        QVERIFY2(!r.damaged, qPrintable(other + QStringLiteral(": ") + r.detail));
        QVERIFY2(!r.detail.isEmpty(), qPrintable(other));
    }
    const QString good = dir + QStringLiteral("/good.sqlite");
    makeDatabase(good, 3);
    const auto ok = slapp::quickCheck(good);
    QVERIFY(!ok.damaged);
    QVERIFY(ok.detail.isEmpty());
}

void TstStoreDamage::readingNeverChangesTheFile()
{
    // A whole database with its log still beside it (the program writing it was killed):
    // listing and exporting read it, and leave the file and the log as they were.
    const QString dir = folder(QStringLiteral("read"));
    const QString source = dir + QStringLiteral("/source.sqlite");
    const QString path = dir + QStringLiteral("/games.sqlite");
    makeDatabase(source, 4);
    {
        auto s = GameStore::open(source);
        QVERIFY(s);
        QVERIFY(QSqlQuery(storeConnection()).exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
        QVERIFY(s->insertRecord(sl::randomRecord(sl::makeSetup({3, false, false}, 70))));
        for (const char* suffix : {"", "-wal"})
            QVERIFY(QFile::copy(source + QLatin1String(suffix), path + QLatin1String(suffix)));
    }
    const auto before = snapshot(path);
    {
        auto reader = GameStore::openReadOnly(path);
        QVERIFY(reader);
        QCOMPARE(reader->countGames({}), 5); // the game in the log is read too
        const auto games = reader->listGames({});
        QVERIFY(reader->exportGame(games.front().id));
    }
    QCOMPARE(snapshot(path), before);
}

void TstStoreDamage::olderSchemaIsReadWithoutUpgrading()
{
    // The fixture of schema version 1 (with its log): listed and exported without the upgrade
    // a writable open does, so a backup keeps its version and its bytes.
    const QString dir = folder(QStringLiteral("older"));
    const QString path = dir + QStringLiteral("/v1.sqlite");
    for (const char* suffix : {"", "-wal", "-shm"})
        QVERIFY(QFile::copy(QStringLiteral(STARLANES_TEST_DATA "/db/schema-v1.sqlite") +
                                QLatin1String(suffix),
                            path + QLatin1String(suffix)));
    for (const char* suffix : {"", "-wal", "-shm"})
        QFile(path + QLatin1String(suffix))
            .setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const QByteArray before = checksum(path);
    {
        StoreError error = StoreError::None;
        QString message;
        auto reader = GameStore::openReadOnly(path, &error, &message);
        QVERIFY2(reader, qPrintable(message));
        const auto games = reader->listGames({});
        QVERIFY(!games.isEmpty());
        QVERIFY(reader->exportGame(games.front().id));
        QVERIFY(reader->loadRecord(games.front().id));
    }
    // The file keeps its bytes, its schema version among them (its empty log files may be
    // tidied away, as after any reading); nothing of the copy it was read through is left.
    QCOMPARE(checksum(path), before);
    QVERIFY(slapp::inspectDbFile(path).schemaVersion == 1);
    for (const QString& f : filesIn(dir))
        QVERIFY2(f.startsWith(QStringLiteral("v1.sqlite")), qPrintable(f));
}

void TstStoreDamage::leftoversOfACreationAreCleaned()
{
    // A program killed while it created the database leaves its temporary file: the next
    // creation removes those of programs no longer running, and no other.
    const QString dir = folder(QStringLiteral("leftovers"));
    const QString path = dir + QStringLiteral("/games.sqlite");
    // A process id that is certainly not running: a child that has exited and been reaped.
    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    QVERIFY(child > 0);
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    const QString dead = path + QStringLiteral(".new-%1-0123456789ab").arg(child);
    const QString alive = path + QStringLiteral(".new-%1-ba9876543210").arg(::getpid());
    const QString old = path + QStringLiteral(".new-0a1b2c3d4e5f"); // before the process id
    const QString other = dir + QStringLiteral("/other.sqlite.new-%1-0123456789ab").arg(child);
    for (const QString& f : {dead, dead + QStringLiteral("-journal"), alive, old, other}) {
        QFile file(f);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("x");
        QVERIFY(file.flush());
        if (f == old)
            QVERIFY(file.setFileTime(QDateTime::currentDateTime().addDays(-1),
                                     QFileDevice::FileModificationTime));
    }
    QVERIFY(GameStore::open(path));
    QVERIFY(!QFile::exists(dead));
    QVERIFY(!QFile::exists(dead + QStringLiteral("-journal")));
    QVERIFY(!QFile::exists(old));
    QVERIFY(QFile::exists(alive)); // another program may be creating it right now
    QVERIFY(QFile::exists(other)); // not this database's
}

void TstStoreDamage::pathThatLooksLikeAnUriIsAFile()
{
    // `--file file:games.sqlite` names a file called "file:games.sqlite", as every other path.
    const QString dir = folder(QStringLiteral("uri"));
    const QString old = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir));
    {
        auto store = GameStore::open(QStringLiteral("file:games.sqlite?mode=memory"));
        QVERIFY(store);
        QVERIFY(store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 3))));
    }
    QDir::setCurrent(old);
    QVERIFY2(filesIn(dir).contains(QStringLiteral("file:games.sqlite?mode=memory")),
             qPrintable(filesIn(dir).join(QLatin1Char(' '))));
    auto reader = GameStore::openReadOnly(dir + QStringLiteral("/file:games.sqlite?mode=memory"));
    QVERIFY(reader);
    QCOMPARE(reader->countGames({}), 1);
}

void TstStoreDamage::folderOrPipeIsNoDatabase()
{
    // A pipe given as the database once hung every program that opened it (waiting for a
    // writer); a folder said only "cannot be read".
    const QString dir = folder(QStringLiteral("notafile"));
    const QString pipe = dir + QStringLiteral("/pipe.sqlite");
    QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
    const QString sub = dir + QStringLiteral("/folder.sqlite");
    QVERIFY(QDir().mkpath(sub));
    for (const QString& path : {pipe, sub})
        refusedEverywhere(path, StoreError::NotSqlite, QStringLiteral("is not a file"));
    // Nothing was created beside them (no log, no index).
    QCOMPARE(QDir(dir).entryList(
                 QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name),
             (QStringList{QStringLiteral("folder.sqlite"), QStringLiteral("pipe.sqlite")}));
}

void TstStoreDamage::fullDiskWhileCreatingSaysSo()
{
    // Every amount of free space from none to enough, page by page: wherever the creation
    // stops (the file, its journal, the switch to the log), it says that the disk is full,
    // and leaves nothing behind.
    const QString dir = folder(QStringLiteral("full"));
    const QByteArray mountPoint = QFile::encodeName(dir);
    if (::geteuid() != 0 || ::mount("tmpfs", mountPoint.constData(), "tmpfs", 0, "size=1m") != 0)
        QSKIP("needs root and a tmpfs to fill a disk");
    const QString path = dir + QStringLiteral("/games.sqlite");
    const QString fillerPath = dir + QStringLiteral("/filler");
    int refused = 0;
    bool created = false;
    for (int freeKiB = 0; freeKiB <= 400 && !created; freeKiB += 4) {
        QFile::remove(fillerPath);
        QFile filler(fillerPath);
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray block(1024, 'x');
        while (filler.write(block) == block.size() && filler.flush()) {
        }
        filler.close();
        QVERIFY(filler.resize(std::max<qint64>(0, filler.size() - freeKiB * 1024)));
        StoreError error = StoreError::None;
        QString message;
        created = bool(GameStore::open(path, &error, &message));
        if (created) break;
        ++refused;
        QVERIFY2(error == StoreError::DiskFull,
                 qPrintable(QStringLiteral("%1 KiB free: %2").arg(freeKiB).arg(message)));
        QVERIFY2(message.contains(QStringLiteral("disk is full")), qPrintable(message));
        QCOMPARE(filesIn(dir), QStringList{QStringLiteral("filler")});
    }
    ::umount2(mountPoint.constData(), MNT_DETACH);
    QVERIFY(refused > 0);
    QVERIFY(created);
}

QTEST_GUILESS_MAIN(TstStoreDamage)
#include "tst_storedamage.moc"
