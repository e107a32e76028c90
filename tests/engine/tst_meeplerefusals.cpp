// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Why a meeple is refused (engine/rules/diagnose.h): every refusal of the rules has its reason,
// named in records that contain the move, and the reason is None exactly when the rules allow it.
#include "rules/diagnose.h"
#include "rules/simulate.h"
#include "scenario.h"

#include <QTest>

#include <map>

using namespace sltest;
using sl::Equipment;

Q_DECLARE_METATYPE(sl::MeepleRefusal)

class TstMeepleRefusals : public QObject
{
    Q_OBJECT
private slots:
    void meepleRefusals_data();
    void meepleRefusals();
    void refusalOutsideMeeplePhase();
    void diagnosisAgreesWithRules();
};

void TstMeepleRefusals::meepleRefusals_data()
{
    QTest::addColumn<Steps>("steps"); // the last turn's meeple is refused
    QTest::addColumn<sl::MeepleRefusal>("reason");
    using R = sl::MeepleRefusal;
    const Steps fourSmall{Turn{"sw31", 0, 1, 0, onSeg(0)}, Turn{"sw04", 1, 0, 0},
                          Turn{"sw32", 1, 1, 0, onSeg(0)}, Turn{"sw04", 2, 0, 0},
                          Turn{"sw33", 2, 1, 0, onSeg(0)}, Turn{"sw04", 3, 0, 0},
                          Turn{"sw34", 3, 1, 0, onSeg(0)}, Turn{"sw04", 4, 0, 0, onSeg(0)}};
    QTest::newRow("R-TURN-2 the realm already holds a meeple")
        << Steps{Turn{"sw04", 1, 0, 0, onSeg(0)}, Turn{"sw04", 2, 0, 0},
                 Turn{"sw04", -1, 0, 0, onSeg(0)}}
        << R::RealmOccupied;
    QTest::newRow("R-TURN-2 not a realm of the new tile")
        << Steps{Turn{"sw04", 1, 0, 0, onSeg(1)}} << R::NotARealmOfTile;
    QTest::newRow("R-TURN-2a attack on an empty cell")
        << Steps{Turn{"sw31", 0, 1, 0, onPlanet(1, 1)}} << R::EmptyCell;
    QTest::newRow("R-TURN-2a attack on a tile without a planet")
        << Steps{Turn{"sw04", 1, 0, 0, onPlanet(0, 0)}} << R::NotAPlanet;
    QTest::newRow("R-TURN-2a the new tile's own planet is no attack")
        << Steps{Turn{"sw31", 0, 1, 0, onPlanet(0, 1)}} << R::PlanetOfNewTile;
    QTest::newRow("R-TURN-2a planet not adjacent")
        << Steps{Turn{"sw31", 0, 1, 0, onSeg(0)}, Turn{"sw30", 1, 0, 1},
                 Turn{"sw02", 2, 0, 3, onPlanet(0, 1)}}
        << R::PlanetNotAdjacent;
    QTest::newRow("R-TURN-2a R-TILE-5 planet already completed and scored")
        << with(with(tatooineRing(onSeg(0)), Turn{"sw36", -1, 2, 0}),
                Turn{"sw02", 2, 1, 0, onPlanet(0, 1)})
        << R::PlanetScored;
    QTest::newRow("R-COMP-3 no small meeple left")
        << with(fourSmall, Turn{"sw35", 4, 1, 0, onSeg(0)}) << R::NoSmallMeeple;
    QTest::newRow("R-COMP-3 no large meeple left")
        << Steps{Turn{"sw04", 1, 0, 0, onSeg(0, true)}, Turn{"sw04", 2, 0, 0},
                 Turn{"sw31", 0, 1, 0, onSeg(0, true)}}
        << R::NoLargeMeeple;
    QTest::newRow("R-TURN-2b equipment without the expansion")
        << Steps{Turn{"sw31", 0, 1, 0, onSeg(0, false, Equipment::Lightsaber)}}
        << R::EquipmentNeedsExpansion;
    QTest::newRow("R-TURN-2b no such equipment left")
        << Steps{Turn{"sw31", 0, 1, 0, onSeg(0, false, Equipment::Blaster)}, Turn{"sw04", 1, 0, 0},
                 Turn{"x04", -1, 1, 0, onSeg(0, false, Equipment::Blaster)}}
        << R::EquipmentInUse;
    // Where and what are both wrong: the target is named.
    QTest::newRow("R-TURN-2 R-COMP-3 occupied realm and no small meeple: the realm is named")
        << with(fourSmall, Turn{"sw04", 5, 0, 0, onSeg(0)}) << R::RealmOccupied;
}

void TstMeepleRefusals::meepleRefusals()
{
    QFETCH(Steps, steps);
    QFETCH(sl::MeepleRefusal, reason);
    const Turn last = std::get<Turn>(steps.back());
    Scenario s(steps, optionsFor(kRedBlack, false, {"sw04"}));
    const auto err = s.runUntil(steps.size() - 1);
    QVERIFY2(!err, err ? err->c_str() : "");
    sl::GameState& st = s.state();
    sl::GameRecord rec = s.record();
    rec.events.push_back(sl::Event::draw(st.catalog().find(last.tile)));
    rec.events.push_back(
        sl::Event::placeTile({static_cast<std::int16_t>(last.x), static_cast<std::int16_t>(last.y),
                              static_cast<std::uint8_t>(last.rot)}));
    for (std::size_t i = rec.events.size() - 2; i < rec.events.size(); ++i)
        QCOMPARE(st.apply(rec.events[i]), sl::ApplyError::None);
    QVERIFY(!st.isLegalMeeple(last.meeple));
    QCOMPARE(sl::diagnoseMeeple(st, last.meeple), reason);
    QCOMPARE(sl::diagnoseMeeple(st, pass()), sl::MeepleRefusal::None);
    rec.events.push_back(sl::Event::meepleMove(last.meeple));
    // A record with that move names the reason: replayed, and parsed from its JSON.
    const std::string field = "events[" + std::to_string(rec.events.size() - 1) + "]";
    const std::string name(sl::token(reason));
    const sl::ReplayResult replayed = sl::replay(rec);
    const sl::RecordLoadResult parsed = sl::parseRecord(sl::recordToJson(rec));
    QVERIFY(replayed.error && parsed.error && !parsed.record);
    for (const sl::RecordError* e : {&*replayed.error, &*parsed.error}) {
        QCOMPARE(e->code, sl::RecordErrorCode::IllegalEvent);
        QCOMPARE(e->field, field);
        QCOMPARE(e->refusal, reason);
        QVERIFY2(e->detail.find(name) != std::string::npos, e->detail.c_str());
    }
    QCOMPARE(replayed.applied, rec.events.size() - 1);
}

void TstMeepleRefusals::refusalOutsideMeeplePhase()
{
    Scenario s({}, optionsFor(kRedBlack, false, {"sw04"}));
    QCOMPARE(sl::diagnoseMeeple(s.state(), onSeg(0)), sl::MeepleRefusal::WrongPhase);
    QCOMPARE(sl::diagnoseMeeple(s.state(), pass()), sl::MeepleRefusal::WrongPhase);
    // Refusals that are not about a meeple carry no meeple reason.
    sl::GameRecord rec = s.record();
    rec.events.push_back(sl::Event::meepleMove(onSeg(0)));
    const sl::ReplayResult r = sl::replay(rec);
    QVERIFY(r.error);
    QCOMPARE(r.error->refusal, sl::MeepleRefusal::None);
    QCOMPARE(r.error->detail, std::string(sl::describe(sl::ApplyError::WrongPhase)));
    QCOMPARE(sl::token(sl::MeepleRefusal::PlanetScored), std::string_view("planet-already-scored"));
}

void TstMeepleRefusals::diagnosisAgreesWithRules()
{
    // The reason is None exactly when the rules allow the move, over every meeple move near the
    // placed tile (segments, cells, sizes, equipment) of whole random games of each kind.
    std::map<sl::MeepleRefusal, int> seen;
    int checked = 0;
    const sl::SimOptions kinds[] = {{2, false, false}, {3, true, false}, {4, true, true}};
    for (std::uint64_t seed = 1; seed <= 9; ++seed) {
        const sl::GameRecord rec = sl::randomRecord(sl::makeSetup(kinds[seed % 3], seed));
        sl::GameState st(sl::buildCatalog(rec.setup), rec.setup.config());
        for (const sl::Event& e : rec.events) {
            if (st.phase() == sl::Phase::PlaceMeeple) {
                const sl::PlacedTile& t = st.tiles()[std::size_t(st.lastPlacedTile())];
                std::vector<sl::MeepleMove> targets;
                for (int seg = -1; seg <= sl::kMaxRealmsPerTile; ++seg)
                    targets.push_back(onSeg(seg));
                for (int dy = -2; dy <= 2; ++dy)
                    for (int dx = -2; dx <= 2; ++dx)
                        targets.push_back(onPlanet(t.x + dx, t.y + dy));
                for (sl::MeepleMove m : targets)
                    for (bool large : {false, true})
                        for (Equipment eq :
                             {Equipment::None, Equipment::Lightsaber, Equipment::Blaster}) {
                            m.large = large;
                            m.equipment = eq;
                            const sl::MeepleRefusal r = sl::diagnoseMeeple(st, m);
                            QCOMPARE(r == sl::MeepleRefusal::None, st.isLegalMeeple(m));
                            ++seen[r];
                            ++checked;
                        }
            }
            QCOMPARE(st.apply(e), sl::ApplyError::None);
        }
    }
    qInfo("%d meeple moves diagnosed", checked);
    for (sl::MeepleRefusal r :
         {sl::MeepleRefusal::None, sl::MeepleRefusal::NotARealmOfTile,
          sl::MeepleRefusal::RealmOccupied, sl::MeepleRefusal::EmptyCell,
          sl::MeepleRefusal::NotAPlanet, sl::MeepleRefusal::PlanetOfNewTile,
          sl::MeepleRefusal::PlanetNotAdjacent, sl::MeepleRefusal::NoLargeMeeple,
          sl::MeepleRefusal::EquipmentNeedsExpansion, sl::MeepleRefusal::EquipmentInUse})
        QVERIFY2(seen[r] > 0, sl::token(r).data());
}

QTEST_APPLESS_MAIN(TstMeepleRefusals)
#include "tst_meeplerefusals.moc"
