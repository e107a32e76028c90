// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Rule cases the other engine tests lacked (issue 10), table-driven; every row names its rule
// ids: the 3-dice cap, realms completed during play, a planet completed by the tile that attacks
// it, several blasters in one battle, team-mates merging, the team game with the expansion (the
// reasons for refused meeples are in tst_meeplerefusals.cpp).
#include "rules/simulate.h"
#include "scenario.h"

#include <QPoint>
#include <QTest>

#include <map>
#include <set>

using namespace sltest;
using sl::Colour;
using sl::Equipment;

namespace {

constexpr int kRed = int(Colour::Red);
constexpr int kGreen = int(Colour::Green);
constexpr int kBlack = int(Colour::Black);
constexpr int kWhite = int(Colour::White);
/** The seats of a team game: the Rebels red and green, the Empire black and white. */
std::vector<int> team()
{
    return {kRed, kBlack, kGreen, kWhite};
}

/** What the engine asked for and showed while dice were applied one by one. */
struct RollLog
{
    std::string kinds;            ///< per die: 'Y' the yellow die was asked for, 'N' a normal one
    std::vector<int> results;     ///< Roll effects: each side's result of each round
    std::vector<int> shown;       ///< Roll effects: the dice shown, concatenated
    std::vector<sl::Effect> last; ///< effects of the last die
    std::string error;
};

RollLog rollAll(sl::GameState& s, const std::vector<int>& values)
{
    RollLog log;
    s.setRecordEffects(true);
    for (int v : values) {
        const sl::DieKind kind = s.pendingDie();
        log.kinds += kind == sl::DieKind::Yellow ? 'Y' : 'N';
        // The engine really wants that die: a face only the other kind has is refused.
        if (s.apply(sl::Event::roll(kind == sl::DieKind::Yellow ? 2 : 7)) !=
            sl::ApplyError::BadDieValue)
            log.error = "a face of the other die kind was accepted";
        const sl::ApplyError e = s.apply(sl::Event::roll(v));
        if (e != sl::ApplyError::None) {
            log.error = "die " + std::to_string(v) + ": " + std::string(sl::describe(e));
            return log;
        }
        for (const sl::Effect& fx : s.effects()) {
            if (fx.kind != sl::Effect::Kind::Roll) continue;
            log.results.push_back(fx.value);
            for (int i = 0; i < fx.dice; ++i)
                log.shown.push_back(fx.roll[static_cast<std::size_t>(i)]);
        }
        log.last = s.effects();
    }
    return log;
}

std::vector<int> battleDice(const sl::GameState& s)
{
    std::vector<int> dice;
    for (const sl::BattleSide& side : s.battleSides())
        dice.push_back(side.dice);
    return dice;
}

std::vector<int> scores(Scenario& s)
{
    std::vector<int> out;
    for (int p = 0; p < s.state().playerCount(); ++p)
        out.push_back(s.scoreOf(p));
    return out;
}

/** Each seat's side's points from one source (the running score by source). */
std::vector<int> scoresFrom(Scenario& s, sl::ScoreSource source)
{
    std::vector<int> out;
    for (int p = 0; p < s.state().playerCount(); ++p)
        out.push_back(s.state().scoreBy(s.state().sideOf(p), source));
    return out;
}

} // namespace

class TstRuleCases : public QObject
{
    Q_OBJECT
private slots:
    void diceCap_data();
    void diceCap();
    void realmCompletedDuringPlay_data();
    void realmCompletedDuringPlay();
    void startTilePlanetAttacked();
    void boardGrowsWithoutStrayCells();
    void planetCompletedByAttack_data();
    void planetCompletedByAttack();
    void severalBlasters_data();
    void severalBlasters();
    void teamMatesMerge_data();
    void teamMatesMerge();
    void teamGameWithExpansion_data();
    void teamGameWithExpansion();
};

void TstRuleCases::diceCap_data()
{
    QTest::addColumn<Steps>("steps"); // the last turn starts the battle
    QTest::addColumn<std::vector<int>>("seats");
    QTest::addColumn<bool>("team");
    QTest::addColumn<std::vector<int>>("dice"); // per side
    QTest::addColumn<std::vector<int>>("rolls");
    QTest::addColumn<std::vector<int>>("expected"); // final score per seat

    // Red's large meeple and a small one that attacked red's own planet (no battle), plus the
    // Rebel symbol on Tatooine: 2 + 1 + 1 = 4 dice, cut to 3. Black's 5 beats red's 3; red
    // withdraws with 3 points (its dice, not 4); black holds the open planet: 1 + 4 + 2 = 7.
    QTest::newRow("R-BAT-1 R-BAT-4 large + small + own symbol = 4 dice, cut to 3")
        << Steps{Turn{"sw31", 0, 1, 0, onSeg(0, true)}, Turn{"sw04", 1, 0, 0},
                 Turn{"sw04", -1, 0, 0, onPlanet(0, 1)}, Turn{"sw32", 1, 1, 0, onPlanet(0, 1)}}
        << kRedBlack << false << std::vector<int>{3, 1} << std::vector<int>{2, 3, 1, 5}
        << std::vector<int>{3, 7};
    // Two Rebel symbols on red's route give red one extra die, not two; black's curve has an
    // Empire symbol. Red's 6 beats 4; black withdraws with 2; red's open 5-tile route with
    // three symbols scores 5 + 6 = 11.
    QTest::newRow("R-BAT-1 two own symbols in a realm give +1 die only")
        << Steps{Turn{"sw05", 1, 0, 0, onSeg(0)}, Turn{"sw10", 0, 1, 0, onSeg(0)},
                 Turn{"sw08", -1, 0, 3}, Turn{"sw15", -1, 1, 2}}
        << kRedBlack << false << std::vector<int>{2, 2} << std::vector<int>{6, 1, 2, 4}
        << std::vector<int>{11, 2};
    // R-TEAM-4: the team's dice: red's large meeple, green's attack on its team-mate's planet
    // (R-TEAM-3: no battle) and the Rebel symbol: 4, cut to 3. White's 5 beats 3.
    QTest::newRow("R-TEAM-4 R-BAT-1 team: large + team-mate + own symbol = 4 dice, cut to 3")
        << Steps{Turn{"sw31", 0, 1, 0, onSeg(0, true)}, Turn{"sw30", -1, 0, 3},
                 Turn{"sw30", 1, 0, 1, onPlanet(0, 1)}, Turn{"sw32", 1, 1, 0, onPlanet(0, 1)}}
        << team() << true << std::vector<int>{3, 1} << std::vector<int>{2, 3, 1, 5}
        << std::vector<int>{3, 7, 3, 7};
    // R-TEAM-4: two large meeples of one team on Jakku (Empire symbol): 2 + 2 = 4, cut to 3;
    // white has 1 + the Empire symbol = 2. The Rebels' 6 beats 5; the Empire withdraws with 2.
    QTest::newRow("R-TEAM-4 R-BAT-1 team: two large meeples = 4 dice, cut to 3")
        << Steps{Turn{"sw32", 0, 1, 0, onSeg(0, true)}, Turn{"sw30", -1, 0, 3},
                 Turn{"sw30", 1, 0, 1, onPlanet(0, 1, true)}, Turn{"sw33", 1, 1, 0, onPlanet(0, 1)}}
        << team() << true << std::vector<int>{3, 2} << std::vector<int>{1, 2, 6, 4, 5}
        << std::vector<int>{7, 2, 7, 2};
}

void TstRuleCases::diceCap()
{
    QFETCH(Steps, steps);
    QFETCH(std::vector<int>, seats);
    QFETCH(bool, team);
    QFETCH(std::vector<int>, dice);
    QFETCH(std::vector<int>, rolls);
    QFETCH(std::vector<int>, expected);
    Scenario s(steps, optionsFor(seats, team));
    auto err = s.runUntil(steps.size() - 1);
    QVERIFY2(!err, err ? err->c_str() : "");
    QCOMPARE(s.state().phase(), sl::Phase::DrawTile); // no battle before the last turn
    s.state().setRecordEffects(true);
    err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    QCOMPARE(s.state().phase(), sl::Phase::Battle);
    QCOMPARE(battleDice(s.state()), dice);
    std::vector<int> started;
    for (const sl::Effect& e : s.state().effects())
        if (e.kind == sl::Effect::Kind::BattleStart) started.push_back(e.dice);
    QCOMPARE(started, dice);
    // Exactly the capped number of dice is asked for: the rolls end the game.
    const RollLog log = rollAll(s.state(), rolls);
    QVERIFY2(log.error.empty(), log.error.c_str());
    QCOMPARE(log.kinds, std::string(rolls.size(), 'N'));
    QCOMPARE(s.state().phase(), sl::Phase::GameOver);
    QCOMPARE(scores(s), expected);
}

void TstRuleCases::realmCompletedDuringPlay_data()
{
    QTest::addColumn<Steps>("steps"); // the last turn completes the realm
    QTest::addColumn<QPoint>("cell"); // a tile of the realm ...
    QTest::addColumn<int>("seg");     // ... and its realm index there
    QTest::addColumn<int>("kind");
    QTest::addColumn<std::vector<int>>("expected"); // score per seat after the last turn

    const int route = int(sl::RealmKind::Route);
    QTest::newRow("R-TILE-3 R-SCORE R-TURN-4 route with a symbol closed by a junction, a planet")
        << Steps{Turn{"sw05", 1, 0, 0, onSeg(0)}, Turn{"sw22", -1, 0, 0}, Turn{"sw37", 2, 0, 1}}
        << QPoint(1, 0) << 0 << route << std::vector<int>{6, 0}; // 4 tiles + 2
    QTest::newRow("R-TURN-4 route completed by the other player; the large meeple returns")
        << Steps{Turn{"sw04", 1, 0, 0, onSeg(0, true)}, Turn{"sw22", -1, 0, 0},
                 Turn{"sw04", 2, 0, 0}, Turn{"sw12", 3, 0, 0}}
        << QPoint(2, 0) << 0 << route << std::vector<int>{5, 0};
    QTest::newRow("R-TILE-3 R-SCORE-1 loop with a symbol")
        << Steps{Turn{"sw30", 1, 0, 1}, Turn{"sw08", 1, 1, 3, onSeg(0)}, Turn{"sw15", 2, 1, 0},
                 Turn{"sw15", 2, 2, 1}, Turn{"sw15", 1, 2, 2}}
        << QPoint(2, 2) << 0 << route << std::vector<int>{0, 6}; // 4 tiles + 2
    QTest::newRow("R-TILE-4 R-SCORE asteroid field with a symbol")
        << Steps{Turn{"sw16", 0, -1, 0, onSeg(0)}, Turn{"sw24", 0, -2, 2}, Turn{"sw21", 1, -2, 3},
                 Turn{"sw02", 1, -1, 0}}
        << QPoint(0, -2) << 0 << int(sl::RealmKind::Asteroid) << std::vector<int>{12, 0};
    QTest::newRow("R-TILE-5 R-SCORE planet with its 8 neighbours scores 11")
        << with(tatooineRing(onSeg(0)), Turn{"sw36", -1, 2, 0}) << QPoint(0, 1) << 0
        << int(sl::RealmKind::Planet) << std::vector<int>{11, 0};
}

void TstRuleCases::realmCompletedDuringPlay()
{
    QFETCH(Steps, steps);
    QFETCH(QPoint, cell);
    QFETCH(int, seg);
    QFETCH(int, kind);
    QFETCH(std::vector<int>, expected);
    // A tile left in the bag: the game goes on, so nothing is final scoring (R-END-2).
    Scenario s(steps, optionsFor(kRedBlack, false, {"sw04"}));
    auto err = s.runUntil(steps.size() - 1);
    QVERIFY2(!err, err ? err->c_str() : "");
    sl::GameState& st = s.state();
    const int tile = s.tileAt(cell.x(), cell.y());
    QVERIFY(tile >= 0);
    QVERIFY(!st.realm(tile, seg).complete);
    QCOMPARE(st.realm(tile, seg).meeples.size(), std::size_t(1));
    st.setRecordEffects(true);
    err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    QCOMPARE(st.phase(), sl::Phase::DrawTile);
    const sl::RealmInfo realm = st.realm(tile, seg);
    QVERIFY(realm.complete);
    QCOMPARE(int(realm.kind), kind);
    QVERIFY(realm.meeples.empty()); // R-TURN-4: back to supply
    for (int p = 0; p < 2; ++p) {
        QCOMPARE(st.smallInSupply(p), 4);
        QVERIFY(st.largeInSupply(p));
    }
    QCOMPARE(scores(s), expected);
    const int owner = expected[0] > 0 ? 0 : 1;
    QCOMPARE(st.scoreBy(owner, static_cast<sl::ScoreSource>(kind)), expected[owner]);
    QCOMPARE(st.effects().size(), std::size_t(1));
    const sl::Effect& e = st.effects().front();
    QCOMPARE(e.kind, sl::Effect::Kind::Score);
    QCOMPARE(int(e.realmKind), kind);
    QCOMPARE(int(e.side), owner);
    QCOMPARE(int(e.points), expected[owner]);
}

void TstRuleCases::startTilePlanetAttacked()
{
    // R-TURN-2a, R-TURN-3 on a set whose start tile is a planet (Tatooine, the first realm of
    // the game): red lands on it from a neighbour, black attacks it from another, and the
    // battle is for that planet.
    ScenarioOptions options = optionsFor(kRedBlack, false, {"sw04"});
    options.startTile = "sw31";
    Scenario s({Turn{"sw32", 1, 0, 0, onPlanet(0, 0)}, Turn{"sw33", -1, 0, 0, onPlanet(0, 0)}},
               options);
    auto err = s.runUntil(1);
    QVERIFY2(!err, err ? err->c_str() : "");
    sl::GameState& st = s.state();
    QCOMPARE(st.phase(), sl::Phase::DrawTile); // one side on it: no battle
    err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    QCOMPARE(st.phase(), sl::Phase::Battle);
    QCOMPARE(battleDice(st), (std::vector<int>{2, 1})); // red: meeple + Tatooine's Rebel symbol
    QCOMPARE(st.realmOfNode(st.tiles()[0].nodeBase).meeples.size(), std::size_t(2));
    QCOMPARE(st.battleRealm(), int(st.tiles()[0].nodeBase));
}

void TstRuleCases::boardGrowsWithoutStrayCells()
{
    // R-TURN-1 far from the start: a route of 20 tiles westwards makes the board's grid grow
    // (it starts 32 cells wide) while a tile stands by its edge. Afterwards the cells where the
    // next tile fits are exactly those of the listed placements, over a box wider than the
    // grid was: growing copied no cell twice.
    Steps steps;
    for (int x = -1; x >= -20; --x)
        steps.push_back(Turn{"sw04", x, 0, 0});
    Scenario s(steps, optionsFor(kRedBlack, false, {"sw04"}));
    auto err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    sl::GameState& st = s.state();
    QCOMPARE(st.apply(sl::Event::draw(st.catalog().find("sw04"))), sl::ApplyError::None);
    QCOMPARE(st.phase(), sl::Phase::PlaceTile);
    std::vector<sl::Placement> listed;
    st.legalPlacements(listed);
    std::set<std::pair<int, int>> listedCells, foundCells;
    for (const sl::Placement& p : listed)
        listedCells.insert({p.x, p.y});
    for (int y = -40; y <= 40; ++y)
        for (int x = -60; x <= 40; ++x)
            for (int r = 0; r < 4; ++r)
                if (st.isLegalPlacement({std::int16_t(x), std::int16_t(y), std::uint8_t(r)}))
                    foundCells.insert({x, y});
    QCOMPARE(foundCells, listedCells);
    // Worked by hand: both ends of the route, the 21 cells below the line (all space), the 20
    // above the placed tiles (space); not above the start tile, whose north is asteroids.
    QCOMPARE(listedCells.size(), std::size_t(2 + 21 + 20));
    QVERIFY(listedCells.contains({-21, 0}) && listedCells.contains({1, 0}));
    QVERIFY(!listedCells.contains({0, -1}));
}

void TstRuleCases::planetCompletedByAttack_data()
{
    QTest::addColumn<std::vector<int>>("rolls"); // red's 2 dice, then black's 1, per round
    QTest::addColumn<int>("winner");
    QTest::addColumn<std::vector<int>>("expected");
    QTest::newRow("R-TURN-2a R-TURN-4 R-BAT-5 the attacker wins and scores the planet")
        << std::vector<int>{2, 1, 5} << 1 << std::vector<int>{2, 11};
    QTest::newRow("R-TURN-2a R-TURN-4 R-BAT-5 the defender wins and scores the planet")
        << std::vector<int>{6, 1, 3} << 0 << std::vector<int>{11, 1};
    QTest::newRow("R-BAT-3 R-TURN-4 a tie, then the attacker wins and scores")
        << std::vector<int>{5, 1, 5, 2, 1, 6} << 1 << std::vector<int>{3, 12};
}

void TstRuleCases::planetCompletedByAttack()
{
    QFETCH(std::vector<int>, rolls);
    QFETCH(int, winner);
    QFETCH(std::vector<int>, expected);
    // Black places Tatooine's eighth neighbour and attacks it with the same tile.
    const Steps steps = with(tatooineRing(onSeg(0)), Turn{"sw36", -1, 2, 0, onPlanet(0, 1)});
    Scenario s(steps, optionsFor(kRedBlack, false, {"sw04"}));
    auto err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    sl::GameState& st = s.state();
    // The battle comes first (R-TURN-3 before R-TURN-4): complete, but not scored yet.
    QCOMPARE(st.phase(), sl::Phase::Battle);
    const int planet = s.tileAt(0, 1);
    QVERIFY(st.realm(planet, 0).complete);
    QCOMPARE(st.realm(planet, 0).meeples.size(), std::size_t(2));
    QCOMPARE(battleDice(st), (std::vector<int>{2, 1})); // meeple + Rebel symbol; meeple
    QCOMPARE(scores(s), (std::vector<int>{0, 0}));
    const RollLog log = rollAll(st, rolls);
    QVERIFY2(log.error.empty(), log.error.c_str());
    QCOMPARE(st.phase(), sl::Phase::DrawTile);
    QCOMPARE(scores(s), expected);
    // The winner stays (R-BAT-5) and scores the planet at once; then every meeple is home.
    int winAt = -1, scoreAt = -1;
    for (std::size_t i = 0; i < log.last.size(); ++i) {
        const sl::Effect& e = log.last[i];
        if (e.kind == sl::Effect::Kind::Win && e.side == winner) winAt = int(i);
        if (e.kind == sl::Effect::Kind::Score) {
            QCOMPARE(int(e.side), winner);
            QCOMPARE(int(e.points), 11);
            QCOMPARE(e.realmKind, sl::RealmKind::Planet);
            scoreAt = int(i);
        }
    }
    QVERIFY(winAt >= 0);
    QVERIFY(scoreAt > winAt);
    QVERIFY(st.realm(planet, 0).meeples.empty());
    QCOMPARE(st.smallInSupply(0), 4);
    QCOMPARE(st.smallInSupply(1), 4);
}

namespace {
/** The R-BAT-3 worked field (seats red, white, black) with equipment; white's cap is x08. */
Steps threeSidesEquipped(Equipment red, Equipment white, Equipment black)
{
    return {Turn{"sw04", 1, 0, 0},
            Turn{"sw04", -1, 0, 0},
            Turn{"sw02", 1, -1, 3, onSeg(0, true, black)},
            Turn{"sw02", -1, -1, 1, onSeg(0, false, red)},
            Turn{"sw31", 1, -2, 0},
            Turn{"sw04", 2, 0, 0},
            Turn{"sw04", -2, 0, 0},
            Turn{"x08", 0, -2, 2, onSeg(0, false, white)},
            Turn{"sw13", 0, -1, 0}};
}
} // namespace

void TstRuleCases::severalBlasters_data()
{
    QTest::addColumn<Steps>("steps");
    QTest::addColumn<std::vector<int>>("rolls");
    QTest::addColumn<QString>("kinds"); // the die the engine asks for, die by die
    QTest::addColumn<std::vector<int>>("results");
    QTest::addColumn<std::vector<int>>("expected"); // red, white, black
    QTest::addColumn<std::vector<int>>("battle");   // of which from battles (R-BAT-3, R-BAT-4)

    const auto B = Equipment::Blaster;
    const auto L = Equipment::Lightsaber;
    // Dice: red 2 (meeple + Rebel symbol), white 1, black 2 (large); each blaster side rolls
    // its own yellow die in place of its first die. Round 1: 7, 7, 6: black withdraws with 2,
    // red and white tie (1 each); round 2: red 6, white's yellow 8. White scores the 5-tile
    // field with a Rebel and a First Order symbol: 10 + 4 = 14.
    QTest::newRow("R-BAT-7 three blasters: each side rolls its own yellow die")
        << threeSidesEquipped(B, B, B) << std::vector<int>{7, 2, 7, 5, 6, 3, 6, 8}
        << QStringLiteral("YNYYNYNY") << std::vector<int>{7, 7, 6, 6, 8}
        << std::vector<int>{3, 15, 2} << std::vector<int>{1 + 2, 1, 2};
    // Red's yellow 3, white's 6 + 1 = 7, black's yellow 8 wins; red withdraws with 2, white 1.
    QTest::newRow("R-BAT-7 two blasters and a lightsaber")
        << threeSidesEquipped(B, L, B) << std::vector<int>{3, 2, 6, 8, 1} << QStringLiteral("YNNYN")
        << std::vector<int>{3, 7, 8} << std::vector<int>{2, 1, 14} << std::vector<int>{2, 1, 0};
}

void TstRuleCases::severalBlasters()
{
    QFETCH(Steps, steps);
    QFETCH(std::vector<int>, rolls);
    QFETCH(QString, kinds);
    QFETCH(std::vector<int>, results);
    QFETCH(std::vector<int>, expected);
    QFETCH(std::vector<int>, battle);
    Scenario s(steps, optionsFor({kRed, kWhite, kBlack}, false));
    auto err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    sl::GameState& st = s.state();
    QVERIFY(st.expansion());
    QCOMPARE(st.phase(), sl::Phase::Battle);
    QCOMPARE(battleDice(st), (std::vector<int>{2, 1, 2})); // the yellow die adds no die
    const RollLog log = rollAll(st, rolls);
    QVERIFY2(log.error.empty(), log.error.c_str());
    QCOMPARE(QString::fromStdString(log.kinds), kinds);
    QCOMPARE(log.results, results);
    QCOMPARE(log.shown, rolls); // every die shown once, each side's yellow die first
    QCOMPARE(st.phase(), sl::Phase::GameOver);
    QCOMPARE(scores(s), expected);
    // The points by source: the battles' own, the rest is the winner's field (R-SCORE-2).
    QCOMPARE(scoresFrom(s, sl::ScoreSource::Battle), battle);
    std::vector<int> field(3);
    for (std::size_t p = 0; p < 3; ++p)
        field[p] = expected[p] - battle[p];
    QCOMPARE(scoresFrom(s, sl::ScoreSource::Asteroid), field);
    QCOMPARE(scoresFrom(s, sl::ScoreSource::Route), (std::vector<int>{0, 0, 0}));
    QCOMPARE(scoresFrom(s, sl::ScoreSource::Planet), (std::vector<int>{0, 0, 0}));
    for (int p = 0; p < 3; ++p) // the scored field returned every meeple and its equipment
        QVERIFY(st.equipmentInSupply(p, Equipment::Blaster) &&
                st.equipmentInSupply(p, Equipment::Lightsaber));
}

void TstRuleCases::teamMatesMerge_data()
{
    QTest::addColumn<Steps>("steps"); // the last turn joins red's and green's realms
    QTest::addColumn<QPoint>("cell");
    QTest::addColumn<std::vector<int>>("expected"); // red, black, green, white
    // The joined route: 6 tiles, open; the team scores it once at the end (R-TEAM-2, R-END-2).
    QTest::newRow("R-TEAM-3 team-mates' routes merge without a battle")
        << Steps{Turn{"sw04", 1, 0, 0, onSeg(0)}, Turn{"sw04", 2, 0, 0},
                 Turn{"sw15", 0, 1, 0, onSeg(0)}, Turn{"sw15", -1, 0, 3}, Turn{"sw15", -1, 1, 2}}
        << QPoint(1, 0) << std::vector<int>{6, 0, 6, 0};
    // The joined field: 4 tiles, open, with the Rebel symbol of sw13: 4 + 2.
    QTest::newRow("R-TEAM-3 team-mates' asteroid fields merge without a battle")
        << Steps{Turn{"sw04", 1, 0, 0},
                 Turn{"sw04", -1, 0, 0},
                 Turn{"sw02", 1, -1, 3, onSeg(0)},
                 Turn{"sw04", 2, 0, 0},
                 Turn{"sw02", -1, -1, 1, onSeg(0)},
                 Turn{"sw04", -2, 0, 0},
                 Turn{"sw13", 0, -1, 0}}
        << QPoint(1, -1) << std::vector<int>{6, 0, 6, 0};
}

void TstRuleCases::teamMatesMerge()
{
    QFETCH(Steps, steps);
    QFETCH(QPoint, cell);
    QFETCH(std::vector<int>, expected);
    Scenario s(steps, optionsFor(team(), true));
    const auto err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    sl::GameState& st = s.state();
    QCOMPARE(st.phase(), sl::Phase::GameOver); // no battle was started
    const sl::RealmInfo realm = st.realm(s.tileAt(cell.x(), cell.y()), 0);
    QCOMPARE(realm.meeples.size(), std::size_t(2));
    QCOMPARE(realm.meeples[0].first, 0); // red
    QCOMPARE(realm.meeples[1].first, 2); // green
    QCOMPARE(scores(s), expected);
    QCOMPARE(st.scoreBy(st.sideOf(0), sl::ScoreSource::Battle), 0);
}

void TstRuleCases::teamGameWithExpansion_data()
{
    QTest::addColumn<std::vector<int>>("equipment"); // red, green, white
    QTest::addColumn<std::vector<int>>("rolls");
    QTest::addColumn<QString>("kinds");
    QTest::addColumn<std::vector<int>>("results");  // Rebels, Empire per round
    QTest::addColumn<std::vector<int>>("expected"); // red, black, green, white
    QTest::addColumn<std::vector<int>>("battle");   // of which from battles: Rebels, Empire
    const int none = int(Equipment::None), L = int(Equipment::Lightsaber),
              B = int(Equipment::Blaster);
    // The Rebels have 3 dice (two meeples + the Rebel symbol on Tatooine), white 1. The
    // Empire withdraws with 1 after a tie (1 point each); the Rebels then hold the open planet:
    // 1 + 4 neighbours + 2 = 7.
    QTest::newRow("R-TEAM-5 two blasters in a team: one yellow die")
        << std::vector<int>{B, B, L} << std::vector<int>{5, 2, 1, 4, 8, 1, 1, 6}
        << QStringLiteral("YNNNYNNN") << std::vector<int>{5, 5, 8, 7}
        << std::vector<int>{8, 2, 8, 2} << std::vector<int>{1, 1 + 1};
    QTest::newRow("R-TEAM-5 two lightsabers in a team: +1 once")
        << std::vector<int>{L, L, B} << std::vector<int>{4, 2, 1, 5, 6, 1, 1, 3}
        << QStringLiteral("NNNYNNNY") << std::vector<int>{5, 5, 7, 3}
        << std::vector<int>{8, 2, 8, 2} << std::vector<int>{1, 1 + 1};
    QTest::newRow("R-TEAM-5 a blaster and a lightsaber in a team: yellow die + 1")
        << std::vector<int>{B, L, none} << std::vector<int>{8, 1, 1, 6} << QStringLiteral("YNNN")
        << std::vector<int>{9, 6} << std::vector<int>{7, 1, 7, 1} << std::vector<int>{0, 1};
    // The equipment on the side's earlier meeple (red's, placed first) counts as well as on its
    // later one: red's lightsaber with green's blaster, and red's lightsaber alone.
    QTest::newRow("R-TEAM-5 the lightsaber on the team's earlier meeple, a blaster on the later")
        << std::vector<int>{L, B, none} << std::vector<int>{8, 1, 1, 6} << QStringLiteral("YNNN")
        << std::vector<int>{9, 6} << std::vector<int>{7, 1, 7, 1} << std::vector<int>{0, 1};
    QTest::newRow("R-TEAM-5 the lightsaber on the team's earlier meeple only")
        << std::vector<int>{L, none, B} << std::vector<int>{6, 1, 1, 3} << QStringLiteral("NNNY")
        << std::vector<int>{7, 3} << std::vector<int>{7, 1, 7, 1} << std::vector<int>{0, 1};
    QTest::newRow("R-TEAM-5 the blaster on the team's earlier meeple only")
        << std::vector<int>{B, none, L} << std::vector<int>{8, 1, 1, 3} << QStringLiteral("YNNN")
        << std::vector<int>{8, 4} << std::vector<int>{7, 1, 7, 1} << std::vector<int>{0, 1};
}

void TstRuleCases::teamGameWithExpansion()
{
    QFETCH(std::vector<int>, equipment);
    QFETCH(std::vector<int>, rolls);
    QFETCH(QString, kinds);
    QFETCH(std::vector<int>, results);
    QFETCH(std::vector<int>, expected);
    QFETCH(std::vector<int>, battle);
    const auto eq = [&](int i) { return static_cast<Equipment>(equipment[std::size_t(i)]); };
    const Steps steps{Turn{"sw31", 0, 1, 0, onSeg(0, false, eq(0))},       // red
                      Turn{"sw30", -1, 0, 3},                              // black
                      Turn{"sw30", 1, 0, 1, onPlanet(0, 1, false, eq(1))}, // green
                      Turn{"x04", 1, 1, 0, onPlanet(0, 1, false, eq(2))}}; // white
    Scenario s(steps, optionsFor(team(), true));
    auto err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    sl::GameState& st = s.state();
    QVERIFY(st.expansion());
    QCOMPARE(st.phase(), sl::Phase::Battle);
    // Each player keeps his own equipment: what one used is gone from his supply only.
    const int seatOf[3] = {0, 2, 3};
    for (int i = 0; i < 3; ++i)
        for (Equipment e : {Equipment::Lightsaber, Equipment::Blaster})
            QCOMPARE(st.equipmentInSupply(seatOf[i], e), eq(i) != e);
    // One side per team: its equipment combines like its meeples.
    const auto& sides = st.battleSides();
    QCOMPARE(sides.size(), std::size_t(2));
    QCOMPARE(int(sides[0].dice), 3);
    QCOMPARE(int(sides[1].dice), 1);
    QCOMPARE(sides[0].blaster, eq(0) == Equipment::Blaster || eq(1) == Equipment::Blaster);
    QCOMPARE(sides[0].lightsaber, eq(0) == Equipment::Lightsaber || eq(1) == Equipment::Lightsaber);
    const RollLog log = rollAll(st, rolls);
    QVERIFY2(log.error.empty(), log.error.c_str());
    QCOMPARE(QString::fromStdString(log.kinds), kinds);
    QCOMPARE(log.results, results);
    QCOMPARE(log.shown, rolls);
    QCOMPARE(st.phase(), sl::Phase::GameOver);
    QCOMPARE(scores(s), expected);
    // By source: the battles' points, the rest the Rebels' open planet (R-END-2).
    const std::vector<int> fromBattles{battle[0], battle[1], battle[0], battle[1]};
    QCOMPARE(scoresFrom(s, sl::ScoreSource::Battle), fromBattles);
    QCOMPARE(scoresFrom(s, sl::ScoreSource::Planet), (std::vector<int>{7, 0, 7, 0}));
    QVERIFY(st.equipmentInSupply(3, eq(2))); // white's equipment came back with its meeple
}

QTEST_APPLESS_MAIN(TstRuleCases)
#include "tst_rulecases.moc"
