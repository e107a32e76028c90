// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Every figure the Players table, a player's page and the puzzle list show, against an oracle
// that works them out another way (issue 31): from the games as the database exports them
// (JSON read here with nlohmann-json), replayed move by move with the rules' effects, and added
// up by a short implementation in this file (its own identity keys, sides from the colours, its
// own split of a shared first place, its own thresholds 1, 3 and 8). The games hold the cases a
// player's record must get right: a computer level with two seats in one game, a person with two
// names merged (and so two seats of one team), a team game, a shared first place, an unfinished
// game, and reviews whose losses sit just below, exactly at and just above every threshold.
// The store's path is the user's: SQL, the rows, the sums, the page.
#include "ai/analysis.h"
#include "gameoracle.h"
#include "rules/simulate.h"
#include "store/gamestore.h"
#include "store/playerpage.h"
#include "store/playerprofiles.h"
#include "store/puzzles.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <set>

using namespace slapp;
using json = nlohmann::json;

namespace {

// ---- the oracle -----------------------------------------------------------------------------

/** One seat as the oracle sees it, from the exported record and its replay. */
struct Seat
{
    std::string who; // "human:NAME" / "computer:LEVEL", merged names already replaced
    std::string name;
    std::string colour;
    int side = 0;
    int score = 0;
    std::array<int, 4> points{}; // routes, fields, planets, battles
    int fought = 0;
    int won = 0;
    double expected = 0;
};

/** One game: its seats, whether it ended, its reviewed losses per seat. */
struct Game
{
    qint64 id = 0;
    bool finished = false;
    int players = 0;
    bool expansion = false;
    std::vector<Seat> seats;
    std::map<int, std::vector<double>> losses; // seat -> losses of its reviewed turns
};

/** The sides of the team game by colour (R-TEAM-1): red and green, black and white. */
int teamSide(const std::string& colour)
{
    return colour == "red" || colour == "green" ? 0 : 1;
}

Game oracleGame(qint64 id, const QByteArray& exported,
                const std::map<std::string, std::string>& merged)
{
    const json doc = json::parse(exported.toStdString());
    Game g;
    g.id = id;
    const bool team = doc["setup"]["teamGame"].get<bool>();
    const json& players = doc["setup"]["players"];
    g.players = int(players.size());
    g.expansion = doc["setup"]["tileSets"].size() > 1;
    for (std::size_t i = 0; i < players.size(); ++i) {
        Seat s;
        s.name = players[i]["name"].get<std::string>();
        s.colour = players[i]["colour"].get<std::string>();
        s.who = players[i]["kind"] == "computer"
                    ? "computer:" + players[i]["level"].get<std::string>()
                    : "human:" + s.name;
        if (merged.count(s.who)) s.who = merged.at(s.who);
        s.side = team ? teamSide(s.colour) : int(i);
        g.seats.push_back(s);
    }
    // The points each side got by source and its battles, from the replay's effects.
    const sl::RecordLoadResult r = sl::parseRecord(exported.toStdString());
    if (!r.record) qFatal("game %lld: the export is not a record", static_cast<long long>(id));
    const oracle::Game replay = oracle::replayed(*r.record);
    g.finished = replay.finished;
    for (Seat& s : g.seats) {
        const oracle::Side& side = replay.sides[std::size_t(s.side)];
        s.points = side.points;
        s.score = side.total();
        s.fought = side.fought;
        s.won = side.won;
        s.expected = side.expected;
    }
    return g;
}

/** What the oracle says one identity did in one game (its best seat; see identityGames()). */
struct Played
{
    Seat best;
    double win = 0;
    int margin = 0;
    std::optional<std::array<double, 4>> review; // decisions, lost, mistakes, blunders
};

std::map<std::string, Played> playedIn(const Game& g)
{
    std::map<std::string, Played> out;
    int top = -1;
    std::set<int> allSides;
    for (const Seat& s : g.seats) {
        top = std::max(top, s.score);
        allSides.insert(s.side);
    }
    int sidesAtTop = 0;
    for (int side : allSides)
        for (const Seat& s : g.seats)
            if (s.side == side) {
                sidesAtTop += s.score == top;
                break;
            }
    std::set<std::string> whos;
    for (const Seat& s : g.seats)
        whos.insert(s.who);
    for (const std::string& who : whos) {
        Played p;
        std::set<int> held;
        bool first = true;
        for (std::size_t i = 0; i < g.seats.size(); ++i) {
            const Seat& s = g.seats[i];
            if (s.who != who) continue;
            held.insert(s.side);
            if (first || s.score > p.best.score) p.best = s;
            first = false;
        }
        for (int side : held)
            for (const Seat& s : g.seats)
                if (s.side == side) {
                    if (g.finished && s.score == top) p.win += 1.0 / sidesAtTop;
                    break;
                }
        int other = INT_MIN;
        for (const Seat& s : g.seats)
            if (!held.count(s.side)) other = std::max(other, s.score);
        p.margin = other == INT_MIN ? 0 : p.best.score - other;
        if (!g.losses.empty()) {
            std::array<double, 4> r{};
            for (std::size_t i = 0; i < g.seats.size(); ++i)
                if (g.seats[i].who == who && g.losses.count(int(i)))
                    for (double loss : g.losses.at(int(i))) {
                        r[0] += 1;
                        r[1] += loss;
                        r[2] += loss >= 3 && loss < 8;
                        r[3] += loss >= 8;
                    }
            p.review = r;
        }
        out[who] = p;
    }
    return out;
}

// ---- the games ------------------------------------------------------------------------------

sl::PlayerInfo human(const std::string& name, sl::Colour c)
{
    sl::PlayerInfo p;
    p.name = name;
    p.colour = c;
    return p;
}

sl::PlayerInfo computer(sl::SeatLevel level, sl::Colour c)
{
    sl::PlayerInfo p = human("Computer", c);
    p.kind = sl::SeatKind::Computer;
    p.level = level;
    return p;
}

/** A random finished game of these seats, the first seed from `seed` on whose end `wanted`
 *  likes (a shared first place, say). */
sl::GameRecord gameOf(std::vector<sl::PlayerInfo> seats, bool team, bool expansion,
                      std::uint64_t seed,
                      const std::function<bool(const sl::GameState&)>& wanted = {})
{
    for (;; ++seed) {
        sl::GameSetup setup = sl::makeSetup({int(seats.size()), expansion, team}, seed);
        for (std::size_t i = 0; i < seats.size(); ++i) {
            const sl::Colour colour = setup.players[i].colour;
            setup.players[i] = seats[i];
            setup.players[i].colour = colour;
        }
        sl::GameRecord r = sl::randomRecord(setup);
        if (!wanted || wanted(*sl::replay(r).state)) return r;
    }
}

} // namespace

class TstFigures : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void playersTableAndPageAgreeWithTheOracle_data();
    void playersTableAndPageAgreeWithTheOracle();
    void headToHeadColoursBestAndWorst();
    void puzzleListAtItsThresholds_data();
    void puzzleListAtItsThresholds();
    void anExportedPuzzleImportedIsListedOnce();
    void deletingAGameTakesItsFiguresPuzzlesAndAnswers();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
    std::map<std::string, std::string> m_merged; // name key -> person key
    std::vector<Game> oracleGames(const ProfileFilter& filter);
    std::map<qint64, std::map<int, std::vector<double>>> m_losses;
    std::set<qint64> m_incomplete; // reviewed, but the review was not finished
};

void TstFigures::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    using C = sl::Colour;
    using L = sl::SeatLevel;
    std::vector<qint64> ids;
    auto add = [&](const sl::GameRecord& r) {
        const qint64 id = m_store->insertRecord(r);
        QVERIFY(id > 0);
        ids.push_back(id);
    };
    // 1: Anna and two Hard seats; the two Hard seats share the first place.
    add(gameOf({human("Anna", C::Red), computer(L::Hard, C::Green), computer(L::Hard, C::Black)},
               false, false, 1, [](const sl::GameState& s) {
                   return s.score(1) == s.score(2) && s.score(1) > s.score(0);
               }));
    // 2: the team game: Anna (red) and Anička (green) are the Rebels; Bob and Easy the Empire.
    add(gameOf({human("Anna", C::Red), human("Bob", C::Black), human("Anička", C::Green),
                computer(L::Easy, C::White)},
               true, false, 2));
    // 3: Bob against Hard, reviewed turn by turn (the losses set below).
    add(gameOf({human("Bob", C::Red), computer(L::Hard, C::Black)}, false, false, 3));
    // 4: five seats with the expansion, three of them Easy.
    add(gameOf({human("Anna", C::Red), human("Bob", C::Green), computer(L::Easy, C::Black),
                computer(L::Easy, C::White), computer(L::Easy, C::Orange)},
               false, true, 4));
    // 5: Anna and Bob share the first place.
    add(gameOf({human("Anna", C::Red), human("Bob", C::Black)}, false, false, 5,
               [](const sl::GameState& s) { return s.score(0) == s.score(1); }));
    // 6: unfinished: Anna, Bob and Normal, stopped after 40 events.
    {
        sl::GameRecord open =
            gameOf({human("Anna", C::Red), human("Bob", C::Black), computer(L::Normal, C::Green)},
                   false, false, 6);
        open.events.resize(40);
        add(open);
    }
    // 7: Anička alone against Hard, reviewed, but the review did not finish: not counted.
    add(gameOf({human("Anička", C::Red), computer(L::Hard, C::Black)}, false, false, 7));

    // The reviews: losses just below, at and above 1 (the noise), 3 (a mistake), 8 (a blunder).
    auto review = [&](qint64 id, const std::vector<double>& losses, bool complete) {
        const auto record = m_store->loadRecord(id);
        QVERIFY(record);
        const auto points = sl::ai::decisionPoints(*record);
        QVERIFY(points.size() >= losses.size());
        std::vector<sl::ai::DecisionAnalysis> decisions;
        for (std::size_t i = 0; i < losses.size(); ++i) {
            sl::ai::DecisionAnalysis d;
            d.seq = points[i].seq;
            d.player = points[i].player;
            const sl::GameState at = *sl::replay(*record, d.seq).state;
            d.best = {at.placementAt(0), {}};
            d.playedValue = 10.0 - losses[i];
            d.bestValue = 10.0;
            decisions.push_back(d);
            if (complete) m_losses[id][d.player].push_back(losses[i]);
        }
        sl::ai::AnalysisOptions settings;
        QVERIFY(
            m_store->analyses().save(id, sl::ai::kAnalysisVersion, settings, decisions, complete));
        if (!complete) m_incomplete.insert(id);
    };
    review(ids[2], {0.0, 0.99, 1.0, 1.01, 2.99, 3.0, 3.01, 7.99, 8.0, 8.01, 12.5, 0.5}, true);
    review(ids[1], {2.5, 3.0, 9.0, 0.0, 4.0, 8.0, 7.0, 1.0}, true);
    review(ids[6], {5.0, 9.0}, false);
    // Anička is Anna.
    QVERIFY(m_store->players().merge(QStringLiteral("human:Anička"), QStringLiteral("human:Anna")));
    m_merged["human:Anička"] = "human:Anna";
}

std::vector<Game> TstFigures::oracleGames(const ProfileFilter& filter)
{
    std::vector<Game> out;
    for (const GameSummary& s : m_store->listGames({})) {
        Game g = oracleGame(s.id, *m_store->exportGame(s.id), m_merged);
        if (m_losses.count(s.id)) g.losses = m_losses[s.id];
        if (!g.finished && filter.finishedOnly) continue;
        if (filter.seats && g.players != filter.seats) continue;
        if (filter.expansion && !g.expansion) continue;
        out.push_back(g);
    }
    std::sort(out.begin(), out.end(), [](const Game& a, const Game& b) { return a.id < b.id; });
    return out;
}

void TstFigures::playersTableAndPageAgreeWithTheOracle_data()
{
    QTest::addColumn<int>("seats");
    QTest::addColumn<bool>("expansion");
    QTest::addColumn<bool>("unfinished");
    QTest::newRow("every finished game") << 0 << false << false;
    QTest::newRow("with the unfinished one") << 0 << false << true;
    QTest::newRow("three seats") << 3 << false << false;
    QTest::newRow("two seats") << 2 << false << false;
    QTest::newRow("with the expansion") << 0 << true << false;
}

void TstFigures::playersTableAndPageAgreeWithTheOracle()
{
    QFETCH(int, seats);
    QFETCH(bool, expansion);
    QFETCH(bool, unfinished);
    ProfileFilter filter;
    filter.seats = seats;
    filter.expansion = expansion;
    filter.finishedOnly = !unfinished;
    const std::vector<Game> games = oracleGames(filter);
    QVERIFY(!games.empty());
    // The oracle's records.
    struct Expected
    {
        int games = 0, analysed = 0, fought = 0, won = 0;
        double wins = 0, expected = 0;
        long long score = 0, margin = 0;
        std::array<long long, 4> points{};
        std::array<double, 4> review{};
        std::map<int, std::pair<int, double>> byCount;
    };
    std::map<std::string, Expected> want;
    for (const Game& g : games)
        for (const auto& [who, p] : playedIn(g)) {
            Expected& e = want[who];
            e.games += 1;
            e.wins += p.win;
            e.score += p.best.score;
            e.margin += p.margin;
            for (std::size_t k = 0; k < 4; ++k)
                e.points[k] += p.best.points[k];
            e.fought += p.best.fought;
            e.won += p.best.won;
            e.expected += p.best.expected;
            e.byCount[g.players].first += 1;
            e.byCount[g.players].second += p.win;
            if (p.review) {
                e.analysed += 1;
                for (std::size_t k = 0; k < 4; ++k)
                    e.review[k] += (*p.review)[k];
            }
        }
    // The Players table, through the store as the window reads it.
    int counted = 0;
    const auto table = playerProfiles(*m_store, filter, &counted);
    QVERIFY(table);
    QCOMPARE(counted, int(games.size()));
    QCOMPARE(table->size(), want.size());
    for (const sl::PlayerProfile& got : *table) {
        const std::string who = got.who.key();
        QVERIFY2(want.count(who), who.c_str());
        const Expected& e = want[who];
        const QByteArray tag = QByteArray::fromStdString(who);
        QVERIFY2(got.games == e.games, tag + " games " + QByteArray::number(got.games));
        QVERIFY2(std::abs(got.wins - e.wins) < 1e-9, tag + " wins " + QByteArray::number(got.wins));
        QVERIFY2(got.scoreSum == e.score, tag);
        QVERIFY2(got.marginSum == e.margin, tag + " margin " + QByteArray::number(got.marginSum));
        QVERIFY2(got.points == e.points, tag);
        QVERIFY2(got.battlesFought == e.fought && got.battlesWon == e.won, tag);
        QVERIFY2(std::abs(got.expectedWins - e.expected) < 1e-9, tag);
        QVERIFY2(got.byPlayerCount.size() == e.byCount.size(), tag);
        for (const auto& [n, gw] : e.byCount)
            QVERIFY2(got.byPlayerCount.at(n).first == gw.first &&
                         std::abs(got.byPlayerCount.at(n).second - gw.second) < 1e-9,
                     tag);
        QVERIFY2(got.analysedGames == e.analysed,
                 tag + " analysed " + QByteArray::number(got.analysedGames));
        QVERIFY2(got.review.decisions == int(e.review[0]), tag);
        QVERIFY2(std::abs(got.review.pointsLost - e.review[1]) < 1e-9, tag);
        QVERIFY2(got.review.mistakes == int(e.review[2]),
                 tag + " mistakes " + QByteArray::number(got.review.mistakes));
        QVERIFY2(got.review.blunders == int(e.review[3]),
                 tag + " blunders " + QByteArray::number(got.review.blunders));
        // A player's page over the same games sums to the same record.
        const auto page = playerPage(*m_store, filter, QString::fromStdString(who));
        QVERIFY(page);
        sl::PlayerProfile fromPage;
        for (const PlayerGame& pg : page->games)
            sl::addSeatResult(fromPage, pg.result, pg.review);
        QVERIFY2(fromPage.games == got.games,
                 tag + " page games " + QByteArray::number(fromPage.games));
        QVERIFY2(std::abs(fromPage.wins - got.wins) < 1e-9, tag);
        QVERIFY2(fromPage.scoreSum == got.scoreSum && fromPage.marginSum == got.marginSum, tag);
        QVERIFY2(fromPage.points == got.points, tag);
        QVERIFY2(fromPage.review.mistakes == got.review.mistakes, tag);
    }
}

void TstFigures::headToHeadColoursBestAndWorst()
{
    ProfileFilter filter;
    const std::vector<Game> games = oracleGames(filter);
    for (const char* key : {"human:Anna", "human:Bob", "computer:easy", "computer:hard"}) {
        const std::string me = key;
        std::map<std::string, std::array<int, 4>> h2h; // games, won, lost, tied
        std::map<std::string, std::pair<int, double>> colours;
        std::vector<std::pair<int, qint64>> margins; // margin, game
        for (const Game& g : games) {
            const auto played = playedIn(g);
            if (!played.count(me)) continue;
            const Played& mine = played.at(me);
            colours[mine.best.colour].first += 1;
            colours[mine.best.colour].second += mine.win;
            margins.emplace_back(mine.margin, g.id);
            for (const auto& [who, other] : played) {
                if (who == me || other.best.side == mine.best.side) continue;
                auto& h = h2h[who];
                h[0] += 1;
                h[1] += mine.best.score > other.best.score;
                h[2] += mine.best.score < other.best.score;
                h[3] += mine.best.score == other.best.score;
            }
        }
        const auto page = playerPage(*m_store, filter, QString::fromStdString(me));
        QVERIFY(page);
        QCOMPARE(page->opponents.size(), h2h.size());
        for (const HeadToHead& h : page->opponents) {
            const auto& w = h2h.at(h.who.toStdString());
            QVERIFY2(h.games == w[0] && h.won == w[1] && h.lost == w[2] && h.tied == w[3],
                     qPrintable(QString::fromStdString(me) + QStringLiteral(" against ") + h.who));
        }
        QCOMPARE(page->colours.size(), colours.size());
        for (const ColourRecord& c : page->colours) {
            const auto& w = colours.at(std::string(sl::token(c.colour)));
            QCOMPARE(c.games, w.first);
            QVERIFY(std::abs(c.wins - w.second) < 1e-9);
        }
        // The best game: the highest margin (the newer game first on a tie); the worst the
        // lowest (the older first).
        std::stable_sort(margins.begin(), margins.end(), [](auto a, auto b) {
            return a.first != b.first ? a.first > b.first : a.second > b.second;
        });
        const auto best = page->best(1);
        if (!best.empty()) QCOMPARE(page->games[best.front()].game, margins.front().second);
        const auto worst = page->worst(1);
        if (!worst.empty()) QCOMPARE(page->games[worst.front()].game, margins.back().second);
    }
}

void TstFigures::puzzleListAtItsThresholds_data()
{
    QTest::addColumn<double>("minLoss");
    QTest::addColumn<QString>("who");
    QTest::newRow("a mistake: 3") << 3.0 << QString();
    QTest::newRow("just above 3") << 3.005 << QString();
    QTest::newRow("a blunder: 8") << 8.0 << QString();
    QTest::newRow("1, Bob") << 1.0 << QStringLiteral("human:Bob");
    QTest::newRow("1, Anna (Anička merged)") << 1.0 << QStringLiteral("human:Anna");
    QTest::newRow("0.99") << 0.99 << QString();
    // A computer seat is its level: Hard's turns are not Easy's.
    QTest::newRow("1, Computer – Hard") << 1.0 << QStringLiteral("computer:hard");
    QTest::newRow("1, Computer – Easy") << 1.0 << QStringLiteral("computer:easy");
}

void TstFigures::puzzleListAtItsThresholds()
{
    QFETCH(double, minLoss);
    QFETCH(QString, who);
    // The oracle: every reviewed turn of a finished review at or above the loss asked for.
    std::multiset<std::pair<qint64, double>> want;
    for (const Game& g : oracleGames({}))
        for (const auto& [seat, losses] : g.losses)
            for (double loss : losses)
                if (loss >= minLoss &&
                    (who.isEmpty() || g.seats[std::size_t(seat)].who == who.toStdString()))
                    want.insert({g.id, loss});
    QVERIFY(who.isEmpty() || !want.empty()); // a filter that lets something through
    PuzzleFilter filter;
    filter.minLoss = minLoss;
    filter.who = who;
    const auto list = listPuzzles(*m_store, filter);
    QVERIFY(list);
    std::multiset<std::pair<qint64, double>> got;
    for (const PuzzleEntry& e : *list) {
        QVERIFY(!m_incomplete.count(e.game));
        QCOMPARE(e.created, m_store->summary(e.game)->created); // the game's date, shown
        QVERIFY(e.created.isValid());
        got.insert({e.game, std::round(e.loss * 1000) / 1000});
    }
    std::multiset<std::pair<qint64, double>> wantRounded;
    for (const auto& [g, l] : want)
        wantRounded.insert({g, std::round(l * 1000) / 1000});
    QCOMPARE(got, wantRounded);
}

void TstFigures::anExportedPuzzleImportedIsListedOnce()
{
    PuzzleFilter filter;
    const auto before = listPuzzles(*m_store, filter);
    QVERIFY(before && !before->empty());
    const PuzzleEntry& first = before->front();
    const auto puzzle = loadPuzzle(*m_store, first);
    QVERIFY(puzzle);
    const QByteArray file = QByteArray::fromStdString(sl::ai::puzzleToJson(*puzzle));
    const auto entry = importPuzzle(*m_store, file);
    QVERIFY(entry);
    QCOMPARE(entry->key, first.key); // the same puzzle, not a second one
    const auto after = listPuzzles(*m_store, filter);
    QCOMPARE(after->size(), before->size());
}

void TstFigures::deletingAGameTakesItsFiguresPuzzlesAndAnswers()
{
    // Game 3 (Bob against Hard, reviewed) gets an answer to one of its puzzles; a shared puzzle
    // gets one too. Deleting game 3 takes its puzzles, its answer and its part of every figure;
    // the shared puzzle's answer stays.
    PuzzleFilter filter;
    const auto before = listPuzzles(*m_store, filter);
    QVERIFY(before);
    const PuzzleEntry* ofGame = nullptr;
    for (const PuzzleEntry& e : *before)
        if (!e.shared && m_store->summary(e.game)->seats.size() == 2) ofGame = &e;
    QVERIFY(ofGame);
    const qint64 reviewed = ofGame->game;
    sl::ai::PuzzleCheck check;
    check.outcome = sl::ai::PuzzleOutcome::AsGoodAsBest;
    const sl::ai::TurnAction answer = loadPuzzle(*m_store, *ofGame)->best;
    QVERIFY(recordAttempt(*m_store, *ofGame, answer, check));
    // A shared puzzle of another game (with another seed: not one of the stored games').
    sl::ai::Puzzle other = *loadPuzzle(*m_store, *ofGame);
    other.record.setup.seed += 1000;
    other.played.reset();
    const auto shared = storeSharedPuzzle(*m_store, other);
    QVERIFY(shared && shared->shared > 0);
    QVERIFY(recordAttempt(*m_store, *shared, answer, check));
    // A second answer to the game's puzzle, a wrong one: two answers, solved by the first.
    sl::ai::PuzzleCheck wrong;
    wrong.outcome = sl::ai::PuzzleOutcome::NotBetter;
    const PuzzleEntry answered = *ofGame;
    QVERIFY(recordAttempt(*m_store, answered, answer, wrong));
    QCOMPARE(m_store->puzzles().attempts()->size(), std::size_t(3));
    int listed = 0;
    const auto listedNow = listPuzzles(*m_store, filter);
    QVERIFY(listedNow);
    for (const PuzzleEntry& e : *listedNow) {
        const bool game = e.key == answered.key, file = e.key == shared->key;
        QCOMPARE(e.attempts, game ? 2 : file ? 1 : 0);
        QCOMPARE(e.solved, game || file);
        listed += game || file;
    }
    QCOMPARE(listed, 2);
    PuzzleFilter unsolved;
    unsolved.unsolvedOnly = true;
    QCOMPARE(listPuzzles(*m_store, unsolved)->size() + 2, listPuzzles(*m_store, filter)->size());
    const auto tableBefore = playerProfiles(*m_store, {});
    QVERIFY(m_store->deleteGame(reviewed));
    const auto after = listPuzzles(*m_store, filter);
    QVERIFY(after);
    for (const PuzzleEntry& e : *after)
        QVERIFY(e.game != reviewed);
    const auto attempts = m_store->puzzles().attempts();
    QCOMPARE(attempts->size(), std::size_t(1));
    QCOMPARE(attempts->front().shared, shared->shared);
    const auto tableAfter = playerProfiles(*m_store, {});
    QVERIFY(tableAfter);
    for (const sl::PlayerProfile& was : *tableBefore) {
        const auto now = std::find_if(tableAfter->begin(), tableAfter->end(),
                                      [&](const sl::PlayerProfile& p) { return p.who == was.who; });
        const bool played = was.who.key() == "human:Bob" || was.who.key() == "computer:hard";
        QCOMPARE(now == tableAfter->end() ? 0 : now->games, was.games - (played ? 1 : 0));
    }
}

QTEST_GUILESS_MAIN(TstFigures)
#include "tst_figures.moc"
