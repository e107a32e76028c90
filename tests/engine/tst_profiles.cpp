// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Players across games (engine/rules/profiles): three finished games whose results are given,
// and every figure of every player worked out by hand below; a shared first place is split; a
// team game counts for both members of the team, their side as the game state numbers it.
#include "rules/profiles.h"
#include "rules/simulate.h"

#include <QTest>

using sl::Colour;

namespace {

sl::PlayerInfo human(const char* name, Colour c)
{
    sl::PlayerInfo p;
    p.name = name;
    p.colour = c;
    return p;
}

sl::PlayerInfo computer(sl::SeatLevel level, Colour c)
{
    sl::PlayerInfo p;
    p.name = "Computer";
    p.colour = c;
    p.kind = sl::SeatKind::Computer;
    p.level = level;
    return p;
}

/** A side's result: points by source (routes, fields, planets, battles), battles fought and
 *  won, and the expected number of wins. */
sl::SideStatistics side(std::array<int, 4> points, int fought = 0, int won = 0, double expected = 0)
{
    sl::SideStatistics s;
    s.points = points;
    s.battlesFought = fought;
    s.battlesWon = won;
    s.battlesLost = fought - won;
    s.expectedWins = expected;
    return s;
}

const sl::PlayerProfile& find(const std::vector<sl::PlayerProfile>& all, const std::string& key)
{
    for (const sl::PlayerProfile& p : all)
        if (p.who.key() == key) return p;
    qFatal("no profile %s", key.c_str());
}

} // namespace

class TstProfiles : public QObject
{
    Q_OBJECT
private slots:
    void workedByHand();
    void teamSidesAreTheGameStates();
    void severalSeatsOfOneIdentity();
};

void TstProfiles::workedByHand()
{
    std::vector<sl::PlayerProfile> all;
    // Game A, 2 players: Anna 30 (10 routes, 12 fields, 6 planets, 2 battles; 2 battles, 1 won,
    // 1.25 expected), Hard 25 (5, 10, 9, 1; 2 battles, 1 won, 0.75 expected). Anna wins by 5.
    sl::GameRecord a;
    a.setup.players = {human("Anna", Colour::Red), computer(sl::SeatLevel::Hard, Colour::Black)};
    sl::GameStatistics sa;
    sa.sides = {side({10, 12, 6, 2}, 2, 1, 1.25), side({5, 10, 9, 1}, 2, 1, 0.75)};
    sl::addFinishedGame(all, a, sa);
    // Game B, 3 players: Anna 20 (0, 20, 0, 0), Bob 20 (20, 0, 0, 0), Hard 15 (0, 0, 15, 0; one
    // battle, lost, 0.5 expected). Anna and Bob share first place: half a win each.
    sl::GameRecord b;
    b.setup.players = {human("Anna", Colour::Red), human("Bob", Colour::Green),
                       computer(sl::SeatLevel::Hard, Colour::Black)};
    sl::GameStatistics sb;
    sb.sides = {side({0, 20, 0, 0}), side({20, 0, 0, 0}), side({0, 0, 15, 0}, 1, 0, 0.5)};
    sl::addFinishedGame(all, b, sb);
    // Game C, the team game: Anna (red) and Bob (green) are the Rebel Alliance's team (side 0,
    // 40 points: 10, 10, 10, 10; 3 battles, 2 won, 1.5 expected), Hard (black) and Cecílie
    // (white) the Empire's (side 1, 44 points: 11 each; 3 battles, 1 won, 1.5 expected). The
    // Empire wins by 4.
    sl::GameRecord c;
    c.setup.teamGame = true;
    c.setup.players = {human("Anna", Colour::Red), computer(sl::SeatLevel::Hard, Colour::Black),
                       human("Bob", Colour::Green), human("Cecílie", Colour::White)};
    sl::GameStatistics sc;
    sc.sides = {side({10, 10, 10, 10}, 3, 2, 1.5), side({11, 11, 11, 11}, 3, 1, 1.5)};
    sl::addFinishedGame(all, c, sc);

    QCOMPARE(all.size(), std::size_t(4));
    // Anna: 3 games; wins 1 + 1/2 + 0 = 1.5 (50 %); scores 30 + 20 + 40 = 90 (mean 30); margins
    // +5, 0, -4: +1 (mean 1/3); routes 10 + 0 + 10 = 20, fields 12 + 20 + 10 = 42, planets
    // 6 + 0 + 10 = 16, battles 2 + 0 + 10 = 12; battles 2 + 0 + 3 = 5, won 1 + 0 + 2 = 3,
    // expected 1.25 + 0 + 1.5 = 2.75, luck +0.25.
    const sl::PlayerProfile& anna = find(all, "human:Anna");
    QCOMPARE(anna.games, 3);
    QCOMPARE(anna.wins, 1.5);
    QCOMPARE(anna.winRate(), 0.5);
    QCOMPARE(anna.meanScore(), 30.0);
    QCOMPARE(anna.marginSum, 1LL);
    QCOMPARE(anna.points, (std::array<long long, 4>{20, 42, 16, 12}));
    QCOMPARE(anna.battlesFought, 5);
    QCOMPARE(anna.battlesWon, 3);
    QCOMPARE(anna.expectedWins, 2.75);
    QCOMPARE(anna.diceLuck(), 0.25);
    QCOMPARE(anna.byPlayerCount.size(), std::size_t(3));
    QCOMPARE(anna.byPlayerCount.at(2), (std::pair<int, double>{1, 1.0}));
    QCOMPARE(anna.byPlayerCount.at(3), (std::pair<int, double>{1, 0.5}));
    QCOMPARE(anna.byPlayerCount.at(4), (std::pair<int, double>{1, 0.0}));
    // Hard (one identity for all three games): wins 0 + 0 + 1 = 1; scores 25 + 15 + 44 = 84
    // (mean 28); margins -5, -5, +4: -6 (mean -2); routes 5 + 0 + 11 = 16, fields 10 + 0 + 11 =
    // 21, planets 9 + 15 + 11 = 35, battles 1 + 0 + 11 = 12; battles 2 + 1 + 3 = 6, won 1 + 0 + 1 =
    // 2, expected 0.75 + 0.5 + 1.5 = 2.75, luck -0.75.
    const sl::PlayerProfile& hard = find(all, "computer:hard");
    QVERIFY(hard.who.computer);
    QCOMPARE(hard.games, 3);
    QCOMPARE(hard.wins, 1.0);
    QCOMPARE(hard.meanScore(), 28.0);
    QCOMPARE(hard.meanMargin(), -2.0);
    QCOMPARE(hard.points, (std::array<long long, 4>{16, 21, 35, 12}));
    QCOMPARE(hard.battlesFought, 6);
    QCOMPARE(hard.battlesWon, 2);
    QCOMPARE(hard.diceLuck(), -0.75);
    // Bob: 2 games; wins 1/2 + 0; scores 20 + 40 (mean 30); margins 0, -4 (mean -2).
    const sl::PlayerProfile& bob = find(all, "human:Bob");
    QCOMPARE(bob.games, 2);
    QCOMPARE(bob.wins, 0.5);
    QCOMPARE(bob.winRate(), 0.25);
    QCOMPARE(bob.meanScore(), 30.0);
    QCOMPARE(bob.meanMargin(), -2.0);
    // Cecílie: 1 game, won with her team by 4.
    const sl::PlayerProfile& cecilie = find(all, "human:Cecílie");
    QCOMPARE(cecilie.games, 1);
    QCOMPARE(cecilie.wins, 1.0);
    QCOMPARE(cecilie.meanMargin(), 4.0);
    QCOMPARE(cecilie.byPlayerCount.at(4), (std::pair<int, double>{1, 1.0}));
    // Every game's wins add up to its winning seats: 1 + 1 + 2 (a team of two).
    double wins = 0;
    for (const sl::PlayerProfile& p : all)
        wins += p.wins;
    QCOMPARE(wins, 4.0);
}

void TstProfiles::teamSidesAreTheGameStates()
{
    // In real team games (seats in every allowed order), each seat's profile gets the score of
    // the side the game state gives that seat.
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({4, seed % 2 == 0, true}, seed));
        const sl::ReplayResult end = sl::replay(rec);
        QVERIFY(end.state);
        std::vector<sl::PlayerProfile> all;
        sl::GameRecord named = rec;
        for (std::size_t i = 0; i < named.setup.players.size(); ++i) {
            named.setup.players[i].name = std::to_string(i) + "P";
            named.setup.players[i].kind = sl::SeatKind::Human;
        }
        sl::addFinishedGame(all, named, sl::computeStatistics(named));
        QCOMPARE(all.size(), std::size_t(4));
        for (int seat = 0; seat < 4; ++seat) {
            const sl::PlayerProfile& p = find(all, "human:" + std::to_string(seat) + "P");
            QCOMPARE(p.scoreSum, (long long)end.state->score(end.state->sideOf(seat)));
        }
    }
}

void TstProfiles::severalSeatsOfOneIdentity()
{
    // Game D, 4 players: Easy 20 (seat 0: 5, 5, 5, 5; 1 battle, won, 0.5 expected), Anna 31
    // (seat 1), Easy 31 (seat 2: 10, 10, 10, 1; 2 battles, 1 won, 1.25 expected), Bob 12
    // (seat 3). Easy and Anna share the first place: half a win each. Easy plays one game: its
    // best seat (seat 2, 31 points; its points and battles), its win 1/2 (seat 0 did not win),
    // its margin 31 - 31 = 0 (Anna's side is the best it does not hold). Anna: 31 - 31 = 0 too
    // (Easy's best). Bob: 12 - 31 = -19.
    std::vector<sl::PlayerProfile> all;
    sl::GameRecord d;
    d.setup.players = {computer(sl::SeatLevel::Easy, Colour::Red), human("Anna", Colour::Green),
                       computer(sl::SeatLevel::Easy, Colour::Black), human("Bob", Colour::White)};
    sl::GameStatistics sd;
    sd.sides = {side({5, 5, 5, 5}, 1, 1, 0.5), side({31, 0, 0, 0}),
                side({10, 10, 10, 1}, 2, 1, 1.25), side({12, 0, 0, 0})};
    sl::addFinishedGame(all, d, sd);
    QCOMPARE(all.size(), std::size_t(3));
    const sl::PlayerProfile& easy = find(all, "computer:easy");
    QCOMPARE(easy.games, 1);
    QCOMPARE(easy.wins, 0.5);
    QCOMPARE(easy.scoreSum, 31LL);
    QCOMPARE(easy.marginSum, 0LL);
    QCOMPARE(easy.points, (std::array<long long, 4>{10, 10, 10, 1}));
    QCOMPARE(easy.battlesFought, 2);
    QCOMPARE(easy.battlesWon, 1);
    QCOMPARE(easy.expectedWins, 1.25);
    QCOMPARE(easy.byPlayerCount.at(4), (std::pair<int, double>{1, 0.5}));
    QCOMPARE(find(all, "human:Anna").wins, 0.5);
    QCOMPARE(find(all, "human:Anna").marginSum, 0LL);
    QCOMPARE(find(all, "human:Bob").marginSum, -19LL);
    // The wins of a game still add up to one first place: 1/2 + 1/2.
    QCOMPARE(easy.wins + find(all, "human:Anna").wins + find(all, "human:Bob").wins, 1.0);

    // Game E: both Easy seats share the first place (20 each) over Anna's 15: one whole win for
    // Easy (two sides of the first place, each half), margin 20 - 15 = +5; its best seat the
    // first of the two (seat 0, 20 points: 20, 0, 0, 0).
    sl::GameRecord e;
    e.setup.players = {computer(sl::SeatLevel::Easy, Colour::Red),
                       computer(sl::SeatLevel::Easy, Colour::Green), human("Anna", Colour::Black)};
    sl::GameStatistics se;
    se.sides = {side({20, 0, 0, 0}), side({0, 20, 0, 0}), side({15, 0, 0, 0})};
    std::vector<sl::PlayerProfile> two;
    sl::addFinishedGame(two, e, se);
    QCOMPARE(find(two, "computer:easy").games, 1);
    QCOMPARE(find(two, "computer:easy").wins, 1.0);
    QCOMPARE(find(two, "computer:easy").marginSum, 5LL);
    QCOMPARE(find(two, "computer:easy").points, (std::array<long long, 4>{20, 0, 0, 0}));
    QCOMPARE(find(two, "human:Anna").wins, 0.0);
    QCOMPARE(find(two, "human:Anna").marginSum, -5LL);

    // Reviews add up over an identity's seats; a game without one has none.
    const std::vector<sl::HeldSeat> seats{{"computer:easy", {0, 0, 2, 10, 0, 0}},
                                          {"human:Anna", {1, 1, 2, 12, 2, 1}},
                                          {"computer:easy", {2, 2, 2, 9, -3, 0}}};
    const auto games =
        sl::identityGames(seats, {sl::SeatReview{5, 4.5, 1, 0}, sl::SeatReview{6, 1.0, 0, 0},
                                  sl::SeatReview{5, 9.0, 0, 1}});
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(games[0].who, std::string("computer:easy"));
    QVERIFY(games[0].review);
    QCOMPARE(*games[0].review, (sl::SeatReview{10, 13.5, 1, 1}));
    QCOMPARE(games[0].result.seat, 0); // 10 points beats seat 2's 9
    QCOMPARE(games[0].result.margin, 10 - 12);
    QCOMPARE(*games[1].review, (sl::SeatReview{6, 1.0, 0, 0}));
    QVERIFY(!sl::identityGames(seats).front().review);
}

QTEST_APPLESS_MAIN(TstProfiles)
#include "tst_profiles.moc"
