// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "statejson.h"

#include <cstdio>

namespace slcli {
namespace {

using nlohmann::json;

const char* phaseName(sl::Phase p)
{
    switch (p) {
    case sl::Phase::DrawTile:
        return "draw";
    case sl::Phase::PlaceTile:
        return "place-tile";
    case sl::Phase::PlaceMeeple:
        return "place-meeple";
    case sl::Phase::Battle:
        return "battle";
    case sl::Phase::GameOver:
        return "game-over";
    }
    return "?";
}

const char* effectName(sl::Effect::Kind k)
{
    switch (k) {
    case sl::Effect::Kind::BattleStart:
        return "battle-start";
    case sl::Effect::Kind::Roll:
        return "roll";
    case sl::Effect::Kind::Tie:
        return "tie";
    case sl::Effect::Kind::Withdraw:
        return "withdraw";
    case sl::Effect::Kind::Win:
        return "win";
    case sl::Effect::Kind::Score:
        return "score";
    case sl::Effect::Kind::FinalScore:
        return "final-score";
    }
    return "?";
}

/** Where a board node lies: its realm's kind, the tile's cell, the realm index on the tile. */
json whereJson(const sl::GameState& s, int node)
{
    const auto [tile, seg] = s.nodeLocation(node);
    const sl::PlacedTile& t = s.tiles()[static_cast<std::size_t>(tile)];
    const sl::RealmDef& realm = s.catalog().type(t.type).def.realms[static_cast<std::size_t>(seg)];
    json j{{"kind", std::string(sl::token(realm.kind))}, {"x", t.x}, {"y", t.y}, {"segment", seg}};
    if (realm.kind == sl::RealmKind::Planet) j["planet"] = realm.planetName;
    return j;
}

json meeplesJson(const sl::GameState& s)
{
    json all = json::array();
    for (int p = 0; p < s.playerCount(); ++p)
        for (int slot = 0; slot < sl::kMeeplesPerPlayer; ++slot) {
            const sl::Meeple& m = s.meeples(p)[static_cast<std::size_t>(slot)];
            all.push_back({{"player", p},
                           {"slot", slot},
                           {"large", m.large},
                           {"equipment", std::string(sl::token(m.equipment))},
                           {"at", m.node < 0 ? json(nullptr) : whereJson(s, m.node)}});
        }
    return all;
}

json sidePlayers(const sl::GameState& s, int side)
{
    json players = json::array();
    for (int p = 0; p < s.playerCount(); ++p)
        if (s.sideOf(p) == side) players.push_back(p);
    return players;
}

/** The side of the battle `s` is fighting for `realm`, or null. */
const sl::BattleSide* battleSide(const sl::GameState& s, int side, int realm)
{
    if (s.phase() != sl::Phase::Battle || s.findRoot(s.battleRealm()) != s.findRoot(realm))
        return nullptr;
    for (const sl::BattleSide& b : s.battleSides())
        if (b.side == side) return &b;
    return nullptr;
}

json battleJson(const sl::GameState& s)
{
    json sides = json::array();
    for (const sl::BattleSide& b : s.battleSides()) {
        json rolled = json::array();
        for (int i = 0; i < b.dice; ++i)
            if (const int v = b.roll[static_cast<std::size_t>(i)]; v > 0) rolled.push_back(v);
        sides.push_back({{"side", b.side},
                         {"players", sidePlayers(s, b.side)},
                         {"dice", b.dice},
                         {"lightsaber", b.lightsaber},
                         {"blaster", b.blaster},
                         {"active", b.active},
                         {"rolled", rolled}});
    }
    return {{"realm", whereJson(s, s.battleRealm())},
            {"sides", sides},
            {"pendingDie", s.pendingDie() == sl::DieKind::Yellow ? "yellow" : "normal"}};
}

/** One effect; `before` is the state the event was applied to, `after` the result. */
json effectJson(const sl::GameState& before, const sl::GameState& after, const sl::Effect& e)
{
    json j{{"kind", effectName(e.kind)},
           {"side", e.side},
           {"players", sidePlayers(after, e.side)},
           {"realm", whereJson(after, e.realm)}};
    const sl::BattleSide* side = nullptr;
    switch (e.kind) {
    case sl::Effect::Kind::BattleStart:
        j["dice"] = e.dice;
        side = battleSide(after, e.side, e.realm);
        break;
    case sl::Effect::Kind::Roll: {
        json dice = json::array();
        for (int i = 0; i < e.dice; ++i)
            dice.push_back(e.roll[static_cast<std::size_t>(i)]);
        j["dice"] = dice; // a blaster side's yellow die first
        j["result"] = e.value;
        side = battleSide(before, e.side, e.realm);
        break;
    }
    case sl::Effect::Kind::Withdraw:
        j["dice"] = e.dice;
        j["points"] = e.points;
        break;
    case sl::Effect::Kind::Tie:
    case sl::Effect::Kind::Score:
    case sl::Effect::Kind::FinalScore:
        j["points"] = e.points;
        break;
    case sl::Effect::Kind::Win:
        break;
    }
    if (side) {
        j["blaster"] = side->blaster;
        j["lightsaber"] = side->lightsaber;
    }
    return j;
}

std::string_view refusalText(sl::MeepleRefusal r)
{
    using R = sl::MeepleRefusal;
    switch (r) {
    case R::None:
        return "the move is legal";
    case R::WrongPhase:
        return "no meeple can be placed at this point of the turn";
    case R::NotARealmOfTile:
        return "the tile just placed has no realm with that index";
    case R::RealmOccupied:
        return "the realm already holds a meeple (R-TURN-2)";
    case R::EmptyCell:
        return "there is no tile at the attacked cell";
    case R::NotAPlanet:
        return "the tile at the attacked cell has no planet";
    case R::PlanetOfNewTile:
        return "the planet of the tile just placed is taken as one of its realms, not attacked";
    case R::PlanetNotAdjacent:
        return "the planet is not one of the 8 cells around the tile just placed (R-TURN-2a)";
    case R::PlanetScored:
        return "the planet was already completed and scored (R-TURN-2a)";
    case R::NoSmallMeeple:
        return "the player has no small meeple left in supply (R-COMP-3)";
    case R::NoLargeMeeple:
        return "the player's large meeple is not in supply (R-COMP-3)";
    case R::EquipmentNeedsExpansion:
        return "equipment needs Expansion 1 (R-TURN-2b)";
    case R::EquipmentInUse:
        return "the player has no such equipment left: it is with a meeple on the board "
               "(R-TURN-2b)";
    }
    return "unknown reason";
}

void printEffects(const json& j)
{
    const json& last = j["lastEvent"];
    std::printf("  last event %zu: %s\n", last["index"].get<std::size_t>(),
                last["event"].dump().c_str());
    for (const json& e : last["effects"]) {
        std::string who;
        for (const json& p : e["players"]) {
            if (!who.empty()) who += '+';
            who += j["players"][p.get<std::size_t>()]["name"].get<std::string>();
        }
        std::string what = e["kind"].get<std::string>();
        what.append(" ").append(who);
        if (e.contains("result"))
            what += " rolls " + e["dice"].dump() + " = " + std::to_string(e["result"].get<int>());
        else if (e.contains("dice"))
            what += e["dice"] == 1 ? " (1 die)" : " (" + e["dice"].dump() + " dice)";
        if (e.contains("points")) what += ", +" + std::to_string(e["points"].get<int>());
        const json& w = e["realm"];
        std::printf("    %s (%s at %d,%d)\n", what.c_str(), w["kind"].get<std::string>().c_str(),
                    w["x"].get<int>(), w["y"].get<int>());
    }
}

} // namespace

json stateJson(const sl::GameRecord& rec, const sl::GameState& s, std::size_t ply)
{
    json j;
    j["ply"] = ply;
    j["events"] = rec.events.size();
    j["phase"] = phaseName(s.phase());
    j["turn"] = s.turn();
    j["currentPlayer"] = s.currentPlayer();
    j["tilesRemaining"] = s.bag().size();
    for (int p = 0; p < s.playerCount(); ++p) {
        const auto& info = rec.setup.players[static_cast<std::size_t>(p)];
        const int side = s.sideOf(p);
        json equipment = json::array();
        for (sl::Equipment e : {sl::Equipment::Lightsaber, sl::Equipment::Blaster})
            if (s.expansion() && s.equipmentInSupply(p, e))
                equipment.push_back(std::string(sl::token(e)));
        j["players"].push_back({{"name", info.name},
                                {"colour", std::string(sl::token(info.colour))},
                                {"side", side},
                                {"score", s.score(side)},
                                {"projectedScore", s.projectedScore(side)},
                                {"smallMeeplesInSupply", s.smallInSupply(p)},
                                {"largeMeepleInSupply", s.largeInSupply(p)},
                                {"equipmentInSupply", equipment}});
    }
    for (const sl::PlacedTile& t : s.tiles())
        j["tiles"].push_back({{"tile", s.catalog().type(t.type).def.id},
                              {"x", t.x},
                              {"y", t.y},
                              {"rotation", t.rot}});
    j["meeples"] = meeplesJson(s);
    if (s.phase() == sl::Phase::Battle) j["battle"] = battleJson(s);
    if (s.phase() == sl::Phase::GameOver) j["winners"] = s.winners();
    return j;
}

json lastEventJson(const sl::GameRecord& rec, std::size_t ply)
{
    if (ply == 0 || ply > rec.events.size()) return nullptr;
    sl::ReplayResult r = sl::replay(rec, ply - 1);
    if (!r.state || r.error) return nullptr;
    const sl::GameState before = *r.state;
    sl::GameState& after = *r.state;
    after.setRecordEffects(true);
    const sl::Event& event = rec.events[ply - 1];
    if (after.apply(event) != sl::ApplyError::None) return nullptr;
    json effects = json::array();
    for (const sl::Effect& e : after.effects())
        effects.push_back(effectJson(before, after, e));
    return {{"index", ply - 1},
            {"event", json::parse(sl::eventToJson(event, after.catalog()))},
            {"effects", effects}};
}

json eventListJson(const sl::GameRecord& rec)
{
    json list = json::array();
    const auto catalog = sl::buildCatalog(rec.setup);
    if (catalog)
        for (const sl::Event& e : rec.events)
            list.push_back(json::parse(sl::eventToJson(e, *catalog)));
    return list;
}

void printState(const std::string& label, const json& j)
{
    std::printf("%s: event %zu of %zu, turn %d, phase %s, %zu tiles left\n", label.c_str(),
                j["ply"].get<std::size_t>(), j["events"].get<std::size_t>(), j["turn"].get<int>(),
                j["phase"].get<std::string>().c_str(), j["tilesRemaining"].get<std::size_t>());
    for (const auto& p : j["players"])
        std::printf("  %-20s %-7s score %4d  projected %4d\n", p["name"].get<std::string>().c_str(),
                    p["colour"].get<std::string>().c_str(), p["score"].get<int>(),
                    p["projectedScore"].get<int>());
    if (j.contains("lastEvent") && !j["lastEvent"].is_null()) printEffects(j);
    if (j.contains("eventList"))
        for (std::size_t i = 0; i < j["eventList"].size(); ++i)
            std::printf("  %zu %s\n", i, j["eventList"][i].dump().c_str());
}

std::string describeRecordError(const sl::RecordError& e)
{
    if (e.refusal == sl::MeepleRefusal::None) return sl::describe(e);
    return e.field + ": illegal event: meeple refused: " + std::string(refusalText(e.refusal));
}

} // namespace slcli
