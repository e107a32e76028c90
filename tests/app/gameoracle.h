// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

// An oracle for the figures a game's statistics and a player's record show (issue 31): worked
// out from the game's events replayed one by one with the rules' effects, another way than
// sl::computeStatistics() (which reads the state's running score by source) and the store. The
// points by source are the effects' points (a completed or finally scored realm by its kind, a
// tie's or a withdrawal's point as a battle's), the battles are the effects' battle starts and
// wins, the tiles and meeples are counted from the placements and the tile types' realms.
#include "rules/odds.h"
#include "rules/record.h"

#include <array>
#include <vector>

namespace oracle {

struct Side
{
    std::array<int, 4> points{}; // routes, asteroid fields, planets, battles
    int fought = 0;
    int won = 0;
    int lost = 0; // battles another side won (a battle cut short by the record's end is neither)
    double expected = 0; // the exact odds of each battle fought, when it began
    int total() const { return points[0] + points[1] + points[2] + points[3]; }
};

struct Seat
{
    int tiles = 0;
    std::array<int, 3> tilesWith{}; // tiles with a route / an asteroid field / a planet
    int meeples = 0;
    std::array<int, 3> meeplesOn{}; // on a route / a field / a planet
};

struct Game
{
    std::vector<Side> sides;
    std::vector<Seat> seats;
    bool finished = false;
};

inline Game replayed(const sl::GameRecord& record)
{
    Game g;
    const auto catalog = sl::buildCatalog(record.setup);
    sl::GameState state(catalog, record.setup.config());
    state.setRecordEffects(true);
    g.sides.resize(std::size_t(state.sideCount()));
    g.seats.resize(record.setup.players.size());
    std::vector<int> inBattle;
    int placed = -1; // the tile type just placed
    for (const sl::Event& e : record.events) {
        const int player = state.currentPlayer();
        if (e.type == sl::EventType::Draw) placed = e.tile;
        if (state.apply(e) != sl::ApplyError::None) break;
        Seat& seat = g.seats[std::size_t(player)];
        const auto& realms = catalog->type(std::size_t(placed < 0 ? 0 : placed)).def.realms;
        if (e.type == sl::EventType::Place) {
            seat.tiles += 1;
            std::array<bool, 3> has{};
            for (const sl::RealmDef& r : realms)
                has[std::size_t(r.kind)] = true;
            for (std::size_t k = 0; k < 3; ++k)
                seat.tilesWith[k] += has[k];
        }
        if (e.type == sl::EventType::Meeple && e.meeple.target != sl::MeepleTarget::None) {
            seat.meeples += 1;
            const sl::RealmKind kind = e.meeple.target == sl::MeepleTarget::Planet
                                           ? sl::RealmKind::Planet
                                           : realms[std::size_t(e.meeple.segment)].kind;
            seat.meeplesOn[std::size_t(kind)] += 1;
        }
        bool started = false;
        for (const sl::Effect& fx : state.effects()) {
            using K = sl::Effect::Kind;
            Side& side = g.sides[fx.side];
            if (fx.kind == K::Score || fx.kind == K::FinalScore)
                side.points[std::size_t(fx.realmKind)] += fx.points;
            if (fx.kind == K::Tie || fx.kind == K::Withdraw) side.points[3] += fx.points;
            if (fx.kind == K::BattleStart && !started) {
                started = true;
                inBattle.clear();
                std::vector<sl::BattleSideSpec> specs;
                for (const sl::BattleSide& b : state.battleSides()) {
                    inBattle.push_back(b.side);
                    specs.push_back({b.dice, b.lightsaber, b.blaster});
                }
                const auto p = sl::battleWinProbabilities(specs);
                for (std::size_t k = 0; k < inBattle.size(); ++k) {
                    g.sides[std::size_t(inBattle[k])].fought += 1;
                    g.sides[std::size_t(inBattle[k])].expected += p[k];
                }
            }
            if (fx.kind == K::Win)
                for (int s : inBattle)
                    (s == fx.side ? g.sides[std::size_t(s)].won : g.sides[std::size_t(s)].lost) +=
                        1;
        }
    }
    g.finished = state.phase() == sl::Phase::GameOver;
    return g;
}

} // namespace oracle
