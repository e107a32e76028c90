// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Matches between computer players (engine/ai/match.h, `starlanes-cli match`): the Wilson
// interval, the seat orders, the same tiles in every seat order, self-play as two independent
// players, fair team lineups, and that no player sees what lies ahead (the order of the bag).
#include "ai/greedy.h"
#include "ai/match.h"
#include "ai/search.h"
#include "rules/simulate.h"

#include <QTest>

#include <map>
#include <set>

namespace {

sl::ai::Entrant entrant(const std::string& label, sl::ai::Kind kind)
{
    return {label, [kind](std::uint64_t seed) { return sl::ai::makePlayer(kind, seed); }};
}

/** A tiny search, still a search (two threads: their seeds are part of the decision). */
sl::ai::Entrant tinySearch(const std::string& label, int threads)
{
    return {label, [threads](std::uint64_t seed) -> std::unique_ptr<sl::ai::Player> {
                sl::ai::SearchOptions o;
                o.iterations = 40;
                o.threads = threads;
                return std::make_unique<sl::ai::SearchPlayer>(seed, o);
            }};
}

} // namespace

class TstMatch : public QObject
{
    Q_OBJECT
private slots:
    void wilsonInterval_data();
    void wilsonInterval();
    void seatOrders_data();
    void seatOrders();
    void everySeatOrderDrawsTheSameTiles();
    void selfPlayIsIndependent();
    void unfairTeamLineupsRefused_data();
    void unfairTeamLineupsRefused();
    void teamGameCountsEachOrderOnce();
    void oneEntrantInEverySeatCountsEachGame();
    void timePerTurnIsTheGamesSum();
    void decisionsDoNotSeeTheFuture_data();
    void decisionsDoNotSeeTheFuture();
};

void TstMatch::wilsonInterval_data()
{
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // Worked out by hand: centre (p + z²/2n) / (1 + z²/n), half-width
    // z sqrt(p(1-p)/n + z²/4n²) / (1 + z²/n), z = 1.96.
    QTest::newRow("50 of 100") << 0.5 << 100.0 << 0.40383 << 0.59617;
    QTest::newRow("376 of 400 (Hard vs Greedy, docs/experiments.md)")
        << 0.94 << 400.0 << 0.91228 << 0.95935;
    QTest::newRow("400 of 400") << 1.0 << 400.0 << 0.99049 << 1.0;
    QTest::newRow("0 of 10") << 0.0 << 10.0 << 0.0 << 0.27753;
    QTest::newRow("1 of 1") << 1.0 << 1.0 << 0.20654 << 1.0;
}

void TstMatch::wilsonInterval()
{
    QFETCH(double, p);
    QFETCH(double, n);
    QFETCH(double, low);
    QFETCH(double, high);
    const auto [lo, hi] = sl::ai::wilson95(p, n);
    QVERIFY2(std::abs(lo - low) < 5e-5, qPrintable(QString::number(lo, 'f', 6)));
    QVERIFY2(std::abs(hi - high) < 5e-5, qPrintable(QString::number(hi, 'f', 6)));
}

void TstMatch::seatOrders_data()
{
    QTest::addColumn<std::vector<int>>("lineup");
    QTest::addColumn<std::vector<std::vector<int>>>("orders");
    QTest::newRow("two") << std::vector<int>{0, 1} << std::vector<std::vector<int>>{{0, 1}, {1, 0}};
    QTest::newRow("three") << std::vector<int>{0, 1, 2}
                           << std::vector<std::vector<int>>{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}};
    QTest::newRow("one against three")
        << std::vector<int>{0, 1, 1, 1}
        << std::vector<std::vector<int>>{{0, 1, 1, 1}, {1, 1, 1, 0}, {1, 1, 0, 1}, {1, 0, 1, 1}};
    QTest::newRow("team game: two teams")
        << std::vector<int>{0, 1, 0, 1}
        << std::vector<std::vector<int>>{{0, 1, 0, 1}, {1, 0, 1, 0}};
}

/** The lineup turned seat by seat, each distinct order once. */
void TstMatch::seatOrders()
{
    QFETCH(std::vector<int>, lineup);
    QFETCH(std::vector<std::vector<int>>, orders);
    QCOMPARE(sl::ai::seatOrders(lineup), orders);
}

/** Every set is played once in every seat order, with the same tiles in the same order; the
 *  game count is rounded up to whole sets. */
void TstMatch::everySeatOrderDrawsTheSameTiles()
{
    const std::vector<sl::ai::Entrant> entrants{entrant("greedy", sl::ai::Kind::Greedy),
                                                entrant("random", sl::ai::Kind::Random),
                                                entrant("easy", sl::ai::Kind::Easy)};
    sl::ai::MatchOptions o;
    o.seats = 3;
    o.seed = 17;
    o.games = 7; // 3 orders: rounded up to 9 games, 3 sets
    o.jobs = 2;
    std::map<long long, std::map<int, std::vector<int>>> draws; // set -> order -> tiles
    std::map<long long, std::map<int, std::vector<int>>> seats;
    const sl::ai::MatchResult r = sl::ai::playMatch(
        entrants, {0, 1, 2}, o, [&](const sl::ai::MatchGame& g, const sl::ai::MatchResult&) {
            draws[g.set][g.order] = g.outcome.draws;
            seats[g.set][g.order] = g.seatEntrant;
        });
    QVERIFY(r.error.empty());
    QCOMPARE(r.games, 9LL);
    QCOMPARE(r.orders, 3);
    QCOMPARE(int(draws.size()), 3);
    std::set<std::vector<int>> perSet;
    for (const auto& [set, byOrder] : draws) {
        QCOMPARE(int(byOrder.size()), 3);
        for (const auto& [order, tiles] : byOrder) {
            QVERIFY(tiles.size() >= 70);
            QCOMPARE(tiles, byOrder.at(0));
            QCOMPARE(seats[set][order], sl::ai::seatOrders({0, 1, 2})[std::size_t(order)]);
        }
        perSet.insert(byOrder.at(0));
    }
    QCOMPARE(int(perSet.size()), 3); // and another order for every set
    // Wins add up to the games (a shared top score split), each entrant seated in every game.
    double wins = 0;
    for (const auto& e : r.entrants) {
        wins += e.wins;
        QCOMPARE(e.won + e.drawn + e.lost, 9);
    }
    QCOMPARE(wins, 9.0);
}

/** Two entries of the same player are two independent entrants (issue 36: the seeds were the
 *  seats', so the second seat order of a tile order replayed the first with the names swapped
 *  and self-play gave exactly 50 % by construction). Now each seat order is a game of its own,
 *  every game's record replays to its scores, and the result is about even, within its
 *  interval. */
void TstMatch::selfPlayIsIndependent()
{
    const std::vector<sl::ai::Entrant> entrants{entrant("easy #1", sl::ai::Kind::Easy),
                                                entrant("easy #2", sl::ai::Kind::Easy)};
    sl::ai::MatchOptions o;
    o.seed = 3;
    o.games = 80;
    std::map<long long, std::map<int, sl::ai::MatchGame>> games;
    const sl::ai::MatchResult r = sl::ai::playMatch(
        entrants, {0, 1}, o,
        [&](const sl::ai::MatchGame& g, const sl::ai::MatchResult&) { games[g.set][g.order] = g; });
    QVERIFY(r.error.empty());
    int mirrored = 0;
    for (const auto& [set, byOrder] : games) {
        const sl::ai::MatchGame& first = byOrder.at(0);
        const sl::ai::MatchGame& second = byOrder.at(1);
        QCOMPARE(first.outcome.draws.front(), second.outcome.draws.front()); // one tile order
        // The same moves with the names swapped: the first game replayed.
        mirrored += first.record.events == second.record.events;
        for (const sl::ai::MatchGame* g : {&first, &second}) {
            const sl::ReplayResult replayed = sl::replay(g->record);
            QVERIFY(replayed.state && !replayed.error);
            QCOMPARE(replayed.state->phase(), sl::Phase::GameOver);
            for (int side = 0; side < 2; ++side)
                QCOMPARE(replayed.state->score(side), g->outcome.sideScores[std::size_t(side)]);
        }
    }
    QCOMPARE(int(games.size()), 40);
    QCOMPARE(mirrored, 0);
    QCOMPARE(r.entrants[0].wins + r.entrants[1].wins, 80.0);
    QVERIFY(r.entrants[0].wins != 40.0 || r.entrants[0].meanMargin != 0.0); // not by construction
    QVERIFY2(r.entrants[0].ci95Low < 0.5 && r.entrants[0].ci95High > 0.5,
             qPrintable(QString::number(r.entrants[0].wins)));
    // The seeds are the entrants': an entrant keeps its seed when it changes seat.
    const auto ab = sl::ai::seatSeeds(o, 5, {0, 1});
    const auto ba = sl::ai::seatSeeds(o, 5, {1, 0});
    QCOMPARE(ab[0], ba[1]);
    QCOMPARE(ab[1], ba[0]);
    QVERIFY(ab[0] != ab[1]);
    // An entrant in several seats has a seed for each, the same ones in every seat order.
    const auto hgg = sl::ai::seatSeeds(o, 5, {0, 1, 1, 1});
    const auto ggh = sl::ai::seatSeeds(o, 5, {1, 1, 1, 0});
    QCOMPARE(std::set<std::uint64_t>(hgg.begin(), hgg.end()).size(), std::size_t(4));
    QCOMPARE(hgg[0], ggh[3]);
    QCOMPARE((std::vector<std::uint64_t>{hgg[1], hgg[2], hgg[3]}),
             (std::vector<std::uint64_t>{ggh[0], ggh[1], ggh[2]}));
}

/** Team lineups that cannot be counted fairly are refused: an entrant on both teams would never
 *  lose, two entrants on one team would share its wins as draws. */
void TstMatch::unfairTeamLineupsRefused_data()
{
    QTest::addColumn<std::vector<int>>("lineup");
    QTest::addColumn<int>("entrants");
    QTest::addColumn<bool>("refused");
    QTest::newRow("A B A B") << std::vector<int>{0, 1, 0, 1} << 2 << false;
    QTest::newRow("A A A A") << std::vector<int>{0, 0, 0, 0} << 1 << true;
    QTest::newRow("A B C B") << std::vector<int>{0, 1, 2, 1} << 3 << true;
    QTest::newRow("A B C C") << std::vector<int>{0, 1, 2, 2} << 3 << true;
    QTest::newRow("A B C D") << std::vector<int>{0, 1, 2, 3} << 4 << true;
    QTest::newRow("A A B B") << std::vector<int>{0, 0, 1, 1} << 2 << true;
}

void TstMatch::unfairTeamLineupsRefused()
{
    QFETCH(std::vector<int>, lineup);
    QFETCH(int, entrants);
    QFETCH(bool, refused);
    QCOMPARE(!sl::ai::lineupProblem(lineup, std::size_t(entrants), true).empty(), refused);
    std::vector<sl::ai::Entrant> list;
    for (int e = 0; e < entrants; ++e)
        list.push_back(entrant("greedy #" + std::to_string(e + 1), sl::ai::Kind::Greedy));
    sl::ai::MatchOptions o;
    o.seats = 4;
    o.team = true;
    o.games = 2;
    const sl::ai::MatchResult r = sl::ai::playMatch(list, lineup, o);
    QCOMPARE(!r.error.empty(), refused);
    QCOMPARE(r.games, refused ? 0LL : 2LL);
    // Not a team game: any lineup of seated entrants is fair.
    QVERIFY(sl::ai::lineupProblem(lineup, std::size_t(entrants), false).empty());
}

/** The team lineup [A, B, A, B] has two seat orders, not four: each game once. */
void TstMatch::teamGameCountsEachOrderOnce()
{
    const std::vector<sl::ai::Entrant> entrants{entrant("greedy", sl::ai::Kind::Greedy),
                                                entrant("random", sl::ai::Kind::Random)};
    sl::ai::MatchOptions o;
    o.seats = 4;
    o.team = true;
    o.seed = 5;
    o.games = 8;
    std::set<std::pair<long long, std::vector<int>>> played;
    int level = 0; // games the two teams ended level: the only draws
    const sl::ai::MatchResult r = sl::ai::playMatch(
        entrants, {0, 1, 0, 1}, o, [&](const sl::ai::MatchGame& g, const sl::ai::MatchResult&) {
            played.insert({g.set, g.seatEntrant});
            level += g.outcome.sideScores[0] == g.outcome.sideScores[1];
        });
    QVERIFY(r.error.empty());
    QCOMPARE(r.orders, 2);
    QCOMPARE(r.games, 8LL);
    QCOMPARE(int(played.size()), 8); // no game played twice
    QCOMPARE(r.entrants[0].won + r.entrants[0].drawn + r.entrants[0].lost, 8);
    // A team's win is its entrant's win, not a draw between team-mates.
    QCOMPARE(r.entrants[0].drawn, level);
    QCOMPARE(r.entrants[0].won, r.entrants[1].lost);
    QVERIFY(r.entrants[0].won > 0);
}

/** One entrant in both seats has a single seat order: 3 games asked for are 3 games played. */
void TstMatch::oneEntrantInEverySeatCountsEachGame()
{
    const std::vector<sl::ai::Entrant> entrants{entrant("greedy", sl::ai::Kind::Greedy)};
    sl::ai::MatchOptions o;
    o.seed = 7;
    o.games = 3;
    int played = 0;
    const sl::ai::MatchResult r =
        sl::ai::playMatch(entrants, {0, 0}, o,
                          [&](const sl::ai::MatchGame&, const sl::ai::MatchResult&) { ++played; });
    QVERIFY2(r.error.empty(), r.error.c_str());
    QCOMPARE(r.orders, 1);
    QCOMPARE(r.games, 3LL);
    QCOMPARE(played, 3);
}

/** An entrant's milliseconds and search iterations per turn: its seats' deciding time and
 *  iterations over all games, summed here from each game as it was reported, divided by its
 *  turns (a greedy player searches nothing: 0 iterations). */
void TstMatch::timePerTurnIsTheGamesSum()
{
    const std::vector<sl::ai::Entrant> entrants{entrant("greedy", sl::ai::Kind::Greedy),
                                                tinySearch("search", 1)};
    sl::ai::MatchOptions o;
    o.seed = 9;
    o.games = 2;
    double seconds[2] = {0, 0};
    long long turns[2] = {0, 0};
    long long iterations[2] = {0, 0};
    const sl::ai::MatchResult r = sl::ai::playMatch(
        entrants, {0, 1}, o, [&](const sl::ai::MatchGame& g, const sl::ai::MatchResult&) {
            for (std::size_t seat = 0; seat < g.seatEntrant.size(); ++seat) {
                seconds[g.seatEntrant[seat]] += g.outcome.seconds[seat];
                turns[g.seatEntrant[seat]] += g.outcome.turns[seat];
                iterations[g.seatEntrant[seat]] += g.outcome.iterations[seat];
            }
        });
    QVERIFY(r.error.empty());
    QCOMPARE(iterations[0], 0LL);
    QVERIFY(iterations[1] >= 40 * turns[1]);
    for (int e = 0; e < 2; ++e) {
        QVERIFY(turns[e] > 2 * 30 && seconds[e] > 0);
        QCOMPARE(r.entrants[std::size_t(e)].msPerTurn, 1000.0 * seconds[e] / double(turns[e]));
        QCOMPARE(r.entrants[std::size_t(e)].iterationsPerTurn,
                 double(iterations[e]) / double(turns[e]));
    }
}

void TstMatch::decisionsDoNotSeeTheFuture_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("random") << 0;
    QTest::newRow("greedy") << 1;
    QTest::newRow("easy") << 2;
    QTest::newRow("search, 1 thread") << 3;
    QTest::newRow("search, 2 threads") << 4;
}

/**
 * A game is played twice with the same tiles up to turn 30 and other tiles after it. Every
 * decision before the cut must be the same in both: a player that knew the order of the bag
 * (or shared a generator with the tiles) would decide differently once the future differs.
 */
void TstMatch::decisionsDoNotSeeTheFuture()
{
    QFETCH(int, kind);
    const sl::GameSetup setup = sl::makeSetup({3, true, false}, 41);
    auto makeSeat = [kind](std::uint64_t seed) -> std::unique_ptr<sl::ai::Player> {
        if (kind <= 2) return sl::ai::makePlayer(static_cast<sl::ai::Kind>(kind), seed);
        return tinySearch("search", kind == 3 ? 1 : 2).make(seed);
    };
    const int cut = 30;
    std::vector<std::vector<sl::Event>> decisions(2);
    for (int run = 0; run < 2; ++run) {
        std::vector<std::unique_ptr<sl::ai::Player>> players;
        for (int p = 0; p < 3; ++p)
            players.push_back(makeSeat(100 + std::uint64_t(p)));
        sl::GameState s(sl::buildCatalog(setup), setup.config());
        sl::Rng tiles(7), dice(8);
        sl::Rng future(run == 0 ? 1000 : 2000); // the tiles after the cut differ between runs
        while (s.phase() != sl::Phase::GameOver) {
            if (s.phase() == sl::Phase::DrawTile) {
                sl::Rng& g = s.turn() < cut ? tiles : future;
                QCOMPARE(s.apply(sl::Event::draw(s.bag()[g.below(std::uint32_t(s.bag().size()))])),
                         sl::ApplyError::None);
            } else if (s.phase() == sl::Phase::Battle) {
                const sl::DieKind k = s.pendingDie();
                QCOMPARE(s.apply(sl::Event::roll(dice.range(sl::dieMin(k), sl::dieMax(k)))),
                         sl::ApplyError::None);
            } else {
                const sl::Event e = players[std::size_t(s.currentPlayer())]->decide(s, nullptr);
                if (s.turn() < cut) decisions[std::size_t(run)].push_back(e);
                QCOMPARE(s.apply(e), sl::ApplyError::None);
            }
        }
    }
    QVERIFY(decisions[0].size() >= 2 * cut - 2);
    QCOMPARE(decisions[0].size(), decisions[1].size());
    for (std::size_t i = 0; i < decisions[0].size(); ++i)
        QVERIFY2(decisions[0][i] == decisions[1][i],
                 qPrintable(QStringLiteral("decision %1 differs").arg(i)));
}

QTEST_GUILESS_MAIN(TstMatch)
#include "tst_match.moc"
