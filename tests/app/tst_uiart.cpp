// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The art the windows draw themselves, pinned (as art.golden_tiles pins the tiles): every
// player's dice (1-6 and the yellow 3-8 edged in the player's colour), every meeple in every
// colour, the colour swatches of the menus, and the colours of the theme. The pictures are
// compared with a committed sheet of them within the rounding of a blending unit (goldenlines.h
// says why not by hash). A change of any of them fails here, item by item, until the golden
// files are written again on purpose:
//
//   STARLANES_WRITE_UIART=tests/data/uiart/ui-art.txt build/release/tests/tst_uiart
//
// (which writes ui-art.txt and the sheet ui-art.png beside it).
//
// The pictures are rendered by Qt's raster engine and Qt SVG with DejaVu Sans (Debian 12's
// Qt 6.4.2 and fonts-dejavu-core, as CI installs them).
#include "../goldenlines.h"
#include "common/artcache.h"
#include "common/names.h"
#include "common/theme.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QPalette>
#include <QStyle>
#include <QTest>

namespace {

/** Every pinned item: lines of values (colours, the palette, the style's hints) and pictures. */
struct Art
{
    QStringList lines;
    QList<golden::Picture> pictures;
};

Art currentArt()
{
    Art art;
    QStringList& lines = art.lines;
    auto picture = [&art](const QString& name, const QPixmap& pixmap) {
        art.pictures.append({name, pixmap.toImage()});
    };
    slui::ArtCache& cache = slui::ArtCache::instance();
    cache.clear();
    constexpr int kPx = 48;
    for (int c = 0; c < sl::kColours; ++c) {
        const auto colour = sl::Colour(c);
        const QString name = QString::fromLatin1(sl::token(colour));
        lines << QStringLiteral("colour %1 %2 %3")
                     .arg(name, slui::displayColour(colour).name(),
                          slui::shadeColour(colour).name());
        for (int v = 1; v <= 6; ++v)
            picture(QStringLiteral("die %1 %2").arg(name).arg(v),
                    cache.playerDie(slui::displayColour(colour), v, false, kPx, 1));
        for (int v = 3; v <= 8; ++v)
            picture(QStringLiteral("yellow-die %1 %2").arg(name).arg(v),
                    cache.playerDie(slui::displayColour(colour), v, true, kPx, 1));
        for (const bool large : {false, true})
            picture(QStringLiteral("meeple %1 %2")
                        .arg(name, large ? QStringLiteral("large") : QStringLiteral("small")),
                    cache.meeple(colour, large, kPx, 1));
        picture(QStringLiteral("swatch %1").arg(name),
                slui::colourSwatch(slui::displayColour(colour), 16).pixmap(16, 16));
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
        picture(QStringLiteral("style message-icon %1").arg(int(m)),
                style->standardIcon(m).pixmap(32, 32));
    const QPixmap confirm = cache.icon(QStringLiteral("confirm")).pixmap(24, 24);
    picture(QStringLiteral("style disabled-icon"),
            style->generatedIconPixmap(QIcon::Disabled, confirm, nullptr));
    for (int f = 0; f < 4; ++f) {
        QStringList sizes;
        for (const QSize& size : cache.emblemIcon(sl::Faction(f)).availableSizes())
            sizes << QString::number(size.width());
        lines << QStringLiteral("emblem-icon %1 %2").arg(f).arg(sizes.join(QLatin1Char(',')));
    }
    lines << QStringLiteral("stylesheet %1")
                 .arg(QString::fromLatin1(QCryptographicHash::hash(qApp->styleSheet().toUtf8(),
                                                                   QCryptographicHash::Sha256)
                                              .toHex()));
    return art;
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
    const Art now = currentArt();
    QVERIFY(now.pictures.size() > 90);
    const Art again = currentArt(); // drawn again from nothing: the same, pixel for pixel
    QCOMPARE(again.lines, now.lines);
    QCOMPARE(again.pictures.size(), now.pictures.size());
    for (qsizetype i = 0; i < now.pictures.size(); ++i)
        QVERIFY2(again.pictures.at(i).image == now.pictures.at(i).image,
                 qPrintable(now.pictures.at(i).name));
    const QString differs = golden::compare(now.lines, now.pictures,
                                            QStringLiteral(STARLANES_TEST_DATA "/uiart/ui-art.txt"),
                                            "STARLANES_WRITE_UIART");
    if (differs == golden::kWritten) QSKIP("written, not compared");
    QVERIFY2(differs.isEmpty(), qPrintable(differs));
}

QTEST_MAIN(TstUiArt)
#include "tst_uiart.moc"
