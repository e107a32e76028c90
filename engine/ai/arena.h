// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "player.h"
#include "rules/record.h"

#include <string>
#include <vector>

namespace sl::ai {

/** The result of one game between computer players. */
struct GameOutcome
{
    std::vector<int> sideScores;       ///< final score per side
    std::vector<double> seconds;       ///< time spent deciding, per seat
    std::vector<int> turns;            ///< turns played, per seat (discards not counted)
    std::vector<long long> iterations; ///< search iterations, per seat
    std::vector<int> draws;            ///< the tile types drawn, in order
    std::string error;                 ///< set when a player returned an illegal decision
};

/**
 * Plays one game of `setup` with players[i] at seat i, to the end. Tiles and dice come from two
 * generators seeded from `chanceSeed`, so every seat order of one seed draws the same tiles in
 * the same order (common random numbers: paired games differ only by the players). With
 * `record`, the game's events are stored there (it replays to the same scores).
 */
GameOutcome playGame(const GameSetup& setup, const std::vector<Player*>& players,
                     std::uint64_t chanceSeed, GameRecord* record = nullptr,
                     const std::atomic<bool>* cancel = nullptr);

} // namespace sl::ai
