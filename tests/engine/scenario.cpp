// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "scenario.h"

#include <map>

namespace sltest {

sl::MeepleMove pass()
{
    return {};
}

sl::MeepleMove onSeg(int seg, bool large, sl::Equipment e)
{
    sl::MeepleMove m;
    m.target = sl::MeepleTarget::Segment;
    m.segment = static_cast<std::int8_t>(seg);
    m.large = large;
    m.equipment = e;
    return m;
}

sl::MeepleMove onPlanet(int x, int y, bool large, sl::Equipment e)
{
    sl::MeepleMove m;
    m.target = sl::MeepleTarget::Planet;
    m.x = static_cast<std::int16_t>(x);
    m.y = static_cast<std::int16_t>(y);
    m.large = large;
    m.equipment = e;
    return m;
}

Steps threeSidedBattle()
{
    return {Turn{"sw04", 1, 0, 0},
            Turn{"sw04", -1, 0, 0},
            Turn{"sw02", 1, -1, 3, onSeg(0, true)},
            Turn{"sw02", -1, -1, 1, onSeg(0)},
            Turn{"sw31", 1, -2, 0},
            Turn{"sw04", 2, 0, 0},
            Turn{"sw04", -2, 0, 0},
            Turn{"sw02", 0, -2, 2, onSeg(0)},
            Turn{"sw13", 0, -1, 0},
            Dice{{4, 2, 3, 4, 1}},
            Dice{{2, 5, 6, 3}}};
}

Steps lightsaberAgainstBlaster()
{
    return {Turn{"sw04", 1, 0, 0},
            Turn{"sw02", 1, -1, 3, onSeg(0, false, sl::Equipment::Blaster)},
            Turn{"sw04", -1, 0, 0},
            Turn{"sw04", 2, 0, 0},
            Turn{"x08", -1, -1, 1, onSeg(0, false, sl::Equipment::Lightsaber)},
            Turn{"sw27", 0, -1, 2},
            Dice{{6, 3, 7}},
            Dice{{5, 2, 5}}};
}

Steps withoutDice(const Steps& steps)
{
    Steps out;
    for (const Step& s : steps)
        if (!std::holds_alternative<Dice>(s)) out.push_back(s);
    return out;
}

sl::TileSet scenarioTileSet(const std::vector<std::string>& tiles, const std::string& start)
{
    std::map<std::string, int> counts;
    counts[start] = 1;
    for (const std::string& t : tiles)
        ++counts[t];
    sl::TileSet set;
    set.id = "scenario";
    set.role = sl::TileSetRole::Base;
    set.name = {"Rule scenario", "Pravidlový scénář"};
    set.reconstruction = true;
    set.startTile = start;
    for (const auto& [id, n] : counts) {
        const sl::TileType* def = sl::builtinTileSet("base").find(id);
        if (!def) def = sl::builtinTileSet("exp1").find(id);
        if (!def) continue;
        sl::TileType t = *def;
        t.count = n;
        set.tiles.push_back(t);
    }
    return set;
}

Scenario::Scenario(const Steps& steps, const ScenarioOptions& options) : m_steps(steps)
{
    std::vector<std::string> tiles = options.extraTiles;
    for (const Step& s : steps) {
        if (auto* t = std::get_if<Turn>(&s)) tiles.push_back(t->tile);
        if (auto* d = std::get_if<Discard>(&s)) tiles.push_back(d->tile);
    }
    m_record.setup.tileSets.push_back(scenarioTileSet(tiles, options.startTile));
    int i = 0;
    for (sl::Colour c : options.seats)
        m_record.setup.players.push_back(
            {std::string("P").append(std::to_string(++i)), c, sl::SeatKind::Human});
    m_record.setup.teamGame = options.teamGame;
    auto catalog = sl::buildCatalog(m_record.setup);
    if (catalog) m_state.emplace(catalog, m_record.setup.config());
}

std::optional<std::string> Scenario::apply(const sl::Event& e, std::size_t step)
{
    const sl::ApplyError err = m_state->apply(e);
    if (err != sl::ApplyError::None)
        return "step " + std::to_string(step) + ": " + std::string(sl::describe(err));
    m_record.events.push_back(e);
    return std::nullopt;
}

std::optional<std::string> Scenario::runUntil(std::size_t k)
{
    if (!m_state) return std::string("invalid scenario setup");
    for (; m_next < k && m_next < m_steps.size(); ++m_next) {
        const Step& s = m_steps[m_next];
        std::optional<std::string> err;
        if (auto* t = std::get_if<Turn>(&s)) {
            const int type = m_state->catalog().find(t->tile);
            err = apply(sl::Event::draw(type), m_next);
            if (!err)
                err = apply(sl::Event::placeTile({static_cast<std::int16_t>(t->x),
                                                  static_cast<std::int16_t>(t->y),
                                                  static_cast<std::uint8_t>(t->rot)}),
                            m_next);
            if (!err) err = apply(sl::Event::meepleMove(t->meeple), m_next);
        } else if (auto* d = std::get_if<Dice>(&s)) {
            for (int v : d->values)
                if (!err) err = apply(sl::Event::roll(v), m_next);
        } else if (auto* dis = std::get_if<Discard>(&s)) {
            err = apply(sl::Event::draw(m_state->catalog().find(dis->tile)), m_next);
            if (!err) err = apply(sl::Event::discard(), m_next);
        }
        if (err) {
            ++m_next;
            return err;
        }
    }
    return std::nullopt;
}

std::optional<std::string> Scenario::run()
{
    return runUntil(m_steps.size());
}

ScenarioOptions optionsFor(const std::vector<int>& colours, bool team,
                           std::vector<std::string> extra)
{
    ScenarioOptions o;
    o.seats.clear();
    for (int c : colours)
        o.seats.push_back(static_cast<sl::Colour>(c));
    o.teamGame = team;
    o.extraTiles = std::move(extra);
    return o;
}

Steps tatooineRing(sl::MeepleMove first)
{
    return {Turn{"sw31", 0, 1, 0, first}, Turn{"sw30", 1, 0, 1},  Turn{"sw30", -1, 0, 3},
            Turn{"sw32", 1, 1, 0},        Turn{"sw33", -1, 1, 0}, Turn{"sw34", 0, 2, 0},
            Turn{"sw35", 1, 2, 0}};
}

Steps with(Steps steps, const Step& last)
{
    steps.push_back(last);
    return steps;
}

Scenario fieldToClose()
{
    ScenarioOptions opt;
    opt.extraTiles = {"sw02", "sw04", "sw04", "sw04", "sw15", "sw15"};
    return Scenario({Turn{"sw18", 0, -1, 0, onSeg(0)}, Turn{"sw27", 0, -2, 2},
                     Turn{"sw02", -1, -2, 1}, Turn{"sw04", 1, 0, 0}},
                    opt);
}

sl::GameRecord fieldGame(sl::Placement place, sl::MeepleMove meeple)
{
    Scenario sc = fieldToClose();
    if (const auto err = sc.run()) qFatal("scenario: %s", err->c_str());
    sl::GameRecord rec = sc.record();
    rec.events.push_back(sl::Event::draw(sc.state().catalog().find("sw02")));
    rec.events.push_back(sl::Event::placeTile(place));
    rec.events.push_back(sl::Event::meepleMove(meeple));
    if (sl::replay(rec).error) qFatal("the played turn is not legal");
    return rec;
}

sl::Placement elsewhere()
{
    Scenario sc = fieldToClose();
    if (sc.run()) qFatal("scenario");
    sl::GameState s = sc.state();
    s.apply(sl::Event::draw(s.catalog().find("sw02")));
    std::vector<sl::Placement> all;
    s.legalPlacements(all);
    for (const sl::Placement& p : all)
        if (p.x != kClosing.x || p.y != kClosing.y) return p;
    qFatal("no other placement");
}

} // namespace sltest
