// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// write_records DIR: writes the game records of tests/data/records that come from the rule
// scenarios (tests/engine/scenario.h) into DIR. A maintenance tool: run it after changing a
// scenario and commit the files (the test data.records_current checks that they are current).
#include "scenario.h"

#include <cstdio>
#include <fstream>
#include <string>

using namespace sltest;
using sl::Colour;

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: write_records DIR\n");
        return 2;
    }
    const std::string dir = argv[1];
    int failures = 0;
    auto write = [&](const char* name, const Steps& steps, const ScenarioOptions& options) {
        Scenario s(steps, options);
        if (const auto err = s.run()) {
            std::fprintf(stderr, "write_records: %s: %s\n", name, err->c_str());
            ++failures;
            return;
        }
        std::ofstream out(dir + "/" + name, std::ios::binary);
        out << sl::recordToJson(s.record(), {true, 1});
        if (!out) {
            std::fprintf(stderr, "write_records: %s/%s cannot be written\n", dir.c_str(), name);
            ++failures;
        }
    };
    write("battle-three-sides.json", threeSidedBattle(), {{Colour::Red, Colour::White, Colour::Black}, false, "sw01", {}});
    write("expansion-lightsaber-blaster.json", lightsaberAgainstBlaster(), {{Colour::Blue, Colour::Red}, false, "sw01", {}});
    write("discard.json", {Discard{"sw02"}, Turn{"sw04", 1, 0, 0}}, {{Colour::Red, Colour::Black}, false, "sw12", {}});
    return failures ? 1 : 0;
}
