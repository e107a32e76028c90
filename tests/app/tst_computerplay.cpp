// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Computer players in the play window (issue 9 §3): they play whole games off the GUI thread,
// any mix with people, at a pace; a search is cancelled at once; a game with computer seats
// resumes like any other; hints show the Hard player's move with its expected gain.
#include "answerdialog.h"
#include "common/languagemanager.h"
#include "common/names.h"
#include "play/computerplayers.h"
#include "play/gamecontroller.h"
#include "play/hintadvisor.h"
#include "play/mainwindow.h"
#include "play/newgamedialog.h"
#include "play/turnpanel.h"
#include "rules/simulate.h"
#include "seatsetup.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace slapp;

using sltest::quick;
using sltest::seats;

class TstComputerPlay : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void newGameDialogOffersComputerSeats();
    void allComputerGamePlaysToTheEnd();
    void peopleAndComputersTakeTurns();
    void computerTurnIsShownAtItsPace();
    void searchIsCancelledAtOnce();
    void hintShowsTheHardMove();
    void quitDuringComputersTurnNamesIt();

private:
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

void TstComputerPlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
}

void TstComputerPlay::newGameDialogOffersComputerSeats()
{
    NewGameDialog dialog;
    dialog.setPlayerCount(3);
    auto* kind1 = dialog.findChild<QComboBox*>(QStringLiteral("kind1"));
    auto* kind2 = dialog.findChild<QComboBox*>(QStringLiteral("kind2"));
    QVERIFY(kind1 && kind2);
    QCOMPARE(kind1->count(), 5);
    QCOMPARE(kind1->itemText(0), QStringLiteral("Human"));
    QCOMPARE(kind1->itemText(3), QStringLiteral("Computer – Hard"));
    QCOMPARE(kind1->itemText(4), QStringLiteral("Computer – Expert"));
    kind1->setCurrentIndex(3);
    kind2->setCurrentIndex(1);
    auto setup = dialog.setup();
    QVERIFY(setup.has_value());
    QVERIFY(setup->players[0].kind == sl::SeatKind::Human);
    QVERIFY(setup->players[1].kind == sl::SeatKind::Computer);
    QVERIFY(setup->players[1].level == sl::SeatLevel::Hard);
    QVERIFY(setup->players[2].level == sl::SeatLevel::Easy);
    kind2->setCurrentIndex(4);
    setup = dialog.setup();
    QVERIFY(setup.has_value());
    QVERIFY(setup->players[2].kind == sl::SeatKind::Computer);
    QVERIFY(setup->players[2].level == sl::SeatLevel::Expert);
    // An unnamed computer seat is called so.
    QCOMPARE(QString::fromStdString(setup->players[1].name), QStringLiteral("Computer 2"));
    QVERIFY(dialog.problem().isEmpty());
}

void TstComputerPlay::allComputerGamePlaysToTheEnd()
{
    // Every level, 4 players with the expansion: a game to watch, to its end.
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    quick(window);
    window.show();
    QVERIFY(window.startGame(seats({0, 1, 2, 0}, 61, true)));
    GameController* c = window.controller();
    const qint64 id = c->gameId();
    QTRY_VERIFY_WITH_TIMEOUT(c->isOver(), 240000);
    // The stored game replays to the same scores, and keeps each seat's kind and level.
    const auto rec = m_store->loadRecord(id);
    QVERIFY(rec.has_value());
    QVERIFY(*rec == c->record());
    QVERIFY(rec->setup.players[2].level == sl::SeatLevel::Hard);
    const sl::ReplayResult r = sl::replay(*rec);
    QVERIFY(!r.error);
    for (int side = 0; side < 4; ++side)
        QCOMPARE(r.state->score(side), c->state().score(side));
    QVERIFY(!window.computers()->isThinking());
}

void TstComputerPlay::peopleAndComputersTakeTurns()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    quick(window);
    window.show();
    QVERIFY(window.startGame(seats({-1, 0, 1}, 62)));
    GameController* c = window.controller();
    auto* panel = window.findChild<TurnPanel*>();
    QVERIFY(panel);
    for (int turn = 0; turn < 6; ++turn) {
        QVERIFY(!c->isComputerTurn());
        QCOMPARE(c->state().currentPlayer(), 0);
        c->selectCell(c->legalCells().constFirst());
        c->confirm();
        // The computers play on by themselves; meanwhile a person's click does nothing.
        QVERIFY(c->isComputerTurn());
        const std::size_t events = c->record().events.size();
        c->selectCell(c->legalCells().constFirst());
        c->confirm();
        QVERIFY(c->record().events.size() == events || c->state().currentPlayer() != 1);
        QVERIFY2(panel->hintText().contains(QStringLiteral("(computer, ")),
                 qPrintable(panel->hintText()));
        QTRY_VERIFY_WITH_TIMEOUT(c->state().currentPlayer() == 0, 30000);
    }
    // Every turn is credited to the seat that played it: people on 0, computers on 1 and 2.
    int placed = 0;
    for (const sl::Event& e : c->record().events)
        placed += e.type == sl::EventType::Place;
    QCOMPARE(placed, 18);
    QVERIFY(*m_store->loadRecord(c->gameId()) == c->record());
}

void TstComputerPlay::computerTurnIsShownAtItsPace()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    quick(window, 400);
    window.show();
    QVERIFY(window.startGame(seats({0, -1}, 63)));
    GameController* c = window.controller();
    // The tile goes on the board before the turn is committed.
    QTRY_VERIFY_WITH_TIMEOUT(window.computers()->isShowingTurn(), 20000);
    QVERIFY(c->pendingPlacement().has_value());
    int placed = 0;
    for (const sl::Event& e : c->record().events)
        placed += e.type == sl::EventType::Place;
    QCOMPARE(placed, 0);
    // Paused while the turn is shown: Enter is off (it would do nothing) and the panel says why.
    const auto hint = [&window] {
        return window.turnPanel()->findChild<QLabel*>(QStringLiteral("turnHint"))->text();
    };
    QVERIFY(hint().contains(QStringLiteral("plays its turn")));
    window.pauseAction()->setChecked(true);
    QVERIFY(!window.confirmAction()->isEnabled());
    QVERIFY2(hint().contains(QStringLiteral("the computer players are paused")),
             qPrintable(hint()));
    window.pauseAction()->setChecked(false);
    QVERIFY(hint().contains(QStringLiteral("plays its turn")));
    // Enter shows the rest at once.
    QVERIFY(window.confirmAction()->isEnabled());
    window.confirmAction()->trigger();
    QVERIFY(!window.computers()->isShowingTurn());
    QCOMPARE(c->state().currentPlayer(), 1);
    // Paused, the computer does not move.
    window.pauseAction()->setChecked(true);
    c->selectCell(c->legalCells().constFirst());
    c->confirm();
    QTest::qWait(1500);
    QCOMPARE(c->state().currentPlayer(), 0);
    QVERIFY(!window.computers()->isThinking());
    window.pauseAction()->setChecked(false);
    QTRY_VERIFY_WITH_TIMEOUT(c->state().currentPlayer() == 1, 20000);
}

void TstComputerPlay::searchIsCancelledAtOnce()
{
    qint64 id = 0;
    std::size_t events = 0;
    {
        MainWindow window(m_store.get());
        window.setDialogsEnabled(false);
        // A search with no iteration limit and no time limit: only cancelling ends it (were the
        // cancel flag ignored, starting another game or closing the window would wait forever).
        window.computers()->setBudgetOverride({0, 0.0, 2});
        window.show();
        // Starting another game while the computer thinks stops that search.
        QVERIFY(window.startGame(seats({2, -1}, 67)));
        QTRY_VERIFY(window.computers()->isThinking());
        const qint64 first = window.controller()->gameId();
        const std::size_t firstEvents = window.controller()->record().events.size();
        QVERIFY(window.startGame(seats({2, -1}, 64)));
        QCOMPARE(m_store->storedEvents(first), int(firstEvents));
        QTRY_VERIFY(window.computers()->isThinking()); // the new game's computer, not the old one
        GameController* c = window.controller();
        id = c->gameId();
        events = c->record().events.size();
        QVERIFY(window.close()); // quitting cancels the search
        QVERIFY(!window.computers()->isThinking());
        QCOMPARE(c->record().events.size(), events);
    }
    // The stored game is consistent and resumes: the computer thinks again and plays on.
    QCOMPARE(m_store->storedEvents(id), int(events));
    MainWindow again(m_store.get());
    again.setDialogsEnabled(false);
    quick(again);
    again.show();
    QVERIFY(again.continueGame(id));
    GameController* c = again.controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->state().currentPlayer() == 1, 20000);
    QVERIFY(c->record().events.size() > events);
    QVERIFY(*m_store->loadRecord(id) == c->record());
}

void TstComputerPlay::hintShowsTheHardMove()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    quick(window);
    window.show();
    QVERIFY(window.startGame(seats({-1, 0}, 65)));
    GameController* c = window.controller();
    for (int turn = 0; turn < 3; ++turn) { // a few turns in, so that the hint has choices
        c->selectCell(c->legalCells().constFirst());
        c->confirm();
        QTRY_VERIFY_WITH_TIMEOUT(c->state().currentPlayer() == 0, 20000);
    }
    QVERIFY(window.hintAction()->isEnabled());
    window.hintAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window.board()->ghost().has_value(), 30000);
    const slui::BoardGhost ghost = *window.board()->ghost();
    // A legal move for the player to move, and the gain shown is the one the rules give.
    const sl::GameState& s = c->state();
    const sl::PlacedTile& t =
        ghost.placed->tiles()[static_cast<std::size_t>(ghost.placed->lastPlacedTile())];
    QVERIFY(c->legalRotations(QPoint(t.x, t.y)).contains(t.rot));
    QVERIFY(ghost.colour == s.config().seats[0]);
    const sl::ai::TurnAction action{sl::Placement{t.x, t.y, t.rot}, ghost.meeple};
    // It is the Hard player's move: the same player (seed, budget) plans the same turn here.
    auto hard = sl::ai::makePlayer(sl::ai::Level::Hard,
                                   HintAdvisor::seedFor(c->record().events.size()), {300, 0.0, 1});
    const sl::ai::TurnAction planned = hard->planTurn(s);
    QCOMPARE(action.place, planned.place);
    QVERIFY(action.meeple == planned.meeple);
    const Hint check = evaluateTurn(s, action);
    QVERIFY(check.placed);
    const int points = int(std::lround(check.gain));
    QCOMPARE(ghost.label, QStringLiteral("%1%2 point%3 expected")
                              .arg(points > 0 ? QStringLiteral("+") : QString())
                              .arg(points)
                              .arg(points == 1 ? QString() : QStringLiteral("s")));
    const QString message = window.statusBar()->currentMessage();
    const QString where = slui::placeLabelText(slui::placeLabel(s, t.x, t.y));
    QVERIFY2(message.startsWith(QStringLiteral("Hint: place the tile %1, ").arg(where)),
             qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("expected gain this turn")), qPrintable(message));
    // Said again in Czech after a language switch, then in English again.
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QTRY_VERIFY(window.statusBar()->currentMessage().startsWith(
        QStringLiteral("Nápověda: polož kartičku ")));
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    QTRY_COMPARE(window.statusBar()->currentMessage(), message);
    // The hint belongs to its turn: its ghost and its words stay until the turn is played.
    QTest::qWait(50);
    QCOMPARE(window.statusBar()->currentMessage(), message);
    c->selectCell(QPoint(t.x, t.y));
    QCOMPARE(window.statusBar()->currentMessage(), message);
    c->confirm();
    QVERIFY(!window.board()->ghost().has_value());
    QVERIFY2(!window.statusBar()->currentMessage().startsWith(QStringLiteral("Hint:")),
             qPrintable(window.statusBar()->currentMessage()));
    // Turned off for this game: no hint.
    QTRY_VERIFY_WITH_TIMEOUT(c->state().currentPlayer() == 0, 20000);
    window.hintsAllowedAction()->setChecked(false);
    QVERIFY(!window.hintAction()->isEnabled());
    // A new game allows them again.
    QVERIFY(window.startGame(seats({-1, 0}, 66)));
    QVERIFY(window.hintsAllowedAction()->isChecked());
}

/** Quitting while a computer's tile is on the board (not confirmed) asks in the computer's
 *  name, not about "your tile"; Cancel lets the computer finish its turn. */
void TstComputerPlay::quitDuringComputersTurnNamesIt()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    quick(window, 1400); // slow: the tile stays shown before the meeple and the confirmation
    window.show();
    sl::GameSetup setup = seats({0, -1}, 67);
    setup.players[0].name = "Computer 1";
    QVERIFY(window.startGame(setup));
    GameController* c = window.controller();
    QTRY_VERIFY_WITH_TIMEOUT(c->isComputerTurn() && c->pendingPlacement().has_value(), 20000);
    const std::size_t before = c->record().events.size();
    QString asked;
    answer::nextBox(QString(), &asked); // Cancel
    QVERIFY(!window.close());
    QCOMPARE(
        asked,
        QStringLiteral(
            "It is Computer 1's turn, and Computer 1 has not finished it. If you quit now, "
            "this turn is not stored: when you continue the game, Computer 1 plays it again."));
    QVERIFY(window.isVisible());
    // The computer goes on with its turn after Cancel.
    QTRY_VERIFY_WITH_TIMEOUT(c->record().events.size() > before, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!c->isComputerTurn(), 20000);
    // On the person's own turn, the question is about their tile.
    c->selectCell(c->legalCells().constFirst());
    answer::nextBox(QStringLiteral("Quit without this turn"), &asked);
    QVERIFY(window.close());
    QVERIFY(asked.startsWith(QStringLiteral("Your tile is placed but the turn is not confirmed.")));
}

QTEST_MAIN(TstComputerPlay)
#include "tst_computerplay.moc"
