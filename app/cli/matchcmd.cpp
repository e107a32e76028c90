// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli match: games between computer players, with win rates and their confidence.
#include "commands.h"

#include "ai/greedy.h"
#include "ai/match.h"
#include "ai/search.h"
#include "rules/outputfile.h"
#include "rules/simulate.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string_view>

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
    if (s.empty() || *end != '\0' || !std::isfinite(v) || v < 0) return std::nullopt;
    return v;
}

/** Applies one key=value of a search spec (see the usage text); returns an error or "". */
std::string setSearchOption(sl::ai::SearchOptions& o, const std::string& key,
                            const std::string& value)
{
    const std::array<std::string_view, 9> keys{"it",    "time",  "threads", "c",     "fill",
                                               "reply", "widen", "shared",  "expand"};
    if (std::find(keys.begin(), keys.end(), key) == keys.end())
        return "unknown search option '" + key + "'";
    const auto v = number(value);
    if (!v) return "'" + key + "' needs a number (got '" + value + "')";
    if (key == "it")
        o.iterations = static_cast<int>(*v);
    else if (key == "time")
        o.seconds = *v;
    else if (key == "threads")
        o.threads = std::max(1, static_cast<int>(*v));
    else if (key == "c")
        o.exploration = *v;
    else if (key == "reply")
        o.replies = static_cast<int>(std::min(*v, double(sl::kMaxPlayers - 1)));
    else if (key == "shared")
        o.shared = *v > 0;
    else if (key == "expand")
        o.expandAt = static_cast<int>(std::clamp(*v, 1.0, 1e6));
    else if (key == "widen")
        o.widening = *v;
    else
        o.playout.fill = std::max(1.0, *v);
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
        const auto level = sl::ai::levelOf(*k);
        const auto options = level ? sl::ai::levelOptions(*level) : std::nullopt;
        spec.search = options.has_value(); // Easy is Greedy with noise, not a search
        if (options) spec.options = *options;
    } else {
        error = "unknown player '" + text +
                "' (random, greedy, easy, normal, hard, expert or search:...)";
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

} // namespace

int runMatch(Args& args)
{
    const std::string playersText = args.value("--players").value_or("hard,greedy");
    long long games = args.integer("--games", 1, 1000000).value_or(100);
    const auto seatsOpt = args.integer("--seats", 2, 6);
    const bool expansion = args.flag("--expansion");
    const bool team = args.flag("--team");
    const auto seed = static_cast<std::uint64_t>(args.integer("--seed", 0, 1LL << 62).value_or(1));
    const long long firstSet = args.integer("--first-set", 0, 1LL << 40).value_or(0);
    const auto timeText = args.value("--time");
    const auto iterations = args.integer("--iterations", 1, 100000000);
    const auto threads = args.integer("--threads", 1, 64);
    const int jobs = static_cast<int>(args.integer("--jobs", 1, 64).value_or(1));
    const bool json = args.flag("--json");
    const bool progress = args.flag("--progress");
    const auto logFile = args.value("--log");
    const auto rest = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (!rest.empty())
        return usageError("match takes no positional argument ('" + rest.front() + "')");
    std::optional<double> seconds;
    if (timeText && (!(seconds = number(*timeText)) || *seconds <= 0 || *seconds > 600))
        return usageError("--time must be a number of seconds per move, above 0 and at most 600");

    std::vector<PlayerSpec> specs;
    for (const std::string& item : split(playersText, ',')) {
        std::string error;
        auto spec = parseSpec(item, error);
        if (!spec) return usageError(error);
        if (spec->search) {
            if (seconds) spec->options.seconds = *seconds;
            if (iterations) spec->options.iterations = static_cast<int>(*iterations);
            if (threads) spec->options.threads = static_cast<int>(*threads);
            if (seconds && !iterations)
                spec->options.iterations = 0; // --time alone: the time is the budget
        }
        specs.push_back(*spec);
    }
    int seats =
        seatsOpt ? static_cast<int>(*seatsOpt) : std::max<int>(2, static_cast<int>(specs.size()));
    if (team) seats = 4;
    if (specs.size() < 2 || static_cast<int>(specs.size()) > seats)
        return usageError("--players needs 2 to " + std::to_string(seats) +
                          " players (one per seat, " + "the last one fills the remaining seats)");
    if (seats > 5 && !expansion) return usageError("6 players need --expansion");

    // Every entry of --players is an entrant of its own, also when two are the same player
    // (self-play): "greedy #1" and "greedy #2".
    std::vector<sl::ai::Entrant> entrants;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const PlayerSpec spec = specs[i];
        std::string label = spec.label;
        const auto same = std::count_if(specs.begin(), specs.end(),
                                        [&](const PlayerSpec& o) { return o.label == spec.label; });
        if (same > 1)
            label += " #" + std::to_string(std::count_if(
                                specs.begin(), specs.begin() + std::ptrdiff_t(i) + 1,
                                [&](const PlayerSpec& o) { return o.label == spec.label; }));
        entrants.push_back({label, [spec](std::uint64_t s) -> std::unique_ptr<sl::ai::Player> {
                                if (spec.search)
                                    return std::make_unique<sl::ai::SearchPlayer>(s, spec.options,
                                                                                  spec.label);
                                return sl::ai::makePlayer(spec.kind, s);
                            }});
    }
    // The seats: one entry each, the last one filling the table; two entries in the team game
    // are the two teams.
    std::vector<int> seatEntrant;
    for (int s = 0; s < seats; ++s)
        seatEntrant.push_back(team && specs.size() == 2 ? s % 2
                                                        : std::min<int>(s, int(specs.size()) - 1));

    if (const std::string problem = sl::ai::lineupProblem(seatEntrant, entrants.size(), team);
        !problem.empty())
        return usageError("--players: " + problem);

    std::FILE* log = nullptr;
    if (logFile && sl::isGameDatabase(*logFile)) {
        std::fprintf(stderr, "starlanes-cli: %s: not written: %s\n", logFile->c_str(),
                     sl::describe(sl::WriteProblem::IsDatabase).c_str());
        return 1;
    }
    if (logFile && !(log = std::fopen(logFile->c_str(), "w"))) {
        std::fprintf(stderr, "starlanes-cli: %s: cannot write the file\n", logFile->c_str());
        return 1;
    }
    sl::ai::MatchOptions options;
    options.seats = seats;
    options.expansion = expansion;
    options.team = team;
    options.seed = seed;
    options.firstSet = firstSet;
    options.games = games;
    options.jobs = jobs;
    const auto orders = static_cast<long long>(sl::ai::seatOrders(seatEntrant).size());
    const long long total = (games + orders - 1) / orders * orders;
    long long finished = 0;
    const auto t0 = std::chrono::steady_clock::now();
    const sl::ai::MatchResult r = sl::ai::playMatch(
        entrants, seatEntrant, options,
        [&](const sl::ai::MatchGame& g, const sl::ai::MatchResult& sofar) {
            ++finished;
            if (log) {
                const sl::GameSetup setup = sl::ai::matchSeeds(options, g.set).setup;
                const sl::GameState probe(sl::buildCatalog(setup), setup.config());
                nlohmann::json line{
                    {"seed", seed}, {"game", g.index}, {"set", g.set}, {"order", g.order}};
                for (int s = 0; s < seats; ++s) {
                    line["seats"].push_back(
                        entrants[std::size_t(g.seatEntrant[std::size_t(s)])].label);
                    line["scores"].push_back(
                        g.outcome.sideScores[static_cast<std::size_t>(probe.sideOf(s))]);
                    line["seconds"].push_back(g.outcome.seconds[static_cast<std::size_t>(s)]);
                }
                // The whole game (the built-in sets by their hash): a row of the strength
                // table can be checked game by game, and any game replayed.
                line["record"] = nlohmann::json::parse(
                    sl::recordToJson(g.record, sl::RecordJsonOptions{false, -1}));
                std::fprintf(log, "%s\n", line.dump().c_str());
                std::fflush(log); // a long match stopped half-way keeps every finished game
            }
            if (progress &&
                (finished % std::max<long long>(1, total / 20) == 0 || finished == total)) {
                std::fprintf(stderr, "%lld/%lld games", finished, total);
                for (const auto& e : sofar.entrants)
                    std::fprintf(stderr, "  %s %.1f%%", e.label.c_str(),
                                 100.0 * e.wins / double(finished));
                std::fprintf(stderr, "\n");
            }
        });
    if (log) std::fclose(log);
    if (!r.error.empty()) {
        std::fprintf(stderr, "starlanes-cli: illegal decision: %s\n", r.error.c_str());
        return 1;
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

    nlohmann::json j;
    j["games"] = r.games;
    j["seatOrders"] = r.orders;
    j["seats"] = seats;
    j["expansion"] = expansion;
    j["teamGame"] = team;
    j["seed"] = seed;
    j["firstSet"] = firstSet;
    j["seconds"] = secs;
    for (const sl::ai::EntrantResult& e : r.entrants)
        j["players"].push_back({{"player", e.label},
                                {"winRate", e.wins / double(r.games)},
                                {"ci95", {e.ci95Low, e.ci95High}},
                                {"won", e.won},
                                {"drawn", e.drawn},
                                {"lost", e.lost},
                                {"meanScore", e.meanScore},
                                {"meanMargin", e.meanMargin},
                                {"msPerMove", e.msPerTurn},
                                {"iterationsPerMove", e.iterationsPerTurn}});
    if (json) {
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    const std::string from =
        firstSet ? ", from tile order " + std::to_string(firstSet + 1) : std::string();
    std::printf("Match: %lld games, %d seats, %s%s, seed %llu%s, each tile order in all %d "
                "distinct seat orders\n",
                r.games, seats, expansion ? "base + Expansion 1" : "base set",
                team ? ", team game" : "", static_cast<unsigned long long>(seed), from.c_str(),
                r.orders);
    for (const auto& p : j["players"])
        std::printf(
            "  %-24s wins %5.1f%% [%4.1f, %4.1f] (%d won, %d drawn, %d lost)  mean score %5.1f"
            "  margin %+6.1f  %8.2f ms/move  %.0f it/move\n",
            p["player"].get<std::string>().c_str(), 100 * p["winRate"].get<double>(),
            100 * p["ci95"][0].get<double>(), 100 * p["ci95"][1].get<double>(), p["won"].get<int>(),
            p["drawn"].get<int>(), p["lost"].get<int>(), p["meanScore"].get<double>(),
            p["meanMargin"].get<double>(), p["msPerMove"].get<double>(),
            p["iterationsPerMove"].get<double>());
    std::printf("  time %.1f s\n", secs);
    return 0;
}

} // namespace slcli
