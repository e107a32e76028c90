// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-demo: opens the play window on a game advanced by random moves, for screenshots
// and for looking at a game in progress (not installed). Usage:
//   starlanes-demo [--players N] [--expansion] [--team] [--seed S] [--turns K] [--battle]
//                  [--final] [--language cs|en] [--pending]
//   starlanes-demo --editor TILE [--set base|exp1] [--edit] [--dialog balance|compare|newgame]
#include "browser/batchreviewdialog.h"
#include "browser/gamebrowser.h"
#include "common/languagemanager.h"
#include "common/seatnames.h"
#include "editor/balancedialog.h"
#include "editor/comparedialog.h"
#include "editor/editorfiles.h"
#include "editor/editorwindow.h"
#include "editor/tilecommands.h"
#include "editor/tileeditor.h"
#include "editor/tilesetdocument.h"
#include "play/computerplayers.h"
#include "play/gamecontroller.h"
#include "play/lessonguide.h"
#include "play/mainwindow.h"
#include "play/newgamedialog.h"
#include "players/playerpagewindow.h"
#include "players/playerswindow.h"
#include "puzzles/puzzleswindow.h"
#include "puzzles/puzzleview.h"
#include "puzzles/puzzlewindow.h"
#include "randomturn.h"
#include "replay/replayanalysis.h"
#include "replay/replaycursor.h"
#include "replay/replaywindow.h"
#include "shell/shell.h"
#include "store/appidentity.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"

#include "common/theme.h"
#include "rules/simulate.h"
#include <QTabWidget>
#include <QTableView>

#include <QApplication>
#include <QCommandLineParser>
#include <QTemporaryDir>
#include <QTimer>

#include <memory>

namespace {

/** The tile-set editor on a built-in set, a tile selected, optionally edited, optionally a dialog.
 */
int runEditorDemo(const QString& tile, const QString& set, bool edit, const QString& dialog)
{
    sled::EditorWindow window;
    window.move(0, 0); // its own size: what the screen has room for
    window.files()->openBuiltin(set);
    sled::TileSetDocument* doc = window.document();
    const int index = doc->indexOf(tile.toStdString());
    if (edit && index >= 0) {
        auto push = [doc](std::unique_ptr<QUndoCommand> cmd) {
            if (cmd) // null: the edit changes nothing on this tile
                doc->undoStack()->push(cmd.release());
        };
        push(sled::changeCount(doc, {index}, doc->tile(index).count + 1));
        push(sled::changeEdge(doc, index, 2, sl::EdgeKind::Route));
        push(sled::changeSymbols(doc, index, 0, sl::Faction::Empire, 1));
    }
    window.selectTile(std::max(0, index));
    window.show();
    QTimer::singleShot(300, &window, [&] {
        if (dialog == QLatin1String("balance")) {
            sled::BalanceDialog d(doc->set(), &window);
            d.start();
            d.exec();
        } else if (dialog == QLatin1String("compare")) {
            sled::CompareDialog d(doc->set(), QString(), &window);
            d.exec();
        } else if (dialog == QLatin1String("newgame")) {
            slapp::NewGameDialog d(&window);
            d.setTileSet(doc->set());
            d.exec();
        }
    });
    return QApplication::exec();
}

} // namespace

/** A lesson of Learn to play with the person's first `turns` turns played as it teaches them. */
int runLessonDemo(slapp::MainWindow& window, const QString& id, int turns, QApplication& app)
{
    window.computers()->setPace(0);
    if (!window.startLesson(id)) return 1;
    slapp::GameController* c = window.controller();
    const auto lesson = slapp::LessonGuide::load(id);
    const auto waitFor = [&](std::size_t events) {
        while (!(c->record().events.size() == events && c->offersChoices()) && !c->isOver())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    };
    int played = 0;
    for (const sl::LessonStep& s : lesson->steps) {
        if (!s.person) continue;
        waitFor(s.event);
        if (played++ >= turns) break;
        const sl::Placement place = lesson->record.events[s.event].place;
        const sl::MeepleMove meeple = lesson->record.events[s.event + 1].meeple;
        c->selectCell(QPoint(place.x, place.y));
        for (int r = 0; r < 4 && c->pendingPlacement()->rot != place.rot; ++r)
            c->rotate(1);
        if (meeple.target == sl::MeepleTarget::None) {
            c->skipMeeple();
            continue;
        }
        c->setLarge(meeple.large);
        c->setEquipment(meeple.equipment);
        c->chooseMeeple(meeple);
        c->confirm();
    }
    window.computers()->setPace(700); // the menu's normal pace
    return app.exec();
}

int main(int argc, char** argv)
{
    slapp::setApplicationIdentity();
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption players(QStringLiteral("players"), QStringLiteral("players"),
                                     QStringLiteral("n"), QStringLiteral("3"));
    const QCommandLineOption expansion(QStringLiteral("expansion"), QStringLiteral("expansion"));
    const QCommandLineOption team(QStringLiteral("team"), QStringLiteral("team game"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("seed"),
                                  QStringLiteral("s"), QStringLiteral("7"));
    const QCommandLineOption turns(QStringLiteral("turns"), QStringLiteral("turns to play"),
                                   QStringLiteral("k"), QStringLiteral("30"));
    const QCommandLineOption battle(QStringLiteral("battle"),
                                    QStringLiteral("play on until a battle and show it"));
    const QCommandLineOption pending(QStringLiteral("pending"),
                                     QStringLiteral("leave a tentative tile and meeple"));
    const QCommandLineOption targetsOption(
        QStringLiteral("targets"),
        QStringLiteral("leave a tentative tile next to a planet, no meeple, to show the targets"));
    const QCommandLineOption finalScore(QStringLiteral("final"), QStringLiteral("play to the end"));
    const QCommandLineOption lessonOption(
        QStringLiteral("lesson"),
        QStringLiteral("a lesson of Learn to play, its first --turns turns of the person played"),
        QStringLiteral("id"));
    const QCommandLineOption takeBack(QStringLiteral("take-back"),
                                      QStringLiteral("then take the last turn back (Ctrl+Z)"));
    const QCommandLineOption replay(QStringLiteral("replay"),
                                    QStringLiteral("open the replay viewer on the played game"));
    const QCommandLineOption browser(QStringLiteral("browser"),
                                     QStringLiteral("store some games and open the game browser"));
    const QCommandLineOption tab(QStringLiteral("tab"), QStringLiteral("replay tab to show"),
                                 QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption language(QStringLiteral("language"), QStringLiteral("language"),
                                      QStringLiteral("code"), QStringLiteral("en"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("window size"),
                                        QStringLiteral("WxH"), QStringLiteral("1500x940"));
    const QCommandLineOption editor(QStringLiteral("editor"),
                                    QStringLiteral("open the tile-set editor on a tile"),
                                    QStringLiteral("tile"));
    const QCommandLineOption editorSet(QStringLiteral("set"),
                                       QStringLiteral("built-in set for --editor"),
                                       QStringLiteral("id"), QStringLiteral("base"));
    const QCommandLineOption edit(QStringLiteral("edit"),
                                  QStringLiteral("make a few edits in the editor"));
    const QCommandLineOption editorDialog(
        QStringLiteral("dialog"), QStringLiteral("editor dialog to open"), QStringLiteral("name"));
    const QCommandLineOption computers(
        QStringLiteral("computers"),
        QStringLiteral("seats after the first are computer players (Easy, Normal, Hard, ...)"));
    const QCommandLineOption hint(
        QStringLiteral("hint"),
        QStringLiteral("with --computers: ask for a hint on the person's turn"));
    const QCommandLineOption showing(
        QStringLiteral("showing"),
        QStringLiteral("with --computers: stop while a computer's tile is shown"));
    const QCommandLineOption analyse(
        QStringLiteral("analyse"),
        QStringLiteral("with --replay: analyse the game (a small budget) and wait for it"));
    const QCommandLineOption playersWindow(
        QStringLiteral("players-window"),
        QStringLiteral("with --browser: open the Players window over the stored games"));
    const QCommandLineOption watch(
        QStringLiteral("watch"),
        QStringLiteral("every seat a computer player, played on at the normal pace to watch"));
    parser.addOptions({players,   expansion,  team,     seed,         turns,         battle,
                       pending,   finalScore, language, replay,       browser,       tab,
                       editor,    editorSet,  edit,     editorDialog, targetsOption, sizeOption,
                       computers, hint,       showing});
    parser.addOption(analyse);
    parser.addOption(takeBack);
    parser.addOption(lessonOption);
    const QCommandLineOption earlier(
        QStringLiteral("earlier-analysis"),
        QStringLiteral("with --replay: the game has only an analysis of an earlier version"));
    parser.addOption(earlier);
    parser.addOption(watch);
    parser.addOption(playersWindow);
    const QCommandLineOption playerPage(
        QStringLiteral("player-page"),
        QStringLiteral("with --players-window: more games, some analysed, and this player's page"),
        QStringLiteral("name"));
    parser.addOption(playerPage);
    const QCommandLineOption puzzleOption(
        QStringLiteral("puzzle"),
        QStringLiteral("with --player-page: the Puzzles window and its first puzzle; with "
                       "'answer' the tile placed somewhere else and checked"),
        QStringLiteral("what"));
    parser.addOption(puzzleOption);
    const QCommandLineOption analyseAll(
        QStringLiteral("analyse-all"),
        QStringLiteral("with --browser: Analyse all games, running (the default budget)"));
    parser.addOption(analyseAll);
    parser.process(app);
    slui::LanguageManager::instance().apply(parser.value(language));
    slui::applyTheme(app);
    if (parser.isSet(editor))
        return runEditorDemo(parser.value(editor), parser.value(editorSet), parser.isSet(edit),
                             parser.value(editorDialog));

    QTemporaryDir dir;
    auto store = slapp::GameStore::open(dir.filePath(QStringLiteral("demo.sqlite")));
    slapp::Shell shell(store.get());
    slapp::MainWindow& window = *shell.mainWindow();
    window.setDialogsEnabled(false);
    const QStringList wh = parser.value(sizeOption).split(QLatin1Char('x'));
    window.resize(wh.value(0).toInt(), wh.value(1).toInt());
    window.show();
    if (parser.isSet(lessonOption))
        return runLessonDemo(window, parser.value(lessonOption), parser.value(turns).toInt(), app);
    sl::SimOptions opt{parser.value(players).toInt(), parser.isSet(expansion), parser.isSet(team)};
    sl::GameSetup setup = sl::makeSetup(opt, parser.value(seed).toULongLong());
    const char* const names[] = {"Alice", "Bohdan", "Cecílie", "David", "Eva", "František"};
    for (std::size_t i = 0; i < setup.players.size(); ++i) {
        setup.players[i].name = names[i];
        const bool computer = parser.isSet(watch) || (parser.isSet(computers) && i > 0);
        setup.players[i].kind = computer ? sl::SeatKind::Computer : sl::SeatKind::Human;
        setup.players[i].level = static_cast<sl::SeatLevel>((i + 2) % 3);
        if (computer) setup.players[i].name = slui::defaultSeatName(int(i), true).toStdString();
    }
    // Quick computers while the demo plays its turns; a pace to follow afterwards.
    window.computers()->setBudgetOverride({400, 0.0, 1});
    window.computers()->setPace(0);
    window.startGame(setup);
    slapp::GameController* c = window.controller();
    sl::Rng rng(parser.value(seed).toULongLong());
    sl::RandomPlayer player;
    // Shared with the connection, which may outlive this scope's variables in principle.
    auto lastBattle = std::make_shared<std::optional<slapp::BattleReport>>();
    QObject::connect(c, &slapp::GameController::battleFought, c,
                     [lastBattle](const slapp::BattleReport& r) { *lastBattle = r; });
    // Meeples two turns in three, so the board shows them.
    auto playTurn = [&] {
        if (!c->isComputerTurn()) {
            slapp::playRandomTurn(*c, rng, player, 3);
            return;
        }
        while (c->isComputerTurn() && !c->isOver()) // the computers play their own turns
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    };
    const int k = parser.value(turns).toInt();
    for (int t = 0; (t < k || parser.isSet(finalScore)) && !c->isOver(); ++t)
        playTurn();
    if (parser.isSet(battle))
        while (!*lastBattle && !c->isOver())
            playTurn();
    if (parser.isSet(takeBack)) {
        while (c->isComputerTurn() && !c->isOver())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        window.takeBackTurnAction()->trigger();
    }
    if (parser.isSet(pending) && !c->isOver()) {
        const auto cells = c->legalCells();
        c->selectCell(cells[rng.below(std::uint32_t(cells.size()))]);
        const auto targets = c->meepleTargets();
        if (!targets.empty()) c->chooseMeeple(targets.front());
    }
    if (parser.isSet(targetsOption) && !c->isOver()) {
        // Play on until some placement offers a planet attack, and leave that tile unconfirmed.
        for (int guard = 0; guard < 60 && !c->isOver(); ++guard) {
            bool found = false;
            for (const QPoint& cell : c->legalCells()) {
                c->selectCell(cell);
                for (const sl::MeepleMove& t : c->meepleTargets())
                    found = found || t.target == sl::MeepleTarget::Planet;
                if (found) break;
            }
            if (found) break;
            c->takeBack();
            playTurn();
        }
    }
    if (parser.isSet(browser)) {
        const bool page = parser.isSet(playerPage);
        for (int g = 0; g < (page ? 48 : 14); ++g) {
            sl::GameSetup more =
                sl::makeSetup({2 + g % 4, g % 3 == 0, false}, 500 + std::uint64_t(g));
            for (std::size_t i = 0; i < more.players.size(); ++i) {
                more.players[i].name = names[(i + std::size_t(g)) % 6];
                if (g % 5 != 4 || i > 0) more.players[i].kind = sl::SeatKind::Human;
            }
            sl::GameRecord rec = sl::randomRecord(more);
            if (g % 4 == 1) rec.events.resize(rec.events.size() / 2);
            const qint64 id = store->insertRecord(rec);
            if (page && g % 3 == 0 && g % 4 != 1) { // a review of some finished games
                sl::ai::AnalysisOptions small;
                small.iterations = 150;
                small.playouts = 40;
                store->analyses().save(id, sl::ai::kAnalysisVersion, small,
                                       sl::ai::analyseGame(rec, small, {}, nullptr), true);
            }
        }
        shell.openBrowser();
        if (parser.isSet(analyseAll)) {
            shell.browser()->move(0, 0);
            if (auto* review = shell.browser()->analyseGames()) review->move(380, 240);
        }
        if (parser.isSet(playersWindow)) {
            shell.openPlayers();
            shell.players()->move(0, 0);
            if (page) {
                QAbstractItemModel* rows = shell.players()->view()->model();
                for (int row = 0; row < rows->rowCount(); ++row)
                    if (rows->index(row, 0).data().toString() == parser.value(playerPage)) {
                        shell.players()->view()->selectRow(row);
                        if (auto* w = shell.players()->openPage(row)) w->move(0, 0);
                    }
                if (parser.isSet(puzzleOption)) {
                    shell.openPuzzles();
                    shell.puzzles()->move(0, 0);
                    if (auto* w = shell.puzzles()->solve(0)) {
                        w->move(0, 0);
                        if (parser.value(puzzleOption) == QLatin1String("answer")) {
                            // Another cell than the best turn's, no meeple, then checked.
                            auto& turn = w->view()->turn();
                            for (const sl::Cell& cell : turn.legalCells())
                                if (cell.x != w->puzzle().best.place.x ||
                                    cell.y != w->puzzle().best.place.y) {
                                    turn.select(cell);
                                    break;
                                }
                            w->check();
                            while (w->isChecking())
                                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
                        }
                    }
                }
            }
        }
    }
    if (parser.isSet(replay)) {
        shell.openReplay(c->gameId());
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* r = qobject_cast<slapp::ReplayWindow*>(w)) {
                r->move(0, 0); // its own size: what the screen has room for
                if (parser.isSet(earlier)) {
                    sl::ai::AnalysisOptions version4; // the budget version 4 had
                    version4.iterations = 8000;
                    version4.playouts = 4500;
                    if (!store->analyses().save(c->gameId(), sl::ai::kAnalysisVersion - 1, version4,
                                                {}, true))
                        qWarning("cannot store the earlier analysis");
                }
                r->setStore(store.get());
                if (parser.isSet(analyse)) {
                    sl::ai::AnalysisOptions small;
                    small.iterations = 2000;
                    small.playouts = 300;
                    small.threads = 2;
                    r->analysis()->setOptions(small);
                    r->analyseAction()->trigger();
                    while (r->analysis()->isRunning())
                        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
                }
                r->cursor()->jumpToTurn(parser.value(turns).toInt() / 2);
                if (auto* tabs = r->findChild<QTabWidget*>())
                    tabs->setCurrentIndex(parser.value(tab).toInt());
            }
    }
    if (parser.isSet(computers)) {
        while (c->isComputerTurn() && !c->isOver())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        if (parser.isSet(hint)) {
            window.hintAction()->trigger();
            while (!window.board()->ghost())
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        }
        if (parser.isSet(showing)) {
            window.computers()->setPace(60000);
            slapp::playRandomTurn(*c, rng, player, 3);
            while (!window.computers()->isShowingTurn())
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        }
    }
    window.setDialogsEnabled(true);
    if (parser.isSet(watch)) window.computers()->setPace(700); // the menu's normal pace
    QTimer::singleShot(200, &window, [&] {
        window.board()->fitToWindow();
        if (parser.isSet(battle) && *lastBattle) window.showBattle(**lastBattle);
        if (parser.isSet(finalScore) && c->finalReport() && !parser.isSet(replay)) {
            emit c->gameOver(*c->finalReport());
        }
    });
    return app.exec();
}
