// starlanes-cli simulate: many random games, a summary and the throughput.
#include "commands.h"

#include "gamestore.h"
#include "simulate.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <iostream>

namespace slcli {

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
    const auto rest = args.positional();
    if (!args.error().empty())
        return usageError(args.error());
    if (!rest.empty())
        return usageError("simulate takes no positional argument ('" + rest.front() + "')");
    if (opt.teamGame)
        opt.players = 4;
    const sl::GameSetup setup = sl::makeSetup(opt, seed);
    auto catalog = sl::buildCatalog(setup);
    if (!catalog)
        return usageError(opt.players > 5 ? "6 players need --expansion" : "invalid setup");

    std::unique_ptr<slapp::GameStore> store;
    if (dbFile) {
        QString message;
        store = slapp::GameStore::open(QString::fromStdString(*dbFile), nullptr, &message);
        if (!store) {
            std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(message));
            return 1;
        }
    }
    const sl::GameConfig config = setup.config();
    sl::GameState fresh(catalog, config);
    sl::RandomPlayer player;
    std::vector<double> scoreSum(static_cast<std::size_t>(fresh.sideCount()), 0.0);
    std::vector<double> wins(scoreSum.size(), 0.0);
    double turns = 0, battles = 0, discards = 0, meeples = 0;
    sl::Rng seeder(seed);
    const auto t0 = std::chrono::steady_clock::now();
    for (long long g = 0; g < games; ++g) {
        sl::GameState state = fresh;
        sl::RandomGameStats stats;
        if (store) {
            // Stored games are played through the record, so that each one replays exactly.
            const sl::GameRecord rec = sl::randomRecord(sl::makeSetup(opt, seeder.next()));
            if (!store->insertRecord(rec)) {
                std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store->lastError()));
                return 1;
            }
            state = *sl::replay(rec).state;
            stats = sl::statsOf(rec);
        } else {
            sl::Rng rng(seeder.next());
            sl::playRandomGame(state, rng, player, &stats);
        }
        const auto w = state.winners();
        for (int s = 0; s < state.sideCount(); ++s)
            scoreSum[static_cast<std::size_t>(s)] += state.score(s);
        for (int s : w)
            wins[static_cast<std::size_t>(s)] += 1.0 / static_cast<double>(w.size());
        turns += stats.turns;
        battles += stats.battles;
        discards += stats.discards;
        meeples += stats.meeplesPlaced;
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double n = static_cast<double>(games);

    auto sideLabel = [&](int side) {
        std::string label;
        for (int p = 0; p < fresh.playerCount(); ++p)
            if (fresh.sideOf(p) == side) {
                if (!label.empty())
                    label += '+';
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
        if (dbFile)
            j["database"] = *dbFile;
        j["seconds"] = secs;
        j["gamesPerSecond"] = n / secs;
        j["meanTurns"] = turns / n;
        j["meanBattles"] = battles / n;
        j["meanDiscards"] = discards / n;
        j["meanMeeplesPlaced"] = meeples / n;
        for (int s = 0; s < fresh.sideCount(); ++s)
            j["sides"].push_back({{"side", sideLabel(s)},
                                  {"meanScore", scoreSum[static_cast<std::size_t>(s)] / n},
                                  {"winShare", wins[static_cast<std::size_t>(s)] / n}});
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    std::printf("Simulated %lld games: %d players, %s%s, seed %llu\n", games, opt.players,
                opt.expansion ? "base + Expansion 1" : "base set",
                opt.teamGame ? ", team game" : "", static_cast<unsigned long long>(seed));
    std::printf("  time %.3f s, %.0f games/s%s%s\n", secs, n / secs, dbFile ? ", stored in " : "",
                dbFile ? dbFile->c_str() : "");
    std::printf("  per game: %.1f turns, %.2f battles, %.3f discards, %.1f meeples placed\n",
                turns / n, battles / n, discards / n, meeples / n);
    for (int s = 0; s < fresh.sideCount(); ++s)
        std::printf("  %-14s mean score %6.1f   wins %5.1f%%\n", sideLabel(s).c_str(),
                    scoreSum[static_cast<std::size_t>(s)] / n,
                    100.0 * wins[static_cast<std::size_t>(s)] / n);
    return 0;
}

} // namespace slcli
