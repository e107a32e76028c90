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
#include "common/artcache.h"
#include "common/names.h"
#include "common/theme.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QPalette>
#include <QStyle>
#include <QTest>

namespace {

QString hashOf(const QImage& image)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(QByteArray::number(argb.width()) + 'x' + QByteArray::number(argb.height()));
    for (int y = 0; y < argb.height(); ++y)
        h.addData(
            QByteArrayView(reinterpret_cast<const char*>(argb.constScanLine(y)), argb.width() * 4));
    return QString::fromLatin1(h.result().toHex());
}

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
            lines << QStringLiteral("die %1 %2 %3")
                         .arg(name)
                         .arg(v)
                         .arg(hashOf(art.playerDie(slui::displayColour(colour), v, false, kPx, 1)
                                         .toImage()));
        for (int v = 3; v <= 8; ++v)
            lines << QStringLiteral("yellow-die %1 %2 %3")
                         .arg(name)
                         .arg(v)
                         .arg(hashOf(art.playerDie(slui::displayColour(colour), v, true, kPx, 1)
                                         .toImage()));
        for (const bool large : {false, true})
            lines << QStringLiteral("meeple %1 %2 %3")
                         .arg(name, large ? QStringLiteral("large") : QStringLiteral("small"),
                              hashOf(art.meeple(colour, large, kPx, 1).toImage()));
        lines << QStringLiteral("swatch %1 %2")
                     .arg(name, hashOf(slui::colourSwatch(slui::displayColour(colour), 16)
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
                     .arg(hashOf(style->standardIcon(m).pixmap(32, 32).toImage()));
    const QPixmap confirm = art.icon(QStringLiteral("confirm")).pixmap(24, 24);
    lines << QStringLiteral("style disabled-icon %1")
                 .arg(hashOf(
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
    if (const QByteArray out = qgetenv("STARLANES_WRITE_UIART"); !out.isEmpty()) {
        QFile f(QString::fromLocal8Bit(out));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(now.join(QLatin1Char('\n')).toUtf8() + '\n');
        QSKIP("written, not compared");
    }
    QFile f(QStringLiteral(STARLANES_TEST_DATA "/uiart/ui-art.sha256"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList pinned =
        QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QStringList changed;
    for (qsizetype i = 0; i < std::max(pinned.size(), now.size()); ++i)
        if (pinned.value(i) != now.value(i))
            changed << QStringLiteral("pinned: %1\n   now: %2").arg(pinned.value(i), now.value(i));
    QVERIFY2(changed.isEmpty(),
             qPrintable(QStringLiteral("%1 item(s) drawn differently (write the golden file again "
                                       "if on purpose, see the top of this file):\n")
                            .arg(changed.size()) +
                        changed.mid(0, 12).join(QLatin1Char('\n'))));
}

QTEST_MAIN(TstUiArt)
#include "tst_uiart.moc"
