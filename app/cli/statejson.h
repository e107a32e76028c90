#pragma once

#include "record.h"

#include <nlohmann/json.hpp>

#include <string>

namespace slcli {

/** State and scores of a game after `ply` events, as printed by `replay --json`. */
nlohmann::json stateJson(const sl::GameRecord& rec, const sl::GameState& s, std::size_t ply);
/** The same as a short text for people. */
void printState(const std::string& label, const nlohmann::json& state);

} // namespace slcli
