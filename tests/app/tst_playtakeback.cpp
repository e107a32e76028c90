// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Taking a turn back in the play window (issue 34): Ctrl+Z goes back to the person's last turn
// over the computers' turns after it, the database keeps what was taken back, the same tiles
// come again (also after the program was closed), and a game without a seed of its players'
// cannot be foreseen from what is stored.
#include "answerdialog.h"
#include "common/languagemanager.h"
#include "play/gamecontroller.h"
#include "play/newgamedialog.h"
#include "players/playerrecordsmodel.h"
#include "replay/movelistmodel.h"
#include "replay/replaywindow.h"
#include "seatsetup.h"
#include "store/gamestore.h"
#include "store/playerprofiles.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace slapp;
using sltest::quick;
using sltest::seats;

namespace {

/** Waits until a person is to place a tile (or the game is over). */
void awaitPerson(GameController* c)
{
    QTRY_VERIFY_WITH_TIMEOUT(c->isOver() || (c->offersChoices() && !c->isComputerThinking() &&
                                             c->state().phase() == sl::Phase::PlaceTile),
                             30000);
}

/** The person's turn: the `pick`-th cell where the tile fits, no meeple. */
void playPerson(GameController* c, int pick = 0)
{
    const QList<QPoint> cells = c->legalCells();
    QVERIFY(!cells.isEmpty());
    c->selectCell(cells[std::min<qsizetype>(pick, cells.size() - 1)]);
    c->skipMeeple();
}

/** The tiles drawn in `events` from `from` on, in order. */
std::vector<int> draws(const std::vector<sl::Event>& events, std::size_t from)
{
    std::vector<int> out;
    for (std::size_t i = from; i < events.size(); ++i)
        if (events[i].type == sl::EventType::Draw) out.push_back(events[i].tile);
    return out;
}

/** The number of placements before `end`: the turn of the placement at `end` is this + 1. */
int placementsBefore(const std::vector<sl::Event>& events, std::size_t end)
{
    int n = 0;
    for (std::size_t i = 0; i < end; ++i)
        n += events[i].type == sl::EventType::Place;
    return n;
}

} // namespace

class TstPlayTakeBack : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void ctrlZGoesBackToThePersonsTurn();
    void takeBackStopsTheComputersPlan();
    void sameTilesAfterTheProgramWasClosed();
    void notOfferedWhenItMayNot();
    void replayAndPlayersShowIt();
    void newGameDialogAsksAndRemembers();
    void unseededGameCannotBeForeseen();
    void seededGameIsTheSameAgain();
    void windowSaysWhenSeeded();

private:
    /** Plays to the person's third turn, then takes it back by Ctrl+Z; `before` is what stood. */
    void playAndTakeBack(MainWindow& window, std::size_t* placeAt, std::vector<sl::Event>* before);
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

void TstPlayTakeBack::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
}

void TstPlayTakeBack::playAndTakeBack(MainWindow& window, std::size_t* placeAt,
                                      std::vector<sl::Event>* before)
{
    GameController* c = window.controller();
    for (int turn = 0; turn < 3; ++turn) {
        awaitPerson(c);
        *placeAt = c->record().events.size();
        playPerson(c);
    }
    awaitPerson(c);
    *before = c->record().events;
    // The computers' turns came after it.
    QVERIFY(std::count_if(before->begin() + std::ptrdiff_t(*placeAt), before->end(),
                          [](const sl::Event& e) { return e.type == sl::EventType::Place; }) >= 2);
    QVERIFY(window.takeBackTurnAction()->isEnabled());
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
}

void TstPlayTakeBack::ctrlZGoesBackToThePersonsTurn()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    quick(window);
    window.show();
    sl::GameSetup setup = seats({-1, 0, 0}, 7);
    setup.players[0].name = "Alice";
    QVERIFY(window.startGame(setup));
    GameController* c = window.controller();
    std::size_t placeAt = 0;
    std::vector<sl::Event> before;
    playAndTakeBack(window, &placeAt, &before);
    QVERIFY(!QTest::currentTestFailed());

    // Back at Alice's last turn, her tile in hand again.
    QCOMPARE(c->record().events.size(), placeAt);
    QVERIFY(std::equal(c->record().events.begin(), c->record().events.end(), before.begin()));
    QCOMPARE(c->state().currentPlayer(), 0);
    QCOMPARE(c->state().phase(), sl::Phase::PlaceTile);
    QCOMPARE(c->state().drawnTile(), int(before[placeAt - 1].tile));
    QVERIFY(!c->isComputerThinking());
    // Said in the log and on the status bar, with her name and the turn.
    const int turn = placementsBefore(before, placeAt) + 1;
    const QString said = QStringLiteral("Alice takes back turn %1. The same tile is drawn again, "
                                        "and the tiles and dice still to come stay as they were.")
                             .arg(turn);
    QCOMPARE(c->log().constLast().text(), said);
    QCOMPARE(c->log().constLast().player, 0);
    QCOMPARE(c->log().constLast().turn, turn);
    QCOMPARE(window.statusBar()->currentMessage(), said);
    // Kept in the database, not erased.
    const qint64 id = c->gameId();
    QCOMPARE(m_store->storedEvents(id), int(placeAt));
    const auto kept = m_store->takeBacks(id);
    QVERIFY(kept && kept->size() == 1);
    QCOMPARE(kept->front().seat, 0);
    QCOMPARE(kept->front().seq, int(placeAt));
    QCOMPARE(kept->front().turn, turn);
    QVERIFY(std::equal(kept->front().events.begin(), kept->front().events.end(),
                       before.begin() + std::ptrdiff_t(placeAt)));
    QCOMPARE(std::size_t(kept->front().events.size()), before.size() - placeAt);

    // Another cell this time: the tiles after it are the ones that came before.
    playPerson(c, 1);
    QVERIFY(c->record().events[placeAt].place != before[placeAt].place);
    awaitPerson(c);
    const std::vector<int> was = draws(before, placeAt);
    const std::vector<int> now = draws(c->record().events, placeAt);
    QVERIFY(now.size() >= was.size());
    QVERIFY(std::equal(was.begin(), was.end(), now.begin()));
    // Twice in a row: back to the turn before, and from there too the tiles come as they came
    // (what the first take-back kept is drawn after what the second one keeps).
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(c->record().events.size(), placeAt); // the turn played again
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    const std::size_t earlier = c->record().events.size();
    QVERIFY(earlier < placeAt);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    const std::size_t earliest = c->record().events.size();
    QVERIFY(earliest < earlier);
    QCOMPARE(m_store->takeBacks(id)->size(), 4);
    for (int k = 0; k < 3; ++k) {
        playPerson(c, 1);
        awaitPerson(c);
    }
    const std::vector<int> first = draws(before, earliest);
    const std::vector<int> again = draws(c->record().events, earliest);
    QVERIFY(first.size() > was.size() && again.size() >= first.size());
    QVERIFY(std::equal(first.begin(), first.end(), again.begin()));
    // The log tells of the take-back that stands, not of those in a line taken back since.
    const auto notes = std::count_if(c->log().begin(), c->log().end(), [](const LogEntry& e) {
        return e.text().contains(QStringLiteral("takes back turn"));
    });
    QCOMPARE(notes, 1);
    // So does the log of the game continued later.
    QVERIFY(c->record().events.size() > placeAt);
    MainWindow later(m_store.get());
    later.setDialogsEnabled(false);
    QVERIFY(later.continueGame(id));
    const QList<LogEntry>& log = later.controller()->log();
    QCOMPARE(std::count_if(log.begin(), log.end(),
                           [](const LogEntry& e) {
                               return e.text().contains(QStringLiteral("takes back turn"));
                           }),
             1);
}

void TstPlayTakeBack::takeBackStopsTheComputersPlan()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.computers()->setBudgetOverride({0, 0.0, 1}); // thinks until stopped
    window.show();
    QVERIFY(window.startGame(seats({-1, 2}, 9)));
    GameController* c = window.controller();
    playPerson(c);
    QTRY_VERIFY(window.computers()->isThinking());
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!window.computers()->isThinking());
    QVERIFY(!c->isComputerThinking());
    QCOMPARE(c->state().currentPlayer(), 0);
    QVERIFY(c->offersChoices());
}

void TstPlayTakeBack::sameTilesAfterTheProgramWasClosed()
{
    qint64 id = 0;
    std::size_t placeAt = 0;
    std::vector<sl::Event> before;
    {
        MainWindow window(m_store.get());
        window.setDialogsEnabled(false);
        quick(window);
        window.show();
        QVERIFY(window.startGame(seats({-1, 0}, 12)));
        playAndTakeBack(window, &placeAt, &before);
        QVERIFY(!QTest::currentTestFailed());
        GameController* c = window.controller();
        id = c->gameId();
        QCOMPARE(c->record().events.size(), placeAt);
        // Played on a little: the next player has drawn a tile kept by the take-back.
        playPerson(c, 2);
        QVERIFY(c->record().events.size() > placeAt + 2);
    } // gone without a word, as in a crash: everything was stored as it happened
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    quick(window);
    QVERIFY(window.continueGame(id));
    GameController* c = window.controller();
    QVERIFY(c->record().events.size() > placeAt + 2);
    QVERIFY(c->log().constLast().text().startsWith(QStringLiteral("The game continues.")));
    bool noted = false;
    for (const LogEntry& e : c->log())
        noted = noted || e.text().contains(QStringLiteral("takes back turn"));
    QVERIFY(noted);
    for (int turn = 0; turn < 3; ++turn) {
        awaitPerson(c);
        playPerson(c, 2);
    }
    awaitPerson(c);
    const std::vector<int> was = draws(before, placeAt);
    const std::vector<int> now = draws(c->record().events, placeAt);
    QVERIFY(!was.empty() && now.size() >= was.size());
    QVERIFY(std::equal(was.begin(), was.end(), now.begin()));
}

void TstPlayTakeBack::notOfferedWhenItMayNot()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    quick(window);
    window.show();
    QVERIFY(window.startGame(seats({-1, -1}, 3)));
    GameController* c = window.controller();
    QAction* act = window.takeBackTurnAction();
    QVERIFY(!act->isEnabled()); // nobody has confirmed a turn yet
    playPerson(c);
    QVERIFY(act->isEnabled());
    QCOMPARE(act->shortcut(), QKeySequence(QKeySequence::Undo));
    // The game's option: no take-backs.
    GameOptions none;
    none.takeBacks = false;
    QVERIFY(window.startGame(seats({-1, -1}, 3), none));
    playPerson(c);
    playPerson(c);
    QVERIFY(!c->canTakeBackTurn());
    QVERIFY(!act->isEnabled());
    QVERIFY(act->toolTip().contains(QStringLiteral("without taking turns back")));
    const std::size_t events = c->record().events.size();
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!c->takeBackTurn());
    QCOMPARE(c->record().events.size(), events);
    QCOMPARE(m_store->gameOptions(c->gameId())->takeBacks, false);
    // Only computers have played: nothing of a person's to take back.
    QVERIFY(window.startGame(seats({0, 0}, 3)));
    QTRY_VERIFY_WITH_TIMEOUT(c->record().events.size() > 12, 20000);
    QVERIFY(!c->canTakeBackTurn());
    // Over: no more.
    QVERIFY(window.startGame(seats({-1, -1}, 5)));
    for (int t = 0; t < 200 && !c->isOver(); ++t)
        playPerson(c);
    QVERIFY(c->isOver());
    QVERIFY(!c->canTakeBackTurn());
}

// The replay marks the turn played again and names who took it back; the Players window counts
// the take-backs per player (oracle: the store's own list of the game's take-backs).
void TstPlayTakeBack::replayAndPlayersShowIt()
{
    const QString file = m_dir.filePath(QStringLiteral("counted.sqlite"));
    auto store = GameStore::open(file);
    GameController c(store.get());
    sl::GameSetup setup = seats({-1, -1}, 31);
    setup.players[0].name = "Zoe";
    setup.players[1].name = "Yann";
    QVERIFY(c.startNew(setup));
    playPerson(&c); // Zoe, turn 1
    playPerson(&c); // Yann, turn 2
    QVERIFY(c.takeBackTurn());
    playPerson(&c, 1); // Yann again
    playPerson(&c);    // Zoe, turn 3
    QVERIFY(c.takeBackTurn());
    QVERIFY(c.takeBackTurn()); // and Yann's turn 2 once more
    for (int t = 0; t < 300 && !c.isOver(); ++t)
        playPerson(&c);
    QVERIFY(c.isOver());
    const qint64 id = c.gameId();
    const auto kept = store->takeBacks(id);
    QVERIFY(kept && kept->size() == 3);
    QHash<int, int> bySeat;
    for (const TakeBack& t : *kept)
        ++bySeat[t.seat];
    QCOMPARE(bySeat.value(1), 2);

    ReplayWindow replay(*store->loadRecord(id), id);
    replay.setStore(store.get());
    const MoveListModel* moves = replay.moveList();
    QCOMPARE(moves->index(1, MoveListModel::Turn).data().toInt(), 2);
    QCOMPARE(moves->index(1, MoveListModel::Turn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Yann took this turn back 2 times and played it again."));
    QVERIFY(!moves->index(1, MoveListModel::Turn).data(Qt::DecorationRole).isNull());
    QCOMPARE(moves->takenBackText(2),
             QStringLiteral("Zoe took this turn back 1 time and played it again."));
    QVERIFY(moves->takenBackText(0).isEmpty());
    QVERIFY(moves->index(0, MoveListModel::Turn).data(Qt::DecorationRole).isNull());

    const auto profiles = playerProfiles(*store, {});
    QVERIFY(profiles);
    PlayerRecordsModel model;
    model.setProfiles(*profiles);
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString name = model.index(row, PlayerRecordsModel::Player).data().toString();
        const int seat = name == QLatin1String("Zoe") ? 0 : 1;
        QCOMPARE(model.index(row, PlayerRecordsModel::TakeBacks).data().toInt(),
                 bySeat.value(seat));
    }
    QCOMPARE(
        model.headerData(PlayerRecordsModel::TakeBacks, Qt::Horizontal, Qt::DisplayRole).toString(),
        QStringLiteral("Taken back"));
}

void TstPlayTakeBack::newGameDialogAsksAndRemembers()
{
    {
        NewGameDialog dialog;
        auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("takeBacks"));
        QVERIFY(box && box->isChecked());
        QCOMPARE(box->text(), QStringLiteral("Players may take a confirmed turn back (Ctrl+Z)"));
        QVERIFY(dialog.options().takeBacks);
        box->setChecked(false);
        QVERIFY(!dialog.options().takeBacks);
        // No seed given: the tiles and dice do not follow the stored seed.
        QVERIFY(!dialog.setup()->seeded);
        dialog.setSeed(QStringLiteral("42"));
        QVERIFY(dialog.setup()->seeded);
        QCOMPARE(dialog.setup()->seed, 42u);
        dialog.accept();
    }
    NewGameDialog again;
    QVERIFY(!again.options().takeBacks);
    again.findChild<QCheckBox*>(QStringLiteral("takeBacks"))->setChecked(true);
    again.accept();
    QVERIFY(NewGameDialog().options().takeBacks);
}

// The stored data of an unfinished game without a seed of its players': copies of the one
// database, continued with the same placement, draw different next tiles. (Oracle: with a
// seed every copy draws the same, below.)
void TstPlayTakeBack::unseededGameCannotBeForeseen()
{
    const QString file = m_dir.filePath(QStringLiteral("unseeded.sqlite"));
    qint64 id = 0;
    {
        auto store = GameStore::open(file);
        GameController c(store.get());
        sl::GameSetup setup = seats({-1, -1}, 77);
        setup.seeded = false;
        QVERIFY(c.startNew(setup));
        playPerson(&c);
        playPerson(&c);
        id = c.gameId();
        const auto json = store->exportGame(id);
        QVERIFY(json);
        const QJsonObject stored = QJsonDocument::fromJson(*json).object();
        QCOMPARE(stored[QStringLiteral("setup")][QStringLiteral("seeded")], QJsonValue(false));
    }
    QSet<int> next;
    for (int copy = 0; copy < 8; ++copy) {
        const QString path = m_dir.filePath(QStringLiteral("unseeded-%1.sqlite").arg(copy));
        QVERIFY(QFile::copy(file, path));
        auto store = GameStore::open(path);
        GameController c(store.get());
        QVERIFY(c.resume(id));
        QVERIFY(!c.record().setup.seeded);
        playPerson(&c);
        next.insert(c.state().drawnTile());
    }
    QVERIFY2(next.size() > 1, "every copy drew the same tile");
    // Two new games of the same stored setup begin with different tiles.
    QSet<QList<int>> openings;
    for (int game = 0; game < 6; ++game) {
        GameController c(m_store.get());
        sl::GameSetup setup = seats({-1, -1}, 77);
        setup.seeded = false;
        QVERIFY(c.startNew(setup));
        QList<int> tiles;
        for (int t = 0; t < 3; ++t) {
            tiles.append(c.state().drawnTile());
            playPerson(&c);
        }
        openings.insert(tiles);
    }
    QVERIFY(openings.size() > 1);
}

void TstPlayTakeBack::seededGameIsTheSameAgain()
{
    const QString file = m_dir.filePath(QStringLiteral("seeded.sqlite"));
    qint64 id = 0;
    {
        auto store = GameStore::open(file);
        GameController c(store.get());
        QVERIFY(c.startNew(seats({-1, -1}, 77)));
        playPerson(&c);
        playPerson(&c);
        id = c.gameId();
    }
    QSet<int> next;
    for (int copy = 0; copy < 4; ++copy) {
        const QString path = m_dir.filePath(QStringLiteral("seeded-%1.sqlite").arg(copy));
        QVERIFY(QFile::copy(file, path));
        auto store = GameStore::open(path);
        GameController c(store.get());
        QVERIFY(c.resume(id));
        QVERIFY(c.record().setup.seeded);
        playPerson(&c);
        next.insert(c.state().drawnTile());
    }
    QCOMPARE(next.size(), 1);
}

void TstPlayTakeBack::windowSaysWhenSeeded()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.show();
    auto* status = window.findChild<QLabel*>(QStringLiteral("turnStatus"));
    QVERIFY(status);
    QVERIFY(window.startGame(seats({-1, -1}, 4242)));
    QCOMPARE(status->text(), QStringLiteral("Turn 1 · 74 tiles left · seed 4242"));
    QCOMPARE(status->toolTip(), QStringLiteral("A seeded game: the seed tells every tile and die "
                                               "to come, to anyone who knows it."));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QApplication::processEvents();
    QCOMPARE(status->text(), QStringLiteral("Tah 1 · zbývá 74 kartiček · semínko 4242"));
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    QApplication::processEvents();
    sl::GameSetup unseeded = seats({-1, -1}, 4242);
    unseeded.seeded = false;
    QVERIFY(window.startGame(unseeded));
    QCOMPARE(status->text(), QStringLiteral("Turn 1 · 74 tiles left"));
    QVERIFY(status->toolTip().isEmpty());
}

QTEST_MAIN(TstPlayTakeBack)
#include "tst_playtakeback.moc"
