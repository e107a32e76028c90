// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Colour-blind safe (issue 34): the smallest CIEDE2000 difference between two player colours
// under simulated protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009,
// severity 1, on linear sRGB), at least 20 in the colour-blind palette; each colour's shape on
// its meeples, marks and score-graph lines; the palette chosen in the View menu.
#include "common/artcache.h"
#include "common/languagemanager.h"
#include "common/names.h"
#include "common/playercolours.h"
#include "play/computerplayers.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "play/turnlogmodel.h"
#include "replay/scoregraph.h"
#include "rules/simulate.h"
#include "store/gamestore.h"
#include "widgets/playersmodel.h"
#include "widgets/playerspanel.h"

#include <QAction>
#include <QImage>
#include <QListView>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>
#include <numbers>

using namespace slapp;

namespace {

using Lab = std::array<double, 3>;
using Matrix = std::array<std::array<double, 3>, 3>;

// Machado et al. 2009, severity 1.0.
constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868},
                              {0.114503, 0.786281, 0.099216},
                              {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968},
                                {0.280085, 0.672501, 0.047413},
                                {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kTritanopia{{{1.255528, -0.076749, -0.178779},
                              {-0.078411, 0.930809, 0.147602},
                              {0.004733, 0.691367, 0.303900}}};
constexpr Matrix kNormal{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

double linear(int c)
{
    const double v = c / 255.0;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

Lab labOf(const QColor& colour, const Matrix& m)
{
    const double in[3] = {linear(colour.red()), linear(colour.green()), linear(colour.blue())};
    double rgb[3];
    for (int i = 0; i < 3; ++i)
        rgb[i] = std::clamp(m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2], 0.0, 1.0);
    const double x = 0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2];
    const double y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
    const double z = 0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2];
    const auto f = [](double t) {
        return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    };
    const double fx = f(x / 0.95047), fy = f(y / 1.0), fz = f(z / 1.08883);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

double degrees(double r)
{
    return r * 180 / std::numbers::pi;
}
double radians(double d)
{
    return d * std::numbers::pi / 180;
}

/** CIEDE2000 (Sharma, Wu and Dalal 2005). */
double deltaE2000(const Lab& p, const Lab& q)
{
    const double c1 = std::hypot(p[1], p[2]), c2 = std::hypot(q[1], q[2]);
    const double cMean7 = std::pow((c1 + c2) / 2, 7);
    const double g = 0.5 * (1 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * p[1], a2 = (1 + g) * q[1];
    const double c1p = std::hypot(a1, p[2]), c2p = std::hypot(a2, q[2]);
    const auto hue = [](double b, double a) {
        if (a == 0 && b == 0) return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(p[2], a1), h2 = hue(q[2], a2);
    const double dL = q[0] - p[0], dC = c2p - c1p;
    double dh = 0;
    if (c1p * c2p != 0) {
        dh = h2 - h1;
        if (dh > 180) dh -= 360;
        if (dh < -180) dh += 360;
    }
    const double dH = 2 * std::sqrt(c1p * c2p) * std::sin(radians(dh / 2));
    const double lMean = (p[0] + q[0]) / 2, cMean = (c1p + c2p) / 2;
    double hMean = h1 + h2;
    if (c1p * c2p != 0) {
        if (std::abs(h1 - h2) <= 180)
            hMean = (h1 + h2) / 2;
        else
            hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    }
    const double t = 1 - 0.17 * std::cos(radians(hMean - 30)) +
                     0.24 * std::cos(radians(2 * hMean)) + 0.32 * std::cos(radians(3 * hMean + 6)) -
                     0.20 * std::cos(radians(4 * hMean - 63));
    const double theta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
    const double cMeanP7 = std::pow(cMean, 7);
    const double rc = 2 * std::sqrt(cMeanP7 / (cMeanP7 + std::pow(25.0, 7)));
    const double sl = 1 + 0.015 * std::pow(lMean - 50, 2) / std::sqrt(20 + std::pow(lMean - 50, 2));
    const double sc = 1 + 0.045 * cMean, sh = 1 + 0.015 * cMean * t;
    const double rt = -std::sin(radians(2 * theta)) * rc;
    return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2) +
                     rt * (dC / sc) * (dH / sh));
}

constexpr std::array<sl::Colour, 6> kColours{sl::Colour::Red,    sl::Colour::Green,
                                             sl::Colour::Black,  sl::Colour::White,
                                             sl::Colour::Orange, sl::Colour::Blue};

/** The smallest difference between two of the palette's colours as `m` sees them. */
double smallestDifference(slui::ColourPalette palette, const Matrix& m, QString* pair = nullptr)
{
    double least = 1e9;
    for (std::size_t i = 0; i < kColours.size(); ++i)
        for (std::size_t j = i + 1; j < kColours.size(); ++j) {
            const double d = deltaE2000(labOf(slui::displayColour(kColours[i], palette), m),
                                        labOf(slui::displayColour(kColours[j], palette), m));
            if (d < least) {
                least = d;
                if (pair)
                    *pair = QStringLiteral("%1/%2").arg(int(kColours[i])).arg(int(kColours[j]));
            }
        }
    return least;
}

QImage shapeImage(sl::Colour c)
{
    QImage img(40, 40, QImage::Format_ARGB32);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillPath(slui::colourShape(c, QRectF(2, 2, 36, 36)), Qt::white);
    return img;
}

} // namespace

class TstColours : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void deltaE2000MatchesSharmasPairs_data();
    void deltaE2000MatchesSharmasPairs();
    void colourBlindPaletteStaysApart_data();
    void colourBlindPaletteStaysApart();
    void everyColourHasItsShape();
    void meeplesCarryTheirShape();
    void graphLinesCarryTheirShape();
    void logAndListMarksAreShapes();
    void paletteChosenInTheViewMenu();
    void playerCardsSayTeamAndComputer_data();
    void playerCardsSayTeamAndComputer();

private:
    QTemporaryDir m_dir;
};

void TstColours::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

// Reference pairs of Sharma, Wu and Dalal's CIEDE2000 test data (pairs 1, 7, 13, 17, 19, 25, 31,
// 34).
void TstColours::deltaE2000MatchesSharmasPairs_data()
{
    QTest::addColumn<Lab>("first");
    QTest::addColumn<Lab>("second");
    QTest::addColumn<double>("expected");
    QTest::newRow("1") << Lab{50, 2.6772, -79.7751} << Lab{50, 0, -82.7485} << 2.0425;
    QTest::newRow("7") << Lab{50, 0, 0} << Lab{50, -1, 2} << 2.3669;
    QTest::newRow("13") << Lab{50, 2.4900, -0.0010} << Lab{50, -2.4900, 0.0011} << 7.2195;
    QTest::newRow("17") << Lab{50, 2.5, 0} << Lab{73, 25, -18} << 27.1492;
    QTest::newRow("19") << Lab{50, 2.5, 0} << Lab{50, 3.1736, 0.5854} << 1.0;
    QTest::newRow("25") << Lab{60.2574, -34.0099, 36.2677} << Lab{60.4626, -34.1751, 39.4387}
                        << 1.2644;
    QTest::newRow("31") << Lab{90.8027, -2.0831, 1.4410} << Lab{91.1528, -1.6435, 0.0447} << 1.4441;
    QTest::newRow("34") << Lab{2.0776, 0.0795, -1.1350} << Lab{0.9033, -0.0636, -0.5514} << 0.9082;
}

void TstColours::deltaE2000MatchesSharmasPairs()
{
    QFETCH(Lab, first);
    QFETCH(Lab, second);
    QFETCH(double, expected);
    QVERIFY2(std::abs(deltaE2000(first, second) - expected) < 1e-4,
             qPrintable(QString::number(deltaE2000(first, second), 'f', 5)));
    QVERIFY(std::abs(deltaE2000(second, first) - expected) < 1e-4);
}

void TstColours::colourBlindPaletteStaysApart_data()
{
    QTest::addColumn<int>("vision");
    QTest::addColumn<double>("colourBlind"); // the palette's figure, as the manual states it
    QTest::addColumn<double>("standard");
    QTest::newRow("protanopia") << 0 << 25.7 << 6.4;
    QTest::newRow("deuteranopia") << 1 << 27.5 << 5.2;
    QTest::newRow("tritanopia") << 2 << 26.9 << 11.1;
    QTest::newRow("normal vision") << 3 << 30.1 << 28.4;
}

void TstColours::colourBlindPaletteStaysApart()
{
    QFETCH(int, vision);
    QFETCH(double, colourBlind);
    QFETCH(double, standard);
    const std::array<const Matrix*, 4> visions{&kProtanopia, &kDeuteranopia, &kTritanopia,
                                               &kNormal};
    const Matrix& m = *visions[std::size_t(vision)];
    QString pair;
    const double safe = smallestDifference(slui::ColourPalette::ColourBlind, m, &pair);
    QVERIFY2(safe >= 20, qPrintable(QStringLiteral("%1 (%2)").arg(safe).arg(pair)));
    QCOMPARE(std::round(safe * 10) / 10, colourBlind);
    // The standard palette's, stated beside it (red and green under deuteranopia: 5.2).
    QCOMPARE(std::round(smallestDifference(slui::ColourPalette::Standard, m) * 10) / 10, standard);
}

void TstColours::everyColourHasItsShape()
{
    QSet<QString> names;
    for (std::size_t i = 0; i < kColours.size(); ++i) {
        names.insert(QString::fromLatin1(slui::shapeName(kColours[i])));
        for (std::size_t j = i + 1; j < kColours.size(); ++j)
            QVERIFY(shapeImage(kColours[i]) != shapeImage(kColours[j]));
    }
    QCOMPARE(names.size(), 6);
    // The SVG of a shape is the same shape: a polygon with its corners, a circle for red.
    const auto svg = [](sl::Colour c) {
        return slui::colourShapeSvg(c, 50, 50, 20, QStringLiteral("#fff"), QStringLiteral("#000"));
    };
    QVERIFY(svg(sl::Colour::Red).startsWith(QStringLiteral("<circle")));
    QCOMPARE(svg(sl::Colour::Green).count(QLatin1Char(',')), 3);
    QCOMPARE(svg(sl::Colour::Black).count(QLatin1Char(',')), 4);
    QCOMPARE(svg(sl::Colour::White).count(QLatin1Char(',')), 4);
    QCOMPARE(svg(sl::Colour::Orange).count(QLatin1Char(',')), 10);
    QCOMPARE(svg(sl::Colour::Blue).count(QLatin1Char(',')), 6);
}

// The mark on the meeple's chest: light on a dark meeple, dark on a light one; and the meeple
// is drawn in the palette of the moment.
void TstColours::meeplesCarryTheirShape()
{
    auto& art = slui::ArtCache::instance();
    for (const auto palette : {slui::ColourPalette::Standard, slui::ColourPalette::ColourBlind}) {
        slui::setColourPalette(palette);
        for (const sl::Colour c : kColours) {
            const QImage img = art.meeple(c, false, 100, 1.0).toImage();
            const QColor chest = img.pixelColor(50, 58);
            const bool light = slui::displayColour(c).lightness() > 150;
            QVERIFY2(light ? chest.lightness() < 60 : chest.lightness() > 200,
                     qPrintable(QStringLiteral("%1: %2").arg(int(c)).arg(chest.name())));
            // The body beside the mark is the colour.
            QCOMPARE(img.pixelColor(38, 80).name(), slui::displayColour(c).name());
        }
    }
    slui::setColourPalette(slui::ColourPalette::Standard);
    const QImage standard = art.meeple(sl::Colour::Red, false, 60, 1.0).toImage();
    slui::setColourPalette(slui::ColourPalette::ColourBlind);
    QVERIFY(art.meeple(sl::Colour::Red, false, 60, 1.0).toImage() != standard);
    slui::setColourPalette(slui::ColourPalette::Standard);
}

void TstColours::graphLinesCarryTheirShape()
{
    std::vector<sl::ScorePoint> series;
    for (int i = 0; i < 40; ++i)
        series.push_back({i, std::size_t(i), {i, 2 * i}, {i + 2, 2 * i + 3}});
    ScoreGraph graph;
    graph.setSeries(series, {QStringLiteral("A"), QStringLiteral("B")},
                    {QColor(Qt::red), QColor(Qt::green)}, {sl::Colour::Black, sl::Colour::White});
    graph.resize(800, 300);
    graph.show();
    QVERIFY(QTest::qWaitForWindowExposed(&graph));
    for (int side = 0; side < 2; ++side) {
        const QList<QPointF> at = graph.markPositions(side);
        QVERIFY(at.size() >= 8);
        // Drawn there: the shape's colour at its centre.
        const QImage img = graph.grab().toImage();
        for (const QPointF& p : at)
            QCOMPARE(img.pixelColor(p.toPoint()).name(), graph.lineColour(side).name());
    }
    // The two sides' shapes are not on the same points.
    QVERIFY(graph.markPositions(0).constFirst() != graph.markPositions(1).constFirst());
    // With the colour-blind palette, the colour of the side comes from it.
    slui::setColourPalette(slui::ColourPalette::ColourBlind);
    QCOMPARE(graph.lineColour(1), slui::displayColour(sl::Colour::White));
    slui::setColourPalette(slui::ColourPalette::Standard);
}

void TstColours::logAndListMarksAreShapes()
{
    auto store = GameStore::open(m_dir.filePath(QStringLiteral("marks.sqlite")));
    MainWindow window(store.get());
    window.setDialogsEnabled(false);
    sl::GameSetup setup = sl::makeSetup({2, false, false}, 4);
    for (auto& p : setup.players)
        p.kind = sl::SeatKind::Human;
    QVERIFY(window.startGame(setup));
    GameController* c = window.controller();
    for (int turn = 0; turn < 2; ++turn) {
        c->selectCell(c->legalCells().constFirst());
        c->skipMeeple();
    }
    TurnLogModel* log = window.logModel();
    int marked = 0;
    for (int r = 0; r < log->rowCount(); ++r) {
        const QVariant d = log->index(r).data(Qt::DecorationRole);
        if (d.isNull()) continue;
        ++marked;
        const int seat = log->index(r).data(TurnLogModel::PlayerRole).toInt();
        const QImage got = d.value<QIcon>().pixmap(16, 16).toImage();
        const QImage want =
            slui::colourMark(setup.players[std::size_t(seat)].colour, 16).pixmap(16, 16).toImage();
        QCOMPARE(got, want);
    }
    QVERIFY(marked > 1);
    // The player card: the colour's shape, outlined in light, at the top of its red stripe.
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QListView* cards = window.playersPanel()->view();
    const QRect first = cards->visualRect(cards->model()->index(0, 0));
    const QImage img = cards->viewport()->grab().toImage();
    int lightest = 0;
    for (int y = first.top() + 3 + 4; y <= first.top() + 3 + 8; ++y)
        lightest = std::max(lightest, img.pixelColor(first.left() + 4 + 5, y).lightness());
    QVERIFY2(lightest > 170, qPrintable(QString::number(lightest)));
    QCOMPARE(img.pixelColor(first.left() + 4 + 5, first.top() + 3 + 40).name(),
             slui::displayColour(sl::Colour::Red).name()); // the stripe below it
}

void TstColours::paletteChosenInTheViewMenu()
{
    auto store = GameStore::open(m_dir.filePath(QStringLiteral("view.sqlite")));
    {
        MainWindow window(store.get());
        QAction* act = window.colourBlindAction();
        QVERIFY(act && act->isCheckable() && !act->isChecked());
        QCOMPARE(act->text(), QStringLiteral("Colours for colour &blindness"));
        act->trigger();
        QCOMPARE(slui::colourPalette(), slui::ColourPalette::ColourBlind);
        QCOMPARE(slui::displayColour(sl::Colour::Green), QColor(0x29, 0xa3, 0x8f));
        QVERIFY(QSettings().value(QStringLiteral("view/colourBlind")).toBool());
    }
    slui::setColourPalette(slui::ColourPalette::Standard);
    MainWindow again(store.get()); // remembered
    QVERIFY(again.colourBlindAction()->isChecked());
    QCOMPARE(slui::colourPalette(), slui::ColourPalette::ColourBlind);
    again.colourBlindAction()->trigger();
    QCOMPARE(slui::colourPalette(), slui::ColourPalette::Standard);
}

void TstColours::playerCardsSayTeamAndComputer_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("computer");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Empire team · computer (Hard)")
                        << QStringLiteral("Computer player (Hard)");
    QTest::newRow("cs") << QStringLiteral("cs") << QStringLiteral("Tým Impéria · počítač (Těžký)")
                        << QStringLiteral("Počítačový hráč (Těžký)");
}

// Issue 34, item 4: in a team game with computers, a card says the team and that a computer plays
// it (also when the cards are compact), and so does its tooltip.
void TstColours::playerCardsSayTeamAndComputer()
{
    QFETCH(QString, language);
    QFETCH(QString, detail);
    QFETCH(QString, computer);
    slui::LanguageManager::instance().apply(language, false);
    auto store = GameStore::open(m_dir.filePath(QStringLiteral("cards-%1.sqlite").arg(language)));
    MainWindow window(store.get());
    window.setDialogsEnabled(false);
    window.computers()->setPaused(true);
    sl::GameSetup setup = sl::makeSetup({4, false, true}, 6);
    for (std::size_t i = 0; i < 4; ++i) {
        setup.players[i].kind = i == 1 ? sl::SeatKind::Computer : sl::SeatKind::Human;
        setup.players[i].level = sl::SeatLevel::Hard;
    }
    QVERIFY(window.startGame(setup));
    QAbstractItemModel* cards = window.playersPanel()->view()->model();
    const QModelIndex second = cards->index(1, 0);
    QCOMPARE(second.data(slui::PlayersModel::DetailRole).toString(), detail);
    const QString tip = second.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(computer), qPrintable(tip));
    QVERIFY2(tip.contains(slui::teamName(1)), qPrintable(tip));
    QVERIFY(!cards->index(0, 0).data(Qt::ToolTipRole).toString().contains(computer));
    QCOMPARE(cards->index(0, 0).data(slui::PlayersModel::ComputerRole).toInt(), -1);
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

QTEST_MAIN(TstColours)
#include "tst_colours.moc"
