// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli simulate: many random games, a summary and the throughput.
#include "commands.h"

#include "rules/balance.h"
#include "store/gamestore.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <iostream>

namespace slcli {
namespace {

/** A base-set file replaces the built-in base set; an expansion-set file is added to it. */
bool applyTileSetFile(sl::GameSetup& setup, const std::string& path, bool& expansion)
{
    const sl::TileSetLoadResult r = sl::loadTileSetFile(path);
    if (!r.ok()) {
        printTileSetProblems(r);
        return false;
    }
    if (r.set.role == sl::TileSetRole::Base) {
        setup.tileSets.front() = r.set;
    } else {
        setup.tileSets.resize(1);
        setup.tileSets.push_back(r.set);
        expansion = true;
    }
    return true;
}

/** Plays the games one by one through records and stores each (simulate --db). */
sl::SimulationSummary simulateIntoStore(const sl::SimOptions& opt, const sl::GameSetup& setup,
                                        long long games, std::uint64_t seed,
                                        slapp::GameStore& store, bool& failed)
{
    sl::SimulationSummary sum;
    sum.sides = sl::GameState(sl::buildCatalog(setup), setup.config()).sideCount();
    sum.meanScore.assign(static_cast<std::size_t>(sum.sides), 0.0);
    sum.winShare = sum.meanScore;
    sl::Rng seeder(seed);
    const auto t0 = std::chrono::steady_clock::now();
    for (long long g = 0; g < games; ++g) {
        sl::GameSetup s = sl::makeSetup(opt, seeder.next());
        s.tileSets = setup.tileSets;
        // What the seats are: random movers, no level of the program's (they count for none).
        for (sl::PlayerInfo& p : s.players)
            p.level = sl::SeatLevel::Random;
        const sl::GameRecord rec = sl::randomRecord(s);
        if (!store.insertRecord(rec)) {
            std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
            std::fprintf(stderr, "starlanes-cli: %lld game(s) of this run were stored before.\n",
                         g);
            failed = true;
            return sum;
        }
        const sl::GameState state = *sl::replay(rec).state;
        const sl::RandomGameStats stats = sl::statsOf(rec);
        const auto w = state.winners();
        for (int side = 0; side < sum.sides; ++side) {
            sum.meanScore[static_cast<std::size_t>(side)] += state.score(side);
            for (int src = 0; src < 4; ++src)
                sum.meanPointsBySource[static_cast<std::size_t>(src)] +=
                    state.scoreBy(side, static_cast<sl::ScoreSource>(src));
        }
        for (int side : w)
            sum.winShare[static_cast<std::size_t>(side)] += 1.0 / static_cast<double>(w.size());
        sum.meanTurns += stats.turns;
        sum.meanBattles += stats.battles;
        sum.meanDiscards += stats.discards;
        sum.meanMeeplesPlaced += stats.meeplesPlaced;
        sum.meanDice += stats.dice;
        ++sum.games;
    }
    sum.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double n = static_cast<double>(games);
    for (double* v : {&sum.meanTurns, &sum.meanBattles, &sum.meanDiscards, &sum.meanMeeplesPlaced,
                      &sum.meanDice})
        *v /= n;
    for (auto* list : {&sum.meanScore, &sum.winShare})
        for (double& v : *list)
            v /= n;
    for (double& p : sum.meanPointsBySource)
        p /= n * sum.sides;
    return sum;
}

} // namespace

int runSimulate(Args& args)
{
    sl::SimOptions opt;
    const long long games = args.integer("--games", 1, 100000000).value_or(1000);
    opt.players = static_cast<int>(args.integer("--players", 2, 6).value_or(2));
    opt.expansion = args.flag("--expansion");
    opt.teamGame = args.flag("--team");
    const auto seed = static_cast<std::uint64_t>(args.integer("--seed", 0, 1LL << 62).value_or(1));
    const bool json = args.flag("--json");
    const auto dbFile = args.value("--db");
    const auto tileSetFile = args.value("--tileset");
    const auto rest = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (!rest.empty())
        return usageError("simulate takes no positional argument ('" + rest.front() + "')");
    if (opt.teamGame) opt.players = 4;
    sl::GameSetup setup = sl::makeSetup(opt, seed);
    if (tileSetFile && !applyTileSetFile(setup, *tileSetFile, opt.expansion)) return 1;
    std::optional<sl::RecordError> error;
    auto catalog = sl::buildCatalog(setup, &error);
    if (!catalog) {
        if (error && error->code == sl::RecordErrorCode::Setup)
            return usageError(opt.players > 5 ? "6 players need --expansion" : "invalid setup");
        std::fprintf(stderr, "starlanes-cli: %s\n",
                     error ? sl::describe(*error).c_str() : "invalid setup");
        return 1;
    }

    sl::SimulationSummary sum;
    if (dbFile) {
        QString message;
        auto store = slapp::GameStore::open(QString::fromStdString(*dbFile), nullptr, &message);
        if (!store) {
            std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(message));
            return 1;
        }
        bool failed = false;
        sum = simulateIntoStore(opt, setup, games, seed, *store, failed);
        if (failed) return 1;
    } else {
        sum = sl::simulateGames(setup, games, seed);
    }
    const sl::GameConfig config = setup.config();
    const sl::GameState fresh(catalog, config);
    const double n = static_cast<double>(games);
    const char* const kSources[] = {"routes", "asteroids", "planets", "battles"};

    auto sideLabel = [&](int side) {
        std::string label;
        for (int p = 0; p < fresh.playerCount(); ++p)
            if (fresh.sideOf(p) == side) {
                if (!label.empty()) label += '+';
                label += sl::token(config.seats[static_cast<std::size_t>(p)]);
            }
        return label;
    };
    if (json) {
        nlohmann::json j;
        j["games"] = games;
        j["players"] = opt.players;
        j["expansion"] = opt.expansion;
        j["teamGame"] = opt.teamGame;
        j["seed"] = seed;
        if (dbFile) j["database"] = *dbFile;
        if (tileSetFile) j["tileSet"] = *tileSetFile;
        j["seconds"] = sum.seconds;
        j["gamesPerSecond"] = n / sum.seconds;
        j["meanTurns"] = sum.meanTurns;
        j["meanBattles"] = sum.meanBattles;
        j["meanDiscards"] = sum.meanDiscards;
        j["meanMeeplesPlaced"] = sum.meanMeeplesPlaced;
        j["meanDice"] = sum.meanDice;
        for (int src = 0; src < 4; ++src)
            j["meanPointsBySource"][kSources[src]] =
                sum.meanPointsBySource[static_cast<std::size_t>(src)];
        for (int s = 0; s < sum.sides; ++s)
            j["sides"].push_back({{"side", sideLabel(s)},
                                  {"meanScore", sum.meanScore[static_cast<std::size_t>(s)]},
                                  {"winShare", sum.winShare[static_cast<std::size_t>(s)]}});
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    std::printf("Simulated %lld games: %d players, %s%s, seed %llu\n", games, opt.players,
                opt.expansion ? "base + Expansion 1" : "base set",
                opt.teamGame ? ", team game" : "", static_cast<unsigned long long>(seed));
    if (tileSetFile) std::printf("  tile set %s\n", tileSetFile->c_str());
    std::printf("  time %.3f s, %.0f games/s%s%s\n", sum.seconds, n / sum.seconds,
                dbFile ? ", stored in " : "", dbFile ? dbFile->c_str() : "");
    std::printf("  per game: %.1f turns, %.2f battles, %.3f discards, %.1f meeples placed\n",
                sum.meanTurns, sum.meanBattles, sum.meanDiscards, sum.meanMeeplesPlaced);
    std::printf(
        "  mean points of a side: routes %.2f, asteroid fields %.2f, planets %.2f, battles %.2f\n",
        sum.meanPointsBySource[0], sum.meanPointsBySource[1], sum.meanPointsBySource[2],
        sum.meanPointsBySource[3]);
    for (int s = 0; s < sum.sides; ++s)
        std::printf("  %-14s mean score %6.1f   wins %5.1f%%\n", sideLabel(s).c_str(),
                    sum.meanScore[static_cast<std::size_t>(s)],
                    100.0 * sum.winShare[static_cast<std::size_t>(s)]);
    return 0;
}

} // namespace slcli
