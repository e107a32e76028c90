// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The asteroid fields of the tile art: their outlines (straight along the tile edges, rocky
// rims between), the core of a field on every edge, the anchor and badge slots, and the rocks
// and grains inside.
#include "tilecurves.h"

#include <bit>
#include <functional>

namespace sl::art {
namespace {

/**
 * A rim along curve f (s in 0..1) pushed in and out at random so that it looks rocky. The ends
 * stay exactly where f puts them: they lie on tile corners, where neighbouring tiles meet.
 */
Poly rockyRim(const std::function<ArtPoint(double)>& f, int n, double amp, Rng& rng, bool closed)
{
    Poly pts;
    for (int i = 0; i <= n; ++i) {
        double s = double(i) / n;
        ArtPoint p = f(s);
        if (closed || (i > 0 && i < n)) {
            ArtPoint t = f(std::min(1.0, s + 0.01)) - f(std::max(0.0, s - 0.01));
            ArtPoint nrm = unit({-t.y, t.x});
            double w = closed ? 1.0 : std::pow(std::sin(kPi * s), 0.7);
            p = clampToTile(p + nrm * (amp * w * rng.range(-1, 1)));
        }
        pts.push_back(p);
    }
    if (closed) pts.back() = pts.front();
    return pts;
}

std::function<ArtPoint(double)> cubicCurve(ArtPoint a, ArtPoint b, ArtPoint c, ArtPoint d)
{
    return [=](double t) { return bezier(cubic(a, b, c, d), t); };
}

std::function<ArtPoint(double)> blob(double radius)
{
    return [=](double s) {
        return ArtPoint{50 + radius * std::cos(2 * kPi * s), 50 + radius * std::sin(2 * kPi * s)};
    };
}

/**
 * Depth of a single-edge field at x: full in the middle, easing to nothing at the corners. Next
 * to another field's edge it eases in more slowly, so the two fields clearly stay apart.
 */
double capDepth(double x, bool pinchLeft, bool pinchRight)
{
    const bool pinch = x < 50 ? pinchLeft : pinchRight;
    double u = std::clamp(std::min(x, 100 - x) / (pinch ? 50.0 : 40.0), 0.0, 1.0);
    return 27 * u * u * (3 - 2 * u);
}

/** A field in its canonical orientation, plus the quarter turns that bring it into place. */
struct CanonField
{
    std::vector<OutlinePiece> pieces;
    Poly core;
    int turns = 0;
    ArtPoint plain;                  ///< anchor without symbols
    ArtPoint withSymbols;            ///< anchor that leaves room for badges
    std::vector<ArtPoint> one, many; ///< badge slots for one symbol / several
};

CanonField canonField(unsigned mask, unsigned asteroidEdges, Rng& rng)
{
    CanonField c;
    auto straightPiece = [](Poly pts) { return OutlinePiece{std::move(pts), false}; };
    auto rimPiece = [&](const std::function<ArtPoint(double)>& f, int n, bool closed = false) {
        return OutlinePiece{rockyRim(f, n, 1.7, rng, closed), true};
    };
    const int count = std::popcount(mask);
    if (count == 1) {
        c.turns = std::countr_zero(mask);
        const bool left = asteroidEdges & (1u << ((c.turns + 3) & 3));
        const bool right = asteroidEdges & (1u << ((c.turns + 1) & 3));
        auto f = [=](double s) {
            return ArtPoint{100 - 100 * s, capDepth(100 - 100 * s, left, right)};
        };
        c.pieces = {straightPiece({{0, 0}, {100, 0}}), rimPiece(f, 28)};
        c.plain = {50, 13};
        c.withSymbols = {57, 12.5};
        c.one = {{34, 11}};
        c.many = {{29, 11}, {71, 11}, {15, 8}, {85, 8}};
    } else if (count == 2 && (mask == 5 || mask == 10)) {
        c.turns = mask == 5 ? 0 : 1;
        const double a = 42.7, b = 12;
        c.pieces = {
            straightPiece({{0, 0}, {100, 0}}),
            rimPiece(cubicCurve({100, 0}, {100 - a, b}, {100 - a, 100 - b}, {100, 100}), 28),
            straightPiece({{100, 100}, {0, 100}}),
            rimPiece(cubicCurve({0, 100}, {a, 100 - b}, {a, b}, {0, 0}), 28)};
        c.plain = {50, 50};
        c.withSymbols = {50, 53};
        c.one = {{50, 24}};
        c.many = {{41, 21}, {59, 21}, {41, 84}, {59, 84}};
    } else if (count == 2) {
        // Canonical corner is N+W; edges {a, a+1} need a+1 quarter turns.
        for (int a = 0; a < 4; ++a)
            if (mask == ((1u << a) | (1u << ((a + 1) & 3)))) c.turns = (a + 1) & 3;
        c.pieces = {straightPiece({{0, 100}, {0, 0}, {100, 0}}),
                    rimPiece(cubicCurve({100, 0}, {58, 10}, {10, 58}, {0, 100}), 32)};
        c.plain = {27, 27};
        c.withSymbols = {32, 32};
        c.one = {{14, 14}};
        c.many = {{14, 14}, {37, 8}, {8, 37}, {57, 7}};
    } else if (count == 3) {
        // Canonical bay is on the south edge.
        int missing = std::countr_zero(static_cast<unsigned>(~mask & 0xf));
        c.turns = (missing + 2) & 3;
        c.pieces = {straightPiece({{0, 100}, {0, 0}, {100, 0}, {100, 100}}),
                    rimPiece(cubicCurve({100, 100}, {88, 44}, {12, 44}, {0, 100}), 32)};
        c.plain = {50, 28};
        c.withSymbols = {50, 34};
        c.one = {{50, 12}};
        c.many = {{40, 12}, {60, 12}, {22, 22}, {78, 22}};
    } else if (count == 4) {
        c.pieces = {straightPiece({{0, 0}, {100, 0}, {100, 100}, {0, 100}, {0, 0}})};
        c.core = rockyRim(blob(30), 24, 3, rng, true);
        c.plain = {50, 50};
        c.withSymbols = {50, 56};
        c.one = {{50, 27}};
        c.many = {{41, 27}, {59, 27}, {27, 50}, {73, 50}};
    } else {
        // A field touching no edge is not in any shipped set; draw it as a floating cluster.
        c.pieces = {rimPiece(blob(20), 24, true)};
        c.plain = {50, 50};
        c.withSymbols = {50, 57};
        c.one = {{50, 37}};
        c.many = {{42, 37}, {58, 37}, {34, 50}, {66, 50}};
    }
    return c;
}

void scatterRocks(FieldShape& f, Rng& rng)
{
    double x0 = 100, y0 = 100, x1 = 0, y1 = 0, area = 0;
    for (std::size_t i = 0; i < f.polygon.size(); ++i) {
        const ArtPoint& p = f.polygon[i];
        const ArtPoint& q = f.polygon[(i + 1) % f.polygon.size()];
        area += p.x * q.y - q.x * p.y;
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x),
        y1 = std::max(y1, p.y);
    }
    area = std::abs(area) / 2;
    auto rimDistance = [&](ArtPoint p) {
        double d = 1e9;
        for (const OutlinePiece& piece : f.outline)
            if (piece.rim) d = std::min(d, distanceToPolyline(piece.pts, p));
        return d;
    };
    const std::size_t wantRocks = std::clamp<std::size_t>(std::size_t(area / 260), 6, 12);
    for (int attempt = 0; attempt < 600 && f.rocks.size() < wantRocks; ++attempt) {
        ArtPoint p{rng.range(x0, x1), rng.range(y0, y1)};
        double r = rng.range(1.4, 3.7);
        if (!inside(f.polygon, p) || borderDistance(p) < r + 1.5 || rimDistance(p) < r + 1.8)
            continue;
        bool clear = std::all_of(f.rocks.begin(), f.rocks.end(),
                                 [&](const Rock& o) { return distance(o.pts[0], p) > r + 5.5; });
        if (!clear) continue;
        Rock rock;
        int corners = 5 + int(rng.uniform() * 3);
        double turn = rng.range(0, 2 * kPi);
        // pts[0] is the centre (used above for spacing); the outline follows.
        rock.pts.push_back(p);
        for (int k = 0; k < corners; ++k) {
            double ang = turn + 2 * kPi * (k + rng.range(-0.25, 0.25)) / corners;
            double rr = r * rng.range(0.7, 1.15);
            rock.pts.push_back({p.x + rr * std::cos(ang), p.y + rr * std::sin(ang) * 0.85});
        }
        rock.light = rng.uniform() < 0.5;
        f.rocks.push_back(std::move(rock));
    }
    const std::size_t wantGrains = std::clamp<std::size_t>(std::size_t(area / 110), 8, 40);
    for (int attempt = 0; attempt < 400 && f.grains.size() < wantGrains; ++attempt) {
        ArtPoint p{rng.range(x0, x1), rng.range(y0, y1)};
        if (inside(f.polygon, p) && borderDistance(p) > 1.2 && rimDistance(p) > 1.2)
            f.grains.push_back({p, rng.range(0.3, 0.75), rng.uniform() < 0.55});
    }
}

} // namespace

FieldShape makeField(const RealmDef& realm, int index, unsigned asteroidEdges, Rng& rng)
{
    CanonField c = canonField(realm.edgeMask & 0xfu, asteroidEdges, rng);
    FieldShape f;
    f.realm = index;
    auto place = [&](ArtPoint p) { return rotated(p, c.turns); };
    for (OutlinePiece& piece : c.pieces) {
        for (ArtPoint& p : piece.pts)
            p = place(p);
        f.polygon.insert(f.polygon.end(), piece.pts.begin(), piece.pts.end());
        f.outline.push_back(std::move(piece));
    }
    for (ArtPoint p : c.core)
        f.core.push_back(place(p));
    const std::size_t n = std::min<std::size_t>(realm.symbols.size(), 4);
    f.anchor = place(n == 0 ? c.plain : c.withSymbols);
    for (std::size_t i = 0; i < n; ++i)
        f.badges.push_back(place(n == 1 ? c.one[0] : c.many[i]));
    scatterRocks(f, rng);
    return f;
}

} // namespace sl::art
