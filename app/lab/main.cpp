// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-lab: the experiments' measurements (lab.h).
#include "lab.h"

#include <cstdio>
#include <exception>
#include <string>

namespace sllab {

int usageError(const std::string& message)
{
    std::fprintf(stderr, "starlanes-lab: %s\nRun 'starlanes-lab help' for usage.\n",
                 message.c_str());
    return 2;
}

} // namespace sllab

namespace {

constexpr const char* kUsage = R"(Usage: starlanes-lab COMMAND [OPTIONS]
Measurements for experiments on the computer players and the review (docs/experiments.md);
not part of the installed program.

  review-noise [--games N] [--seeds K] [--players KIND] [--iterations N] [--playouts N]
               [--threads N] [--json]
      How much a game's review depends on its seed: N 2-player games (default 10; random
      moves with seeds 1000 ..., or two players of KIND: greedy, easy, normal, ...), each
      analysed with the analysis seeds 1 ... K (default 3) at the given budget (default: the
      review's own); prints the spread of the points lost by each decision between seeds
      (one standard deviation, pooled), the share of decisions whose verdict (mistake,
      blunder, neither) changes, the share whose points lost move by more than 1 point, how
      many of the mistakes and blunders some seed calls every seed calls, the points lost per
      decision, and the seconds per game.
)";

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) return sllab::usageError("no command given");
    const std::string cmd = argv[1];
    if (cmd == "help" || cmd == "--help" || cmd == "-h") {
        std::fputs(kUsage, stdout);
        return 0;
    }
    slcli::Args args(argc, argv, 2);
    try {
        if (cmd == "review-noise") return sllab::runReviewNoise(args);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "starlanes-lab: internal error: %s\n", e.what());
        return 3;
    }
    return sllab::usageError("unknown command '" + cmd + "'");
}
