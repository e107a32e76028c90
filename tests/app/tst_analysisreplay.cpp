// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The replay viewer's "Analyse game", offscreen: a short stored game analysed with a tiny budget
// shows the points lost in the move list (marks and tooltips from the stored values), the best
// turn as a ghost at a turn that lost points and none at one that did not, the expected final
// scores in the score graph and the summary per player; a stored analysis is shown at once;
// Cancel mid-run leaves the window, the store and a later resumed run consistent.
#include "../engine/shortgame.h"
#include "common/languagemanager.h"
#include "play/mainwindow.h"
#include "replay/analysiscontrols.h"
#include "replay/analysisview.h"
#include "replay/movelistmodel.h"
#include "replay/movelistview.h"
#include "replay/replayanalysis.h"
#include "replay/replaycursor.h"
#include "replay/replaywindow.h"
#include "replay/scoregraph.h"
#include "rules/simulate.h"
#include "shell/shell.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace slapp;
using sl::ai::DecisionAnalysis;
using sltest::shortGame;

namespace {

sl::ai::AnalysisOptions tiny(int iterations = 30)
{
    sl::ai::AnalysisOptions o;
    o.iterations = iterations;
    o.playouts = 20;
    o.seed = 2;
    o.threads = 2;
    return o;
}

/** Runs the event loop until `done` (no time limit: the test's timeout stops a hang). */
template <typename F> void waitUntil(F done)
{
    while (!done())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
}

/** The Lost column's text for a decision, as the move list must show it (English). */
QString expectedCell(const DecisionAnalysis& d)
{
    if (d.loss() == 0.0) return QStringLiteral("0");
    if (d.loss() < sl::ai::kNoisePoints)
        return QStringLiteral("≈ 0"); // within the noise: not shown as a loss
    const QString n = QString::number(d.loss(), 'f', 1);
    if (d.loss() >= sl::ai::kBlunderPoints) return n + QStringLiteral(" ??");
    return d.loss() >= sl::ai::kMistakePoints ? n + QStringLiteral(" ?") : n;
}

} // namespace

class TstAnalysisReplay : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void analyseStoredGame();
    void storedAnalysisShownAtOnce();
    void reviewAtEachThreshold();
    void cancelMidRunLeavesAllConsistent();
    void closingWhileAnalysingIsSafe();
    void readOnlyDatabaseAnalysedNotStored();
    void earlierAnalysisVersionNamed();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
    qint64 m_game = 0;
};

void TstAnalysisReplay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    m_game = m_store->insertRecord(shortGame(5));
    QVERIFY(m_game > 0);
}

void TstAnalysisReplay::analyseStoredGame()
{
    const auto rec = m_store->loadRecord(m_game);
    ReplayWindow window(*rec, m_game);
    window.setStore(m_store.get());
    window.analysis()->setOptions(tiny());
    window.show();
    MoveListModel* moves = window.moveList();
    QAbstractItemModelTester tester(moves, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(moves->headerData(MoveListModel::Lost, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Points lost"));
    QVERIFY(window.moveView()->isColumnHidden(MoveListModel::Lost)); // nothing analysed yet
    QVERIFY(window.analyseAction()->isEnabled());
    QCOMPARE(window.analyseAction()->text(), QStringLiteral("Analyse game"));
    QCOMPARE(window.analysisView()->status()->text(), QStringLiteral("Not analysed yet."));

    QSignalSpy finished(window.analysis(), &ReplayAnalysis::finished);
    window.analyseAction()->trigger();
    QVERIFY(window.analysis()->isRunning());
    QVERIFY(!window.analyseAction()->isEnabled());
    waitUntil([&] { return !finished.isEmpty(); });
    QCOMPARE(finished.takeFirst().at(0).toBool(), true);
    QVERIFY(!window.analysisProgress()->isVisible());
    QVERIFY(!window.cancelAnalysisButton()->isVisible());
    QVERIFY(!window.analyseAction()->isEnabled());
    QVERIFY(!window.moveView()->isColumnHidden(MoveListModel::Lost));

    // Stored, complete, and what the engine computes with the same budget.
    const auto stored = m_store->analyses().load(m_game);
    QVERIFY(stored && stored->complete);
    const auto points = sl::ai::decisionPoints(*rec);
    QCOMPARE(stored->decisions.size(), points.size());
    QVERIFY(stored->decisions == sl::ai::analyseGame(*rec, tiny(), {}, nullptr));

    // The move list: every turn's cell and mark from the stored values, both values in the tooltip.
    int withLoss = -1, withoutLoss = -1, marked = 0, equal = -1;
    for (const DecisionAnalysis& d : stored->decisions) {
        int row = -1;
        for (int r = 0; r < moves->rowCount(); ++r)
            if (window.analysis()->pointOfTurn(r) &&
                window.analysis()->pointOfTurn(r)->seq == d.seq)
                row = r;
        QVERIFY(row >= 0);
        const QModelIndex cell = moves->index(row, MoveListModel::Lost);
        QCOMPARE(cell.data().toString(), expectedCell(d));
        const QString tip = cell.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(QStringLiteral("Played: expected final margin ")), qPrintable(tip));
        if (d.loss() > 0 && d.loss() < sl::ai::kNoisePoints) {
            // Noise is not a better move: no best turn offered, "about as good" said.
            QVERIFY2(tip.contains(QStringLiteral("About as good as the best turn found: ")),
                     qPrintable(tip));
            QVERIFY2(!tip.contains(QStringLiteral("Best turn found: ")), qPrintable(tip));
            if (equal < 0) equal = row;
        } else if (d.loss() > 0) { // at least the noise level
            QVERIFY2(tip.contains(QStringLiteral("Best turn found: ")), qPrintable(tip));
            QVERIFY2(tip.contains(QStringLiteral("Best: expected final margin ")), qPrintable(tip));
            if (withLoss < 0) withLoss = row;
        } else {
            QVERIFY2(tip.contains(QStringLiteral("The played turn is the best turn found.")),
                     qPrintable(tip));
            if (withoutLoss < 0) withoutLoss = row;
        }
        if (sl::ai::isMistake(d.loss()) || sl::ai::isBlunder(d.loss())) {
            ++marked;
            QVERIFY(cell.data(Qt::ForegroundRole).value<QColor>().red() > 200); // orange or red
            QVERIFY(tip.contains(sl::ai::isBlunder(d.loss()) ? QStringLiteral("A blunder: ")
                                                             : QStringLiteral("A mistake: ")));
        }
    }
    QVERIFY(withLoss >= 0 && withoutLoss >= 0 && marked > 0);

    // The best turn as a ghost at a turn that lost points, none at a turn that did not.
    window.cursor()->jumpToTurn(withLoss);
    const DecisionAnalysis* d = window.analysis()->forTurn(withLoss);
    QVERIFY(window.board()->ghost().has_value());
    const slui::BoardGhost& ghost = *window.board()->ghost();
    QCOMPARE(ghost.label,
             QStringLiteral("Best turn: %1 points more").arg(QString::number(d->loss(), 'f', 1)));
    const sl::PlacedTile& t = ghost.placed->tiles()[std::size_t(ghost.placed->lastPlacedTile())];
    QCOMPARE(sl::Placement({t.x, t.y, t.rot}), d->best.place);
    QCOMPARE(ghost.meeple, d->best.meeple);
    QCOMPARE(ghost.colour, rec->setup.players[std::size_t(d->player)].colour);
    window.cursor()->setPosition(window.analysis()->pointOfTurn(withLoss)->seq); // the tile drawn
    QVERIFY(window.board()->ghost().has_value());
    window.cursor()->setPosition(window.analysis()->pointOfTurn(withLoss)->seq -
                                 1); // before the draw
    QVERIFY(!window.board()->ghost().has_value() ||
            window.cursor()->turnIndex() != withLoss); // another turn's ghost at most
    window.cursor()->jumpToTurn(withoutLoss);
    QVERIFY(!window.board()->ghost().has_value());
    // Nor at a turn within the noise of the best: no "better" turn is shown.
    if (equal >= 0) {
        window.cursor()->jumpToTurn(equal);
        QVERIFY(!window.board()->ghost().has_value());
    }
    // The method, with the noise level, in the Analysis tab.
    QVERIFY2(
        window.analysisView()
            ->findChild<QLabel*>(QStringLiteral("analysisAbout"))
            ->text()
            .contains(
                QStringLiteral("Turns less than 1 point apart are therefore shown as about equal")),
        qPrintable(
            window.analysisView()->findChild<QLabel*>(QStringLiteral("analysisAbout"))->text()));

    // The score graph: each side's expected final score after every analysed turn.
    const auto& expected = window.graph()->expected();
    QCOMPARE(expected.size(), window.graph()->series().size());
    QVERIFY(expected.front().empty()); // the start: no turn yet
    for (int row = 0; row < moves->rowCount(); ++row)
        if (const DecisionAnalysis* a = window.analysis()->forTurn(row))
            QCOMPARE(expected[std::size_t(row) + 1], a->expected);

    // The summary per player.
    const auto review = sl::ai::reviewPlayers(stored->decisions, 2);
    QTableWidget* table = window.analysisView()->table();
    QCOMPARE(table->verticalHeaderItem(1)->text(), QStringLiteral("Average points lost per turn"));
    QCOMPARE(table->verticalHeaderItem(2)->text(), QStringLiteral("Mistakes (3 points or more)"));
    for (int p = 0; p < 2; ++p) {
        QCOMPARE(table->horizontalHeaderItem(p)->text(),
                 QString::fromStdString(rec->setup.players[std::size_t(p)].name));
        QCOMPARE(table->item(0, p)->text(), QString::number(review[std::size_t(p)].decisions));
        QCOMPARE(table->item(1, p)->text(),
                 QString::number(review[std::size_t(p)].averageLoss(), 'f', 2));
        QCOMPARE(table->item(2, p)->text(), QString::number(review[std::size_t(p)].mistakes));
        QCOMPARE(table->item(3, p)->text(), QString::number(review[std::size_t(p)].blunders));
    }
    QCOMPARE(
        window.analysisView()->status()->text(),
        QStringLiteral("All %1 turns analysed, 30 search iterations per turn.").arg(points.size()));
}

void TstAnalysisReplay::reviewAtEachThreshold()
{
    // A review stored by hand: losses just below, at and above the noise (1), a mistake (3)
    // and a blunder (8). The move list's Lost column and the summary per player against the
    // figures worked out here, with the thresholds written as numbers (not the engine's).
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({2, false, false}, 77));
    const qint64 id = m_store->insertRecord(rec);
    QVERIFY(id > 0);
    const auto points = sl::ai::decisionPoints(rec);
    std::vector<double> losses{0.0,  0.5, 0.99, 1.0,  1.01, 2.99, 3.0, 3.01,
                               7.99, 8.0, 8.01, 20.0, 0.0,  2.0,  6.5, 9.5};
    QVERIFY(points.size() >= losses.size());
    losses.resize(points.size(), 0.0); // every turn analysed: the rest lost nothing
    std::vector<DecisionAnalysis> decisions;
    std::array<std::array<double, 4>, 2> want{}; // decisions, lost, mistakes, blunders
    std::vector<const char*> cells{"0",     "≈ 0",   "≈ 0",   "1.0",    "1.0",    "3.0",
                                   "3.0 ?", "3.0 ?", "8.0 ?", "8.0 ??", "8.0 ??", "20.0 ??",
                                   "0",     "2.0",   "6.5 ?", "9.5 ??"};
    cells.resize(points.size(), "0");
    for (std::size_t i = 0; i < losses.size(); ++i) {
        DecisionAnalysis d;
        d.seq = points[i].seq;
        d.player = points[i].player;
        d.best = {sl::replay(rec, d.seq).state->placementAt(0), {}};
        d.bestValue = 12.0;
        d.playedValue = 12.0 - losses[i];
        decisions.push_back(d);
        auto& w = want[std::size_t(d.player)];
        w[0] += 1;
        w[1] += losses[i];
        w[2] += losses[i] >= 3 && losses[i] < 8;
        w[3] += losses[i] >= 8;
    }
    QVERIFY(m_store->analyses().save(id, sl::ai::kAnalysisVersion, tiny(), decisions, true));
    ReplayWindow window(rec, id);
    window.setStore(m_store.get());
    QVERIFY(window.analysis()->isComplete());
    std::size_t shown = 0;
    for (int row = 0; row < window.moveList()->rowCount(); ++row)
        if (const DecisionAnalysis* d = window.analysis()->forTurn(row)) {
            const std::size_t i = std::size_t(
                std::find_if(decisions.begin(), decisions.end(),
                             [&](const DecisionAnalysis& x) { return x.seq == d->seq; }) -
                decisions.begin());
            QCOMPARE(window.moveList()->index(row, MoveListModel::Lost).data().toString(),
                     QString::fromUtf8(cells[i]));
            ++shown;
        }
    QCOMPARE(shown, losses.size());
    QTableWidget* table = window.analysisView()->table();
    for (int p = 0; p < 2; ++p) {
        const auto& w = want[std::size_t(p)];
        QCOMPARE(table->item(0, p)->text(), QString::number(int(w[0])));
        QCOMPARE(table->item(1, p)->text(), QString::number(w[1] / w[0], 'f', 2));
        QCOMPARE(table->item(2, p)->text(), QString::number(int(w[2])));
        QCOMPARE(table->item(3, p)->text(), QString::number(int(w[3])));
    }
}

void TstAnalysisReplay::storedAnalysisShownAtOnce()
{
    // Analysed by the test before: a new window shows it without analysing anything.
    const auto rec = m_store->loadRecord(m_game);
    const auto stored = m_store->analyses().load(m_game);
    QVERIFY(stored && stored->complete);
    ReplayWindow window(*rec, m_game);
    QVERIFY(window.moveView()->isColumnHidden(MoveListModel::Lost));
    window.setStore(m_store.get());
    QVERIFY(!window.analysis()->isRunning());
    QVERIFY(window.analysis()->isComplete());
    QVERIFY(!window.analyseAction()->isEnabled());
    QVERIFY(!window.moveView()->isColumnHidden(MoveListModel::Lost));
    QCOMPARE(window.analysis()->options().iterations, 30); // the stored run's settings
    for (int row = 0; row < window.moveList()->rowCount(); ++row)
        if (const DecisionAnalysis* d = window.analysis()->forTurn(row))
            QCOMPARE(window.moveList()->index(row, MoveListModel::Lost).data().toString(),
                     expectedCell(*d));
    QCOMPARE(int(window.analysis()->analysedCount()), int(stored->decisions.size()));
    // A change of language says the same in other words: nothing of the analysis is redrawn.
    auto* controls = window.findChild<AnalysisControls*>();
    QVERIFY(controls);
    QSignalSpy redrawn(controls, &AnalysisControls::changed);
    QEvent languageChange(QEvent::LanguageChange);
    QApplication::sendEvent(&window, &languageChange);
    QCOMPARE(redrawn.count(), 0);
    QVERIFY(window.analyseAction()->toolTip().startsWith(QStringLiteral("This game has been")));
    // The same from the play window's File ▸ Game browser / Replay: the replay knows the store.
    Shell shell(m_store.get());
    shell.openReplay(m_game);
    ReplayWindow* opened = nullptr;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* r = qobject_cast<ReplayWindow*>(w); r && r != &window) opened = r;
    QVERIFY(opened);
    QVERIFY(opened->analysis()->isComplete());
    QVERIFY(!opened->moveView()->isColumnHidden(MoveListModel::Lost));
    delete opened;
}

void TstAnalysisReplay::cancelMidRunLeavesAllConsistent()
{
    const sl::GameRecord rec = shortGame(9);
    const qint64 game = m_store->insertRecord(rec);
    ReplayWindow window(rec, game);
    window.setStore(m_store.get());
    window.analysis()->setOptions(tiny());
    window.show();
    // Cancel is clicked as the second turn is shown, however far the worker got meanwhile.
    connect(window.analysis(), &ReplayAnalysis::progress, &window, [&](int done, int) {
        if (done == 2 && window.cancelAnalysisButton()->isVisible())
            QTest::mouseClick(window.cancelAnalysisButton(), Qt::LeftButton);
    });
    window.analyseAction()->trigger();
    QVERIFY(window.analysisProgress()->isVisibleTo(&window));
    QVERIFY(window.cancelAnalysisButton()->isVisibleTo(&window));
    QCOMPARE(window.cancelAnalysisButton()->text(), QStringLiteral("Cancel"));
    waitUntil([&] { return !window.analysis()->isRunning(); });
    const int done = window.analysis()->analysedCount();
    QCOMPARE(done, 2);
    QTest::qWait(100); // results posted before the cancel are dropped, not shown later
    QCOMPARE(window.analysis()->analysedCount(), done);
    QVERIFY(!window.analysisProgress()->isVisibleTo(&window));
    QVERIFY(!window.cancelAnalysisButton()->isVisibleTo(&window));
    QVERIFY(window.analyseAction()->isEnabled());
    QVERIFY(window.analysisView()->status()->text().startsWith(
        QStringLiteral("Analysed %1 of %2 turns (stopped)")
            .arg(done)
            .arg(window.analysis()->decisionCount())));

    // The store holds exactly the decisions shown, whole, and the run is not complete.
    const auto stored = m_store->analyses().load(game);
    QVERIFY(stored && !stored->complete);
    QCOMPARE(int(stored->decisions.size()), done);
    int shown = 0;
    for (int row = 0; row < window.moveList()->rowCount(); ++row) {
        const QString cell = window.moveList()->index(row, MoveListModel::Lost).data().toString();
        if (const DecisionAnalysis* d = window.analysis()->forTurn(row)) {
            ++shown;
            QVERIFY(std::find(stored->decisions.begin(), stored->decisions.end(), *d) !=
                    stored->decisions.end());
            QCOMPARE(cell, expectedCell(*d));
        } else {
            QCOMPARE(cell, QStringLiteral("–"));
        }
    }
    QCOMPARE(shown, done);
    // The window still navigates and shows ghosts of the analysed turns.
    window.cursor()->last();
    window.cursor()->first();

    // Analyse game goes on from there: the whole run equals one that was never stopped.
    window.analysis()->setOptions(tiny(60)); // ignored: the stored run keeps its settings
    window.analyseAction()->trigger();
    waitUntil([&] { return !window.analysis()->isRunning(); });
    const auto whole = m_store->analyses().load(game);
    QVERIFY(whole && whole->complete);
    QVERIFY(whole->decisions == sl::ai::analyseGame(rec, tiny(), {}, nullptr));
}

void TstAnalysisReplay::closingWhileAnalysingIsSafe()
{
    // Closed in the middle of an analysis: the work stops with the window (nothing is written
    // afterwards), what was stored is exactly what an uninterrupted analysis computes for those
    // decisions, and the run is marked unfinished, so that Analyse game goes on from there.
    const sl::GameRecord rec = shortGame(13);
    const qint64 game = m_store->insertRecord(rec);
    const sl::ai::AnalysisOptions options = tiny(3000); // long enough to close it mid-run
    auto* window = new ReplayWindow(rec, game);
    window->setStore(m_store.get());
    window->analysis()->setOptions(options);
    window->show();
    window->analyseAction()->trigger();
    waitUntil([&] { return window->analysis()->analysedCount() >= 2; });
    QVERIFY(window->analysis()->isRunning());
    delete window; // stops and joins the analysis at once; nothing arrives for the deleted window
    const auto stored = m_store->analyses().load(game);
    QVERIFY(stored && !stored->complete);
    const std::size_t kept = stored->decisions.size();
    QVERIFY(kept >= 2 && kept < sl::ai::decisionPoints(rec).size());
    QTest::qWait(300);
    QCOMPARE(m_store->analyses().load(game)->decisions.size(), kept);
    const std::vector<DecisionAnalysis> full = sl::ai::analyseGame(rec, options, {}, nullptr);
    for (const DecisionAnalysis& d : stored->decisions) {
        const auto same = std::find_if(full.begin(), full.end(),
                                       [&](const DecisionAnalysis& f) { return f.seq == d.seq; });
        QVERIFY(same != full.end());
        QVERIFY(*same == d);
    }
}

void TstAnalysisReplay::readOnlyDatabaseAnalysedNotStored()
{
    const sl::GameRecord rec = shortGame(17);
    const qint64 game = m_store->insertRecord(rec);
    auto reader = GameStore::openReadOnly(m_store->path());
    QVERIFY(reader && reader->isReadOnly());
    ReplayWindow window(rec, game);
    window.setStore(reader.get());
    window.analysis()->setOptions(tiny());
    window.analyseAction()->trigger();
    waitUntil([&] { return !window.analysis()->isRunning(); });
    QVERIFY(window.analysis()->isComplete()); // shown all the same
    const int turns = window.analysis()->decisionCount();
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral(
                 "Analysis complete: %1 turns. It is not stored: the game database is read-only.")
                 .arg(turns));
    QVERIFY(!m_store->analyses().load(game));
    // The status bar follows a language switch, as every other text (it once kept its English).
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QTRY_VERIFY(window.statusBar()->currentMessage().startsWith(
        QStringLiteral("Rozbor hotov: %1 tah").arg(turns)));
    QVERIFY2(!window.statusBar()->currentMessage().contains(QLatin1String("Analysis")),
             qPrintable(window.statusBar()->currentMessage()));
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    QTRY_VERIFY(
        window.statusBar()->currentMessage().startsWith(QStringLiteral("Analysis complete")));
}

void TstAnalysisReplay::earlierAnalysisVersionNamed()
{
    // A game reviewed only with an earlier method: its analysis is kept but not shown, and the
    // Analysis tab says so instead of "Not analysed yet".
    const auto rec = m_store->loadRecord(m_game);
    QVERIFY(rec);
    const qint64 game = m_store->insertRecord(*rec);
    QVERIFY(game > 0);
    QVERIFY(!m_store->analyses().earlierVersion(game));
    const int old = sl::ai::kAnalysisVersion - 1;
    QVERIFY(m_store->analyses().save(game, old - 1, tiny(), {}, true));
    QVERIFY(m_store->analyses().save(game, old, tiny(), {}, true));
    QCOMPARE(m_store->analyses().earlierVersion(game).value_or(-1), old); // the newest of them
    {
        ReplayWindow window(*rec, game);
        window.setStore(m_store.get());
        QCOMPARE(window.analysis()->analysedCount(), 0);
        QVERIFY(window.moveView()->isColumnHidden(MoveListModel::Lost));
        QVERIFY(window.analyseAction()->isEnabled());
        QCOMPARE(window.analysisView()->status()->text(),
                 QStringLiteral("This game was analysed with an earlier method (version %1; now "
                                "%2). That analysis is kept but not shown: Analyse game reviews "
                                "the game with the current method.")
                     .arg(old)
                     .arg(sl::ai::kAnalysisVersion));
    }
    // Once analysed with the current method, that analysis is shown and the old one not named.
    QVERIFY(m_store->analyses().save(game, sl::ai::kAnalysisVersion, tiny(), {}, true));
    ReplayWindow window(*rec, game);
    window.setStore(m_store.get());
    QVERIFY(!window.analysisView()->status()->text().contains(QStringLiteral("earlier")));
    QCOMPARE(window.analysis()->earlierVersion(), 0);
}

QTEST_MAIN(TstAnalysisReplay)
#include "tst_analysisreplay.moc"
