// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Crash test: a child process writes games event by event and is killed with SIGKILL at random
// moments, 200 times. After each kill the file opens, passes PRAGMA integrity_check, every game
// is a prefix of the deterministic game it was writing, no committed event is missing, and every
// game replays.
#include "rules/simulate.h"
#include "store/gamestore.h"

#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <map>
#include <numeric>

class TstStoreCrash : public QObject
{
    Q_OBJECT
private slots:
    void killedWriterLosesNothing();
};

void TstStoreCrash::killedWriterLosesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("crash.sqlite"));
    const int kills = qEnvironmentVariableIntValue("STARLANES_CRASH_KILLS") > 0
                          ? qEnvironmentVariableIntValue("STARLANES_CRASH_KILLS")
                          : 200;
    QRandomGenerator rng(20261129);
    QMap<qint64, int> committed;            // game -> events reported committed
    QMap<qint64, int> verified;             // game -> events checked after an earlier kill
    std::map<qint64, sl::GameRecord> whole; // the game each id is playing, made once
    int killedWhileWriting = 0;
    for (int k = 0; k < kills; ++k) {
        QProcess child;
        child.setProgram(QStringLiteral(STARLANES_CRASH_CHILD));
        child.setArguments({file, QString::number(k + 1)});
        child.start();
        QVERIFY(child.waitForStarted());
        // Random moment: before the store opens, while a game is created, mid-game.
        QTest::qWait(int(rng.bounded(5, 120)));
        const bool running = child.state() == QProcess::Running;
        if (running) {
            ::kill(pid_t(child.processId()), SIGKILL);
            ++killedWhileWriting;
        }
        QVERIFY(child.waitForFinished(10000));
        QVERIFY2(!running || child.exitStatus() == QProcess::CrashExit,
                 qPrintable(QString::fromLocal8Bit(child.readAllStandardError())));
        const QList<QByteArray> lines = child.readAllStandardOutput().split('\n');
        for (const QByteArray& line : lines) {
            const QList<QByteArray> w = line.split(' ');
            if (w.size() == 3 && w[0] == "committed")
                committed[w[1].toLongLong()] =
                    qMax(committed.value(w[1].toLongLong()), w[2].toInt() + 1);
        }
        slapp::StoreError err = slapp::StoreError::None;
        QString message;
        auto store = slapp::GameStore::open(file, &err, &message);
        QVERIFY2(store, qPrintable(QStringLiteral("after kill %1: %2").arg(k).arg(message)));
        QString details;
        QVERIFY2(store->integrityCheck(&details), qPrintable(details));
        slapp::GameQuery all;
        all.limit = 100000;
        for (const slapp::GameSummary& g : store->listGames(all)) {
            // No event the child reported committed may be missing.
            QVERIFY2(g.events >= committed.value(g.id),
                     qPrintable(QStringLiteral("game %1 lost committed events").arg(g.id)));
            // A game untouched since the last kill was checked then; only its length is
            // compared again (integrity_check above covers the whole file every time).
            if (verified.contains(g.id) && verified.value(g.id) == g.events) continue;
            const auto rec = store->loadRecord(g.id);
            QVERIFY2(rec.has_value(), qPrintable(store->lastError()));
            QVERIFY2(int(rec->events.size()) >= committed.value(g.id),
                     qPrintable(QStringLiteral("game %1 lost committed events").arg(g.id)));
            // The whole game the child was playing, from the stored setup and seed.
            auto it = whole.find(g.id);
            if (it == whole.end()) it = whole.emplace(g.id, sl::randomRecord(rec->setup)).first;
            QVERIFY(rec->events.size() <= it->second.events.size());
            QVERIFY2(std::equal(rec->events.begin(), rec->events.end(), it->second.events.begin()),
                     qPrintable(QStringLiteral("game %1 is not a prefix").arg(g.id)));
            QVERIFY(!sl::replay(*rec).error);
            QCOMPARE(g.events, int(rec->events.size()));
            verified[g.id] = g.events;
        }
    }
    qInfo("%d kills while writing, %lld games, %d events reported committed", killedWhileWriting,
          static_cast<long long>(committed.size()),
          std::accumulate(committed.begin(), committed.end(), 0));
    QVERIFY(killedWhileWriting >= kills * 3 / 4);
}

QTEST_GUILESS_MAIN(TstStoreCrash)
#include "tst_storecrash.moc"
