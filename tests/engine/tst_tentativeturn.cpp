// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tentative turn (engine/rules/tentativeturn.h): the tile tried on the board and the meeple
// chosen for it, checked against the rules without a window (R-TURN-1, R-TURN-2).
#include "rules/record.h"
#include "rules/simulate.h"
#include "rules/tentativeturn.h"

#include <QTest>

#include <algorithm>

namespace {

/** A game of two players moved on by `turns` random turns, waiting for a tile. */
struct Game
{
    explicit Game(std::uint64_t seed, int turns = 0)
        : match(*sl::Match::start(sl::GameRecord{sl::makeSetup({2, false, false}, seed), {}})),
          chance(seed)
    {
        match.settle(chance);
        sl::Rng rng(seed);
        std::vector<sl::Placement> placements;
        std::vector<sl::MeepleMove> meeples;
        for (int t = 0; t < turns && match.state().phase() == sl::Phase::PlaceTile; ++t) {
            match.state().legalPlacements(placements);
            match.play(sl::Event::placeTile(placements[rng.below(placements.size())]));
            match.state().meepleOptions(meeples);
            match.play(sl::Event::meepleMove(meeples[rng.below(meeples.size())]));
            match.settle(chance);
        }
    }
    const sl::GameState& state() const { return match.state(); }
    sl::Match match;
    sl::RandomChance chance;
};

/** A cell of `turn` where the tile fits in at least `rotations` distinct rotations. */
std::optional<sl::Cell> cellWith(const sl::TentativeTurn& turn, std::size_t rotations)
{
    for (const sl::Cell& c : turn.legalCells())
        if (turn.legalRotations(c).size() >= rotations) return c;
    return std::nullopt;
}

} // namespace

class TstTentativeTurn : public QObject
{
    Q_OBJECT
private slots:
    void legalCellsAreTheRulesPlacements();
    void selectKeepsThePreviewedRotation();
    void selectRefusesACellWhereTheTileDoesNotFit();
    void rotateCyclesThroughTheFittingRotations();
    void meepleTargetsAreThePendingOptions();
    void chooseTakesTheOtherSizeWhenOneIsGone();
    void takeBackUndoesMeepleThenTile();
    void placeIsExact();
    void notWaitingForATileOffersNothing();
    void planetMovesByWhatFollows_data();
    void planetMovesByWhatFollows();
};

void TstTentativeTurn::legalCellsAreTheRulesPlacements()
{
    Game game(11, 8);
    sl::TentativeTurn turn;
    turn.start(game.state());
    std::vector<sl::Placement> all;
    game.state().legalPlacements(all);
    QVERIFY(!all.empty());
    std::size_t listed = 0;
    for (const sl::Cell& c : turn.legalCells()) {
        std::vector<int> expected;
        for (const sl::Placement& p : all)
            if (p.x == c.x && p.y == c.y) expected.push_back(p.rot);
        std::sort(expected.begin(), expected.end());
        QVERIFY(!expected.empty());
        QCOMPARE(turn.legalRotations(c), expected);
        listed += expected.size();
    }
    QCOMPARE(listed, all.size()); // every placement's cell listed, each once
    QVERIFY(turn.legalRotations({1000, 1000}).empty());
}

void TstTentativeTurn::selectKeepsThePreviewedRotation()
{
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        Game game(seed, 3);
        sl::TentativeTurn turn;
        turn.start(game.state());
        const auto cell = cellWith(turn, 2);
        if (!cell) continue;
        const std::vector<int> rots = turn.legalRotations(*cell);
        while (turn.previewRotation() != rots.back())
            QVERIFY(turn.rotate(1)); // off the board: the preview turns by a quarter
        QVERIFY(turn.select(*cell));
        QCOMPARE(int(turn.placement()->rot), rots.back());
        QCOMPARE(turn.placement()->x, cell->x);
        QCOMPARE(turn.placement()->y, cell->y);
        return;
    }
    QFAIL("no position with a cell of two rotations in 40 seeds");
}

void TstTentativeTurn::selectRefusesACellWhereTheTileDoesNotFit()
{
    Game game(5, 4);
    sl::TentativeTurn turn;
    turn.start(game.state());
    QVERIFY(!turn.select({0, 0})); // the start tile's own cell
    QVERIFY(!turn.placement());
    QVERIFY(!turn.pendingState());
    QVERIFY(turn.meepleTargets().empty());
}

void TstTentativeTurn::rotateCyclesThroughTheFittingRotations()
{
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        Game game(seed, 2);
        sl::TentativeTurn turn;
        turn.start(game.state());
        const auto cell = cellWith(turn, 3);
        if (!cell) continue;
        const std::vector<int> rots = turn.legalRotations(*cell);
        QVERIFY(turn.select(*cell));
        const int first = turn.placement()->rot;
        std::vector<int> seen{first};
        for (std::size_t i = 1; i < rots.size(); ++i) {
            QVERIFY(turn.rotate(1));
            seen.push_back(turn.placement()->rot);
            QCOMPARE(turn.previewRotation(), int(turn.placement()->rot));
        }
        QVERIFY(turn.rotate(1));
        QCOMPARE(int(turn.placement()->rot), first); // round again
        QVERIFY(turn.rotate(-1));
        QCOMPARE(turn.placement()->rot, seen.back()); // and back
        std::sort(seen.begin(), seen.end());
        QCOMPARE(seen, rots);
        // The pending state holds the tile as turned.
        const sl::GameState* pending = turn.pendingState();
        QVERIFY(pending);
        const int t = pending->tileAt(cell->x, cell->y);
        QVERIFY(t >= 0);
        QCOMPARE(pending->tiles()[std::size_t(t)].rot, turn.placement()->rot);
        return;
    }
    QFAIL("no position with a cell of three rotations in 40 seeds");
}

void TstTentativeTurn::meepleTargetsAreThePendingOptions()
{
    Game game(21, 6);
    sl::TentativeTurn turn;
    turn.start(game.state());
    QVERIFY(turn.select(turn.legalCells().front()));
    std::vector<sl::MeepleMove> options;
    turn.pendingState()->meepleOptions(options);
    for (const sl::MeepleMove& target : turn.meepleTargets()) {
        QVERIFY(target.target != sl::MeepleTarget::None);
        QVERIFY(!target.large);
        QCOMPARE(target.equipment, sl::Equipment::None);
        QVERIFY(std::find(options.begin(), options.end(), target) != options.end());
    }
    std::size_t distinct = 0;
    std::vector<sl::MeepleMove> seen;
    for (sl::MeepleMove m : options) {
        if (m.target == sl::MeepleTarget::None) continue;
        m.large = false;
        m.equipment = sl::Equipment::None;
        if (std::find(seen.begin(), seen.end(), m) == seen.end()) {
            seen.push_back(m);
            ++distinct;
        }
    }
    QCOMPARE(turn.meepleTargets().size(), distinct);
}

void TstTentativeTurn::chooseTakesTheOtherSizeWhenOneIsGone()
{
    // A player whose large meeple is on the board: choosing "large" places a small one (R-TURN-2).
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        Game game(seed, 10);
        const sl::GameState& s = game.state();
        if (s.phase() != sl::Phase::PlaceTile || s.largeInSupply(s.currentPlayer())) continue;
        sl::TentativeTurn turn;
        turn.start(s);
        for (const sl::Cell& c : turn.legalCells()) {
            if (!turn.select(c) || turn.meepleTargets().empty()) continue;
            turn.setLarge(true);
            const sl::MeepleMove target = turn.meepleTargets().front();
            QVERIFY(turn.choose(target));
            QVERIFY(!turn.meeple()->large);
            QVERIFY(turn.pendingState()->isLegalMeeple(*turn.meeple()));
            QCOMPARE(turn.meepleToPlay(), *turn.meeple());
            return;
        }
    }
    QFAIL("no position where the large meeple is away in 200 seeds");
}

void TstTentativeTurn::takeBackUndoesMeepleThenTile()
{
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        Game game(seed, 1);
        sl::TentativeTurn turn;
        turn.start(game.state());
        QVERIFY(!turn.takeBack()); // nothing to take back
        for (const sl::Cell& c : turn.legalCells()) {
            if (!turn.select(c) || turn.meepleTargets().empty()) continue;
            QVERIFY(turn.choose(turn.meepleTargets().front()));
            QVERIFY(turn.meeple());
            QVERIFY(turn.takeBack());
            QVERIFY(!turn.meeple());
            QVERIFY(turn.placement()); // the tile stays
            QCOMPARE(turn.meepleToPlay().target, sl::MeepleTarget::None);
            QVERIFY(turn.takeBack());
            QVERIFY(!turn.placement());
            QVERIFY(!turn.pendingState());
            QVERIFY(turn.meepleTargets().empty());
            QVERIFY(!turn.takeBack());
            return;
        }
    }
    QFAIL("no placement with a meeple target in 40 seeds");
}

void TstTentativeTurn::placeIsExact()
{
    Game game(8, 5);
    sl::TentativeTurn turn;
    turn.start(game.state());
    std::vector<sl::Placement> all;
    game.state().legalPlacements(all);
    const sl::Placement last = all.back();
    QVERIFY(turn.place(last));
    QCOMPARE(*turn.placement(), last);
    sl::Placement wrong = last;
    wrong.x = 1000;
    QVERIFY(!turn.place(wrong));
    QCOMPARE(*turn.placement(), last); // a refused placement changes nothing
    // A computer's exact meeple move; the pass removes the meeple again.
    std::vector<sl::MeepleMove> options;
    turn.pendingState()->meepleOptions(options);
    QVERIFY(turn.chooseExactly(options.back()));
    if (options.back().target != sl::MeepleTarget::None) {
        QCOMPARE(*turn.meeple(), options.back());
        QVERIFY(turn.chooseExactly(sl::MeepleMove{}));
    }
    QVERIFY(!turn.meeple());
}

void TstTentativeTurn::notWaitingForATileOffersNothing()
{
    Game game(3, 1000); // played to the end
    QCOMPARE(game.state().phase(), sl::Phase::GameOver);
    sl::TentativeTurn turn;
    turn.start(game.state());
    QVERIFY(turn.legalCells().empty());
    QVERIFY(!turn.rotate(1));
    QVERIFY(!turn.select({1, 0}));
}

void TstTentativeTurn::planetMovesByWhatFollows_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("team");
    QTest::newRow("2 players") << 2 << false;
    QTest::newRow("3 players") << 3 << false;
    QTest::newRow("team game") << 4 << true;
}

/**
 * R-TURN-2a, R-BAT-1, R-TEAM-3: a planet target is an attack exactly when a battle is fought on
 * the planet after the meeple (the battles that follow are rolled to their ends); otherwise it
 * reinforces when the planet then holds more than the new meeple (the mover's or a team-mate's
 * stood there), and settles when the new meeple is alone there. Over random games, each kind seen;
 * in the team game a reinforcement of a planet that only the team-mate held.
 */
void TstTentativeTurn::planetMovesByWhatFollows()
{
    QFETCH(int, players);
    QFETCH(bool, team);
    int seen[3] = {0, 0, 0};
    int byTeamMate = 0;
    sl::Rng dice(7);
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({players, false, team}, seed));
        sl::GameState s = *sl::replay(sl::GameRecord{rec.setup, {}}).state;
        std::vector<sl::MeepleMove> options;
        for (const sl::Event& e : rec.events) {
            if (s.phase() == sl::Phase::PlaceMeeple) {
                s.meepleOptions(options);
                for (const sl::MeepleMove& m : options) {
                    if (m.target != sl::MeepleTarget::Planet) continue;
                    sl::GameState after = s;
                    QCOMPARE(after.apply(sl::Event::meepleMove(m)), sl::ApplyError::None);
                    const sl::PlacedTile& t = s.tiles()[std::size_t(s.tileAt(m.x, m.y))];
                    const int node = t.nodeBase + s.catalog().type(t.type).planetSeg;
                    const sl::RealmInfo planet = after.realmOfNode(node);
                    const int mover = s.currentPlayer();
                    const sl::PlanetMove kind = sl::planetMoveOf(s, m);
                    bool foughtThere = false; // the battles that follow, to their ends
                    while (after.phase() == sl::Phase::Battle) {
                        foughtThere |= after.battleRealm() == planet.root;
                        const sl::DieKind die = after.pendingDie();
                        const int roll = dice.range(sl::dieMin(die), sl::dieMax(die));
                        QCOMPARE(after.apply(sl::Event::roll(roll)), sl::ApplyError::None);
                    }
                    if (foughtThere) {
                        QCOMPARE(kind, sl::PlanetMove::Attack);
                    } else if (planet.meeples.size() > 1) {
                        QCOMPARE(kind, sl::PlanetMove::Reinforce);
                        int moverHere = 0; // the new meeple, and the mover's from before
                        for (const auto& [p, slot] : planet.meeples)
                            moverHere += p == mover;
                        if (!team) QVERIFY(moverHere > 1);
                        byTeamMate += moverHere == 1;
                    } else {
                        QCOMPARE(planet.meeples.size(), std::size_t(1));
                        QCOMPARE(kind, sl::PlanetMove::Settle);
                    }
                    ++seen[int(kind)];
                }
            }
            s.apply(e);
        }
    }
    QVERIFY2(seen[0] > 0 && seen[1] > 0 && seen[2] > 0,
             qPrintable(QStringLiteral("%1 %2 %3").arg(seen[0]).arg(seen[1]).arg(seen[2])));
    if (team) QVERIFY(byTeamMate > 0);
}

QTEST_GUILESS_MAIN(TstTentativeTurn)
#include "tst_tentativeturn.moc"
