// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The art the windows draw themselves, pinned pixel for pixel (as art.golden_tiles pins the
// tiles): every player's dice (1-6 and the yellow 3-8 edged in the player's colour), every
// meeple in every colour, the colour swatches of the menus, and the colours of the theme. A
// change of any of them fails here, item by item, until the golden file is written again on
// purpose:
//
//   STARLANES_WRITE_UIART=tests/data/uiart/ui-art.sha256 build/release/tests/tst_uiart
//
// The pictures are rendered by Qt's raster engine and Qt SVG with DejaVu Sans (Debian 12's
// Qt 6.4.2 and fonts-dejavu-core, as CI installs them).
#include "../goldenlines.h"
#include "common/artcache.h"
#include "common/names.h"
#include "common/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QTest>

namespace {

/** Every pinned item: its name and its hash (or, for a colour, its value). */
QStringList currentLines()
{
    QStringList lines;
    slui::ArtCache& art = slui::ArtCache::instance();
    art.clear();
    constexpr int kPx = 48;
    for (int c = 0; c < sl::kColours; ++c) {
        const auto colour = sl::Colour(c);
        const QString name = QString::fromLatin1(sl::token(colour));
        lines << QStringLiteral("colour %1 %2 %3")
                     .arg(name, slui::displayColour(colour).name(),
                          slui::shadeColour(colour).name());
        for (int v = 1; v <= 6; ++v)
            lines
                << QStringLiteral("die %1 %2 %3")
                       .arg(name)
                       .arg(v)
                       .arg(golden::imageHash(
                           art.playerDie(slui::displayColour(colour), v, false, kPx, 1).toImage()));
        for (int v = 3; v <= 8; ++v)
            lines
                << QStringLiteral("yellow-die %1 %2 %3")
                       .arg(name)
                       .arg(v)
                       .arg(golden::imageHash(
                           art.playerDie(slui::displayColour(colour), v, true, kPx, 1).toImage()));
        for (const bool large : {false, true})
            lines << QStringLiteral("meeple %1 %2 %3")
                         .arg(name, large ? QStringLiteral("large") : QStringLiteral("small"),
                              golden::imageHash(art.meeple(colour, large, kPx, 1).toImage()));
        lines << QStringLiteral("swatch %1 %2")
                     .arg(name,
                          golden::imageHash(slui::colourSwatch(slui::displayColour(colour), 16)
                                                .pixmap(16, 16)
                                                .toImage()));
    }
    // The theme's palette, role by role, in the active colour group.
    const QPalette palette = QApplication::palette();
    for (int role = 0; role < QPalette::NColorRoles; ++role)
        lines << QStringLiteral("palette %1 %2")
                     .arg(role)
                     .arg(palette.color(QPalette::Active, QPalette::ColorRole(role))
                              .name(QColor::HexArgb));
    // The game's style: its message-box icons, and a disabled icon drawn faint.
    const QStyle* style = qApp->style();
    lines << QStringLiteral("style buttons-have-icons %1")
                 .arg(style->styleHint(QStyle::SH_DialogButtonBox_ButtonsHaveIcons));
    const QStyle::StandardPixmap messages[] = {
        QStyle::SP_MessageBoxQuestion, QStyle::SP_MessageBoxInformation,
        QStyle::SP_MessageBoxWarning, QStyle::SP_MessageBoxCritical};
    for (const QStyle::StandardPixmap m : messages)
        lines << QStringLiteral("style message-icon %1 %2")
                     .arg(int(m))
                     .arg(golden::imageHash(style->standardIcon(m).pixmap(32, 32).toImage()));
    const QPixmap confirm = art.icon(QStringLiteral("confirm")).pixmap(24, 24);
    lines << QStringLiteral("style disabled-icon %1")
                 .arg(golden::imageHash(
                     style->generatedIconPixmap(QIcon::Disabled, confirm, nullptr).toImage()));
    for (int f = 0; f < 4; ++f) {
        QStringList sizes;
        for (const QSize& size : art.emblemIcon(sl::Faction(f)).availableSizes())
            sizes << QString::number(size.width());
        lines << QStringLiteral("emblem-icon %1 %2").arg(f).arg(sizes.join(QLatin1Char(',')));
    }
    lines << QStringLiteral("stylesheet %1")
                 .arg(QString::fromLatin1(QCryptographicHash::hash(qApp->styleSheet().toUtf8(),
                                                                   QCryptographicHash::Sha256)
                                              .toHex()));
    return lines;
}

} // namespace

class TstUiArt : public QObject
{
    Q_OBJECT
private slots:
    void drawnAsPinned();
    void drawnOncePerSize();
};

void TstUiArt::drawnOncePerSize()
{
    // A picture asked for again at the same size is the one drawn before (the same pixmap);
    // at another size it is drawn anew.
    slui::ArtCache& art = slui::ArtCache::instance();
    const QPixmap first = art.playerDie(Qt::red, 4, false, 40, 1);
    QCOMPARE(art.playerDie(Qt::red, 4, false, 40, 1).cacheKey(), first.cacheKey());
    QVERIFY(art.playerDie(Qt::red, 4, false, 41, 1).cacheKey() != first.cacheKey());
    QCOMPARE(art.meeple(sl::Colour::Blue, true, 40, 2).cacheKey(),
             art.meeple(sl::Colour::Blue, true, 40, 2).cacheKey());
    QCOMPARE(first.width(), 40);
}

void TstUiArt::drawnAsPinned()
{
    slui::applyTheme(*qApp);
    const QStringList now = currentLines();
    QVERIFY(now.size() > 100);
    QCOMPARE(currentLines(), now); // drawn again from nothing: the same
    const QString differs = golden::compare(
        now, QStringLiteral(STARLANES_TEST_DATA "/uiart/ui-art.sha256"), "STARLANES_WRITE_UIART");
    if (differs == golden::kWritten) QSKIP("written, not compared");
    QVERIFY2(differs.isEmpty(), qPrintable(differs));
}

QTEST_MAIN(TstUiArt)
#include "tst_uiart.moc"
