// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The review's verdicts (engine/ai/analysis): the thresholds of weaker, mistake and blunder, the
// paired difference's mean and standard error worked out by hand, and the loss confirmed only
// when its interval clears a threshold, at and around each threshold.
#include "ai/analysis.h"

#include <QTest>

#include <cmath>

class TstVerdicts : public QObject
{
    Q_OBJECT
private slots:
    void verdictThresholds_data();
    void verdictThresholds();
    void pairedDifferenceByHand();
    void confirmedLossAroundThresholds_data();
    void confirmedLossAroundThresholds();
};

void TstVerdicts::verdictThresholds_data()
{
    QTest::addColumn<double>("lost");
    QTest::addColumn<int>("verdict");
    QTest::newRow("nothing lost") << 0.0 << int(sl::ai::Verdict::Equal);
    QTest::newRow("within the noise") << 0.6 << int(sl::ai::Verdict::Equal);
    QTest::newRow("just under the noise level") << 0.99 << int(sl::ai::Verdict::Equal);
    QTest::newRow("1 point: weaker") << 1.0 << int(sl::ai::Verdict::Weaker);
    QTest::newRow("just under a mistake") << 2.99 << int(sl::ai::Verdict::Weaker);
    QTest::newRow("3 points: a mistake") << 3.0 << int(sl::ai::Verdict::Mistake);
    QTest::newRow("just under a blunder") << 7.99 << int(sl::ai::Verdict::Mistake);
    QTest::newRow("8 points: a blunder") << 8.0 << int(sl::ai::Verdict::Blunder);
    QTest::newRow("30 points") << 30.0 << int(sl::ai::Verdict::Blunder);
}

void TstVerdicts::verdictThresholds()
{
    QFETCH(double, lost);
    QFETCH(int, verdict);
    QCOMPARE(int(sl::ai::verdictOf(lost)), verdict);
    QCOMPARE(sl::ai::isMistake(lost), verdict == int(sl::ai::Verdict::Mistake));
    QCOMPARE(sl::ai::isBlunder(lost), verdict == int(sl::ai::Verdict::Blunder));
}

/** The mean and standard error of 1, 2, 3, 4: 2.5 and sqrt((2.25+0.25+0.25+2.25)/3/4). */
void TstVerdicts::pairedDifferenceByHand()
{
    sl::ai::PairedDifference d;
    QVERIFY(std::isinf(d.standardError()));
    d.add(1.0);
    QVERIFY(std::isinf(d.standardError())); // one playout tells nothing of the spread
    for (double v : {2.0, 3.0, 4.0})
        d.add(v);
    QCOMPARE(d.n, 4);
    QCOMPARE(d.mean(), 2.5);
    QVERIFY(std::abs(d.standardError() - std::sqrt(5.0 / 12.0)) < 1e-12);
}

void TstVerdicts::confirmedLossAroundThresholds_data()
{
    // Two playouts differing by mean - se and mean + se: mean `mean`, standard error `se`; the
    // interval is mean +- 1.96 se. The expected numbers are worked out by hand.
    QTest::addColumn<double>("mean");
    QTest::addColumn<double>("se");
    QTest::addColumn<double>("loss");
    QTest::addColumn<bool>("open"); // the interval holds 1, 3 or 8
    QTest::newRow("below 0") << -2.0 << 0.1 << 0.0 << false;
    QTest::newRow("0.5, interval from -0.09: no loss") << 0.5 << 0.3 << 0.0 << true;
    QTest::newRow("0.7, interval from 0.11: 0.7") << 0.7 << 0.3 << 0.7 << true;
    QTest::newRow("0.7, narrow") << 0.7 << 0.1 << 0.7 << false;
    QTest::newRow("1.1, interval from 0.904: 0.904") << 1.1 << 0.1 << 0.904 << true;
    QTest::newRow("1.3, clear of 1") << 1.3 << 0.1 << 1.3 << false;
    QTest::newRow("2.9 under 3, open") << 2.9 << 0.2 << 2.9 << true;
    QTest::newRow("3.2, interval from 2.808: weaker") << 3.2 << 0.2 << 2.808 << true;
    QTest::newRow("3.5, clear of 3: a mistake") << 3.5 << 0.2 << 3.5 << false;
    QTest::newRow("8.1, interval from 7.904: a mistake") << 8.1 << 0.1 << 7.904 << true;
    QTest::newRow("8.1, interval from 8.0804: a blunder") << 8.1 << 0.01 << 8.1 << false;
    QTest::newRow("5, wide: from -0.88") << 5.0 << 3.0 << 0.0 << true;
    QTest::newRow("9, interval from 0.38 over all three") << 9.0 << 4.4 << 0.376 << true;
}

void TstVerdicts::confirmedLossAroundThresholds()
{
    QFETCH(double, mean);
    QFETCH(double, se);
    QFETCH(double, loss);
    QFETCH(bool, open);
    sl::ai::PairedDifference d;
    d.add(mean - se);
    d.add(mean + se);
    QVERIFY(std::abs(d.standardError() - se) < 1e-12);
    QVERIFY2(std::abs(sl::ai::confirmedLoss(d) - loss) < 1e-9,
             qPrintable(QString::number(sl::ai::confirmedLoss(d))));
    QCOMPARE(sl::ai::straddlesVerdict(d), open);
    sl::ai::PairedDifference one;
    one.add(mean);
    QCOMPARE(sl::ai::confirmedLoss(one), 0.0); // one playout never confirms a loss
}

QTEST_APPLESS_MAIN(TstVerdicts)

#include "tst_verdicts.moc"
