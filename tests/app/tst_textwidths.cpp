// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile art sets planet names and captions without a font at hand (engine/rules/svgtext.cpp
// keeps the advances of DejaVu Sans in a table); the font file itself, read by Qt, is the
// independent oracle: every printable ASCII character's advance, book and bold, to the rounding.
#include "rules/svgtext.h"

#include <QFile>
#include <QRawFont>
#include <QTest>

class TstTextWidths : public QObject
{
    Q_OBJECT
private slots:
    void asciiAdvancesAreDejaVuSans_data();
    void asciiAdvancesAreDejaVuSans();
};

void TstTextWidths::asciiAdvancesAreDejaVuSans_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("bold");
    QTest::newRow("book") << QStringLiteral("DejaVuSans.ttf") << false;
    QTest::newRow("bold") << QStringLiteral("DejaVuSans-Bold.ttf") << true;
}

void TstTextWidths::asciiAdvancesAreDejaVuSans()
{
    QFETCH(QString, file);
    QFETCH(bool, bold);
    const QString path = QStringLiteral("/usr/share/fonts/truetype/dejavu/") + file;
    if (!QFile::exists(path)) QSKIP("DejaVu Sans is not installed (Debian: fonts-dejavu-core)");
    // At 100 pixels an advance is in hundredths of an em, as the table keeps it.
    const QRawFont font(path, 100, QFont::PreferNoHinting);
    QVERIFY(font.isValid());
    for (char c = 32; c < 127; ++c) {
        const QList<quint32> glyphs = font.glyphIndexesForString(QString(QLatin1Char(c)));
        QCOMPARE(glyphs.size(), 1);
        const qreal advance = font.advancesForGlyphIndexes(glyphs).constFirst().x();
        const double estimate = sl::svg::textWidth(std::string(1, c), 100, bold);
        QVERIFY2(std::abs(estimate - advance) <= 0.5 + 1e-9,
                 qPrintable(QStringLiteral("'%1': the table says %2, the font %3")
                                .arg(QLatin1Char(c))
                                .arg(estimate)
                                .arg(advance)));
    }
    // And a word is the sum of its letters.
    QCOMPARE(sl::svg::textWidth("Hoth", 10, bold),
             sl::svg::textWidth("H", 10, bold) + sl::svg::textWidth("o", 10, bold) +
                 sl::svg::textWidth("t", 10, bold) + sl::svg::textWidth("h", 10, bold));
}

QTEST_MAIN(TstTextWidths)
#include "tst_textwidths.moc"
