// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-guibench: timings of the play window (run it in a Release build, under a real X
// server such as Xvfb, or with QT_QPA_PLATFORM=offscreen):
//   start to first painted window, frame time while panning a full board, memory of a whole
//   6-player game. Prints medians of several runs.
#include "benchstats.h"
#include "browser/gamebrowser.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "players/playerpagewindow.h"
#include "players/playerswindow.h"
#include "randomturn.h"
#include "replay/replaycursor.h"
#include "replay/replaywindow.h"
#include "rules/simulate.h"
#include "store/appidentity.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

using slbench::median;
using slbench::percentile;

long rssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').front().toLong();
    return -1;
}

/** Spawns `starlanes` and waits for it to report its first painted frame. */
std::vector<double> firstPaint(const QString& exe, int runs)
{
    std::vector<double> ms;
    QTemporaryDir dir;
    for (int i = 0; i < runs; ++i) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("STARLANES_EXIT_AFTER_FIRST_PAINT"), QStringLiteral("1"));
        p.setProcessEnvironment(env);
        const qint64 start = QDateTime::currentMSecsSinceEpoch();
        p.start(exe, {QStringLiteral("--no-start-dialog"), QStringLiteral("--database"),
                      dir.filePath(QStringLiteral("bench.sqlite"))});
        p.waitForFinished(30000);
        const QByteArray out = p.readAllStandardOutput();
        const int at = out.indexOf("first-paint ");
        if (at < 0) {
            std::fprintf(stderr, "guibench: no first paint reported: %s\n",
                         p.readAllStandardError().constData());
            continue;
        }
        ms.push_back(double(out.mid(at + 12).trimmed().toLongLong() - start));
    }
    return ms;
}

/** The Players window and a player's page on 10,000 stored games of 8 people and the computer
 *  levels: open the database, the window (or the page) shown and painted. */
int benchPlayers()
{
    std::vector<double> playersTable, playerPage;
    std::size_t pageGames = 0;
    {
        const QString path =
            QDir::temp().filePath(QStringLiteral("starlanes-bench-players-10000.sqlite"));
        {
            auto big = slapp::GameStore::open(path);
            if (big && big->countGames({}) != 10000) {
                std::fprintf(stderr, "guibench: creating %s with 10,000 games (once)...\n",
                             qPrintable(path));
                const char* const people[] = {"Anna", "Boris", "Cyril", "Dana",
                                              "Eva",  "Filip", "Gita",  "Hugo"};
                for (int g = big->countGames({}); g < 10000; ++g) {
                    sl::GameSetup setup =
                        sl::makeSetup({2 + g % 4, g % 2 == 0, false}, std::uint64_t(g) + 1);
                    for (std::size_t i = 0; i < setup.players.size(); ++i) {
                        sl::PlayerInfo& p = setup.players[i];
                        if ((g + int(i)) % 5 == 4) { // a computer seat now and then
                            p.level = sl::SeatLevel((g / 5 + int(i)) % 3);
                            continue;
                        }
                        p.kind = sl::SeatKind::Human;
                        p.name = people[std::size_t(g * 3 + int(i) * 5) % 8];
                    }
                    big->insertRecord(sl::randomRecord(setup));
                }
            }
        }
        for (int i = 0; i < 7; ++i) {
            QElapsedTimer t;
            t.start();
            auto big = slapp::GameStore::open(path);
            slapp::PlayersWindow players(big.get());
            players.show();
            players.repaint();
            playersTable.push_back(t.nsecsElapsed() / 1e6);
            t.start();
            slapp::PlayerPageWindow page(big.get(), {}, QStringLiteral("human:Anna"));
            page.show();
            page.repaint();
            playerPage.push_back(t.nsecsElapsed() / 1e6);
            pageGames = page.data().games.size();
        }
    }
    std::printf("Players window on 10,000 stored games, open the database and show the table: "
                "median %.1f ms over %zu runs\n",
                median(playersTable), playersTable.size());
    std::printf("a player's page on the same games (Anna, %zu games), shown: median %.1f ms\n",
                pageGames, median(playerPage));
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    slapp::setApplicationIdentity();
    QApplication app(argc, argv);
    const int runs = qEnvironmentVariableIntValue("GUIBENCH_RUNS") > 0
                         ? qEnvironmentVariableIntValue("GUIBENCH_RUNS")
                         : 7;
    const QString exe = QCoreApplication::applicationDirPath() + QStringLiteral("/starlanes");
    // GUIBENCH_ONLY=players: the Players window and a player's page only.
    if (qgetenv("GUIBENCH_ONLY") == "players") return benchPlayers();

    // 1. Start to first painted window.
    const std::vector<double> start = firstPaint(exe, runs);

    // 2. A whole 6-player game with the expansion played through the window's controller,
    //    then its memory; 3. the full board (94 tiles) painted while panning.
    QTemporaryDir dir;
    auto store = slapp::GameStore::open(dir.filePath(QStringLiteral("games.sqlite")));
    slapp::MainWindow window(store.get());
    window.setDialogsEnabled(false);
    window.resize(1280, 860);
    window.show();
    QCoreApplication::processEvents();
    sl::GameSetup setup = sl::makeSetup({6, true, false}, 99);
    for (sl::PlayerInfo& p : setup.players)
        p.kind = sl::SeatKind::Human; // the frames of a still board, no computer moving
    window.startGame(setup);
    slapp::GameController* c = window.controller();
    sl::Rng rng(1);
    sl::RandomPlayer player;
    while (!c->isOver()) {
        slapp::playRandomTurn(*c, rng, player, 2);
        QCoreApplication::processEvents();
    }
    const long rss = rssKb();
    slui::BoardWidget* board = window.board();
    board->fitToWindow();
    // Paint time of the board itself, and the whole repaint() (paint + flush to the window).
    auto pan = [&](std::vector<double>& paint, std::vector<double>& total) {
        QElapsedTimer t;
        for (int i = 0; i < 400; ++i) {
            board->panBy(QPointF(i % 40 < 20 ? 3 : -3, i % 80 < 40 ? 2 : -2));
            t.start();
            board->repaint();
            total.push_back(t.nsecsElapsed() / 1e6);
            paint.push_back(board->lastPaintMs());
        }
    };
    std::vector<double> frames, framesTotal, zoomed, zoomedTotal;
    pan(frames, framesTotal);
    const double fitScale = board->scale();
    board->zoomIn();
    board->zoomIn();
    board->zoomIn();
    pan(zoomed, zoomedTotal);
    // 4. Replay viewer: jump to random points of the finished game, whole window redrawn.
    std::vector<double> jumps;
    {
        slapp::ReplayWindow replay(c->record(), c->gameId());
        replay.resize(1400, 900);
        replay.show();
        QCoreApplication::processEvents();
        sl::Rng jr(5);
        QElapsedTimer t;
        for (int i = 0; i < 200; ++i) {
            const std::size_t to = jr.below(std::uint32_t(replay.cursor()->length() + 1));
            t.start();
            replay.cursor()->setPosition(to);
            replay.repaint();
            jumps.push_back(t.nsecsElapsed() / 1e6);
        }
    }
    // 5. Game browser on a database of 10,000 games: open it and show the first page.
    std::vector<double> browse;
    {
        const QString path = QDir::temp().filePath(QStringLiteral("starlanes-bench-10000.sqlite"));
        {
            auto big = slapp::GameStore::open(path);
            if (big && big->countGames({}) != 10000) {
                std::fprintf(stderr, "guibench: creating %s with 10,000 games (once)...\n",
                             qPrintable(path));
                for (int g = big->countGames({}); g < 10000; ++g)
                    big->insertRecord(sl::randomRecord(
                        sl::makeSetup({2 + g % 4, g % 2 == 0, false}, std::uint64_t(g) + 1)));
            }
        }
        for (int i = 0; i < 7; ++i) {
            QElapsedTimer t;
            t.start();
            auto big = slapp::GameStore::open(path);
            slapp::GameBrowser browser(big.get());
            browser.show();
            browser.repaint();
            browse.push_back(t.nsecsElapsed() / 1e6);
        }
    }
    benchPlayers();
    std::printf("tiles on the board: %zu, board widget %dx%d, fit scale %.0f px per tile\n",
                c->state().tiles().size(), board->width(), board->height(), fitScale);
    std::printf(
        "start to first painted window: median %.0f ms over %zu runs (min %.0f, max %.0f)\n",
        median(start), start.size(),
        start.empty() ? 0 : *std::min_element(start.begin(), start.end()),
        start.empty() ? 0 : *std::max_element(start.begin(), start.end()));
    std::printf(
        "full-board frame while panning (all tiles visible): paint median %.2f ms (95th percentile "
        "%.2f ms), whole repaint median %.2f ms (95th %.2f ms) over %zu frames\n",
        median(frames), percentile(frames, 0.95), median(framesTotal),
        percentile(framesTotal, 0.95), frames.size());
    std::printf(
        "zoomed in to %.0f px per tile while panning: paint median %.2f ms, whole repaint median "
        "%.2f ms (95th %.2f ms)\n",
        board->scale(), median(zoomed), median(zoomedTotal), percentile(zoomedTotal, 0.95));
    std::printf("resident memory after a whole 6-player game: %.1f MB\n", double(rss) / 1024.0);
    std::printf(
        "replay viewer, jump to a random event with the whole window redrawn: median %.2f ms "
        "(95th percentile %.2f ms) over %zu jumps\n",
        median(jumps), percentile(jumps, 0.95), jumps.size());
    std::printf(
        "game browser on 10,000 stored games, open the database and show the first page: median "
        "%.1f ms over %zu runs\n",
        median(browse), browse.size());
    return 0;
}
