// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

// Curves and points of the tile art's geometry, shared by the asteroid fields (tilefields.cpp)
// and the lanes and the layout (tileshapes.cpp). In rotation-0 tile coordinates (0..100).
#include "tileshapes.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace sl::art {

constexpr double kPi = 3.14159265358979323846;
constexpr ArtPoint kCentre{50, 50};
/** Edge midpoints and inward normals in Dir order N, E, S, W. */
constexpr std::array<ArtPoint, 4> kMid{{{50, 0}, {100, 50}, {50, 100}, {0, 50}}};
constexpr std::array<ArtPoint, 4> kInward{{{0, 1}, {-1, 0}, {0, -1}, {1, 0}}};
/** Control distance that makes a cubic a good quarter circle of radius 50. */
constexpr double kQuarter = 27.6;

inline double dot(ArtPoint a, ArtPoint b)
{
    return a.x * b.x + a.y * b.y;
}
inline ArtPoint lerp(ArtPoint a, ArtPoint b, double t)
{
    return a + (b - a) * t;
}
inline ArtPoint unit(ArtPoint v)
{
    double l = std::hypot(v.x, v.y);
    return l > 1e-9 ? v * (1 / l) : ArtPoint{0, 0};
}
inline ArtPoint clampToTile(ArtPoint p)
{
    return {std::clamp(p.x, 0.0, 100.0), std::clamp(p.y, 0.0, 100.0)};
}
inline double borderDistance(ArtPoint p)
{
    return std::min({p.x, 100 - p.x, p.y, 100 - p.y});
}

inline LanePiece cubic(ArtPoint a, ArtPoint b, ArtPoint c, ArtPoint d)
{
    LanePiece p;
    p.a = a, p.b = b, p.c = c, p.d = d;
    return p;
}

inline ArtPoint bezier(const LanePiece& p, double t)
{
    double u = 1 - t;
    return p.a * (u * u * u) + p.b * (3 * u * u * t) + p.c * (3 * u * t * t) + p.d * (t * t * t);
}

inline Poly sample(const LanePiece& p, int n = 40)
{
    Poly out;
    for (int i = 0; i <= n; ++i)
        out.push_back(bezier(p, double(i) / n));
    return out;
}

inline LanePiece straight(ArtPoint a, ArtPoint d)
{
    return cubic(a, lerp(a, d, 1.0 / 3), lerp(a, d, 2.0 / 3), d);
}

/** The two halves of a cubic, the second one reversed so that it too starts at a tile edge. */
inline std::array<LanePiece, 2> halves(const LanePiece& p)
{
    ArtPoint ab = lerp(p.a, p.b, 0.5), bc = lerp(p.b, p.c, 0.5), cd = lerp(p.c, p.d, 0.5);
    ArtPoint abc = lerp(ab, bc, 0.5), bcd = lerp(bc, cd, 0.5), mid = lerp(abc, bcd, 0.5);
    return {cubic(p.a, ab, abc, mid), cubic(p.d, cd, bcd, mid)};
}

inline double length(const Poly& line)
{
    double l = 0;
    for (std::size_t i = 1; i < line.size(); ++i)
        l += distance(line[i - 1], line[i]);
    return l;
}

/** Point at arc length `s` along `line` and the unit normal there. */
inline std::pair<ArtPoint, ArtPoint> walk(const Poly& line, double s)
{
    if (line.size() < 2) return {line.empty() ? kCentre : line[0], {0, 0}};
    for (std::size_t i = 1; i < line.size(); ++i) {
        double seg = distance(line[i - 1], line[i]);
        if (s <= seg || i + 1 == line.size()) {
            ArtPoint dir = unit(line[i] - line[i - 1]);
            double t = seg > 1e-9 ? std::clamp(s / seg, 0.0, 1.0) : 0.0;
            return {lerp(line[i - 1], line[i], t), {-dir.y, dir.x}};
        }
        s -= seg;
    }
    return {line.back(), {0, 0}};
}

inline Poly truncated(const Poly& line, double len)
{
    Poly out;
    if (line.empty()) return out;
    out.push_back(line[0]);
    for (std::size_t i = 1; i < line.size() && len > 0; ++i) {
        double seg = distance(line[i - 1], line[i]);
        out.push_back(seg <= len ? line[i] : lerp(line[i - 1], line[i], len / seg));
        len -= seg;
    }
    return out;
}

} // namespace sl::art
