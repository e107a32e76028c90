// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "tileart.h"

#include "svgtext.h"
#include "tileshapes.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace sl {
namespace {

using namespace art;
using namespace svg;

constexpr double kPi = 3.14159265358979323846;
constexpr ArtPoint kCentre{50, 50};

/** Path data through `pts`, rounded by quadratic curves through the midpoints. */
std::string smoothPath(const Poly& pts, bool moveTo)
{
    std::string d = (moveTo ? "M" : "L") + pt(pts[0]);
    const std::size_t n = pts.size() - 1;
    if (n < 2) {
        for (std::size_t i = 1; i <= n; ++i)
            d += "L" + pt(pts[i]);
        return d;
    }
    d += "L" + pt((pts[0] + pts[1]) * 0.5);
    for (std::size_t i = 1; i + 1 < n; ++i)
        d += "Q" + pt(pts[i]) + " " + pt((pts[i] + pts[i + 1]) * 0.5);
    return d + "Q" + pt(pts[n - 1]) + " " + pt(pts[n]);
}

std::string polyPath(const Poly& pts)
{
    std::string d;
    for (std::size_t i = 0; i < pts.size(); ++i) {
        d += i ? 'L' : 'M';
        d += pt(pts[i]);
    }
    return d + "Z";
}

std::string lanePath(const std::vector<LanePiece>& pieces)
{
    std::string d;
    for (const LanePiece& p : pieces) {
        d += "M" + pt(p.a) + "C" + pt(p.b) + " " + pt(p.c) + " " + pt(p.d);
        if (p.tail) d += "L" + pt(p.tailEnd);
    }
    return d;
}

std::string radial(const std::string& id, const std::string& attrs,
                   std::initializer_list<std::pair<double, const char*>> stops)
{
    std::string s = "<radialGradient id=\"" + id + "\" " + attrs + ">";
    for (auto [at, colour] : stops)
        s += "<stop offset=\"" + num(at) + "\" stop-color=\"" + colour + "\"/>";
    return s + "</radialGradient>";
}

/** A document under construction: gradient definitions and drawing kept apart. */
struct Doc
{
    std::string defs, body;
};

// ---- the parts of a tile ----------------------------------------------------------------------

void drawStars(Doc& doc, const TileLayout& layout, const std::string& pfx, std::uint64_t seed)
{
    // One faint nebula wisp well inside the tile, so tiles differ without breaking seams.
    Rng rng(seed ^ 0xe81a);
    static constexpr std::array<const char*, 4> hues{"#6a4fc8", "#2f7fc0", "#b04a8a", "#3aa0a0"};
    const char* hue = hues[std::size_t(rng.uniform() * hues.size()) % hues.size()];
    doc.defs += "<radialGradient id=\"" + pfx +
                "neb\" cx=\"0.5\" cy=\"0.5\" r=\"0.5\"><stop offset=\"0\" stop-color=\"" + hue +
                "\" stop-opacity=\"0.16\"/><stop offset=\"1\" stop-color=\"" + hue +
                "\" stop-opacity=\"0\"/></radialGradient>";
    doc.body += "<ellipse cx=\"" + num(rng.range(35, 65)) + "\" cy=\"" + num(rng.range(35, 65)) +
                "\" rx=\"" + num(rng.range(22, 33)) + "\" ry=\"" + num(rng.range(12, 22)) +
                "\" fill=\"url(#" + pfx + "neb)\"/>";
    for (const Star& s : layout.stars) {
        const char* colour = s.blue ? "#cfe2ff" : "#ffffff";
        doc.body += "<circle cx=\"" + num(s.at.x) + "\" cy=\"" + num(s.at.y) + "\" r=\"" +
                    num(s.r) + "\" fill=\"" + colour + "\" opacity=\"" + num(s.opacity) + "\"/>";
        if (s.r > 0.78) { // the brightest ones sparkle
            double l = s.r * 3;
            doc.body += "<path d=\"M" + pt(s.at - ArtPoint{l, 0}) + "L" +
                        pt(s.at + ArtPoint{l, 0}) + "M" + pt(s.at - ArtPoint{0, l}) + "L" +
                        pt(s.at + ArtPoint{0, l}) + "\" stroke=\"" + colour +
                        "\" stroke-width=\"0.25\" opacity=\"" + num(s.opacity * 0.6) + "\"/>";
        }
    }
}

void drawLanes(Doc& doc, const TileLayout& layout, bool intoFields)
{
    std::string body, dashes;
    for (const LaneShape& lane : layout.lanes)
        if ((lane.end == LaneEnd::Field) == intoFields) {
            body += lanePath(lane.body);
            dashes += lanePath(lane.dashes);
        }
    if (body.empty()) return;
    // Butt caps: a lane stops exactly at the tile edge and continues on the neighbour.
    doc.body += "<path d=\"" + body +
                "\" fill=\"none\" stroke=\"#59c3ff\" stroke-width=\"6.5\" "
                "stroke-opacity=\"0.22\"/>"
                "<path d=\"" +
                body +
                "\" fill=\"none\" stroke=\"#bfe9ff\" stroke-width=\"2.4\"/>"
                "<path d=\"" +
                dashes +
                "\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"0.8\" "
                "stroke-dasharray=\"3 3\"/>";
}

void drawFields(Doc& doc, const TileLayout& layout, const std::string& pfx)
{
    if (layout.fields.empty()) return;
    // Centred on the tile, so the shade is the same on both sides of every edge.
    doc.defs +=
        radial(pfx + "rock", "gradientUnits=\"userSpaceOnUse\" cx=\"50\" cy=\"50\" r=\"72\"",
               {{0, "#6b5a48"}, {1, "#3a2f25"}});
    for (const FieldShape& f : layout.fields) {
        std::string fill, rims;
        for (const OutlinePiece& piece : f.outline) {
            if (piece.rim) {
                fill += smoothPath(piece.pts, fill.empty());
                rims += smoothPath(piece.pts, true);
            } else {
                for (std::size_t i = 0; i < piece.pts.size(); ++i) {
                    fill += fill.empty() ? 'M' : 'L';
                    fill += pt(piece.pts[i]);
                }
            }
        }
        doc.body += "<path d=\"" + fill + "Z\" fill=\"url(#" + pfx + "rock)\"/>";
        if (!f.core.empty()) {
            // A soft-edged dense core: a field on all four edges has no rim to show its shape.
            const std::string id = pfx + "core" + std::to_string(f.realm);
            doc.defs +=
                "<radialGradient id=\"" + id +
                "\" cx=\"0.5\" cy=\"0.5\" r=\"0.5\">"
                "<stop offset=\"0\" stop-color=\"#1a140f\" stop-opacity=\"0.75\"/>"
                "<stop offset=\"0.6\" stop-color=\"#1a140f\" stop-opacity=\"0.5\"/>"
                "<stop offset=\"1\" stop-color=\"#1a140f\" stop-opacity=\"0\"/></radialGradient>";
            doc.body += "<path d=\"" + smoothPath(f.core, true) + "Z\" fill=\"url(#" + id + ")\"/>";
        }
        for (const Grain& g : f.grains)
            doc.body += "<circle cx=\"" + num(g.at.x) + "\" cy=\"" + num(g.at.y) + "\" r=\"" +
                        num(g.r) + "\" fill=\"" + (g.light ? "#b9a58c" : "#1c1611") +
                        "\" opacity=\"0.55\"/>";
        for (const Rock& r : f.rocks) {
            Poly outline(r.pts.begin() + 1, r.pts.end());
            doc.body += "<path d=\"" + polyPath(outline) + "\" fill=\"" +
                        (r.light ? "#8c7862" : "#2f261e") +
                        "\" stroke=\"#17120d\" stroke-width=\"0.4\" stroke-linejoin=\"round\"/>";
            // A lit facet towards the upper left.
            Poly facet;
            for (const ArtPoint& p : outline)
                facet.push_back(r.pts[0] + (p - r.pts[0]) * 0.55 - ArtPoint{0.35, 0.35});
            doc.body += "<path d=\"" + polyPath(facet) + "\" fill=\"" +
                        (r.light ? "#b3a08a" : "#54473a") + "\" opacity=\"0.7\"/>";
        }
        if (!rims.empty())
            doc.body += "<path d=\"" + rims +
                        "\" fill=\"none\" stroke=\"#a08b72\" stroke-width=\"3\" "
                        "stroke-opacity=\"0.16\" stroke-linejoin=\"round\"/>"
                        "<path d=\"" +
                        rims +
                        "\" fill=\"none\" stroke=\"#1e1812\" stroke-width=\"1.1\" "
                        "stroke-linejoin=\"round\" stroke-linecap=\"round\"/>";
    }
}

void drawHub(Doc& doc, const std::string& pfx)
{
    doc.defs += radial(pfx + "hub", "cx=\"0.4\" cy=\"0.35\" r=\"0.7\"",
                       {{0, "#f2f5fa"}, {0.6, "#b9c2d0"}, {1, "#6f7889"}});
    Poly octagon;
    for (int k = 0; k < 8; ++k) {
        double a = (22.5 + 45 * k) * kPi / 180;
        octagon.push_back({50 + kHubRadius * std::cos(a), 50 + kHubRadius * std::sin(a)});
    }
    doc.body += "<path d=\"" + polyPath(octagon) + "\" fill=\"url(#" + pfx +
                "hub)\" "
                "stroke=\"#1b2233\" stroke-width=\"0.8\" stroke-linejoin=\"round\"/>"
                "<circle cx=\"50\" cy=\"50\" r=\"5.2\" fill=\"#222a40\" stroke=\"#dfe7f2\" "
                "stroke-width=\"0.6\"/>"
                "<circle cx=\"50\" cy=\"50\" r=\"3.8\" fill=\"#59c3ff\" opacity=\"0.35\"/>"
                "<circle cx=\"50\" cy=\"50\" r=\"2\" fill=\"#bff0ff\"/>";
}

void drawExpansionMark(Doc& doc)
{
    doc.body += "<polygon points=\"0,0 10,0 0,10\" fill=\"#000000\" fill-opacity=\"0.72\"/>"
                "<circle cx=\"2.9\" cy=\"2.9\" r=\"1.1\" fill=\"#8fa7ff\" opacity=\"0.85\"/>";
}

void drawBadge(Doc& doc, ArtPoint at, Faction f)
{
    // A diamond edged in the faction's colour: never mistaken for a round route junction, even
    // when the tile is drawn small.
    static constexpr std::array<const char*, kFactions> kEdge{"#ff7a52", "#9fb8ff", "#ffc84a",
                                                              "#ff4f6a"};
    const double r = kBadgeRadius * 1.12;
    const std::string diamond = "M" + pt({at.x, at.y - r}) + "L" + pt({at.x + r, at.y}) + "L" +
                                pt({at.x, at.y + r}) + "L" + pt({at.x - r, at.y}) + "Z";
    doc.body += "<path d=\"" + diamond + "\" fill=\"#0b1030\" fill-opacity=\"0.9\" stroke=\"" +
                kEdge[static_cast<std::size_t>(f)] +
                "\" stroke-width=\"1.3\" stroke-linejoin=\"round\"/>"
                "<g transform=\"translate(" +
                pt(at - ArtPoint{5.6, 5.6}) + ") scale(0.112)\">" + std::string(emblemSvg(f)) +
                "</g>";
}

void drawLabel(Doc& doc, const PlanetLabel& label)
{
    std::string halo, text;
    for (std::size_t i = 0; i < label.lines.size(); ++i) {
        std::string attrs = "x=\"" + num(label.cx) + "\" y=\"" + num(label.baselines[i]) +
                            "\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"" +
                            num(label.fontSize) + "\" font-weight=\"bold\" text-anchor=\"middle\"";
        std::string line = escapeXml(label.lines[i]);
        halo += "<text " + attrs +
                " fill=\"#05060f\" stroke=\"#05060f\" stroke-width=\"1.6\" "
                "stroke-linejoin=\"round\">" +
                line + "</text>";
        text += "<text " + attrs + " fill=\"#f2f4ff\">" + line + "</text>";
    }
    doc.body += halo + text;
}

// ---- planets ----------------------------------------------------------------------------------

enum class Surface : std::uint8_t { Bands, Caps, Patches, Cracks, Craters, Lights };

struct Palette
{
    const char *light, *mid, *dark, *detail;
    Surface surface;
    bool ring;
};

constexpr std::array<Palette, 12> kPalettes{{
    {"#f6e2b0", "#d9a860", "#7a4f24", "#b8834a", Surface::Bands, false},   // desert
    {"#ffffff", "#bcdcf2", "#4f79a8", "#ffffff", Surface::Caps, false},    // ice
    {"#c0e8a4", "#5fa860", "#1f4a32", "#2c6238", Surface::Patches, false}, // forest
    {"#b0e4ff", "#3d8fd6", "#143870", "#7cc48a", Surface::Patches, false}, // ocean
    {"#ffcf70", "#c8482a", "#3e0c08", "#ffd36b", Surface::Cracks, false},  // lava
    {"#f7dcb8", "#d09a6a", "#6e3e2a", "#a86848", Surface::Bands, true},    // gas giant
    {"#cbd9a2", "#75905e", "#2c3a24", "#485f36", Surface::Patches, false}, // swamp
    {"#e8e4dc", "#9a94a4", "#34303f", "#ffd27a", Surface::Lights, false},  // city world
    {"#eddaff", "#a47ad8", "#412870", "#c4a0f0", Surface::Bands, true},    // violet giant
    {"#f2b8a6", "#b8604a", "#4e1c1c", "#7a3020", Surface::Craters, false}, // red rock
    {"#b4f2d2", "#2fa07a", "#0d4438", "#15614c", Surface::Patches, false}, // jungle
    {"#ffe0a8", "#e3913e", "#6e300e", "#c06a28", Surface::Bands, false},   // dunes
}};

/** Well-known names get a fitting look; any other name gets one from its hash. */
const Palette& paletteFor(const std::string& name)
{
    static constexpr std::array<std::pair<std::string_view, std::size_t>, 16> known{{
        {"tatooine", 0},
        {"jakku", 11},
        {"hoth", 1},
        {"starkiller base", 1},
        {"endor", 2},
        {"kashyyyk", 2},
        {"yavin 4", 10},
        {"d'qar", 10},
        {"dagobah", 6},
        {"naboo", 3},
        {"takodana", 3},
        {"mustafar", 4},
        {"bespin", 5},
        {"coruscant", 7},
        {"geonosis", 9},
        {"yavin", 8},
    }};
    std::string lower;
    for (char c : name)
        lower += char(std::tolower(static_cast<unsigned char>(c)));
    for (auto [key, index] : known)
        if (lower == key) return kPalettes[index];
    return kPalettes[hashText(name) % kPalettes.size()];
}

/** Arc of circle (c, r) from `from` to `to` that passes `via`. */
Poly arcVia(ArtPoint c, double r, ArtPoint from, ArtPoint to, ArtPoint via, int n)
{
    auto angle = [&](ArtPoint p) { return std::atan2(p.y - c.y, p.x - c.x); };
    auto wrapped = [](double a) { return a - 2 * kPi * std::floor(a / (2 * kPi)); };
    const double a1 = angle(from);
    double sweep = wrapped(angle(to) - a1);
    if (wrapped(angle(via) - a1) > sweep) sweep -= 2 * kPi;
    Poly pts;
    for (int i = 0; i <= n; ++i) {
        double a = a1 + sweep * i / n;
        pts.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
    }
    return pts;
}

/** The part of the planet disc between heights y1 < y2 (relative to its centre). */
Poly band(double r, double y1, double y2)
{
    const double a1 = std::asin(std::clamp(y1 / r, -1.0, 1.0));
    const double a2 = std::asin(std::clamp(y2 / r, -1.0, 1.0));
    Poly pts;
    for (int i = 0; i <= 8; ++i) {
        double a = a1 + (a2 - a1) * i / 8;
        pts.push_back({50 + r * std::cos(a), 50 + r * std::sin(a)});
    }
    for (int i = 0; i <= 8; ++i) {
        double a = a2 + (a1 - a2) * i / 8;
        pts.push_back({50 - r * std::cos(a), 50 + r * std::sin(a)});
    }
    return pts;
}

/** Night side: the disc minus the same disc moved `shift` towards the light (upper left). */
Poly crescent(double r, double shift)
{
    const ArtPoint u{-std::sqrt(0.5), -std::sqrt(0.5)}, lit = kCentre + u * shift;
    const ArtPoint mid = kCentre + u * (shift / 2), across{-u.y, u.x};
    const double h = std::sqrt(std::max(0.0, r * r - shift * shift / 4));
    const ArtPoint i1 = mid + across * h, i2 = mid - across * h;
    Poly pts = arcVia(kCentre, r, i1, i2, kCentre - u * r, 24);
    Poly inner = arcVia(lit, r, i2, i1, lit - u * r, 24);
    pts.insert(pts.end(), inner.begin(), inner.end());
    return pts;
}

std::string surface(const Palette& p, Rng& rng)
{
    const double R = kPlanetRadius;
    std::string s;
    auto fillPoly = [&](const Poly& pts, const char* colour, double opacity) {
        s += "<path d=\"" + polyPath(pts) + "\" fill=\"" + colour + "\" fill-opacity=\"" +
             num(opacity) + "\"/>";
    };
    auto spot = [&](double reach) { // a random point at most `reach` from the centre
        double a = rng.range(0, 2 * kPi), d = reach * std::sqrt(rng.uniform());
        return ArtPoint{50 + d * std::cos(a), 50 + d * std::sin(a)};
    };
    switch (p.surface) {
    case Surface::Bands:
        for (int i = 0, n = 3 + int(rng.uniform() * 2); i < n; ++i) {
            double y = rng.range(-0.78, 0.78) * R, h = rng.range(0.7, 2.1);
            fillPoly(band(R - 0.3, y - h, y + h), p.detail, rng.range(0.25, 0.45));
        }
        break;
    case Surface::Caps:
        fillPoly(band(R - 0.2, -R, -R * rng.range(0.55, 0.7)), p.detail, 0.75);
        fillPoly(band(R - 0.2, R * rng.range(0.72, 0.82), R), p.detail, 0.6);
        for (int i = 0; i < 2; ++i) {
            double y = rng.range(-0.35, 0.45) * R;
            fillPoly(band(R - 0.3, y - 0.8, y + 0.8), p.mid, 0.35);
        }
        break;
    case Surface::Patches:
        for (int i = 0, n = 4 + int(rng.uniform() * 3); i < n; ++i) {
            double rx = rng.range(1.8, 4.6), ry = rng.range(1.2, 2.8);
            ArtPoint c = spot(R - rx - 0.9);
            s += "<ellipse cx=\"" + num(c.x) + "\" cy=\"" + num(c.y) + "\" rx=\"" + num(rx) +
                 "\" ry=\"" + num(ry) + "\" fill=\"" + p.detail + "\" fill-opacity=\"0.6\"/>";
        }
        break;
    case Surface::Cracks: {
        std::string d;
        for (int i = 0; i < 5; ++i) {
            ArtPoint at = spot(R - 4);
            d += "M" + pt(at);
            for (int k = 0; k < 3; ++k) {
                double a = rng.range(0, 2 * kPi), l = rng.range(2.5, 4.5);
                ArtPoint next = at + ArtPoint{l * std::cos(a), l * std::sin(a)};
                if (distance(next, kCentre) > R - 1.5) break;
                d += "L" + pt(next);
                at = next;
            }
        }
        s += "<path d=\"" + d + "\" fill=\"none\" stroke=\"" + p.detail +
             "\" stroke-width=\"1.8\" "
             "stroke-opacity=\"0.25\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
             "<path d=\"" +
             d + "\" fill=\"none\" stroke=\"" + p.detail +
             "\" stroke-width=\"0.7\" "
             "stroke-opacity=\"0.9\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>";
        break;
    }
    case Surface::Craters:
        for (int i = 0; i < 7; ++i) {
            double r = rng.range(0.8, 2.4);
            ArtPoint c = spot(R - r - 1);
            s += "<circle cx=\"" + num(c.x) + "\" cy=\"" + num(c.y) + "\" r=\"" + num(r) +
                 "\" fill=\"" + p.detail + "\" fill-opacity=\"0.45\" stroke=\"" + p.light +
                 "\" stroke-opacity=\"0.45\" stroke-width=\"0.35\"/>";
        }
        break;
    case Surface::Lights:
        for (int i = 0; i < 2; ++i) {
            double y = rng.range(-0.6, 0.6) * R;
            fillPoly(band(R - 0.3, y - 0.6, y + 0.6), p.dark, 0.3);
        }
        for (int i = 0; i < 30; ++i) {
            ArtPoint c = spot(R - 1.3);
            if ((c.x - 50) + (c.y - 50) > 3) // city lights show on the night side
                s += "<circle cx=\"" + num(c.x) + "\" cy=\"" + num(c.y) + "\" r=\"" +
                     num(rng.range(0.3, 0.55)) + "\" fill=\"" + p.detail +
                     "\" fill-opacity=\"0.9\"/>";
        }
        break;
    }
    return s;
}

/** Half of a tilted ring: t from `from` to `from + pi` (the back half is the upper one). */
std::string ringHalf(const Palette& p, double tilt, double from)
{
    Poly pts;
    for (int i = 0; i <= 24; ++i) {
        double t = from + kPi * i / 24, x = 27 * std::cos(t), y = 6.5 * std::sin(t);
        pts.push_back({50 + x * std::cos(tilt) - y * std::sin(tilt),
                       50 + x * std::sin(tilt) + y * std::cos(tilt)});
    }
    std::string d = polyPath(pts);
    d.pop_back(); // open path
    return "<path d=\"" + d + "\" fill=\"none\" stroke=\"" + p.light +
           "\" stroke-width=\"2.8\" "
           "stroke-opacity=\"0.3\"/><path d=\"" +
           d + "\" fill=\"none\" stroke=\"" + p.mid +
           "\" stroke-width=\"0.9\" stroke-opacity=\"0.85\"/>";
}

void drawPlanet(Doc& doc, const std::string& name, const std::string& pfx)
{
    const Palette& p = paletteFor(name);
    Rng rng(hashText(name, 0x91a7));
    const double R = kPlanetRadius, tilt = rng.range(-0.42, -0.2);
    doc.defs += radial(pfx + "pl", "cx=\"0.38\" cy=\"0.34\" r=\"0.72\"",
                       {{0, p.light}, {0.55, p.mid}, {1, p.dark}});
    std::string& b = doc.body;
    b += "<circle cx=\"50\" cy=\"50\" r=\"" + num(R + 2.4) + "\" fill=\"none\" stroke=\"" +
         p.light + "\" stroke-width=\"2.6\" stroke-opacity=\"0.12\"/>";
    if (p.ring) b += ringHalf(p, tilt, kPi);
    b += "<circle cx=\"50\" cy=\"50\" r=\"" + num(R) + "\" fill=\"url(#" + pfx + "pl)\"/>";
    b += surface(p, rng);
    b += "<path d=\"" + polyPath(crescent(R, 15)) + "\" fill=\"#05060f\" fill-opacity=\"0.22\"/>";
    b += "<path d=\"" + polyPath(crescent(R, 7)) + "\" fill=\"#05060f\" fill-opacity=\"0.3\"/>";
    b += "<circle cx=\"50\" cy=\"50\" r=\"" + num(R + 0.6) + "\" fill=\"none\" stroke=\"" +
         p.light + "\" stroke-width=\"0.9\" stroke-opacity=\"0.35\"/>";
    Poly rim = arcVia(kCentre, R - 1, {50 - R, 50}, {50, 50 - R}, {40, 40}, 12);
    std::string d = polyPath(rim);
    d.pop_back();
    b += "<path d=\"" + d +
         "\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"0.9\" "
         "stroke-opacity=\"0.35\" stroke-linecap=\"round\"/>";
    if (p.ring) b += ringHalf(p, tilt, 0);
}

/** Everything of one tile: defs and drawing, gradient ids prefixed with `pfx`. */
Doc tileDoc(const TileType& type, int rotation, const TileArtOptions& options,
            const std::string& pfx)
{
    const int r = ((rotation % 4) + 4) % 4;
    const TileLayout layout = layoutTile(type);
    const std::uint64_t seed = hashText(type.id);
    Doc doc;
    doc.defs +=
        radial(pfx + "bg", "cx=\"0.5\" cy=\"0.5\" r=\"0.71\"", {{0, "#121a46"}, {1, "#05060f"}});
    static constexpr std::array<const char*, 4> turns{"", " transform=\"matrix(0 1 -1 0 100 0)\"",
                                                      " transform=\"matrix(-1 0 0 -1 100 100)\"",
                                                      " transform=\"matrix(0 -1 1 0 0 100)\""};
    doc.body += std::string("<g") + turns[std::size_t(r)] + ">";
    doc.body += "<rect x=\"0\" y=\"0\" width=\"100\" height=\"100\" fill=\"url(#" + pfx + "bg)\"/>";
    if (options.stars) drawStars(doc, layout, pfx, seed);
    // Lanes that end in a field run under it, as if flying into the rocks.
    drawLanes(doc, layout, true);
    drawFields(doc, layout, pfx);
    drawLanes(doc, layout, false);
    if (layout.hub) drawHub(doc, pfx);
    if (type.expansion == "exp1") drawExpansionMark(doc);
    doc.body += "</g>";

    // Upright layer: planet (lit from the upper left in every rotation), badges, name.
    if (layout.planet >= 0) {
        const RealmDef& planet = type.realms[std::size_t(layout.planet)];
        drawPlanet(doc, planet.planetName, pfx);
        NameFitter fitter;
        if (options.planetNames && !planet.planetName.empty())
            fitter = [name = validUtf8(planet.planetName)](double maxWidth) {
                return fitName(name, maxWidth);
            };
        const PlanetDecor decor = placePlanetDecor(layout, planet.symbols.size(), r, fitter);
        for (std::size_t i = 0; i < decor.badges.size(); ++i)
            drawBadge(doc, decor.badges[i], planet.symbols[i]);
        if (decor.named) drawLabel(doc, decor.label);
    }
    for (const FieldShape& f : layout.fields)
        for (std::size_t i = 0; i < f.badges.size(); ++i)
            drawBadge(doc, rotated(f.badges[i], r), type.realms[std::size_t(f.realm)].symbols[i]);
    for (const LaneShape& l : layout.lanes)
        for (std::size_t i = 0; i < l.badges.size(); ++i)
            drawBadge(doc, rotated(l.badges[i], r), type.realms[std::size_t(l.realm)].symbols[i]);
    doc.body += "<rect x=\"0.4\" y=\"0.4\" width=\"99.2\" height=\"99.2\" fill=\"none\" "
                "stroke=\"#000000\" stroke-opacity=\"0.55\" stroke-width=\"0.8\"/>";
    return doc;
}

std::string svgOpen(double w, double h)
{
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" baseProfile=\"tiny\" "
           "width=\"" +
           num(w) + "\" height=\"" + num(h) + "\" viewBox=\"0 0 " + num(w) + " " + num(h) + "\">";
}

} // namespace

std::string tileSvg(const TileType& type, int rotation, const TileArtOptions& options)
{
    Doc doc = tileDoc(type, rotation, options, "sl-" + idPart(type.id) + "-");
    return svgOpen(100, 100) + "<defs>" + doc.defs + "</defs>" + doc.body + "</svg>\n";
}

std::string tileArtKey(const TileType& type)
{
    std::string k = type.id + '|' + type.expansion + '|';
    for (EdgeKind e : type.edges)
        k += static_cast<char>('0' + static_cast<int>(e));
    for (const RealmDef& r : type.realms) {
        k += '|' + std::to_string(static_cast<int>(r.kind)) + ':' + std::to_string(r.edgeMask) +
             ':' + r.planetName + ':';
        for (Faction f : r.symbols)
            k += static_cast<char>('a' + static_cast<int>(f));
    }
    return k;
}

ArtPoint realmAnchor(const TileType& type, int seg, int rotation)
{
    TileLayout layout = layoutTile(type);
    return rotated(layout.anchor(seg), ((rotation % 4) + 4) % 4);
}

std::string contactSheetSvg(const TileSet& set, int columns)
{
    columns = std::max(1, columns);
    const int count = int(set.tiles.size());
    const int rows = std::max(1, (count + columns - 1) / columns);
    constexpr double cellW = 120, cellH = 150, margin = 8, header = 30;
    const double width = 2 * margin + columns * cellW, height = header + margin + rows * cellH;
    std::string defs, body;
    body += "<rect x=\"0\" y=\"0\" width=\"" + num(width) + "\" height=\"" + num(height) +
            "\" fill=\"#171a26\"/>";
    const std::string font = "font-family=\"DejaVu Sans, sans-serif\" text-anchor=\"middle\" ";
    body += "<text x=\"" + num(width / 2) + "\" y=\"16\" " + font +
            "font-size=\"9\" font-weight=\"bold\" fill=\"#e8ecff\">" + escapeXml(set.name.en) +
            "</text>";
    body += "<text x=\"" + num(width / 2) + "\" y=\"25\" " + font +
            "font-size=\"5.5\" fill=\"#9aa3c4\">" + std::to_string(count) + " tile types, " +
            std::to_string(set.totalTiles()) + " tiles</text>";
    for (int i = 0; i < count; ++i) {
        const TileType& t = set.tiles[std::size_t(i)];
        const int row = i / columns, column = i % columns;
        const double x = margin + column * cellW + 10, y = header + row * cellH;
        Doc doc = tileDoc(t, 0, {}, "t" + std::to_string(i) + "-");
        defs += doc.defs;
        body += "<g transform=\"translate(" + num(x) + " " + num(y) + ")\">" + doc.body + "</g>";
        body += "<text x=\"" + num(x + 50) + "\" y=\"" + num(y + 110) + "\" " + font +
                "font-size=\"7\" font-weight=\"bold\" fill=\"#e8ecff\">" + escapeXml(t.id) +
                " \u00d7" + std::to_string(t.count) + "</text>";
        std::vector<std::string> lines = wrap(validUtf8(t.name.en), 5, 112, 3);
        for (std::size_t k = 0; k < lines.size(); ++k)
            body += "<text x=\"" + num(x + 50) + "\" y=\"" + num(y + 118 + 6.2 * double(k)) +
                    "\" " + font + "font-size=\"5\" fill=\"#aab3d3\">" + escapeXml(lines[k]) +
                    "</text>";
    }
    return svgOpen(width, height) + "<defs>" + defs + "</defs>" + body + "</svg>\n";
}

} // namespace sl
