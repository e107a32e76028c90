#include "statejson.h"

#include <cstdio>

namespace slcli {
namespace {
const char* phaseName(sl::Phase p)
{
    switch (p) {
    case sl::Phase::DrawTile: return "draw";
    case sl::Phase::PlaceTile: return "place-tile";
    case sl::Phase::PlaceMeeple: return "place-meeple";
    case sl::Phase::Battle: return "battle";
    case sl::Phase::GameOver: return "game-over";
    }
    return "?";
}
} // namespace

nlohmann::json stateJson(const sl::GameRecord& rec, const sl::GameState& s, std::size_t ply)
{
    nlohmann::json j;
    j["ply"] = ply;
    j["events"] = rec.events.size();
    j["phase"] = phaseName(s.phase());
    j["turn"] = s.turn();
    j["currentPlayer"] = s.currentPlayer();
    j["tilesRemaining"] = s.bag().size();
    for (int p = 0; p < s.playerCount(); ++p) {
        const auto& info = rec.setup.players[static_cast<std::size_t>(p)];
        const int side = s.sideOf(p);
        j["players"].push_back({{"name", info.name},
                                {"colour", std::string(sl::token(info.colour))},
                                {"side", side},
                                {"score", s.score(side)},
                                {"projectedScore", s.projectedScore(side)},
                                {"smallMeeplesInSupply", s.smallInSupply(p)},
                                {"largeMeepleInSupply", s.largeInSupply(p)}});
    }
    for (const sl::PlacedTile& t : s.tiles())
        j["tiles"].push_back({{"tile", s.catalog().type(t.type).def.id},
                              {"x", t.x},
                              {"y", t.y},
                              {"rotation", t.rot}});
    if (s.phase() == sl::Phase::GameOver)
        j["winners"] = s.winners();
    return j;
}

void printState(const std::string& label, const nlohmann::json& j)
{
    std::printf("%s: event %zu of %zu, turn %d, phase %s, %zu tiles left\n", label.c_str(),
                j["ply"].get<std::size_t>(), j["events"].get<std::size_t>(), j["turn"].get<int>(),
                j["phase"].get<std::string>().c_str(), j["tilesRemaining"].get<std::size_t>());
    for (const auto& p : j["players"])
        std::printf("  %-20s %-7s score %4d  projected %4d\n",
                    p["name"].get<std::string>().c_str(), p["colour"].get<std::string>().c_str(),
                    p["score"].get<int>(), p["projectedScore"].get<int>());
}

} // namespace slcli
