// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-lab review-noise [--games N] [--seeds K] [--iterations N] [--playouts N]
// [--threads N] [--json]: how much the review of a game moves from one analysis seed to another
// (docs/experiments.md): random 2-player games, each analysed with seeds 1 … K; the spread of
// the points each decision lost, and how many verdicts change.
#include "lab.h"

#include "ai/analysis.h"
#include "rules/simulate.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>

namespace sllab {
namespace {
/** The verdict a review shows by a turn: 2 blunder, 1 mistake, 0 neither. */
int verdict(double loss)
{
    return sl::ai::isBlunder(loss) ? 2 : sl::ai::isMistake(loss) ? 1 : 0;
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
    const auto rest = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (!rest.empty())
        return usageError("review-noise takes no positional argument ('" + rest.front() + "')");

    double squares = 0.0; // sum over decisions of the squared deviations from their mean
    long long decisions = 0;
    long long differing = 0;
    double seconds = 0.0;
    for (int g = 0; g < games; ++g) {
        // The games of the measurement: random 2-player games of the base set, seeds 1000 ….
        const sl::GameRecord record =
            sl::randomRecord(sl::makeSetup({2, false, false}, 1000 + std::uint64_t(g)));
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
            for (const auto& run : runs) {
                squares += (run[i].loss() - mean) * (run[i].loss() - mean);
                differs |= verdict(run[i].loss()) != verdict(runs.front()[i].loss());
            }
            ++decisions;
            differing += differs;
        }
    }
    // Pooled over the decisions: each has seeds - 1 degrees of freedom.
    const double spread = decisions ? std::sqrt(squares / (double(decisions) * (seeds - 1))) : 0.0;
    const double share = decisions ? double(differing) / double(decisions) : 0.0;
    const double perGame = seconds / (double(games) * seeds);
    if (json) {
        std::cout << nlohmann::json{{"games", games},
                                    {"seeds", seeds},
                                    {"iterations", options.iterations},
                                    {"playouts", options.playouts},
                                    {"threads", options.threads},
                                    {"decisions", decisions},
                                    {"spread", spread},
                                    {"verdictsDiffer", share},
                                    {"secondsPerGame", perGame}}
                         .dump(2)
                  << "\n";
        return 0;
    }
    std::printf("Review noise: %d games x %d seeds, %d search iterations and %d valuing playouts "
                "per decision, %d threads\n",
                games, seeds, options.iterations, options.playouts, options.threads);
    std::printf("  %lld decisions: points lost differ by %.3f between seeds (one standard "
                "deviation, pooled); verdicts differ in %.1f %%; %.2f s per game analysed\n",
                decisions, spread, 100 * share, perGame);
    return 0;
}

} // namespace sllab
