// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The game store when the machine misbehaves: a full disk, a read-only database, the file
// removed or replaced while it is open. Every fault gives a message that says what happened,
// nothing half-written, and no stored game lost.
#include "rules/simulate.h"
#include "store/gamestore.h"
#include "storetestutil.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>
#include <unistd.h>

using slapp::GameStore;
using slapp::StoreError;
using storetest::checksum;
using storetest::filesIn;
using storetest::storeConnection;

namespace {

/** A small tmpfs at `dir`, for a real full disk and a real read-only file system (root only). */
class ScratchMount
{
public:
    ScratchMount(const QString& dir, const QByteArray& size) : m_dir(QFile::encodeName(dir))
    {
        m_mounted = ::geteuid() == 0 && ::mount("tmpfs", m_dir.constData(), "tmpfs", 0,
                                                ("size=" + size).constData()) == 0;
    }
    ~ScratchMount()
    {
        if (m_mounted) ::umount2(m_dir.constData(), MNT_DETACH);
    }
    bool mounted() const { return m_mounted; }
    bool makeReadOnly()
    {
        return ::mount("tmpfs", m_dir.constData(), "tmpfs", MS_REMOUNT | MS_RDONLY, nullptr) == 0;
    }

private:
    QByteArray m_dir;
    bool m_mounted = false;
};

/** Fills the file system holding `path` until a write fails; false if it never does. */
bool fillDisk(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return false;
    const QByteArray block(64 * 1024, 'x');
    for (int i = 0; i < 100000; ++i)
        if (f.write(block) != block.size() || !f.flush()) return true;
    return false;
}

} // namespace

class TstStoreFaults : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void fullDiskKeepsEveryStoredGame();
    void readOnlyDatabaseIsBrowsedUnchanged();
    void readOnlyOpenOfWritableFileChangesNothing();
    void missingFileIsNotCreatedForReading();
    void removedWhileOpen();
    void replacedWhileOpen();
    void movedAwayWhileOpen();

private:
    /** A new empty folder for one test. */
    QString folder(const QString& name) const
    {
        const QString dir = m_dir.filePath(name);
        return QDir().mkpath(dir) ? dir : QString();
    }

    QTemporaryDir m_dir;
};

void TstStoreFaults::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TstStoreFaults::fullDiskKeepsEveryStoredGame()
{
    // A real full file system (a tmpfs filled up) when the test may mount one; otherwise
    // SQLite's own limit on the file's size, which fails the same way (SQLITE_FULL). 8 MiB: the
    // log grows to 4 MiB before SQLite starts it again.
    const QString dir = folder(QStringLiteral("full"));
    QVERIFY(!dir.isEmpty());
    ScratchMount mount(dir, "8m");
    const QString file = dir + QStringLiteral("/games.sqlite");
    const QString filler = dir + QStringLiteral("/filler");
    auto store = GameStore::open(file);
    QVERIFY(store);
    QList<qint64> stored;
    for (int g = 0; g < 5; ++g)
        stored << store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 70 + g)));
    QVERIFY(!stored.contains(0));
    const sl::GameSetup setup = sl::makeSetup({3, true, false}, 77);
    const qint64 live = store->createGame(setup);
    QVERIFY(live > 0);

    auto freeSpace = [&] {
        if (mount.mounted())
            QVERIFY(QFile::remove(filler));
        else
            QVERIFY(QSqlQuery(storeConnection())
                        .exec(QStringLiteral("PRAGMA max_page_count = 1000000")));
    };
    if (mount.mounted()) {
        QVERIFY(fillDisk(filler));
    } else {
        QSqlQuery q(storeConnection());
        QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
        const int pages = q.value(0).toInt();
        QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)));
        qInfo("no tmpfs (needs root and mount): SQLite's max_page_count stands for the full disk");
    }

    // A whole game cannot be stored; the message says why; nothing of it is in the file.
    QCOMPARE(store->insertRecord(sl::randomRecord(sl::makeSetup({4, true, false}, 80))), 0);
    QCOMPARE(store->lastErrorKind(), StoreError::DiskFull);
    QVERIFY2(store->lastError().contains(QStringLiteral("disk is full")),
             qPrintable(store->lastError()));
    QVERIFY(store->lastError().contains(QDir::toNativeSeparators(file)));
    QVERIFY(GameStore::mayRecover(store->lastErrorKind()));
    QCOMPARE(store->countGames({}), 6);

    // A live game goes on: what cannot be written is kept and written as one batch as soon as
    // the disk has room again, as the play window does.
    auto match = sl::Match::start(sl::GameRecord{setup, {}});
    QVERIFY(match.has_value());
    std::vector<sl::Event> unsaved;
    int failures = 0;
    bool caughtUp = false;
    match->onEvent = [&](const sl::Event& e, std::size_t index) {
        unsaved.push_back(e);
        const int first = int(index + 1 - unsaved.size());
        const bool batch = unsaved.size() > 1;
        if (store->appendEvents(live, first, unsaved, match->state())) {
            unsaved.clear();
            if (batch) {
                // The scores stored with the batch are the game's now, not those of the
                // writes that failed.
                const sl::GameState& now = match->state();
                const auto seats = store->summary(live)->seats;
                for (int p = 0; p < now.playerCount(); ++p)
                    QCOMPARE(seats[p].score, now.score(now.sideOf(p)));
                caughtUp = true;
            }
            return;
        }
        QCOMPARE(store->lastErrorKind(), StoreError::DiskFull);
        QCOMPARE(store->storedEvents(live), first);
        if (++failures == 25) freeSpace();
    };
    sl::playRandomMatch(*match);
    QVERIFY2(failures >= 25, qPrintable(QString::number(failures)));
    QVERIFY2(unsaved.empty(), qPrintable(store->lastError()));
    QVERIFY(caughtUp);

    QString details;
    QVERIFY2(store->integrityCheck(&details), qPrintable(details));
    QVERIFY(*store->loadRecord(live) == match->record());
    QVERIFY(store->summary(live)->isFinished());
    for (qint64 id : stored)
        QVERIFY(!sl::replay(*store->loadRecord(id)).error);
    store.reset();
    auto reopened = GameStore::open(file);
    QVERIFY(reopened);
    QCOMPARE(reopened->countGames({}), 6);
}

void TstStoreFaults::readOnlyDatabaseIsBrowsedUnchanged()
{
    // As root only a read-only mount stops writes; an ordinary user is stopped by permissions.
    const QString dir = folder(QStringLiteral("ro"));
    QVERIFY(!dir.isEmpty());
    ScratchMount mount(dir, "8m");
    if (!mount.mounted() && ::geteuid() == 0)
        QSKIP(
            "running as root without permission to mount a tmpfs: no way to make a file read-only");
    const QString plain = dir + QStringLiteral("/plain.sqlite");
    const QString pending = dir + QStringLiteral("/pending.sqlite"); // changes still in its log
    const QString noIndex = dir + QStringLiteral("/noindex.sqlite"); // the same without -shm
    {
        auto s = GameStore::open(plain);
        QVERIFY(s);
        for (int g = 0; g < 4; ++g)
            QVERIFY(s->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 90 + g))));
    }
    {
        // A copy taken while a program still had the database open: the log holds the games.
        const QString source = m_dir.filePath(QStringLiteral("source.sqlite"));
        auto s = GameStore::open(source);
        QVERIFY(s);
        QVERIFY(QSqlQuery(storeConnection()).exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
        for (int g = 0; g < 3; ++g)
            QVERIFY(s->insertRecord(sl::randomRecord(sl::makeSetup({3, false, false}, 95 + g))));
        for (const char* suffix : {"", "-wal", "-shm"})
            QVERIFY(QFile::copy(source + QLatin1String(suffix), pending + QLatin1String(suffix)));
        for (const char* suffix : {"", "-wal"})
            QVERIFY(QFile::copy(source + QLatin1String(suffix), noIndex + QLatin1String(suffix)));
        QVERIFY(QFileInfo(pending + QStringLiteral("-wal")).size() > 0);
    }
    if (mount.mounted()) {
        QVERIFY(mount.makeReadOnly());
    } else {
        for (const QString& f : filesIn(dir))
            QVERIFY(QFile::setPermissions(dir + QLatin1Char('/') + f, QFile::ReadOwner));
        QVERIFY(QFile::setPermissions(dir, QFile::ReadOwner | QFile::ExeOwner));
    }
    const QStringList before = filesIn(dir);
    QMap<QString, QByteArray> sums;
    for (const QString& f : before)
        sums[f] = checksum(dir + QLatin1Char('/') + f);

    // Playing needs write access, and the message says so.
    StoreError err = StoreError::None;
    QString message;
    QVERIFY(!GameStore::open(plain, &err, &message));
    QCOMPARE(err, StoreError::ReadOnly);
    QVERIFY2(message.contains(QStringLiteral("read-only")) &&
                 message.contains(QStringLiteral("playing")),
             qPrintable(message));

    // Browsing, replaying and exporting work.
    auto store = GameStore::openReadOnly(plain, &err, &message);
    QVERIFY2(store, qPrintable(message));
    QVERIFY(store->isReadOnly());
    const auto games = store->listGames({});
    QCOMPARE(games.size(), 4);
    for (const auto& g : games) {
        const auto rec = store->loadRecord(g.id);
        QVERIFY(rec && !sl::replay(*rec).error);
        QVERIFY(store->exportGame(g.id).has_value());
    }
    QVERIFY(store->integrityCheck());
    // Every write is refused with the same message.
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({2, false, false}, 99));
    QCOMPARE(store->insertRecord(rec), 0);
    QCOMPARE(store->lastErrorKind(), StoreError::ReadOnly);
    QVERIFY(store->lastError().contains(QStringLiteral("read-only")));
    QCOMPARE(store->createGame(rec.setup), 0);
    QVERIFY(!store->deleteGame(games.front().id));
    QCOMPARE(store->lastErrorKind(), StoreError::ReadOnly);
    store.reset();

    // The games still in a log are read too, as long as the log's index is there.
    auto withLog = GameStore::openReadOnly(pending, &err, &message);
    QVERIFY2(withLog, qPrintable(message));
    QCOMPARE(withLog->countGames({}), 3);
    withLog.reset();
    // Without it SQLite cannot read the log on a read-only folder: a message, not wrong data.
    QVERIFY(!GameStore::openReadOnly(noIndex, &err, &message));
    QCOMPARE(err, StoreError::ReadOnly);
    QVERIFY2(message.contains(QStringLiteral("noindex.sqlite-wal")), qPrintable(message));

    QCOMPARE(filesIn(dir), before);
    for (const QString& f : before)
        QCOMPARE(checksum(dir + QLatin1Char('/') + f), sums[f]);
    if (!mount.mounted())
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

void TstStoreFaults::readOnlyOpenOfWritableFileChangesNothing()
{
    // Browsing a file that could be written (while nobody else uses it) leaves it as it was,
    // with no log files beside it.
    const QString dir = folder(QStringLiteral("browse"));
    QVERIFY(!dir.isEmpty());
    const QString file = dir + QStringLiteral("/games.sqlite");
    {
        auto s = GameStore::open(file);
        QVERIFY(s);
        QVERIFY(s->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 5))));
    }
    const QByteArray before = checksum(file);
    auto store = GameStore::openReadOnly(file);
    QVERIFY(store);
    QCOMPARE(store->countGames({}), 1);
    QVERIFY(store->exportGame(store->listGames({}).front().id).has_value());
    QCOMPARE(store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 6))), 0);
    QCOMPARE(store->lastErrorKind(), StoreError::ReadOnly);
    store.reset();
    QCOMPARE(checksum(file), before);
    QCOMPARE(filesIn(dir), QStringList{QStringLiteral("games.sqlite")});
}

void TstStoreFaults::missingFileIsNotCreatedForReading()
{
    const QString file = m_dir.filePath(QStringLiteral("nothing/here.sqlite"));
    StoreError err = StoreError::None;
    QString message;
    QVERIFY(!GameStore::openReadOnly(file, &err, &message));
    QCOMPARE(err, StoreError::Missing);
    QVERIFY(message.contains(QDir::toNativeSeparators(file)));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("nothing"))));
}

void TstStoreFaults::removedWhileOpen()
{
    const QString dir = folder(QStringLiteral("removed"));
    QVERIFY(!dir.isEmpty());
    const QString file = dir + QStringLiteral("/games.sqlite");
    auto store = GameStore::open(file);
    QVERIFY(store);
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 31);
    const qint64 id = store->createGame(setup);
    auto match = sl::Match::start(sl::GameRecord{setup, {}});
    int refused = 0;
    match->onEvent = [&](const sl::Event& e, std::size_t index) {
        if (index == 40)
            QVERIFY(QFile::remove(file)); // the user deletes the file while the game goes on
        if (store->appendEvent(id, int(index), e, match->state())) {
            QVERIFY(index < 40);
            return;
        }
        ++refused;
        QCOMPARE(store->lastErrorKind(), StoreError::FileGone);
        QVERIFY2(store->lastError().contains(QStringLiteral("removed or replaced")),
                 qPrintable(store->lastError()));
    };
    sl::playRandomMatch(*match);
    QCOMPARE(refused, int(match->record().events.size()) - 40);
    // Nothing was created in its place, and the store's own log files went with it.
    QCOMPARE(filesIn(dir), QStringList());
    QVERIFY(store->listGames({}).isEmpty());
    QCOMPARE(store->lastErrorKind(), StoreError::FileGone);
    // What the play window asks to know how far the game is stored: not known (not 0 events).
    QCOMPARE(store->storedEvents(id), -1);
    QCOMPARE(store->lastErrorKind(), StoreError::FileGone);
    // Reopening makes a new file; the whole game is stored there again.
    QVERIFY(store->reopen());
    const qint64 again = store->insertRecord(match->record());
    QVERIFY(again > 0);
    QVERIFY(*store->loadRecord(again) == match->record());
    QCOMPARE(store->storedEvents(again), int(match->record().events.size()));
    QCOMPARE(store->storedEvents(again + 1), -1);
    QCOMPARE(store->lastError(), QStringLiteral("game %1 does not exist").arg(again + 1));
}

void TstStoreFaults::replacedWhileOpen()
{
    const QString dir = folder(QStringLiteral("replaced"));
    QVERIFY(!dir.isEmpty());
    const QString file = dir + QStringLiteral("/games.sqlite");
    const QString other = m_dir.filePath(QStringLiteral("backup.sqlite"));
    {
        auto backup = GameStore::open(other);
        for (int g = 0; g < 3; ++g)
            QVERIFY(
                backup->insertRecord(sl::randomRecord(sl::makeSetup({2, true, false}, 40 + g))));
    }
    const QByteArray backupSum = checksum(other);
    auto store = GameStore::open(file);
    QVERIFY(store);
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({3, false, false}, 44));
    const qint64 id = store->createGame(rec.setup);
    QVERIFY(store->appendEvent(id, 0, rec.events[0], *sl::replay(rec, 1).state));
    // A backup is put back (renamed over the path) while the store has the file open.
    QVERIFY(::rename(QFile::encodeName(other).constData(), QFile::encodeName(file).constData()) ==
            0);
    QVERIFY(!store->appendEvent(id, 1, rec.events[1], *sl::replay(rec, 2).state));
    QCOMPARE(store->lastErrorKind(), StoreError::FileGone);
    QVERIFY(!store->createGame(rec.setup));
    // The backup is untouched, and whole.
    QCOMPARE(checksum(file), backupSum);
    QCOMPARE(filesIn(dir), QStringList{QStringLiteral("games.sqlite")});
    QVERIFY(store->reopen());
    QCOMPARE(store->countGames({}), 3);
    QVERIFY(store->integrityCheck());
    QVERIFY(store->insertRecord(rec) > 0);
    QCOMPARE(store->countGames({}), 4);
}

void TstStoreFaults::movedAwayWhileOpen()
{
    // The user moves the file elsewhere while games are still in its log: the store writes
    // nothing more, and the moved file holds every game (the log went into it first).
    const QString dir = folder(QStringLiteral("moved"));
    QVERIFY(!dir.isEmpty());
    const QString file = dir + QStringLiteral("/games.sqlite");
    const QString moved = m_dir.filePath(QStringLiteral("moved-away.sqlite"));
    auto store = GameStore::open(file);
    QVERIFY(store);
    QVERIFY(QSqlQuery(storeConnection()).exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
    for (int g = 0; g < 6; ++g)
        QVERIFY(store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 60 + g))));
    QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 0);
    QVERIFY(QFile::rename(file, moved));
    QCOMPARE(store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 66))), 0);
    QCOMPARE(store->lastErrorKind(), StoreError::FileGone);
    QCOMPARE(filesIn(dir), QStringList());
    auto reader = GameStore::openReadOnly(moved);
    QVERIFY(reader);
    QCOMPARE(reader->countGames({}), 6);
    QVERIFY(reader->integrityCheck());
}

QTEST_GUILESS_MAIN(TstStoreFaults)
#include "tst_storefaults.moc"
