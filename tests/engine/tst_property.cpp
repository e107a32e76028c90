// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Property test over thousands of seeded random games (issue 2 §5): invariants hold after every
// event, the fast move lists are the legal moves, and replaying the record gives the live final
// state exactly.
#include "fingerprint.h"
#include "rules/simulate.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <sstream>
#include <tuple>

namespace {

/** Checks the invariants of one state; returns an empty string when all hold. */
std::string checkInvariants(const sl::GameState& s)
{
    for (int p = 0; p < s.playerCount(); ++p) {
        int sabres = 0, blasters = 0;
        for (const sl::Meeple& m : s.meeples(p)) {
            if (m.node < 0 && m.equipment != sl::Equipment::None)
                return "equipment left behind in supply";
            if (m.node >= s.nodeCount()) return "meeple on a missing node";
            sabres += m.equipment == sl::Equipment::Lightsaber;
            blasters += m.equipment == sl::Equipment::Blaster;
        }
        if (sabres > 1 || blasters > 1) return "equipment duplicated";
        if (!s.expansion() && (sabres || blasters)) return "equipment without the expansion";
    }
    // Between turns (and at the end) every battle has been fought: one side per realm.
    // During a turn, a placement may merge realms of several sides until step 3 (R-TURN-3).
    const sl::Phase ph = s.phase();
    if (ph == sl::Phase::DrawTile || ph == sl::Phase::PlaceTile || ph == sl::Phase::GameOver) {
        for (int root : s.occupiedRealms()) {
            const sl::RealmInfo r = s.realmOfNode(root);
            std::set<int> sides;
            for (auto [player, slot] : r.meeples)
                sides.insert(s.sideOf(player));
            if (sides.size() != 1) return "a realm holds several sides outside a battle";
            // Scoring comes at the end of the turn (R-TURN-4), after the meeple and battles.
            if (r.complete && ph != sl::Phase::GameOver)
                return "a complete realm still holds meeples after its turn";
        }
    }
    return {};
}

/** Every placed tile matches all its neighbours (R-TILE-1) and touches one (R-TURN-1). */
std::string checkBoard(const sl::GameState& s)
{
    const auto& cat = s.catalog();
    for (std::size_t i = 0; i < s.tiles().size(); ++i) {
        const sl::PlacedTile& t = s.tiles()[i];
        const sl::EdgeSig sig = cat.type(t.type).sig[t.rot];
        int neighbours = 0;
        for (int d = 0; d < 4; ++d) {
            const int o = s.tileAt(t.x + sl::kDx[static_cast<std::size_t>(d)],
                                   t.y + sl::kDy[static_cast<std::size_t>(d)]);
            if (o < 0) continue;
            ++neighbours;
            const sl::PlacedTile& n = s.tiles()[static_cast<std::size_t>(o)];
            if (sl::sigField(sig, d) != sl::sigField(cat.type(n.type).sig[n.rot], (d + 2) & 3))
                return "tile " + std::to_string(i) + " does not match its neighbour";
        }
        if (i > 0 && neighbours == 0) return "tile " + std::to_string(i) + " touches nothing";
    }
    return {};
}

auto moveKey(const sl::MeepleMove& m)
{
    return std::tuple(int(m.target), int(m.segment), int(m.x), int(m.y), int(m.large),
                      int(m.equipment));
}

/**
 * The engine's fast move lists against brute force over the rules' own checks (R-TURN-1,
 * R-TURN-2, R-TURN-2a): legalPlacements() is every (cell, distinct rotation) that
 * isLegalPlacement() accepts, once each, in placementAt() order; meepleOptions() is every
 * move that isLegalMeeple() accepts, once each, the pass first, in MeepleChoices::at() order.
 */
std::string checkMoveLists(const sl::GameState& s)
{
    // A tile is drawn exactly while it waits to be placed; otherwise drawnTile() is -1.
    if ((s.phase() == sl::Phase::PlaceTile) != (s.drawnTile() >= 0)) return "drawnTile in phase";
    if (s.phase() != sl::Phase::PlaceTile && s.drawnTile() != -1) return "drawnTile not -1";
    if (s.phase() == sl::Phase::PlaceTile) {
        std::vector<sl::Placement> fast;
        s.legalPlacements(fast);
        if (static_cast<int>(fast.size()) != s.countPlacements()) return "countPlacements differs";
        for (std::size_t k = 0; k < fast.size(); ++k)
            if (!(s.placementAt(static_cast<int>(k)) == fast[k])) return "placementAt differs";
        int x0 = 0, x1 = 0, y0 = 0, y1 = 0;
        for (const sl::PlacedTile& t : s.tiles()) {
            x0 = std::min<int>(x0, t.x), x1 = std::max<int>(x1, t.x);
            y0 = std::min<int>(y0, t.y), y1 = std::max<int>(y1, t.y);
        }
        const auto& type = s.catalog().type(s.drawnTile());
        std::set<std::tuple<int, int, int>> brute, listed;
        for (int y = y0 - 1; y <= y1 + 1; ++y)
            for (int x = x0 - 1; x <= x1 + 1; ++x)
                for (int r = 0; r < 4; ++r) {
                    const sl::Placement p{static_cast<std::int16_t>(x),
                                          static_cast<std::int16_t>(y),
                                          static_cast<std::uint8_t>(r)};
                    if (s.isLegalPlacement(p) && type.sameAs[static_cast<std::size_t>(r)] == r)
                        brute.insert({x, y, r});
                }
        for (const sl::Placement& p : fast)
            listed.insert({p.x, p.y, p.rot});
        if (listed.size() != fast.size()) return "a placement listed twice";
        if (listed != brute) return "legalPlacements is not the legal placements";
    }
    if (s.phase() == sl::Phase::PlaceMeeple) {
        std::vector<sl::MeepleMove> fast;
        s.meepleOptions(fast);
        sl::MeepleChoices choices;
        s.meepleChoices(choices);
        if (fast.empty() || !(fast[0] == sl::MeepleMove{})) return "the pass is not first";
        if (static_cast<std::size_t>(choices.count()) != fast.size()) return "choices differ";
        for (std::size_t k = 0; k < fast.size(); ++k)
            if (!(choices.at(static_cast<int>(k)) == fast[k])) return "choices differ in order";
        const sl::PlacedTile& t = s.tiles()[static_cast<std::size_t>(s.lastPlacedTile())];
        std::vector<sl::MeepleMove> targets;
        for (int seg = 0; seg < sl::kMaxRealmsPerTile; ++seg) {
            sl::MeepleMove m;
            m.target = sl::MeepleTarget::Segment;
            m.segment = static_cast<std::int8_t>(seg);
            targets.push_back(m);
        }
        for (int dy = -2; dy <= 2; ++dy)
            for (int dx = -2; dx <= 2; ++dx) {
                sl::MeepleMove m;
                m.target = sl::MeepleTarget::Planet;
                m.x = static_cast<std::int16_t>(t.x + dx);
                m.y = static_cast<std::int16_t>(t.y + dy);
                targets.push_back(m);
            }
        std::set<decltype(moveKey(fast[0]))> brute{moveKey(sl::MeepleMove{})}, listed;
        for (sl::MeepleMove m : targets)
            for (bool large : {false, true})
                for (auto e :
                     {sl::Equipment::None, sl::Equipment::Lightsaber, sl::Equipment::Blaster}) {
                    m.large = large;
                    m.equipment = e;
                    if (s.isLegalMeeple(m)) brute.insert(moveKey(m));
                }
        for (const sl::MeepleMove& m : fast)
            listed.insert(moveKey(m));
        if (listed.size() != fast.size()) return "a meeple move listed twice";
        if (listed != brute) return "meepleOptions is not the legal meeple moves";
    }
    return {};
}

} // namespace

class TstProperty : public QObject
{
    Q_OBJECT
private slots:
    void randomGames_data();
    void randomGames();
};

void TstProperty::randomGames_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("expansion");
    QTest::addColumn<bool>("team");
    QTest::addColumn<int>("games");
    QTest::newRow("2 players base") << 2 << false << false << 500;
    QTest::newRow("3 players base") << 3 << false << false << 300;
    QTest::newRow("5 players base") << 5 << false << false << 200;
    QTest::newRow("4 players team game") << 4 << false << true << 300;
    QTest::newRow("2 players expansion") << 2 << true << false << 300;
    QTest::newRow("4 players expansion team game") << 4 << true << true << 200;
    QTest::newRow("6 players expansion") << 6 << true << false << 300;
}

void TstProperty::randomGames()
{
    QFETCH(int, players);
    QFETCH(bool, expansion);
    QFETCH(bool, team);
    QFETCH(int, games);
    long battles = 0, dice = 0;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = 1000003ull * static_cast<std::uint64_t>(g) + players * 7 + team;
        const sl::GameSetup setup = sl::makeSetup({players, expansion, team}, seed);
        // Live play through Match, checking after every event.
        auto match = sl::Match::start(sl::GameRecord{setup, {}});
        QVERIFY(match.has_value());
        sl::RandomChance chance(seed);
        sl::Rng decisions(seed ^ 77);
        sl::RandomPlayer player;
        std::vector<int> lastScores(static_cast<std::size_t>(match->state().sideCount()), 0);
        std::string failure;
        match->onEvent = [&](const sl::Event& e, std::size_t) {
            const sl::GameState& s = match->state();
            dice += e.type == sl::EventType::Die;
            for (int side = 0; side < s.sideCount() && failure.empty(); ++side) {
                if (s.score(side) < lastScores[static_cast<std::size_t>(side)])
                    failure = "score fell";
                lastScores[static_cast<std::size_t>(side)] = s.score(side);
            }
            if (failure.empty()) failure = checkInvariants(s);
            if (failure.empty() && e.type == sl::EventType::Place) failure = checkBoard(s);
        };
        sl::Phase before{}; // the phase before each decision, set in the loop
        while (match->state().phase() != sl::Phase::GameOver && failure.empty()) {
            match->settle(chance);
            if (match->state().phase() == sl::Phase::GameOver) break;
            before = match->state().phase();
            if (g % 10 == 0) failure = checkMoveLists(match->state());
            if (!failure.empty()) break;
            match->play(player.choose(match->state(), decisions));
            if (before == sl::Phase::PlaceMeeple && match->state().phase() == sl::Phase::Battle)
                ++battles;
        }
        QVERIFY2(failure.empty(),
                 qPrintable(
                     QStringLiteral("seed %1: %2").arg(seed).arg(QString::fromStdString(failure))));
        const sl::GameState& live = match->state();
        QCOMPARE(live.phase(), sl::Phase::GameOver);
        QCOMPARE(live.bag().size(), std::size_t(0));
        // Every battle ended with one side: no battle is pending at the end.
        QVERIFY(live.battleSides().empty());
        const sl::ReplayResult r = sl::replay(match->record());
        QVERIFY(!r.error);
        QCOMPARE(sltest::fingerprint(*r.state), sltest::fingerprint(live));
        if (g % 50 == 0) {
            // The JSON form carries the same game.
            const auto parsed = sl::parseRecord(sl::recordToJson(match->record()));
            QVERIFY(parsed.record.has_value());
            QVERIFY(*parsed.record == match->record());
        }
    }
    qInfo("%d games, %ld battles, %ld dice rolled", games, battles, dice);
    QVERIFY(battles > 0);
    QVERIFY(dice > 0);
}

QTEST_APPLESS_MAIN(TstProperty)
#include "tst_property.moc"
