// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The play window when the game database cannot be written (issue 11): the game goes on, no
// move is lost, the moves are written as soon as the database takes them again, the user is
// told so in words, and a game can always be saved to a file.
#include "answerdialog.h"
#include "browser/gamebrowser.h"
#include "common/languagemanager.h"
#include "humansetup.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "play/turnlogmodel.h"
#include "play/welcomepage.h"
#include "rules/record.h"
#include "rules/simulate.h"
#include "store/gamestore.h"
#include "storetestutil.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace slapp;

namespace {

/** Plays `turns` turns the simple way: the first legal cell, a meeple when one fits. */
void playTurns(GameController* c, int turns)
{
    for (int t = 0; t < turns && !c->isOver(); ++t) {
        c->selectCell(c->legalCells().constFirst());
        if (!c->meepleTargets().empty()) c->chooseMeeple(c->meepleTargets().front());
        c->confirm();
    }
}

/** The database stops growing (SQLite's own "database or disk is full"). */
void fillDatabase()
{
    QSqlQuery q(storetest::storeConnection());
    QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
    const int pages = q.value(0).toInt();
    QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)));
}

void freeDatabase()
{
    QVERIFY(QSqlQuery(storetest::storeConnection())
                .exec(QStringLiteral("PRAGMA max_page_count = 1000000")));
}

QString unsavedText(MainWindow& window)
{
    auto* label = window.findChild<QLabel*>(QStringLiteral("unsavedMoves"));
    return label && label->isVisibleTo(&window) ? label->text() : QString();
}

/** Plays until a move cannot be stored, answering the warning with `button`. */
QString playUntilRefused(MainWindow& window, const QString& button)
{
    GameController* c = window.controller();
    QString warning;
    answer::nextBox(button, &warning);
    for (int t = 0; t < 60 && !c->unsavedEvents(); ++t)
        playTurns(c, 1);
    [&] { QTRY_VERIFY(!warning.isEmpty()); }();
    return warning;
}

} // namespace

class TstPlayStoreFaults : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void fullDatabaseKeepsTheMovesAndWritesThemLater();
    void quittingOffersToSaveTheMovesToAFile();
    void removedDatabaseGetsTheWholeGameAgain();
    void readOnlyDatabaseIsBrowsedOnly();

private:
    QTemporaryDir m_dir;
};

void TstPlayStoreFaults::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstPlayStoreFaults::fullDatabaseKeepsTheMovesAndWritesThemLater()
{
    auto store = GameStore::open(m_dir.filePath(QStringLiteral("full.sqlite")));
    QVERIFY(store);
    MainWindow window(store.get());
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(window.startGame(humanSetup({2, false, false}, 41)));
    GameController* c = window.controller();
    const qint64 id = c->gameId();
    playTurns(c, 5);
    QCOMPARE(store->storedEvents(id), int(c->record().events.size()));
    QVERIFY(unsavedText(window).isEmpty());

    fillDatabase();
    const QString warning = playUntilRefused(window, QStringLiteral("Play on"));
    QVERIFY2(warning.contains(QStringLiteral("disk is full")), qPrintable(warning));
    QVERIFY2(warning.contains(QStringLiteral("Nothing is lost")), qPrintable(warning));
    const int stored = store->storedEvents(id);
    QVERIFY(stored > 0);

    // The game goes on; the status bar counts the moves not stored yet.
    playTurns(c, 8);
    QCOMPARE(c->unsavedEvents(), int(c->record().events.size()) - stored);
    // Told in turns (a turn is several stored moves: the draw, the tile, the meeple, dice).
    const int unsaved = c->unsavedTurns();
    QVERIFY(unsaved >= 8 && unsaved <= 10);
    QCOMPARE(unsavedText(window), QStringLiteral("%1 turns not stored yet").arg(unsaved));
    QVERIFY(!c->retryStore()); // still full
    QCOMPARE(store->storedEvents(id), stored);

    // Room again: the window writes the kept moves by itself, within a few seconds.
    freeDatabase();
    QTRY_COMPARE_WITH_TIMEOUT(c->unsavedEvents(), 0, 8000);
    QVERIFY(*store->loadRecord(id) == c->record());
    QVERIFY(unsavedText(window).isEmpty());
    const QString recovered =
        QStringLiteral("The game database can be written again: %1 kept turns stored.")
            .arg(unsaved);
    QCOMPARE(window.statusBar()->currentMessage(), recovered);
    const QAbstractItemModel* log = window.logModel();
    QCOMPARE(log->index(log->rowCount() - 1, 0).data().toString(), recovered);

    // And every later move is stored as it is played.
    playTurns(c, 3);
    QVERIFY(*store->loadRecord(id) == c->record());
    QVERIFY(window.close());
}

void TstPlayStoreFaults::quittingOffersToSaveTheMovesToAFile()
{
    auto store = GameStore::open(m_dir.filePath(QStringLiteral("quit.sqlite")));
    QVERIFY(store);
    MainWindow window(store.get());
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(window.startGame(humanSetup({3, true, false}, 42)));
    GameController* c = window.controller();
    playTurns(c, 4);
    fillDatabase();
    playUntilRefused(window, QStringLiteral("Play on"));
    playTurns(c, 3);
    const int unsaved = c->unsavedTurns();
    QVERIFY(unsaved >= 3);

    // Quitting asks; Cancel keeps the window and the game.
    QString question;
    answer::nextBox(QString(), &question);
    QVERIFY(!window.close());
    QVERIFY2(question.startsWith(
                 QStringLiteral("%1 turns of this game could not be stored in the game database")
                     .arg(unsaved)),
             qPrintable(question));
    QVERIFY(question.contains(QStringLiteral("disk is full")));
    QVERIFY(window.isVisible());
    QCOMPARE(c->unsavedTurns(), unsaved);

    // "Save to a file…" writes every move played, which imports as the same game.
    const QString file = m_dir.filePath(QStringLiteral("kept.json"));
    answer::nextBox(QStringLiteral("Save to a file…"));
    answer::nextFile(file); // the file dialog after the box
    QVERIFY(window.close());
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const sl::RecordLoadResult loaded = sl::parseRecord(f.readAll().toStdString());
    QVERIFY(loaded.record.has_value());
    QVERIFY(*loaded.record == c->record());
    QVERIFY(!sl::replay(*loaded.record).error);
    freeDatabase();
    auto other = GameStore::open(m_dir.filePath(QStringLiteral("other.sqlite")));
    f.seek(0);
    const qint64 imported = other->importGame(f.readAll());
    QVERIFY2(imported > 0, qPrintable(other->lastError()));
    QVERIFY(*other->loadRecord(imported) == c->record());
}

void TstPlayStoreFaults::removedDatabaseGetsTheWholeGameAgain()
{
    const QString path = m_dir.filePath(QStringLiteral("removed.sqlite"));
    auto store = GameStore::open(path);
    QVERIFY(store);
    MainWindow window(store.get());
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(window.startGame(humanSetup({2, false, false}, 43)));
    GameController* c = window.controller();
    playTurns(c, 6);
    QVERIFY(QFile::remove(path)); // the user deletes the file while the game goes on
    const QString warning = playUntilRefused(window, QStringLiteral("Play on"));
    QVERIFY2(warning.contains(QStringLiteral("removed or replaced")), qPrintable(warning));
    QVERIFY(!QFile::exists(path)); // nothing made behind the user's back

    QVERIFY(c->retryStore()); // as "Try again now" or the timer does
    const qint64 again = c->gameId();
    QVERIFY(again > 0);
    QVERIFY(QFile::exists(path));
    QVERIFY(*store->loadRecord(again) == c->record());
    const QString note = window.statusBar()->currentMessage();
    QVERIFY2(note.contains(QStringLiteral("stored in it as game %1").arg(again)), qPrintable(note));
    playTurns(c, 2);
    QVERIFY(*store->loadRecord(again) == c->record());
}

void TstPlayStoreFaults::readOnlyDatabaseIsBrowsedOnly()
{
    const QString path = m_dir.filePath(QStringLiteral("readonly.sqlite"));
    {
        auto store = GameStore::open(path);
        QVERIFY(store);
        QVERIFY(store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 44))) > 0);
        QVERIFY(store->createGame(sl::makeSetup({3, false, false}, 45)) > 0); // unfinished
    }
    const QByteArray before = storetest::checksum(path);
    auto store = GameStore::openReadOnly(path);
    QVERIFY(store);
    MainWindow window(store.get());
    window.offerStart();
    window.show();
    // Playing is not offered, and the status bar says why.
    QVERIFY(!window.newGameAction()->isEnabled());
    QVERIFY(!window.welcomePage()->newGameButton()->isEnabled());
    QVERIFY(!window.welcomePage()->continueButton()->isEnabled());
    QVERIFY(window.welcomePage()->browserButton()->isEnabled());
    auto* label = window.findChild<QLabel*>(QStringLiteral("readOnlyStore"));
    QVERIFY(label && label->isVisibleTo(&window));
    QCOMPARE(label->text(), QStringLiteral("Read-only game database: browsing and replays only"));
    // Even when asked directly, no game starts, with the store's reason.
    QString refusal;
    answer::nextBox(QStringLiteral("OK"), &refusal);
    QVERIFY(!window.startGame(humanSetup({2, false, false}, 46)));
    QVERIFY2(refusal.contains(QStringLiteral("read-only")), qPrintable(refusal));
    // The browser lists both games; it opens and exports them but changes nothing.
    GameBrowser browser(store.get());
    browser.selectRow(0);
    QHash<QString, bool> enabled;
    for (QPushButton* b : browser.findChildren<QPushButton*>())
        enabled[b->text()] = b->isEnabled();
    QVERIFY(enabled.value(QStringLiteral("Replay")));
    QVERIFY(enabled.value(QStringLiteral("Export…")));
    QVERIFY(!enabled.value(QStringLiteral("Delete…"), true));
    QVERIFY(!enabled.value(QStringLiteral("Import…"), true));
    QVERIFY(!enabled.value(QStringLiteral("Continue"), true));
    window.close();
    store.reset();
    QCOMPARE(storetest::checksum(path), before);
}

QTEST_MAIN(TstPlayStoreFaults)
#include "tst_playstorefaults.moc"
