// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Computer players (issue 9): legal decisions in every configuration, determinism, the best
// move in hand-made positions, and the playout fast path equal to the checked rules.
#include "ai/arena.h"
#include "ai/greedy.h"
#include "ai/search.h"
#include "rules/simulate.h"
#include "scenario.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <sstream>
#include <thread>

using namespace sltest;

namespace {

#ifdef NDEBUG
constexpr int kScale = 1;
#else
constexpr int kScale = 8; // sanitizer and debug builds play fewer games
#endif

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

/** Everything observable about a final state, to compare two games. */
std::string fingerprint(const sl::GameState& s)
{
    std::ostringstream o;
    for (int side = 0; side < s.sideCount(); ++side)
        o << s.score(side) << ' ';
    for (const sl::PlacedTile& t : s.tiles())
        o << t.x << ',' << t.y << ',' << t.type << ',' << int(t.rot) << ' ';
    for (int p = 0; p < s.playerCount(); ++p)
        for (const sl::Meeple& m : s.meeples(p))
            o << m.node << ':' << int(m.equipment) << ' ';
    std::multiset<int> bag(s.bag().begin(), s.bag().end());
    for (int t : bag)
        o << t << ' ';
    std::array<int, sl::kMaxPlayers> projected{};
    s.projectedScores(projected);
    for (int v : projected)
        o << v << ' ';
    return o.str() + std::to_string(int(s.phase())) + ' ' + std::to_string(s.currentPlayer());
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

/** A 2-player base game 60 random moves in, at a PlaceTile decision. */
sl::GameState midGame(sl::Rng& rng, std::uint64_t seed = 21)
{
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, seed);
    sl::GameState s(sl::buildCatalog(setup), setup.config());
    sl::RandomPlayer random;
    for (int moves = 0; moves < 60 || s.phase() != sl::Phase::PlaceTile; ++moves) {
        if (s.phase() == sl::Phase::DrawTile)
            s.apply(
                sl::Event::draw(s.bag()[rng.below(static_cast<std::uint32_t>(s.bag().size()))]));
        else if (s.phase() == sl::Phase::Battle)
            s.apply(
                sl::Event::roll(rng.range(sl::dieMin(s.pendingDie()), sl::dieMax(s.pendingDie()))));
        else
            s.apply(random.choose(s, rng));
    }
    return s;
}

/** The exact chance of each of `legal` under weightedPlacement() with `weights`, worked out
 *  from the rules' own view of the board (placed neighbours of the cell). */
std::vector<double> exactOdds(const sl::GameState& s, const std::vector<sl::Placement>& legal,
                              const sl::GameState::NeighbourWeights& weights)
{
    std::vector<double> odds;
    double total = 0;
    for (const sl::Placement& p : legal) {
        int n = 0;
        for (int d = 0; d < 4; ++d)
            n += s.tileAt(p.x + sl::kDx[static_cast<std::size_t>(d)],
                          p.y + sl::kDy[static_cast<std::size_t>(d)]) >= 0;
        odds.push_back(weights[static_cast<std::size_t>(n)]);
        total += weights[static_cast<std::size_t>(n)];
    }
    for (double& w : odds)
        w /= total;
    return odds;
}

/** The mid-game position after two different turns (the first and the last legal placement,
 *  on two cells, no meeple): the same bag, the next player to draw. */
std::pair<sl::GameState, sl::GameState> twoTurnsApart(sl::Rng& rng)
{
    const sl::GameState s = midGame(rng);
    std::vector<sl::Placement> legal;
    s.legalPlacements(legal);
    if (legal.size() < 4 ||
        (legal.front().x == legal.back().x && legal.front().y == legal.back().y))
        qFatal("the position needs placements on two cells");
    auto after = [&s](const sl::Placement& p) {
        sl::GameState g = s;
        g.placeUnchecked(p);
        g.meepleUnchecked({});
        return g;
    };
    return {after(legal.front()), after(legal.back())};
}

/** Sampled frequencies against exact chances, each within 5 standard errors. */
void compareOdds(const std::vector<int>& seen, const std::vector<double>& expect, int samples,
                 const char* what)
{
    for (std::size_t k = 0; k < expect.size(); ++k) {
        const double f = double(seen[k]) / samples;
        const double sd = std::sqrt(expect[k] * (1 - expect[k]) / samples);
        QVERIFY2(std::abs(f - expect[k]) < 5 * sd + 1e-9,
                 qPrintable(QStringLiteral("%1 %2: %3 sampled, %4 expected")
                                .arg(QLatin1String(what))
                                .arg(k)
                                .arg(f)
                                .arg(expect[k])));
    }
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
    void cancelStopsAtOnce();
    void budgetBelowThreadCount_data();
    void budgetBelowThreadCount();
    void levelsAreSearchesOrNot();
    void expertLegalDeterministicCancellable();
    void budgetOverridesTheLevel();
    void meepleComesFromThePlannedTurn();
    void commonTileStreamsAreIndependent();
    void playoutFastPathMatchesRules();
    void placementSamplingDistribution();
    void coupledPlacementsKeepEachGamesOdds();
    void coupledPlacementsOfATileThatFitsNowhere();
    void coupledMeeplesKeepEachOdds();
    void coupledPlayoutsDifferLess();
    void referencePlayedAsAlone();
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
void TstAi::cancelStopsAtOnce()
{
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 8);
    sl::GameState s(sl::buildCatalog(setup), setup.config());
    QCOMPARE(s.apply(sl::Event::draw(s.bag().front())), sl::ApplyError::None);
    sl::ai::SearchOptions unlimited = tinySearch(0, 2);
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
    QTest::newRow("1 playout, 2 threads") << 1 << 2 << 0.0;
    QTest::newRow("1 playout, 2 threads, 20 s cap") << 1 << 2 << 20.0;
    QTest::newRow("3 playouts, 8 threads, 20 s cap") << 3 << 8 << 20.0;
    QTest::newRow("5 playouts, 2 threads") << 5 << 2 << 0.0;
}

/** A budget smaller than the thread count runs exactly the budget: no thread is left without
 *  a share (which once meant "no limit"), with or without a time cap. A watchdog cancels the
 *  search after 10 s so that the old fault fails instead of hanging. */
void TstAi::budgetBelowThreadCount()
{
    QFETCH(int, iterations);
    QFETCH(int, threads);
    QFETCH(double, seconds);
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 8);
    sl::GameState s(sl::buildCatalog(setup), setup.config());
    QCOMPARE(s.apply(sl::Event::draw(s.bag().front())), sl::ApplyError::None);
    const sl::ai::TurnOptions turns(s);
    QVERIFY(turns.size() > 1);
    sl::ai::SearchOptions o = tinySearch(iterations, threads);
    o.seconds = seconds;
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

/** The generators of "the n-th playout draws the same tiles" share no state word with their
 *  neighbours (seeds one splitmix64 step apart would share three of four). */
void TstAi::commonTileStreamsAreIndependent()
{
    for (std::uint64_t base : {std::uint64_t(0), std::uint64_t(0x7e5), ~std::uint64_t(0) / 3}) {
        std::set<std::uint64_t> words;
        const int n = 2000;
        for (int k = 0; k < n; ++k) {
            const sl::Rng rng = sl::Rng::stream(base, std::uint64_t(k));
            for (std::uint64_t w : rng.state())
                words.insert(w);
        }
        QCOMPARE(int(words.size()), 4 * n);
    }
}

/** The unchecked playout steps (drawAt, randomPlacement, weightedPlacement, placeUnchecked,
 *  meepleChoices, meepleUnchecked) give the same states as the same events through apply(). */
void TstAi::playoutFastPathMatchesRules()
{
    for (const sl::SimOptions& cfg :
         {sl::SimOptions{2, false, false}, sl::SimOptions{4, true, true},
          sl::SimOptions{6, true, false}}) {
        const sl::GameSetup setup = sl::makeSetup(cfg, 3);
        const sl::GameState fresh(sl::buildCatalog(setup), setup.config());
        sl::Rng rng(17);
        for (int g = 0; g < 300 / kScale; ++g) {
            sl::GameState fast = fresh;
            sl::GameState checked = fresh;
            sl::MeepleChoices choices;
            std::vector<sl::MeepleMove> all;
            while (fast.phase() != sl::Phase::GameOver) {
                sl::Event e;
                switch (fast.phase()) {
                case sl::Phase::DrawTile: {
                    const std::size_t i = rng.below(static_cast<std::uint32_t>(fast.bag().size()));
                    e = sl::Event::draw(fast.bag()[i]);
                    fast.drawAt(i);
                    break;
                }
                case sl::Phase::PlaceTile: {
                    sl::Placement p;
                    const sl::GameState::NeighbourWeights fill{0, 1, 5, 30, 255};
                    if (g % 2 ? fast.weightedPlacement(rng, fill, p)
                              : fast.randomPlacement(rng, p)) {
                        QVERIFY(fast.isLegalPlacement(p));
                        e = sl::Event::placeTile(p);
                        fast.placeUnchecked(p);
                    } else {
                        e = sl::Event::discard();
                        QCOMPARE(fast.apply(e), sl::ApplyError::None);
                    }
                    break;
                }
                case sl::Phase::PlaceMeeple: {
                    fast.meepleChoices(choices);
                    fast.meepleOptions(all);
                    QCOMPARE(static_cast<std::size_t>(choices.count()), all.size());
                    const int k =
                        static_cast<int>(rng.below(static_cast<std::uint32_t>(choices.count())));
                    QVERIFY(choices.at(k) == all[static_cast<std::size_t>(k)]);
                    e = sl::Event::meepleMove(choices.at(k));
                    fast.meepleUnchecked(choices.at(k));
                    break;
                }
                default:
                    e = sl::Event::roll(
                        rng.range(sl::dieMin(fast.pendingDie()), sl::dieMax(fast.pendingDie())));
                    QCOMPARE(fast.apply(e), sl::ApplyError::None);
                }
                QCOMPARE(checked.apply(e), sl::ApplyError::None);
                QCOMPARE(fingerprint(fast), fingerprint(checked));
            }
        }
    }
}

/** randomPlacement() is uniform over legalPlacements(); weightedPlacement() follows its
 *  weights by neighbour count. Sampled frequencies against the exact ones. */
void TstAi::placementSamplingDistribution()
{
    sl::Rng rng(4);
    const sl::GameState s = midGame(rng);
    std::vector<sl::Placement> legal;
    s.legalPlacements(legal);
    QVERIFY(legal.size() > 3);
    const sl::GameState::NeighbourWeights weights{0, 1, 4, 16, 64};
    std::vector<double> expectUniform;
    const std::vector<double> expectWeighted = exactOdds(s, legal, weights);
    // The position must tell the two apart: cells with different numbers of neighbours.
    QVERIFY(*std::max_element(expectWeighted.begin(), expectWeighted.end()) >
            2 * *std::min_element(expectWeighted.begin(), expectWeighted.end()));
    expectUniform.assign(legal.size(), 1.0 / static_cast<double>(legal.size()));
    const int samples = 400000 / kScale;
    for (int weighted = 0; weighted < 2; ++weighted) {
        std::vector<int> seen(legal.size(), 0);
        for (int i = 0; i < samples; ++i) {
            sl::Placement p;
            QVERIFY(weighted ? s.weightedPlacement(rng, weights, p) : s.randomPlacement(rng, p));
            const auto it = std::find(legal.begin(), legal.end(), p);
            QVERIFY(it != legal.end());
            ++seen[static_cast<std::size_t>(it - legal.begin())];
        }
        compareOdds(seen, weighted ? expectWeighted : expectUniform, samples, "placement");
        if (QTest::currentTestFailed()) return;
    }
}

/**
 * Two games one turn apart in two ways, the same tile drawn in both: coupledPlacements() places
 * it in each with that game's own odds (weightedPlacement's), and on one cell in both as often
 * as the two games' odds allow, the sum over cells of the smaller chance (a maximal coupling).
 */
/** A tile that fits nowhere (R-TURN-1a) has no placement in either game: both answers are
 *  empty, whatever the caller's variables held before. */
void TstAi::coupledPlacementsOfATileThatFitsNowhere()
{
    sltest::Scenario s({}, {{sl::Colour::Red, sl::Colour::Black}, false, "sw12", {"sw02"}});
    QVERIFY(!s.run());
    sl::GameState& st = s.state();
    QCOMPARE(st.apply(sl::Event::draw(st.catalog().find("sw02"))), sl::ApplyError::None);
    QCOMPARE(st.countPlacements(), 0);
    const sl::GameState::NeighbourWeights weights{0, 1, 4, 16, 64};
    sl::GameState::PlacementWeights table;
    st.preparePlacementWeights(weights, table);
    sl::Rng rng(3);
    std::optional<sl::Placement> pa = sl::Placement{1, 0, 0};
    std::optional<sl::Placement> pb = sl::Placement{0, 1, 0};
    sl::ai::coupledPlacements(st, st, rng, table, pa, pb);
    QVERIFY(!pa);
    QVERIFY(!pb);
}

void TstAi::coupledPlacementsKeepEachGamesOdds()
{
    sl::Rng rng(8);
    auto [a, b] = twoTurnsApart(rng);
    a.drawAt(0); // the same bag in both: the same tile
    b.drawAt(0);
    QCOMPARE(a.drawnTile(), b.drawnTile());
    std::vector<sl::Placement> inA, inB;
    a.legalPlacements(inA);
    b.legalPlacements(inB);
    QVERIFY(!inA.empty() && !inB.empty());
    const sl::GameState::NeighbourWeights weights{0, 1, 4, 16, 64};
    sl::GameState::PlacementWeights table;
    a.preparePlacementWeights(weights, table);
    const std::vector<double> oddsA = exactOdds(a, inA, weights);
    const std::vector<double> oddsB = exactOdds(b, inB, weights);
    // The chance that both land on one cell: per cell, the smaller of its two chances.
    std::map<std::pair<int, int>, std::pair<double, double>> cells;
    for (std::size_t k = 0; k < inA.size(); ++k)
        cells[{inA[k].x, inA[k].y}].first += oddsA[k];
    for (std::size_t k = 0; k < inB.size(); ++k)
        cells[{inB[k].x, inB[k].y}].second += oddsB[k];
    double shared = 0;
    for (const auto& [cell, p] : cells)
        shared += std::min(p.first, p.second);
    QVERIFY2(shared > 0.5 && shared < 1.0, qPrintable(QString::number(shared)));

    const int samples = 200000 / kScale;
    std::vector<int> seenA(inA.size(), 0), seenB(inB.size(), 0);
    int together = 0;
    for (int i = 0; i < samples; ++i) {
        std::optional<sl::Placement> pa, pb;
        sl::ai::coupledPlacements(a, b, rng, table, pa, pb);
        QVERIFY(pa && pb);
        const auto ia = std::find(inA.begin(), inA.end(), *pa);
        const auto ib = std::find(inB.begin(), inB.end(), *pb);
        QVERIFY(ia != inA.end() && ib != inB.end());
        ++seenA[static_cast<std::size_t>(ia - inA.begin())];
        ++seenB[static_cast<std::size_t>(ib - inB.begin())];
        together += pa->x == pb->x && pa->y == pb->y;
    }
    compareOdds(seenA, oddsA, samples, "placement in a");
    compareOdds(seenB, oddsB, samples, "placement in b");
    compareOdds({together}, {shared}, samples, "one cell in both");
}

/**
 * coupledMeeples(): each game's meeple uniform over its own choices, the same move in both as
 * often as that allows. a offers a pass and two realms for a small or the large meeple (5
 * moves), b a pass, the first realm and a planet for a small one (3): both pass or both put a
 * small meeple on the first realm with chance min(1/5, 1/3) each, 2/5 in all.
 */
void TstAi::coupledMeeplesKeepEachOdds()
{
    sl::MeepleChoices ca, cb;
    ca.targets = 2;
    ca.target[0] = {sl::MeepleTarget::Segment, 0};
    ca.target[1] = {sl::MeepleTarget::Segment, 1};
    ca.kinds = 2;
    ca.kind[1].large = true;
    cb.targets = 2;
    cb.target[0] = {sl::MeepleTarget::Segment, 0};
    cb.target[1] = {sl::MeepleTarget::Planet, -1, 1, 2};
    cb.kinds = 1;
    sl::Rng rng(5);
    const int samples = 200000 / kScale;
    // Both ways round: b keeps a's move always (5 choices in a, 3 in b) or with chance 3/5.
    for (const bool swapped : {false, true}) {
        const sl::MeepleChoices& first = swapped ? cb : ca;
        const sl::MeepleChoices& second = swapped ? ca : cb;
        std::vector<int> seenA(static_cast<std::size_t>(first.count()), 0);
        std::vector<int> seenB(static_cast<std::size_t>(second.count()), 0);
        int same = 0;
        for (int i = 0; i < samples; ++i) {
            const auto [ma, mb] = sl::ai::coupledMeeples(first, second, rng);
            int ka = 0, kb = 0;
            while (ka < first.count() && !(first.at(ka) == ma))
                ++ka;
            while (kb < second.count() && !(second.at(kb) == mb))
                ++kb;
            QVERIFY(ka < first.count() && kb < second.count());
            ++seenA[static_cast<std::size_t>(ka)];
            ++seenB[static_cast<std::size_t>(kb)];
            same += ma == mb;
        }
        compareOdds(seenA, std::vector<double>(seenA.size(), 1.0 / double(seenA.size())), samples,
                    "meeple in a");
        compareOdds(seenB, std::vector<double>(seenB.size(), 1.0 / double(seenB.size())), samples,
                    "meeple in b");
        compareOdds({same}, {0.4}, samples, "the same meeple");
        if (QTest::currentTestFailed()) return;
    }
}

/**
 * Why the review couples its playouts: two turns of one decision valued on coupled playouts
 * differ from playout to playout by far less than on playouts that only share their tile
 * order, while each turn's mean stays the same (within the sampling error). And one game
 * played on coupled with itself stays one game.
 */
void TstAi::coupledPlayoutsDifferLess()
{
    sl::Rng rng(8);
    const auto [a, b] = twoTurnsApart(rng);
    const sl::ai::PlayoutPolicy policy;
    auto margin = [](const sl::GameState& g) {
        const auto score = sl::ai::scoresNow(g);
        return double(score[0] - score[1]);
    };
    // Not scaled down in sanitizer builds: the games are the same in every build, and 250 of
    // them were too few for the ratio below (0.76 on the first 250, 0.68 on all 2000).
    const int n = 2000;
    // Per game (a and b, coupled and apart): the sum and the sum of squares of the margins.
    std::array<std::array<double, 2>, 4> sums{};
    double coupledSq = 0, sharedSq = 0;
    for (int k = 0; k < n; ++k) {
        sl::GameState ca = a, cb = b;
        sl::ai::coupledPlayout(ca, cb, sl::mixSeed(99, std::uint64_t(k)), policy);
        QCOMPARE(ca.phase(), sl::Phase::GameOver);
        QCOMPARE(cb.phase(), sl::Phase::GameOver);
        // The same tile order only (as two separate playouts of the same seed).
        sl::GameState ia = a, ib = b;
        sl::Rng movesA(sl::mixSeed(7, std::uint64_t(k))), tilesA(sl::mixSeed(8, std::uint64_t(k)));
        sl::Rng movesB = movesA, tilesB = tilesA;
        sl::ai::playout(ia, movesA, tilesA, policy);
        sl::ai::playout(ib, movesB, tilesB, policy);
        const std::array<double, 4> m{margin(ca), margin(cb), margin(ia), margin(ib)};
        for (std::size_t g = 0; g < 4; ++g) {
            sums[g][0] += m[g];
            sums[g][1] += m[g] * m[g];
        }
        coupledSq += (m[0] - m[1]) * (m[0] - m[1]);
        sharedSq += (m[2] - m[3]) * (m[2] - m[3]);
    }
    const double coupled = std::sqrt(coupledSq / n);
    const double shared = std::sqrt(sharedSq / n);
    qInfo("per playout, the two margins differ by %.2f coupled, %.2f on shared tiles", coupled,
          shared);
    QVERIFY2(coupled < 0.75 * shared,
             qPrintable(QStringLiteral("coupled %1, shared tiles %2").arg(coupled).arg(shared)));
    // Each game keeps its own odds: its mean margin is the same coupled or apart.
    for (std::size_t g = 0; g < 2; ++g) {
        const auto& c = sums[g];
        const auto& i = sums[g + 2];
        const double variance = (c[1] - c[0] * c[0] / n + i[1] - i[0] * i[0] / n) / (n - 1);
        QVERIFY2(std::abs(c[0] - i[0]) / n < 4 * std::sqrt(variance / n),
                 qPrintable(QStringLiteral("game %1: %2 coupled, %3 apart")
                                .arg(g)
                                .arg(c[0] / n)
                                .arg(i[0] / n)));
    }

    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        sl::GameState one = a, same = a;
        sl::ai::coupledPlayout(one, same, seed, policy);
        QCOMPARE(fingerprint(one), fingerprint(same));
    }
}

/**
 * The reference of coupledPlayouts() is played as it would be alone, whatever follows it, and a
 * follower's game depends only on the reference and its own place: so a turn valued beside other
 * turns keeps its value (the review's played turn, a puzzle's stored turns). The games do
 * couple: a follower that is the reference's own state plays the reference's game.
 */
void TstAi::referencePlayedAsAlone()
{
    sl::Rng rng(8);
    const auto [a, b] = twoTurnsApart(rng);
    const sl::ai::PlayoutPolicy policy;
    int followersDiffer = 0;
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        sl::GameState alone = a;
        sl::ai::coupledPlayouts(alone, {}, seed, policy);
        QCOMPARE(alone.phase(), sl::Phase::GameOver);
        sl::GameState withOne = a, one = b;
        const std::array<sl::GameState*, 1> first{&one};
        sl::ai::coupledPlayouts(withOne, first, seed, policy);
        sl::GameState withThree = a, f0 = b, f1 = a, f2 = b;
        const std::array<sl::GameState*, 3> three{&f0, &f1, &f2};
        sl::ai::coupledPlayouts(withThree, three, seed, policy);
        QCOMPARE(fingerprint(withOne), fingerprint(alone));
        QCOMPARE(fingerprint(withThree), fingerprint(alone));
        QCOMPARE(fingerprint(f0), fingerprint(one)); // follower 0 beside others or alone
        QCOMPARE(fingerprint(f1), fingerprint(alone));
        followersDiffer += fingerprint(f2) != fingerprint(f0);
    }
    // Two followers from the same state are two games (each its own coupling draws), mostly.
    QVERIFY(followersDiffer > 0);
}

QTEST_APPLESS_MAIN(TstAi)

#include "tst_ai.moc"
