// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli bench: Google Benchmark of the engine's random games, playouts, computer players
// and the game store.
#include "commands.h"

#include "benchreaders.h"

#include "ai/greedy.h"
#include "ai/puzzle.h"
#include "ai/search.h"
#include "rules/odds.h"
#include "rules/simulate.h"
#include "store/gamestore.h"

#include <QDir>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>

namespace slcli {
namespace {

sl::GameState freshState(const sl::SimOptions& opt)
{
    const sl::GameSetup setup = sl::makeSetup(opt, 1);
    return sl::GameState(sl::buildCatalog(setup), setup.config());
}

/** Full random games, every legal placement and meeple option enumerated each turn. */
void randomGames(benchmark::State& st, sl::SimOptions opt)
{
    const sl::GameState fresh = freshState(opt);
    sl::RandomPlayer player;
    sl::Rng rng(42);
    for ([[maybe_unused]] auto _ : st) {
        sl::GameState s = fresh;
        sl::playRandomGame(s, rng, player);
        benchmark::DoNotOptimize(s.score(0));
    }
    st.counters["games/s"] =
        benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
}

/** A 2-player base game advanced by random moves until half of the tiles are placed. */
sl::GameState midGame()
{
    sl::GameState mid = freshState({});
    sl::Rng rng(7);
    sl::RandomPlayer player;
    while (mid.tiles().size() < 38 || mid.phase() != sl::Phase::DrawTile) {
        if (mid.phase() == sl::Phase::DrawTile)
            mid.apply(sl::Event::draw(
                mid.bag()[rng.below(static_cast<std::uint32_t>(mid.bag().size()))]));
        else if (mid.phase() == sl::Phase::Battle)
            mid.apply(sl::Event::roll(
                rng.range(sl::dieMin(mid.pendingDie()), sl::dieMax(mid.pendingDie()))));
        else
            mid.apply(player.choose(mid, rng));
    }
    return mid;
}

/** Playouts from one mid-game position (half of the tiles placed) to the end. */
void midGamePlayouts(benchmark::State& st)
{
    const sl::GameState mid = midGame();
    sl::Rng rng(7);
    for ([[maybe_unused]] auto _ : st) {
        sl::GameState s = mid;
        sl::randomPlayout(s, rng);
        benchmark::DoNotOptimize(s.score(0));
    }
    st.counters["playouts/s"] =
        benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
}

/** A hash of a position's board, scores, bag and phase: the same position before and after a
 *  change of the engine, shown in the benchmark's label. */
std::string positionHash(const sl::GameState& s)
{
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 1099511628211ull; };
    for (const sl::PlacedTile& t : s.tiles())
        mix(std::uint64_t(std::uint16_t(t.x)) | std::uint64_t(std::uint16_t(t.y)) << 16 |
            std::uint64_t(t.type) << 32 | std::uint64_t(t.rot) << 48);
    for (std::uint16_t type : s.bag())
        mix(type);
    for (int p = 0; p < s.playerCount(); ++p) {
        mix(std::uint64_t(s.score(s.sideOf(p))));
        for (const sl::Meeple& m : s.meeples(p))
            mix(std::uint64_t(std::uint16_t(m.node)));
    }
    mix(std::uint64_t(s.phase()));
    char text[32];
    std::snprintf(text, sizeof text, "position %016llx", static_cast<unsigned long long>(h));
    return text;
}

/** The search's own playouts (neighbour preference, its meeple policy) from the mid-game
 *  position, to the end. */
void midGameSearchPlayouts(benchmark::State& st)
{
    const sl::GameState mid = midGame();
    const sl::ai::PlayoutPolicy policy = sl::ai::SearchOptions{}.playout;
    sl::Rng rng(7);
    for ([[maybe_unused]] auto _ : st) {
        sl::GameState s = mid;
        sl::ai::playout(s, rng, policy);
        benchmark::DoNotOptimize(s.score(0));
    }
    st.SetLabel(positionHash(mid));
    st.counters["playouts/s"] =
        benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
}

/**
 * One decision of the Hard level's search from the mid-game position with a tile drawn, with a
 * fixed number of iterations: search iterations per second on `threads` threads; with
 * `replies`, the next player's reply in the tree (Expert's search); `shared`, one tree for the
 * threads.
 */
void searchDecision(benchmark::State& st, int threads, int replies, bool shared)
{
    sl::GameState mid = midGame();
    mid.apply(sl::Event::draw(mid.bag().front()));
    sl::ai::SearchOptions o = *sl::ai::levelOptions(sl::ai::Level::Hard);
    o.iterations = 20000;
    o.seconds = 0;
    o.threads = threads;
    o.replies = replies;
    o.shared = shared;
    long long iterations = 0;
    std::uint64_t seed = 1;
    for ([[maybe_unused]] auto _ : st) {
        sl::ai::SearchPlayer player(seed++, o);
        benchmark::DoNotOptimize(player.planTurn(mid));
        iterations += player.lastDecision().iterations;
    }
    st.counters["iterations/s"] =
        benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}

/**
 * Valuing a puzzle's answer with the review's default budget (5,150 playouts each for the answer,
 * the best turn and the game's turn, three different turns) in the middle of a 2-player game.
 */
void puzzleCheck(benchmark::State& st)
{
    const sl::GameRecord game = sl::randomRecord(sl::makeSetup({2, false, false}, 11));
    const auto points = sl::ai::decisionPoints(game);
    const sl::ai::DecisionPoint& point = points[points.size() / 2];
    const sl::GameState at = *sl::replay(game, point.seq).state;
    std::vector<sl::Placement> legal;
    at.legalPlacements(legal);
    sl::ai::DecisionAnalysis d;
    d.seq = point.seq;
    d.player = point.player;
    d.best = {legal.front(), {}};
    const sl::ai::Puzzle puzzle = sl::ai::puzzleOf(game, d, sl::ai::AnalysisOptions{});
    const sl::ai::TurnAction answer{legal.back(), {}};
    for ([[maybe_unused]] auto _ : st)
        benchmark::DoNotOptimize(sl::ai::checkAnswer(puzzle, answer));
}

/** One greedy decision (every turn valued with exact battle odds) from the same position. */
void greedyDecision(benchmark::State& st)
{
    sl::GameState mid = midGame();
    mid.apply(sl::Event::draw(mid.bag().front()));
    sl::ai::GreedyPlayer player(1);
    for ([[maybe_unused]] auto _ : st)
        benchmark::DoNotOptimize(player.planTurn(mid));
}

void battleOdds(benchmark::State& st)
{
    const std::vector<sl::BattleSideSpec> sides{{3, true, true},  {2, false, true},
                                                {1, true, false}, {3, false, false},
                                                {2, true, false}, {1, false, true}};
    for ([[maybe_unused]] auto _ : st)
        benchmark::DoNotOptimize(sl::battleWinProbabilities(sides));
}

/** A database with `games` stored games, made once and reused from the temporary folder. */
QString storeFixture(int games)
{
    QString path = QDir::temp().filePath(QStringLiteral("starlanes-bench-%1.sqlite").arg(games));
    {
        auto store = slapp::GameStore::open(path);
        if (store && store->countGames({}) == games) return path;
    }
    QFile::remove(path);
    QFile::remove(path + QStringLiteral("-wal"));
    QFile::remove(path + QStringLiteral("-shm"));
    std::fprintf(stderr, "bench: creating %s with %d games (once)...\n", qPrintable(path), games);
    auto store = slapp::GameStore::open(path);
    for (int g = 0; g < games; ++g) {
        const sl::SimOptions opt{2 + g % 4, g % 2 == 0, false};
        store->insertRecord(sl::randomRecord(sl::makeSetup(opt, std::uint64_t(g) + 1)));
    }
    return path;
}

/** Appending one event as the play window does: its own transaction. */
void storeAppend(benchmark::State& st)
{
    QTemporaryDir dir;
    auto store = slapp::GameStore::open(dir.filePath(QStringLiteral("append.sqlite")));
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({3, true, false}, 5));
    std::vector<sl::GameState> after;
    {
        sl::GameState s(sl::buildCatalog(rec.setup), rec.setup.config());
        for (const sl::Event& e : rec.events) {
            s.apply(e);
            after.push_back(s);
        }
    }
    qint64 game = store->createGame(rec.setup);
    std::size_t i = 0;
    for ([[maybe_unused]] auto _ : st) {
        if (i == rec.events.size()) {
            st.PauseTiming();
            game = store->createGame(rec.setup);
            i = 0;
            st.ResumeTiming();
        }
        if (!store->appendEvent(game, int(i), rec.events[i], after[i]))
            st.SkipWithError("append failed");
        ++i;
    }
}

void storeOpenAndList(benchmark::State& st, int games)
{
    const QString path = storeFixture(games);
    for ([[maybe_unused]] auto _ : st) {
        auto store = slapp::GameStore::open(path);
        slapp::GameQuery q;
        q.limit = 50;
        const auto page = store->listGames(q);
        const int total = store->countGames(q);
        if (page.size() != 50 || total != games) st.SkipWithError("fixture is incomplete");
        benchmark::DoNotOptimize(page.data());
    }
}

void storeLoadReplay(benchmark::State& st, int games)
{
    auto store = slapp::GameStore::open(storeFixture(games));
    sl::Rng rng(3);
    for ([[maybe_unused]] auto _ : st) {
        const auto rec = store->loadRecord(1 + rng.below(std::uint32_t(games)));
        const sl::ReplayResult r = sl::replay(*rec);
        benchmark::DoNotOptimize(r.state->score(0));
    }
}

} // namespace

int runBench(Args& args, const char* argv0)
{
    const long long reps = args.integer("--repetitions", 1, 100).value_or(5);
    const auto minTime = args.value("--min-time").value_or("0.5");
    const auto filter = args.value("--filter");
    const bool json = args.flag("--json");
    const int storeGames =
        static_cast<int>(args.integer("--store-games", 50, 1000000).value_or(10000));
    const auto rest = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (!rest.empty())
        return usageError("bench takes no positional argument ('" + rest.front() + "')");
    char* end = nullptr;
    const double mt = std::strtod(minTime.c_str(), &end);
    if (end == minTime.c_str() || *end != '\0' || mt <= 0 || mt > 60)
        return usageError("--min-time must be a number of seconds between 0 and 60");
#ifndef NDEBUG
    std::fprintf(stderr, "starlanes-cli: warning: this is not a Release build; "
                         "numbers will be far too low\n");
#endif
    benchmark::RegisterBenchmark("random_game/2p_base", randomGames,
                                 sl::SimOptions{2, false, false});
    benchmark::RegisterBenchmark("random_game/4p_team", randomGames,
                                 sl::SimOptions{4, false, true});
    benchmark::RegisterBenchmark("random_game/6p_expansion", randomGames,
                                 sl::SimOptions{6, true, false});
    benchmark::RegisterBenchmark("playout/mid_game_2p", midGamePlayouts);
    benchmark::RegisterBenchmark("playout/mid_game_2p_search_policy", midGameSearchPlayouts);
    benchmark::RegisterBenchmark("search/hard_20000_iterations_1_thread", searchDecision, 1, 0,
                                 false)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("search/hard_20000_iterations_2_threads", searchDecision, 2, 0,
                                 false)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("search/replies_20000_iterations_2_threads", searchDecision, 2, 1,
                                 false)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("search/replies_shared_20000_iterations_2_threads", searchDecision,
                                 2, 1, true)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("search/replies_shared_20000_iterations_1_thread", searchDecision,
                                 1, 1, true)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark("greedy/decision_mid_game_2p", greedyDecision)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("battle_odds/6_sides", battleOdds);
    benchmark::RegisterBenchmark("puzzle/check_answer_default_budget", puzzleCheck)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("store/append_event", storeAppend)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("store/open_and_list_first_page", storeOpenAndList, storeGames)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("store/load_and_replay_game", storeLoadReplay, storeGames)
        ->Unit(benchmark::kMillisecond);
    registerReaderBenchmarks();

    std::vector<std::string> store{argv0, "--benchmark_repetitions=" + std::to_string(reps),
                                   "--benchmark_report_aggregates_only=true",
                                   "--benchmark_min_time=" + minTime};
    if (filter) store.push_back("--benchmark_filter=" + *filter);
    if (json) store.emplace_back("--benchmark_format=json");
    std::vector<char*> argvB;
    for (auto& s : store)
        argvB.push_back(s.data());
    int argcB = static_cast<int>(argvB.size());
    benchmark::Initialize(&argcB, argvB.data());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace slcli
