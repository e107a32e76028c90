// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The search with the next player's reply in its tree (SearchOptions::replies, issue 36),
// against an independent oracle: an exhaustive minimax over the last two turns of a game, where
// the next player's tile is the bag's last and their best reply is known exactly.
#include "endgame.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <optional>

namespace {

using sltest::atBagSize;
using sltest::searchOf;

/** The searching side's reward, worked out here: 0.5 + 0.5 tanh(margin / 20) on final scores. */
double rootReward(const sl::GameState& end, int side)
{
    return 0.5 + 0.5 * std::tanh((end.score(side) - end.score(1 - side)) / 20.0);
}

/** What each root turn is worth when the next player answers with the bag's last tile. */
struct Oracle
{
    std::vector<double> minimax; ///< against the reply best for the next player
    std::vector<double> average; ///< against a reply drawn uniformly from all their turns
};

/** The oracle, or nothing when a battle (dice) arises anywhere in the two turns: then the
 *  values would not be exact. */
std::optional<Oracle> exhaustive(const sl::GameState& s)
{
    const int side = s.sideOf(s.currentPlayer());
    const sl::ai::TurnOptions root(s);
    Oracle o;
    for (int a = 0; a < root.size(); ++a) {
        sl::GameState t = root.apply(a);
        if (t.phase() != sl::Phase::DrawTile) return std::nullopt;
        if (t.apply(sl::Event::draw(t.bag()[0])) != sl::ApplyError::None ||
            t.countPlacements() == 0)
            return std::nullopt;
        const sl::ai::TurnOptions replies(t);
        double worst = 1.0;
        double sum = 0.0;
        for (int r = 0; r < replies.size(); ++r) {
            const sl::GameState end = replies.apply(r);
            if (end.phase() != sl::Phase::GameOver) return std::nullopt;
            const double v = rootReward(end, side);
            worst = std::min(worst, v);
            sum += v;
        }
        o.minimax.push_back(worst);
        o.average.push_back(sum / replies.size());
    }
    return o;
}

double maxOf(const std::vector<double>& v)
{
    return *std::max_element(v.begin(), v.end());
}

int argmax(const std::vector<double>& v)
{
    return static_cast<int>(std::max_element(v.begin(), v.end()) - v.begin());
}

} // namespace

class TstReplySearch : public QObject
{
    Q_OBJECT
private slots:
    void findsTheMinimaxTurn_data();
    void findsTheMinimaxTurn();
    void deterministicPerSeedAndThreads();
    void replyMeepleOrPass();
    void widening_data();
    void widening();
};

/**
 * Positions where a reply drawn at random and the next player's best reply call for different
 * turns (the turn best on average loses at least 0.05 of reward to the best reply): the search
 * with replies plays a turn within 0.01 of the minimax value, on one tree per thread or on one
 * tree shared by them; the flat search, whose playouts reply at random, misses it in most of
 * them (so the positions do tell the two apart).
 */
void TstReplySearch::findsTheMinimaxTurn_data()
{
    QTest::addColumn<bool>("shared");
    QTest::addColumn<int>("threads");
    QTest::newRow("a tree per thread") << false << 1;
    QTest::newRow("one shared tree, two threads") << true << 2;
}

void TstReplySearch::findsTheMinimaxTurn()
{
    QFETCH(bool, shared);
    QFETCH(int, threads);
    int positions = 0;
    int flatMissed = 0;
    for (std::uint64_t seed = 1; positions < 5 && seed < 400; ++seed) {
        const auto s = atBagSize(seed, 1); // the last-but-one tile drawn
        if (!s) continue;
        const auto oracle = exhaustive(*s);
        if (!oracle) continue;
        const double best = maxOf(oracle->minimax);
        if (oracle->minimax[static_cast<std::size_t>(argmax(oracle->average))] > best - 0.05)
            continue;
        ++positions;
        const int iterations = 2000 * sl::ai::TurnOptions(*s).size();
        const auto reply = searchOf(*s, 1, iterations, seed, threads, shared);
        const double got = oracle->minimax[static_cast<std::size_t>(reply.best)];
        QVERIFY2(got >= best - 0.01,
                 qPrintable(QStringLiteral("seed %1: minimax %2, reply search's turn %3")
                                .arg(seed)
                                .arg(best)
                                .arg(got)));
        const auto flat = searchOf(*s, 0, iterations, seed);
        flatMissed += oracle->minimax[static_cast<std::size_t>(flat.best)] < best - 0.01;
    }
    QCOMPARE(positions, 5);
    qInfo("flat missed %d", flatMissed);
    QVERIFY2(flatMissed >= 3, qPrintable(QString::number(flatMissed)));
}

/** With a budget of playouts the reply search's statistics depend only on the seed and the
 *  thread count, as the flat search's do; another seed searches otherwise. */
void TstReplySearch::deterministicPerSeedAndThreads()
{
    std::optional<sl::GameState> s;
    for (std::uint64_t seed = 1; !s; ++seed)
        s = atBagSize(seed, 30);
    for (const int threads : {1, 2}) {
        const auto a = searchOf(*s, 1, 3000, 5, threads);
        const auto b = searchOf(*s, 1, 3000, 5, threads);
        QCOMPARE(a.visits, b.visits);
        QCOMPARE(a.mean, b.mean);
        QCOMPARE(a.iterations, 3000);
        QVERIFY(searchOf(*s, 1, 3000, 6, threads).mean != a.mean);
    }
}

/** A reply replayed in another determinization keeps its meeple where it is still legal and
 *  passes where it is not (here: a realm the tile does not have). */
void TstReplySearch::replyMeepleOrPass()
{
    // A position where the player can put a meeple on a realm of the drawn tile.
    std::optional<sl::GameState> s;
    std::optional<sl::ai::TurnOptions> found;
    int i = -1;
    for (std::uint64_t seed = 1; i < 0 && seed < 100; ++seed) {
        s = atBagSize(seed, 30);
        if (!s) continue;
        found.emplace(*s);
        for (int k = 0; k < found->size() && i < 0; ++k)
            if (found->action(k).meeple.target == sl::MeepleTarget::Segment) i = k;
    }
    QVERIFY(i >= 0);
    const sl::ai::TurnOptions& options = *found;
    const int player = s->currentPlayer();
    auto onBoard = [player](const sl::GameState& g) {
        const auto& m = g.meeples(player);
        return std::count_if(m.begin(), m.end(), [](const sl::Meeple& x) { return x.node >= 0; });
    };
    sl::GameState kept = *s;
    sl::ai::playTurnOrPass(kept, options.action(i));
    QCOMPARE(onBoard(kept), onBoard(options.apply(i)));
    QCOMPARE(onBoard(kept), onBoard(*s) + 1);
    sl::ai::TurnAction gone = options.action(i);
    gone.meeple.segment = 99;
    sl::GameState passed = *s;
    sl::ai::playTurnOrPass(passed, gone);
    QCOMPARE(onBoard(passed), onBoard(*s));
    QCOMPARE(passed.tiles().size(), s->tiles().size() + 1);
    QVERIFY(passed.phase() != sl::Phase::PlaceMeeple);
}

void TstReplySearch::widening_data()
{
    QTest::addColumn<int>("visits");
    QTest::addColumn<double>("widening");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("open");
    // 1 + widening * sqrt(visits), rounded down, between 1 and the number of turns.
    QTest::newRow("first visit") << 0 << 1.0 << 30 << 1;
    QTest::newRow("3 visits: 2.73") << 3 << 1.0 << 30 << 2;
    QTest::newRow("4 visits: 3") << 4 << 1.0 << 30 << 3;
    QTest::newRow("8 visits: 3.83") << 8 << 1.0 << 30 << 3;
    QTest::newRow("9 visits: 4") << 9 << 1.0 << 30 << 4;
    QTest::newRow("100 visits, half as fast: 6") << 100 << 0.5 << 30 << 6;
    QTest::newRow("99 visits, half as fast: 5.97") << 99 << 0.5 << 30 << 5;
    QTest::newRow("all open") << 10000 << 1.0 << 30 << 30;
    QTest::newRow("29 of 30") << 784 << 1.0 << 30 << 29;
    QTest::newRow("no widening") << 10000 << 0.0 << 30 << 1;
    QTest::newRow("one turn") << 50 << 2.0 << 1 << 1;
}

void TstReplySearch::widening()
{
    QFETCH(int, visits);
    QFETCH(double, widening);
    QFETCH(int, count);
    QFETCH(int, open);
    QCOMPARE(sl::ai::openReplies(visits, widening, count), open);
}

QTEST_APPLESS_MAIN(TstReplySearch)

#include "tst_replysearch.moc"
