// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The play window, offscreen: a whole 3-player game through the window's own actions, models
// checked by QAbstractItemModelTester, highlighted cells equal to the engine's placements,
// dialogs and the language switch.
#include "answerdialog.h"
#include "common/languagemanager.h"
#include "humansetup.h"
#include "identitymain.h"
#include "play/battledialog.h"
#include "play/finalscoredialog.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "play/newgamedialog.h"
#include "play/turnlogmodel.h"
#include "play/turnpanel.h"
#include "rules/simulate.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"
#include "widgets/playersmodel.h"
#include "widgets/remainingtilesmodel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

#include <set>

using namespace slapp;

class TstPlayWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void wholeGameThroughTheWindow();
    void highlightsAreTheLegalPlacements();
    void modelsPassTheTester();
    void takeBackAndRotate();
    void languageSwitchRetranslates();
    void newGameDialogValidates();
    void newGameDialogSaysWhyAFileIsRefused();
    void battleDialogShowsEveryRoll();
    void finalScoreDialog();
    void resumeOffered();
    void boardCommandsOnlyWithTheBoard();
    void panelsPutAwayWithTheWelcomePage();
    void ownTileSetNamed();

private:
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

void TstPlayWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstPlayWindow::cleanup()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstPlayWindow::wholeGameThroughTheWindow()
{
    // Three players, every turn made by mouse clicks on the board and the window's actions:
    // click a highlighted cell, sometimes rotate (R), sometimes click a meeple circle, confirm
    // (Enter). The scores the window shows at the end equal the engine's replay of the stored
    // game.
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.resize(1280, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy finished(&window, &MainWindow::gameFinished);
    QVERIFY(window.startGame(humanSetup({3, false, false}, 2026)));
    GameController* c = window.controller();
    slui::BoardWidget* board = window.board();
    QRandomGenerator rng(7);
    int turns = 0, meeples = 0, rotations = 0;
    while (!c->isOver()) {
        QVERIFY(c->state().phase() == sl::Phase::PlaceTile);
        const QList<QPoint> cells = board->highlightedCells();
        QVERIFY(!cells.isEmpty());
        const QPoint cell = cells[int(rng.bounded(quint32(cells.size())))];
        board->fitToWindow();
        QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->cellCentre(cell).toPoint());
        QVERIFY2(c->pendingPlacement().has_value(),
                 "a click on a highlighted cell places the tile");
        if (rng.bounded(3) == 0 && c->legalRotations(cell).size() > 1) {
            const int before = c->pendingPlacement()->rot;
            window.rotateAction()->trigger();
            QVERIFY(c->pendingPlacement()->rot != before);
            ++rotations;
        }
        const auto targets = c->meepleTargets();
        if (!targets.empty() && rng.bounded(2) == 0) {
            const sl::MeepleMove t = targets[rng.bounded(quint32(targets.size()))];
            const auto at = board->targetPosition(t);
            QVERIFY(at.has_value());
            QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, at->toPoint());
            if (c->pendingMeeple()) ++meeples;
        }
        QTest::keyClick(&window, Qt::Key_Return);
        ++turns;
        QVERIFY(turns < 200);
    }
    QVERIFY(finished.count() == 1 || finished.wait(2000));
    QVERIFY(meeples > 5);
    QVERIFY(rotations > 5);
    const sl::ReplayResult r = sl::replay(*m_store->loadRecord(c->gameId()));
    QVERIFY(!r.error);
    QCOMPARE(r.state->phase(), sl::Phase::GameOver);
    slui::PlayersModel* players = window.playersModel();
    for (int p = 0; p < 3; ++p)
        QCOMPARE(players->index(p).data(slui::PlayersModel::ScoreRole).toInt(),
                 r.state->score(r.state->sideOf(p)));
    // The final report the dialog shows has the engine's totals too.
    const FinalReport report = *c->finalReport();
    FinalScoreDialog dialog(report, window.sideLooks(), nullptr);
    for (int row = 0; row < 3; ++row) {
        const QString name = dialog.summaryTable()->item(row, 1)->text();
        int seat = -1;
        for (int p = 0; p < 3; ++p)
            if (QString::fromStdString(c->record().setup.players[std::size_t(p)].name) == name)
                seat = p;
        QVERIFY(seat >= 0);
        QCOMPARE(dialog.summaryTable()->item(row, 6)->text().toInt(), r.state->score(seat));
    }
    QVERIFY(m_store->summary(c->gameId())->isFinished());
}

void TstPlayWindow::highlightsAreTheLegalPlacements()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    QVERIFY(window.startGame(humanSetup({4, true, false}, 31)));
    GameController* c = window.controller();
    sl::Rng rng(5);
    sl::RandomPlayer player;
    for (int turn = 0; turn < 60 && !c->isOver(); ++turn) {
        std::vector<sl::Placement> legal;
        c->state().legalPlacements(legal);
        std::set<std::pair<int, int>> engineCells;
        for (const sl::Placement& p : legal)
            engineCells.insert({p.x, p.y});
        std::set<std::pair<int, int>> shown;
        for (const QPoint& q : window.board()->highlightedCells())
            shown.insert({q.x(), q.y()});
        QCOMPARE(shown, engineCells);
        for (const QPoint& q : window.board()->highlightedCells()) {
            QList<int> rots;
            for (const sl::Placement& p : legal)
                if (p.x == q.x() && p.y == q.y()) rots.append(p.rot);
            QCOMPARE(c->legalRotations(q), rots);
        }
        const sl::Event e = player.choose(c->state(), rng);
        c->selectCell(QPoint(e.place.x, e.place.y));
        while (c->pendingPlacement()->rot != e.place.rot)
            c->rotate(1);
        c->confirm();
    }
}

void TstPlayWindow::modelsPassTheTester()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    QAbstractItemModelTester t1(window.playersModel(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(window.remainingModel(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(window.logModel(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int game = 0; game < 2; ++game) {
        QVERIFY(window.startGame(humanSetup({2 + game * 4, game == 1, false}, 77 + game)));
        QCOMPARE(window.playersModel()->rowCount(), game == 0 ? 2 : 6);
        QCOMPARE(window.remainingModel()->remaining(), game == 0 ? 74 : 92);
        GameController* c = window.controller();
        sl::Rng rng(9);
        for (int turn = 0; turn < 40 && !c->isOver(); ++turn) {
            const auto cells = c->legalCells();
            c->selectCell(cells[rng.below(quint32(cells.size()))]);
            const auto targets = c->meepleTargets();
            if (!targets.empty()) c->chooseMeeple(targets[rng.below(quint32(targets.size()))]);
            c->confirm();
        }
        QVERIFY(window.logModel()->rowCount() > 20);
    }
}

void TstPlayWindow::takeBackAndRotate()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    QVERIFY(window.startGame(humanSetup({2, false, false}, 5)));
    GameController* c = window.controller();
    const std::size_t events = c->record().events.size();
    const QPoint cell = c->legalCells().constFirst();
    c->selectCell(cell);
    QVERIFY(c->pendingPlacement());
    QVERIFY(window.confirmAction()->isEnabled());
    const auto targets = c->meepleTargets();
    if (!targets.empty()) {
        c->chooseMeeple(targets.front());
        QVERIFY(c->pendingMeeple());
        window.takeBackAction()->trigger(); // the meeple first
        QVERIFY(!c->pendingMeeple());
        QVERIFY(c->pendingPlacement());
    }
    window.takeBackAction()->trigger(); // then the tile
    QVERIFY(!c->pendingPlacement());
    QVERIFY(!window.confirmAction()->isEnabled());
    // Nothing was stored while the turn was tentative.
    QCOMPARE(c->record().events.size(), events);
    QCOMPARE(m_store->loadRecord(c->gameId())->events.size(), events);
    // Confirming stores the turn at once.
    c->selectCell(cell);
    window.skipAction()->trigger();
    QVERIFY(c->record().events.size() > events + 1);
    QCOMPARE(m_store->loadRecord(c->gameId())->events.size(), c->record().events.size());
}

void TstPlayWindow::languageSwitchRetranslates()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    QVERIFY(window.startGame(humanSetup({2, false, false}, 8)));
    const QString englishMenu = window.menuBar()->actions().constFirst()->text();
    QCOMPARE(englishMenu, QStringLiteral("&File"));
    const QString englishHint = window.turnPanel()->hintText();
    // Toolbar tooltips name the key, without the mnemonic and the dots of a dialog.
    const auto key = [](const QKeySequence& k) { return k.toString(QKeySequence::NativeText); };
    const QString r = key(QKeySequence(Qt::Key_R));
    const QString n = key(QKeySequence::New);
    QCOMPARE(window.rotateAction()->toolTip(), QStringLiteral("Rotate clockwise (%1)").arg(r));
    QCOMPARE(window.newGameAction()->toolTip(), QStringLiteral("New game (%1)").arg(n));
    QCOMPARE(window.editorAction()->toolTip(),
             QStringLiteral("Correct the tiles against your printed game, or make your own set"));
    QVERIFY(window.languageAction(QStringLiteral("en"))->isChecked());
    // The language chosen elsewhere (the welcome page) is the one checked in the menu.
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QCOMPARE(slui::LanguageManager::instance().effective(), QStringLiteral("cs"));
    // Installing a translator posts LanguageChange events; the open window retranslates as soon
    // as the event loop runs.
    QTRY_COMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("&Soubor"));
    QVERIFY(window.turnPanel()->hintText() != englishHint);
    QCOMPARE(window.rotateAction()->toolTip(),
             QStringLiteral("Otočit po směru hodinových ručiček (%1)").arg(r));
    QCOMPARE(window.newGameAction()->toolTip(), QStringLiteral("Nová hra (%1)").arg(n));
    QVERIFY(window.languageAction(QStringLiteral("cs"))->isChecked());
    QVERIFY(!window.languageAction(QStringLiteral("en"))->isChecked());
    QVERIFY(window.logModel()->rowCount() == 0 ||
            !window.logModel()->index(0).data().toString().isEmpty());
    window.languageAction(QStringLiteral("en"))->trigger();
    QTRY_COMPARE(window.menuBar()->actions().constFirst()->text(), englishMenu);
    QCOMPARE(window.turnPanel()->hintText(), englishHint);
}

void TstPlayWindow::newGameDialogValidates()
{
    NewGameDialog dialog;
    dialog.setExpansion(false);
    dialog.setTeamGame(false);
    dialog.setPlayerCount(3);
    dialog.setSeed(QStringLiteral("12"));
    QVERIFY(dialog.problem().isEmpty());
    auto setup = dialog.setup();
    QVERIFY(setup);
    QCOMPARE(setup->players.size(), std::size_t(3));
    QCOMPARE(setup->seed, std::uint64_t(12));
    dialog.setSeed(QStringLiteral("twelve"));
    QVERIFY(!dialog.problem().isEmpty());
    dialog.setSeed(QString());
    dialog.setTeamGame(true);
    QVERIFY(dialog.problem().isEmpty());
    setup = dialog.setup();
    QCOMPARE(setup->players.size(), std::size_t(4));
    QVERIFY(setup->teamGame);
    dialog.moveSeat(0, 1); // black, red, green, white: two Rebels in a row
    QVERIFY(!dialog.problem().isEmpty());
    dialog.moveSeat(2, 1); // black, red, white, green: the teams alternate again
    QVERIFY(dialog.problem().isEmpty());
    dialog.setTeamGame(false);
    dialog.setExpansion(true);
    dialog.setPlayerCount(6);
    QVERIFY(dialog.problem().isEmpty());
    QVERIFY(dialog.setup()->expansion());
    QVERIFY(
        !dialog.setTileSetFile(QStringLiteral(STARLANES_TEST_DATA "/tilesets/broken-realm.json")));
    QVERIFY(dialog.problem().contains(QStringLiteral("sw90")));
    QVERIFY(dialog.setTileSetFile(
        QStringLiteral(STARLANES_SOURCE_DIR "/resources/tilesets/base.json")));
    QVERIFY(dialog.problem().isEmpty());
}

/** Tile set ▸ Another file…: a garbage file or one of another format is refused with what is
 *  wrong with it (file, place, problem), and the box goes back to the set chosen before. */
void TstPlayWindow::newGameDialogSaysWhyAFileIsRefused()
{
    QTemporaryDir dir;
    const QString garbage = dir.filePath(QStringLiteral("garbage.json"));
    QFile f(garbage);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("\x89PNG\r\n\x1a\n", 8);
    f.close();
    const QString record = dir.filePath(QStringLiteral("record.json"));
    QFile r(record);
    QVERIFY(r.open(QIODevice::WriteOnly));
    r.write(R"({"format": "starlanes-record", "version": 1})");
    r.close();
    // A good set of one's own, chosen first.
    QFile base(QStringLiteral(STARLANES_SOURCE_DIR "/resources/tilesets/base.json"));
    QVERIFY(base.open(QIODevice::ReadOnly));
    const QString mine = dir.filePath(QStringLiteral("mine.json"));
    QFile m(mine);
    QVERIFY(m.open(QIODevice::WriteOnly));
    m.write(base.readAll().replace("\"id\": \"base\"", "\"id\": \"my-base\""));
    m.close();
    NewGameDialog dialog;
    dialog.show();
    auto* box = dialog.findChild<QComboBox*>(QStringLiteral("baseSet"));
    QVERIFY(box);
    QVERIFY(dialog.setTileSetFile(mine));
    const QString chosen = box->currentText();
    QVERIFY2(chosen.contains(QStringLiteral("mine.json")), qPrintable(chosen));
    for (const auto& [file, why] :
         {std::pair{garbage,
                    QStringLiteral("not valid JSON: unexpected character at line 1, column 1")},
          std::pair{record, QStringLiteral("format: not a Starlanes tile set")}}) {
        QString shown;
        answer::nextFile(file);
        answer::nextBox(QMessageBox::Ok, &shown);
        emit box->activated(box->count() - 1); // "Another file…"
        QVERIFY2(shown.contains(file + QStringLiteral(": ") + why), qPrintable(shown));
        QVERIFY(shown.startsWith(QStringLiteral("This file cannot be used as a tile set:")));
        QCOMPARE(box->currentText(), chosen); // back to the set chosen before, not "Built-in"
        QVERIFY(dialog.problem().isEmpty());  // and the game can start with it
    }
}

void TstPlayWindow::battleDialogShowsEveryRoll()
{
    BattleReport report;
    report.realm = sl::RealmKind::Asteroid;
    report.sides = {{0, 2, false, false}, {1, 1, false, false}, {2, 2, false, false}};
    BattleRoll r1;
    r1.dice = {{4, 2}, {3}, {4, 1}};
    r1.results = {4, 3, 4};
    r1.tied = {0, 2};
    r1.withdrawn = {1};
    BattleRoll r2;
    r2.dice = {{2, 5}, {}, {6, 3}};
    r2.results = {5, 0, 6};
    r2.withdrawn = {0};
    report.rolls = {r1, r2};
    report.winner = 2;
    report.points = {3, 1, 1};
    const QList<SideLook> looks{{QStringLiteral("Red"), Qt::red, sl::Faction::Rebel},
                                {QStringLiteral("White"), Qt::white, sl::Faction::Empire},
                                {QStringLiteral("Black"), Qt::black, sl::Faction::Empire}};
    BattleDialog animated(report, looks, true);
    // Each column's heading, in English plurals: 1 die, 2 dice.
    QCOMPARE(animated.view()->sideHeading(0), QStringLiteral("Red: 2 dice"));
    QCOMPARE(animated.view()->sideHeading(1), QStringLiteral("White: 1 die"));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QCOMPARE(animated.view()->sideHeading(0), QStringLiteral("Red: 2 kostky"));
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    QVERIFY(!animated.view()->finished());
    QSignalSpy done(animated.view(), &BattleView::done);
    QVERIFY(done.wait(3000));
    QVERIFY(animated.view()->finished());
    BattleDialog skipped(report, looks, true);
    skipped.view()->skip();
    QVERIFY(skipped.view()->finished());
    QCOMPARE(skipped.view()->revealed(), 2);
}

void TstPlayWindow::finalScoreDialog()
{
    // Realms named, owners by name; a ranking with shared places on equal scores.
    FinalReport report;
    report.finalScoring = {
        {sl::RealmKind::Asteroid, {sl::RealmKind::Asteroid, "Hoth", 3}, 0, 5, true},
        {sl::RealmKind::Planet, {sl::RealmKind::Planet, "Endor", 1}, 1, 6, true},
        {sl::RealmKind::Route, {sl::RealmKind::Route, "", 4}, 2, 4, true}};
    report.bySource = {{3, 5, 0, 1}, {0, 0, 9, 2}, {4, 7, 0, 0}};
    report.totals = {9, 11, 11};
    report.winners = {1, 2};
    FinalScoreDialog dialog(report, {{QStringLiteral("Ann"), Qt::red, sl::Faction::Rebel},
                                     {QStringLiteral("Bob"), Qt::black, sl::Faction::Empire},
                                     {QStringLiteral("Cid"), Qt::white, sl::Faction::Empire}});
    QTableWidget* realms = dialog.realmTable();
    QCOMPARE(realms->rowCount(), 3);
    QCOMPARE(realms->item(0, 0)->text(), QStringLiteral("the asteroid field near Hoth (3 tiles)"));
    QCOMPARE(realms->item(1, 0)->text(), QStringLiteral("planet Endor"));
    QCOMPARE(realms->item(2, 0)->text(), QStringLiteral("a trade route of 4 tiles"));
    QCOMPARE(realms->item(1, 1)->text(), QStringLiteral("Bob"));
    QCOMPARE(realms->item(1, 2)->text(), QStringLiteral("6 points"));
    QTableWidget* ranking = dialog.summaryTable();
    QCOMPARE(ranking->rowCount(), 3);
    QCOMPARE(ranking->item(0, 0)->text(), QStringLiteral("1. ★"));
    QCOMPARE(ranking->item(0, 1)->text(), QStringLiteral("Bob"));
    QCOMPARE(ranking->item(1, 0)->text(), QStringLiteral("1. ★"));
    QCOMPARE(ranking->item(1, 1)->text(), QStringLiteral("Cid"));
    QCOMPARE(ranking->item(2, 0)->text(), QStringLiteral("3."));
    QCOMPARE(ranking->item(2, 1)->text(), QStringLiteral("Ann"));
    QCOMPARE(ranking->item(2, 6)->text(), QStringLiteral("9"));
    QVERIFY(ranking->item(0, 1)->font().bold() && !ranking->item(2, 1)->font().bold());
    dialog.showSummary();
}

void TstPlayWindow::resumeOffered()
{
    // An unfinished game in the store continues where it stopped, in a new window.
    sl::GameRecord rec = sl::randomRecord(sl::makeSetup({3, false, false}, 404));
    rec.events.resize(rec.events.size() / 2);
    const qint64 id = m_store->insertRecord(rec);
    QVERIFY(m_store->unfinishedGames().contains(id));
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    QVERIFY(window.continueGame(id));
    QVERIFY(window.controller()->record().events.size() >= rec.events.size());
    QCOMPARE(window.controller()->state().phase(), sl::Phase::PlaceTile);
}

void TstPlayWindow::boardCommandsOnlyWithTheBoard()
{
    // Zoom in, zoom out and fit act on the board: off on the welcome page, on with a game's
    // board, off again when the welcome page comes back.
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.offerStart();
    QList<QAction*> board;
    for (QAction* a : window.findChildren<QAction*>())
        if (QStringList{QStringLiteral("Zoom in"), QStringLiteral("Zoom out"),
                        QStringLiteral("Fit board to window")}
                .contains(a->text().remove(QLatin1Char('&'))))
            board << a;
    QCOMPARE(board.size(), 3);
    for (QAction* a : board)
        QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
    // On the toolbar: out, in, fit, each tooltip with its key.
    auto* tools = window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    QVERIFY(tools);
    QStringList tips;
    for (QAction* a : tools->actions())
        if (board.contains(a)) tips << a->toolTip();
    const auto key = [](const QKeySequence& k) { return k.toString(QKeySequence::NativeText); };
    QCOMPARE(tips, (QStringList{QStringLiteral("Zoom out (%1)").arg(key(QKeySequence::ZoomOut)),
                                QStringLiteral("Zoom in (%1)").arg(key(QKeySequence::ZoomIn)),
                                QStringLiteral("Fit board to window (F)")}));
    QVERIFY(window.startGame(sl::makeSetup({2, false, false}, 5)));
    QVERIFY(window.isBoardShown());
    for (QAction* a : board)
        QVERIFY2(a->isEnabled(), qPrintable(a->text()));
    window.offerStart();
    for (QAction* a : board)
        QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
}

void TstPlayWindow::panelsPutAwayWithTheWelcomePage()
{
    // The game's four panels stand beside the board, are hidden while the welcome page is shown,
    // and come back as the player left them; quitting on the welcome page keeps that layout.
    QSettings().remove(QStringLiteral("window/state"));
    const QStringList names{QStringLiteral("turnDock"), QStringLiteral("playersDock"),
                            QStringLiteral("remainingDock"), QStringLiteral("logDock")};
    const auto shown = [&names](const MainWindow& w) {
        QStringList visible;
        for (const QString& name : names)
            if (w.findChild<QDockWidget*>(name)->isVisible()) visible << name;
        return visible;
    };
    {
        MainWindow window(m_store.get());
        window.setDialogsEnabled(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.startGame(sl::makeSetup({2, false, false}, 5)));
        QCOMPARE(shown(window), names);
        auto* log = window.findChild<QDockWidget*>(QStringLiteral("logDock"));
        QCOMPARE(log->windowTitle(), QStringLiteral("Turn log"));
        QCOMPARE(log->toggleViewAction()->shortcut(), QKeySequence(Qt::Key_L));
        log->toggleViewAction()->trigger(); // the player closes the turn log
        QCOMPARE(shown(window), names.mid(0, 3));
        window.offerStart();
        QCOMPARE(shown(window), QStringList());
        window.showBoard();
        QCOMPARE(shown(window), names.mid(0, 3));
        window.offerStart();
        QVERIFY(window.close()); // on the welcome page
    }
    MainWindow again(m_store.get());
    again.setDialogsEnabled(false);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(again.startGame(sl::makeSetup({2, false, false}, 6)));
    QCOMPARE(shown(again), names.mid(0, 3)); // the board's layout, not the welcome page's
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QTRY_COMPARE(again.findChild<QDockWidget*>(QStringLiteral("remainingDock"))->windowTitle(),
                 QStringLiteral("Zbývající kartičky"));
}

void TstPlayWindow::ownTileSetNamed()
{
    // A game with a tile set of its own says which, in the turn panel, in the player's language;
    // a game with the built-in sets says nothing of them.
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    QVERIFY(window.startGame(sl::makeSetup({2, false, false}, 5)));
    auto* sets = window.turnPanel()->findChild<QLabel*>(QStringLiteral("ownTileSets"));
    QVERIFY(sets);
    QVERIFY(sets->isHidden());
    sl::GameSetup own = sl::makeSetup({2, false, false}, 6);
    own.tileSets[0].id = "own-set";
    own.tileSets[0].name = {"My own set", "Moje sada"};
    QVERIFY(window.startGame(own));
    QVERIFY(!sets->isHidden());
    QCOMPARE(sets->text(), QStringLiteral("With a tile set of its own: My own set"));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QApplication::processEvents();
    QCOMPARE(sets->text(), QStringLiteral("S vlastní sadou kartiček: Moje sada"));
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    QApplication::processEvents();
}

STARLANES_IDENTITY_TEST_MAIN(TstPlayWindow)

#include "tst_playwindow.moc"
