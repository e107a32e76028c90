// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "tileart.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

/**
 * Geometry behind the tile art (tileart.cpp): where fields, lanes, the hub, stars, badges and
 * meeple anchors go. Everything here is in rotation-0 tile coordinates unless a name says
 * otherwise; the picture is rotated as a whole when it is written out.
 */
namespace sl::art {

using Poly = std::vector<ArtPoint>;

inline ArtPoint operator+(ArtPoint a, ArtPoint b)
{
    return {a.x + b.x, a.y + b.y};
}
inline ArtPoint operator-(ArtPoint a, ArtPoint b)
{
    return {a.x - b.x, a.y - b.y};
}
inline ArtPoint operator*(ArtPoint a, double k)
{
    return {a.x * k, a.y * k};
}

constexpr double kPlanetRadius = 16;
constexpr double kHubRadius = 8.5;
constexpr double kBadgeRadius = 8;
/** Half the size of the meeple icon the GUI draws centred on an anchor. */
constexpr double kMeepleHalf = 11;

/** Deterministic random numbers (splitmix64), so a tile type always looks the same. */
class Rng
{
public:
    explicit Rng(std::uint64_t seed) : m_state(seed) {}
    /** Uniform in [0, 1). */
    double uniform();
    double range(double lo, double hi) { return lo + (hi - lo) * uniform(); }

private:
    std::uint64_t m_state;
};

/** FNV-1a of a text, mixed with `salt`. */
std::uint64_t hashText(std::string_view text, std::uint64_t salt = 0);

/** A cubic Bézier piece of a lane, optionally continued by a straight tail tucked under a field. */
struct LanePiece
{
    ArtPoint a, b, c, d;
    bool tail = false;
    ArtPoint tailEnd;
};

/** Part of a field outline: straight along the tile edges, or a rocky rim drawn smoothed. */
struct OutlinePiece
{
    Poly pts;
    bool rim = false;
};

struct Rock
{
    Poly pts;
    bool light = false;
};

struct Grain
{
    ArtPoint at;
    double r = 0.5;
    bool light = false;
};

/** One asteroid-field realm. */
struct FieldShape
{
    int realm = -1;
    std::vector<OutlinePiece> outline; ///< closed, in drawing order
    Poly polygon;                      ///< the same outline unsmoothed, for hit tests
    Poly core;                         ///< darker core of a field on all four edges
    ArtPoint anchor;
    std::vector<ArtPoint> badges;
    std::vector<Rock> rocks;
    std::vector<Grain> grains;
};

/** The field of asteroid realm `index` of a tile type whose asteroid edges are `asteroidEdges`
 *  (a bit per direction), its rocks drawn from `rng` (tilefields.cpp). */
FieldShape makeField(const RealmDef& realm, int index, unsigned asteroidEdges, Rng& rng);

enum class LaneEnd : std::uint8_t { Edge, Hub, Planet, Field, None };

/** One trade-route realm. */
struct LaneShape
{
    int realm = -1;
    LaneEnd end = LaneEnd::Edge;
    /** Drawn body: edge to edge, or edge to where the lane ends (under a hub, planet or field). */
    std::vector<LanePiece> body;
    /** The centre dashes, each piece starting at a tile edge so dashes meet alike at every seam. */
    std::vector<LanePiece> dashes;
    /** Sampled visible centre lines (one per spoke), for hit tests; the first carries the anchor.
     */
    std::vector<Poly> visible;
    ArtPoint anchor{50, 50};
    std::vector<ArtPoint> badges;
};

struct Star
{
    ArtPoint at;
    double r = 0.5;
    double opacity = 0.5;
    bool blue = false;
};

/** Everything drawn on a tile type, in rotation-0 coordinates. */
struct TileLayout
{
    std::vector<FieldShape> fields;
    std::vector<LaneShape> lanes;
    bool hub = false;
    int planet = -1; ///< realm index of the (first) planet
    std::vector<Star> stars;
    /** Meeple anchor of realm `seg` (rotation 0); the centre for an unknown realm. */
    ArtPoint anchor(int seg) const;
};

TileLayout layoutTile(const TileType& type);

/** `p` turned `quarterTurns` clockwise about the tile centre. */
ArtPoint rotated(ArtPoint p, int quarterTurns);
bool inside(const Poly& polygon, ArtPoint p);
double distanceToPolyline(const Poly& line, ArtPoint p);
double distance(ArtPoint a, ArtPoint b);

/** Occupied parts of a tile in final (rotated) coordinates, for placing labels and badges. */
class Obstacles
{
public:
    Obstacles(const TileLayout& layout, int rotation);
    void addCircle(ArtPoint c, double r) { m_circles.push_back({c, r}); }
    void addRect(double x0, double y0, double x1, double y1);
    bool hit(ArtPoint p) const;
    /** Fraction (0..1) of sample points of the rectangle that hit something. */
    double coverRect(double x0, double y0, double x1, double y1) const;
    double coverCircle(ArtPoint c, double r) const;

private:
    struct Circle
    {
        ArtPoint c;
        double r;
    };
    struct Line
    {
        Poly pts;
        double r;
    };
    std::vector<Poly> m_polys;
    std::vector<Line> m_lines;
    std::vector<Circle> m_circles;
    std::vector<ArtPoint> m_rects; // pairs of corners
};

/** A planet name set for one width: one or two lines, the font size and the widest line. */
struct NameFit
{
    std::vector<std::string> lines;
    double fontSize = 6.5;
    double width = 0;
};

/** Sets the planet name for a given maximal width (text metrics live with the SVG writer). */
using NameFitter = std::function<NameFit(double maxWidth)>;

/** A planet name as drawn: upright lines centred on `cx` (final coordinates). */
struct PlanetLabel
{
    std::vector<std::string> lines;
    std::vector<double> baselines;
    double cx = 50;
    double fontSize = 6.5;
    double width = 0;
};

/** What goes around the planet in one rotation: its name and its symbol badges (final coordinates).
 */
struct PlanetDecor
{
    bool named = false;
    PlanetLabel label;
    std::vector<ArtPoint> badges;
};

/**
 * Places the planet's name (unless `fitName` is empty) and its `symbols` badges where lanes,
 * fields, other badges and meeples leave room.
 */
PlanetDecor placePlanetDecor(const TileLayout& layout, std::size_t symbols, int rotation,
                             const NameFitter& fitName);

} // namespace sl::art
