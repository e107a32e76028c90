// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Fixes from a new user's review of the windows (issue 10), checked on what the user sees:
// quitting with an unconfirmed tile asks, a command-line language is not remembered, an
// interrupted turn is not called "discarded", turns are counted one way everywhere.
#include "answerdialog.h"
#include "browser/gamebrowser.h"
#include "browser/gamesmodel.h"
#include "common/languagemanager.h"
#include "editor/editorwindow.h"
#include "humansetup.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "play/newgamedialog.h"
#include "play/turnlogmodel.h"
#include "play/turnpanel.h"
#include "play/welcomepage.h"
#include "replay/movelistmodel.h"
#include "replay/replaycursor.h"
#include "replay/replaywindow.h"
#include "rules/simulate.h"
#include "shell/shell.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"
#include "widgets/playersmodel.h"
#include "widgets/remainingtilesmodel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDate>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace slapp;

class TstReviewFixes : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void quitAsksAboutAnUnconfirmedTile();
    void commandLineLanguageIsNotRemembered();
    void interruptedTurnIsNotDiscarded();
    void turnsCountedOneWay();
    void afterTheGame();
    void continuedGameSaysWhereItComesFrom();
    void welcomePage();
    void defaultNamesInTheLanguageOfNow();
    void projectedExplained();
    void replayInWords();
    void newGameColours();
    void scoringShownOnTheBoard();

private:
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

namespace {
/** A record cut right after a draw: the next player has a tile in hand. */
sl::GameRecord interrupted(std::uint64_t seed, int turns)
{
    sl::GameRecord rec = sl::randomRecord(sl::makeSetup({3, false, false}, seed));
    int placed = 0;
    for (std::size_t i = 0; i < rec.events.size(); ++i) {
        placed += rec.events[i].type == sl::EventType::Place;
        if (placed == turns && rec.events[i].type == sl::EventType::Draw) {
            rec.events.resize(i + 1);
            return rec;
        }
    }
    qFatal("game too short");
}
} // namespace

void TstReviewFixes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
}

void TstReviewFixes::quitAsksAboutAnUnconfirmedTile()
{
    Shell shell(m_store.get());
    MainWindow& window = *shell.mainWindow();
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(window.startGame(humanSetup({2, false, false}, 8)));
    GameController* c = window.controller();
    c->selectCell(c->legalCells().constFirst());
    QVERIFY(c->pendingPlacement());
    QString question;
    answer::nextBox(QString(), &question); // Cancel
    QVERIFY(!window.close());
    QVERIFY(question.contains(QStringLiteral("not confirmed")));
    QVERIFY(window.isVisible());
    QVERIFY(c->pendingPlacement()); // the tile is still there
    answer::nextBox(QStringLiteral("Quit without this turn"));
    QVERIFY(window.close());
    // Without a tentative tile, no question.
    MainWindow other(m_store.get());
    other.show();
    QVERIFY(other.startGame(humanSetup({2, false, false}, 9)));
    QVERIFY(other.close());
}

void TstReviewFixes::commandLineLanguageIsNotRemembered()
{
    slui::LanguageManager::instance().apply(QStringLiteral("cs")); // the menu: remembered
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("cs"));
    slui::LanguageManager::instance().apply(QStringLiteral("en"),
                                            false); // --language en: this run only
    QCOMPARE(slui::LanguageManager::instance().effective(), QStringLiteral("en"));
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("cs"));
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstReviewFixes::interruptedTurnIsNotDiscarded()
{
    const sl::GameRecord rec = interrupted(31, 20);
    ReplayWindow window(rec, 0);
    MoveListModel* moves = window.moveList();
    const int last = moves->rowCount() - 1;
    QCOMPARE(moves->index(last, MoveListModel::Tile).data().toString(), QStringLiteral("drawing…"));
    QVERIFY(moves->index(last - 1, MoveListModel::Tile).data().toString() !=
            QStringLiteral("drawing…"));
    QVERIFY(!window.cursor()->isFinished());
    // A finished game has no turn in progress.
    ReplayWindow done(sl::randomRecord(sl::makeSetup({2, false, false}, 31)), 0);
    QVERIFY(done.cursor()->isFinished());
    for (int r = 0; r < done.moveList()->rowCount(); ++r)
        QVERIFY(done.moveList()->index(r, MoveListModel::Tile).data().toString() !=
                QStringLiteral("drawing…"));
}

void TstReviewFixes::turnsCountedOneWay()
{
    auto store = GameStore::open(m_dir.filePath(QStringLiteral("turns.sqlite")));
    const qint64 id = store->insertRecord(interrupted(32, 49));
    QVERIFY(id > 0);
    GamesModel games(store.get());
    QCOMPARE(games.index(0, GamesModel::Turns).data().toInt(), 49);
    Shell shell(store.get());
    MainWindow& window = *shell.mainWindow();
    window.offerStart(); // the welcome page names the unfinished game
    QVERIFY(!window.isBoardShown());
    QVERIFY(window.welcomePage()->continueButton()->isVisibleTo(&window));
    const QString prompt = window.welcomePage()->unfinishedText();
    // Dates with four-digit years, in the browser and in the prompt.
    const QString year = QString::number(QDate::currentDate().year());
    QVERIFY2(prompt.contains(year), qPrintable(prompt));
    QVERIFY(games.index(0, GamesModel::Date).data().toString().contains(year));
}

void TstReviewFixes::afterTheGame()
{
    // Drawn-out tile types leave the remaining-tiles panel; at the end it is empty, and the
    // turn panel offers a new game, the replay and the browser instead of the turn's buttons.
    Shell shell(m_store.get());
    MainWindow& window = *shell.mainWindow();
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(window.startGame(humanSetup({2, false, false}, 19)));
    GameController* c = window.controller();
    sl::Rng rng(2);
    while (!c->isOver()) {
        for (int r = 0; r < window.remainingModel()->rowCount(); ++r)
            QVERIFY(window.remainingModel()
                        ->index(r)
                        .data(slui::RemainingTilesModel::CountRole)
                        .toInt() > 0);
        const auto cells = c->legalCells();
        c->selectCell(cells[rng.below(quint32(cells.size()))]);
        auto* small = window.turnPanel()->findChild<QToolButton*>(QStringLiteral("smallMeeple"));
        if (c->meepleTargets().empty()) {
            // Nothing can be chosen, and nothing looks chosen.
            QVERIFY(!small->isEnabled());
            QVERIFY(!small->isChecked());
        } else if (c->state().smallInSupply(c->state().currentPlayer()) > 0) {
            QVERIFY(small->isEnabled());
        }
        c->confirm();
    }
    QCOMPARE(window.remainingModel()->rowCount(), 0);
    TurnPanel* panel = window.turnPanel();
    QVERIFY(panel->afterGameBox()->isVisible());
    QVERIFY(!panel->confirmButton()->isVisible());
    QStringList texts;
    for (QPushButton* b : panel->afterGameBox()->findChildren<QPushButton*>())
        texts << b->text();
    QCOMPARE(texts, (QStringList{QStringLiteral("New game"), QStringLiteral("Replay this game"),
                                 QStringLiteral("Game browser")}));
    QVERIFY(!panel->hintText().contains(QLatin1String("File menu")));
    panel->afterGameBox()->findChildren<QPushButton*>().at(1)->click();
    ReplayWindow* replay = nullptr;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* r = qobject_cast<ReplayWindow*>(w)) replay = r;
    QVERIFY(replay);
    QCOMPARE(replay->cursor()->length(), c->record().events.size());
    replay->close();
}

void TstReviewFixes::continuedGameSaysWhereItComesFrom()
{
    auto store = GameStore::open(m_dir.filePath(QStringLiteral("origin.sqlite")));
    const sl::GameRecord full = sl::randomRecord(sl::makeSetup({2, false, false}, 55));
    const qint64 origin = store->insertRecord(full);
    Shell shell(store.get());
    MainWindow& window = *shell.mainWindow();
    window.setDialogsEnabled(false);
    sl::GameRecord prefix = full;
    int turns = 0;
    std::size_t cut = 0;
    for (std::size_t i = 0; i < full.events.size() && turns <= 12; ++i) {
        turns += full.events[i].type == sl::EventType::Place;
        if (turns == 12 && full.events[i].type == sl::EventType::Draw) cut = i + 1;
    }
    prefix.events.resize(cut);
    QVERIFY(prefix.setup.seeded);
    QVERIFY(window.continueFromRecord(prefix, origin, int(cut)));
    const qint64 id = window.controller()->gameId();
    QVERIFY(id != origin);
    // Its tiles to come do not follow the seed of the game it was made from (issue 34).
    QVERIFY(!window.controller()->record().setup.seeded);
    QVERIFY(!store->loadRecord(id)->setup.seeded);
    TurnLogModel* log = window.logModel();
    QCOMPARE(log->index(log->rowCount() - 1).data().toString(),
             QStringLiteral("This is a new game (game %1), continued from game %2 after 12 turns. "
                            "Game %2 is kept as it was.")
                 .arg(id)
                 .arg(origin));
    GamesModel games(store.get());
    int row = -1;
    for (int r = 0; r < games.rowCount(); ++r)
        if (games.index(r, 0).data(GamesModel::IdRole).toLongLong() == id) row = r;
    QVERIFY(row >= 0);
    QCOMPARE(games.index(row, GamesModel::Status).data().toString(),
             QStringLiteral("unfinished · from game %1").arg(origin));
    QCOMPARE(games.index(row, GamesModel::TileSet).data().toString(), QStringLiteral("Base game"));
}

void TstReviewFixes::welcomePage()
{
    auto empty = GameStore::open(m_dir.filePath(QStringLiteral("empty.sqlite")));
    Shell shell(empty.get());
    MainWindow& window = *shell.mainWindow();
    window.show();
    window.offerStart();
    WelcomePage* page = window.welcomePage();
    QVERIFY(!window.isBoardShown());
    QVERIFY(page->isVisible());
    QVERIFY(!page->continueButton()->isVisible()); // nothing to continue
    QCOMPARE(page->newGameButton()->text(), QStringLiteral("New game"));
    page->editorButton()->click();
    QVERIFY(shell.editorWindow());
    shell.editorWindow()->close();
    // The language, from the first screen.
    for (QPushButton* b : page->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Čeština")) b->click();
    QCOMPARE(slui::LanguageManager::instance().effective(), QStringLiteral("cs"));
    QTRY_COMPARE(page->newGameButton()->text(), QStringLiteral("Nová hra"));
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    // A game puts the board in front.
    QVERIFY(window.startGame(humanSetup({2, false, false}, 3)));
    QVERIFY(window.isBoardShown());
}

void TstReviewFixes::defaultNamesInTheLanguageOfNow()
{
    // Issue 34, item 11: a game begun in English stores its computer's default name "Computer 2";
    // the Czech welcome page, browser and player cards say "Počítač 2" (a typed name stays).
    auto store = GameStore::open(m_dir.filePath(QStringLiteral("names.sqlite")));
    sl::GameRecord rec = interrupted(33, 6);
    QCOMPARE(rec.setup.players.size(), std::size_t(3));
    rec.setup.players[0].name = "Anna";
    rec.setup.players[1].name = "Computer 2";
    rec.setup.players[2].name = "Player 3";
    for (sl::PlayerInfo& p : rec.setup.players)
        p.kind = sl::SeatKind::Human; // continued here, no computer plays meanwhile
    const qint64 id = store->insertRecord(rec);
    QVERIFY(id > 0);
    Shell shell(store.get());
    MainWindow& window = *shell.mainWindow();
    window.show();
    window.offerStart();
    QVERIFY(window.welcomePage()->unfinishedText().contains(
        QStringLiteral("Anna, Computer 2, Player 3")));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QTRY_VERIFY2(
        window.welcomePage()->unfinishedText().contains(QStringLiteral("Anna, Počítač 2, Hráč 3")),
        qPrintable(window.welcomePage()->unfinishedText()));
    shell.openBrowser();
    const QAbstractItemModel* games = shell.browser()->model();
    QCOMPARE(games->rowCount(), 1);
    QCOMPARE(games->index(0, GamesModel::Players).data().toString(),
             QStringLiteral("Anna, Počítač 2, Hráč 3"));
    QVERIFY(window.continueGame(id));
    QCOMPARE(window.playersModel()->index(1, 0).data().toString(), QStringLiteral("Počítač 2"));
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    QTRY_COMPARE(window.playersModel()->index(1, 0).data().toString(),
                 QStringLiteral("Computer 2"));
}

void TstReviewFixes::projectedExplained()
{
    Shell shell(m_store.get());
    MainWindow& window = *shell.mainWindow();
    window.setDialogsEnabled(false);
    QVERIFY(window.startGame(humanSetup({3, false, false}, 61)));
    GameController* c = window.controller();
    sl::Rng rng(6);
    for (int turn = 0; turn < 24; ++turn) {
        const auto cells = c->legalCells();
        c->selectCell(cells[rng.below(quint32(cells.size()))]);
        const auto targets = c->meepleTargets();
        if (!targets.empty()) c->chooseMeeple(targets[rng.below(quint32(targets.size()))]);
        c->confirm();
    }
    static const QRegularExpression number(QStringLiteral("(\\d+) points?"));
    bool someOpenRealm = false;
    for (int p = 0; p < 3; ++p) {
        const QString tip = window.playersModel()->index(p).data(Qt::ToolTipRole).toString();
        const QStringList lines = tip.split(QStringLiteral("<br>"));
        const sl::GameState& s = c->state();
        QVERIFY(
            lines.at(1).startsWith(QStringLiteral("Banked: %1 point").arg(s.score(s.sideOf(p)))));
        int sum = s.score(s.sideOf(p));
        for (const QString& line : lines.mid(2, lines.size() - 3)) {
            QVERIFY2(line.startsWith(QLatin1String("+ ")), qPrintable(line));
            sum += number.match(line).captured(1).toInt();
            someOpenRealm = true;
        }
        QVERIFY2(lines.last().contains(
                     QStringLiteral("Projected: %1 point").arg(s.projectedScore(s.sideOf(p)))),
                 qPrintable(tip));
        QCOMPARE(sum, s.projectedScore(s.sideOf(p)));
    }
    QVERIFY(someOpenRealm);
}

void TstReviewFixes::replayInWords()
{
    // The move list and the last-event line name places and realms, not coordinates; the
    // transport bar plays and pauses; the slider jumps where clicked; the board fits each step.
    ReplayWindow window(sl::randomRecord(sl::makeSetup({3, true, false}, 71)), 0);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    MoveListModel* moves = window.moveList();
    static const QRegularExpression coordinates(QStringLiteral("-?\\d+, -?\\d+"));
    int attacks = 0, near = 0, battles = 0;
    for (int r = 0; r < moves->rowCount(); ++r) {
        const QString where = moves->index(r, MoveListModel::Position).data().toString();
        QVERIFY2(!coordinates.match(where).hasMatch(), qPrintable(where));
        near += where.startsWith(QLatin1String("next to "));
        const QString meeple = moves->index(r, MoveListModel::Meeple).data().toString();
        QVERIFY2(!coordinates.match(meeple).hasMatch(), qPrintable(meeple));
        attacks += meeple.startsWith(QLatin1String("attacks planet "));
        const QString battle = moves->index(r, MoveListModel::Battles).data().toString();
        if (!battle.isEmpty()) {
            ++battles;
            QVERIFY2(battle.contains(QLatin1String(" wins")), qPrintable(battle));
        }
    }
    QVERIFY(near > 5);
    QVERIFY(attacks > 0);
    QVERIFY(battles > 0);
    // The last event, in words.
    ReplayCursor* c = window.cursor();
    c->jumpToTurn(5);
    std::size_t place = c->turns()[5].firstEvent;
    while (c->viewRecord()->events[place].type != sl::EventType::Place)
        ++place;
    c->setPosition(place + 1);
    auto* last = window.findChild<QLabel*>(QStringLiteral("lastEvent"));
    const QString who = moves->index(5, MoveListModel::Player).data().toString();
    QCOMPARE(last->text(), QStringLiteral("%1 places %2 %3.")
                               .arg(who, moves->index(5, MoveListModel::Tile).data().toString(),
                                    moves->placeText(5)));
    // Autoplay is Play, then Pause.
    QAction* play = nullptr;
    for (QAction* a : window.actions())
        if (a->shortcut() == QKeySequence(Qt::Key_Space)) play = a;
    QVERIFY(play);
    QCOMPARE(play->text(), QStringLiteral("Play"));
    play->trigger();
    QCOMPARE(play->text(), QStringLiteral("Pause"));
    QVERIFY(play->toolTip().contains(QLatin1String("Space")));
    play->trigger();
    QCOMPARE(play->text(), QStringLiteral("Play"));
    // A click on the slider's groove jumps there.
    QSlider* slider = window.slider();
    QTest::mouseClick(slider, Qt::LeftButton, {},
                      QPoint(slider->width() / 4, slider->height() / 2));
    QVERIFY(std::abs(int(c->position()) - int(c->length()) / 4) < int(c->length()) / 8);
    // The board fits the step shown: tiles are large at the start, small at the end.
    c->setPosition(8);
    const double early = window.findChild<slui::BoardWidget*>()->scale();
    c->last();
    const double late = window.findChild<slui::BoardWidget*>()->scale();
    QVERIFY2(early > 2 * late, qPrintable(QStringLiteral("%1 %2").arg(early).arg(late)));
}

void TstReviewFixes::newGameColours()
{
    NewGameDialog dialog;
    dialog.setExpansion(false);
    auto* colour = dialog.findChild<QComboBox*>(QStringLiteral("colour0"));
    QVERIFY(colour);
    QCOMPARE(colour->itemText(int(sl::Colour::Orange)), QStringLiteral("orange – Bounty Hunters"));
    auto* model = qobject_cast<QStandardItemModel*>(colour->model());
    QVERIFY(!model->item(int(sl::Colour::Blue))->isEnabled());
    QVERIFY(model->item(int(sl::Colour::Blue))->toolTip().contains(QLatin1String("Expansion 1")));
    dialog.setExpansion(true);
    QVERIFY(model->item(int(sl::Colour::Blue))->isEnabled());
}

void TstReviewFixes::scoringShownOnTheBoard()
{
    // A completed realm: its points rise from it and its meeples visibly go home.
    Shell shell(m_store.get());
    MainWindow& window = *shell.mainWindow();
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(window.startGame(humanSetup({2, false, false}, 23)));
    GameController* c = window.controller();
    QSignalSpy feedback(c, &GameController::boardFeedback);
    sl::Rng rng(1);
    bool seen = false;
    while (!c->isOver() && !seen) {
        const auto cells = c->legalCells();
        c->selectCell(cells[rng.below(quint32(cells.size()))]);
        const auto targets = c->meepleTargets();
        if (!targets.empty()) c->chooseMeeple(targets[rng.below(quint32(targets.size()))]);
        std::array<int, 2> before{c->state().smallInSupply(0) + c->state().largeInSupply(0),
                                  c->state().smallInSupply(1) + c->state().largeInSupply(1)};
        const int scoreBefore = c->state().score(0) + c->state().score(1);
        c->confirm();
        if (c->state().score(0) + c->state().score(1) == scoreBefore) continue;
        QVERIFY(!feedback.isEmpty());
        const auto list = feedback.last().at(0).value<QList<BoardFeedback>>();
        int points = 0, meeples = 0;
        for (const BoardFeedback& fb : list) {
            points += fb.points;
            meeples += fb.points == 0;
        }
        QCOMPARE(points, c->state().score(0) + c->state().score(1) - scoreBefore);
        const int home = c->state().smallInSupply(0) + c->state().largeInSupply(0) - before[0] +
                         c->state().smallInSupply(1) + c->state().largeInSupply(1) - before[1];
        // Supply gained = meeples gone home - the one placed this turn (which may itself have
        // gone home at once, not shown: it never stood on the committed board).
        QVERIFY2(meeples >= home && meeples <= home + 1,
                 qPrintable(QStringLiteral("%1 %2").arg(meeples).arg(home)));
        QVERIFY(meeples > 0 || home <= 0);
        QVERIFY(window.board()->animationsRunning() > 0);
        seen = true;
    }
    QVERIFY(seen);
}

QTEST_MAIN(TstReviewFixes)
#include "tst_reviewfixes.moc"
