// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli value-data [--games N] [--seed S] [--player KIND] [--seats N]: the training data
// of the learnt value (engine/ai/value.h, tools/fit-value.py): self-play games of one kind of
// player; at the start of every turn, each side's features and its final score, one CSV row.
#include "commands.h"

#include "ai/arena.h"
#include "ai/value.h"
#include "simulate.h"

#include <cstdio>
#include <memory>

namespace slcli {

int runValueData(Args& args)
{
    const int games = static_cast<int>(args.integer("--games", 1, 1000000).value_or(100));
    const auto seed = static_cast<std::uint64_t>(args.integer("--seed", 0, 1LL << 62).value_or(1));
    const int seats = static_cast<int>(args.integer("--seats", 2, 5).value_or(2));
    const std::string kindName = args.value("--player").value_or("greedy");
    const auto rest = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (!rest.empty())
        return usageError("value-data takes no positional argument ('" + rest.front() + "')");
    const auto kind = sl::ai::kindFromString(kindName);
    if (!kind) return usageError("unknown player '" + kindName + "'");

    std::printf("game,turn,side");
    for (const char* name : sl::ai::valueFeatureNames())
        std::printf(",%s", name);
    std::printf(",final\n");
    for (int g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = seed * 1000003ull + static_cast<std::uint64_t>(g);
        const sl::GameSetup setup = sl::makeSetup({seats, false, false}, gameSeed);
        std::vector<std::unique_ptr<sl::ai::Player>> owned;
        std::vector<sl::ai::Player*> players;
        for (int s = 0; s < seats; ++s) {
            owned.push_back(sl::ai::makePlayer(*kind, gameSeed * 7919ull + std::uint64_t(s)));
            players.push_back(owned.back().get());
        }
        sl::GameRecord record;
        const sl::ai::GameOutcome out = sl::ai::playGame(setup, players, gameSeed, &record);
        if (!out.error.empty()) {
            std::fprintf(stderr, "starlanes-cli: game %d: %s\n", g, out.error.c_str());
            return 1;
        }
        sl::GameState state(sl::buildCatalog(setup), setup.config());
        std::array<sl::ai::ValueFeatures, sl::kMaxPlayers> features;
        for (const sl::Event& e : record.events) {
            if (state.phase() == sl::Phase::DrawTile && state.turn() > 0) {
                sl::ai::valueFeatures(state, features);
                for (int side = 0; side < state.sideCount(); ++side) {
                    std::printf("%d,%d,%d", g, state.turn(), side);
                    for (double f : features[static_cast<std::size_t>(side)])
                        std::printf(",%g", f);
                    std::printf(",%d\n", out.sideScores[static_cast<std::size_t>(side)]);
                }
            }
            state.apply(e);
        }
    }
    return 0;
}

} // namespace slcli
