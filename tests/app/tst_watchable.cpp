// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Games with computers are watchable (issue 17): a battle no person fights in is shown on the
// board, roll by roll, without a dialog and without taking the focus (a dialog only as an
// option); every panel shows that moment; the board follows play (a tile placed outside the
// view is panned into it, unless the user moved the view just before) and opens with room
// around the start tile; a hint's ghost goes once a tile is tried; "no meeple can go here"
// says why. (Attack, reinforcement or settling of a planet: sl::planetMoveOf, tst_tentativeturn.)
#include "../../app/bench/randomturn.h"
#include "common/languagemanager.h"
#include "humansetup.h"
#include "play/battledialog.h"
#include "play/battleonboard.h"
#include "play/computerplayers.h"
#include "play/gamecontroller.h"
#include "play/hintadvisor.h"
#include "play/mainwindow.h"
#include "play/turnlogmodel.h"
#include "play/turnpanel.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"

#include <QAction>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace slapp;

namespace {

/** A game of computer players only (Easy: fast), `players` seats. */
sl::GameSetup computersOnly(int players, std::uint64_t seed)
{
    sl::GameSetup setup = sl::makeSetup({players, false, false}, seed);
    for (sl::PlayerInfo& p : setup.players) {
        p.kind = sl::SeatKind::Computer;
        p.level = sl::SeatLevel::Easy;
    }
    return setup;
}

void quick(MainWindow& window, int pace)
{
    window.computers()->setBudgetOverride({200, 0.0, 1});
    window.computers()->setPace(pace);
    window.hintAdvisor()->setBudgetOverride({200, 0.0, 1});
}

/** Notes every modal window that opens, even one opened and closed inside a nested event loop
 *  (a QTRY loop does not run while a dialog's exec() does; a timer does). */
class ModalWatch : public QObject
{
public:
    ModalWatch()
    {
        m_timer.setInterval(20);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            if (QWidget* w = QApplication::activeModalWidget()) {
                seen = true;
                battleDialog |= qobject_cast<BattleDialog*>(w) != nullptr;
            }
        });
        m_timer.start();
    }
    bool seen = false;
    bool battleDialog = false;

private:
    QTimer m_timer;
};

/** Where a cell is drawn on the board widget. */
QRectF cellOn(const slui::BoardWidget& board, QPoint cell)
{
    const double half = board.scale() / 2;
    return QRectF(board.cellCentre(cell) - QPointF(half, half),
                  QSizeF(board.scale(), board.scale()))
        .adjusted(1, 1, -1, -1);
}

bool logHas(MainWindow& window, const QString& start)
{
    TurnLogModel* log = window.logModel();
    for (int r = 0; r < log->rowCount(); ++r)
        if (log->index(r).data().toString().startsWith(start)) return true;
    return false;
}

} // namespace

class TstWatchable : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void computersBattleOnTheBoard();
    void computersBattleInADialogAsAnOption();
    void boardOpensWithRoomAndFollowsPlay();
    void userViewIsLeftAlone();
    void followingZoomsOutToTheWholeBoard();
    void hintGhostGoesOnceATileIsTried();
    void noMeepleSaysWhy();

private:
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

void TstWatchable::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
}

void TstWatchable::computersBattleOnTheBoard()
{
    MainWindow window(m_store.get());
    quick(window, 250);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const ModalWatch modal;
    QVERIFY(window.startGame(computersOnly(3, 5)));
    GameController* c = window.controller();
    slui::BoardWidget* board = window.board();
    QTRY_VERIFY_WITH_TIMEOUT(board->battle().has_value() || c->isOver(), 180000);
    QVERIFY2(!modal.seen, "a computers' battle opened a modal dialog");
    QVERIFY2(!c->isOver(), "the game ended without a battle: choose another seed");
    const slui::BoardBattle shown = *board->battle();
    QVERIFY2(shown.title.startsWith(QStringLiteral("Battle for ")), qPrintable(shown.title));
    QVERIFY(shown.sides.size() >= 2);
    QStringList names;
    for (const sl::PlayerInfo& p : c->record().setup.players)
        names << QString::fromStdString(p.name);
    for (const slui::BoardBattle::Side& side : shown.sides)
        QVERIFY2(names.contains(side.name), qPrintable(side.name));
    QCOMPARE(board->markedCells(), shown.cells); // the realm is outlined
    QVERIFY(!board->battleRect().isEmpty());
    // Every panel shows the moment of the battle: the outcome is held back meanwhile.
    QVERIFY(c->isBattleHeld());
    QVERIFY2(window.turnPanel()->headingText().startsWith(QStringLiteral("Battle for")),
             qPrintable(window.turnPanel()->headingText()));
    QVERIFY(!logHas(window, QStringLiteral("Battle for ")));
    QVERIFY(window.boardBattle());
    // Rolls come one after another at the pace, then the outcome, then it is applied.
    QTRY_VERIFY_WITH_TIMEOUT(window.boardBattle() && window.boardBattle()->step() >= 1, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!board->battle().has_value(), 30000);
    QTRY_VERIFY(!c->isBattleHeld() || board->battle().has_value());
    QVERIFY(logHas(window, QStringLiteral("Battle for ")));
    QVERIFY(board->markedCells().isEmpty() || board->battle().has_value());
    QVERIFY2(!modal.seen, "a computers' battle opened a modal dialog");
    window.computers()->stop();
}

void TstWatchable::computersBattleInADialogAsAnOption()
{
    MainWindow window(m_store.get());
    quick(window, 250);
    window.battleDialogsAction()->setChecked(true);
    window.show();
    const ModalWatch modal;
    QVERIFY(window.startGame(computersOnly(3, 5)));
    GameController* c = window.controller();
    bool onBoard = false;
    QTimer watchBoard;
    connect(&watchBoard, &QTimer::timeout, this,
            [&] { onBoard |= window.board()->battle().has_value(); });
    watchBoard.start(20);
    // The battle dialog opens (and closes by itself, at the computers' pace).
    QTRY_VERIFY_WITH_TIMEOUT(modal.battleDialog || c->isOver(), 180000);
    QVERIFY(modal.battleDialog);
    QVERIFY(!onBoard); // not on the board as well
    window.battleDialogsAction()->setChecked(false);
    window.computers()->stop();
}

void TstWatchable::boardOpensWithRoomAndFollowsPlay()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.startGame(humanSetup({2, false, false}, 21)));
    slui::BoardWidget* board = window.board();
    // Room around the start tile: at least 7 cells across and 5 down.
    QVERIFY2(board->scale() * 7 <= board->width() + 1 && board->scale() * 5 <= board->height() + 1,
             qPrintable(QStringLiteral("%1 px per tile on %2x%3")
                            .arg(board->scale())
                            .arg(board->width())
                            .arg(board->height())));
    GameController* c = window.controller();
    // The view moved far away (not by the user), then a tile is placed: it is panned into view.
    board->panBy(QPointF(5000, 5000));
    const QPoint cell = c->legalCells().constFirst();
    c->selectCell(cell);
    QTRY_VERIFY(board->rect().contains(board->cellCentre(cell).toPoint()));
    c->confirm();
    QVERIFY(board->rect().contains(board->cellCentre(cell).toPoint()));
}

void TstWatchable::followingZoomsOutToTheWholeBoard()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.startGame(humanSetup({2, false, false}, 25)));
    slui::BoardWidget* board = window.board();
    GameController* c = window.controller();
    sl::Rng rng(25);
    sl::RandomPlayer player;
    const double opening = board->scale();
    int zoomedOut = 0;
    for (int turn = 0; turn < 40 && !c->isOver(); ++turn) {
        const double before = board->scale();
        playRandomTurn(*c, rng, player, 2);
        const sl::PlacedTile& t = c->state().tiles().back();
        // The placed tile whole in view once the pan is over; while the board fits at a readable
        // zoom, every tile of it.
        QTRY_VERIFY(QRectF(board->rect()).contains(cellOn(*board, QPoint(t.x, t.y))));
        QTest::qWait(400);
        zoomedOut += board->scale() < before;
        QVERIFY(board->scale() >= std::min(64.0, opening));
        // The board with a free cell all round, at 64 px a tile or more: every tile in view.
        int minX = 0, maxX = 0, minY = 0, maxY = 0;
        for (const sl::PlacedTile& any : c->state().tiles()) {
            minX = std::min<int>(minX, any.x);
            maxX = std::max<int>(maxX, any.x);
            minY = std::min<int>(minY, any.y);
            maxY = std::max<int>(maxY, any.y);
        }
        const double fit = std::min(board->width() / std::max(maxX - minX + 3.0, 7.0),
                                    board->height() / std::max(maxY - minY + 3.0, 5.0));
        if (fit < 64) continue;
        for (const sl::PlacedTile& any : c->state().tiles())
            QVERIFY2(QRectF(board->rect()).contains(cellOn(*board, QPoint(any.x, any.y))),
                     qPrintable(QStringLiteral("tile at %1,%2 outside the view after turn %3")
                                    .arg(any.x)
                                    .arg(any.y)
                                    .arg(turn)));
    }
    QVERIFY2(zoomedOut > 0, "the board never zoomed out as it grew");
}

void TstWatchable::userViewIsLeftAlone()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.startGame(humanSetup({2, false, false}, 22)));
    slui::BoardWidget* board = window.board();
    // The user drags the view away: play does not pull it back for a while.
    const QPoint from = board->rect().center();
    QTest::mousePress(board, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 10; ++i)
        QTest::mouseMove(board, from + QPoint(i * 60, i * 40));
    QTest::mouseRelease(board, Qt::LeftButton, {}, from + QPoint(600, 400));
    board->panBy(QPointF(4000, 4000));
    GameController* c = window.controller();
    const QPoint cell = c->legalCells().constFirst();
    c->selectCell(cell);
    QTest::qWait(600); // longer than a pan
    QVERIFY(!board->rect().contains(board->cellCentre(cell).toPoint()));
}

void TstWatchable::hintGhostGoesOnceATileIsTried()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    quick(window, 0);
    window.show();
    QVERIFY(window.startGame(humanSetup({2, false, false}, 23)));
    window.hintAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window.board()->ghost().has_value(), 30000);
    QVERIFY(window.board()->isGhostShown());
    GameController* c = window.controller();
    c->selectCell(c->legalCells().constFirst());
    QVERIFY(!window.board()->isGhostShown()); // the tile and its meeple spots are not hidden
    c->takeBack();
    QVERIFY(window.board()->isGhostShown()); // the hint is still there for this turn
}

void TstWatchable::noMeepleSaysWhy()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(window.startGame(humanSetup({3, false, false}, 24)));
    GameController* c = window.controller();
    TurnPanel* panel = window.turnPanel();
    sl::Rng rng(24);
    sl::RandomPlayer player;
    QString said;
    for (int turn = 0; turn < 70 && said.isEmpty() && !c->isOver(); ++turn) {
        // A cell where the tile's every realm is held by someone: why, in words.
        for (const QPoint& cell : c->legalCells()) {
            c->selectCell(cell);
            if (c->meepleTargets().empty() &&
                panel->hintText().contains(QLatin1String(" is held by "))) {
                said = panel->hintText();
                break;
            }
        }
        c->takeBack();
        playRandomTurn(*c, rng, player, 100); // nearly always a meeple: realms fill up
    }
    QVERIFY2(!said.isEmpty(), "no placement found whose realms are all held by others");
    QVERIFY2(said.startsWith(QStringLiteral("No meeple can go here: ")), qPrintable(said));
    QVERIFY2(said.endsWith(QStringLiteral(". Confirm the turn or move the tile.")),
             qPrintable(said));
    // It names a player who holds the realm.
    bool named = false;
    for (const sl::PlayerInfo& p : c->record().setup.players)
        named |= said.contains(QStringLiteral("is held by ") + QString::fromStdString(p.name));
    QVERIFY2(named, qPrintable(said));
}

QTEST_MAIN(TstWatchable)
#include "tst_watchable.moc"
