// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile art's geometry (engine/rules/tileart.h, tileshapes.h), which the board uses to put a
// meeple where its realm is drawn: every realm's meeple stands on that realm's own shape, and
// the spot turns with the tile. (What the drawings look like is pinned by art.golden_tiles.)
#include "rules/svgtext.h"
#include "rules/tileart.h"
#include "rules/tileset.h"
#include "rules/tileshapes.h"

#include <QTest>

#include <algorithm>
#include <cmath>

class TstTileArt : public QObject
{
    Q_OBJECT
private slots:
    void meeplesStandOnTheirRealms();
    void meepleSpotsTurnWithTheTile();
    void longNamesEndInAnEllipsisThatFits();
    void distancesToLines();
};

namespace {
QString where(const sl::TileType& t, int realm, sl::ArtPoint a)
{
    return QStringLiteral("%1 realm %2 at (%3, %4)")
        .arg(QString::fromStdString(t.id))
        .arg(realm)
        .arg(a.x)
        .arg(a.y);
}
} // namespace

void TstTileArt::meeplesStandOnTheirRealms()
{
    // A route's meeple on one of the route's drawn centre lines; a field's inside the field's
    // outline, on every built-in tile.
    int lanes = 0;
    int fields = 0;
    for (const char* set : {"base", "exp1"})
        for (const sl::TileType& t : sl::builtinTileSet(set).tiles) {
            const sl::art::TileLayout layout = sl::art::layoutTile(t);
            for (const sl::art::LaneShape& lane : layout.lanes) {
                const sl::ArtPoint a = sl::realmAnchor(t, lane.realm);
                double d = 1e9;
                for (const sl::art::Poly& line : lane.visible)
                    d = std::min(d, sl::art::distanceToPolyline(line, a));
                QVERIFY2(d < 1.0, qPrintable(where(t, lane.realm, a)));
                ++lanes;
            }
            for (const sl::art::FieldShape& field : layout.fields) {
                const sl::ArtPoint a = sl::realmAnchor(t, field.realm);
                QVERIFY2(sl::art::inside(field.polygon, a), qPrintable(where(t, field.realm, a)));
                ++fields;
            }
        }
    QVERIFY2(lanes >= 40 && fields >= 30,
             qPrintable(QStringLiteral("%1 %2").arg(lanes).arg(fields)));
}

void TstTileArt::meepleSpotsTurnWithTheTile()
{
    // A quarter turn clockwise about the tile's centre takes (x, y) to (100 - y, x).
    for (const sl::TileType& t : sl::builtinTileSet("base").tiles)
        for (int realm = 0; realm < int(t.realms.size()); ++realm) {
            sl::ArtPoint expected = sl::realmAnchor(t, realm);
            for (int rot = 1; rot < 4; ++rot) {
                expected = {100 - expected.y, expected.x};
                const sl::ArtPoint a = sl::realmAnchor(t, realm, rot);
                QVERIFY2(std::abs(a.x - expected.x) < 1e-9 && std::abs(a.y - expected.y) < 1e-9,
                         qPrintable(where(t, realm, a)));
            }
        }
}

void TstTileArt::longNamesEndInAnEllipsisThatFits()
{
    // At the smallest font (3.2) a planet name too wide for its room is cut to the longest
    // beginning that fits with "…": a room exactly as wide as "WWWWW…" keeps five letters, one
    // a hair narrower four.
    const std::string name(40, 'W');
    const double five = sl::svg::textWidth("WWWWW\u2026", 3.2, true);
    const sl::art::NameFit fit = sl::svg::fitName(name, five);
    QCOMPARE(fit.fontSize, 3.2);
    QCOMPARE(fit.lines, std::vector<std::string>{"WWWWW\u2026"});
    QCOMPARE(fit.width, five);
    const sl::art::NameFit narrower = sl::svg::fitName(name, std::nextafter(five, 0.0));
    QCOMPARE(narrower.lines, std::vector<std::string>{"WWWW\u2026"});
    // Wide enough for the whole name at 3.2: nothing is cut.
    const double whole = sl::svg::textWidth(name, 3.2, true);
    QCOMPARE(sl::svg::fitName(name, whole).lines, std::vector<std::string>{name});
}

void TstTileArt::distancesToLines()
{
    // What the hit tests and the label placement measure with, worked by hand: a line of one
    // point is that point; otherwise the nearest point of the nearest segment, ends included.
    using sl::art::distanceToPolyline;
    QCOMPARE(distanceToPolyline({{10, 10}}, {13, 14}), 5.0);
    const sl::art::Poly corner{{0, 0}, {10, 0}, {10, 10}};
    QCOMPARE(distanceToPolyline(corner, {5, 3}), 3.0);   // above the first segment
    QCOMPARE(distanceToPolyline(corner, {14, 5}), 4.0);  // beside the second
    QCOMPARE(distanceToPolyline(corner, {13, -4}), 5.0); // beyond the corner: to the corner
    QCOMPARE(distanceToPolyline(corner, {-3, -4}), 5.0); // before the start: to the start
    QCOMPARE(sl::art::distance({1, 2}, {4, 6}), 5.0);
}

QTEST_GUILESS_MAIN(TstTileArt)
#include "tst_tileart.moc"
