// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Players across games in the store (issue 18): each finished game's result per seat is kept
// from the game's end (seat_results, schema 3) and games stored before are summarised once;
// the review's figures come from a game's complete analysis (worked out by hand below); names
// merge into one person and separate again; a player's page (head to head, colours, best and
// worst games, rolling win rate) worked out by hand on a small set of games.
#include "rules/simulate.h"
#include "store/gamestore.h"
#include "store/playerpage.h"
#include "store/playerprofiles.h"
#include "storetestutil.h"

#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace slapp;

namespace {

sl::PlayerInfo person(const char* name, sl::Colour c)
{
    sl::PlayerInfo p;
    p.name = name;
    p.colour = c;
    p.kind = sl::SeatKind::Human;
    return p;
}

/** A random finished game of these seats. */
sl::GameRecord gameOf(std::vector<sl::PlayerInfo> seats, std::uint64_t seed)
{
    sl::GameSetup setup = sl::makeSetup({int(seats.size()), false, false}, seed);
    setup.players = std::move(seats);
    return sl::randomRecord(setup);
}

int countRows(const QString& file, const QString& sql)
{
    int n = -1;
    {
        QSqlDatabase d =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
        d.setDatabaseName(file);
        d.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (d.open()) {
            QSqlQuery q(d);
            if (q.exec(sql) && q.next()) n = q.value(0).toInt();
        }
        d.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("peek"));
    return n;
}

const sl::PlayerProfile* find(const std::vector<sl::PlayerProfile>& all, const std::string& key)
{
    for (const sl::PlayerProfile& p : all)
        if (p.who.key() == key) return &p;
    return nullptr;
}

SeatRow row(qint64 game, const char* who, sl::Colour colour, int side, int score, int margin,
            double win)
{
    SeatRow r;
    r.game = game;
    r.created = QDateTime::fromMSecsSinceEpoch(game * 1000, Qt::UTC);
    r.who = QString::fromLatin1(who);
    r.colour = colour;
    r.result.side = side;
    r.result.score = score;
    r.result.margin = margin;
    r.result.win = win;
    return r;
}

} // namespace

class TstSeatResults : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void keptWhenTheGameEnds();
    void gamesStoredBeforeAreSummarisedOnce();
    void readOnlyStoreIsNotChanged();
    void reviewFiguresWorkedByHand();
    void namesMergeAndSeparate();
    void pageWorkedByHand();
    void countLetsThroughTheQuerysGames();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TstSeatResults::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TstSeatResults::keptWhenTheGameEnds()
{
    const QString file = path(QStringLiteral("end.sqlite"));
    auto store = GameStore::open(file);
    QVERIFY(store);
    using C = sl::Colour;
    // A whole record, and a game played event by event: both keep their results at the end.
    const sl::GameRecord whole = gameOf({person("Anna", C::Red), person("Bob", C::Black)}, 3);
    QVERIFY(store->insertRecord(whole) > 0);
    const sl::GameRecord live = gameOf({person("Anna", C::Green), person("Cyril", C::White)}, 4);
    const qint64 id = store->createGame(live.setup);
    QVERIFY(id > 0);
    const std::size_t half = live.events.size() / 2;
    const std::vector<sl::Event> first(live.events.begin(), live.events.begin() + long(half));
    const std::vector<sl::Event> rest(live.events.begin() + long(half), live.events.end());
    sl::GameRecord upToHalf = live;
    upToHalf.events = first;
    QVERIFY(store->appendEvents(id, 0, first, *sl::replay(upToHalf).state));
    QCOMPARE(
        countRows(file,
                  QStringLiteral("SELECT count(*) FROM seat_results WHERE game_id = %1").arg(id)),
        0); // not before the end
    QVERIFY(store->appendEvents(id, int(half), rest, *sl::replay(live).state));
    QCOMPARE(countRows(file, QStringLiteral("SELECT count(*) FROM seat_results")), 4);
    // The stored figures are the engine's, seat by seat.
    const auto rows = store->players().seatRows({});
    QVERIFY(rows);
    QCOMPARE(rows->size(), std::size_t(4));
    std::vector<sl::SeatResult> expected = sl::seatResults(whole, sl::computeStatistics(whole));
    for (const sl::SeatResult& r : sl::seatResults(live, sl::computeStatistics(live)))
        expected.push_back(r);
    for (std::size_t i = 0; i < rows->size(); ++i) {
        const sl::SeatResult& got = (*rows)[i].result;
        QCOMPARE(got.score, expected[i].score);
        QCOMPARE(got.margin, expected[i].margin);
        QCOMPARE(got.win, expected[i].win);
        QVERIFY(got.points == expected[i].points);
        QCOMPARE(got.battlesWon, expected[i].battlesWon);
        QCOMPARE(got.expectedWins, expected[i].expectedWins);
        QCOMPARE(got.players, 2);
    }
    QCOMPARE((*rows)[2].who, QStringLiteral("human:Anna"));
    QCOMPARE((*rows)[2].colour, C::Green);
    QCOMPARE((*rows)[3].name, QStringLiteral("Cyril"));
    // Deleting the game deletes its results.
    QVERIFY(store->deleteGame(id));
    QCOMPARE(countRows(file, QStringLiteral("SELECT count(*) FROM seat_results")), 2);
}

void TstSeatResults::gamesStoredBeforeAreSummarisedOnce()
{
    // The schema-2 fixture (one finished 2-player game of two "Player N" computers, level
    // Normal) upgrades to schema 3 with no results stored; reading the players stores them.
    const QString file = path(QStringLiteral("schema-v2.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(STARLANES_TEST_DATA "/db/schema-v2.sqlite"), file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    auto store = GameStore::open(file);
    QVERIFY(store);
    QCOMPARE(countRows(file, QStringLiteral("PRAGMA user_version")), GameStore::kSchemaVersion);
    QCOMPARE(countRows(file, QStringLiteral("SELECT count(*) FROM seat_results")), 0);
    // The puzzles' tables and the merged names are there, empty.
    for (const char* table : {"person_names", "shared_puzzles", "puzzle_attempts"})
        QCOMPARE(
            countRows(file, QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))),
            0);
    int games = 0;
    const auto profiles = playerProfiles(*store, {}, &games);
    QVERIFY2(profiles, qPrintable(store->lastError()));
    QCOMPARE(games, 1);
    QCOMPARE(profiles->size(), std::size_t(1));
    QCOMPARE(profiles->front().who.key(), std::string("computer:normal"));
    // Both seats are Normal's: one game, all of its win (sl::identityGames).
    QCOMPARE(profiles->front().games, 1);
    QCOMPARE(profiles->front().wins, 1.0);
    QCOMPARE(countRows(file, QStringLiteral("SELECT count(*) FROM seat_results")), 2);
    // The fixture's analysis is of analysis version 1: not today's, so no review figures.
    QCOMPARE(profiles->front().analysedGames, 0);
    // The figures equal the replayed game's.
    const auto rec = store->loadRecord(1);
    QVERIFY(rec);
    std::vector<sl::PlayerProfile> replayed;
    sl::addFinishedGame(replayed, *rec, sl::computeStatistics(*rec));
    QCOMPARE(profiles->front().scoreSum, replayed.front().scoreSum);
    QCOMPARE(profiles->front().marginSum, replayed.front().marginSum);
    QVERIFY(profiles->front().points == replayed.front().points);
}

void TstSeatResults::readOnlyStoreIsNotChanged()
{
    // A store of today's schema whose results are missing (as if written before schema 3),
    // opened read-only: the figures are computed for the call, the file stays as it was.
    const QString file = path(QStringLiteral("readonly.sqlite"));
    {
        auto store = GameStore::open(file);
        QVERIFY(store);
        QVERIFY(store->insertRecord(gameOf(
                    {person("Anna", sl::Colour::Red), person("Bob", sl::Colour::Black)}, 8)) > 0);
    }
    {
        QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("w"));
        d.setDatabaseName(file);
        QVERIFY(d.open());
        QVERIFY(QSqlQuery(d).exec(QStringLiteral("DELETE FROM seat_results")));
        d.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("w"));
    QFile::setPermissions(file, QFile::ReadOwner);
    const QByteArray before = storetest::checksum(file);
    auto reader = GameStore::openReadOnly(file);
    QVERIFY(reader);
    const auto profiles = playerProfiles(*reader, {});
    QVERIFY2(profiles, qPrintable(reader->lastError()));
    QCOMPARE(profiles->size(), std::size_t(2));
    QVERIFY(find(*profiles, "human:Anna") && find(*profiles, "human:Bob"));
    QCOMPARE(find(*profiles, "human:Anna")->wins + find(*profiles, "human:Bob")->wins, 1.0);
    QVERIFY(!reader->players().merge(QStringLiteral("human:Bob"), QStringLiteral("human:Anna")));
    QCOMPARE(reader->lastErrorKind(), StoreError::ReadOnly);
    reader.reset();
    QCOMPARE(storetest::checksum(file), before);
}

void TstSeatResults::reviewFiguresWorkedByHand()
{
    const QString file = path(QStringLiteral("review.sqlite"));
    auto store = GameStore::open(file);
    QVERIFY(store);
    using C = sl::Colour;
    const sl::GameRecord rec = gameOf({person("Anna", C::Red), person("Bob", C::Black)}, 11);
    const qint64 game = store->insertRecord(rec);
    const qint64 other =
        store->insertRecord(gameOf({person("Anna", C::Red), person("Bob", C::Black)}, 12));
    QVERIFY(game > 0 && other > 0);
    const auto points = sl::ai::decisionPoints(rec);
    QVERIFY(points.size() >= 4);
    // Four decisions with chosen values; the seats alternate, Anna first.
    //   Anna: losses 0 and 9.0 -> 2 decisions, 9.0 points, no mistake, 1 blunder (9 >= 8);
    //   Bob:  losses 3.0 and 2.5 -> 2 decisions, 5.5 points, 1 mistake (3 >= 3), no blunder.
    const double losses[] = {0.0, 3.0, 9.0, 2.5};
    std::vector<sl::ai::DecisionAnalysis> decisions;
    for (std::size_t i = 0; i < 4; ++i) {
        sl::ai::DecisionAnalysis d;
        d.seq = points[i].seq;
        d.player = points[i].player;
        d.bestValue = 4.0;
        d.playedValue = 4.0 - losses[i];
        d.best = points[i].played;
        d.expected = {30.0, 30.0};
        decisions.push_back(d);
    }
    QCOMPARE(points[0].player, 0);
    QCOMPARE(points[1].player, 1);
    sl::ai::AnalysisOptions settings;
    settings.iterations = 10;
    settings.playouts = 10;
    // Not complete yet: no figures.
    QVERIFY(store->analyses().save(game, sl::ai::kAnalysisVersion, settings, {decisions[0]}));
    auto profiles = playerProfiles(*store, {});
    QVERIFY(profiles);
    QCOMPARE(find(*profiles, "human:Anna")->analysedGames, 0);
    QVERIFY(store->analyses().save(game, sl::ai::kAnalysisVersion, settings, decisions, true));
    // The other game: an incomplete analysis does not count.
    QVERIFY(store->analyses().save(other, sl::ai::kAnalysisVersion, settings, {decisions[0]}));
    profiles = playerProfiles(*store, {});
    QVERIFY(profiles);
    const sl::PlayerProfile* anna = find(*profiles, "human:Anna");
    const sl::PlayerProfile* bob = find(*profiles, "human:Bob");
    QVERIFY(anna && bob);
    QCOMPARE(anna->games, 2);
    QCOMPARE(anna->analysedGames, 1);
    QCOMPARE(anna->analysedShare(), 0.5);
    QCOMPARE(anna->review.decisions, 2);
    QCOMPARE(anna->review.pointsLost, 9.0);
    QCOMPARE(anna->lostPerTurn(), 4.5);
    QCOMPARE(anna->review.mistakes, 0);
    QCOMPARE(anna->review.blunders, 1);
    QCOMPARE(bob->review.decisions, 2);
    QCOMPARE(bob->lostPerTurn(), 2.75);
    QCOMPARE(bob->review.mistakes, 1);
    QCOMPARE(bob->review.blunders, 0);
    QCOMPARE(bob->mistakesPerGame(), 1.0);
    // Deleting the analysis takes its figures away.
    QVERIFY(store->analyses().remove(game));
    profiles = playerProfiles(*store, {});
    QVERIFY(profiles);
    QCOMPARE(find(*profiles, "human:Anna")->analysedGames, 0);
    QCOMPARE(find(*profiles, "human:Anna")->review.decisions, 0);
}

void TstSeatResults::namesMergeAndSeparate()
{
    const QString file = path(QStringLiteral("merge.sqlite"));
    auto store = GameStore::open(file);
    QVERIFY(store);
    using C = sl::Colour;
    QVERIFY(store->insertRecord(gameOf({person("Anna", C::Red), person("Bob", C::Black)}, 21)));
    QVERIFY(store->insertRecord(gameOf({person("anna", C::Red), person("Bob", C::Black)}, 22)));
    QVERIFY(store->insertRecord(gameOf({person("Ann", C::Red), person("Cyril", C::Black)}, 23)));
    auto games = [&](const std::string& key) {
        const auto all = playerProfiles(*store, {});
        const sl::PlayerProfile* p = all ? find(*all, key) : nullptr;
        return p ? p->games : 0;
    };
    QCOMPARE(games("human:Anna"), 1);
    QVERIFY(store->players().merge(QStringLiteral("human:anna"), QStringLiteral("human:Anna")));
    QCOMPARE(games("human:Anna"), 2);
    QCOMPARE(games("human:anna"), 0);
    // Into a merged name: its person is used.
    QVERIFY(store->players().merge(QStringLiteral("human:Ann"), QStringLiteral("human:anna")));
    QCOMPARE(games("human:Anna"), 3);
    auto all = playerProfiles(*store, {});
    QVERIFY(all);
    QCOMPARE(find(*all, "human:Anna")->otherNames, (std::vector<std::string>{"Ann", "anna"}));
    QCOMPARE(store->players().mergedNames()->value(QStringLiteral("human:Ann")),
             QStringLiteral("human:Anna"));
    // Refused: a computer, a name into itself, into a name merged into it.
    QVERIFY(!store->players().merge(QStringLiteral("computer:hard"), QStringLiteral("human:Anna")));
    QVERIFY(store->lastError().contains(QStringLiteral("only people")));
    QVERIFY(!store->players().merge(QStringLiteral("human:Anna"), QStringLiteral("human:Anna")));
    QVERIFY(!store->players().merge(QStringLiteral("human:Anna"), QStringLiteral("human:anna")));
    QCOMPARE(games("human:Anna"), 3);
    // The whole person into another: the names merged into it go along.
    QVERIFY(store->players().merge(QStringLiteral("human:Anna"), QStringLiteral("human:Cyril")));
    // Four games, but in game 23 Ann (now Cyril) played Cyril: one game of his, not two.
    QCOMPARE(games("human:Cyril"), 3);
    QCOMPARE(store->players().mergedNames()->size(), 3);
    QVERIFY(store->players().separate(QStringLiteral("human:Cyril")));
    QCOMPARE(store->players().mergedNames()->size(), 0);
    QCOMPARE(games("human:Anna"), 1);
    QCOMPARE(games("human:Cyril"), 1);
    // Stored: a new connection sees the same.
    QVERIFY(store->players().merge(QStringLiteral("human:anna"), QStringLiteral("human:Anna")));
    store = GameStore::open(file);
    QCOMPARE(games("human:Anna"), 2);
}

void TstSeatResults::pageWorkedByHand()
{
    using C = sl::Colour;
    // Five games (seat rows as the store gives them, game by game):
    //   1: Anna red 30 (side 0), Bob 20: Anna beats Bob; margin +10, win 1.
    //   2: Anna green 25, Bob 25, Cyril 40: Anna ties Bob, loses to Cyril; margin -15.
    //   3: a team game: Anna red and Bob side 0 (50), Cyril and Dana side 1 (60): Anna loses to
    //      Cyril and to Dana; Bob is her team-mate, not an opponent; margin -10.
    //   4: Anna red 44, Computer – Hard 30: Anna wins; margin +14.
    //   5: Bob and Cyril without Anna: not hers.
    const std::vector<SeatRow> rows{
        row(1, "human:Anna", C::Red, 0, 30, 10, 1),
        row(1, "human:Bob", C::Black, 1, 20, -10, 0),
        row(2, "human:Anna", C::Green, 0, 25, -15, 0),
        row(2, "human:Bob", C::Red, 1, 25, -15, 0),
        row(2, "human:Cyril", C::White, 2, 40, 15, 1),
        row(3, "human:Anna", C::Red, 0, 50, -10, 0),
        row(3, "human:Bob", C::Green, 0, 50, -10, 0),
        row(3, "human:Cyril", C::Black, 1, 60, 10, 1),
        row(3, "human:Dana", C::White, 1, 60, 10, 1),
        row(4, "human:Anna", C::Red, 0, 44, 14, 1),
        row(4, "computer:hard", C::Black, 1, 30, -14, 0),
        row(5, "human:Bob", C::Red, 0, 1, 0, 1),
        row(5, "human:Cyril", C::Black, 1, 1, 0, 0),
    };
    const PlayerPageData page = playerPageData(rows, QStringLiteral("human:Anna"));
    QCOMPARE(page.games.size(), std::size_t(4));
    QCOMPARE(page.games[1].game, 2);
    // Head to head, most games first, then by key ("computer:…" before "human:…"):
    // Bob 2 games, 1 won, 1 tied; Cyril 2 lost; Computer – Hard 1 won; Dana 1 lost.
    QCOMPARE(page.opponents.size(), std::size_t(4));
    auto check = [&](std::size_t i, const char* who, int games, int won, int lost, int tied) {
        const HeadToHead& h = page.opponents[i];
        QCOMPARE(h.who, QString::fromLatin1(who));
        QCOMPARE(h.games, games);
        QCOMPARE(h.won, won);
        QCOMPARE(h.lost, lost);
        QCOMPARE(h.tied, tied);
    };
    check(0, "human:Bob", 2, 1, 0, 1);
    check(1, "human:Cyril", 2, 0, 2, 0);
    check(2, "computer:hard", 1, 1, 0, 0);
    check(3, "human:Dana", 1, 0, 1, 0);
    // Colours: red in games 1, 3 and 4 (won 1 and 4), green in game 2 (lost).
    QCOMPARE(page.colours.size(), std::size_t(2));
    QCOMPARE(page.colours[0].colour, C::Red);
    QCOMPARE(page.colours[0].games, 3);
    QCOMPARE(page.colours[0].wins, 2.0);
    QCOMPARE(page.colours[1].colour, C::Green);
    QCOMPARE(page.colours[1].wins, 0.0);
    // Margins +10, -15, -10, +14: the best two are games 4 and 1, the worst two 2 and 3 (game
    // indices 3, 0 and 1, 2); no game is in both lists even when more are asked for.
    QCOMPARE(page.best(5), (std::vector<std::size_t>{3, 0}));
    QCOMPARE(page.worst(5), (std::vector<std::size_t>{1, 2}));
    QCOMPARE(page.best(1), (std::vector<std::size_t>{3}));
    // Wins 1, 0, 0, 1; over the last two games: 1, 1/2, 0, 1/2.
    QCOMPARE(page.rollingWinRate(2), (std::vector<double>{1.0, 0.5, 0.0, 0.5}));
    QCOMPARE(page.rollingWinRate(10), (std::vector<double>{1.0, 0.5, 1.0 / 3, 0.5}));
}

void TstSeatResults::countLetsThroughTheQuerysGames()
{
    // Finished: two games of two seats, one of three; unfinished: one of two, two of three.
    auto store = GameStore::open(path(QStringLiteral("count.sqlite")));
    QVERIFY(store);
    std::uint64_t seed = 70;
    for (const int seats : {2, 2, 3, -2, -3, -3}) {
        sl::GameSetup setup = sl::makeSetup({std::abs(seats), false, false}, ++seed);
        for (std::size_t i = 0; i < setup.players.size(); ++i)
            setup.players[i].name = std::string(1, char('A' + i)) + "nn";
        sl::GameRecord rec = sl::randomRecord(setup);
        if (seats < 0) rec.events.resize(rec.events.size() / 2);
        QVERIFY(store->insertRecord(rec) > 0);
    }
    auto count = [&](int seats, bool unfinished) {
        SeatQuery q;
        q.seats = seats;
        q.unfinished = unfinished;
        return store->players().countFinished(q);
    };
    QCOMPARE(count(0, false), 3);
    QCOMPARE(count(2, false), 2);
    QCOMPARE(count(3, false), 1);
    QCOMPARE(count(0, true), 6);
    QCOMPARE(count(2, true), 3);
    QCOMPARE(count(3, true), 3);
    QCOMPARE(count(4, true), 0);
}

QTEST_GUILESS_MAIN(TstSeatResults)
#include "tst_seatresults.moc"
