// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/record.h"

#include <nlohmann/json.hpp>

#include <string>

namespace slcli {

/**
 * State and scores of a game after `ply` events, as printed by `replay --json`: players with
 * their supplies, tiles, where every meeple stands and, during a battle, its sides and the die
 * the engine waits for.
 */
nlohmann::json stateJson(const sl::GameRecord& rec, const sl::GameState& s, std::size_t ply);
/**
 * Event `ply - 1` of a valid record and what the rules did on their own when it was applied
 * (GameState::effects(): battle steps with each roll, ties, withdrawals, wins, scoring); null
 * when `ply` is 0.
 */
nlohmann::json lastEventJson(const sl::GameRecord& rec, std::size_t ply);
/** Every event of a valid record, as in the record format. */
nlohmann::json eventListJson(const sl::GameRecord& rec);
/** The same as a short text for people. */
void printState(const std::string& label, const nlohmann::json& state);
/** English text of a record error; a refused meeple says why the rules refuse it. */
std::string describeRecordError(const sl::RecordError& e);

} // namespace slcli
