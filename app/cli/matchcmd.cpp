// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli match: games between computer players, with win rates and their confidence.
#include "commands.h"

#include "ai/arena.h"
#include "ai/greedy.h"
#include "ai/search.h"
#include "simulate.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

namespace slcli {
namespace {

/** One entry of --players: a kind, or a search with its options spelled out. */
struct PlayerSpec
{
    std::string label;
    sl::ai::Kind kind = sl::ai::Kind::Greedy;
    bool search = false; ///< a search (normal, hard or search:...) with `options`
    sl::ai::SearchOptions options;
};

std::vector<std::string> split(const std::string& s, char sep)
{
    std::vector<std::string> out;
    std::stringstream in(s);
    for (std::string part; std::getline(in, part, sep);)
        out.push_back(part);
    return out;
}

std::optional<double> number(const std::string& s)
{
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (s.empty() || *end != '\0' || !std::isfinite(v) || v < 0)
        return std::nullopt;
    return v;
}

/** Applies one key=value of a search spec (see the usage text); returns an error or "". */
std::string setSearchOption(sl::ai::SearchOptions& o, const std::string& key, const std::string& value)
{
    if (key == "small" && value.empty()) {
        o.playout.smallOnly = true;
        return {};
    }
    if (key == "crn" && value.empty()) {
        o.commonTiles = true;
        return {};
    }
    if (key == "reward") {
        if (value == "win")
            o.reward = sl::ai::Reward::Win;
        else if (value == "margin")
            o.reward = sl::ai::Reward::Margin;
        else if (value == "mixed")
            o.reward = sl::ai::Reward::Mixed;
        else
            return "reward must be win, margin or mixed";
        return {};
    }
    const auto v = number(value);
    if (!v)
        return "'" + key + "' needs a number (got '" + value + "')";
    if (key == "it")
        o.iterations = static_cast<int>(*v);
    else if (key == "time")
        o.seconds = *v;
    else if (key == "threads")
        o.threads = std::max(1, static_cast<int>(*v));
    else if (key == "c")
        o.exploration = *v;
    else if (key == "pw")
        o.widening = *v;
    else if (key == "bias")
        o.bias = *v;
    else if (key == "h")
        o.horizon = static_cast<int>(*v);
    else if (key == "scale")
        o.marginScale = std::max(1.0, *v);
    else if (key == "fill")
        o.playout.fill = std::max(1.0, *v);
    else if (key == "gt")
        o.playout.greedyTurns = static_cast<int>(*v);
    else if (key == "meeple")
        o.meepleValue = *v;
    else if (key == "pass")
        o.playout.pass = std::min(1.0, *v);
    else
        return "unknown search option '" + key + "'";
    return {};
}

/** Parses "hard", "greedy", "search:it=5000:c=0.3", "normal:time=0.2", ... */
std::optional<PlayerSpec> parseSpec(const std::string& text, std::string& error)
{
    const std::vector<std::string> parts = split(text, ':');
    PlayerSpec spec;
    spec.label = text;
    const std::string head = parts.empty() ? std::string() : parts.front();
    if (head == "search") {
        spec.search = true;
        spec.kind = sl::ai::Kind::Hard;
    } else if (auto k = sl::ai::kindFromString(head)) {
        spec.kind = *k;
        spec.search = *k == sl::ai::Kind::Normal || *k == sl::ai::Kind::Hard;
        if (spec.search)
            spec.options = sl::ai::levelOptions(*k == sl::ai::Kind::Normal ? sl::ai::Level::Normal
                                                                          : sl::ai::Level::Hard);
    } else {
        error = "unknown player '" + text + "' (random, greedy, easy, normal, hard or search:...)";
        return std::nullopt;
    }
    if (parts.size() > 1 && !spec.search) {
        error = "player '" + head + "' takes no options";
        return std::nullopt;
    }
    for (std::size_t i = 1; i < parts.size(); ++i) {
        const auto eq = parts[i].find('=');
        const std::string key = parts[i].substr(0, eq);
        const std::string value = eq == std::string::npos ? std::string() : parts[i].substr(eq + 1);
        if (std::string e = setSearchOption(spec.options, key, value); !e.empty()) {
            error = "player '" + text + "': " + e;
            return std::nullopt;
        }
    }
    return spec;
}

std::unique_ptr<sl::ai::Player> makeSeat(const PlayerSpec& spec, std::uint64_t seed)
{
    if (spec.search)
        return std::make_unique<sl::ai::SearchPlayer>(seed, spec.options, spec.label);
    return sl::ai::makePlayer(spec.kind, seed);
}

std::uint64_t mix(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t z = a + 0x9e3779b97f4a7c15ull * (b + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/** Totals of one label (a distinct --players entry) over the match. */
struct Tally
{
    double wins = 0;  ///< shared victories split
    int won = 0, drawn = 0, lost = 0;
    double score = 0, margin = 0, seconds = 0;
    long long turns = 0, iterations = 0;
};

/** Wilson score interval, 95 %. */
std::pair<double, double> wilson(double p, double n)
{
    const double z = 1.96;
    const double d = 1 + z * z / n;
    const double c = (p + z * z / (2 * n)) / d;
    const double h = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
    return {std::max(0.0, c - h), std::min(1.0, c + h)};
}

} // namespace

int runMatch(Args& args)
{
    const std::string playersText = args.value("--players").value_or("hard,greedy");
    long long games = args.integer("--games", 1, 1000000).value_or(100);
    const auto seatsOpt = args.integer("--seats", 2, 6);
    const bool expansion = args.flag("--expansion");
    const bool team = args.flag("--team");
    const auto seed = static_cast<std::uint64_t>(args.integer("--seed", 0, 1LL << 62).value_or(1));
    const auto timeText = args.value("--time");
    const auto iterations = args.integer("--iterations", 1, 100000000);
    const auto threads = args.integer("--threads", 1, 64);
    const int jobs = static_cast<int>(args.integer("--jobs", 1, 64).value_or(1));
    const bool json = args.flag("--json");
    const bool progress = args.flag("--progress");
    const auto logFile = args.value("--log");
    const auto rest = args.positional();
    if (!args.error().empty())
        return usageError(args.error());
    if (!rest.empty())
        return usageError("match takes no positional argument ('" + rest.front() + "')");
    std::optional<double> seconds;
    if (timeText && (!(seconds = number(*timeText)) || *seconds <= 0 || *seconds > 600))
        return usageError("--time must be a number of seconds per move, above 0 and at most 600");

    std::vector<PlayerSpec> lineup;
    for (const std::string& item : split(playersText, ',')) {
        std::string error;
        auto spec = parseSpec(item, error);
        if (!spec)
            return usageError(error);
        if (spec->search) {
            if (seconds)
                spec->options.seconds = *seconds;
            if (iterations)
                spec->options.iterations = static_cast<int>(*iterations);
            if (threads)
                spec->options.threads = static_cast<int>(*threads);
            if (seconds && !iterations)
                spec->options.iterations = 0; // --time alone: the time is the budget
        }
        lineup.push_back(*spec);
    }
    int seats = seatsOpt ? static_cast<int>(*seatsOpt) : std::max<int>(2, static_cast<int>(lineup.size()));
    if (team)
        seats = 4;
    if (lineup.size() < 2 || static_cast<int>(lineup.size()) > seats)
        return usageError("--players needs 2 to " + std::to_string(seats) + " players (one per seat, " +
                          "the last one fills the remaining seats)");
    if (seats > 5 && !expansion)
        return usageError("6 players need --expansion");
    if (team && lineup.size() == 2)
        lineup = {lineup[0], lineup[1], lineup[0], lineup[1]}; // one entry per team
    while (static_cast<int>(lineup.size()) < seats)
        lineup.push_back(lineup.back());

    // Every seed is played once per seat order (the lineup rotated), so no seat is favoured.
    const int orders = seats;
    games = (games + orders - 1) / orders * orders;
    sl::SimOptions sim{seats, expansion, team};
    std::map<std::string, Tally> tally;
    std::vector<std::string> labels;
    for (const PlayerSpec& p : lineup)
        if (!tally.count(p.label)) {
            tally[p.label] = {};
            labels.push_back(p.label);
        }
    std::FILE* log = nullptr;
    if (logFile && !(log = std::fopen(logFile->c_str(), "w"))) {
        std::fprintf(stderr, "starlanes-cli: %s: cannot write the file\n", logFile->c_str());
        return 1;
    }
    std::mutex lock;
    std::atomic<long long> next{0};
    long long finished = 0;
    std::string failure;
    const auto t0 = std::chrono::steady_clock::now();

    auto playOne = [&](long long g) {
        const long long set = g / orders;
        const int rot = static_cast<int>(g % orders);
        const sl::GameSetup setup = sl::makeSetup(sim, mix(seed, static_cast<std::uint64_t>(set)));
        std::vector<std::unique_ptr<sl::ai::Player>> owned;
        std::vector<sl::ai::Player*> players;
        std::vector<std::string> seatLabel;
        for (int s = 0; s < seats; ++s) {
            const PlayerSpec& spec = lineup[static_cast<std::size_t>((s + rot) % seats)];
            owned.push_back(makeSeat(spec, mix(seed ^ 0xabcdefull, static_cast<std::uint64_t>(set * 8 + s))));
            players.push_back(owned.back().get());
            seatLabel.push_back(spec.label);
        }
        const sl::ai::GameOutcome r = sl::ai::playGame(setup, players, mix(seed, static_cast<std::uint64_t>(set) + 7777));
        sl::GameState probe(sl::buildCatalog(setup), setup.config());
        std::lock_guard<std::mutex> guard(lock);
        if (!r.error.empty()) {
            failure = r.error;
            return;
        }
        if (log) {
            nlohmann::json line{{"game", g}, {"set", set}, {"order", rot}, {"seats", seatLabel}};
            for (int s = 0; s < seats; ++s) {
                line["scores"].push_back(r.sideScores[static_cast<std::size_t>(probe.sideOf(s))]);
                line["seconds"].push_back(r.seconds[static_cast<std::size_t>(s)]);
            }
            std::fprintf(log, "%s\n", line.dump().c_str());
        }
        // Each label's best side against the best other side; top scores share the win.
        std::map<std::string, int> best;
        for (int s = 0; s < seats; ++s) {
            const int score = r.sideScores[static_cast<std::size_t>(probe.sideOf(s))];
            auto it = best.find(seatLabel[static_cast<std::size_t>(s)]);
            if (it == best.end() || score > it->second)
                best[seatLabel[static_cast<std::size_t>(s)]] = score;
            Tally& t = tally[seatLabel[static_cast<std::size_t>(s)]];
            t.seconds += r.seconds[static_cast<std::size_t>(s)];
            t.turns += r.turns[static_cast<std::size_t>(s)];
            t.iterations += r.iterations[static_cast<std::size_t>(s)];
        }
        int top = -1 << 30, topCount = 0;
        for (const auto& [label, score] : best)
            top = std::max(top, score);
        for (const auto& [label, score] : best)
            topCount += score == top;
        for (const auto& [label, score] : best) {
            int other = -1 << 30;
            for (const auto& [l2, s2] : best)
                if (l2 != label)
                    other = std::max(other, s2);
            Tally& t = tally[label];
            t.score += score;
            t.margin += score - other;
            t.wins += score == top ? 1.0 / topCount : 0.0;
            t.won += score == top && topCount == 1;
            t.drawn += score == top && topCount > 1;
            t.lost += score < top;
        }
        ++finished;
        if (progress && (finished % std::max<long long>(1, games / 20) == 0 || finished == games)) {
            std::fprintf(stderr, "%lld/%lld games", finished, games);
            for (const std::string& l : labels)
                std::fprintf(stderr, "  %s %.1f%%", l.c_str(), 100.0 * tally[l].wins / static_cast<double>(finished));
            std::fprintf(stderr, "\n");
        }
    };
    auto worker = [&] {
        for (long long g; (g = next++) < games;) {
            {
                std::lock_guard<std::mutex> guard(lock);
                if (!failure.empty())
                    return;
            }
            playOne(g);
        }
    };
    std::vector<std::thread> pool;
    for (int j = 1; j < jobs; ++j)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    if (log)
        std::fclose(log);
    if (!failure.empty()) {
        std::fprintf(stderr, "starlanes-cli: illegal decision: %s\n", failure.c_str());
        return 1;
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double n = static_cast<double>(games);

    nlohmann::json j;
    j["games"] = games;
    j["seats"] = seats;
    j["expansion"] = expansion;
    j["teamGame"] = team;
    j["seed"] = seed;
    j["seconds"] = secs;
    for (const std::string& l : labels) {
        const Tally& t = tally[l];
        const auto [lo, hi] = wilson(t.wins / n, n);
        const double perMove = t.turns ? t.seconds / static_cast<double>(t.turns) : 0.0;
        j["players"].push_back({{"player", l},
                                {"winRate", t.wins / n},
                                {"ci95", {lo, hi}},
                                {"won", t.won},
                                {"drawn", t.drawn},
                                {"lost", t.lost},
                                {"meanScore", t.score / n},
                                {"meanMargin", t.margin / n},
                                {"msPerMove", 1000.0 * perMove},
                                {"iterationsPerMove", t.turns ? static_cast<double>(t.iterations) / static_cast<double>(t.turns) : 0.0}});
    }
    if (json) {
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    std::printf("Match: %lld games, %d seats, %s%s, seed %llu, every seat order of each seed\n", games,
                seats, expansion ? "base + Expansion 1" : "base set", team ? ", team game" : "",
                static_cast<unsigned long long>(seed));
    for (const auto& p : j["players"])
        std::printf("  %-24s wins %5.1f%% [%4.1f, %4.1f] (%d won, %d drawn, %d lost)  mean score %5.1f"
                    "  margin %+6.1f  %8.2f ms/move  %.0f it/move\n",
                    p["player"].get<std::string>().c_str(), 100 * p["winRate"].get<double>(),
                    100 * p["ci95"][0].get<double>(), 100 * p["ci95"][1].get<double>(),
                    p["won"].get<int>(), p["drawn"].get<int>(), p["lost"].get<int>(),
                    p["meanScore"].get<double>(), p["meanMargin"].get<double>(),
                    p["msPerMove"].get<double>(), p["iterationsPerMove"].get<double>());
    std::printf("  time %.1f s\n", secs);
    return 0;
}

} // namespace slcli
