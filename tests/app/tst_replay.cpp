// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The replay viewer, offscreen: its state equals the engine's replay at every event, navigation,
// keys and autoplay, "continue from here", the move list, models checked by
// QAbstractItemModelTester, the graph's series equal to the engine's score series, statistics
// (the game browser: tst_browser).
#include "../engine/fingerprint.h"
#include "browser/gamebrowser.h"
#include "browser/gamesmodel.h"
#include "common/languagemanager.h"
#include "gameoracle.h"
#include "identitymain.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "replay/movelistmodel.h"
#include "replay/movelistview.h"
#include "replay/replaycursor.h"
#include "replay/replaywindow.h"
#include "replay/scoregraph.h"
#include "rules/odds.h"
#include "rules/simulate.h"
#include "rules/statistics.h"
#include "samplegames.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"
#include "widgets/statisticsview.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace slapp;

class TstReplay : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void moveListShareOfWidth();
    void viewerEqualsEngineAtEveryEvent_data();
    void viewerEqualsEngineAtEveryEvent();
    void navigation();
    void keyboardAndSlider();
    void autoplay();
    void continueFromHere();
    void moveListFollowsCursor();
    void graphSeriesEqualEngine();
    void statistics();
    void statisticsAgainstTheEffects_data();
    void statisticsAgainstTheEffects();
    void modelsPassTheTester();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
    QList<qint64> m_games;
};

void TstReplay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    m_games = sltest::insertSampleGames(*m_store);
    for (qint64 id : m_games)
        QVERIFY(id > 0);
}

void TstReplay::viewerEqualsEngineAtEveryEvent_data()
{
    QTest::addColumn<int>("game");
    QTest::newRow("2 players") << 0;
    QTest::newRow("team game") << 1;
    QTest::newRow("6 players with the expansion") << 2;
    QTest::newRow("unfinished game") << 3;
}

void TstReplay::viewerEqualsEngineAtEveryEvent()
{
    QFETCH(int, game);
    const auto rec = m_store->loadRecord(m_games[game]);
    QVERIFY(rec);
    ReplayWindow window(*rec, m_games[game]);
    ReplayCursor* c = window.cursor();
    QCOMPARE(c->length(), rec->events.size());
    // Forward event by event, then backward, then random jumps: always the engine's replay.
    sl::GameState engine(sl::buildCatalog(rec->setup), rec->setup.config());
    c->first();
    QCOMPARE(sltest::fingerprint(*c->viewState()), sltest::fingerprint(engine));
    for (std::size_t i = 0; i < rec->events.size(); ++i) {
        QCOMPARE(engine.apply(rec->events[i]), sl::ApplyError::None);
        c->stepForward();
        QCOMPARE(c->position(), i + 1);
        QCOMPARE(sltest::fingerprint(*c->viewState()), sltest::fingerprint(engine));
    }
    for (std::size_t i = rec->events.size(); i-- > 0;) {
        c->stepBack();
        if (i % 7 == 0)
            QCOMPARE(sltest::fingerprint(*c->viewState()),
                     sltest::fingerprint(*sl::replay(*rec, i).state));
    }
    sl::Rng rng(3);
    for (int k = 0; k < 40; ++k) {
        const std::size_t n = rng.below(std::uint32_t(rec->events.size() + 1));
        window.slider()->setValue(int(n));
        QCOMPARE(c->position(), n);
        QCOMPARE(sltest::fingerprint(*c->viewState()),
                 sltest::fingerprint(*sl::replay(*rec, n).state));
        // The board shows exactly this state.
        QCOMPARE(window.board()->highlightedCells().size(), 0); // read-only: nothing to place
    }
}

void TstReplay::navigation()
{
    const auto rec = m_store->loadRecord(m_games[0]);
    ReplayWindow window(*rec, m_games[0]);
    ReplayCursor* c = window.cursor();
    const auto& turns = c->turns();
    QVERIFY(turns.size() >= 75);
    QCOMPARE(c->position(), c->length()); // opens at the end
    c->first();
    QCOMPARE(c->position(), std::size_t(0));
    c->moveTurns(1);
    QCOMPARE(c->position(), turns[0].endEvent);
    c->moveTurns(10);
    QCOMPARE(c->position(), turns[10].endEvent);
    c->moveTurns(-10);
    QCOMPARE(c->position(), turns[0].endEvent);
    c->moveTurns(-1);
    QCOMPARE(c->position(), std::size_t(0));
    // From inside a turn: back goes to its start, forward to its end.
    c->setPosition(turns[5].firstEvent + 1);
    QCOMPARE(c->turnIndex(), 5);
    c->moveTurns(-1);
    QCOMPARE(c->position(), turns[4].endEvent);
    c->setPosition(turns[5].firstEvent + 1);
    c->moveTurns(1);
    QCOMPARE(c->position(), turns[5].endEvent);
    c->last();
    QCOMPARE(c->position(), c->length());
    c->stepForward();
    QCOMPARE(c->position(), c->length());
    c->jumpToTurn(20);
    QCOMPARE(c->position(), turns[20].endEvent);
    QCOMPARE(c->turnIndex(), 20);
}

void TstReplay::keyboardAndSlider()
{
    const auto rec = m_store->loadRecord(m_games[1]);
    ReplayWindow window(*rec, m_games[1]);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ReplayCursor* c = window.cursor();
    QTest::keyClick(&window, Qt::Key_Home);
    QCOMPARE(c->position(), std::size_t(0));
    QTest::keyClick(&window, Qt::Key_Right);
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(c->position(), std::size_t(2));
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(c->position(), std::size_t(1));
    QTest::keyClick(&window, Qt::Key_Down);
    QCOMPARE(c->position(), c->turns()[0].endEvent);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(c->position(), c->turns()[10].endEvent);
    QTest::keyClick(&window, Qt::Key_Up);
    QCOMPARE(c->position(), c->turns()[9].endEvent);
    QTest::keyClick(&window, Qt::Key_End);
    QCOMPARE(c->position(), c->length());
    QCOMPARE(window.slider()->value(), int(c->length()));
    window.slider()->setValue(17);
    QCOMPARE(c->position(), std::size_t(17));
    // The board's zoom keys, as in the play window (issue 34, item 8).
    const double fitted = window.board()->scale();
    QTest::keyClick(&window, Qt::Key_Plus);
    QVERIFY(window.board()->scale() > fitted);
    QTest::keyClick(&window, Qt::Key_Minus);
    QTest::keyClick(&window, Qt::Key_Minus);
    QVERIFY(window.board()->scale() < fitted);
    QTest::keyClick(&window, Qt::Key_F);
    QCOMPARE(window.board()->scale(), fitted);
    // Opened at the end, the last move's row is whole in the list (issue 34, item 8).
    {
        ReplayWindow atEnd(*rec, m_games[1]);
        atEnd.cursor()->last();
        atEnd.resize(1366, 700);
        atEnd.show();
        QVERIFY(QTest::qWaitForWindowExposed(&atEnd));
        QApplication::processEvents();
        QTableView* list = atEnd.findChild<QTableView*>(QStringLiteral("moveList"));
        QVERIFY(list);
        // The list fits its columns to its texts once it has its size (the events after show).
        const QModelIndex last = list->model()->index(list->model()->rowCount() - 1, 0);
        QTRY_VERIFY(list->visualRect(last).bottom() < list->viewport()->height());
        const QRect lastRow = list->visualRect(last);
        QVERIFY2(lastRow.top() >= 0 && lastRow.bottom() < list->viewport()->height(),
                 qPrintable(QStringLiteral("%1..%2 of %3")
                                .arg(lastRow.top())
                                .arg(lastRow.bottom())
                                .arg(list->viewport()->height())));
    }
}

void TstReplay::autoplay()
{
    const auto rec = m_store->loadRecord(m_games[0]);
    ReplayWindow window(*rec, m_games[0]);
    window.show();
    ReplayCursor* c = window.cursor();
    c->setPosition(c->length() - 30);
    window.setAutoplayInterval(1);
    window.autoplayAction()->trigger();
    QVERIFY(window.autoplaying());
    QTRY_COMPARE_WITH_TIMEOUT(c->position(), c->length(), 5000);
    QTRY_VERIFY(!window.autoplaying()); // stops at the end
    // Space toggles it; at the end it starts again from the beginning.
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(window.autoplaying());
    QVERIFY(c->position() < 5);
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(!window.autoplaying());
}

void TstReplay::continueFromHere()
{
    MainWindow main(m_store.get());
    main.setDialogsEnabled(false);
    const auto rec = m_store->loadRecord(m_games[2]);
    ReplayWindow window(*rec, m_games[2]);
    connect(&window, &ReplayWindow::continueRequested, &main, &MainWindow::continueFromRecord);
    ReplayCursor* c = window.cursor();
    c->jumpToTurn(30);
    const std::size_t at = c->position();
    window.continueAction()->trigger();
    QVERIFY(main.controller()->hasGame());
    const qint64 id = main.controller()->gameId();
    QVERIFY(id != m_games[2]);
    const auto summary = m_store->summary(id);
    QVERIFY(summary);
    QCOMPARE(summary->originGame, m_games[2]);
    QCOMPARE(std::size_t(summary->originEvent), at);
    // The new game starts with exactly the shown events, then goes on with its own draws.
    const sl::GameRecord& live = main.controller()->record();
    QVERIFY(live.events.size() >= at);
    QVERIFY(std::equal(rec->events.begin(), rec->events.begin() + long(at), live.events.begin()));
    QCOMPARE(main.controller()->state().phase(), sl::Phase::PlaceTile);
    // From the middle of a turn it continues from the last point a player could move.
    c->setPosition(c->turns()[40].firstEvent + 2);
    const std::size_t back = c->continuablePosition(c->position());
    QVERIFY(back <= c->position());
    const sl::Phase phase = sl::replay(*rec, back).state->phase();
    QVERIFY(phase == sl::Phase::DrawTile || phase == sl::Phase::PlaceTile);
}

void TstReplay::moveListFollowsCursor()
{
    const auto rec = m_store->loadRecord(m_games[2]);
    ReplayWindow window(*rec, m_games[2]);
    window.show();
    ReplayCursor* c = window.cursor();
    QCOMPARE(window.moveList()->rowCount(), int(c->turns().size()));
    c->jumpToTurn(12);
    QCOMPARE(window.moveView()->currentIndex().row(), 12);
    // Clicking a row jumps there.
    const QModelIndex row = window.moveList()->index(33, MoveListModel::Tile);
    window.moveView()->scrollTo(row);
    QTest::mouseClick(window.moveView()->viewport(), Qt::LeftButton, Qt::NoModifier,
                      window.moveView()->visualRect(row).center());
    QCOMPARE(c->position(), c->turns()[33].endEvent);
    // Rows show the turn's battles with their dice.
    int withBattle = -1;
    for (int r = 0; r < window.moveList()->rowCount() && withBattle < 0; ++r)
        if (!c->turns()[std::size_t(r)].battles.empty()) withBattle = r;
    QVERIFY(withBattle >= 0);
    const QString battles =
        window.moveList()->index(withBattle, MoveListModel::Battles).data().toString();
    const auto& b = c->turns()[std::size_t(withBattle)].battles.front();
    for (const auto& side : b.rolls.front())
        for (int d : side)
            QVERIFY(battles.contains(QString::number(d)));
    // At a point after the battle, the side panel shows its dice; before the first die, none.
    auto* label = window.findChild<QLabel*>(QStringLiteral("lastEvent"));
    QVERIFY(label);
    c->jumpToTurn(withBattle);
    QVERIFY(label->text().contains(battles));
    const sl::TurnSummary& turn = c->turns()[std::size_t(withBattle)];
    std::size_t firstDie = turn.firstEvent;
    while (c->viewRecord()->events[firstDie].type != sl::EventType::Die)
        ++firstDie;
    c->setPosition(firstDie);
    QVERIFY(!label->text().contains(battles));
}

void TstReplay::graphSeriesEqualEngine()
{
    for (qint64 id : m_games) {
        const auto rec = m_store->loadRecord(id);
        ReplayWindow window(*rec, id);
        const auto& series = window.graph()->series();
        QVERIFY(series.size() >= 2);
        // One point at the start and one after every turn, each the engine's scores there.
        QCOMPARE(series.size(), window.cursor()->turns().size() + 1);
        for (const sl::ScorePoint& p : series) {
            const sl::ReplayResult r = sl::replay(*rec, p.events);
            for (int side = 0; side < r.state->sideCount(); ++side) {
                QCOMPARE(p.banked[std::size_t(side)], r.state->score(side));
                QCOMPARE(p.projected[std::size_t(side)], r.state->projectedScore(side));
            }
            QCOMPARE(p.turn, r.state->turn());
        }
        // Clicking the graph jumps to that point.
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScoreGraph* g = window.graph();
        const int target = int(series.size()) / 2;
        double x = 0;
        for (int px = 0; px < g->width(); ++px)
            if (g->pointAt(px) == target) {
                x = px;
                break;
            }
        QSignalSpy clicked(g, &ScoreGraph::pointClicked);
        QTest::mouseClick(g, Qt::LeftButton, Qt::NoModifier, QPoint(int(x), g->height() / 2));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(window.cursor()->position(), series[std::size_t(target)].events);
    }
}

void TstReplay::statistics()
{
    const auto rec = m_store->loadRecord(m_games[2]);
    const sl::GameStatistics st = sl::computeStatistics(*rec);
    const sl::ReplayResult end = sl::replay(*rec);
    int fought = 0, won = 0;
    double expected = 0;
    for (int side = 0; side < end.state->sideCount(); ++side) {
        const sl::SideStatistics& s = st.sides[std::size_t(side)];
        QCOMPARE(s.total(), end.state->score(side));
        QCOMPARE(s.battlesWon + s.battlesLost, s.battlesFought);
        fought += s.battlesFought;
        won += s.battlesWon;
        expected += s.expectedWins;
    }
    // Each battle has one winner, and the expected wins of its sides add up to 1.
    QCOMPARE(won, st.battles);
    QVERIFY(std::abs(expected - st.battles) < 1e-9);
    QVERIFY(fought >= 2 * st.battles);
    int tiles = 0;
    for (const sl::PlayerStatistics& p : st.players)
        tiles += p.tilesPlaced;
    QCOMPARE(tiles, int(end.state->tiles().size()) - 1);
    // The view shows it and exports the same as CSV.
    slui::StatisticsView view;
    view.setStatistics(st, *rec);
    QCOMPARE(view.table()->columnCount(), 6); // a column per player: no scrolling sideways
    QCOMPARE(view.table()->rowCount(), 12);
    for (int p = 0; p < 6; ++p)
        QCOMPARE(view.table()->item(4, p)->text().toInt(), st.sides[std::size_t(p)].total());
    const QString csv = m_dir.filePath(QStringLiteral("stats.csv"));
    QVERIFY(view.exportCsv(csv));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QVERIFY(lines.front().startsWith("seat,name,colour,side,route_points"));
    QCOMPARE(lines.size(), 8); // header, 6 players, empty after the last line break
    QVERIFY(lines[1].contains(QByteArray::number(end.state->score(0))));
}

void TstReplay::statisticsAgainstTheEffects_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("expansion");
    QTest::addColumn<bool>("team");
    QTest::addColumn<int>("cut"); // events kept: 0 the whole game
    QTest::newRow("2 players") << 2 << false << false << 0;
    QTest::newRow("6 players, the expansion") << 6 << true << false << 0;
    QTest::newRow("team game, the expansion") << 4 << true << true << 0;
    QTest::newRow("5 players, unfinished") << 5 << false << false << 150;
}

void TstReplay::statisticsAgainstTheEffects()
{
    // Every cell of the statistics view against the oracle (tests/app/gameoracle.h): points by
    // source from the rules' effects (battle points by their source: ties and withdrawals),
    // battles from their starts and wins, dice luck from the odds at each start, tiles and
    // meeples from the placements and the tile types' realms.
    QFETCH(int, players);
    QFETCH(bool, expansion);
    QFETCH(bool, team);
    QFETCH(int, cut);
    for (std::uint64_t seed = 41; seed < 44; ++seed) {
        sl::GameRecord rec = sl::randomRecord(sl::makeSetup({players, expansion, team}, seed));
        if (cut) rec.events.resize(std::size_t(cut));
        const oracle::Game want = oracle::replayed(rec);
        slui::StatisticsView view;
        view.setStatistics(sl::computeStatistics(rec), rec);
        QCOMPARE(view.table()->columnCount(), players);
        int battlePoints = 0;
        for (int p = 0; p < players; ++p) {
            const sl::Colour colour = rec.setup.players[std::size_t(p)].colour;
            const int side =
                team ? (colour == sl::Colour::Red || colour == sl::Colour::Green ? 0 : 1) : p;
            const oracle::Side& s = want.sides[std::size_t(side)];
            const oracle::Seat& seat = want.seats[std::size_t(p)];
            auto text = [&](int row) { return view.table()->item(row, p)->text(); };
            for (int k = 0; k < 4; ++k)
                QCOMPARE(text(k), QString::number(s.points[std::size_t(k)]));
            QCOMPARE(text(4), QString::number(s.total()));
            QCOMPARE(text(5), QStringLiteral("%1 / %2").arg(s.won).arg(s.fought));
            QCOMPARE(text(6), QString::number(s.lost));
            QCOMPARE(text(7), QLocale().toString(s.won - s.expected, 'f', 2));
            QCOMPARE(text(8), QString::number(seat.tiles));
            QCOMPARE(text(9), QStringLiteral("%1 / %2 / %3")
                                  .arg(seat.tilesWith[0])
                                  .arg(seat.tilesWith[1])
                                  .arg(seat.tilesWith[2]));
            QCOMPARE(text(10), QString::number(seat.meeples));
            QCOMPARE(text(11), QStringLiteral("%1 / %2 / %3")
                                   .arg(seat.meeplesOn[0])
                                   .arg(seat.meeplesOn[1])
                                   .arg(seat.meeplesOn[2]));
            battlePoints += s.points[3];
        }
        if (players >= 5 && !cut) QVERIFY(battlePoints > 0); // battles' points were checked
    }
}

void TstReplay::modelsPassTheTester()
{
    // More games than a page, so that the tester sees fetchMore on each state of the list: the
    // first page, sorted, filtered, and reloaded after the store changed. (A tester is made anew
    // after each reset: Qt 6.4's tester runs its checks, fetchMore included, from modelReset
    // before it marks the reset as done, so a lazy model cannot stay under one tester through
    // a reset.)
    QTemporaryDir dir;
    auto many = GameStore::open(dir.filePath(QStringLiteral("pages.sqlite")));
    QVERIFY(many);
    for (int g = 0; g < 2 * GamesModel::kPage + 30; ++g)
        QVERIFY(many->insertRecord(
            sl::randomRecord(sl::makeSetup({2 + g % 3, false, false}, 500 + std::uint64_t(g)))));
    GameBrowser browser(many.get());
    GamesModel* model = browser.model();
    auto fetchAllUnderTester = [&](int expected) {
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        while (model->canFetchMore({}))
            model->fetchMore({});
        QCOMPARE(model->rowCount(), expected);
    };
    QCOMPARE(model->rowCount(), GamesModel::kPage);
    fetchAllUnderTester(2 * GamesModel::kPage + 30);
    model->sort(GamesModel::Winner, Qt::AscendingOrder);
    QCOMPARE(model->rowCount(), GamesModel::kPage);
    fetchAllUnderTester(2 * GamesModel::kPage + 30);
    browser.setPlayerFilter(QStringLiteral("Player 3"));
    fetchAllUnderTester(model->total());
    QVERIFY(model->total() > GamesModel::kPage && model->total() < 2 * GamesModel::kPage + 30);
    browser.setPlayerFilter(QString());
    many->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 499)));
    browser.follow();
    fetchAllUnderTester(2 * GamesModel::kPage + 31);
    const auto rec = m_store->loadRecord(m_games[2]);
    ReplayWindow window(*rec, m_games[2]);
    QAbstractItemModelTester moves(window.moveList(),
                                   QAbstractItemModelTester::FailureReportingMode::QtTest);
    window.cursor()->first();
    window.cursor()->last();
    QVERIFY(window.moveList()->rowCount() > 80);
}

// The move list's columns (issue 34, item 8): the width where it saves lines, computed by hand.
// A cell's lines at width w are ceil(advance / ((w - padding) * 9 / 10)).
void TstReplay::moveListShareOfWidth()
{
    using slapp::TextCell;
    // Three rows of a 100 px text in the first column, one of 50 px in the second. One line
    // needs 112 px (100 / 0.9) and 56 px: with 200 px both get one line and the 32 left over
    // is shared by width.
    const std::vector<std::vector<TextCell>> rows = {
        {{100, 0}, {0, 0}}, {{100, 0}, {0, 0}}, {{100, 0}, {50, 0}}};
    auto lines = [](int advance, int width) {
        const int room = width * 9 / 10;
        return advance <= 0 ? 1 : (advance + room - 1) / room;
    };
    std::vector<int> w = slapp::shareColumnWidths(rows, {20, 20}, 200);
    QCOMPARE(w.size(), std::size_t(2));
    QCOMPARE(w[0] + w[1], 200);
    QCOMPARE(lines(100, w[0]), 1);
    QCOMPARE(lines(50, w[1]), 1);
    // 140 px: not both on one line. Three rows depend on the first column, one on the second:
    // the first gets its line (112) and the second keeps its start and more, its text over lines.
    w = slapp::shareColumnWidths(rows, {20, 20}, 140);
    QCOMPARE(w[0] + w[1], 140);
    QCOMPARE(lines(100, w[0]), 1);
    QVERIFY(lines(50, w[1]) > 1);
    // Less than the starting widths: the starting widths.
    QCOMPARE(slapp::shareColumnWidths(rows, {90, 60}, 100), (std::vector<int>{90, 60}));
    // Nothing to wrap: the room shared by the starting widths.
    w = slapp::shareColumnWidths({{{10, 0}, {10, 0}}}, {30, 20}, 100);
    QCOMPARE(w, (std::vector<int>{60, 40}));
}

STARLANES_IDENTITY_TEST_MAIN(TstReplay)

#include "tst_replay.moc"
