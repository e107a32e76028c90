// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli replay (state, meeples, the last event's effects, --events) and validate-tileset
// (problems, or the content hash records refer to).
#include "commands.h"

#include "rules/inputlimits.h"
#include "rules/record.h"
#include "statejson.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace slcli {

int runReplay(Args& args)
{
    const auto ply = args.integer("--ply", 0, 1000000000);
    const bool json = args.flag("--json");
    const bool events = args.flag("--events");
    const auto files = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (files.size() != 1) return usageError("replay needs exactly one record file");
    const auto text = readFile(files.front(), sl::kRecordLimits.maxBytes);
    if (!text) return 1;
    const sl::RecordLoadResult loaded = sl::parseRecord(*text);
    if (!loaded.record) {
        std::fprintf(stderr, "starlanes-cli: %s: %s\n", files.front().c_str(),
                     describeRecordError(*loaded.error).c_str());
        return 1;
    }
    const sl::GameRecord& rec = *loaded.record;
    const std::size_t n = ply ? static_cast<std::size_t>(*ply) : rec.events.size();
    if (n > rec.events.size()) {
        std::fprintf(stderr, "starlanes-cli: --ply %zu is past the last event (%zu)\n", n,
                     rec.events.size());
        return 1;
    }
    const sl::ReplayResult r = sl::replay(rec, n);
    nlohmann::json j = stateJson(rec, *r.state, n);
    j["lastEvent"] = lastEventJson(rec, n);
    if (events) j["eventList"] = eventListJson(rec);
    if (json) {
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    printState(files.front(), j);
    return 0;
}

int runValidateTileset(Args& args)
{
    const auto files = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (files.empty()) return usageError("validate-tileset needs at least one file");
    int bad = 0;
    for (const std::string& f : files) {
        const sl::TileSetLoadResult r = sl::loadTileSetFile(f);
        if (r.ok()) {
            // Records refer to an unchanged built-in set by this hash.
            const std::string hash = sl::contentHash(r.set);
            std::string builtin;
            for (const std::string& id : sl::builtinTileSetIds())
                if (sl::contentHash(sl::builtinTileSet(id)) == hash)
                    builtin = ", same as the built-in set '" + id + "'";
            std::printf("%s: ok: '%s', %zu tile types, %d tiles%s, content hash %s%s\n", f.c_str(),
                        r.set.id.c_str(), r.set.tiles.size(), r.set.totalTiles(),
                        r.set.reconstruction ? " (reconstruction)" : "", hash.c_str(),
                        builtin.c_str());
            continue;
        }
        ++bad;
        printTileSetProblems(r);
    }
    return bad ? 1 : 0;
}

} // namespace slcli
