// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-lab review-noise [--games N] [--seeds K] [--players KIND] [--iterations N]
// [--playouts N] [--threads N] [--json]: how much the review of a game moves from one analysis
// seed to another (docs/experiments.md): 2-player games (random moves, or two players of KIND),
// each analysed with seeds 1 … K; the spread of the points each decision lost, how many
// verdicts change, how many mistakes every seed confirms, and the points lost per decision.
#include "lab.h"

#include "ai/analysis.h"
#include "ai/arena.h"
#include "ai/player.h"
#include "rules/simulate.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <string>

namespace sllab {
namespace {
/** The verdict a review shows by a turn: 2 blunder, 1 mistake, 0 neither. */
int verdict(double loss)
{
    return sl::ai::isBlunder(loss) ? 2 : sl::ai::isMistake(loss) ? 1 : 0;
}

/** The g-th game of the measurement: random moves (seeds 1000 …), or two players of `kind`. */
sl::GameRecord measuredGame(std::optional<sl::ai::Kind> kind, int g)
{
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 1000 + std::uint64_t(g));
    if (!kind) return sl::randomRecord(setup);
    const auto first = sl::ai::makePlayer(*kind, 2000 + 2 * std::uint64_t(g));
    const auto second = sl::ai::makePlayer(*kind, 2001 + 2 * std::uint64_t(g));
    sl::GameRecord record;
    sl::ai::playGame(setup, {first.get(), second.get()}, 3000 + std::uint64_t(g), &record);
    return record;
}
} // namespace

int runReviewNoise(slcli::Args& args)
{
    const int games = static_cast<int>(args.integer("--games", 1, 1000).value_or(10));
    const int seeds = static_cast<int>(args.integer("--seeds", 2, 20).value_or(3));
    sl::ai::AnalysisOptions options;
    options.iterations =
        static_cast<int>(args.integer("--iterations", 1, 10000000).value_or(options.iterations));
    options.playouts =
        static_cast<int>(args.integer("--playouts", 1, 10000000).value_or(options.playouts));
    options.threads = static_cast<int>(args.integer("--threads", 1, 64).value_or(2));
    const bool json = args.flag("--json");
    const std::string players = args.value("--players").value_or("random");
    const auto kind = sl::ai::kindFromString(players);
    if (!kind) return usageError("--players must be a player kind (random, greedy, easy, ...)");
    const std::optional<sl::ai::Kind> movers = *kind == sl::ai::Kind::Random ? std::nullopt : kind;
    const auto rest = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (!rest.empty())
        return usageError("review-noise takes no positional argument ('" + rest.front() + "')");

    double squares = 0.0; // sum over decisions of the squared deviations from their mean
    long long decisions = 0;
    long long differing = 0;
    long long movedOverOne = 0; // decisions whose points lost differ by more than 1 between seeds
    long long called = 0;       // decisions some seed calls a mistake or a blunder
    long long confirmed = 0;    // of those, the ones every seed calls so
    double lost = 0.0;          // points lost, summed over decisions and seeds
    double seconds = 0.0;
    for (int g = 0; g < games; ++g) {
        // The games of the measurement: random 2-player games of the base set, seeds 1000 ….
        const sl::GameRecord record = measuredGame(movers, g);
        std::vector<std::vector<sl::ai::DecisionAnalysis>> runs;
        for (int k = 1; k <= seeds; ++k) {
            options.seed = std::uint64_t(k);
            const auto t0 = std::chrono::steady_clock::now();
            runs.push_back(sl::ai::analyseGame(record, options, {}, nullptr));
            seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        }
        for (std::size_t i = 0; i < runs.front().size(); ++i) {
            double mean = 0.0;
            for (const auto& run : runs)
                mean += run[i].loss() / seeds;
            bool differs = false;
            int mistakes = 0;
            double low = runs.front()[i].loss();
            double high = low;
            for (const auto& run : runs) {
                const double loss = run[i].loss();
                squares += (loss - mean) * (loss - mean);
                differs |= verdict(loss) != verdict(runs.front()[i].loss());
                mistakes += verdict(loss) > 0;
                low = std::min(low, loss);
                high = std::max(high, loss);
                lost += loss;
            }
            ++decisions;
            differing += differs;
            movedOverOne += high - low > 1.0;
            called += mistakes > 0;
            confirmed += mistakes == seeds;
        }
    }
    // Pooled over the decisions: each has seeds - 1 degrees of freedom.
    const double spread = decisions ? std::sqrt(squares / (double(decisions) * (seeds - 1))) : 0.0;
    const double share = decisions ? double(differing) / double(decisions) : 0.0;
    const double perGame = seconds / (double(games) * seeds);
    const double moved = decisions ? double(movedOverOne) / double(decisions) : 0.0;
    const double confirmedShare = called ? double(confirmed) / double(called) : 1.0;
    const double lossPerDecision = decisions ? lost / (double(decisions) * seeds) : 0.0;
    if (json) {
        std::cout << nlohmann::json{{"games", games},
                                    {"players", std::string(sl::ai::token(*kind))},
                                    {"seeds", seeds},
                                    {"iterations", options.iterations},
                                    {"playouts", options.playouts},
                                    {"threads", options.threads},
                                    {"decisions", decisions},
                                    {"spread", spread},
                                    {"verdictsDiffer", share},
                                    {"movedOverOnePoint", moved},
                                    {"mistakesCalled", called},
                                    {"mistakesConfirmed", confirmedShare},
                                    {"lossPerDecision", lossPerDecision},
                                    {"secondsPerGame", perGame}}
                         .dump(2)
                  << "\n";
        return 0;
    }
    std::printf("Review noise: %d games (%s) x %d seeds, %d search iterations and %d valuing "
                "playouts per decision, %d threads\n",
                games, players.c_str(), seeds, options.iterations, options.playouts,
                options.threads);
    std::printf("  %lld decisions: points lost differ by %.3f between seeds (one standard "
                "deviation, pooled); verdicts differ in %.1f %%; %.2f s per game analysed\n",
                decisions, spread, 100 * share, perGame);
    std::printf("  moved by more than 1 point: %.1f %%; %lld called a mistake or a blunder by some "
                "seed, %.0f %% of them by every seed; %.3f points lost per decision\n",
                100 * moved, called, 100 * confirmedShare, lossPerDecision);
    return 0;
}

} // namespace sllab
