// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "tileshapes.h"

#include "tilecurves.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <functional>

namespace sl::art {
namespace {

// ---- trade routes -----------------------------------------------------------------------------

struct BadgePick
{
    std::vector<ArtPoint> pts;
    bool ok = true;
};

/**
 * Badges along a lane: as close as possible to `pref` (an arc-length offset from the anchor) but
 * far enough from the anchor that the meeple never hides them, side by side when several.
 */
BadgePick laneBadges(const Poly& line, double anchorAt, std::size_t count, double pref)
{
    BadgePick out;
    const ArtPoint anchor = walk(line, anchorAt).first;
    const double len = length(line);
    for (std::size_t k = 0; k < count; ++k) {
        double bestCost = 1e18, bestRoom = -1;
        ArtPoint best{50, 50}, roomiest{50, 50};
        for (int step = 4; step <= len - 4; ++step) {
            const double s = step; // along the line, in whole units
            auto [on, nrm] = walk(line, s);
            for (int side = 0; side < 3; ++side) {
                ArtPoint p = side == 0 ? on : on + nrm * (side == 1 ? 13.0 : -13.0);
                double room = distance(p, anchor) / (kMeepleHalf + kBadgeRadius + 1);
                for (ArtPoint q : out.pts)
                    room = std::min(room, distance(p, q) / (2 * kBadgeRadius - 0.5));
                if (borderDistance(p) < kBadgeRadius + 0.5) room *= 0.5;
                double cost = std::abs(s - (anchorAt + pref)) + (side ? 25 : 0);
                if (room >= 1 && cost < bestCost) bestCost = cost, best = p;
                if (room > bestRoom) bestRoom = room, roomiest = p;
            }
        }
        if (bestCost > 1e17) out.ok = false, best = roomiest;
        out.pts.push_back(best);
    }
    return out;
}

/** Where a lane ending in a field enters it: a rim point ahead of the lane, not in a corner. */
LanePiece laneIntoField(int d, const std::vector<FieldShape>& fields, bool straightOk)
{
    const ArtPoint m = kMid[d], in = kInward[d];
    // Straight on when a field lies ahead: the lane runs into it without a bend.
    for (double t = 12; straightOk && t < 100; t += 0.5)
        for (const FieldShape& f : fields)
            if (inside(f.polygon, m + in * t)) {
                LanePiece piece = straight(m, m + in * t);
                piece.tail = true;
                piece.tailEnd = m + in * (t + 5);
                return piece;
            }
    double bestCost = 1e18;
    ArtPoint target = kCentre, outward = in * -1;
    for (const FieldShape& f : fields)
        for (const OutlinePiece& piece : f.outline) {
            if (!piece.rim) continue;
            for (std::size_t i = 1; i + 1 < piece.pts.size(); ++i) {
                ArtPoint p = piece.pts[i];
                ArtPoint t = piece.pts[i + 1] - piece.pts[i - 1];
                ArtPoint nb = unit({-t.y, t.x});
                if (inside(f.polygon, p + nb * 1.5)) nb = nb * -1;
                double dist = distance(m, p);
                if (dist < 1 || dot(nb, m - p) <= 0) continue;
                double cost = dist + 40 * (1 - dot(in, (p - m) * (1 / dist))) +
                              (borderDistance(p) < 14 ? 30 : 0);
                if (cost < bestCost) bestCost = cost, target = p, outward = nb;
            }
        }
    double k = 0.38 * distance(m, target);
    LanePiece piece = cubic(m, m + in * k, target + outward * k, target);
    piece.tail = true;
    piece.tailEnd = target - outward * 5;
    return piece;
}

bool segmentsCross(ArtPoint a, ArtPoint b, ArtPoint c, ArtPoint d)
{
    auto side = [](ArtPoint p, ArtPoint q, ArtPoint r) {
        return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
    };
    return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** Whether lanes running straight into fields from edges `ends` would cross one another. */
bool straightLanesCross(const std::vector<int>& ends, const std::vector<FieldShape>& fields)
{
    std::vector<Poly> lines;
    for (int d : ends)
        lines.push_back(sample(laneIntoField(d, fields, true), 8));
    for (std::size_t i = 0; i < lines.size(); ++i)
        for (std::size_t j = i + 1; j < lines.size(); ++j)
            for (std::size_t a = 1; a < lines[i].size(); ++a)
                for (std::size_t b = 1; b < lines[j].size(); ++b)
                    if (segmentsCross(lines[i][a - 1], lines[i][a], lines[j][b - 1], lines[j][b]))
                        return true;
    return false;
}

/** The anchor along a lane and its badges; ending lanes try several spots to fit the badges. */
void placeOnLane(LaneShape& lane, std::size_t symbols, bool crossing)
{
    const Poly& line = lane.visible[0];
    const double len = length(line);
    double at = len / 2;
    BadgePick pick;
    if (crossing) {
        pick = laneBadges(line, at, symbols, -24);
    } else if (symbols > 0) {
        for (double frac : {0.5, 0.6, 0.7, 0.8, 0.4, 0.3}) {
            BadgePick p = laneBadges(line, len * frac, symbols, -22);
            if (frac == 0.5 || p.ok) pick = p, at = len * frac;
            if (p.ok) break;
        }
    }
    lane.anchor = walk(line, at).first;
    lane.badges = pick.pts;
}

void buildLanes(const TileType& type, TileLayout& layout)
{
    std::vector<int> ends; // edges of lanes that end on this tile
    bool bigRoute = false;
    for (const RealmDef& r : type.realms) {
        const unsigned mask = r.edgeMask & 0xfu;
        if (r.kind != RealmKind::Route || std::popcount(mask) == 2) continue;
        bigRoute = bigRoute || std::popcount(mask) > 2;
        for (int d = 0; d < 4; ++d)
            if (mask & (1u << d)) ends.push_back(d);
    }
    const bool toPlanet = layout.planet >= 0;
    layout.hub =
        !toPlanet && !ends.empty() && (ends.size() >= 3 || bigRoute || layout.fields.empty());
    const bool straightOk = toPlanet || layout.hub || !straightLanesCross(ends, layout.fields);
    for (std::size_t i = 0; i < type.realms.size(); ++i) {
        const RealmDef& realm = type.realms[i];
        if (realm.kind != RealmKind::Route) continue;
        LaneShape lane;
        lane.realm = int(i);
        const unsigned mask = realm.edgeMask & 0xfu;
        const std::size_t symbols = std::min<std::size_t>(realm.symbols.size(), 4);
        if (std::popcount(mask) == 2) {
            int a = std::countr_zero(mask), b = 31 - std::countl_zero(mask);
            LanePiece body = (b - a == 2) ? straight(kMid[a], kMid[b])
                                          : cubic(kMid[a], kMid[a] + kInward[a] * kQuarter,
                                                  kMid[b] + kInward[b] * kQuarter, kMid[b]);
            if (a == 0 && b == 3) // W-N curve: start at W so the badge sits as on the other turns
                body = cubic(body.d, body.c, body.b, body.a);
            auto [h1, h2] = halves(body);
            lane.body = {body};
            lane.dashes = {h1, h2};
            lane.visible = {sample(body)};
            placeOnLane(lane, symbols, true);
        } else if (mask == 0) {
            lane.end = LaneEnd::None;
            lane.anchor = kCentre;
        } else {
            for (int d = 0; d < 4; ++d) {
                if (!(mask & (1u << d))) continue;
                LanePiece piece;
                Poly vis;
                if (toPlanet || layout.hub) {
                    lane.end = toPlanet ? LaneEnd::Planet : LaneEnd::Hub;
                    piece = straight(kMid[d], kCentre);
                    double stop = toPlanet ? kPlanetRadius + 0.5 : kHubRadius - 0.5;
                    vis = truncated(sample(piece), 50 - stop);
                } else {
                    lane.end = LaneEnd::Field;
                    piece = laneIntoField(d, layout.fields, straightOk);
                    vis = sample(piece);
                }
                lane.body.push_back(piece);
                lane.dashes.push_back(piece);
                lane.visible.push_back(std::move(vis));
            }
            placeOnLane(lane, symbols, false);
        }
        layout.lanes.push_back(std::move(lane));
    }
}

void scatterStars(const TileType& type, TileLayout& layout)
{
    Rng rng(hashText(type.id, 0x57a85));
    const bool mark = type.expansion == "exp1";
    for (int attempt = 0; attempt < 500 && layout.stars.size() < 18; ++attempt) {
        ArtPoint p{rng.range(2.5, 97.5), rng.range(2.5, 97.5)};
        double r = rng.range(0.3, 0.9), opacity = rng.range(0.3, 0.9);
        bool blue = rng.uniform() < 0.35;
        bool clear = !(mark && p.x + p.y < 15);
        for (const FieldShape& f : layout.fields)
            for (ArtPoint off : {ArtPoint{0, 0}, {2.5, 0}, {-2.5, 0}, {0, 2.5}, {0, -2.5}})
                clear = clear && !inside(f.polygon, p + off);
        for (const LaneShape& lane : layout.lanes)
            for (const Poly& line : lane.visible)
                clear = clear && distanceToPolyline(line, p) > 5.5;
        if (layout.hub) clear = clear && distance(p, kCentre) > kHubRadius + 4;
        if (layout.planet >= 0) {
            ArtPoint d = p - kCentre;
            clear = clear && std::hypot(d.x, d.y) > kPlanetRadius + 5 &&
                    !(std::abs(d.x) < 31 && std::abs(d.y) < 12);
        }
        for (const Star& s : layout.stars)
            clear = clear && distance(s.at, p) > 7;
        if (clear) layout.stars.push_back({p, r, opacity, blue});
    }
}

struct LabelSlot
{
    double cx, y; ///< centre x; top of the text block (or its bottom when `up`)
    bool up;
    double maxWidth, penalty;
};

} // namespace

double Rng::uniform()
{
    std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    return double(z >> 11) * (1.0 / 9007199254740992.0);
}

std::uint64_t hashText(std::string_view text, std::uint64_t salt)
{
    std::uint64_t h = 0xcbf29ce484222325ull ^ (salt * 0x100000001b3ull);
    for (unsigned char ch : text)
        h = (h ^ ch) * 0x100000001b3ull;
    return h;
}

ArtPoint rotated(ArtPoint p, int quarterTurns)
{
    for (int i = 0; i < (quarterTurns & 3); ++i)
        p = {100 - p.y, p.x};
    return p;
}

double distance(ArtPoint a, ArtPoint b)
{
    return std::hypot(a.x - b.x, a.y - b.y);
}

bool inside(const Poly& polygon, ArtPoint p)
{
    bool in = false;
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        const ArtPoint &a = polygon[i], &b = polygon[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
            in = !in;
    }
    return in;
}

double distanceToPolyline(const Poly& line, ArtPoint p)
{
    if (line.size() == 1) return distance(line[0], p);
    double best = 1e18;
    for (std::size_t i = 1; i < line.size(); ++i) {
        ArtPoint a = line[i - 1], ab = line[i] - a;
        double l2 = dot(ab, ab);
        double t = l2 > 1e-12 ? std::clamp(dot(p - a, ab) / l2, 0.0, 1.0) : 0.0;
        best = std::min(best, distance(a + ab * t, p));
    }
    return best;
}

ArtPoint TileLayout::anchor(int seg) const
{
    for (const FieldShape& f : fields)
        if (f.realm == seg) return f.anchor;
    for (const LaneShape& l : lanes)
        if (l.realm == seg) return l.anchor;
    return kCentre;
}

TileLayout layoutTile(const TileType& type)
{
    TileLayout layout;
    const std::uint64_t seed = hashText(type.id);
    unsigned asteroidEdges = 0;
    for (int d = 0; d < 4; ++d)
        if (type.edges[std::size_t(d)] == EdgeKind::Asteroid) asteroidEdges |= 1u << d;
    for (std::size_t i = 0; i < type.realms.size(); ++i) {
        const RealmDef& realm = type.realms[i];
        if (realm.kind == RealmKind::Planet && layout.planet < 0) layout.planet = int(i);
        if (realm.kind == RealmKind::Asteroid) {
            Rng rng(seed ^ (0x9e3779b97f4a7c15ull * (i + 1)));
            layout.fields.push_back(makeField(realm, int(i), asteroidEdges, rng));
        }
    }
    buildLanes(type, layout);
    scatterStars(type, layout);
    return layout;
}

Obstacles::Obstacles(const TileLayout& layout, int rotation)
{
    auto turn = [&](ArtPoint p) { return rotated(p, rotation); };
    auto meeple = [&](ArtPoint a) {
        a = turn(a);
        addRect(a.x - kMeepleHalf, a.y - kMeepleHalf, a.x + kMeepleHalf, a.y + kMeepleHalf);
    };
    for (const FieldShape& f : layout.fields) {
        Poly poly;
        for (ArtPoint p : f.polygon)
            poly.push_back(turn(p));
        m_polys.push_back(std::move(poly));
        meeple(f.anchor);
        for (ArtPoint b : f.badges)
            addCircle(turn(b), kBadgeRadius + 0.5);
    }
    for (const LaneShape& lane : layout.lanes) {
        for (const Poly& line : lane.visible) {
            Poly pts;
            for (ArtPoint p : line)
                pts.push_back(turn(p));
            m_lines.push_back({std::move(pts), 3.8});
        }
        if (lane.end != LaneEnd::None) meeple(lane.anchor);
        for (ArtPoint b : lane.badges)
            addCircle(turn(b), kBadgeRadius + 0.5);
    }
    if (layout.hub) addCircle(kCentre, kHubRadius + 1);
    if (layout.planet >= 0) addCircle(kCentre, kPlanetRadius + 2);
}

void Obstacles::addRect(double x0, double y0, double x1, double y1)
{
    m_rects.push_back({x0, y0});
    m_rects.push_back({x1, y1});
}

bool Obstacles::hit(ArtPoint p) const
{
    for (const Poly& poly : m_polys)
        if (inside(poly, p)) return true;
    for (const Line& l : m_lines)
        if (distanceToPolyline(l.pts, p) < l.r) return true;
    for (const Circle& c : m_circles)
        if (distance(c.c, p) < c.r) return true;
    for (std::size_t i = 0; i + 1 < m_rects.size(); i += 2)
        if (p.x >= m_rects[i].x && p.x <= m_rects[i + 1].x && p.y >= m_rects[i].y &&
            p.y <= m_rects[i + 1].y)
            return true;
    return false;
}

double Obstacles::coverRect(double x0, double y0, double x1, double y1) const
{
    constexpr int nx = 12, ny = 4;
    int hits = 0;
    for (int i = 0; i < nx; ++i)
        for (int j = 0; j < ny; ++j)
            hits += hit({x0 + (x1 - x0) * (i + 0.5) / nx, y0 + (y1 - y0) * (j + 0.5) / ny});
    return double(hits) / (nx * ny);
}

double Obstacles::coverCircle(ArtPoint c, double r) const
{
    int hits = hit(c), total = 1;
    for (int ring = 1; ring <= 2; ++ring)
        for (int k = 0; k < 8 * ring; ++k, ++total) {
            double ang = 2 * kPi * k / (8 * ring), rr = r * ring / 2.0;
            hits += hit({c.x + rr * std::cos(ang), c.y + rr * std::sin(ang)});
        }
    return double(hits) / total;
}

// ---- planet name and badges -------------------------------------------------------------------

PlanetDecor placePlanetDecor(const TileLayout& layout, std::size_t symbols, int rotation,
                             const NameFitter& fitName)
{
    PlanetDecor decor;
    Obstacles obstacles(layout, rotation);
    if (fitName) {
        static constexpr std::array<LabelSlot, 9> slots{{
            {50, 70.5, false, 86, 0}, // just below the planet's face (radius 16), never on it
            {50, 30.5, true, 86, 4},
            {50, 80, false, 86, 7},
            {26, 76, false, 44, 8},
            {74, 76, false, 44, 8},
            {26, 24, true, 44, 10},
            {74, 24, true, 44, 10},
            {17, 46.5, false, 30, 12},
            {83, 46.5, false, 30, 12},
        }};
        double bestCost = 1e18;
        for (const LabelSlot& slot : slots) {
            const NameFit fit = fitName(slot.maxWidth);
            const double lineStep = fit.fontSize * 1.15;
            const double height = lineStep * double(fit.lines.size());
            const double top = slot.up ? slot.y - height : slot.y;
            const double cover = obstacles.coverRect(slot.cx - fit.width / 2, top,
                                                     slot.cx + fit.width / 2, top + height);
            double cost = slot.penalty + 60 * cover + 3 * (6.5 - fit.fontSize);
            if (cost < bestCost) {
                bestCost = cost;
                decor.label = {fit.lines, {}, slot.cx, fit.fontSize, fit.width};
                for (std::size_t i = 0; i < fit.lines.size(); ++i)
                    decor.label.baselines.push_back(top + fit.fontSize * 0.8 +
                                                    lineStep * double(i));
                decor.named = true;
            }
        }
        const PlanetLabel& l = decor.label;
        obstacles.addRect(l.cx - l.width / 2 - 1, l.baselines.front() - l.fontSize,
                          l.cx + l.width / 2 + 1, l.baselines.back() + l.fontSize * 0.3);
    }
    // Badges sit on the rim, preferably upper right, side by side when there are several.
    obstacles.addCircle({50, 50}, kMeepleHalf);
    for (std::size_t k = 0; k < std::min<std::size_t>(symbols, 4); ++k) {
        double bestCost = 1e18;
        ArtPoint best{50, 50};
        for (int step = 0; step < 24; ++step) {
            double deg = -45 + 15 * step, off = std::min(15.0 * step, 360 - 15.0 * step);
            double rad = deg * kPi / 180;
            ArtPoint p{50 + 20 * std::cos(rad), 50 + 20 * std::sin(rad)};
            double cost = off / 15 + 40 * obstacles.coverCircle(p, kBadgeRadius + 0.5);
            if (cost < bestCost) bestCost = cost, best = p;
        }
        decor.badges.push_back(best);
        obstacles.addCircle(best, 2 * kBadgeRadius - 0.5);
    }
    return decor;
}

} // namespace sl::art
