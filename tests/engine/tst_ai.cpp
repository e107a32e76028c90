// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Computer players (issue 9): legal decisions in every configuration, determinism, the best
// move in hand-made positions, the levels and their budgets (the playouts: tst_playouts).
#include "ai/arena.h"
#include "ai/greedy.h"
#include "ai/search.h"
#include "rules/simulate.h"
#include "scenario.h"
#include "testscale.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <numeric>
#include <optional>
#include <thread>

using namespace sltest;

namespace {

/** A small search: cheap enough for thousands of moves, still a real search. */
sl::ai::SearchOptions tinySearch(int iterations, int threads = 1)
{
    sl::ai::SearchOptions o;
    o.iterations = iterations;
    o.threads = threads;
    return o;
}

std::unique_ptr<sl::ai::Player> makeKind(int kind, std::uint64_t seed)
{
    switch (kind) {
    case 0:
        return sl::ai::makePlayer(sl::ai::Kind::Random, seed);
    case 1:
        return sl::ai::makePlayer(sl::ai::Kind::Greedy, seed);
    case 2:
        return sl::ai::makePlayer(sl::ai::Kind::Easy, seed);
    default:
        return std::make_unique<sl::ai::SearchPlayer>(seed, tinySearch(24, kind == 3 ? 1 : 2));
    }
}

/** The state of a scenario, then the draw of `tile`: a PlaceTile decision point. */
sl::GameState decisionPoint(Scenario& sc, const std::string& tile)
{
    const auto err = sc.run();
    if (err) qFatal("scenario: %s", err->c_str());
    sl::GameState s = sc.state();
    if (s.apply(sl::Event::draw(s.catalog().find(tile))) != sl::ApplyError::None)
        qFatal("draw of %s refused", tile.c_str());
    return s;
}

} // namespace

class TstAi : public QObject
{
    Q_OBJECT
private slots:
    void legalDecisions_data();
    void legalDecisions();
    void deterministic_data();
    void deterministic();
    void completesLargeAsteroidField();
    void noHopelessPlanetAttack();
    void helpsTeamMateNotOpponent();
    void battleExpectationIsExact();
    void cancelStopsAtOnce_data();
    void cancelStopsAtOnce();
    void budgetBelowThreadCount_data();
    void budgetBelowThreadCount();
    void levelsAreSearchesOrNot();
    void expertLegalDeterministicCancellable();
    void budgetOverridesTheLevel();
    void meepleComesFromThePlannedTurn();
};

void TstAi::legalDecisions_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("expansion");
    QTest::addColumn<bool>("team");
    QTest::addColumn<int>("games");
    QTest::newRow("2 players base") << 2 << false << false << 400;
    QTest::newRow("3 players base") << 3 << false << false << 300;
    QTest::newRow("4 players team game") << 4 << false << true << 300;
    QTest::newRow("5 players base") << 5 << false << false << 250;
    QTest::newRow("2 players expansion") << 2 << true << false << 300;
    QTest::newRow("4 players expansion team game") << 4 << true << true << 250;
    QTest::newRow("6 players expansion") << 6 << true << false << 250;
}

/** Every player (random, greedy, easy, search) only returns events the rules accept, and the
 *  record of the game replays to the same result. */
void TstAi::legalDecisions()
{
    QFETCH(int, players);
    QFETCH(bool, expansion);
    QFETCH(bool, team);
    QFETCH(int, games);
    games /= kScale;
    int searched = 0;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed =
            7919ull * static_cast<std::uint64_t>(g) + static_cast<std::uint64_t>(players);
        const sl::GameSetup setup = sl::makeSetup({players, expansion, team}, seed);
        // Most games are random and greedy ones (cheap); every fourth seats the slow kinds too.
        std::vector<std::unique_ptr<sl::ai::Player>> owned;
        std::vector<sl::ai::Player*> seats;
        for (int p = 0; p < players; ++p) {
            const int kind = g % 4 == 3 ? (p + g) % 5 : (p + g) % 2;
            searched += kind >= 3;
            owned.push_back(makeKind(kind, seed + static_cast<std::uint64_t>(p)));
            seats.push_back(owned.back().get());
        }
        sl::GameRecord record;
        const sl::ai::GameOutcome r = sl::ai::playGame(setup, seats, seed, &record);
        QVERIFY2(r.error.empty(), r.error.c_str());
        const sl::ReplayResult replayed = sl::replay(record);
        QVERIFY(!replayed.error);
        QCOMPARE(replayed.state->phase(), sl::Phase::GameOver);
        for (int side = 0; side < replayed.state->sideCount(); ++side)
            QCOMPARE(replayed.state->score(side), r.sideScores[static_cast<std::size_t>(side)]);
    }
    QVERIFY(searched > 0);
}

void TstAi::deterministic_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("expansion");
    QTest::newRow("random") << 0 << false;
    QTest::newRow("greedy") << 1 << true;
    QTest::newRow("easy") << 2 << true;
    QTest::newRow("search, 1 thread") << 3 << false;
    QTest::newRow("search, 2 threads") << 4 << true;
}

/** The same seeds give the same game, move for move (an iteration budget and a thread count). */
void TstAi::deterministic()
{
    QFETCH(int, kind);
    QFETCH(bool, expansion);
    const sl::GameSetup setup = sl::makeSetup({3, expansion, false}, 99);
    std::vector<sl::GameRecord> records(2);
    for (sl::GameRecord& rec : records) {
        std::vector<std::unique_ptr<sl::ai::Player>> owned;
        std::vector<sl::ai::Player*> seats;
        for (int p = 0; p < 3; ++p) {
            owned.push_back(p == 0 ? makeKind(kind, 5)
                                   : makeKind(1, 6 + static_cast<std::uint64_t>(p)));
            seats.push_back(owned.back().get());
        }
        QVERIFY(sl::ai::playGame(setup, seats, 1234, &rec).error.empty());
    }
    QCOMPARE(records[0].events.size(), records[1].events.size());
    QVERIFY(records[0] == records[1]);
    // Another seed plays differently (the seed is used at all).
    if (kind != 1) {
        sl::GameRecord other;
        std::vector<std::unique_ptr<sl::ai::Player>> owned;
        std::vector<sl::ai::Player*> seats;
        for (int p = 0; p < 3; ++p) {
            owned.push_back(p == 0 ? makeKind(kind, 50)
                                   : makeKind(1, 6 + static_cast<std::uint64_t>(p)));
            seats.push_back(owned.back().get());
        }
        QVERIFY(sl::ai::playGame(setup, seats, 1234, &other).error.empty());
        QVERIFY(!(other == records[0]));
    }
}

/** Red's explorer holds a 4-tile field (with a Rebel symbol) open on one edge; the drawn cap
 *  closes it at one cell only: 2 x 5 tiles + 2 = 12 points now (R-SCORE). */
void TstAi::completesLargeAsteroidField()
{
    ScenarioOptions opt;
    opt.extraTiles = {"sw02", "sw04", "sw04", "sw04", "sw15", "sw15"};
    Scenario sc({Turn{"sw18", 0, -1, 0, onSeg(0)}, Turn{"sw27", 0, -2, 2}, Turn{"sw02", -1, -2, 1},
                 Turn{"sw04", 1, 0, 0}},
                opt);
    const sl::GameState s = decisionPoint(sc, "sw02");
    sl::ai::SearchPlayer hard(11, tinySearch(4000));
    const sl::ai::TurnAction a = hard.planTurn(s);
    QCOMPARE(a.place, (sl::Placement{1, -2, 3}));
    sl::GameState after = s;
    QCOMPARE(after.apply(sl::Event::placeTile(a.place)), sl::ApplyError::None);
    QCOMPARE(after.apply(sl::Event::meepleMove(a.meeple)), sl::ApplyError::None);
    QVERIFY(after.score(0) >= 12);
}

/** Black's large meeple sits on Jakku (Empire symbol): 3 dice against red's 1. The drawn
 *  route with a Rebel symbol extends an open route next to the planet: red should claim the
 *  route (5 points projected) rather than attack at 1 die against 3 (R-BAT-1). Note: a lost
 *  attack still scores its die (R-BAT-4), so the attack is only worse, not worthless. */
void TstAi::noHopelessPlanetAttack()
{
    ScenarioOptions opt;
    opt.extraTiles = {"sw05", "sw04", "sw04", "sw15", "sw15", "sw02"};
    Scenario sc({Turn{"sw04", 1, 0, 0}, Turn{"sw32", 0, 1, 0, onSeg(0, true)}}, opt);
    const sl::GameState s = decisionPoint(sc, "sw05");
    for (int seed = 1; seed <= 3; ++seed) {
        sl::ai::SearchPlayer hard(static_cast<std::uint64_t>(seed), tinySearch(4000));
        const sl::ai::TurnAction a = hard.planTurn(s);
        QVERIFY2(a.meeple.target != sl::MeepleTarget::Planet, "attacked at 1 die against 3");
        QCOMPARE(a.meeple.target, sl::MeepleTarget::Segment);
    }
}

/** Team game: an unowned 3-tile route with a Rebel symbol lies between two gaps; black's
 *  merchant waits at the west gap, green's at the east gap. The drawn curve fits either gap
 *  and joins the route to the merchant there: white joins it to black's route (its team-mate),
 *  +6 for the Empire team, instead of green's (R-TEAM-2). */
void TstAi::helpsTeamMateNotOpponent()
{
    ScenarioOptions opt;
    opt.seats = {sl::Colour::Red, sl::Colour::Black, sl::Colour::Green, sl::Colour::White};
    opt.teamGame = true;
    opt.extraTiles = {"sw15", "sw15", "sw04", "sw02"};
    Scenario sc({Turn{"sw04", -1, 0, 0}, Turn{"sw05", 1, 0, 0}, Turn{"sw02", 1, -1, 0},
                 Turn{"sw02", -1, -1, 0}, Turn{"sw02", 0, 1, 2}, Turn{"sw04", -2, -1, 1, onSeg(0)},
                 Turn{"sw04", 2, -1, 1, onSeg(0)}},
                opt);
    const sl::GameState s = decisionPoint(sc, "sw15");
    QCOMPARE(s.currentPlayer(), 3);
    QCOMPARE(s.sideOf(3), s.sideOf(1));
    sl::ai::SearchPlayer hard(3, tinySearch(4000));
    QCOMPARE(hard.planTurn(s).place, (sl::Placement{-2, 0, 2}));
    sl::ai::GreedyPlayer greedy(3);
    QCOMPARE(greedy.planTurn(s).place, (sl::Placement{-2, 0, 2}));
}

/** The greedy expectation of a battle equals the mean over many sampled battles. */
void TstAi::battleExpectationIsExact()
{
    const Steps steps = withoutDice(threeSidedBattle());
    ScenarioOptions opt;
    opt.seats = {sl::Colour::Red, sl::Colour::White, sl::Colour::Black};
    Scenario sc(steps, opt);
    QVERIFY(!sc.run());
    const sl::GameState& s = sc.state();
    QCOMPARE(s.phase(), sl::Phase::Battle);
    const sl::ai::SideValues exact = sl::ai::expectedAfterBattles(s);
    std::array<double, sl::kMaxPlayers> sum{};
    sl::Rng rng(5);
    const int n = 200000 / kScale;
    for (int i = 0; i < n; ++i) {
        sl::GameState b = s;
        while (b.phase() == sl::Phase::Battle)
            b.apply(
                sl::Event::roll(rng.range(sl::dieMin(b.pendingDie()), sl::dieMax(b.pendingDie()))));
        std::array<int, sl::kMaxPlayers> p{};
        b.projectedScores(p);
        for (int side = 0; side < 3; ++side)
            sum[static_cast<std::size_t>(side)] += p[static_cast<std::size_t>(side)];
    }
    for (int side = 0; side < 3; ++side)
        QVERIFY2(std::abs(sum[static_cast<std::size_t>(side)] / n -
                          exact[static_cast<std::size_t>(side)]) < 0.05 * std::sqrt(kScale),
                 qPrintable(QStringLiteral("side %1: sampled %2, exact %3")
                                .arg(side)
                                .arg(sum[static_cast<std::size_t>(side)] / n)
                                .arg(exact[static_cast<std::size_t>(side)])));
}

/** A search without an iteration limit returns a legal move as soon as it is cancelled. */
void TstAi::cancelStopsAtOnce_data()
{
    QTest::addColumn<bool>("shared");
    QTest::newRow("a tree per thread") << false;
    QTest::newRow("one shared tree") << true;
}

void TstAi::cancelStopsAtOnce()
{
    QFETCH(bool, shared);
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 8);
    sl::GameState s(sl::buildCatalog(setup), setup.config());
    QCOMPARE(s.apply(sl::Event::draw(s.bag().front())), sl::ApplyError::None);
    sl::ai::SearchOptions unlimited = tinySearch(0, 2);
    unlimited.shared = shared;
    sl::ai::SearchPlayer hard(1, unlimited);
    std::atomic<bool> cancel{true};
    const sl::Event e = hard.decide(s, &cancel);
    QCOMPARE(e.type, sl::EventType::Place);
    QVERIFY(s.isLegalPlacement(e.place));
    QCOMPARE(hard.lastDecision().iterations, 0);
}

void TstAi::budgetBelowThreadCount_data()
{
    QTest::addColumn<int>("iterations");
    QTest::addColumn<int>("threads");
    QTest::addColumn<double>("seconds");
    QTest::addColumn<bool>("shared");
    QTest::newRow("1 playout, 2 threads") << 1 << 2 << 0.0 << false;
    QTest::newRow("1 playout, 2 threads, 20 s cap") << 1 << 2 << 20.0 << false;
    QTest::newRow("3 playouts, 8 threads, 20 s cap") << 3 << 8 << 20.0 << false;
    QTest::newRow("5 playouts, 2 threads") << 5 << 2 << 0.0 << false;
    QTest::newRow("shared tree, 1 playout, 2 threads") << 1 << 2 << 0.0 << true;
    QTest::newRow("shared tree, 3 playouts, 8 threads, 20 s cap") << 3 << 8 << 20.0 << true;
    QTest::newRow("shared tree, a batch and 1, 2 threads")
        << sl::ai::kSearchBatch + 1 << 2 << 0.0 << true;
}

/** A budget smaller than the thread count runs exactly the budget: no thread is left without
 *  a share (which once meant "no limit"), with or without a time cap. A watchdog cancels the
 *  search after 10 s so that the old fault fails instead of hanging. */
void TstAi::budgetBelowThreadCount()
{
    QFETCH(int, iterations);
    QFETCH(int, threads);
    QFETCH(double, seconds);
    QFETCH(bool, shared);
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 8);
    sl::GameState s(sl::buildCatalog(setup), setup.config());
    QCOMPARE(s.apply(sl::Event::draw(s.bag().front())), sl::ApplyError::None);
    const sl::ai::TurnOptions turns(s);
    QVERIFY(turns.size() > 1);
    sl::ai::SearchOptions o = tinySearch(iterations, threads);
    o.seconds = seconds;
    o.shared = shared;
    std::atomic<bool> cancel{false};
    std::atomic<bool> finished{false};
    std::thread watchdog([&] {
        for (int i = 0; i < 1000 && !finished; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        cancel = true;
    });
    const sl::ai::SearchResult r =
        sl::ai::search(s, turns, sl::ai::greedyValues(s, turns), o, 7, &cancel);
    finished = true;
    watchdog.join();
    QCOMPARE(r.iterations, iterations);
    QCOMPARE(std::accumulate(r.visits.begin(), r.visits.end(), 0), iterations);
}

/** Normal and Hard are searches with their measured budgets; Easy is not a search. */
void TstAi::levelsAreSearchesOrNot()
{
    QVERIFY(!sl::ai::levelOptions(sl::ai::Level::Easy).has_value());
    const auto normal = sl::ai::levelOptions(sl::ai::Level::Normal);
    QVERIFY(normal.has_value());
    QCOMPARE(normal->iterations, 2000);
    QCOMPARE(normal->threads, 1);
    QCOMPARE(normal->seconds, 0.0);
    const auto hard = sl::ai::levelOptions(sl::ai::Level::Hard);
    QVERIFY(hard.has_value());
    QCOMPARE(hard->iterations, 32000);
    QCOMPARE(hard->threads, 2);
    QCOMPARE(hard->seconds, 1.0);
    const auto expert = sl::ai::levelOptions(sl::ai::Level::Expert);
    QVERIFY(expert.has_value());
    QCOMPARE(expert->iterations, 4 * hard->iterations);
    QCOMPARE(expert->threads, 2);
    QCOMPARE(expert->seconds, 1.0);
    // Only Expert has the next player's reply in its tree (issue 36).
    QCOMPARE(expert->replies, 1);
    QCOMPARE(hard->replies, 0);
    QCOMPARE(normal->replies, 0);
    QCOMPARE(sl::ai::makePlayer(sl::ai::Kind::Expert, 1)->name(), std::string("expert"));
    QCOMPARE(sl::ai::kindFromString("expert"), std::optional(sl::ai::Kind::Expert));
    QCOMPARE(sl::ai::levelOf(sl::ai::Kind::Expert), std::optional(sl::ai::Level::Expert));
    QCOMPARE(sl::ai::levelOf(sl::ai::Kind::Easy), std::optional(sl::ai::Level::Easy));
    QVERIFY(!sl::ai::levelOf(sl::ai::Kind::Greedy) && !sl::ai::levelOf(sl::ai::Kind::Random));
    // Easy plays a greedy turn drawn at random, not a search.
    QVERIFY(dynamic_cast<sl::ai::GreedyPlayer*>(sl::ai::makePlayer(sl::ai::Level::Easy, 1).get()));
}

/** A budget overrides what it gives of a level's iterations, seconds and threads (at least one
 *  thread); what it leaves out is the level's own. */
void TstAi::budgetOverridesTheLevel()
{
    const sl::ai::SearchOptions hard = *sl::ai::levelOptions(sl::ai::Level::Hard);
    auto optionsOf = [](const sl::ai::Budget& b) {
        const auto p = sl::ai::makePlayer(sl::ai::Level::Hard, 1, b);
        const auto* search = dynamic_cast<const sl::ai::SearchPlayer*>(p.get());
        if (!search) qFatal("Hard is not a search");
        return search->options();
    };
    const sl::ai::SearchOptions given = optionsOf({123, 0.5, 3});
    QCOMPARE(given.iterations, 123);
    QCOMPARE(given.seconds, 0.5);
    QCOMPARE(given.threads, 3);
    const sl::ai::SearchOptions none = optionsOf({});
    QCOMPARE(none.iterations, hard.iterations);
    QCOMPARE(none.seconds, hard.seconds);
    QCOMPARE(none.threads, std::max(1, hard.threads));
    QCOMPARE(optionsOf({{}, {}, 0}).threads, 1);
    QCOMPARE(optionsOf({{}, {}, -2}).threads, 1);
}

/** A search player decides its tile and meeple as one turn: the meeple it then puts down is the
 *  planned one, chosen without a second search (no iterations), for as long as the position is
 *  the one it planned for. */
void TstAi::meepleComesFromThePlannedTurn()
{
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 12);
    sl::GameState s(sl::buildCatalog(setup), setup.config());
    auto hard = sl::ai::makePlayer(sl::ai::Level::Hard, 4, sl::ai::Budget{200 / kScale, 0.0, 1});
    auto clone = sl::ai::makePlayer(sl::ai::Level::Hard, 4, sl::ai::Budget{200 / kScale, 0.0, 1});
    int planned = 0;
    for (int turn = 0; turn < 6; ++turn) {
        QCOMPARE(s.apply(sl::Event::draw(s.bag().front())), sl::ApplyError::None);
        const sl::ai::TurnAction whole = clone->planTurn(s, nullptr);
        const sl::Event place = hard->decide(s, nullptr);
        QVERIFY(hard->lastDecision().iterations > 0);
        QCOMPARE(place.place, whole.place);
        QCOMPARE(s.apply(place), sl::ApplyError::None);
        const sl::Event meeple = hard->decide(s, nullptr);
        QCOMPARE(hard->lastDecision().iterations, 0);
        QCOMPARE(meeple.meeple, whole.meeple);
        QCOMPARE(s.apply(meeple), sl::ApplyError::None);
        planned += whole.meeple.target != sl::MeepleTarget::None;
        for (int die = 0; s.phase() == sl::Phase::Battle; ++die) // ties end: 1, 2, 3, ...
            QCOMPARE(s.apply(sl::Event::roll(1 + die % 6)), sl::ApplyError::None);
    }
    QVERIFY(planned > 0); // some planned turns did put a meeple down
}

/** Expert with a fixed budget: legal decisions, the same game from the same seeds (another seed
 *  plays another game); with its own budget, a cancel stops it before the budget is spent with
 *  a legal move. */
void TstAi::expertLegalDeterministicCancellable()
{
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 31);
    auto play = [&](std::uint64_t expertSeed) {
        sl::ai::Budget budget;
        budget.iterations = 300 / kScale;
        budget.seconds = 0.0;
        auto expert = sl::ai::makePlayer(sl::ai::Kind::Expert, expertSeed, budget);
        auto greedy = sl::ai::makePlayer(sl::ai::Kind::Greedy, 2);
        std::vector<sl::ai::Player*> seats{expert.get(), greedy.get()};
        sl::GameRecord record;
        const sl::ai::GameOutcome r = sl::ai::playGame(setup, seats, 77, &record);
        if (!r.error.empty()) qFatal("illegal decision: %s", r.error.c_str());
        const sl::ReplayResult replayed = sl::replay(record);
        if (replayed.error || replayed.state->phase() != sl::Phase::GameOver)
            qFatal("the record does not replay to the end");
        return record;
    };
    const sl::GameRecord first = play(5);
    QVERIFY(first == play(5));
    QVERIFY(!(first == play(6)));

    sl::GameState s(sl::buildCatalog(setup), setup.config());
    QCOMPARE(s.apply(sl::Event::draw(s.bag().front())), sl::ApplyError::None);
    auto expert = sl::ai::makePlayer(sl::ai::Level::Expert, 3, sl::ai::Budget{{}, 0.0, {}});
    std::atomic<bool> cancel{false};
    std::thread canceller([&cancel] {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        cancel = true;
    });
    const sl::Event e = expert->decide(s, &cancel);
    canceller.join();
    QCOMPARE(e.type, sl::EventType::Place);
    QVERIFY(s.isLegalPlacement(e.place));
    QVERIFY(expert->lastDecision().iterations <
            sl::ai::levelOptions(sl::ai::Level::Expert)->iterations);
}

QTEST_APPLESS_MAIN(TstAi)

#include "tst_ai.moc"
