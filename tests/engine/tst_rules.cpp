// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Rule-by-rule tests of RULES.md; each test names the rule ids it checks.
#include "rules/simulate.h"
#include "scenario.h"

#include <QTest>

#include <set>

#include <algorithm>

using namespace sltest;
using sl::Colour;
using sl::Equipment;

namespace {
bool hasOption(const std::vector<sl::MeepleMove>& opts, const sl::MeepleMove& m)
{
    return std::find(opts.begin(), opts.end(), m) != opts.end();
}
} // namespace

class TstRules : public QObject
{
    Q_OBJECT
private slots:
    void components();
    void playerCounts_data();
    void playerCounts();
    void setup();
    void placementMustTouchAndMatch();
    void discardWhenNothingFits();
    void discardOfLastTileEndsGame();
    void meepleOnlyOnFreeRealmOfNewTile();
    void openSpaceIsNoRealm();
    void separateAsteroidFieldsOnOneTile();
    void planetAttackOptions();
    void planetAttackOwnPlanetNoBattle();
    void meepleSupply();
    void equipmentRules();
    void battleWithoutActivePlayer();
    void sameFactionBattles();
    void lightsaberAndBlasterTogether();
    void teamGame();
    void winnersShareTies();
    void projectedScore();
    void symbolBelongsToOneRealm();
    void severalBattlesInOrder();
};

void TstRules::components()
{
    // R-COMP-1: 76 base tiles, 18 expansion tiles; the yellow die shows 3-8.
    QCOMPARE(sl::builtinTileSet("base").totalTiles(), 76);
    QCOMPARE(sl::builtinTileSet("exp1").totalTiles(), 18);
    QCOMPARE(sl::dieMin(sl::DieKind::Yellow), 3);
    QCOMPARE(sl::dieMax(sl::DieKind::Yellow), 8);
    QCOMPARE(sl::dieMin(sl::DieKind::Normal), 1);
    QCOMPARE(sl::dieMax(sl::DieKind::Normal), 6);
    // R-COMP-2: the colour fixes the faction.
    QCOMPARE(sl::factionOf(Colour::Red), sl::Faction::Rebel);
    QCOMPARE(sl::factionOf(Colour::Green), sl::Faction::Rebel);
    QCOMPARE(sl::factionOf(Colour::Black), sl::Faction::Empire);
    QCOMPARE(sl::factionOf(Colour::White), sl::Faction::Empire);
    QCOMPARE(sl::factionOf(Colour::Orange), sl::Faction::BountyHunters);
    QCOMPARE(sl::factionOf(Colour::Blue), sl::Faction::FirstOrder);
    // R-COMP-3: 4 small and 1 large meeple in supply.
    Scenario s({}, {});
    QCOMPARE(s.state().smallInSupply(0), 4);
    QVERIFY(s.state().largeInSupply(0));
}

void TstRules::playerCounts_data()
{
    QTest::addColumn<std::vector<int>>("seats");
    QTest::addColumn<bool>("expansion");
    QTest::addColumn<bool>("team");
    QTest::addColumn<int>("error");
    using C = Colour;
    auto v = [](std::initializer_list<C> cs) {
        std::vector<int> out;
        for (C c : cs)
            out.push_back(int(c));
        return out;
    };
    const int ok = int(sl::ConfigError::None);
    const int count = int(sl::ConfigError::PlayerCount);
    QTest::newRow("R-COMP-3 one player") << v({C::Red}) << false << false << count;
    QTest::newRow("R-COMP-3 two players") << v({C::Red, C::Black}) << false << false << ok;
    QTest::newRow("R-COMP-3 five players base")
        << v({C::Red, C::Black, C::Green, C::White, C::Orange}) << false << false << ok;
    QTest::newRow("R-COMP-3 six players need the expansion")
        << v({C::Red, C::Black, C::Green, C::White, C::Orange, C::Blue}) << false << false << count;
    QTest::newRow("R-COMP-3 six players with the expansion")
        << v({C::Red, C::Black, C::Green, C::White, C::Orange, C::Blue}) << true << false << ok;
    QTest::newRow("R-COMP-2 blue needs the expansion")
        << v({C::Red, C::Blue}) << false << false << int(sl::ConfigError::BlueNeedsExpansion);
    QTest::newRow("duplicate colour")
        << v({C::Red, C::Red}) << false << false << int(sl::ConfigError::DuplicateColour);
    QTest::newRow("R-TEAM-1 alternating teams")
        << v({C::Red, C::Black, C::Green, C::White}) << false << true << ok;
    QTest::newRow("R-TEAM-1 teams must alternate")
        << v({C::Red, C::Green, C::Black, C::White}) << false << true
        << int(sl::ConfigError::TeamColours);
    QTest::newRow("R-TEAM-1 orange is not used")
        << v({C::Red, C::Black, C::Orange, C::White}) << false << true
        << int(sl::ConfigError::TeamColours);
    QTest::newRow("R-TEAM-1 four players only") << v({C::Red, C::Black}) << false << true << count;
}

void TstRules::playerCounts()
{
    QFETCH(std::vector<int>, seats);
    QFETCH(bool, expansion);
    QFETCH(bool, team);
    QFETCH(int, error);
    sl::GameConfig c;
    for (int s : seats)
        c.seats.push_back(static_cast<Colour>(s));
    c.teamGame = team;
    QCOMPARE(int(sl::checkConfig(c, expansion)), error);
}

void TstRules::setup()
{
    // R-SET-1: the start tile lies at the centre; all other tiles are to be drawn.
    const sl::GameSetup setup = sl::makeSetup({3, false, false}, 5);
    sl::GameState s(sl::buildCatalog(setup), setup.config());
    QCOMPARE(s.tiles().size(), std::size_t(1));
    QCOMPARE(s.tileAt(0, 0), 0);
    QCOMPARE(s.catalog().type(s.tiles()[0].type).def.id, std::string("sw01"));
    QCOMPARE(s.bag().size(), std::size_t(75));
    // R-SET-2: play passes in seat order.
    sl::Rng rng(3);
    sl::RandomPlayer player;
    std::vector<int> order;
    while (order.size() < 7) {
        if (s.phase() == sl::Phase::DrawTile) {
            order.push_back(s.currentPlayer());
            s.apply(sl::Event::draw(s.bag()[rng.below(unsigned(s.bag().size()))]));
        } else if (s.phase() == sl::Phase::Battle) {
            s.apply(sl::Event::roll(1));
        } else {
            s.apply(player.choose(s, rng));
        }
    }
    QCOMPARE(order, (std::vector<int>{0, 1, 2, 0, 1, 2, 0}));
}

void TstRules::placementMustTouchAndMatch()
{
    Scenario s({}, {{Colour::Red, Colour::Black}, false, "sw01", {"sw31", "sw04"}});
    auto& st = s.state();
    QCOMPARE(st.apply(sl::Event::draw(st.catalog().find("sw31"))), sl::ApplyError::None);
    // R-TURN-1: a corner alone is not enough.
    QVERIFY(!st.isLegalPlacement({1, 1, 0}));
    QVERIFY(!st.isLegalPlacement({2, 0, 0}));
    // R-TILE-1: space may not meet a route (start tile's east edge is a route).
    QVERIFY(!st.isLegalPlacement({1, 0, 0}));
    // ... nor an asteroid field (north).
    QVERIFY(!st.isLegalPlacement({0, -1, 0}));
    QVERIFY(st.isLegalPlacement({0, 1, 0}));
    QCOMPARE(st.apply(sl::Event::placeTile({1, 0, 0})), sl::ApplyError::IllegalPlacement);
    // An all-space planet is symmetric: one placement per cell, not four.
    std::vector<sl::Placement> legal;
    st.legalPlacements(legal);
    QCOMPARE(legal.size(), std::size_t(1));
    QCOMPARE(legal[0], (sl::Placement{0, 1, 0}));
    QCOMPARE(st.countPlacements(), 1);
}

void TstRules::discardWhenNothingFits()
{
    // R-TURN-1a: with only the four-way junction on the table, an asteroid edge fits nowhere.
    Scenario s({}, {{Colour::Red, Colour::Black}, false, "sw12", {"sw02", "sw04"}});
    auto& st = s.state();
    QCOMPARE(st.apply(sl::Event::draw(st.catalog().find("sw02"))), sl::ApplyError::None);
    QCOMPARE(st.countPlacements(), 0);
    QCOMPARE(st.apply(sl::Event::placeTile({0, 1, 0})), sl::ApplyError::MustDiscard);
    QCOMPARE(st.apply(sl::Event::discard()), sl::ApplyError::None);
    // The tile left the game; the same player draws again.
    QCOMPARE(st.phase(), sl::Phase::DrawTile);
    QCOMPARE(st.currentPlayer(), 0);
    QCOMPARE(st.bag().size(), std::size_t(1));
    QCOMPARE(st.apply(sl::Event::draw(st.catalog().find("sw04"))), sl::ApplyError::None);
    // A tile that fits cannot be discarded.
    QCOMPARE(st.apply(sl::Event::discard()), sl::ApplyError::CannotDiscard);
}

void TstRules::discardOfLastTileEndsGame()
{
    // R-END-1: the game ends when the last tile has been placed or discarded.
    Scenario s({Discard{"sw02"}}, {{Colour::Red, Colour::Black}, false, "sw12", {}});
    QVERIFY(!s.run());
    QCOMPARE(s.state().phase(), sl::Phase::GameOver);
}

void TstRules::meepleOnlyOnFreeRealmOfNewTile()
{
    // R-TURN-2: only on a realm of the tile just placed whose connected realm has no meeple.
    Scenario s({Turn{"sw04", 1, 0, 0, onSeg(0)}},
               {{Colour::Red, Colour::Black}, false, "sw01", {"sw04", "sw04"}});
    QVERIFY(!s.run());
    auto& st = s.state();
    QCOMPARE(st.apply(sl::Event::draw(st.catalog().find("sw04"))), sl::ApplyError::None);
    QCOMPARE(st.apply(sl::Event::placeTile({-1, 0, 0})), sl::ApplyError::None);
    std::vector<sl::MeepleMove> opts;
    st.meepleOptions(opts);
    QCOMPARE(opts.size(), std::size_t(1)); // only "no meeple": the route is red's
    QVERIFY(!st.isLegalMeeple(onSeg(0)));
    QCOMPARE(st.apply(sl::Event::meepleMove(onSeg(0))), sl::ApplyError::IllegalMeeple);
    QVERIFY(!st.isLegalMeeple(onSeg(1))); // no such realm on this tile
    QCOMPARE(st.apply(sl::Event::meepleMove(pass())), sl::ApplyError::None);
}

void TstRules::openSpaceIsNoRealm()
{
    // R-TILE-2: a planet tile offers its planet (small or large) and nothing else.
    Scenario s({}, {{Colour::Red, Colour::Black}, false, "sw01", {"sw31", "sw04"}});
    auto& st = s.state();
    st.apply(sl::Event::draw(st.catalog().find("sw31")));
    st.apply(sl::Event::placeTile({0, 1, 0}));
    std::vector<sl::MeepleMove> opts;
    st.meepleOptions(opts);
    QCOMPARE(opts.size(), std::size_t(3));
    QVERIFY(hasOption(opts, pass()));
    QVERIFY(hasOption(opts, onSeg(0)));
    QVERIFY(hasOption(opts, onSeg(0, true)));
    QVERIFY(!st.expansion());
    QVERIFY(!st.isLegalMeeple(onSeg(0, false, Equipment::Lightsaber))); // no expansion
}

void TstRules::separateAsteroidFieldsOnOneTile()
{
    // R-TILE-4: two fields drawn on one tile are separate realms; the south cap joins the start
    // tile's field, the north cap stands alone.
    Scenario s({Turn{"sw03", 0, -1, 0, onSeg(0)}, Turn{"sw16", 0, -2, 0}},
               {{Colour::Red, Colour::Black}, false, "sw01", {"sw04"}});
    QVERIFY(!s.run());
    const int t = s.tileAt(0, -1);
    const sl::RealmInfo north = s.state().realm(t, 0);
    const sl::RealmInfo south = s.state().realm(t, 1);
    QVERIFY(north.root != south.root);
    QCOMPARE(north.tiles.size(), std::size_t(2)); // with the tube above
    QCOMPARE(south.tiles.size(), std::size_t(2)); // with the start tile
    QVERIFY(south.complete);
    QVERIFY(!north.complete);
    QCOMPARE(north.meeples.size(), std::size_t(1));
}

void TstRules::planetAttackOptions()
{
    // R-TURN-2a: a tile placed on one of the 8 cells around a planet may attack it, occupied
    // or not; a planet two cells away may not be attacked.
    Scenario s({Turn{"sw31", 0, 1, 0, onSeg(0)}, Turn{"sw30", 1, 0, 1}},
               {{Colour::Red, Colour::Black}, false, "sw01", {"sw04", "sw02"}});
    QVERIFY(!s.run());
    auto& st = s.state();
    st.apply(sl::Event::draw(st.catalog().find("sw04")));
    QCOMPARE(st.apply(sl::Event::placeTile({-1, 0, 0})), sl::ApplyError::None);
    std::vector<sl::MeepleMove> opts;
    st.meepleOptions(opts);
    QVERIFY(hasOption(opts, onPlanet(0, 1))); // diagonal neighbour, occupied by red
    QVERIFY(hasOption(opts, onPlanet(0, 1, true)));
    QVERIFY(!st.isLegalMeeple(onPlanet(0, 0))); // not a planet
    QVERIFY(!st.isLegalMeeple(onPlanet(1, 1))); // empty cell
    QCOMPARE(st.apply(sl::Event::meepleMove(pass())), sl::ApplyError::None);
    st.apply(sl::Event::draw(st.catalog().find("sw02")));
    QCOMPARE(st.apply(sl::Event::placeTile({2, 0, 3})), sl::ApplyError::None);
    QVERIFY(!st.isLegalMeeple(onPlanet(0, 1))); // two cells away
}

void TstRules::planetAttackOwnPlanetNoBattle()
{
    // R-TURN-2a decision: attacking a planet held by one's own meeple is allowed, no battle.
    Scenario s({Turn{"sw31", 0, 1, 0, onSeg(0)}, Turn{"sw04", -1, 0, 0},
                Turn{"sw30", 1, 0, 1, onPlanet(0, 1)}},
               {{Colour::Red, Colour::Black}, false, "sw01", {"sw04"}});
    QVERIFY(!s.run());
    QCOMPARE(s.state().phase(), sl::Phase::DrawTile);
    QCOMPARE(s.state().smallInSupply(0), 2);
    QCOMPARE(s.state().realm(s.tileAt(0, 1), 0).meeples.size(), std::size_t(2));
}

void TstRules::meepleSupply()
{
    // R-COMP-3, R-TURN-2: with every small meeple out only the large one is offered.
    Scenario s({Turn{"sw31", 0, 1, 0, onSeg(0)}, Turn{"sw04", 1, 0, 0},
                Turn{"sw32", 1, 1, 0, onSeg(0)}, Turn{"sw04", 2, 0, 0},
                Turn{"sw33", 2, 1, 0, onSeg(0)}, Turn{"sw04", 3, 0, 0},
                Turn{"sw34", 3, 1, 0, onSeg(0)}, Turn{"sw04", 4, 0, 0}},
               {{Colour::Red, Colour::Black}, false, "sw01", {"sw35", "sw04"}});
    QVERIFY(!s.run());
    auto& st = s.state();
    QCOMPARE(st.smallInSupply(0), 0);
    st.apply(sl::Event::draw(st.catalog().find("sw35")));
    QCOMPARE(st.apply(sl::Event::placeTile({4, 1, 0})), sl::ApplyError::None);
    QVERIFY(!st.isLegalMeeple(onSeg(0)));
    QVERIFY(st.isLegalMeeple(onSeg(0, true)));
}

void TstRules::equipmentRules()
{
    // R-TURN-2b: equipment goes with a meeple and returns to supply with it. The steps are the
    // R-BAT-7 worked check (blue lightsaber against red blaster).
    Scenario s(lightsaberAgainstBlaster(), {{Colour::Blue, Colour::Red}, false, "sw01", {}});
    QVERIFY(!s.runUntil(5));
    auto& st = s.state();
    QVERIFY(st.expansion());
    QVERIFY(!st.equipmentInSupply(1, Equipment::Blaster)); // in use with red's meeple
    QVERIFY(st.equipmentInSupply(1, Equipment::Lightsaber));
    QVERIFY(!st.equipmentInSupply(0, Equipment::Lightsaber));
    QVERIFY(!s.run());
    QCOMPARE(st.phase(), sl::Phase::GameOver);
    QVERIFY(st.equipmentInSupply(1, Equipment::Blaster));    // returned with the loser
    QVERIFY(st.equipmentInSupply(0, Equipment::Lightsaber)); // returned after scoring
    for (const sl::Meeple& m : st.meeples(0))
        QCOMPARE(m.equipment, Equipment::None);
}

void TstRules::battleWithoutActivePlayer()
{
    // R-TURN-3: green joins red's and black's routes; red and black fight, green does not.
    Scenario s({Turn{"sw04", 1, 0, 0, onSeg(0)}, // red
                Turn{"sw15", 0, 1, 0, onSeg(0)}, // black
                Turn{"sw15", -1, 0, 3},          // green
                Turn{"sw04", 2, 0, 0},           // red
                Turn{"sw04", 3, 0, 0},           // black
                Turn{"sw15", -1, 1, 2}},         // green joins the two routes
               {{Colour::Red, Colour::Black, Colour::Green}, false, "sw01", {"sw04"}});
    const auto err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    QCOMPARE(s.state().phase(), sl::Phase::Battle);
    QCOMPARE(s.state().currentPlayer(), 2);
    const auto& sides = s.state().battleSides();
    QCOMPARE(sides.size(), std::size_t(2));
    QCOMPARE(int(sides[0].side), 0);
    QCOMPARE(int(sides[1].side), 1);
}

void TstRules::sameFactionBattles()
{
    // R-BAT-6: red and green are both Rebels and still fight.
    Scenario s({Turn{"sw04", 1, 0, 0, onSeg(0)}, Turn{"sw15", 0, 1, 0, onSeg(0)},
                Turn{"sw15", -1, 0, 3}, Turn{"sw15", -1, 1, 2}, Dice{{2, 5}}},
               {{Colour::Red, Colour::Green}, false, "sw01", {}});
    QVERIFY(!s.run());
    QCOMPARE(s.scoreOf(0), 1); // red lost with 1 die
    QCOMPARE(s.scoreOf(1), 5); // green holds the open 5-tile route at the end
}

void TstRules::lightsaberAndBlasterTogether()
{
    // R-BAT-7: blue's blaster explorer and lightsaber explorer end up in one field with red's:
    // blue rolls the yellow die and adds 1 (highest possible 9) and has 3 dice (2 meeples +
    // First Order symbol); red has 2 (meeple + Rebel symbol on the joining tile).
    Scenario s({Turn{"sw04", 1, 0, 0}, Turn{"sw04", -1, 0, 0},
                Turn{"sw02", 1, -1, 3, onSeg(0, false, Equipment::Blaster)}, Turn{"sw31", 1, -2, 0},
                Turn{"x08", -1, -1, 1, onSeg(0, false, Equipment::Lightsaber)},
                Turn{"sw02", 0, -2, 2, onSeg(0)}, Turn{"sw13", 0, -1, 0}, Dice{{8, 1, 1, 6, 6}}},
               {{Colour::Blue, Colour::Red}, false, "sw01", {}});
    auto err = s.runUntil(7);
    QVERIFY2(!err, err ? err->c_str() : "");
    auto& st = s.state();
    QCOMPARE(st.phase(), sl::Phase::Battle);
    const auto sides = st.battleSides();
    QCOMPARE(sides.size(), std::size_t(2));
    QVERIFY(sides[0].lightsaber && sides[0].blaster);
    QCOMPARE(int(sides[0].dice), 3);
    QCOMPARE(int(sides[1].dice), 2);
    QCOMPARE(st.pendingDie(), sl::DieKind::Yellow);
    QCOMPARE(st.apply(sl::Event::roll(9)), sl::ApplyError::BadDieValue);
    QCOMPARE(st.apply(sl::Event::roll(2)), sl::ApplyError::BadDieValue);
    st.setRecordEffects(true);
    err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    // The last die completed the roll; the round's effects are still those of the last event.
    int best = 0;
    for (const sl::Effect& e : st.effects())
        if (e.kind == sl::Effect::Kind::Roll && e.side == 0) best = e.value;
    QCOMPARE(best, 9);
    QCOMPARE(st.phase(), sl::Phase::GameOver);
    QCOMPARE(s.scoreOf(0), 14); // 5-tile field, 2 symbols
    QCOMPARE(s.scoreOf(1), 2);  // withdrew with 2 dice
}

void TstRules::teamGame()
{
    // R-TEAM-3: green attacks the planet of its team-mate red: no battle. R-TEAM-4: white then
    // attacks: one roll per team, Rebels 1 + 1 meeples + own symbol = 3 dice, Empire 1.
    // R-TEAM-2: the team's points are one score shared by red and green.
    Scenario s({Turn{"sw31", 0, 1, 0, onSeg(0)},       // red
                Turn{"sw30", -1, 0, 3},                // black
                Turn{"sw30", 1, 0, 1, onPlanet(0, 1)}, // green
                Turn{"sw32", 1, 1, 0, onPlanet(0, 1)}, // white
                Dice{{6, 1, 1, 2}}},
               {{Colour::Red, Colour::Black, Colour::Green, Colour::White}, true, "sw01", {}});
    QCOMPARE(s.state().sideCount(), 2);
    QCOMPARE(s.state().sideOf(0), s.state().sideOf(2));
    QCOMPARE(s.state().sideOf(1), s.state().sideOf(3));
    QVERIFY(s.state().sideOf(0) != s.state().sideOf(1));
    auto err = s.runUntil(3);
    QVERIFY2(!err, err ? err->c_str() : "");
    QCOMPARE(s.state().phase(), sl::Phase::DrawTile); // no battle between team-mates
    err = s.runUntil(4);
    QVERIFY2(!err, err ? err->c_str() : "");
    QCOMPARE(s.state().phase(), sl::Phase::Battle);
    const auto& sides = s.state().battleSides();
    QCOMPARE(sides.size(), std::size_t(2));
    QCOMPARE(int(sides[0].dice), 3);
    QCOMPARE(int(sides[1].dice), 1);
    err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    QCOMPARE(s.state().phase(), sl::Phase::GameOver);
    // Open planet at the end: 1 + 4 neighbours + 2 for the symbol = 7, for the Rebel team.
    QCOMPARE(s.scoreOf(0), 7);
    QCOMPARE(s.scoreOf(2), 7);
    QCOMPARE(s.scoreOf(1), 1);
    QCOMPARE(s.scoreOf(3), 1);
}

void TstRules::winnersShareTies()
{
    // R-END-3: equal points share the victory.
    Scenario s({Turn{"sw04", 1, 0, 0, onSeg(0)}, Turn{"sw16", 0, -1, 0, onSeg(0)}},
               {{Colour::Red, Colour::Black}, false, "sw01", {}});
    QVERIFY(!s.run());
    QCOMPARE(s.scoreOf(0), 2);
    QCOMPARE(s.scoreOf(1), 2);
    QCOMPARE(s.state().winners(), (std::vector<int>{0, 1}));
}

void TstRules::projectedScore()
{
    // The projected score adds what every open realm would score now (R-END-2).
    Scenario s({Turn{"sw04", 1, 0, 0, onSeg(0)}},
               {{Colour::Red, Colour::Black}, false, "sw01", {"sw04"}});
    QVERIFY(!s.run());
    QCOMPARE(s.state().score(0), 0);
    QCOMPARE(s.state().projectedScore(0), 2);
    QCOMPARE(s.state().projectedScore(1), 0);

    // A realm being fought over (R-BAT) has no owner yet: it is projected for none of the sides
    // in it, by projectedScore and projectedScores alike.
    Scenario battle(withoutDice(threeSidedBattle()),
                    {{Colour::Red, Colour::White, Colour::Black}, false, "sw01", {}});
    QVERIFY(!battle.run());
    const sl::GameState& b = battle.state();
    QCOMPARE(b.phase(), sl::Phase::Battle);
    const sl::RealmInfo fought = b.realmOfNode(b.battleRealm());
    QVERIFY(fought.value > 0);
    std::array<int, sl::kMaxPlayers> all{};
    b.projectedScores(all);
    for (int side = 0; side < 3; ++side) {
        // Only the realms this side holds alone count, besides its banked points.
        int alone = 0;
        std::set<int> seen;
        for (int p = 0; p < 3; ++p)
            for (const sl::Meeple& m : b.meeples(p)) {
                if (m.node < 0) continue;
                const sl::RealmInfo r = b.realmOfNode(m.node);
                if (!seen.insert(r.root).second) continue;
                std::set<int> owners;
                for (const auto& [player, slot] : r.meeples)
                    owners.insert(b.sideOf(player));
                if (owners == std::set<int>{side}) alone += r.value;
            }
        QCOMPARE(b.projectedScore(side), b.score(side) + alone);
        QCOMPARE(all[std::size_t(side)], b.projectedScore(side));
    }
    QCOMPARE(b.projectedScore(0) + b.projectedScore(1) + b.projectedScore(2),
             b.score(0) + b.score(1) +
                 b.score(2)); // here the fought field is the only occupied realm
}

void TstRules::symbolBelongsToOneRealm()
{
    // R-TILE-6: sw23's Rebel symbol belongs to its asteroid field, not to the route ending
    // there; a symbol is worth 2 points whatever its faction (see the R-SCORE worked checks).
    Scenario s({Turn{"sw23", 0, -1, 2}}, {{Colour::Red, Colour::Black}, false, "sw01", {"sw04"}});
    QVERIFY(!s.run());
    const int t = s.tileAt(0, -1);
    const sl::RealmInfo field = s.state().realm(t, 0);
    const sl::RealmInfo route = s.state().realm(t, 1);
    QCOMPARE(field.kind, sl::RealmKind::Asteroid);
    QCOMPARE(field.symbols[int(sl::Faction::Rebel)], 1);
    QCOMPARE(route.kind, sl::RealmKind::Route);
    QCOMPARE(route.symbols[int(sl::Faction::Rebel)], 0);
}

void TstRules::severalBattlesInOrder()
{
    // R-TURN-3 decision: one tile causes two battles, fought one after the other in the engine's
    // realm order: the placed tile's realms first, then the attacked planet.
    Scenario s({Turn{"sw04", 1, 0, 0, onSeg(0)},         // red: route
                Turn{"sw15", 0, 1, 0, onSeg(0)},         // black: route
                Turn{"sw15", -1, 0, 3},                  // red
                Turn{"sw31", -2, 0, 0, onSeg(0)},        // black: Tatooine
                Turn{"sw15", -1, 1, 2, onPlanet(-2, 0)}, // red joins the routes and attacks
                Dice{{6, 1}}, Dice{{5, 2, 3}}},
               {{Colour::Red, Colour::Black}, false, "sw01", {}});
    auto err = s.runUntil(4);
    QVERIFY2(!err, err ? err->c_str() : "");
    auto& st = s.state();
    st.setRecordEffects(true);
    err = s.runUntil(5);
    QVERIFY2(!err, err ? err->c_str() : "");
    QCOMPARE(st.phase(), sl::Phase::Battle);
    QCOMPARE(st.effects().front().kind, sl::Effect::Kind::BattleStart);
    QCOMPARE(st.effects().front().realmKind, sl::RealmKind::Route);
    QCOMPARE(st.apply(sl::Event::roll(6)), sl::ApplyError::None);
    QCOMPARE(st.apply(sl::Event::roll(1)), sl::ApplyError::None);
    // The route battle is decided; the planet battle has begun with its own dice (R-BAT-1:
    // red 1 meeple + the Rebel symbol on Tatooine = 2, black 1).
    bool planetStarted = false;
    for (const sl::Effect& e : st.effects())
        planetStarted = planetStarted || (e.kind == sl::Effect::Kind::BattleStart &&
                                          e.realmKind == sl::RealmKind::Planet);
    QVERIFY(planetStarted);
    QCOMPARE(st.phase(), sl::Phase::Battle);
    QCOMPARE(int(st.battleSides()[0].dice), 2);
    QCOMPARE(int(st.battleSides()[1].dice), 1);
    for (int v : {5, 2, 3})
        QCOMPARE(st.apply(sl::Event::roll(v)), sl::ApplyError::None);
    QCOMPARE(st.phase(), sl::Phase::GameOver);
    // Black lost both battles with 1 die each; red holds the 5-tile route (5) and the open
    // planet with 2 neighbours (1 + 2 + 2 = 5).
    QCOMPARE(s.scoreOf(1), 2);
    QCOMPARE(s.scoreOf(0), 10);
}

QTEST_APPLESS_MAIN(TstRules)
#include "tst_rules.moc"
