// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The review of a past game (engine/ai/analysis): the best turn of a clear position is found and
// the worse played turn loses points, a best played turn loses exactly 0, results depend on the
// seed and budget only (not on threads, not on being resumed), cancel stops at once (the verdicts'
// arithmetic: tst_verdicts).
#include "ai/analysis.h"
#include "ai/turns.h"
#include "revieworacle.h"
#include "rules/catalog.h"
#include "rules/meeplejson.h"
#include "rules/simulate.h"
#include "scenario.h"
#include "shortgame.h"

#include <QTest>

#include <array>
#include <cmath>
#include <thread>

using namespace sltest;
using sl::ai::AnalysisOptions;
using sl::ai::DecisionAnalysis;

namespace {

AnalysisOptions tiny(int iterations = 40, int playouts = 24, std::uint64_t seed = 1,
                     int threads = 1)
{
    AnalysisOptions o;
    o.iterations = iterations;
    o.playouts = playouts;
    o.seed = seed;
    o.threads = threads;
    return o;
}

/** The field scenario's record with the draw of sw02 and the given turn played. */
sl::GameRecord fieldGame(const sl::ai::TurnAction& played)
{
    return sltest::fieldGame(played.place, played.meeple);
}

} // namespace

class TstAnalysis : public QObject
{
    Q_OBJECT
private slots:
    void reviewAddsPlayoutsUntilTheVerdictIsClear();
    void decisionPointsAreTheCompletedTurns();
    void findsTheClearlyBetterTurn();
    void bestPlayedTurnLosesExactlyNothing();
    void clearlyBetterTurnIsNamed();
    void equalTurnLosesNothing();
    void symmetricTurnsAreTheSame();
    void bothTurnsValuedOnTheSamePlayouts();
    void onePlayoutIsOneGame();
    void sharedTopScoreIsHalfAWin();
    void deterministicForASeed();
    void threadsDoNotChangeTheResult();
    void resumedEqualsUninterrupted();
    void cancelReturnsPromptly_data();
    void cancelReturnsPromptly();
    void reviewCountsMistakesAndBlunders();
    void turnJsonRoundTrip();
    void turnJsonIsTheRecordsSpelling();
};

/**
 * The review's valuation of a decision, against the same worked out in the test
 * (revieworacle.h): played turn, proposal and a third turn on the same coupled playouts, a
 * batch more while the interval holds a threshold, the loss confirmed or 0. Over the decisions
 * of a game with arbitrary proposals, some are decided at once and some need more batches; the
 * played turn's value never depends on what is valued beside it.
 */
void TstAnalysis::reviewAddsPlayoutsUntilTheVerdictIsClear()
{
    const sl::GameRecord rec = shortGame(5);
    const auto points = sl::ai::decisionPoints(rec);
    const AnalysisOptions options = tiny(10, 20);
    int extended = 0, atOnce = 0, lossless = 0, lossy = 0;
    for (std::size_t k = 0; k < points.size() && k < 24; ++k) {
        const sl::ai::DecisionPoint& point = points[k];
        const sl::GameState s = *sl::replay(rec, point.seq).state;
        std::vector<sl::Placement> legal;
        s.legalPlacements(legal);
        const sl::ai::TurnAction proposal{legal[(k * 7) % legal.size()], {}};
        const sl::ai::TurnAction third{legal[(k * 3 + 1) % legal.size()], {}};
        if (sl::ai::sameTurn(s, proposal, point.played)) continue;
        const std::uint64_t seed = sl::ai::evaluationSeed(options, point.seq);
        const std::array<sl::ai::TurnAction, 1> more{third};
        const sl::ai::ReviewValues r =
            sl::ai::reviewValues(s, point.played, proposal, more, options, seed);
        QVERIFY(r.complete);
        const sltest::OracleReview o =
            sltest::oracleReview(s, {point.played, proposal, third}, options, seed);
        QCOMPARE(r.playouts, o.playouts);
        QCOMPARE(r.valuedBy, o.valuedBy);
        QVERIFY(std::abs(r.played.margin - o.margins[0]) < 1e-9);
        QVERIFY(std::abs(r.proposal.margin - o.margins[1]) < 1e-9);
        QVERIFY(std::abs(r.more.front().margin - o.margins[2]) < 1e-9);
        QVERIFY(std::abs(r.played.win - o.wins[0]) < 1e-9);
        QVERIFY(std::abs(r.difference.standardError() - o.standardError) < 1e-9);
        QVERIFY2(std::abs(r.best.margin - r.played.margin - o.loss) < 1e-9,
                 qPrintable(QStringLiteral("decision %1: loss %2, worked out %3")
                                .arg(k)
                                .arg(r.best.margin - r.played.margin)
                                .arg(o.loss)));
        QCOMPARE(r.proposalIsBest, o.loss > 0);
        // The played turn alone, over as many playouts: the same value.
        AnalysisOptions alone = options;
        alone.playouts = r.valuedBy;
        QCOMPARE(sl::ai::valueOfTurn(s, point.played, alone, seed).margin, r.played.margin);
        (r.playouts > options.playouts ? extended : atOnce) += 1;
        (o.loss > 0 ? lossy : lossless) += 1;
    }
    qInfo("%d decisions decided at once, %d with more batches; %d with a loss, %d without", atOnce,
          extended, lossy, lossless);
    QVERIFY(extended > 0 && atOnce > 0);
    QVERIFY(lossy > 0 && lossless > 0);
}

void TstAnalysis::decisionPointsAreTheCompletedTurns()
{
    const sl::GameRecord rec = shortGame(3);
    const auto points = sl::ai::decisionPoints(rec);
    int places = 0;
    for (const sl::Event& e : rec.events)
        places += e.type == sl::EventType::Place;
    QCOMPARE(int(points.size()), places);
    for (const auto& p : points) {
        QCOMPARE(rec.events[p.seq].type, sl::EventType::Place);
        QCOMPARE(rec.events[p.seq].place, p.played.place);
        QCOMPARE(rec.events[p.seq + 1].meeple, p.played.meeple);
        QCOMPARE(sl::replay(rec, p.seq).state->currentPlayer(), p.player);
    }
    // A turn cut after its placement is not a decision yet.
    sl::GameRecord cut = rec;
    cut.events.resize(points.back().seq + 1);
    QCOMPARE(sl::ai::decisionPoints(cut).size(), points.size() - 1);
}

void TstAnalysis::findsTheClearlyBetterTurn()
{
    const sl::GameRecord rec = fieldGame({elsewhere(), {}});
    const auto points = sl::ai::decisionPoints(rec);
    const auto all = sl::ai::analyseGame(rec, tiny(2000, 400), {}, nullptr);
    QCOMPARE(all.size(), points.size());
    const DecisionAnalysis& d = all.back();
    QCOMPARE(d.seq, points.back().seq);
    QCOMPARE(d.player, 0);
    QCOMPARE(d.best.place, kClosing);
    QVERIFY2(d.loss() >= sl::ai::kMistakePoints,
             qPrintable(QStringLiteral("played %1, best %2").arg(d.playedValue).arg(d.bestValue)));
    QVERIFY(d.bestWin >= d.playedWin);
    QCOMPARE(int(d.expected.size()), 2);
}

void TstAnalysis::bestPlayedTurnLosesExactlyNothing()
{
    // Closing the field is the best turn: whatever the search proposes, nothing is lost.
    const sl::GameRecord rec = fieldGame({kClosing, {}});
    const auto all = sl::ai::analyseGame(rec, tiny(2000, 400), {}, nullptr);
    const DecisionAnalysis& d = all.back();
    QCOMPARE(d.best.place, kClosing);
    QCOMPARE(d.loss(), 0.0);
    QCOMPARE(d.bestValue, d.playedValue);
    QCOMPARE(d.bestWin, d.playedWin);
}

namespace {

/** Red's explorer holds a 4-tile asteroid field (with a Rebel symbol) open on one edge; red has
 *  drawn the cap that closes it, at one cell only: (1, -2) turned 3, 12 points now (R-SCORE).
 *  The state is red's decision point. */
sl::GameState closableField()
{
    ScenarioOptions opt;
    opt.extraTiles = {"sw02", "sw04", "sw04", "sw04", "sw15", "sw15"};
    Scenario sc({Turn{"sw18", 0, -1, 0, onSeg(0)}, Turn{"sw27", 0, -2, 2}, Turn{"sw02", -1, -2, 1},
                 Turn{"sw04", 1, 0, 0}},
                opt);
    if (const auto err = sc.run()) qFatal("scenario: %s", err->c_str());
    sl::GameState s = sc.state();
    if (s.apply(sl::Event::draw(s.catalog().find("sw02"))) != sl::ApplyError::None)
        qFatal("draw refused");
    return s;
}

sl::ai::DecisionPoint pointFor(const sl::GameState& s, const sl::ai::TurnAction& played)
{
    sl::ai::DecisionPoint p;
    p.seq = 40; // any: it only seeds the decision's random numbers
    p.player = s.currentPlayer();
    p.turn = s.turn() + 1;
    p.played = played;
    return p;
}

} // namespace

/** A turn that leaves 12 points on the table: the analysis names the closing turn as the best
 *  and values the loss at no more than those 12 points, less what the open field is still likely
 *  to bring (closed later by the second cap in the bag, or 7 points open at the end), and at
 *  least a mistake. */
void TstAnalysis::clearlyBetterTurnIsNamed()
{
    const sl::GameState s = closableField();
    QCOMPARE(s.currentPlayer(), 0);
    std::vector<sl::Placement> all;
    s.legalPlacements(all);
    const sl::Placement closing{1, -2, 3};
    QVERIFY(std::find(all.begin(), all.end(), closing) != all.end());
    const auto elsewhere = std::find_if(
        all.begin(), all.end(), [&](const sl::Placement& p) { return p.x != 1 || p.y != -2; });
    QVERIFY(elsewhere != all.end());
    const sl::ai::TurnAction played{*elsewhere, {}};
    const auto d = sl::ai::analyseDecision(s, pointFor(s, played), tiny(3000, 400), nullptr);
    QVERIFY(d.has_value());
    QCOMPARE(d->best.place, closing);
    QVERIFY2(d->loss() >= sl::ai::kMistakePoints && d->loss() <= 12.0,
             qPrintable(QString::number(d->loss())));
}

/**
 * The played turn and the best one are valued on coupled playouts (valueOfTurns with the
 * decision's evaluation seed): each value is exactly that function's. And in a 2-player game
 * the expected margin is the difference of the two expected final scores, playout by playout.
 */
void TstAnalysis::bothTurnsValuedOnTheSamePlayouts()
{
    const sl::GameState s = closableField();
    std::vector<sl::Placement> all;
    s.legalPlacements(all);
    const auto elsewhere = std::find_if(
        all.begin(), all.end(), [&](const sl::Placement& p) { return p.x != 1 || p.y != -2; });
    const sl::ai::TurnAction played{*elsewhere, {}};
    const AnalysisOptions options = tiny(500, 300);
    const sl::ai::DecisionPoint point = pointFor(s, played);
    const auto d = sl::ai::analyseDecision(s, point, options, nullptr);
    QVERIFY(d.has_value());
    QVERIFY(!sl::ai::sameTurn(s, d->best, played));
    const std::uint64_t seed = sl::ai::evaluationSeed(options, point.seq);
    const auto [p, b] = sl::ai::valueOfTurns(s, played, d->best, options, seed);
    QCOMPARE(d->playedValue, p.margin);
    QCOMPARE(d->bestValue, b.margin);
    QCOMPARE(d->playedWin, p.win);
    QCOMPARE(d->bestWin, b.win);
    for (const sl::ai::TurnValue& v : {p, b})
        QVERIFY(std::abs(v.margin - (v.finalScores[0] - v.finalScores[1])) < 1e-9);
}

/**
 * The smallest budget is one playout, and a budget below it counts as one: a turn's value is
 * then one played-out game, whose final scores are whole points, while two playouts average two
 * games and (on some seeds) land on half points.
 */
void TstAnalysis::onePlayoutIsOneGame()
{
    const sl::GameState s = closableField();
    std::vector<sl::Placement> all;
    s.legalPlacements(all);
    const sl::ai::TurnAction first{all.front(), {}};
    const sl::ai::TurnAction second{all.back(), {}};
    bool halves = false;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const auto one = sl::ai::valueOfTurns(s, first, second, tiny(10, 1), seed);
        const auto none = sl::ai::valueOfTurns(s, first, second, tiny(10, 0), seed);
        QCOMPARE(none.first.margin, one.first.margin);
        QCOMPARE(none.second.win, one.second.win);
        for (const sl::ai::TurnValue& v : {one.first, one.second}) {
            QVERIFY(v.win == 0.0 || v.win == 0.5 || v.win == 1.0);
            for (int side = 0; side < 2; ++side)
                QCOMPARE(v.finalScores[side], std::round(v.finalScores[side]));
        }
        const auto two = sl::ai::valueOfTurns(s, first, second, tiny(10, 2), seed);
        for (const sl::ai::TurnValue& v : {two.first, two.second})
            for (int side = 0; side < 2; ++side)
                halves = halves || v.finalScores[side] != std::round(v.finalScores[side]);
    }
    QVERIFY(halves);
}

/**
 * The win probability counts a shared top score as half a win: at the last tile of a game the
 * end is certain (no tiles to draw; turns without a battle), so a turn that ends the game in a
 * tie is worth exactly 0.5, a won game 1 and a lost one 0.
 */
void TstAnalysis::sharedTopScoreIsHalfAWin()
{
    int ties = 0, others = 0;
    for (std::uint64_t seed = 1; seed < 200 && ties == 0; ++seed) {
        const sl::GameSetup setup = sl::makeSetup({2, false, false}, seed);
        sl::GameState s(sl::buildCatalog(setup), setup.config());
        sl::Rng rng(seed);
        while (s.phase() != sl::Phase::GameOver &&
               !(s.phase() == sl::Phase::PlaceTile && s.bag().empty())) {
            std::vector<sl::MeepleMove> moves;
            std::vector<sl::Placement> places;
            switch (s.phase()) {
            case sl::Phase::DrawTile:
                s.apply(sl::Event::draw(s.bag()[rng.below(std::uint32_t(s.bag().size()))]));
                break;
            case sl::Phase::Battle:
                s.apply(sl::Event::roll(
                    rng.range(sl::dieMin(s.pendingDie()), sl::dieMax(s.pendingDie()))));
                break;
            case sl::Phase::PlaceTile:
                s.legalPlacements(places);
                s.apply(places.empty() ? sl::Event::discard()
                                       : sl::Event::placeTile(
                                             places[rng.below(std::uint32_t(places.size()))]));
                break;
            default:
                s.meepleOptions(moves);
                s.apply(sl::Event::meepleMove(moves[rng.below(std::uint32_t(moves.size()))]));
            }
        }
        if (s.phase() != sl::Phase::PlaceTile) continue;
        const sl::ai::TurnOptions turns(s);
        for (int i = 0; i < turns.size(); ++i) {
            sl::GameState end = turns.apply(i);
            if (end.phase() != sl::Phase::GameOver)
                continue; // a battle: its dice make the end uncertain
            const int me = s.sideOf(s.currentPlayer());
            const int margin = end.score(me) - end.score(1 - me);
            const sl::ai::TurnValue v = sl::ai::valueOfTurn(s, turns.action(i), tiny(1, 3), 7);
            QCOMPARE(v.margin, double(margin));
            QCOMPARE(v.win, margin > 0 ? 1.0 : margin == 0 ? 0.5 : 0.0);
            (margin == 0 ? ties : others) += 1;
        }
    }
    QVERIFY2(ties > 0, "no turn ending in a tie found");
    QVERIFY(others > 0);
}

/** A straight route turned by half a turn is the same turn (the same board), with its meeple
 *  on the segment that lies where it lay; a quarter turn, or the other segment, is another. */
void TstAnalysis::symmetricTurnsAreTheSame()
{
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 12);
    sl::GameState s(sl::buildCatalog(setup), setup.config());
    QCOMPARE(s.apply(sl::Event::draw(s.catalog().find("sw04"))), sl::ApplyError::None);
    const sl::CatalogType& tile = s.catalog().type(s.drawnTile());
    QCOMPARE(tile.sameAs, (std::array<std::uint8_t, 4>{0, 1, 0, 1}));
    const int route = tile.def.realms[0].kind == sl::RealmKind::Route ? 0 : 1;
    const int turned = tile.equivalentSegment(route, 0, 2);
    QVERIFY(turned >= 0);
    std::vector<sl::Placement> all;
    s.legalPlacements(all);
    const auto at =
        std::find_if(all.begin(), all.end(), [](const sl::Placement& p) { return p.rot == 0; });
    QVERIFY(at != all.end());
    const sl::Placement p0 = *at, p2{p0.x, p0.y, 2}, p1{p0.x, p0.y, 1};
    const sl::MeepleMove none{};
    const sl::MeepleMove on = onSeg(route);
    sl::MeepleMove onTurned = onSeg(turned);
    QVERIFY(sl::ai::sameTurn(s, {p0, none}, {p2, none}));
    QVERIFY(sl::ai::sameTurn(s, {p0, on}, {p2, onTurned}));
    QVERIFY(!sl::ai::sameTurn(s, {p0, none}, {p1, none}));
    QVERIFY(!sl::ai::sameTurn(s, {p0, on}, {p0, none}));
    onTurned.large = true;
    QVERIFY(!sl::ai::sameTurn(s, {p0, on}, {p2, onTurned}));
    // Its two route halves: the segment that lies elsewhere is another turn.
    for (int seg = 0; seg < tile.segCount; ++seg)
        if (seg != turned && tile.segKind[std::size_t(seg)] == sl::RealmKind::Route)
            QVERIFY(!sl::ai::sameTurn(s, {p0, on}, {p2, onSeg(seg)}));
}

/** The best turn played, also as the same tile turned by half a turn (a symmetric tile looks
 *  exactly alike): the loss is exactly 0 and the played turn is the best one found. */
void TstAnalysis::equalTurnLosesNothing()
{
    // A straight route (sw04: the same turned by 180 degrees) that the search proposes.
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 12);
    sl::GameState s(sl::buildCatalog(setup), setup.config());
    QCOMPARE(s.apply(sl::Event::draw(s.catalog().find("sw04"))), sl::ApplyError::None);
    const sl::CatalogType& tile = s.catalog().type(s.drawnTile());
    QCOMPARE(tile.sameAs[2], std::uint8_t(0));
    const sl::ai::TurnOptions turns(s);
    const AnalysisOptions options = tiny(2000, 200);
    const auto found =
        sl::ai::analyseDecision(s, pointFor(s, {s.placementAt(0), {}}), options, nullptr);
    QVERIFY(found.has_value());
    const sl::ai::TurnAction best = found->best;
    // Played exactly as the best turn found, then turned by half a turn.
    for (int turn : {0, 2}) {
        sl::ai::TurnAction played = best;
        played.place.rot = static_cast<std::uint8_t>((best.place.rot + turn) & 3);
        if (played.meeple.target == sl::MeepleTarget::Segment)
            played.meeple.segment =
                tile.equivalentSegment(best.meeple.segment, best.place.rot, played.place.rot);
        QVERIFY(s.isLegalPlacement(played.place));
        const auto d = sl::ai::analyseDecision(s, pointFor(s, played), options, nullptr);
        QVERIFY(d.has_value());
        QCOMPARE(d->loss(), 0.0);
        QVERIFY(d->best == played);
    }
}

void TstAnalysis::deterministicForASeed()
{
    const sl::GameRecord rec = shortGame(7);
    const auto a = sl::ai::analyseGame(rec, tiny(40, 24, 9), {}, nullptr);
    const auto b = sl::ai::analyseGame(rec, tiny(40, 24, 9), {}, nullptr);
    QVERIFY(a == b);
    const auto other = sl::ai::analyseGame(rec, tiny(40, 24, 10), {}, nullptr);
    QCOMPARE(other.size(), a.size());
    QVERIFY(other != a);
}

void TstAnalysis::threadsDoNotChangeTheResult()
{
    const sl::GameRecord rec = shortGame(11);
    const auto one = sl::ai::analyseGame(rec, tiny(40, 24, 3, 1), {}, nullptr);
    int reported = 0;
    const auto two = sl::ai::analyseGame(
        rec, tiny(40, 24, 3, 2),
        [&](const DecisionAnalysis&, int done, int total) {
            ++reported;
            QCOMPARE(done, reported);
            QCOMPARE(total, int(one.size()));
        },
        nullptr);
    QCOMPARE(reported, int(one.size()));
    QVERIFY(one == two);
}

void TstAnalysis::resumedEqualsUninterrupted()
{
    const sl::GameRecord rec = shortGame(13);
    const AnalysisOptions opt = tiny(40, 24, 5);
    const auto full = sl::ai::analyseGame(rec, opt, {}, nullptr);
    QVERIFY(full.size() > 6);
    // Cancelled from the progress callback after 4 decisions: exactly those 4 come back.
    std::atomic<bool> cancel{false};
    std::vector<DecisionAnalysis> seen;
    const auto partial = sl::ai::analyseGame(
        rec, opt,
        [&](const DecisionAnalysis& d, int done, int) {
            seen.push_back(d);
            if (done == 4) cancel = true;
        },
        &cancel);
    QCOMPARE(partial.size(), std::size_t(4));
    QVERIFY(partial == seen);
    QVERIFY(std::equal(partial.begin(), partial.end(), full.begin()));
    // Resumed: the known decisions are not analysed again, the rest equals the full run.
    int reported = 0;
    const auto resumed = sl::ai::analyseGame(
        rec, opt, [&](const DecisionAnalysis&, int done, int) { reported = done; }, nullptr,
        partial);
    QVERIFY(resumed == full);
    QCOMPARE(reported, int(full.size()));
}

void TstAnalysis::cancelReturnsPromptly_data()
{
    QTest::addColumn<int>("iterations");
    QTest::addColumn<int>("playouts");
    QTest::newRow("in the search") << 2000000000 << 10;
    QTest::newRow("in the evaluation") << 10 << 2000000000;
}

void TstAnalysis::cancelReturnsPromptly()
{
    // A budget of hours: the call returns only because it is cancelled (a failure hangs until
    // the test's timeout), with no decision half done.
    QFETCH(int, iterations);
    QFETCH(int, playouts);
    const sl::GameRecord rec = shortGame(17);
    for (int threads : {1, 2}) {
        std::atomic<bool> cancel{false};
        std::vector<DecisionAnalysis> result{DecisionAnalysis{}};
        std::thread worker([&] {
            result = sl::ai::analyseGame(rec, tiny(iterations, playouts, 1, threads), {}, &cancel);
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        cancel = true;
        worker.join();
        QVERIFY(result.empty());
    }
    // Cancelled before it starts: nothing at all.
    std::atomic<bool> early{true};
    QVERIFY(sl::ai::analyseGame(rec, tiny(), {}, &early).empty());
}

void TstAnalysis::reviewCountsMistakesAndBlunders()
{
    auto decision = [](int player, double played, double best) {
        DecisionAnalysis d;
        d.player = player;
        d.playedValue = played;
        d.bestValue = best;
        return d;
    };
    const auto review =
        sl::ai::reviewPlayers({decision(0, 1, 1), decision(0, -2, 1), decision(0, -9, 1),
                               decision(1, 4, 5), decision(1, 0, 10)},
                              2);
    QCOMPARE(review.size(), std::size_t(2));
    QCOMPARE(review[0].decisions, 3);
    QCOMPARE(review[0].best, 1);
    QCOMPARE(review[0].mistakes, 1);
    QCOMPARE(review[0].blunders, 1);
    QCOMPARE(review[0].averageLoss(), 13.0 / 3);
    QCOMPARE(review[1].mistakes, 0);
    QCOMPARE(review[1].blunders, 1);
    QCOMPARE(review[1].averageLoss(), 5.5);
}

void TstAnalysis::turnJsonRoundTrip()
{
    const std::vector<sl::ai::TurnAction> turns{
        {{1, -2, 3}, {}},
        {{-4, 0, 1}, onSeg(2, true, sl::Equipment::Lightsaber)},
        {{0, 5, 0}, onPlanet(1, 5, false, sl::Equipment::Blaster)},
    };
    for (const auto& t : turns) {
        const auto back = sl::ai::turnFromJson(sl::ai::turnToJson(t));
        QVERIFY(back.has_value());
        QVERIFY(*back == t);
    }
    QVERIFY(!sl::ai::turnFromJson("{").has_value());
    // Coordinates are 16-bit: both ends are read, one beyond either is not; a rotation 0-3.
    auto at = [](const char* x, const char* y, const char* rot) {
        return sl::ai::turnFromJson(std::string(R"({"x":)") + x + R"(,"y":)" + y +
                                    R"(,"rotation":)" + rot + R"(,"meeple":{"on":"none"}})");
    };
    QVERIFY(at("-32768", "32767", "0").has_value());
    QCOMPARE(at("-32768", "32767", "3")->place.x, std::int16_t(-32768));
    QVERIFY(at("32767", "-32768", "0").has_value());
    QVERIFY(!at("-32769", "0", "0").has_value());
    QVERIFY(!at("0", "-32769", "0").has_value());
    QVERIFY(!at("32768", "0", "0").has_value());
    QVERIFY(!at("0", "32768", "0").has_value());
    QVERIFY(!at("0", "0", "-1").has_value());
    QVERIFY(!at("0.5", "0", "0").has_value());
    QVERIFY(
        !sl::ai::turnFromJson(R"({"x":0,"y":0,"rotation":4,"meeple":{"on":"none"}})").has_value());
    QVERIFY(
        !sl::ai::turnFromJson(R"({"x":0,"y":0,"rotation":1,"meeple":{"on":"moon"}})").has_value());
}

void TstAnalysis::turnJsonIsTheRecordsSpelling()
{
    // The meeple of a stored best turn is written as the game record writes a meeple event.
    const sl::ai::TurnAction pass{{1, -2, 3}, {}};
    const nlohmann::json written = nlohmann::json::parse(sl::ai::turnToJson(pass));
    QCOMPARE(QString::fromStdString(written.at("meeple").dump()),
             QStringLiteral(R"({"type":"pass"})"));
    const sl::ai::TurnAction onPlanetTurn{{0, 5, 0}, onPlanet(1, 5, true, sl::Equipment::Blaster)};
    const nlohmann::json planet = nlohmann::json::parse(sl::ai::turnToJson(onPlanetTurn));
    QCOMPARE(
        QString::fromStdString(planet.at("meeple").dump()),
        QStringLiteral(
            R"({"equipment":"blaster","large":true,"on":"planet","type":"meeple","x":1,"y":5})"));
    // Analyses stored before (version 2 and older) spelt a meeple without "type" and the pass
    // as {"on":"none"}: both are read as they were meant.
    const auto oldPass =
        sl::ai::turnFromJson(R"({"x":1,"y":-2,"rotation":3,"meeple":{"on":"none"}})");
    QVERIFY(oldPass.has_value());
    QVERIFY(*oldPass == pass);
    const auto oldSegment = sl::ai::turnFromJson(
        R"({"x":-4,"y":0,"rotation":1,"meeple":{"large":true,"equipment":"lightsaber","on":"segment","segment":2}})");
    QVERIFY(oldSegment.has_value());
    QVERIFY(*oldSegment ==
            (sl::ai::TurnAction{{-4, 0, 1}, onSeg(2, true, sl::Equipment::Lightsaber)}));
    // Strict either way: an unknown key, a segment out of range, a pass with fields.
    QVERIFY(!sl::ai::turnFromJson(
                 R"({"x":0,"y":0,"rotation":0,"meeple":{"type":"pass","large":false}})")
                 .has_value());
    QVERIFY(
        !sl::ai::turnFromJson(
             R"({"x":0,"y":0,"rotation":0,"meeple":{"large":false,"equipment":"none","on":"segment","segment":99}})")
             .has_value());
    std::string field;
    QVERIFY(!sl::meepleFromJson(nlohmann::json::parse(R"({"on":"none","x":1})"), &field));
    QCOMPARE(QString::fromStdString(field), QStringLiteral("meeple.x"));
}

QTEST_APPLESS_MAIN(TstAnalysis)
#include "tst_analysis.moc"
