// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli render-tiles: every tile type of a set as SVG, plus a contact sheet.
#include "commands.h"

#include "rules/tileart.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace slcli {

int runRenderTiles(Args& args)
{
    const auto out = args.value("--out");
    const long long columns = args.integer("--columns", 1, 40).value_or(8);
    const bool allRotations = args.flag("--rotations");
    const auto pos = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (pos.size() != 1 || !out)
        return usageError("render-tiles needs a tile set (base, exp1 or a file) and --out DIR");
    sl::TileSet set;
    if (!sl::builtinTileSetJson(pos.front()).empty()) {
        set = sl::builtinTileSet(pos.front());
    } else {
        const sl::TileSetLoadResult r = sl::loadTileSetFile(pos.front());
        if (!r.ok()) {
            printTileSetProblems(r);
            return 1;
        }
        set = r.set;
    }
    std::error_code ec;
    std::filesystem::create_directories(*out, ec);
    auto write = [&](const std::string& name, const std::string& text) {
        return writeFile((std::filesystem::path(*out) / name).string(), text, true);
    };
    int files = 0;
    for (const sl::TileType& t : set.tiles) {
        for (int r = 0; r < (allRotations ? 4 : 1); ++r) {
            const std::string name = t.id + (allRotations ? "-r" + std::to_string(r) : "") + ".svg";
            if (!write(name, sl::tileSvg(t, r))) return 1;
            ++files;
        }
    }
    if (!write("contact-sheet.svg", sl::contactSheetSvg(set, static_cast<int>(columns)))) return 1;
    std::printf("wrote %d tile file(s) and contact-sheet.svg for '%s' to %s\n", files,
                set.id.c_str(), out->c_str());
    return 0;
}

} // namespace slcli
