// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Taking a turn back (engine/rules/takeback.h): where it goes to, and that the turns played
// again draw the same tiles and dice, checked against the game as first played.
#include "fingerprint.h"
#include "rules/simulate.h"
#include "rules/takeback.h"

#include <QTest>

namespace {

sl::GameRecord game(int players, bool expansion, std::uint64_t seed)
{
    return sl::randomRecord(sl::makeSetup({players, expansion, false}, seed));
}

sl::GameRecord prefix(const sl::GameRecord& rec, std::size_t n)
{
    sl::GameRecord p{rec.setup, {}};
    p.events.assign(rec.events.begin(), rec.events.begin() + static_cast<std::ptrdiff_t>(n));
    return p;
}

bool isDecision(const sl::Event& e)
{
    return e.type == sl::EventType::Place || e.type == sl::EventType::Meeple;
}

/** Plays `decisions`' choices again from the match's state, chance from `chance`. */
void playAgain(sl::Match& m, const std::vector<sl::Event>& decisions, sl::ChanceSource& chance)
{
    for (const sl::Event& e : decisions) {
        if (!isDecision(e)) continue;
        m.settle(chance);
        QCOMPARE(int(m.play(e)), int(sl::ApplyError::None));
    }
    m.settle(chance);
}

/** The first index at or after `from` where the state waits for a die of kind `kind`. */
std::size_t dieOfKind(const sl::GameRecord& rec, sl::DieKind kind, std::size_t from)
{
    for (std::size_t i = from; i < rec.events.size(); ++i) {
        const auto r = sl::replay(rec, i);
        if (rec.events[i].type == sl::EventType::Die && r.state->pendingDie() == kind) return i;
    }
    return 0;
}

} // namespace

class TstTakeBack : public QObject
{
    Q_OBJECT
private slots:
    void pointIsTheSeatsLastPlacement();
    void matchGoesBack();
    void queuesAppend();
    void sameChoicesDrawTheSame_data();
    void sameChoicesDrawTheSame();
    void anotherChoiceKeepsTheNextTile();
    void consumedQueueAsLive();
    void queueFallsBackToLive();
    void tileNoLongerInBagSkipped();
    void queueJson();
    void queueJsonRefused_data();
    void queueJsonRefused();
};

// Oracle: in a game of n players the k-th placement (from 0) is seat k % n's: a discard does not
// end a turn and nobody places twice in a row.
void TstTakeBack::pointIsTheSeatsLastPlacement()
{
    const sl::GameRecord rec = game(3, false, 5);
    QVERIFY(rec.events.size() > 150);
    for (std::size_t n = 0; n <= rec.events.size(); n += 7) {
        const sl::GameRecord p = prefix(rec, n);
        std::optional<std::size_t> expected;
        int placements = 0;
        for (std::size_t i = 0; i < n; ++i)
            if (rec.events[i].type == sl::EventType::Place && placements++ % 3 == 1) expected = i;
        QCOMPARE(sl::takeBackPoint(p, [](int seat) { return seat == 1; }), expected);
    }
    QCOMPARE(sl::takeBackPoint(rec, [](int) { return false; }), std::nullopt);
    QCOMPARE(sl::takeBackPoint(prefix(rec, 0), [](int) { return true; }), std::nullopt);
    // Every seat may take back: the last placement of all.
    std::size_t last = 0;
    for (std::size_t i = 0; i < rec.events.size(); ++i)
        if (rec.events[i].type == sl::EventType::Place) last = i;
    QCOMPARE(sl::takeBackPoint(rec, [](int) { return true; }), std::optional<std::size_t>(last));
}

void TstTakeBack::matchGoesBack()
{
    const sl::GameRecord rec = game(2, false, 8);
    auto m = sl::Match::start(rec);
    QVERIFY(m.has_value());
    const std::size_t all = rec.events.size();
    m->setRecordEffects(true);
    int reported = 0;
    int withEffects = 0;
    m->onEvent = [&](const sl::Event&, std::size_t) {
        ++reported;
        withEffects += !m->state().effects().empty();
    };
    QVERIFY(m->takeBack(all).empty()); // nothing after the end: nothing changes
    QVERIFY(m->takeBack(all + 1).empty());
    QCOMPARE(m->record().events.size(), all);
    std::size_t at = 77;
    while (rec.events[at].type != sl::EventType::Place)
        ++at;
    const std::vector<sl::Event> removed = m->takeBack(at);
    QCOMPARE(removed.size(), all - at);
    QVERIFY(std::equal(removed.begin(), removed.end(), rec.events.begin() + std::ptrdiff_t(at)));
    QCOMPARE(m->record().events.size(), at);
    QCOMPARE(sltest::fingerprint(m->state()), sltest::fingerprint(*sl::replay(rec, at).state));
    QCOMPARE(reported, 0);
    // The game goes on from there as before, the rules' effects still kept.
    sl::RandomChance live(3);
    sl::QueuedChance chance(live);
    chance.queue() = sl::chanceOf(m->state(), removed);
    playAgain(*m, removed, chance);
    QCOMPARE(reported, int(m->record().events.size() - at));
    QVERIFY(m->record() == rec); // to the end and its final scoring
    QVERIFY(withEffects > 0);
}

void TstTakeBack::queuesAppend()
{
    sl::ChanceQueue first;
    first.tiles = {1, 2};
    first.dice = {std::deque<int>{3}, std::deque<int>{4}};
    sl::ChanceQueue later;
    later.tiles = {5};
    later.dice = {std::deque<int>{6, 1}, std::deque<int>{7}};
    first.append(later);
    QCOMPARE(first.tiles, (std::deque<std::uint16_t>{1, 2, 5}));
    QCOMPARE(first.dice[0], (std::deque<int>{3, 6, 1}));
    QCOMPARE(first.dice[1], (std::deque<int>{4, 7}));
    QVERIFY(!first.empty());
    QVERIFY(sl::ChanceQueue{}.empty());
}

void TstTakeBack::sameChoicesDrawTheSame_data()
{
    QTest::addColumn<bool>("expansion");
    QTest::addColumn<int>("dieKind");
    QTest::newRow("base game, normal dice") << false << int(sl::DieKind::Normal);
    QTest::newRow("expansion, yellow die") << true << int(sl::DieKind::Yellow);
}

// Taken back over a battle and played again with the same choices, the game is the game first
// played: every tile and die comes again, each die of its kind.
void TstTakeBack::sameChoicesDrawTheSame()
{
    QFETCH(bool, expansion);
    QFETCH(int, dieKind);
    sl::GameRecord rec;
    std::size_t die = 0;
    for (std::uint64_t seed = 1; seed < 40 && !die; ++seed) {
        rec = game(3, expansion, seed);
        die = dieOfKind(rec, sl::DieKind(dieKind), 30);
    }
    QVERIFY2(die > 0, "no game with such a die");
    const sl::GameRecord played = prefix(rec, std::min(rec.events.size(), die + 40));
    const auto point = sl::takeBackPoint(prefix(rec, die), [](int seat) { return seat == 0; });
    QVERIFY(point.has_value());
    auto m = sl::Match::start(played);
    const std::vector<sl::Event> removed = m->takeBack(*point);
    QVERIFY(std::any_of(removed.begin(), removed.end(),
                        [](const sl::Event& e) { return e.type == sl::EventType::Die; }));
    sl::RandomChance live(12345); // anything drawn from it would differ from the game
    sl::QueuedChance chance(live);
    chance.queue() = sl::chanceOf(m->state(), removed);
    std::size_t draws = 0;
    std::size_t dice = 0;
    for (const sl::Event& e : removed) {
        draws += e.type == sl::EventType::Draw;
        dice += e.type == sl::EventType::Die;
    }
    QCOMPARE(chance.queue().tiles.size(), draws);
    QCOMPARE(chance.queue().dice[0].size() + chance.queue().dice[1].size(), dice);
    playAgain(*m, removed, chance);
    const std::size_t same = std::min(m->record().events.size(), played.events.size());
    QVERIFY(same >= played.events.size());
    QVERIFY(std::equal(played.events.begin(), played.events.end(), m->record().events.begin()));
}

// Another placement of the taken-back tile: the next player still draws the tile that came.
void TstTakeBack::anotherChoiceKeepsTheNextTile()
{
    const sl::GameRecord rec = game(2, false, 21);
    const auto point = sl::takeBackPoint(prefix(rec, 90), [](int seat) { return seat == 0; });
    QVERIFY(point.has_value());
    auto m = sl::Match::start(prefix(rec, 90));
    const std::vector<sl::Event> removed = m->takeBack(*point);
    const auto nextDraw = std::find_if(removed.begin(), removed.end(), [](const sl::Event& e) {
        return e.type == sl::EventType::Draw;
    });
    QVERIFY(nextDraw != removed.end());
    sl::RandomChance live(777);
    sl::QueuedChance chance(live);
    chance.queue() = sl::chanceOf(m->state(), removed);
    std::vector<sl::Placement> options;
    m->state().legalPlacements(options);
    QVERIFY(options.size() > 1);
    const sl::Placement other =
        options.front() == removed.front().place ? options.back() : options.front();
    QCOMPARE(int(m->play(sl::Event::placeTile(other))), int(sl::ApplyError::None));
    QCOMPARE(int(m->play(sl::Event::meepleMove({}))), int(sl::ApplyError::None));
    m->settle(chance);
    const std::vector<sl::Event>& now = m->record().events;
    const auto drawn =
        std::find_if(now.begin() + static_cast<std::ptrdiff_t>(*point), now.end(),
                     [](const sl::Event& e) { return e.type == sl::EventType::Draw; });
    QVERIFY(drawn != now.end());
    QCOMPARE(drawn->tile, nextDraw->tile);
}

// The queue left after some turns played again is the queue of the take-back with what those
// turns drew taken off (what a resumed game works out from the stored events).
void TstTakeBack::consumedQueueAsLive()
{
    sl::GameRecord rec;
    std::size_t die = 0;
    for (std::uint64_t seed = 3; seed < 40 && !die; ++seed) {
        rec = game(3, false, seed);
        die = dieOfKind(rec, sl::DieKind::Normal, 60);
    }
    const std::size_t end = std::min(rec.events.size(), die + 40);
    const auto point = sl::takeBackPoint(prefix(rec, die), [](int seat) { return seat == 2; });
    QVERIFY(point.has_value());
    auto m = sl::Match::start(prefix(rec, end));
    const std::vector<sl::Event> removed = m->takeBack(*point);
    const sl::GameState at = m->state();
    const sl::ChanceQueue whole = sl::chanceOf(at, removed);
    sl::RandomChance live(1);
    sl::QueuedChance chance(live);
    chance.queue() = whole;
    std::vector<sl::Event> half(removed.begin(), removed.begin() + std::ptrdiff_t(die - *point));
    playAgain(*m, half, chance); // up to and over the battle's dice
    const std::vector<sl::Event> since(
        m->record().events.begin() + static_cast<std::ptrdiff_t>(*point), m->record().events.end());
    sl::ChanceQueue worked = whole;
    worked.consume(at, since);
    QVERIFY(worked.tiles.size() < whole.tiles.size());
    QVERIFY(worked.dice[0].size() < whole.dice[0].size());
    QVERIFY(worked == chance.queue());
}

void TstTakeBack::queueFallsBackToLive()
{
    const sl::GameRecord rec = game(2, false, 4);
    sl::RandomChance a(99);
    sl::RandomChance b(99);
    sl::QueuedChance queued(a);
    for (std::size_t i = 0; i < rec.events.size(); ++i) {
        if (rec.events[i].type != sl::EventType::Draw) continue;
        const sl::GameState s = *sl::replay(rec, i).state;
        QCOMPARE(queued.next(s).tile, b.next(s).tile);
    }
}

void TstTakeBack::tileNoLongerInBagSkipped()
{
    const sl::GameRecord rec = game(2, false, 6);
    std::size_t late = 0;
    for (std::size_t i = 0; i < rec.events.size(); ++i)
        if (rec.events[i].type == sl::EventType::Draw) late = i;
    const sl::GameState s = *sl::replay(rec, late).state;
    const auto& bag = s.bag();
    QVERIFY(!bag.empty());
    int gone = -1;
    for (int t = 0; t < s.catalog().size() && gone < 0; ++t)
        if (std::find(bag.begin(), bag.end(), t) == bag.end()) gone = t;
    QVERIFY(gone >= 0);
    sl::RandomChance live(5);
    sl::QueuedChance chance(live);
    chance.queue().tiles = {std::uint16_t(gone), bag.front()};
    QCOMPARE(int(chance.next(s).tile), int(bag.front()));
    QVERIFY(chance.queue().empty());
}

void TstTakeBack::queueJson()
{
    const sl::GameRecord rec = game(3, true, 2);
    const auto catalog = sl::buildCatalog(rec.setup);
    sl::ChanceQueue q;
    q.tiles = {3, 0, 3, std::uint16_t(catalog->size() - 1)};
    q.dice[0] = {1, 6, 2};
    q.dice[1] = {3, 8};
    const std::string json = sl::chanceQueueToJson(q, *catalog);
    QVERIFY(json.find(catalog->type(3).def.id) != std::string::npos);
    const auto back = sl::chanceQueueFromJson(json, *catalog);
    QVERIFY(back.has_value());
    QVERIFY(*back == q);
    QVERIFY(sl::chanceQueueFromJson(sl::chanceQueueToJson({}, *catalog), *catalog)->empty());
}

void TstTakeBack::queueJsonRefused_data()
{
    QTest::addColumn<QString>("json");
    QTest::newRow("not json") << "{";
    QTest::newRow("not an object") << "[]";
    QTest::newRow("key missing") << R"({"tiles": [], "dice": []})";
    QTest::newRow("key extra") << R"({"tiles": [], "dice": [], "yellow": [], "x": 1})";
    QTest::newRow("unknown tile") << R"({"tiles": ["zz99"], "dice": [], "yellow": []})";
    QTest::newRow("tile not a string") << R"({"tiles": [3], "dice": [], "yellow": []})";
    QTest::newRow("die 0") << R"({"tiles": [], "dice": [0], "yellow": []})";
    QTest::newRow("die 7") << R"({"tiles": [], "dice": [7], "yellow": []})";
    QTest::newRow("yellow 2") << R"({"tiles": [], "dice": [], "yellow": [2]})";
    QTest::newRow("yellow 9") << R"({"tiles": [], "dice": [], "yellow": [9]})";
    QTest::newRow("die a string") << R"({"tiles": [], "dice": ["4"], "yellow": []})";
    QTest::newRow("dice not an array") << R"({"tiles": [], "dice": 4, "yellow": []})";
    QTest::newRow("too deep") << R"({"tiles": [[[[[[[[[]]]]]]]]], "dice": [], "yellow": []})";
}

void TstTakeBack::queueJsonRefused()
{
    QFETCH(QString, json);
    const auto catalog = sl::buildCatalog(game(2, true, 1).setup);
    QVERIFY(!sl::chanceQueueFromJson(json.toStdString(), *catalog).has_value());
    // The edges of the dice's ranges are read.
    QVERIFY(sl::chanceQueueFromJson(R"({"tiles": [], "dice": [1, 6], "yellow": [3, 8]})", *catalog)
                .has_value());
}

QTEST_APPLESS_MAIN(TstTakeBack)
#include "tst_takeback.moc"
