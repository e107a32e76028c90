// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The worked checks of RULES.md §7 and the rule texts, as whole scenarios that force every
// draw and die and run to the end of the game (final scoring included).
#include "scenario.h"

#include <QFile>
#include <QTest>

using namespace sltest;
using sl::Colour;
using sl::Equipment;

class TstWorked : public QObject
{
    Q_OBJECT
private slots:
    void workedChecks_data();
    void workedChecks();
    void battleEffects();
};

void TstWorked::workedChecks_data()
{
    QTest::addColumn<Steps>("steps");
    QTest::addColumn<std::vector<int>>("seats"); // colours, as ints
    QTest::addColumn<std::vector<int>>("expected");

    const std::vector<int> redBlack{int(Colour::Red), int(Colour::Black)};

    // R-SCORE, R-TILE-3: a completed 3-tile route scores 3 (junction - start - junction).
    QTest::newRow("R-SCORE route: completed 3-tile route scores 3")
        << Steps{Turn{"sw22", 1, 0, 0, onSeg(2)}, Turn{"sw12", -1, 0, 0}} << redBlack
        << std::vector<int>{3, 0};

    // R-SCORE, R-TILE-4: completed 5-tile asteroid field with one symbol scores 12.
    QTest::newRow("R-SCORE asteroid: completed 5-tile field with a symbol scores 12")
        << Steps{Turn{"sw16", 0, -1, 0, onSeg(0)}, Turn{"sw24", 0, -2, 2}, Turn{"sw21", 1, -2, 3},
                 Turn{"sw02", 1, -1, 0}}
        << redBlack << std::vector<int>{12, 0};

    // R-SCORE, R-TILE-5: a planet with all 8 neighbours scores 9 + 2 for its symbol.
    QTest::newRow("R-SCORE planet: completed planet scores 11")
        << Steps{Turn{"sw31", 0, 1, 0, onSeg(0)}, Turn{"sw30", 1, 0, 1},  Turn{"sw30", -1, 0, 3},
                 Turn{"sw32", 1, 1, 0},           Turn{"sw33", -1, 1, 0}, Turn{"sw34", 0, 2, 0},
                 Turn{"sw35", 1, 2, 0},           Turn{"sw36", -1, 2, 0}}
        << redBlack << std::vector<int>{11, 0};

    // R-END-2: final scoring of open realms.
    QTest::newRow("R-END-2 asteroid: open 3-tile field with a symbol scores 5")
        << Steps{Turn{"sw18", 0, -1, 0, onSeg(0)}, Turn{"sw16", 0, -2, 0}} << redBlack
        << std::vector<int>{5, 0};
    QTest::newRow("R-END-2 asteroid: open 2-tile field scores 2")
        << Steps{Turn{"sw16", 0, -1, 0, onSeg(0)}} << redBlack << std::vector<int>{2, 0};
    QTest::newRow("R-END-2 planet: open planet with 3 neighbours and a symbol scores 6")
        << Steps{Turn{"sw31", 0, 1, 0, onSeg(0)}, Turn{"sw30", 1, 0, 1}, Turn{"sw30", -1, 0, 3}}
        << redBlack << std::vector<int>{6, 0};
    QTest::newRow("R-END-2 route: open 3-tile route scores 3")
        << Steps{Turn{"sw04", 1, 0, 0, onSeg(0)}, Turn{"sw04", -1, 0, 0}} << redBlack
        << std::vector<int>{3, 0};

    // R-SCORE-1: the junction is passed twice by one route but counts once (4, not 5).
    QTest::newRow("R-SCORE-1 a tile counts once per realm")
        << Steps{Turn{"sw12", 1, 0, 0}, Turn{"sw15", 2, 0, 0, onSeg(0)}, Turn{"sw15", 2, 1, 1},
                 Turn{"sw15", 1, 1, 2}}
        << redBlack << std::vector<int>{0, 4};

    // R-TILE-3: a route that closes into a loop is complete.
    QTest::newRow("R-TILE-3 a route closing into a loop is complete")
        << Steps{Turn{"sw30", 1, 0, 1}, Turn{"sw15", 1, 1, 3, onSeg(0)}, Turn{"sw15", 2, 1, 0},
                 Turn{"sw15", 2, 2, 1}, Turn{"sw15", 1, 2, 2}}
        << redBlack << std::vector<int>{0, 4};

    // R-SCORE-2: a completed realm without meeples scores nothing.
    QTest::newRow("R-SCORE-2 completed realm without meeples scores nothing")
        << Steps{Turn{"sw22", 1, 0, 0}, Turn{"sw12", -1, 0, 0}} << redBlack
        << std::vector<int>{0, 0};

    // R-BAT-2, R-BAT-4: 1 die against 1 die, 6 beats 1, the loser scores 1 point. The
    // winner's open 5-tile route then scores 5 at the end.
    QTest::newRow("R-BAT-4 R-BAT-5 route battle 6 beats 1, loser scores 1, winner stays")
        << Steps{Turn{"sw04", 1, 0, 0, onSeg(0)}, Turn{"sw15", 0, 1, 0, onSeg(0)},
                 Turn{"sw15", -1, 0, 3}, Turn{"sw15", -1, 1, 2}, Dice{{6, 1}}}
        << redBlack << std::vector<int>{5, 1};

    // R-BAT-3 (worked check): three sides with 2, 1 and 2 dice. White rolls 3 against two 4s
    // and withdraws with 1 point; the tied sides score 1 each; then black's 6 wins, red
    // withdraws with 2 points; black scores the 5-tile field with one symbol: 12.
    QTest::newRow("R-BAT-3 R-TURN-4 three sides, tie, then black wins and scores the field")
        << threeSidedBattle()
        << std::vector<int>{int(Colour::Red), int(Colour::White), int(Colour::Black)}
        << std::vector<int>{3, 1, 13};

    // R-TURN-2a, R-BAT-1 (worked check): planet attack with 2 dice (meeple + own symbol on the
    // planet) against a large meeple (2 dice): 5-5 tie, then 5 beats 4, white withdraws with
    // 2 points. Red's conqueror then scores the open planet (1 + 2 neighbours + 2) = 5.
    QTest::newRow("R-TURN-2a planet attack: tie, then 5 beats 4")
        << Steps{Turn{"sw31", 0, 1, 0, onSeg(0, true)}, Turn{"sw30", 1, 0, 1, onPlanet(0, 1)},
                 Dice{{5, 3, 5, 2}}, Dice{{4, 1, 5, 2}}}
        << std::vector<int>{int(Colour::White), int(Colour::Red)} << std::vector<int>{3, 6};

    // R-BAT-7 (worked check of Expansion 1): blue with lightsaber and 2 dice against red with
    // blaster: 6+1 = 7 ties yellow 7; then 5+1 = 6 beats 5, red withdraws with 1 point. Blue
    // scores the completed 4-tile field with the First Order symbol: 10.
    QTest::newRow("R-BAT-7 lightsaber against blaster")
        << lightsaberAgainstBlaster() << std::vector<int>{int(Colour::Blue), int(Colour::Red)}
        << std::vector<int>{11, 2};
}

void TstWorked::workedChecks()
{
    QFETCH(Steps, steps);
    QFETCH(std::vector<int>, seats);
    QFETCH(std::vector<int>, expected);
    ScenarioOptions opt;
    opt.seats.clear();
    for (int c : seats)
        opt.seats.push_back(static_cast<Colour>(c));
    Scenario s(steps, opt);
    const auto err = s.run();
    QVERIFY2(!err, err ? err->c_str() : "");
    // R-END-1: the game ends when the last tile has been placed and its turn is over.
    QCOMPARE(s.state().phase(), sl::Phase::GameOver);
    for (std::size_t p = 0; p < expected.size(); ++p)
        QCOMPARE(s.scoreOf(static_cast<int>(p)), expected[p]);
    // The same record replays to the same scores (R-BAT-8: every die is in the record).
    const sl::ReplayResult r = sl::replay(s.record());
    QVERIFY(!r.error);
    for (std::size_t p = 0; p < expected.size(); ++p)
        QCOMPARE(r.state->score(r.state->sideOf(static_cast<int>(p))), expected[p]);
}

void TstWorked::battleEffects()
{
    // R-BAT-3 worked check again, step by step through the effects the UI shows.
    Scenario s(withoutDice(threeSidedBattle()),
               {{Colour::Red, Colour::White, Colour::Black}, false, "sw01", {}});
    QVERIFY(!s.run());
    QCOMPARE(s.state().phase(), sl::Phase::Battle);
    // R-BAT-1: red 1 meeple + own symbol = 2, white 1, black's large meeple 2.
    const auto& sides = s.state().battleSides();
    QCOMPARE(sides.size(), std::size_t(3));
    QCOMPARE(int(sides[0].dice), 2);
    QCOMPARE(int(sides[1].dice), 1);
    QCOMPARE(int(sides[2].dice), 2);
    s.state().setRecordEffects(true);
    const std::vector<int> round1{4, 2, 3, 4, 1};
    for (std::size_t i = 0; i < round1.size(); ++i)
        QCOMPARE(s.state().apply(sl::Event::roll(round1[i])), sl::ApplyError::None);
    int ties = 0, withdrawals = 0;
    for (const sl::Effect& e : s.state().effects()) {
        ties += e.kind == sl::Effect::Kind::Tie;
        if (e.kind == sl::Effect::Kind::Withdraw) {
            ++withdrawals;
            QCOMPARE(int(e.side), 1); // white
            QCOMPARE(int(e.points), 1);
        }
    }
    QCOMPARE(ties, 2);
    QCOMPARE(withdrawals, 1);
    QCOMPARE(s.state().phase(), sl::Phase::Battle);
    QVERIFY(!s.state().battleSides()[1].active);
    // White's meeple went back to supply at once (R-BAT-4).
    QCOMPARE(s.state().smallInSupply(1), 4);
}

QTEST_APPLESS_MAIN(TstWorked)
#include "tst_worked.moc"
