// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Several programs on one game database: a writer waits for another one's transaction, a lock
// held too long gives a message and nothing half-written, programs creating a new file at the
// same moment share one database, and two simulations, two live players (one transaction per
// event) and a reader run at once on one file without losing or damaging a game.
#include "rules/simulate.h"
#include "store/gamestore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QSemaphore>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <map>

using slapp::GameStore;
using slapp::StoreError;

namespace {

/** Another program's write transaction, held on its own thread until it is released. */
class OtherWriter
{
public:
    explicit OtherWriter(const QString& file)
    {
        m_thread.reset(QThread::create([this, file] { run(file); }));
        m_thread->start();
        m_locked.acquire();
    }
    ~OtherWriter()
    {
        release(false);
        m_thread->wait();
    }
    /** True once the transaction holds the lock; after wait(), also that it ended well. */
    bool ok() const { return m_ok; }
    /** Ends the transaction `delayMs` from now, on the writer's own thread. */
    void release(bool commit, int delayMs = 0)
    {
        if (m_released) return;
        m_released = true;
        m_commit = commit;
        m_delayMs = delayMs;
        m_finish.release();
    }
    void wait() { m_thread->wait(); }

private:
    void run(const QString& file)
    {
        const QString name = QUuid::createUuid().toString();
        {
            QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            d.setDatabaseName(file);
            d.open();
            {
                QSqlQuery q(d);
                m_ok = q.exec(QStringLiteral("BEGIN IMMEDIATE")) && // not UI
                       q.exec(QStringLiteral("UPDATE games SET updated = updated + 1"));
                m_locked.release();
                m_finish.acquire();
                QThread::msleep(static_cast<unsigned long>(m_delayMs));
                m_ok = q.exec(m_commit ? QStringLiteral("COMMIT") : QStringLiteral("ROLLBACK")) &&
                       m_ok;
            }
            d.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    std::unique_ptr<QThread> m_thread;
    QSemaphore m_locked;
    QSemaphore m_finish;
    bool m_ok = false;
    bool m_released = false;
    bool m_commit = false;
    int m_delayMs = 0;
};

} // namespace

class TstStoreShare : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void writerWaitsForAnotherWriter();
    void lockHeldTooLongSaysSo();
    void concurrentCreatorsShareOneFile();
    void twoWritersTwoPlayersAndAReader();

private:
    QTemporaryDir m_dir;
};

void TstStoreShare::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TstStoreShare::writerWaitsForAnotherWriter()
{
    // Another program changes the file while this one is about to append: the append waits for
    // it and then writes on top of its change (a transaction that read first and wrote later
    // could not wait, and would fail at once with "database is locked").
    const QString file = m_dir.filePath(QStringLiteral("wait.sqlite"));
    auto store = GameStore::open(file);
    QVERIFY(store);
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({2, false, false}, 8));
    const qint64 id = store->createGame(rec.setup);
    for (int i = 0; i < 5; ++i)
        QVERIFY(store->appendEvent(id, i, rec.events[size_t(i)],
                                   *sl::replay(rec, size_t(i) + 1).state));
    OtherWriter other(file);
    QVERIFY(other.ok());
    other.release(true, 300);
    QVERIFY2(store->appendEvent(id, 5, rec.events[5], *sl::replay(rec, 6).state),
             qPrintable(store->lastError()));
    other.wait();
    QVERIFY(other.ok());
    QCOMPARE(store->storedEvents(id), 6);
}

void TstStoreShare::lockHeldTooLongSaysSo()
{
    const QString file = m_dir.filePath(QStringLiteral("locked.sqlite"));
    auto store = GameStore::open(file);
    QVERIFY(store);
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({2, false, false}, 9));
    const qint64 id = store->createGame(rec.setup);
    store->setBusyTimeout(50);
    OtherWriter other(file);
    QVERIFY(other.ok());
    QVERIFY(!store->appendEvent(id, 0, rec.events[0], *sl::replay(rec, 1).state));
    QCOMPARE(store->lastErrorKind(), StoreError::Locked);
    QVERIFY2(store->lastError().contains(QStringLiteral("locked by another program")),
             qPrintable(store->lastError()));
    // Tried as often as the message says: three times, each waiting up to a second (rounded up
    // from the 50 ms of this test).
    QCOMPARE(store->lastWriteAttempts(), 3);
    QVERIFY2(store->lastError().contains(QStringLiteral("waited 3 second(s) and tried again")),
             qPrintable(store->lastError()));
    QVERIFY(GameStore::mayRecover(StoreError::Locked));
    QCOMPARE(store->insertRecord(rec), 0);
    QCOMPARE(store->lastErrorKind(), StoreError::Locked);
    other.release(false);
    other.wait();
    // Nothing half-written; once the lock is gone the same write succeeds.
    QCOMPARE(store->storedEvents(id), 0);
    QCOMPARE(store->countGames({}), 1);
    QVERIFY(store->appendEvent(id, 0, rec.events[0], *sl::replay(rec, 1).state));
}

void TstStoreShare::concurrentCreatorsShareOneFile()
{
    // Four programs (threads with their own connections) open the same new file at the same
    // moment, 25 times: every one of them opens it and stores its game in the one database.
    constexpr int kCreators = 4;
    for (int round = 0; round < 25; ++round) {
        const QString dir = m_dir.filePath(QStringLiteral("create-%1").arg(round));
        QVERIFY(QDir().mkpath(dir));
        const QString file = dir + QStringLiteral("/games.sqlite");
        QSemaphore ready, go;
        QStringList problems(kCreators);
        std::vector<std::unique_ptr<QThread>> threads;
        for (int t = 0; t < kCreators; ++t) {
            threads.emplace_back(QThread::create([&, t] {
                const sl::GameRecord rec =
                    sl::randomRecord(sl::makeSetup({2, false, false}, round * 10 + t));
                ready.release();
                go.acquire();
                QString message;
                auto store = GameStore::open(file, nullptr, &message);
                if (!store)
                    problems[t] = message;
                else if (!store->insertRecord(rec))
                    problems[t] = store->lastError();
            }));
            threads.back()->start();
        }
        ready.acquire(kCreators);
        go.release(kCreators);
        for (auto& t : threads)
            t->wait();
        for (const QString& p : problems)
            QVERIFY2(p.isEmpty(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(p)));
        auto store = GameStore::open(file);
        QVERIFY(store);
        QCOMPARE(store->countGames({}), kCreators);
        QVERIFY(store->integrityCheck());
        store.reset();
        // No temporary file of a creator that lost the race is left behind.
        QCOMPARE(QDir(dir).entryList(QDir::Files), QStringList{QStringLiteral("games.sqlite")});
    }
}

void TstStoreShare::twoWritersTwoPlayersAndAReader()
{
    // Separate processes on one new file: two `starlanes-cli simulate --db` (a transaction per
    // game), two live players (a transaction per event, like two play windows) and this test
    // reading the newest games all the time. Afterwards `db verify` replays every game.
#ifdef __SANITIZE_ADDRESS__
    const int simulated = 300; // each process is about ten times slower under the sanitizers
    const int played = 10;
#else
    const int simulated = 1500;
    const int played = 40;
#endif
    const QString file = m_dir.filePath(QStringLiteral("shared.sqlite"));
    struct Writer
    {
        QStringList arguments;
        QString program;
        std::unique_ptr<QProcess> process;
    };
    const QString cli = QStringLiteral(STARLANES_CLI);
    const QString child = QStringLiteral(STARLANES_CRASH_CHILD);
    std::vector<Writer> writers;
    writers.push_back(
        {{QStringLiteral("simulate"), QStringLiteral("--games"), QString::number(simulated),
          QStringLiteral("--seed"), QStringLiteral("11"), QStringLiteral("--db"), file},
         cli,
         nullptr});
    writers.push_back(
        {{QStringLiteral("simulate"), QStringLiteral("--games"), QString::number(simulated),
          QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--expansion"),
          QStringLiteral("--seed"), QStringLiteral("12"), QStringLiteral("--db"), file},
         cli,
         nullptr});
    for (int seed : {101, 102})
        writers.push_back({{file, QString::number(seed), QString::number(played)}, child, nullptr});
    QElapsedTimer clock;
    clock.start();
    for (Writer& w : writers) {
        w.process = std::make_unique<QProcess>();
        w.process->start(w.program, w.arguments);
        QVERIFY(w.process->waitForStarted());
    }
    auto running = [&] {
        for (Writer& w : writers)
            if (!w.process->waitForFinished(0) && w.process->state() != QProcess::NotRunning)
                return true;
        return false;
    };
    int reads = 0, gamesRead = 0;
    while (running()) {
        // The reader: the newest games, each replayed as far as it is stored.
        auto reader = GameStore::openReadOnly(file);
        if (!reader) continue; // not created yet
        slapp::GameQuery newest;
        newest.limit = 5;
        const auto page = reader->listGames(newest);
        QCOMPARE(reader->lastErrorKind(), StoreError::None);
        for (const auto& g : page) {
            const auto rec = reader->loadRecord(g.id);
            QVERIFY2(rec.has_value(), qPrintable(reader->lastError()));
            QVERIFY(int(rec->events.size()) >= g.events);
            QVERIFY(!sl::replay(*rec).error);
            ++gamesRead;
        }
        ++reads;
    }
    const double seconds = double(clock.elapsed()) / 1000.0;
    std::map<qint64, int> committed; // game -> events the live players reported committed
    for (Writer& w : writers) {
        QVERIFY2(w.process->exitStatus() == QProcess::NormalExit && w.process->exitCode() == 0,
                 qPrintable(w.arguments.join(QLatin1Char(' ')) + QStringLiteral(": ") +
                            QString::fromLocal8Bit(w.process->readAllStandardError())));
        if (w.program == child)
            for (const QByteArray& line : w.process->readAllStandardOutput().split('\n'))
                if (line.startsWith("committed "))
                    committed[line.split(' ')[1].toLongLong()] = line.split(' ')[2].toInt() + 1;
    }
    QCOMPARE(int(committed.size()), 2 * played);

    QProcess verify;
    verify.start(cli,
                 {QStringLiteral("db"), QStringLiteral("--file"), file, QStringLiteral("verify")});
    QVERIFY(verify.waitForFinished(300000));
    const QString out = QString::fromLocal8Bit(verify.readAllStandardOutput());
    QVERIFY2(verify.exitCode() == 0,
             qPrintable(out + QString::fromLocal8Bit(verify.readAllStandardError())));
    const int total = 2 * simulated + 2 * played;
    QVERIFY2(out.contains(QStringLiteral("%1 games replayed").arg(total)) &&
                 out.contains(QStringLiteral("%1 ok, 0 with problems").arg(total)),
             qPrintable(out));
    auto store = GameStore::openReadOnly(file);
    for (const auto& [id, events] : committed) {
        QCOMPARE(store->storedEvents(id), events);
        QVERIFY(store->summary(id)->isFinished());
    }
    qInfo("%d games by 4 writers in %.1f s while the reader read %d pages (%d games replayed); %s",
          total, seconds, reads, gamesRead, qPrintable(out.trimmed()));
}

QTEST_GUILESS_MAIN(TstStoreShare)
#include "tst_storeshare.moc"
