// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The SQLite game store: every event stored as it happens, resume, take-backs, options, listing,
// deleting, team seats, import/export (the database file itself: tst_storefiles).
#include "rules/simulate.h"
#include "rules/takeback.h"
#include "store/gamestore.h"
#include "storetestutil.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <sstream>

using slapp::GameStore;
using slapp::StoreError;

namespace {

std::string scores(const sl::GameState& s)
{
    std::ostringstream o;
    o << int(s.phase()) << '/' << s.tiles().size() << ':';
    for (int side = 0; side < s.sideCount(); ++side)
        o << s.score(side) << ',';
    for (const sl::PlacedTile& t : s.tiles())
        o << t.x << ' ' << t.y << ' ' << t.type << ' ' << int(t.rot) << ';';
    for (int p = 0; p < s.playerCount(); ++p)
        for (const sl::Meeple& m : s.meeples(p))
            o << m.node << int(m.equipment);
    return o.str();
}

} // namespace

class TstGameStore : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void eventsStoredAsTheyHappen();
    void resumeUnfinishedGame();
    void outOfSequenceRefused();
    void batchOfEvents();
    void takeBackKeptNotErased();
    void gameOptionsStored();
    void thousandGamesRoundTrip();
    void listing();
    void deleteGame();
    void seatsOfATeamGame();
    void importExport();
    void importRefusesBadRecord();

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }
};

void TstGameStore::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TstGameStore::eventsStoredAsTheyHappen()
{
    // Each event is in the file the moment onEvent returns: a second connection sees it.
    const QString file = path(QStringLiteral("live.sqlite"));
    auto store = GameStore::open(file);
    QVERIFY(store);
    const sl::GameSetup setup = sl::makeSetup({3, true, false}, 17);
    const qint64 id = store->createGame(setup);
    QVERIFY(id > 0);
    auto match = sl::Match::start(sl::GameRecord{setup, {}});
    auto reader = GameStore::open(file);
    QVERIFY(reader);
    int checked = 0;
    match->onEvent = [&](const sl::Event& e, std::size_t index) {
        QVERIFY(store->appendEvent(id, int(index), e, match->state()));
        if (index % 40 == 0) {
            const auto rec = reader->loadRecord(id);
            QVERIFY(rec.has_value());
            QCOMPARE(rec->events.size(), index + 1);
            QVERIFY(rec->events.back() == e);
            ++checked;
        }
    };
    sl::playRandomMatch(*match);
    QVERIFY(checked > 3);
    const auto summary = reader->summary(id);
    QVERIFY(summary && summary->isFinished());
    QCOMPARE(summary->events, int(match->record().events.size()));
    QCOMPARE(summary->turns, match->state().turn());
    for (int p = 0; p < 3; ++p)
        QCOMPARE(summary->seats[p].score, match->state().score(match->state().sideOf(p)));
    const auto rec = reader->loadRecord(id);
    QVERIFY(*rec == match->record());
}

void TstGameStore::resumeUnfinishedGame()
{
    // A game interrupted half-way is loaded and played on from its last stored event; played on
    // with the same decisions and dice it becomes exactly the uninterrupted game.
    const QString file = path(QStringLiteral("resume.sqlite"));
    const sl::GameSetup setup = sl::makeSetup({4, false, true}, 23);
    const sl::GameRecord full = sl::randomRecord(setup);
    qint64 id = 0;
    {
        auto store = GameStore::open(file);
        sl::GameRecord half{setup, {}};
        half.events.assign(full.events.begin(), full.events.begin() + long(full.events.size() / 2));
        id = store->insertRecord(half);
        QVERIFY(id > 0);
    }
    auto store = GameStore::open(file);
    QCOMPARE(store->unfinishedGames(), QList<qint64>{id});
    const auto stored = store->summary(id);
    QVERIFY(stored.has_value());
    QVERIFY(stored->created.isValid());
    QVERIFY(stored->updated >= stored->created);
    QTest::qSleep(20);
    const QDateTime resumed = QDateTime::currentDateTime();
    const auto rec = store->loadRecord(id);
    QVERIFY(rec.has_value());
    QCOMPARE(rec->events.size(), full.events.size() / 2);
    auto match = sl::Match::start(*rec);
    QVERIFY(match.has_value());
    match->onEvent = [&](const sl::Event& e, std::size_t index) {
        QVERIFY(store->appendEvent(id, int(index), e, match->state()));
    };
    /** Chance outcomes taken from the uninterrupted game. */
    struct FromRecord : sl::ChanceSource
    {
        const sl::GameRecord* record = nullptr;
        const sl::Match* match = nullptr;
        sl::Event next(const sl::GameState&) override
        {
            return record->events[match->record().events.size()];
        }
    } chance;
    chance.record = &full;
    chance.match = &*match;
    for (;;) {
        match->settle(chance);
        if (match->state().phase() == sl::Phase::GameOver) break;
        QCOMPARE(match->play(full.events[match->record().events.size()]), sl::ApplyError::None);
    }
    QVERIFY(match->record() == full);
    QVERIFY(*store->loadRecord(id) == full);
    QVERIFY(store->summary(id)->isFinished());
    // The last event written after the resumption is the game's last change.
    QVERIFY(store->summary(id)->updated >= resumed);
    QVERIFY(store->summary(id)->updated <= QDateTime::currentDateTime());
    QVERIFY(store->unfinishedGames().isEmpty());
}

void TstGameStore::outOfSequenceRefused()
{
    auto store = GameStore::open(path(QStringLiteral("seq.sqlite")));
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 3);
    const qint64 id = store->createGame(setup);
    const sl::GameRecord rec = sl::randomRecord(setup);
    const sl::ReplayResult one = sl::replay(rec, 1);
    QVERIFY(!store->appendEvent(id, 1, rec.events[1], *one.state)); // gap
    QVERIFY(store->appendEvent(id, 0, rec.events[0], *one.state));
    QVERIFY(!store->appendEvent(id, 0, rec.events[0], *one.state)); // twice
    QCOMPARE(store->loadRecord(id)->events.size(), std::size_t(1));
}

// A take-back moves the game's tail out of its events into the takebacks table, whole or not
// at all, and the game's review goes with it (its line of play changed).
void TstGameStore::takeBackKeptNotErased()
{
    auto store = GameStore::open(path(QStringLiteral("takeback.sqlite")));
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({3, true, false}, 14));
    sl::GameRecord played{rec.setup, {rec.events.begin(), rec.events.begin() + 90}};
    const qint64 id = store->insertRecord(played);
    const std::size_t at = *sl::takeBackPoint(played, [](int seat) { return seat == 1; });
    sl::ai::DecisionAnalysis decision;
    decision.seq = at;
    decision.player = 1;
    decision.best.place = played.events[at].place;
    QVERIFY(store->analyses().save(id, sl::ai::kAnalysisVersion, {}, {decision}, false));
    // Answers to puzzles of this game's turns: those of the turns taken back go with them.
    QSqlQuery sql(storetest::storeConnection());
    for (std::size_t seq : {at - 3, at, at + 4})
        QVERIFY(
            sql.exec(QStringLiteral("INSERT INTO puzzle_attempts (game_id, seq, who, at, answer, "
                                    "answer_value, best_value, solved) VALUES (%1, %2, 'x', "
                                    "0, '{}', 0, 0, 0)")
                         .arg(id)
                         .arg(seq)));
    const auto attempts = [id] {
        QSqlQuery count(storetest::storeConnection());
        count.exec(
            QStringLiteral("SELECT COUNT(*) FROM puzzle_attempts WHERE game_id = %1").arg(id));
        return count.next() ? count.value(0).toInt() : -1;
    };
    const sl::GameState back = *sl::replay(played, at).state;
    slapp::TakeBack t;
    t.seat = 1;
    t.seq = int(at);
    t.turn = back.turn() + 1;
    t.events.assign(played.events.begin() + std::ptrdiff_t(at), played.events.end());
    t.pending = sl::chanceOf(back, t.events);
    t.pending.dice[0].push_back(6); // stored as it is given
    // Not the whole tail: refused, nothing changed.
    slapp::TakeBack part = t;
    part.events.pop_back();
    QVERIFY(!store->recordTakeBack(id, part, back));
    QCOMPARE(store->storedEvents(id), 90);
    part.events.clear();
    part.seq = 90;
    QVERIFY(!store->recordTakeBack(id, part, back)); // nothing taken back
    QVERIFY(store->takeBacks(id)->isEmpty());
    QCOMPARE(attempts(), 3);
    QVERIFY(store->analyses().load(id).has_value());

    QVERIFY(store->recordTakeBack(id, t, back));
    QCOMPARE(store->storedEvents(id), int(at));
    QVERIFY(
        store->loadRecord(id)->events ==
        std::vector<sl::Event>(played.events.begin(), played.events.begin() + std::ptrdiff_t(at)));
    QCOMPARE(store->summary(id)->turns, back.turn());
    QVERIFY(!store->analyses().load(id).has_value());
    QVERIFY(sql.exec(QStringLiteral("SELECT COUNT(*) FROM analyses WHERE game_id = %1").arg(id)));
    QVERIFY(sql.next() && sql.value(0).toInt() == 0);
    QCOMPARE(attempts(), 1); // the turn before stays
    const auto kept = store->takeBacks(id);
    QVERIFY(kept && kept->size() == 1);
    QCOMPARE(kept->front().seat, 1);
    QCOMPARE(kept->front().seq, int(at));
    QCOMPARE(kept->front().turn, t.turn);
    QVERIFY(kept->front().events == t.events);
    QVERIFY(kept->front().pending == t.pending);
    QVERIFY(kept->front().at.isValid());
    // The game goes on from there and is stored as before.
    QVERIFY(store->appendEvent(id, int(at), played.events[at], *sl::replay(played, at + 1).state));
    QCOMPARE(store->storedEvents(id), int(at) + 1);
    // A second one comes after the first.
    slapp::TakeBack again = t;
    again.events = {played.events[at]};
    again.seat = 2;
    QVERIFY(store->recordTakeBack(id, again, back));
    QCOMPARE(store->takeBacks(id)->size(), 2);
    QCOMPARE(store->takeBacks(id)->at(1).seat, 2);
    // A damaged row is refused by name, not read as no take-back.
    QSqlQuery q(storetest::storeConnection());
    QVERIFY(q.exec(QStringLiteral("UPDATE takebacks SET pending = '{\"tiles\": 1}' WHERE n = 1")));
    QVERIFY(!store->takeBacks(id));
    QCOMPARE(store->lastErrorKind(), StoreError::Damaged);
    QVERIFY(store->lastError().contains(QStringLiteral("take-back")));
}

void TstGameStore::gameOptionsStored()
{
    auto store = GameStore::open(path(QStringLiteral("options.sqlite")));
    sl::GameSetup setup = sl::makeSetup({2, false, false}, 5);
    const qint64 plain = store->createGame(setup);
    QVERIFY(store->gameOptions(plain)->takeBacks);
    QVERIFY(store->loadRecord(plain)->setup.seeded);
    setup.seeded = false;
    slapp::GameOptions none;
    none.takeBacks = false;
    const qint64 own = store->createGame(setup, none);
    QCOMPARE(store->gameOptions(own)->takeBacks, false);
    QCOMPARE(store->loadRecord(own)->setup.seeded, false);
    QCOMPARE(store->loadRecord(own)->setup.seed, setup.seed);
    // Imported records keep theirs.
    const qint64 imported = store->insertRecord(*store->loadRecord(own));
    QCOMPARE(store->loadRecord(imported)->setup.seeded, false);
    // A game stored before the options existed ('{}') is seeded and allows take-backs.
    QSqlQuery q(storetest::storeConnection());
    QVERIFY(q.exec(QStringLiteral("UPDATE games SET options = '{}' WHERE id = %1").arg(own)));
    QVERIFY(store->gameOptions(own)->takeBacks);
    QVERIFY(store->loadRecord(own)->setup.seeded);
    QVERIFY(!store->gameOptions(9999));
}

void TstGameStore::batchOfEvents()
{
    // Events kept while the database could not be written go in as one batch: all or none, and
    // only where the stored game stops.
    auto store = GameStore::open(path(QStringLiteral("batch.sqlite")));
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({3, true, false}, 12));
    const qint64 id = store->createGame(rec.setup);
    const std::vector<sl::Event> first(rec.events.begin(), rec.events.begin() + 10);
    const std::vector<sl::Event> rest(rec.events.begin() + 10, rec.events.end());
    QVERIFY(!store->appendEvents(id, 1, first, *sl::replay(rec, 10).state));
    QCOMPARE(store->lastErrorKind(), StoreError::Invalid);
    QCOMPARE(store->storedEvents(id), 0);
    QVERIFY(store->appendEvents(id, 0, first, *sl::replay(rec, 10).state));
    QCOMPARE(store->lastErrorKind(), StoreError::None);
    QCOMPARE(store->storedEvents(id), 10);
    QVERIFY(!store->appendEvents(id, 9, rest, *sl::replay(rec).state));
    QCOMPARE(store->storedEvents(id), 10);
    QVERIFY(store->appendEvents(id, 10, rest, *sl::replay(rec).state));
    QVERIFY(*store->loadRecord(id) == rec);
    QVERIFY(store->summary(id)->isFinished());
    QCOMPARE(store->storedEvents(id + 1), -1);
    // A game that could never be loaded again is refused.
    sl::GameSetup bad = rec.setup;
    bad.players.resize(1);
    QCOMPARE(store->createGame(bad), 0);
    QCOMPARE(store->lastErrorKind(), StoreError::Invalid);
}

void TstGameStore::thousandGamesRoundTrip()
{
    // 1,000 simulated games stored, loaded and replayed give identical final states and scores.
    const QString file = path(QStringLiteral("thousand.sqlite"));
    auto store = GameStore::open(file);
    QVERIFY(store);
    std::vector<std::pair<qint64, std::string>> expected;
    for (int g = 0; g < 1000; ++g) {
        const sl::SimOptions opt{2 + g % 5, g % 3 == 0, g % 10 == 7};
        sl::SimOptions o = opt;
        if (o.teamGame) o.players = 4;
        if (o.players == 6 && !o.expansion) o.players = 5;
        const sl::GameRecord rec = sl::randomRecord(sl::makeSetup(o, 5000 + g));
        const sl::ReplayResult live = sl::replay(rec);
        const qint64 id = g < 50 ? [&] {
            // The first games go through the live path, one transaction per event.
            const qint64 gid = store->createGame(rec.setup);
            auto match = sl::Match::start(sl::GameRecord{rec.setup, {}});
            match->onEvent = [&](const sl::Event& e, std::size_t i) {
                store->appendEvent(gid, int(i), e, match->state());
            };
            sl::playRandomMatch(*match);
            return gid;
        }()
                                 : store->insertRecord(rec);
        QVERIFY(id > 0);
        expected.emplace_back(id, scores(*live.state));
    }
    store.reset();
    auto reopened = GameStore::open(file);
    QVERIFY(reopened);
    for (const auto& [id, fp] : expected) {
        const auto rec = reopened->loadRecord(id);
        QVERIFY(rec.has_value());
        const sl::ReplayResult r = sl::replay(*rec);
        QVERIFY(!r.error);
        QCOMPARE(scores(*r.state), fp);
        const auto s = reopened->summary(id);
        QVERIFY(s->isFinished());
        for (int p = 0; p < r.state->playerCount(); ++p)
            QCOMPARE(s->seats[p].score, r.state->score(r.state->sideOf(p)));
    }
    slapp::GameQuery all;
    QCOMPARE(reopened->countGames(all), 1000);
}

void TstGameStore::listing()
{
    auto store = GameStore::open(path(QStringLiteral("list.sqlite")));
    QVERIFY(store);
    const QStringList names{QStringLiteral("Šárka"), QStringLiteral("Bob"), QStringLiteral("Žofie"),
                            QStringLiteral("Ann_1")};
    QList<qint64> ids;
    for (int g = 0; g < 12; ++g) {
        sl::GameSetup setup = sl::makeSetup({2, false, false}, 100 + g);
        setup.players[0].name = names[g % names.size()].toStdString();
        sl::GameRecord rec = sl::randomRecord(setup);
        if (g % 4 == 3) rec.events.resize(rec.events.size() / 3); // unfinished
        ids.append(store->insertRecord(rec));
        QTest::qWait(2); // distinct creation times
    }
    slapp::GameQuery q;
    QCOMPARE(store->countGames(q), 12);
    q.limit = 5;
    const auto page1 = store->listGames(q);
    QCOMPARE(page1.size(), 5);
    QCOMPARE(page1.front().id, ids.back()); // newest first
    q.offset = 10;
    QCOMPARE(store->listGames(q).size(), 2);
    q = {};
    q.unfinishedOnly = true;
    QCOMPARE(store->countGames(q), 3);
    for (const auto& s : store->listGames(q))
        QVERIFY(!s.isFinished());
    q = {};
    q.unfinishedFirst = true;
    const auto firstUnfinished = store->listGames(q);
    QVERIFY(!firstUnfinished[0].isFinished() && !firstUnfinished[2].isFinished());
    QVERIFY(firstUnfinished[3].isFinished());
    // Case-insensitive, diacritics kept, SQL wildcards taken literally.
    q = {};
    q.player = QStringLiteral("šár");
    QCOMPARE(store->countGames(q), 3);
    q.player = QStringLiteral("ŽOFIE");
    QCOMPARE(store->countGames(q), 3);
    q.player = QStringLiteral("n_1");
    QCOMPARE(store->countGames(q), 3);
    q.player = QStringLiteral("%");
    QCOMPARE(store->countGames(q), 0);
    q = {};
    q.sort = slapp::GameQuery::Sort::Id;
    q.descending = false;
    QCOMPARE(store->listGames(q).front().id, ids.front());
    q.from = store->summary(ids[5])->created;
    QCOMPARE(store->countGames(q), 7);
    q.to = store->summary(ids[8])->created;
    QCOMPARE(store->countGames(q), 3);
    const auto s = store->summary(ids[0]);
    QCOMPARE(s->seats.size(), 2);
    QCOMPARE(s->seats[0].name, names[0]);
    QCOMPARE(s->seats[0].colour, sl::Colour::Red);
    // The winners: every seat whose side has the best score at the end (several on a tie).
    int ties = 0;
    for (const qint64 id : ids) {
        const auto game = store->summary(id);
        const auto played = sl::replay(*store->loadRecord(id));
        QVERIFY(played.state);
        const sl::GameState& end = *played.state;
        QList<int> expected;
        if (game->isFinished()) {
            int best = 0;
            for (int p = 0; p < end.playerCount(); ++p)
                best = std::max(best, end.score(end.sideOf(p)));
            for (int p = 0; p < end.playerCount(); ++p)
                if (end.score(end.sideOf(p)) == best) expected.append(p);
        }
        QCOMPARE(game->winners, expected);
        ties += expected.size() > 1;
    }
    QVERIFY(ties < ids.size());
}

void TstGameStore::seatsOfATeamGame()
{
    // A seat's team is the side it plays for (the state's own numbering); none in a game of
    // sides of one; its score is its side's.
    auto store = GameStore::open(path(QStringLiteral("teams.sqlite")));
    QVERIFY(store);
    for (const bool team : {true, false}) {
        const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({4, false, team}, 31));
        const auto game = store->summary(store->insertRecord(rec));
        QVERIFY(game.has_value());
        QCOMPARE(game->teamGame, team);
        const sl::GameState end = *sl::replay(rec).state;
        QCOMPARE(game->seats.size(), 4);
        QSet<int> teams;
        for (int p = 0; p < 4; ++p) {
            const auto& seat = game->seats[p];
            QCOMPARE(seat.team, team ? end.sideOf(p) : -1);
            QCOMPARE(seat.score, end.score(end.sideOf(p)));
            QCOMPARE(seat.colour, rec.setup.players[std::size_t(p)].colour);
            teams.insert(seat.team);
        }
        QCOMPARE(teams.size(), team ? 2 : 1);
    }
}

void TstGameStore::deleteGame()
{
    auto store = GameStore::open(path(QStringLiteral("delete.sqlite")));
    const qint64 a = store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 1)));
    const qint64 b = store->insertRecord(sl::randomRecord(sl::makeSetup({2, true, false}, 2)));
    QVERIFY(store->deleteGame(a));
    QVERIFY(!store->loadRecord(a));
    QVERIFY(!store->deleteGame(a));
    QVERIFY(store->loadRecord(b).has_value());
    QCOMPARE(store->countGames({}), 1);
}

void TstGameStore::importExport()
{
    auto store = GameStore::open(path(QStringLiteral("io.sqlite")));
    sl::GameRecord rec = sl::randomRecord(sl::makeSetup({3, true, false}, 9));
    rec.setup.tileSets[0].tiles[2].name.en = "Edited after the game"; // travels with the game
    rec = sl::randomRecord(rec.setup);
    const qint64 id = store->insertRecord(rec);
    const auto json = store->exportGame(id);
    QVERIFY(json.has_value());
    const qint64 again = store->importGame(*json);
    QVERIFY(again > 0 && again != id);
    QVERIFY(*store->loadRecord(again) == rec);
    QCOMPARE(store->exportGame(again), json);
    // Many at once: every game exports and re-imports equal.
    for (qint64 g : {id, again})
        QVERIFY(sl::parseRecord(store->exportGame(g)->toStdString()).record.has_value());
}

void TstGameStore::importRefusesBadRecord()
{
    auto store = GameStore::open(path(QStringLiteral("badimport.sqlite")));
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({2, false, false}, 4));
    QByteArray json = QByteArray::fromStdString(sl::recordToJson(rec));
    json.replace("\"rotation\":1", "\"rotation\":7");
    QCOMPARE(store->importGame(json), 0);
    QVERIFY(store->lastError().contains(QStringLiteral("rotation")));
    QCOMPARE(store->importGame(QByteArrayLiteral("not json")), 0);
    QCOMPARE(store->countGames({}), 0);
}

QTEST_GUILESS_MAIN(TstGameStore)
#include "tst_gamestore.moc"
