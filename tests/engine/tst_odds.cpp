// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Exact battle odds (R-BAT-2, R-BAT-3, R-BAT-7) checked against closed forms and enumeration.
#include "rules/odds.h"
#include "rules/rng.h"

#include <QTest>

#include <cmath>

class TstOdds : public QObject
{
    Q_OBJECT
private slots:
    void rollDistributions_data();
    void rollDistributions();
    void twoSidesClosedForm_data();
    void twoSidesClosedForm();
    void threeSidesAgainstSimulation();
    void symmetryAndSum();
};

using Spec = sl::BattleSideSpec;

void TstOdds::rollDistributions_data()
{
    QTest::addColumn<int>("dice");
    QTest::addColumn<bool>("saber");
    QTest::addColumn<bool>("blaster");
    QTest::addColumn<int>("value");
    QTest::addColumn<double>("prob");
    // R-BAT-2: highest of n dice. 1 die: each face 1/6.
    QTest::newRow("1 die shows 6") << 1 << false << false << 6 << 1.0 / 6;
    // 2 dice: P(max=6) = 11/36, P(max=1) = 1/36.
    QTest::newRow("2 dice max 6") << 2 << false << false << 6 << 11.0 / 36;
    QTest::newRow("2 dice max 1") << 2 << false << false << 1 << 1.0 / 36;
    // 3 dice: P(max=6) = 91/216.
    QTest::newRow("3 dice max 6") << 3 << false << false << 6 << 91.0 / 216;
    // R-BAT-7: lightsaber shifts by one; 1 die with saber: 7 with 1/6, never 1.
    QTest::newRow("saber 7") << 1 << true << false << 7 << 1.0 / 6;
    QTest::newRow("saber 1") << 1 << true << false << 1 << 0.0;
    // Yellow die alone: 3..8 each 1/6; 8 possible, 2 impossible.
    QTest::newRow("yellow 8") << 1 << false << true << 8 << 1.0 / 6;
    QTest::newRow("yellow 2") << 1 << false << true << 2 << 0.0;
    // Yellow + saber: 9 with 1/6 (the highest possible result).
    QTest::newRow("yellow saber 9") << 1 << true << true << 9 << 1.0 / 6;
    // Yellow + one normal die: max = 3 needs yellow 3 and normal <= 3: 1/6 * 3/6.
    QTest::newRow("yellow+normal 3") << 2 << false << true << 3 << 3.0 / 36;
}

void TstOdds::rollDistributions()
{
    QFETCH(int, dice);
    QFETCH(bool, saber);
    QFETCH(bool, blaster);
    QFETCH(int, value);
    QFETCH(double, prob);
    const auto d = sl::rollDistribution({dice, saber, blaster});
    QVERIFY(std::abs(d[static_cast<std::size_t>(value)] - prob) < 1e-12);
    double sum = 0;
    for (double p : d)
        sum += p;
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
}

void TstOdds::twoSidesClosedForm_data()
{
    QTest::addColumn<int>("da");
    QTest::addColumn<bool>("sa");
    QTest::addColumn<bool>("ba");
    QTest::addColumn<int>("db");
    QTest::addColumn<bool>("sb");
    QTest::addColumn<bool>("bb");
    QTest::newRow("1v1") << 1 << false << false << 1 << false << false;
    QTest::newRow("2v1") << 2 << false << false << 1 << false << false;
    QTest::newRow("3v2") << 3 << false << false << 2 << false << false;
    QTest::newRow("saber v blaster") << 2 << true << false << 1 << false << true;
    QTest::newRow("both v 3") << 2 << true << true << 3 << false << false;
}

void TstOdds::twoSidesClosedForm()
{
    // With two sides, ties re-roll until decided: P(A wins) = P(A>B) / (P(A>B) + P(B>A)),
    // computed here by brute-force enumeration of every face combination.
    QFETCH(int, da);
    QFETCH(bool, sa);
    QFETCH(bool, ba);
    QFETCH(int, db);
    QFETCH(bool, sb);
    QFETCH(bool, bb);
    auto outcomes = [](int dice, bool saber, bool blaster) {
        std::vector<int> results;
        const int combos = static_cast<int>(std::pow(6, dice));
        for (int c = 0; c < combos; ++c) {
            int x = c, best = 0;
            for (int d = 0; d < dice; ++d) {
                int face = x % 6 + 1 + ((blaster && d == 0) ? 2 : 0);
                x /= 6;
                best = std::max(best, face);
            }
            results.push_back(best + (saber ? 1 : 0));
        }
        return results;
    };
    const auto ra = outcomes(da, sa, ba);
    const auto rb = outcomes(db, sb, bb);
    double aWins = 0, bWins = 0;
    for (int a : ra)
        for (int b : rb) {
            aWins += a > b;
            bWins += b > a;
        }
    const double expected = aWins / (aWins + bWins);
    const auto p = sl::battleWinProbabilities({{da, sa, ba}, {db, sb, bb}});
    QVERIFY(std::abs(p[0] - expected) < 1e-12);
    QVERIFY(std::abs(p[0] + p[1] - 1.0) < 1e-12);
}

void TstOdds::threeSidesAgainstSimulation()
{
    // The R-BAT-3 worked check's sides (2, 1, 2 dice). Exact values against a seeded
    // simulation of 400,000 battles: agreement to within 5 standard errors.
    const std::vector<Spec> sides{{2, false, false}, {1, false, false}, {2, false, false}};
    const auto p = sl::battleWinProbabilities(sides);
    sl::Rng rng(11);
    std::vector<int> wins(3, 0);
    const int n = 400000;
    for (int i = 0; i < n; ++i) {
        std::vector<bool> active(3, true);
        for (;;) {
            std::vector<int> r(3, 0);
            int top = 0;
            for (int s = 0; s < 3; ++s) {
                if (!active[static_cast<std::size_t>(s)]) continue;
                for (int d = 0; d < sides[static_cast<std::size_t>(s)].dice; ++d)
                    r[static_cast<std::size_t>(s)] =
                        std::max(r[static_cast<std::size_t>(s)], rng.range(1, 6));
                top = std::max(top, r[static_cast<std::size_t>(s)]);
            }
            int tied = 0, last = -1;
            for (int s = 0; s < 3; ++s) {
                if (active[static_cast<std::size_t>(s)] && r[static_cast<std::size_t>(s)] == top) {
                    ++tied;
                    last = s;
                } else {
                    active[static_cast<std::size_t>(s)] = false;
                }
            }
            if (tied == 1) {
                ++wins[static_cast<std::size_t>(last)];
                break;
            }
        }
    }
    for (int s = 0; s < 3; ++s) {
        const double freq = double(wins[static_cast<std::size_t>(s)]) / n;
        const double se =
            std::sqrt(p[static_cast<std::size_t>(s)] * (1 - p[static_cast<std::size_t>(s)]) / n);
        QVERIFY2(std::abs(freq - p[static_cast<std::size_t>(s)]) < 5 * se,
                 qPrintable(QStringLiteral("side %1: exact %2 simulated %3")
                                .arg(s)
                                .arg(p[static_cast<std::size_t>(s)])
                                .arg(freq)));
    }
    QVERIFY(std::abs(p[0] - p[2]) < 1e-12);
    QVERIFY(p[1] < p[0]);
}

void TstOdds::symmetryAndSum()
{
    const std::vector<Spec> six(6, Spec{1, false, false});
    const auto p = sl::battleWinProbabilities(six);
    for (double x : p)
        QVERIFY(std::abs(x - 1.0 / 6) < 1e-12);
    const auto q = sl::battleWinProbabilities(
        {{3, true, true}, {1, false, false}, {2, true, false}, {3, false, true}});
    double sum = 0;
    for (double x : q)
        sum += x;
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    QVERIFY(q[0] > q[1]);
}

QTEST_APPLESS_MAIN(TstOdds)
#include "tst_odds.moc"
