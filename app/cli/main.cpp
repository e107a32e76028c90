// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli: the headless tool (simulate, bench, match, replay, validate-tileset, ...).
#include "commands.h"

#include "store/appidentity.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <system_error>
#include <vector>

#include <unistd.h>

namespace {

/** Each command's part of the usage text (`starlanes-cli COMMAND --help` prints its own). */
struct Section
{
    const char* command;
    const char* text;
};

const Section kSections[] = {
    {"simulate",
     R"(  simulate [--games N] [--players 2-6] [--expansion] [--team] [--seed S] [--json]
           [--db FILE] [--tileset FILE]
      Play N random games (every turn picks uniformly among all legal moves) and print
      a summary with games per second. --db stores every game in a game database.
      --tileset plays a tile-set file: a base set replaces the built-in one, an
      expansion set is added to the built-in base set (the editor's balance check).
)"},
    {"bench",
     R"(  bench [--repetitions N] [--min-time SECONDS] [--filter REGEX] [--store-games N] [--json]
      A developer tool, in the build folder only (it runs starlanes-bench there; the
      installed program has no benchmarks). Google Benchmark (use a Release build): random full games per second, mid-game
      playouts per second, search iterations per second of the Hard level (1 and 2
      threads), one greedy decision, battle odds, and the game store (append one event,
      open a database of N games and list the first page, load and replay one game), as
      medians of N repetitions.
)"},
    {"match",
     R"(  match [--players LIST] [--games N] [--seats 2-6] [--expansion] [--team] [--seed S]
        [--first-set K] [--time SECONDS] [--iterations N] [--threads N] [--jobs N]
        [--progress] [--json] [--log FILE]
      Play N games between computer players and print each player's win rate with its
      95 % confidence interval (Wilson; shared wins count as split), mean score, mean
      margin over the best other player, and mean time per move (a whole turn). LIST is
      comma-separated, one player per seat (default hard,greedy); the last one fills the
      remaining seats of --seats; with --team, two players mean one per team. Players:
      random, greedy, easy, normal, hard, expert, or search:KEY=VALUE:... with the keys it
      (iterations), time, threads, c (exploration), fill (the playouts' preference for
      cells with more neighbours, 3 by default), reply (how many following turns are nodes
      of the tree: 1 the next player's reply, 3 every opponent's in a 4-player game), widen
      (how fast the replies open, 1 by default), expand (visits before a node below the
      first reply lists its turns, 8 by default) and shared (1: one tree for all threads);
      the searching levels take the same keys from their own settings (hard:time=2).
      Each tile order is played once in every distinct seat order (the lineup rotated;
      the team game has two), so N is rounded up to a multiple of them. Two entries of
      the same player are two entrants ("greedy #1", "greedy #2"), each with its own seeds
      from seat to seat; in the team game each team is one entrant. --first-set K starts at
      the (K+1)th tile order of the seed: a long match run in pieces (--first-set 0, 50,
      100, ...) plays the same games as one run. --time, --iterations and --threads
      override every search player's budget; --jobs plays that many games at once; --log
      writes one JSON line per game (tile order, seat order, scores, seconds per seat, and
      the whole game under "record", which replay takes).
)"},
    {"replay", R"(  replay FILE [--ply N] [--events] [--json]
      Replay a game record (JSON) to event N (default: all) and print state and scores;
      --events adds the list of every event to the --json output.
)"},
    {"validate-tileset", R"(  validate-tileset FILE...
      Check tile-set files; every problem is printed with file, tile and field.
)"},
    {"render-tiles", R"(  render-tiles SET --out DIR [--columns N] [--rotations]
      Write every tile type of SET (base, exp1 or a tile-set file) as SVG, and a contact
      sheet of the whole set, with the same art the game draws.
)"},
    {"db",
     R"(  db [--file FILE] list [--player NAME] [--unfinished] [--limit N] [--offset N] [--json]
  db [--file FILE] show ID [--json]
  db [--file FILE] replay ID [--ply N] [--json]
  db [--file FILE] verify
  db [--file FILE] export ID... [--out FILE|DIR] [--all] [--reference-builtin] [--force]
  db [--file FILE] import RECORD.json...
  db [--file FILE] delete ID...
      The game database (default: the user's data folder, starlanes.sqlite). verify runs
      an integrity check and replays every stored game against its stored result.
      export writes each file whole or not at all, never over a game database, and over
      an existing file only with --force.
  db [--file FILE] players [--since DATE] [--until DATE] [--seats N] [--expansion]
                            [--tilesets IDS] [--unfinished] [--player NAME] [--json]
      Every player's record over the finished games: people by name, computer players
      by level ("Computer – Hard"); games, wins (a shared first place split), win rate by
      number of players, mean score and margin, points by realm type, battles, dice
      luck, and from analysed games the points lost per turn, mistakes and blunders.
      DATE: YYYY-MM-DD; IDS: the game's sets as db list shows them ("base+exp1").
      --unfinished: the unfinished games too, with their scores so far and no win.
      --player: one player's games, head-to-head records, colours, best and worst games.
  db [--file FILE] players --merge NAME --into NAME | --separate NAME
      Count a person's other name as that person (stored), or separate the names again.
  db [--file FILE] puzzles [--player NAME] [--min-loss P] [--realm KIND] [--unsolved] [--json]
      The puzzles: every analysed turn that lost P points or more (default 3, a mistake)
      and the puzzle files imported, unsolved first. KIND: route, field, planet, none.
  db [--file FILE] puzzles --export KEY [--out FILE [--force]] | --import FILE
      Write a puzzle to a file (engine/PUZZLE-FORMAT.md) or import one.
  db [--file FILE] analyse ID [--iterations N] [--playouts N] [--seed S] [--threads N]
                            [--redo] [--json]
      Review a stored game with the Hard search: every decision's best turn, the value
      of the played and the best turn, points lost, mistakes and blunders. The result is
      stored in the database and reused; --redo computes it again.
  db [--file FILE] analyse --all [--player NAME] [--jobs N] [--iterations N] [--playouts N]
                            [--seed S] [--json]
      Review every finished game that has no complete review yet (with --player, the
      games of that player), N turns at once (default: every core), each turn stored as
      it is done: stopped and started again, it goes on where it stopped.
)"},
    {"help", R"(  help, --help
      Show this text.
  --version
      Show the version.
)"},
};

void printUsage(const char* only)
{
    if (!only)
        std::fputs("Usage: starlanes-cli <command> [options]\n\nCommands:\n", stdout);
    else
        std::printf("Usage (starlanes-cli %s):\n", only);
    for (const Section& s : kSections)
        if (!only || std::strcmp(only, s.command) == 0) std::fputs(s.text, stdout);
}

/** The command's own usage for `COMMAND --help` (or -h) anywhere after it. */
bool wantsCommandHelp(int argc, char** argv)
{
    for (int i = 2; i < argc; ++i)
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) return true;
    return false;
}

} // namespace

/**
 * `starlanes-cli bench`: runs starlanes-bench from the folder of this program (the build folder).
 * Benchmarks are a developer tool; the installed package has no starlanes-bench.
 */
int runBenchTool(int argc, char** argv)
{
    const QByteArray tool = QFile::encodeName(QCoreApplication::applicationDirPath() +
                                              QStringLiteral("/starlanes-bench"));
    if (::access(tool.constData(), X_OK) != 0) {
        std::fprintf(stderr,
                     "starlanes-cli: bench: the benchmarks are a developer tool and not part of "
                     "the installed program;\nbuild Starlanes from source and run "
                     "'starlanes-cli bench' from the build folder (it runs starlanes-bench).\n");
        return 2;
    }
    std::vector<char*> args{const_cast<char*>(tool.constData())};
    for (int i = 2; i < argc; ++i)
        args.push_back(argv[i]);
    args.push_back(nullptr);
    ::execv(tool.constData(), args.data());
    std::fprintf(stderr, "starlanes-cli: bench: cannot run %s: %s\n", tool.constData(),
                 std::generic_category().message(errno).c_str());
    return 1;
}

int main(int argc, char** argv)
{
    if (argc < 2) return slcli::usageError("no command given");
    const std::string cmd = argv[1];
    if (cmd == "help" || cmd == "--help" || cmd == "-h") {
        printUsage(nullptr);
        return 0;
    }
    if (wantsCommandHelp(argc, argv)) {
        for (const Section& section : kSections)
            if (cmd == section.command) {
                printUsage(section.command);
                return 0;
            }
    }
    if (cmd == "--version" || cmd == "-v") {
        std::printf("starlanes-cli %s\n", slapp::version());
        return 0;
    }
    QCoreApplication app(argc, argv);
    if (cmd == "bench")
        return runBenchTool(argc, argv); // starlanes-bench sets up the identity itself
    slapp::setApplicationIdentity();
    slcli::Args args(argc, argv, 2);
    try {
        if (cmd == "simulate") return slcli::runSimulate(args);
        if (cmd == "replay") return slcli::runReplay(args);
        if (cmd == "validate-tileset") return slcli::runValidateTileset(args);
        if (cmd == "db") return slcli::runDb(args);
        if (cmd == "render-tiles") return slcli::runRenderTiles(args);
        if (cmd == "match") return slcli::runMatch(args);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "starlanes-cli: internal error: %s\n", e.what());
        return 3;
    }
    return slcli::usageError("unknown command '" + cmd + "'");
}
