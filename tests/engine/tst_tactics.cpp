// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Positions that Greedy gets wrong and the search gets right: the search looks past the turn
// (a battle worth avoiding, a meeple kept for later, a better cell for the tile, a realm to close
// next turn) and at the tiles left in the bag (how many, and which). The positions
// (tests/data/positions) come from seeded games of Greedy players; in each, Greedy's turn loses
// points by the analysis's own valuation (thousands of playouts), and a small search (4,000
// playouts, three seeds) finds the better turn.
#include "ai/analysis.h"
#include "ai/greedy.h"
#include "ai/search.h"
#include "scenario.h"

#include <QFile>
#include <QTest>

#include <algorithm>

using namespace sltest;

namespace {

/** The decision point a position file ends at (the tile drawn, not placed). */
sl::GameState positionOf(const QString& name, sl::GameRecord* record = nullptr)
{
    QFile f(QStringLiteral(STARLANES_TEST_DATA "/positions/") + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("no position %s", qPrintable(name));
    const QByteArray text = f.readAll();
    const sl::RecordLoadResult r =
        sl::parseRecord(std::string_view(text.constData(), std::size_t(text.size())));
    if (!r.record) qFatal("position %s: %s", qPrintable(name), sl::describe(*r.error).c_str());
    if (record) *record = *r.record;
    sl::GameState s = *sl::replay(*r.record).state;
    if (s.phase() != sl::Phase::PlaceTile)
        qFatal("position %s does not end at a decision", qPrintable(name));
    return s;
}

/** The same board as a record's, but with only `bag` left to draw after its last tile. */
sl::GameState sameBoardWithBag(const sl::GameRecord& rec, std::vector<std::string> bag)
{
    const auto built = sl::buildCatalog(rec.setup);
    const sl::TileCatalog& catalog = *built;
    Steps steps;
    std::string tile;
    Turn turn;
    std::vector<int> dice;
    for (const sl::Event& e : rec.events) {
        switch (e.type) {
        case sl::EventType::Draw:
            tile = catalog.type(e.tile).def.id;
            break;
        case sl::EventType::Place:
            if (!dice.empty()) steps.push_back(Dice{std::exchange(dice, {})});
            turn = Turn{tile, e.place.x, e.place.y, e.place.rot};
            break;
        case sl::EventType::Meeple:
            turn.meeple = e.meeple;
            steps.push_back(turn);
            break;
        case sl::EventType::Die:
            dice.push_back(e.die);
            break;
        case sl::EventType::Discard:
            steps.push_back(Discard{tile});
            break;
        }
    }
    if (!dice.empty()) steps.push_back(Dice{dice});
    ScenarioOptions opt;
    opt.seats.clear();
    for (const sl::PlayerInfo& p : rec.setup.players)
        opt.seats.push_back(p.colour);
    opt.startTile = catalog.type(0).def.id;
    bag.push_back(tile); // the tile drawn at the decision
    opt.extraTiles = bag;
    Scenario sc(steps, opt);
    if (const auto err = sc.run()) qFatal("scenario: %s", err->c_str());
    sl::GameState s = sc.state();
    if (s.apply(sl::Event::draw(s.catalog().find(tile))) != sl::ApplyError::None)
        qFatal("draw of %s refused", tile.c_str());
    return s;
}

sl::ai::TurnAction searchTurn(const sl::GameState& s, std::uint64_t seed)
{
    sl::ai::SearchOptions o = *sl::ai::levelOptions(sl::ai::Level::Hard);
    o.iterations = 4000;
    o.seconds = 0;
    o.threads = 1;
    sl::ai::SearchPlayer player(seed, o);
    return player.planTurn(s);
}

/** Whether `better` is worth at least 2 points more than `worse` over 2,000 playouts of both
 *  (common random numbers): the analysis's own valuation. Prints both values. */
bool atLeast2Better(const sl::GameState& s, const sl::ai::TurnAction& better,
                    const sl::ai::TurnAction& worse)
{
    sl::ai::AnalysisOptions judge;
    judge.playouts = 2000;
    const double bv = sl::ai::valueOfTurn(s, better, judge, 5).margin;
    const double wv = sl::ai::valueOfTurn(s, worse, judge, 5).margin;
    qInfo("search %.2f, greedy %.2f", bv, wv);
    return bv - wv >= 2.0;
}

/** The state after `turn` is played in `s` (tile and meeple; battles wait for their dice). */
sl::GameState after(const sl::GameState& s, const sl::ai::TurnAction& turn)
{
    sl::GameState a = s;
    if (a.apply(sl::Event::placeTile(turn.place)) != sl::ApplyError::None ||
        a.apply(sl::Event::meepleMove(turn.meeple)) != sl::ApplyError::None)
        qFatal("the turn is not legal");
    return a;
}

/** Roots of the realms of the tile `turn` places that hold a meeple of the mover's side only,
 *  are not complete and have exactly one open end: one tile can close them. */
std::vector<int> closableNextTurn(const sl::GameState& s, const sl::ai::TurnAction& turn)
{
    const sl::GameState a = after(s, turn);
    const sl::PlacedTile& t = a.tiles()[std::size_t(a.lastPlacedTile())];
    std::vector<int> roots;
    for (std::size_t seg = 0; seg < a.catalog().type(t.type).def.realms.size(); ++seg) {
        const sl::RealmInfo& r = a.realmOfNode(t.nodeBase + int(seg));
        if (r.kind == sl::RealmKind::Planet || r.complete || r.openEnds != 1 || r.meeples.empty())
            continue;
        bool othersToo = false;
        for (const auto& [player, slot] : r.meeples)
            othersToo |= s.sideOf(player) != s.sideOf(s.currentPlayer());
        if (!othersToo && std::find(roots.begin(), roots.end(), r.root) == roots.end())
            roots.push_back(r.root);
    }
    return roots;
}

/** The tile types of the bag that, drawn next, can close the realm whose root is `root` after
 *  `turn`. */
std::vector<int> closers(const sl::GameState& s, const sl::ai::TurnAction& turn, int root)
{
    const sl::GameState a = after(s, turn);
    std::vector<int> types;
    for (std::uint16_t type : a.bag()) {
        if (std::find(types.begin(), types.end(), int(type)) != types.end()) continue;
        sl::GameState drawn = a;
        if (drawn.apply(sl::Event::draw(type)) != sl::ApplyError::None) continue;
        std::vector<sl::Placement> places;
        drawn.legalPlacements(places);
        for (const sl::Placement& p : places) {
            sl::GameState placed = drawn;
            placed.apply(sl::Event::placeTile(p));
            if (placed.realmOfNode(root).complete) {
                types.push_back(type);
                break;
            }
        }
    }
    return types;
}

} // namespace

class TstTactics : public QObject
{
    Q_OBJECT
private slots:
    void greedyWrongSearchRight_data();
    void greedyWrongSearchRight();
    void meepleKeptOnlyWithTilesToCome();
    void realmToCloseNextTurn();
    void closingTilesMustBeInTheBag();
};

void TstTactics::greedyWrongSearchRight_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("greedyTarget");
    QTest::addColumn<int>("searchTarget");
    using T = sl::MeepleTarget;
    // 3 players: Greedy attacks a planet at its exact odds now; the search sees that the
    // meeples a battle ties up (or loses) are worth more later, and places the tile elsewhere.
    QTest::newRow("a battle worth avoiding")
        << QStringLiteral("battle-worth-avoiding.json") << int(T::Planet) << int(T::Segment);
    // Greedy puts a meeple where it brings a point or two now; the search keeps it.
    QTest::newRow("a meeple kept for later")
        << QStringLiteral("meeple-kept.json") << int(T::Segment) << int(T::None);
    // Greedy takes the cell with the most points now; the search one that builds for later.
    QTest::newRow("a better cell for the tile")
        << QStringLiteral("better-cell.json") << int(T::None) << int(T::None);
}

void TstTactics::greedyWrongSearchRight()
{
    QFETCH(QString, file);
    QFETCH(int, greedyTarget);
    QFETCH(int, searchTarget);
    const sl::GameState s = positionOf(file);
    sl::ai::GreedyPlayer greedy(7);
    const sl::ai::TurnAction g = greedy.planTurn(s);
    QCOMPARE(int(g.meeple.target), greedyTarget);
    // The search's turn, on three seeds: always the same turn, never Greedy's.
    const sl::ai::TurnAction first = searchTurn(s, 101);
    QCOMPARE(int(first.meeple.target), searchTarget);
    QVERIFY(!sl::ai::sameTurn(s, first, g));
    for (std::uint64_t seed : {102, 103})
        QVERIFY(sl::ai::sameTurn(s, searchTurn(s, seed), first));
    QVERIFY2(atLeast2Better(s, first, g), "the search's turn is not 2 points better");
}

/**
 * The meeple is worth keeping only while tiles are left to draw: on the same board with the
 * drawn tile as the last one of the game, the search places the meeple as Greedy does (points
 * now are all there is), while with the real bag it keeps it. The search reads the bag.
 */
void TstTactics::meepleKeptOnlyWithTilesToCome()
{
    sl::GameRecord rec;
    const sl::GameState real = positionOf(QStringLiteral("meeple-kept.json"), &rec);
    QVERIFY(real.bag().size() > 40);
    QCOMPARE(int(searchTurn(real, 101).meeple.target), int(sl::MeepleTarget::None));
    const sl::GameState last = sameBoardWithBag(rec, {});
    QVERIFY(last.bag().empty());
    QCOMPARE(last.tiles().size(), real.tiles().size());
    QCOMPARE(last.score(0), real.score(0));
    QCOMPARE(last.score(1), real.score(1));
    sl::ai::GreedyPlayer greedy(7);
    const sl::ai::TurnAction g = greedy.planTurn(last);
    QCOMPARE(int(g.meeple.target), int(sl::MeepleTarget::Segment));
    for (std::uint64_t seed : {101, 102, 103})
        QVERIFY(searchTurn(last, seed).meeple.target != sl::MeepleTarget::None);
}

/**
 * A realm to close next turn (2 players, from a seeded game of Greedy players): Greedy puts the
 * tile where it scores most now; the search puts it where it leaves one of its own realms open
 * at a single end, to be closed by the next tile, and that turn is worth at least 2 points more
 * by the analysis's valuation (greedyWrongSearchRight's checks).
 */
void TstTactics::realmToCloseNextTurn()
{
    const sl::GameState s = positionOf(QStringLiteral("realm-to-close.json"));
    sl::ai::GreedyPlayer greedy(7);
    const sl::ai::TurnAction g = greedy.planTurn(s);
    const sl::ai::TurnAction q = searchTurn(s, 101);
    QVERIFY(!sl::ai::sameTurn(s, q, g));
    for (std::uint64_t seed : {102, 103})
        QVERIFY(sl::ai::sameTurn(s, searchTurn(s, seed), q));
    QCOMPARE(closableNextTurn(s, g).size(), std::size_t(0));
    const std::vector<int> open = closableNextTurn(s, q);
    QCOMPARE(open.size(), std::size_t(1));
    QVERIFY(!closers(s, q, open.front()).empty());
    QVERIFY2(atLeast2Better(s, q, g), "the search's turn is not 2 points better");
}

/**
 * What the bag holds, not only how much: the same board with a bag of the same size in which no
 * tile can close that realm (each closing tile swapped for one that cannot): the search no
 * longer builds towards it.
 */
void TstTactics::closingTilesMustBeInTheBag()
{
    sl::GameRecord rec;
    const sl::GameState s = positionOf(QStringLiteral("realm-to-close.json"), &rec);
    const sl::ai::TurnAction q = searchTurn(s, 101);
    const std::vector<int> open = closableNextTurn(s, q);
    QCOMPARE(open.size(), std::size_t(1));
    const std::vector<int> closing = closers(s, q, open.front());
    std::vector<std::string> bag;
    std::string filler;
    for (std::uint16_t type : s.bag())
        if (std::find(closing.begin(), closing.end(), int(type)) == closing.end())
            filler = s.catalog().type(type).def.id;
    QVERIFY(!filler.empty());
    int swapped = 0;
    for (std::uint16_t type : s.bag()) {
        const bool closes = std::find(closing.begin(), closing.end(), int(type)) != closing.end();
        bag.push_back(closes ? filler : s.catalog().type(type).def.id);
        swapped += closes;
    }
    QVERIFY(swapped > 0);
    const sl::GameState other = sameBoardWithBag(rec, bag);
    QCOMPARE(other.bag().size(), s.bag().size());
    QCOMPARE(other.tiles().size(), s.tiles().size());
    // Nothing in this bag closes the realm the search built towards on the real bag ...
    QVERIFY(closers(other, q, open.front()).empty());
    // ... and on three seeds it plays another turn there.
    for (std::uint64_t seed : {101, 102, 103})
        QVERIFY(!sl::ai::sameTurn(other, searchTurn(other, seed), q));
}

QTEST_APPLESS_MAIN(TstTactics)
#include "tst_tactics.moc"
