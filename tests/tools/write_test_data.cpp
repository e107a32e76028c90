// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// write_test_data records|art DIR: writes the test data made by the program itself into DIR:
// the game records of tests/data/records that come from the rule scenarios
// (tests/engine/scenario.h), or the golden tile drawings of tests/data/art (tileSvg of a handful
// of tiles: every realm kind, faction symbols, the expansion mark, a rotation, a planet named in
// Czech; and the SHA-256 of every built-in tile in every rotation and of each set's contact
// sheet, of tiles no set has, and where a meeple stands on each realm, so that a change to any
// drawing shows: `starlanes-cli render` draws them to look at). A
// maintenance tool: run it after a deliberate change and commit the files; the tests
// data.records_current and art.golden_tiles fail while they differ.
#include "rules/sha256.h"
#include "rules/tileart.h"
#include "scenario.h"

#include <bit>
#include <cstdio>
#include <fstream>
#include <string>

using namespace sltest;

namespace {
/** Where the board puts a meeple on each realm of `t` (not part of the drawing itself). */
std::string anchors(const sl::TileType& t)
{
    std::string out;
    for (int realm = 0; realm < int(t.realms.size()); ++realm) {
        const sl::ArtPoint a = sl::realmAnchor(t, realm);
        char line[96];
        std::snprintf(line, sizeof line, " meeple on realm %d at %.2f %.2f\n", realm, a.x, a.y);
        out += t.id + line;
    }
    return out;
}
} // namespace
using sl::Colour;

int main(int argc, char** argv)
{
    const std::string kind = argc == 3 ? argv[1] : "";
    if (kind != "records" && kind != "art") {
        std::fprintf(stderr, "usage: write_test_data records|art DIR\n");
        return 2;
    }
    const std::string dir = argv[2];
    int failures = 0;
    auto save = [&](const std::string& name, const std::string& text) {
        std::ofstream out(dir + "/" + name, std::ios::binary);
        out << text;
        if (!out) {
            std::fprintf(stderr, "write_test_data: %s/%s cannot be written\n", dir.c_str(),
                         name.c_str());
            ++failures;
        }
    };
    if (kind == "art") {
        const sl::TileSet& base = sl::builtinTileSet("base");
        const sl::TileSet& exp = sl::builtinTileSet("exp1");
        save("sw04-route.svg", sl::tileSvg(*base.find("sw04")));
        save("sw12-junction-r1.svg", sl::tileSvg(*base.find("sw12"), 1));
        save("sw16-asteroid-field.svg", sl::tileSvg(*base.find("sw16")));
        save("sw32-planet-symbol.svg", sl::tileSvg(*base.find("sw32")));
        save(exp.tiles.front().id + "-expansion.svg", sl::tileSvg(exp.tiles.front()));
        // A planet named in Czech (letters beyond ASCII) with two symbols, and markup in its name.
        sl::TileType czech = *base.find("sw32");
        czech.id = "cz01";
        for (sl::RealmDef& r : czech.realms)
            if (r.kind == sl::RealmKind::Planet) {
                r.planetName = "Žluťoučký kůň <&> \"Ďábel\"";
                r.symbols = {sl::Faction::Empire, sl::Faction::Rebel};
            }
        save("cz01-czech-planet.svg", sl::tileSvg(czech, 3));
        std::string sums;
        for (const sl::TileSet* set : {&base, &exp}) {
            sums += set->id + " sheet " + sl::sha256Hex(sl::contactSheetSvg(*set)) + "\n";
            for (const sl::TileType& t : set->tiles) {
                for (int rot = 0; rot < 4; ++rot)
                    sums += t.id + " " + std::to_string(rot) + " " +
                            sl::sha256Hex(sl::tileSvg(t, rot)) + "\n";
                sums += anchors(t);
            }
        }
        // Tiles no set has, as a set of one's own may: an asteroid field on every choice of
        // edges, a route on every one or two edges, each with none to three symbols.
        const sl::Faction factions[3] = {sl::Faction::Rebel, sl::Faction::Empire,
                                         sl::Faction::BountyHunters};
        for (sl::RealmKind realmKind : {sl::RealmKind::Asteroid, sl::RealmKind::Route})
            for (unsigned mask = 0; mask < 16; ++mask) {
                const int edges = std::popcount(mask);
                if (realmKind == sl::RealmKind::Route && (edges == 0 || edges > 2)) continue;
                for (int n = 0; n <= 3; ++n) {
                    sl::TileType t;
                    t.id = "x" + std::to_string(mask) + "-" + std::to_string(n);
                    for (int d = 0; d < 4; ++d)
                        if (mask & (1u << d))
                            t.edges[std::size_t(d)] = realmKind == sl::RealmKind::Route
                                                          ? sl::EdgeKind::Route
                                                          : sl::EdgeKind::Asteroid;
                    sl::RealmDef realm{realmKind, std::uint8_t(mask), {}, {}};
                    for (int k = 0; k < n; ++k)
                        realm.symbols.push_back(factions[k]);
                    t.realms.push_back(realm);
                    sums += std::string(realmKind == sl::RealmKind::Route ? "route " : "field ") +
                            t.id + " " + sl::sha256Hex(sl::tileSvg(t)) + "\n";
                    sums += anchors(t);
                }
            }
        // A planet under each name the art knows (every palette and surface), and names it does
        // not know, whose palette and features come from the name.
        for (const char* name :
             {"Tatooine",       "Jakku",       "Hoth",      "Starkiller Base", "Endor",
              "Kashyyyk",       "Yavin 4",     "D'Qar",     "Dagobah",         "Naboo",
              "Takodana",       "Mustafar",    "Bespin",    "Coruscant",       "Geonosis",
              "Yavin",          "Alderaan",    "Scarif",    "Jedha",           "Lothal",
              "Mandalore",      "Kamino",      "Mon Cala",  "Ryloth",          "Utapau",
              "Felucia",        "Kessel",      "Exegol",    "Crait",           "Ahch-To",
              "Batuu",          "Corellia",    "Dathomir",  "Mygeeto",         "Saleucami",
              "Cato Neimoidia", "Ord Mantell", "Nal Hutta", "Dantooine",       "Polis Massa",
              "Ilum",           "Malachor",    "Korriban",  "Taris",           "Onderon",
              "Sullust"}) {
            sl::TileType planet = *base.find("sw32");
            for (sl::RealmDef& r : planet.realms)
                if (r.kind == sl::RealmKind::Planet) r.planetName = name;
            sums +=
                std::string("sw32 named ") + name + " " + sl::sha256Hex(sl::tileSvg(planet)) + "\n";
        }
        save("all-tiles.sha256", sums);
        return failures ? 1 : 0;
    }
    auto write = [&](const char* name, const Steps& steps, const ScenarioOptions& options) {
        Scenario s(steps, options);
        if (const auto err = s.run()) {
            std::fprintf(stderr, "write_test_data: %s: %s\n", name, err->c_str());
            ++failures;
            return;
        }
        save(name, sl::recordToJson(s.record(), {true, 1}));
    };
    write("battle-three-sides.json", threeSidedBattle(),
          {{Colour::Red, Colour::White, Colour::Black}, false, "sw01", {}});
    write("expansion-lightsaber-blaster.json", lightsaberAgainstBlaster(),
          {{Colour::Blue, Colour::Red}, false, "sw01", {}});
    write("discard.json", {Discard{"sw02"}, Turn{"sw04", 1, 0, 0}},
          {{Colour::Red, Colour::Black}, false, "sw12", {}});
    // The analysis's clear case: red draws the tile that closes a 12-point asteroid field and
    // places it elsewhere, without a meeple (tests/cli/analyse_cli.sh reviews it).
    save("field-not-closed.json", sl::recordToJson(fieldGame(elsewhere(), {}), {true, 1}));
    save("field-closed.json", sl::recordToJson(fieldGame(kClosing, {}), {true, 1}));
    return failures ? 1 : 0;
}
