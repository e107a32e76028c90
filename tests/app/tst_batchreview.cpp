// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// "Analyse all games" in the game browser (issue 18 section 2): every finished game without a
// review, or the selected ones, reviewed in a window that does not block, with its progress in
// words; stopped, it keeps every turn done and goes on where it stopped; a read-only database
// cannot start it. Texts asserted in English and Czech.
#include "browser/batchreviewdialog.h"
#include "browser/gamebrowser.h"
#include "common/languagemanager.h"
#include "play/mainwindow.h"
#include "rules/simulate.h"
#include "shell/shell.h"
#include "store/batchreview.h"
#include "store/gamestore.h"

#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace slapp;

class TstBatchReview : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void timeLeftWorkedByHand_data();
    void timeLeftWorkedByHand();
    void analysesEveryUnreviewedGame();
    void stopsAndGoesOn();
    void resumedWithTheOptionsItBeganWith();
    void selectedGamesOnly();
    void buttonsStayPutWhenTheTextChanges();
    void closedWhileRunningIsShownInThePlayWindow();
    void inCzech();
    void readOnlyDatabase();

private:
    /** A store of three finished games of people and one unfinished one. */
    std::unique_ptr<GameStore> makeStore(const QString& name);
    int storedTurns(GameStore& store, const QList<qint64>& games);
    /** The note under the progress bar, empty when it is hidden. */
    static QString noteText(const BatchReviewDialog& dialog);
    /** The browser's line with the number of games. */
    static QString countText(const GameBrowser& browser);
    QTemporaryDir m_dir;
    QList<qint64> m_finished;
    sl::ai::AnalysisOptions m_small;
};

void TstBatchReview::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    m_small.iterations = 400;
    m_small.playouts = 60;
    m_small.threads = 2;
}

void TstBatchReview::cleanup()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

std::unique_ptr<GameStore> TstBatchReview::makeStore(const QString& name)
{
    auto store = GameStore::open(m_dir.filePath(name));
    m_finished.clear();
    for (std::uint64_t g = 0; g < 4; ++g) {
        sl::GameSetup setup = sl::makeSetup({2, false, false}, 50 + g);
        for (sl::PlayerInfo& p : setup.players)
            p.kind = sl::SeatKind::Human;
        sl::GameRecord rec = sl::randomRecord(setup);
        if (g == 3) rec.events.resize(rec.events.size() / 2); // unfinished
        const qint64 id = store->insertRecord(rec);
        if (g < 3) m_finished << id;
    }
    return store;
}

int TstBatchReview::storedTurns(GameStore& store, const QList<qint64>& games)
{
    int n = 0;
    for (qint64 id : games)
        if (const auto a = store.analyses().load(id)) n += int(a->decisions.size());
    return n;
}

QString TstBatchReview::noteText(const BatchReviewDialog& dialog)
{
    for (const QLabel* label : dialog.findChildren<QLabel*>(QStringLiteral("note")))
        if (label->isVisibleTo(&dialog)) return label->text();
    return {};
}

QString TstBatchReview::countText(const GameBrowser& browser)
{
    const auto* label = browser.findChild<QLabel*>(QStringLiteral("gameCount"));
    return label ? label->text() : QStringLiteral("(no count)");
}

void TstBatchReview::timeLeftWorkedByHand_data()
{
    // The turns still to analyse at this run's pace: its seconds over the turns it analysed
    // (those stored before took no time of it), times the turns left of the whole batch.
    QTest::addColumn<int>("done");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("analysed");
    QTest::addColumn<double>("seconds");
    QTest::addColumn<double>("left");
    QTest::newRow("none analysed yet") << 8 << 20 << 0 << 3.0 << -1.0;
    QTest::newRow("no time yet") << 8 << 20 << 5 << 0.0 << -1.0;
    QTest::newRow("2 s a turn, 12 left") << 8 << 20 << 5 << 10.0 << 24.0;
    QTest::newRow("one left") << 19 << 20 << 19 << 9.5 << 0.5;
    QTest::newRow("all done") << 20 << 20 << 20 << 40.0 << 0.0;
}

void TstBatchReview::timeLeftWorkedByHand()
{
    QFETCH(int, done);
    QFETCH(int, total);
    QFETCH(int, analysed);
    QFETCH(double, seconds);
    QFETCH(double, left);
    batchreview::Progress p;
    p.decisionsDone = done;
    p.decisions = total;
    p.decisionsNew = analysed;
    p.seconds = seconds;
    QCOMPARE(p.secondsLeft(), left);
}

void TstBatchReview::analysesEveryUnreviewedGame()
{
    auto store = makeStore(QStringLiteral("all.sqlite"));
    GameBrowser browser(store.get());
    browser.setReviewOptions(m_small);
    browser.show();
    auto* button = browser.findChild<QPushButton*>(QStringLiteral("analyseButton"));
    QVERIFY(button && button->isEnabled());
    QCOMPARE(button->text(), QStringLiteral("Analyse all…"));
    QTest::mouseClick(button, Qt::LeftButton);
    auto* dialog = browser.findChild<BatchReviewDialog*>();
    QVERIFY(dialog && dialog->isVisible() && !dialog->isModal());
    QVERIFY(dialog->isRunning());
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Analyse all games"));
    // While it runs the event loop goes on (the browser follows the store meanwhile) and the
    // window says where it stands.
    static const QRegularExpression running(
        QStringLiteral("^\\d+ of \\d+ turns analysed · (about \\d+ seconds? left|about \\d+ "
                       "minutes? left|working out the time left…)$"));
    QTRY_VERIFY_WITH_TIMEOUT(running.match(dialog->statusText()).hasMatch() &&
                                 dialog->titleText().startsWith(QStringLiteral("Analysing game ")),
                             20000);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 120000);
    QCOMPARE(dialog->titleText(), QStringLiteral("Analysis finished"));
    QCOMPARE(dialog->statusText(),
             QStringLiteral("3 games reviewed; the players' figures include them."));
    for (qint64 id : m_finished) {
        const auto a = store->analyses().load(id);
        QVERIFY(a && a->complete);
        QVERIFY(a->settings == m_small);
    }
    // Nothing left: a second click says so.
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(dialog->titleText(), QStringLiteral("Nothing to analyse"));
    QCOMPARE(dialog->statusText(), QStringLiteral("Every finished game has its review."));
}

void TstBatchReview::stopsAndGoesOn()
{
    auto store = makeStore(QStringLiteral("stop.sqlite"));
    GameBrowser browser(store.get());
    browser.setReviewOptions(m_small);
    BatchReviewDialog* dialog = browser.analyseGames();
    QVERIFY(dialog->isRunning());
    // Stop once some turns are stored.
    QTRY_VERIFY_WITH_TIMEOUT(storedTurns(*store, m_finished) >= 30, 60000);
    auto* stopButton = dialog->findChild<QPushButton*>(QStringLiteral("stop"));
    auto* resumeButton = dialog->findChild<QPushButton*>(QStringLiteral("resume"));
    QVERIFY(stopButton && resumeButton);
    QCOMPARE(stopButton->text(), QStringLiteral("Stop"));
    QVERIFY(stopButton->isEnabled() && stopButton->isVisibleTo(dialog));
    QVERIFY(!resumeButton->isVisibleTo(dialog));
    // While it runs it says so on the cores it has (m_small: 2), in the browser's count line,
    // and to the play window (reviewActivityChanged).
    QCOMPARE(noteText(*dialog),
             QStringLiteral("Runs in the background on 2 cores: you can go on playing or close "
                            "this window (the play window's status bar shows how far it is). "
                            "Each turn is stored as it is done, so quitting loses at most the "
                            "turn under way."));
    QSignalSpy activity(&browser, &GameBrowser::reviewActivityChanged);
    static const QRegularExpression analysing(
        QStringLiteral("^Analysing games: (\\d+) of (\\d+) turns$"));
    QTRY_VERIFY_WITH_TIMEOUT(!activity.isEmpty(), 20000);
    const QString said = activity.constLast().at(0).toString();
    QVERIFY2(analysing.match(said).hasMatch(), qPrintable(said));
    QVERIFY2(countText(browser).startsWith(QStringLiteral("4 games · Analysing games: ")),
             qPrintable(countText(browser)));
    stopButton->setFocus();
    QTest::mouseClick(stopButton, Qt::LeftButton);
    QVERIFY(!dialog->isRunning());
    QVERIFY(!stopButton->isEnabled());
    QCOMPARE(dialog->titleText(), QStringLiteral("Analysis stopped"));
    // Stopped, nothing runs and it says so; Resume takes Stop's place (and the key focus).
    QCOMPARE(noteText(*dialog), QStringLiteral("Nothing runs now. Resume goes on with the turns "
                                               "not yet analysed, now or another day."));
    QVERIFY(!stopButton->isVisibleTo(dialog));
    QVERIFY(resumeButton->isVisibleTo(dialog) && resumeButton->isEnabled());
    QCOMPARE(resumeButton->text(), QStringLiteral("Resume"));
    QVERIFY(resumeButton->hasFocus() || !dialog->isActiveWindow());
    QCOMPARE(activity.constLast().at(0).toString(), QString());
    QCOMPARE(countText(browser), QStringLiteral("4 games"));
    static const QRegularExpression stopped(
        QStringLiteral("^[0-2] of 3 games reviewed\\. Every turn analysed is stored: "
                       "started again, the review goes on where it stopped\\.$"));
    QVERIFY2(stopped.match(dialog->statusText()).hasMatch(), qPrintable(dialog->statusText()));
    const int before = storedTurns(*store, m_finished);
    int total = 0;
    for (qint64 id : m_finished)
        total += int(sl::ai::decisionPoints(*store->loadRecord(id)).size());
    QVERIFY(before >= 30 && before < total);
    // Resumed: only the turns still missing are analysed.
    QTest::mouseClick(resumeButton, Qt::LeftButton);
    QVERIFY(dialog->isRunning());
    QVERIFY(stopButton->isVisibleTo(dialog) && !resumeButton->isVisibleTo(dialog));
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 120000);
    QCOMPARE(dialog->titleText(), QStringLiteral("Analysis finished"));
    QVERIFY(!resumeButton->isVisibleTo(dialog) && !stopButton->isEnabled());
    QCOMPARE(noteText(*dialog), QString());
    QCOMPARE(dialog->result().decisionsNew, total - before);
    QCOMPARE(storedTurns(*store, m_finished), total);
}

void TstBatchReview::resumedWithTheOptionsItBeganWith()
{
    // Stopped in its first game with some options, started again with others: that game goes
    // on with the options it began with and ends exactly as an uninterrupted review with them
    // (the oracle: sl::ai::analyseGame on its own), and the games not begun take the new ones.
    auto store = makeStore(QStringLiteral("resume.sqlite"));
    sl::ai::AnalysisOptions first = m_small;
    first.iterations = 150;
    first.playouts = 30;
    first.seed = 7;
    first.threads = 1;
    sl::ai::AnalysisOptions second = first;
    second.iterations = 120;
    second.playouts = 24;
    second.seed = 8;
    std::atomic<bool> cancel{false};
    const auto stopped = batchreview::run(
        *store, m_finished, first,
        [&](const batchreview::Progress& p) {
            if (p.decisionsNew >= 5) cancel = true;
        },
        &cancel);
    QVERIFY(stopped.cancelled);
    const auto partial = store->analyses().load(m_finished[0]);
    QVERIFY(partial && !partial->complete && partial->decisions.size() >= 5);
    QVERIFY(!store->analyses().load(m_finished[1]));
    const auto done = batchreview::run(*store, m_finished, second, {}, nullptr);
    QVERIFY(!done.cancelled && done.error.isEmpty());
    QCOMPARE(done.gamesDone, 3);
    const auto resumed = store->analyses().load(m_finished[0]);
    QVERIFY(resumed && resumed->complete);
    QVERIFY(resumed->settings == first);
    const auto oracle = sl::ai::analyseGame(*store->loadRecord(m_finished[0]), first, {}, nullptr);
    QCOMPARE(resumed->decisions.size(), oracle.size());
    for (std::size_t i = 0; i < oracle.size(); ++i) {
        QCOMPARE(resumed->decisions[i].seq, oracle[i].seq);
        QCOMPARE(resumed->decisions[i].bestValue, oracle[i].bestValue);
        QCOMPARE(resumed->decisions[i].playedValue, oracle[i].playedValue);
    }
    for (int g = 1; g < 3; ++g) {
        const auto a = store->analyses().load(m_finished[g]);
        QVERIFY(a && a->complete);
        QVERIFY(a->settings == second);
    }
}

void TstBatchReview::selectedGamesOnly()
{
    auto store = makeStore(QStringLiteral("selected.sqlite"));
    GameBrowser browser(store.get());
    browser.setReviewOptions(m_small);
    browser.show();
    // The list shows the newest first: find the row of the second finished game.
    int row = -1;
    for (int r = 0; r < browser.view()->model()->rowCount(); ++r) {
        browser.selectRow(r);
        if (browser.selectedGames() == QList<qint64>{m_finished[1]}) row = r;
    }
    QVERIFY(row >= 0);
    browser.selectRow(row);
    auto* button = browser.findChild<QPushButton*>(QStringLiteral("analyseButton"));
    QCOMPARE(button->text(), QStringLiteral("Analyse selected…"));
    QTest::mouseClick(button, Qt::LeftButton);
    BatchReviewDialog* dialog = browser.findChild<BatchReviewDialog*>();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 120000);
    QCOMPARE(dialog->statusText(),
             QStringLiteral("1 game reviewed; the players' figures include them."));
    QVERIFY(store->analyses().load(m_finished[1]));
    QVERIFY(!store->analyses().load(m_finished[0]));
    QVERIFY(!store->analyses().load(m_finished[2]));
}

void TstBatchReview::buttonsStayPutWhenTheTextChanges()
{
    // "Analyse all…" becomes "Analyse selected…" with a selection: the button keeps its width,
    // and the buttons beside it do not move, in both languages.
    auto store = makeStore(QStringLiteral("stay.sqlite"));
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("cs")}) {
        slui::LanguageManager::instance().apply(lang, false);
        GameBrowser browser(store.get());
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        auto* button = browser.findChild<QPushButton*>(QStringLiteral("analyseButton"));
        QVERIFY(button);
        const auto places = [&browser] {
            QList<QRect> out;
            for (const QPushButton* b : browser.findChildren<QPushButton*>())
                out << b->geometry();
            return out;
        };
        browser.view()->clearSelection();
        QApplication::processEvents();
        const QString all = button->text();
        const QList<QRect> before = places();
        browser.selectRow(0);
        QApplication::processEvents();
        QVERIFY(button->text() != all);
        QCOMPARE(places(), before);
    }
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstBatchReview::closedWhileRunningIsShownInThePlayWindow()
{
    // Closed while it runs, the review goes on: the play window's status bar says so and opens
    // it again where it was; when it ends the sign goes.
    auto store = makeStore(QStringLiteral("closed.sqlite"));
    Shell shell(store.get());
    shell.mainWindow()->show();
    shell.openBrowser();
    GameBrowser* browser = shell.browser();
    browser->setReviewOptions(m_small);
    BatchReviewDialog* dialog = browser->analyseGames();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const QRect where = dialog->frameGeometry();
    auto* sign = shell.mainWindow()->findChild<QPushButton*>(QStringLiteral("backgroundActivity"));
    QVERIFY(sign);
    dialog->close();
    browser->close();
    QVERIFY(dialog->isRunning());
    static const QRegularExpression analysing(
        QStringLiteral("^Analysing games: \\d+ of \\d+ turns$"));
    QTRY_VERIFY_WITH_TIMEOUT(sign->isVisible() && analysing.match(sign->text()).hasMatch(), 20000);
    QCOMPARE(sign->toolTip(), QStringLiteral("Show its window"));
    QCOMPARE(sign->accessibleDescription(), QStringLiteral("Show its window"));
    QTest::mouseClick(sign, Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QTRY_COMPARE(dialog->frameGeometry(), where);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 120000);
    QVERIFY(!sign->isVisible());
}

void TstBatchReview::inCzech()
{
    auto store = makeStore(QStringLiteral("cs.sqlite"));
    GameBrowser browser(store.get());
    browser.setReviewOptions(m_small);
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QTRY_COMPARE(browser.findChild<QPushButton*>(QStringLiteral("analyseButton"))->text(),
                 QStringLiteral("Rozebrat vše…"));
    BatchReviewDialog* dialog = browser.analyseGames();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 120000);
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Rozebrat všechny hry"));
    QCOMPARE(dialog->statusText(), QStringLiteral("Rozebrány 3 hry; čísla hráčů je už zahrnují."));
}

void TstBatchReview::readOnlyDatabase()
{
    const QString file = m_dir.filePath(QStringLiteral("readonly.sqlite"));
    {
        auto store = GameStore::open(file);
        QVERIFY(store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 9))) > 0);
    }
    QFile::setPermissions(file, QFile::ReadOwner);
    auto reader = GameStore::openReadOnly(file);
    QVERIFY(reader);
    GameBrowser browser(reader.get());
    auto* button = browser.findChild<QPushButton*>(QStringLiteral("analyseButton"));
    QVERIFY(!button->isEnabled());
    QCOMPARE(button->toolTip(),
             QStringLiteral("The database is open read-only: reviews cannot be stored."));
}

QTEST_MAIN(TstBatchReview)
#include "tst_batchreview.moc"
