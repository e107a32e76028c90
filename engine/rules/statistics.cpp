// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "statistics.h"

#include "odds.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <sstream>

namespace sl {
namespace {

ScorePoint pointOf(const GameState& s, std::size_t events)
{
    ScorePoint p;
    p.turn = s.turn();
    p.events = events;
    for (int side = 0; side < s.sideCount(); ++side) {
        p.banked.push_back(s.score(side));
        p.projected.push_back(s.projectedScore(side));
    }
    return p;
}

std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string number(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
}

} // namespace

GameStatistics computeStatistics(const GameRecord& record, std::size_t events)
{
    GameStatistics st;
    auto catalog = buildCatalog(record.setup);
    if (!catalog) return st;
    GameState s(catalog, record.setup.config());
    s.setRecordEffects(true);
    st.sides.resize(static_cast<std::size_t>(s.sideCount()));
    st.players.resize(static_cast<std::size_t>(s.playerCount()));
    st.series.push_back(pointOf(s, 0));
    std::vector<int> inBattle;
    const std::size_t end = std::min(events, record.events.size());
    for (std::size_t i = 0; i < end; ++i) {
        const Event& e = record.events[i];
        const int player = s.currentPlayer();
        const int turnBefore = s.turn();
        if (s.apply(e) != ApplyError::None) break;
        auto& ps = st.players[static_cast<std::size_t>(player)];
        if (e.type == EventType::Place) {
            ++ps.tilesPlaced;
            const CatalogType& ct =
                catalog->type(s.tiles()[static_cast<std::size_t>(s.lastPlacedTile())].type);
            std::array<bool, kRealmKinds> has{};
            for (int seg = 0; seg < ct.segCount; ++seg)
                has[static_cast<std::size_t>(ct.segKind[seg])] = true;
            for (int k = 0; k < kRealmKinds; ++k)
                ps.tilesByRealm[static_cast<std::size_t>(k)] += has[static_cast<std::size_t>(k)];
        }
        if (e.type == EventType::Meeple && e.meeple.target != MeepleTarget::None) {
            ++ps.meeplesPlaced;
            RealmKind kind = RealmKind::Planet;
            if (e.meeple.target == MeepleTarget::Segment) {
                const PlacedTile& t = s.tiles()[static_cast<std::size_t>(s.lastPlacedTile())];
                kind = catalog->type(t.type).segKind[e.meeple.segment];
            }
            ++ps.meeplesByRealm[static_cast<std::size_t>(kind)];
        }
        bool newBattle = true;
        for (const Effect& fx : s.effects()) {
            if (fx.kind == Effect::Kind::BattleStart && newBattle) {
                // The sides of the battle that just began are the state's current battle.
                newBattle = false;
                ++st.battles;
                inBattle.clear();
                std::vector<BattleSideSpec> specs;
                for (const BattleSide& bs : s.battleSides()) {
                    specs.push_back({bs.dice, bs.lightsaber, bs.blaster});
                    inBattle.push_back(bs.side);
                }
                const std::vector<double> p = battleWinProbabilities(specs);
                for (std::size_t k = 0; k < inBattle.size(); ++k) {
                    auto& side = st.sides[static_cast<std::size_t>(inBattle[k])];
                    ++side.battlesFought;
                    side.expectedWins += p[k];
                }
            } else if (fx.kind == Effect::Kind::Win) {
                newBattle = true;
                for (int side : inBattle)
                    ++(side == fx.side ? st.sides[static_cast<std::size_t>(side)].battlesWon
                                       : st.sides[static_cast<std::size_t>(side)].battlesLost);
            }
        }
        if (s.turn() != turnBefore || s.phase() == Phase::GameOver)
            st.series.push_back(pointOf(s, i + 1));
    }
    // An unfinished game ends in the middle of a turn: its last point is where the record stops.
    const std::size_t applied = std::min(end, record.events.size());
    if (st.series.back().events != applied) st.series.push_back(pointOf(s, applied));
    for (int side = 0; side < s.sideCount(); ++side)
        for (int k = 0; k < 4; ++k)
            st.sides[static_cast<std::size_t>(side)].points[static_cast<std::size_t>(k)] =
                s.scoreBy(side, static_cast<ScoreSource>(k));
    return st;
}

std::vector<TurnSummary> summarizeTurns(const GameRecord& record)
{
    std::vector<TurnSummary> turns;
    auto catalog = buildCatalog(record.setup);
    if (!catalog) return turns;
    GameState s(catalog, record.setup.config());
    s.setRecordEffects(true);
    auto scores = [&] {
        std::vector<int> v;
        for (int side = 0; side < s.sideCount(); ++side)
            v.push_back(s.score(side));
        return v;
    };
    std::vector<int> before = scores();
    std::optional<TurnSummary> current;
    int pendingDiscard = -1;
    for (std::size_t i = 0; i < record.events.size(); ++i) {
        const Event& e = record.events[i];
        if (!current) {
            current = TurnSummary{};
            current->turn = s.turn() + 1;
            current->player = s.currentPlayer();
            current->firstEvent = i;
        }
        const int turnBefore = s.turn();
        const bool wasOver = s.phase() == Phase::GameOver;
        if (e.type == EventType::Draw) pendingDiscard = e.tile;
        if (s.apply(e) != ApplyError::None) break;
        if (e.type == EventType::Discard) current->discarded.push_back(pendingDiscard);
        if (e.type == EventType::Place) {
            current->tile = pendingDiscard;
            current->placement = e.place;
        }
        if (e.type == EventType::Meeple) current->meeple = e.meeple;
        bool rollStarted = false;
        for (const Effect& fx : s.effects()) {
            if (fx.kind == Effect::Kind::BattleStart &&
                (current->battles.empty() || current->battles.back().winner >= 0)) {
                BattleSummary b;
                b.realm = fx.realmKind;
                for (const BattleSide& bs : s.battleSides())
                    b.sides.push_back(bs.side);
                current->battles.push_back(b);
            } else if (fx.kind == Effect::Kind::Roll && !current->battles.empty()) {
                // All Roll effects of one round come from the event with its last die.
                BattleSummary& b = current->battles.back();
                if (!rollStarted) b.rolls.emplace_back(b.sides.size());
                rollStarted = true;
                const auto at = static_cast<std::size_t>(
                    std::find(b.sides.begin(), b.sides.end(), fx.side) - b.sides.begin());
                if (at < b.sides.size())
                    b.rolls.back()[at].assign(fx.roll.begin(), fx.roll.begin() + fx.dice);
            } else if (fx.kind == Effect::Kind::Win && !current->battles.empty()) {
                current->battles.back().winner = fx.side;
            }
        }
        const bool turnOver = s.turn() != turnBefore || (s.phase() == Phase::GameOver && !wasOver);
        if (turnOver || i + 1 == record.events.size()) {
            current->endEvent = i + 1;
            const std::vector<int> after = scores();
            for (std::size_t k = 0; k < after.size(); ++k)
                current->pointsGained.push_back(after[k] - before[k]);
            before = after;
            turns.push_back(*current);
            current.reset();
        }
    }
    return turns;
}

std::string statisticsCsv(const GameStatistics& stats, const GameRecord& record)
{
    std::ostringstream out;
    out << "seat,name,colour,side,route_points,asteroid_points,planet_points,battle_points,total,"
           "battles_fought,battles_won,battles_lost,expected_wins,dice_luck,tiles_placed,"
           "tiles_with_route,tiles_with_asteroids,tiles_with_planet,meeples_placed,"
           "meeples_on_routes,meeples_on_asteroids,meeples_on_planets\r\n";
    const GameConfig config = record.setup.config();
    for (std::size_t p = 0; p < stats.players.size(); ++p) {
        const int side = config.teamGame ? (factionOf(config.seats[p]) == Faction::Rebel ? 0 : 1)
                                         : static_cast<int>(p);
        const SideStatistics& s = stats.sides[static_cast<std::size_t>(side)];
        const PlayerStatistics& ps = stats.players[p];
        out << p + 1 << ',' << csvField(record.setup.players[p].name) << ','
            << token(config.seats[p]) << ',' << side;
        for (int v : s.points)
            out << ',' << v;
        out << ',' << s.total() << ',' << s.battlesFought << ',' << s.battlesWon << ','
            << s.battlesLost << ',' << number(s.expectedWins) << ',' << number(s.diceLuck()) << ','
            << ps.tilesPlaced;
        for (int v : ps.tilesByRealm)
            out << ',' << v;
        out << ',' << ps.meeplesPlaced;
        for (int v : ps.meeplesByRealm)
            out << ',' << v;
        out << "\r\n";
    }
    return out.str();
}

} // namespace sl
