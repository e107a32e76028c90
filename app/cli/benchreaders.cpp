// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli bench, readers/…: the worst time and memory of every reader of outside input on
// inputs at its limits (engine/rules/inputlimits.h, issue 32). Time per reading is Google
// Benchmark's; `peak_MiB` is the resident memory one reading adds at its peak, measured in a
// child process of its own (getrusage), so that nothing else of the benchmark counts.
#include "benchreaders.h"

#include "ai/puzzle.h"
#include "rules/inputlimits.h"
#include "rules/record.h"
#include "rules/simulate.h"
#include "rules/tileset.h"

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>

#include <malloc.h>
#include <sys/wait.h>
#include <unistd.h>

namespace slcli {
namespace {

using json = nlohmann::json;

/** A "VmRSS:" or "VmHWM:" line of /proc/self/status, in KiB. */
long statusKiB(const char* field)
{
    std::FILE* f = std::fopen("/proc/self/status", "re");
    if (!f) return -1;
    char line[256];
    long kib = -1;
    const std::size_t n = std::strlen(field);
    while (std::fgets(line, sizeof line, f))
        if (std::strncmp(line, field, n) == 0) kib = std::strtol(line + n, nullptr, 10);
    std::fclose(f);
    return kib;
}

/** The peak resident memory (MiB) `work` adds, run once in a child process: the child's peak
 *  (VmHWM, reset first through clear_refs) above its size before, the free memory of the heap
 *  given back first (else the reader would reuse it unseen). */
double peakMiB(const std::function<void()>& work)
{
    int fds[2];
    if (::pipe(fds) != 0) return -1;
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(fds[0]);
        ::malloc_trim(0);
        if (std::FILE* c = std::fopen("/proc/self/clear_refs", "we")) {
            std::fputs("5", c); // resets the peak to the present size
            std::fclose(c);
        }
        const long before = statusKiB("VmRSS:");
        work();
        const double added = double(statusKiB("VmHWM:") - before) / 1024.0;
        (void)!::write(fds[1], &added, sizeof added);
        ::_exit(0);
    }
    ::close(fds[1]);
    double added = -1;
    if (child > 0) {
        (void)!::read(fds[0], &added, sizeof added);
        ::waitpid(child, nullptr, 0);
    }
    ::close(fds[0]);
    return added;
}

void reading(benchmark::State& st, const std::function<void()>& work)
{
    st.counters["peak_MiB"] = peakMiB(work);
    for ([[maybe_unused]] auto _ : st)
        work();
}

/** A text as large as `limits` allow (a few bytes less), all of it one string value. */
std::string longString(const json& doc, const std::string& pointer, std::size_t maxBytes)
{
    json d = doc;
    d[json::json_pointer(pointer)] = "";
    const std::string base = d.dump();
    d[json::json_pointer(pointer)] = std::string(maxBytes - base.size() - 16, 'x');
    return d.dump();
}

/** `doc` with an array of zeros at `pointer` that brings it to `values` values in all. */
std::string wideArray(const json& doc, const std::string& pointer, std::size_t values)
{
    json d = doc;
    d[json::json_pointer(pointer)] = json::array();
    std::size_t have = 0;
    std::function<void(const json&)> count = [&](const json& v) {
        ++have;
        if (v.is_structured())
            for (const json& c : v)
                count(c);
    };
    count(d);
    d[json::json_pointer(pointer)] = json::array();
    for (std::size_t i = have; i < values; ++i)
        d[json::json_pointer(pointer)].push_back(0);
    return d.dump();
}

/** The largest tile set the structure allows: 400 tile types of 8 realms with 4 edges and 4
 *  symbols each (its edges claimed many times over: the most problems to find). */
json largestTileSet(const std::string& id)
{
    json set = json::parse(sl::builtinTileSetJson("base"));
    set["id"] = id;
    json tiles = json::array();
    for (int i = 0; i < sl::kMaxTotalTiles; ++i) {
        json realms = json::array();
        for (int r = 0; r < sl::kMaxRealmsPerTile; ++r)
            realms.push_back({{"kind", "asteroids"},
                              {"edges", {"N", "E", "S", "W"}},
                              {"symbols", {"rebel", "empire", "bountyhunters", "firstorder"}}});
        std::string tileId = "t"; // not "t" + to_string(i): GCC 12 warns falsely (-Wrestrict)
        tileId += std::to_string(i);
        tiles.push_back(
            {{"id", tileId},
             {"count", 1},
             {"expansion", "base"},
             {"name", {{"en", "Tile"}, {"cs", "Kartička"}}},
             {"edges",
              {{"N", "asteroid"}, {"E", "asteroid"}, {"S", "asteroid"}, {"W", "asteroid"}}},
             {"realms", realms}});
    }
    set["tiles"] = tiles;
    set["startTile"] = "t0";
    return set;
}

json sixPlayerRecord()
{
    return json::parse(sl::recordToJson(sl::randomRecord(sl::makeSetup({6, true, false}, 5))));
}

} // namespace

void registerReaderBenchmarks()
{
    using benchmark::RegisterBenchmark;
    auto tileSet = [](std::string text) {
        return [text = std::move(text)] {
            benchmark::DoNotOptimize(sl::parseTileSet(text, "bench.json"));
        };
    };
    auto record = [](std::string text) {
        return [text = std::move(text)] { benchmark::DoNotOptimize(sl::parseRecord(text)); };
    };
    auto puzzle = [](std::string text) {
        return [text = std::move(text)] { benchmark::DoNotOptimize(sl::ai::puzzleFromJson(text)); };
    };
    const json base = json::parse(sl::builtinTileSetJson("base"));
    const json largest = largestTileSet("largest");
    const json six = sixPlayerRecord();
    // A record with four sets at their largest inside (refused: one base set and at most three
    // expansions; each is read, measured and checked first).
    json four = six;
    four["setup"]["tileSets"] = json::array();
    for (int i = 0; i < 4; ++i)
        four["setup"]["tileSets"].push_back(
            {{"id", "largest"}, {"hash", "sha256:0"}, {"content", largestTileSet("largest")}});
    sl::ai::Puzzle p;
    {
        const sl::GameRecord game = sl::randomRecord(sl::makeSetup({2, false, false}, 11));
        const auto points = sl::ai::decisionPoints(game);
        const sl::ai::DecisionPoint& point = points[points.size() / 2];
        const sl::GameState at = *sl::replay(game, point.seq).state;
        sl::ai::DecisionAnalysis d;
        d.seq = point.seq;
        d.player = point.player;
        d.best = {at.placementAt(0), {}};
        p = sl::ai::puzzleOf(game, d, sl::ai::AnalysisOptions{});
        p.options.iterations = sl::kMaxPuzzleIterations;
        p.options.playouts = sl::kMaxPuzzlePlayouts;
    }
    const json puzzleDoc = json::parse(sl::ai::puzzleToJson(p));

    const std::pair<const char*, std::function<void()>> cases[] = {
        {"readers/tileset/builtin_base", tileSet(base.dump(2))},
        {"readers/tileset/largest_structure", tileSet(largest.dump())},
        {"readers/tileset/most_values",
         tileSet(wideArray(base, "/tiles/0/realms/0/symbols", sl::kTileSetLimits.maxValues))},
        {"readers/tileset/largest_file",
         tileSet(longString(base, "/name/en", sl::kTileSetLimits.maxBytes))},
        {"readers/tileset/nested_100000_deep",
         tileSet(std::string(100000, '[') + std::string(100000, ']'))},
        {"readers/record/six_players_both_sets", record(six.dump())},
        {"readers/record/four_largest_sets", record(four.dump())},
        {"readers/record/most_values",
         record(wideArray(six, "/setup/players/0/name", sl::kRecordLimits.maxValues))},
        {"readers/record/largest_file",
         record(longString(six, "/setup/players/0/name", sl::kRecordLimits.maxBytes))},
        {"readers/puzzle/most_values",
         puzzle(wideArray(puzzleDoc, "/title", sl::kPuzzleLimits.maxValues))},
        {"readers/puzzle/largest_file",
         puzzle(longString(puzzleDoc, "/title", sl::kPuzzleLimits.maxBytes))},
        // What a puzzle file may ask of the program once read: its answer checked, its best
        // turn found (a position made by hand), each at the largest budget a file may ask for.
        {"readers/puzzle/check_answer_largest_budget",
         [p] {
             const sl::GameState at = *sl::replay(p.record).state;
             benchmark::DoNotOptimize(sl::ai::checkAnswer(p, {at.placementAt(1), {}}));
         }},
        {"readers/puzzle/solve_largest_budget",
         [p] {
             sl::ai::Puzzle copy = p;
             benchmark::DoNotOptimize(sl::ai::solvePuzzle(copy));
         }},
    };
    for (const auto& [name, work] : cases)
        RegisterBenchmark(name, reading, work)->Unit(benchmark::kMillisecond)->UseRealTime();
}

} // namespace slcli
