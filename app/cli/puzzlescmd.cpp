// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli db puzzles [--player NAME] [--min-loss P] [--realm KIND] [--unsolved] [--json]
// [--export KEY [--out FILE]] [--import FILE]: the puzzles made from the reviews' mistakes.
#include "puzzlescmd.h"

#include "commands.h"
#include "playerscmd.h"
#include "rules/inputlimits.h"
#include "store/gamestore.h"
#include "store/puzzles.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace slcli {
namespace {

const char* realmToken(const std::optional<sl::RealmKind>& realm)
{
    if (!realm) return "none";
    switch (*realm) {
    case sl::RealmKind::Route:
        return "route";
    case sl::RealmKind::Asteroid:
        return "field";
    case sl::RealmKind::Planet:
        return "planet";
    }
    return "none";
}

int exportPuzzle(slapp::GameStore& store, const std::string& key, bool force,
                 const std::optional<std::string>& out)
{
    const auto entry = slapp::findPuzzle(store, QString::fromStdString(key));
    const auto puzzle = entry ? slapp::loadPuzzle(store, *entry) : std::nullopt;
    if (!puzzle) {
        std::fprintf(stderr, "starlanes-cli: %s\n",
                     store.lastErrorKind() != slapp::StoreError::None
                         ? qPrintable(store.lastError())
                         : ("no puzzle '" + key + "'").c_str());
        return 1;
    }
    const std::string json = sl::ai::puzzleToJson(*puzzle) + "\n";
    if (!out) {
        std::cout << json;
        return 0;
    }
    if (!writeFile(*out, json, force)) return 1;
    std::printf("puzzle %s written to %s\n", key.c_str(), out->c_str());
    return 0;
}

int importFile(slapp::GameStore& store, const std::string& path)
{
    const auto text = readFile(path, sl::kPuzzleLimits.maxBytes);
    if (!text) return 1;
    sl::ai::PuzzleLoadResult problem;
    const auto entry = slapp::importPuzzle(store, QByteArray::fromStdString(*text), &problem);
    if (!entry) {
        std::fprintf(stderr, "starlanes-cli: %s: %s\n", path.c_str(),
                     problem.problem != sl::ai::PuzzleProblem::None
                         ? sl::ai::describe(problem).c_str()
                         : qPrintable(store.lastError()));
        return 1;
    }
    std::printf("%s: imported as puzzle %s\n", path.c_str(), qPrintable(entry->key));
    return 0;
}

} // namespace

int runDbPuzzles(slapp::GameStore& store, Args& args)
{
    const bool json = args.flag("--json");
    const bool unsolved = args.flag("--unsolved");
    const auto player = args.value("--player");
    const auto minLoss = args.value("--min-loss");
    const auto realm = args.value("--realm");
    const auto exportKey = args.value("--export");
    const auto out = args.value("--out");
    const bool force = args.flag("--force");
    const auto import = args.value("--import");
    const auto rest = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (!rest.empty()) return usageError("db puzzles takes no positional argument");
    if (out && !exportKey) return usageError("--out goes with --export");
    if (force && !out) return usageError("--force goes with --export and --out");
    if (exportKey) return exportPuzzle(store, *exportKey, force, out);
    if (import) return importFile(store, *import);
    slapp::PuzzleFilter filter;
    filter.unsolvedOnly = unsolved;
    if (player) filter.who = QString::fromStdString(identityKeyOfArg(*player));
    if (minLoss) {
        bool ok = false;
        filter.minLoss = QString::fromStdString(*minLoss).toDouble(&ok);
        if (!ok || filter.minLoss < 0)
            return usageError("--min-loss must be a number of points (got '" + *minLoss + "')");
    }
    if (realm) {
        static const char* const kinds[] = {"route", "field", "planet", "none"};
        const auto it = std::find(std::begin(kinds), std::end(kinds), *realm);
        if (it == std::end(kinds))
            return usageError("--realm must be route, field, planet or none (got '" + *realm +
                              "')");
        filter.realm = int(it - std::begin(kinds));
    }
    const auto list = slapp::listPuzzles(store, filter);
    if (!list) {
        std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
        return 1;
    }
    const int streak = slapp::solvedInARow(store, filter.who);
    if (json) {
        nlohmann::json j{{"puzzles", nlohmann::json::array()}, {"solvedInARow", streak}};
        for (const slapp::PuzzleEntry& e : *list)
            j["puzzles"].push_back({{"key", e.key.toStdString()},
                                    {"game", e.game},
                                    {"seq", e.seq},
                                    {"player", e.name.toStdString()},
                                    {"who", e.who.toStdString()},
                                    {"turn", e.turn},
                                    {"pointsLost", e.loss},
                                    {"realm", realmToken(e.realm)},
                                    {"attempts", e.attempts},
                                    {"solved", e.solved}});
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    std::printf("%zu puzzle%s; solved in a row: %d\n", list->size(), list->size() == 1 ? "" : "s",
                streak);
    if (list->empty()) return 0;
    std::printf("%-10s %-16s %-10s %5s %6s %-7s %s\n", "puzzle", "player", "date", "turn", "lost",
                "realm", "status");
    for (const slapp::PuzzleEntry& e : *list)
        std::printf("%-10s %-16.16s %-10s %5d %6.1f %-7s %s\n", qPrintable(e.key),
                    e.name.toUtf8().constData(),
                    qPrintable(e.created.toLocalTime().date().toString(Qt::ISODate)), e.turn,
                    e.loss, realmToken(e.realm),
                    e.solved         ? "solved"
                    : e.attempts > 0 ? "tried"
                                     : "new");
    return 0;
}

} // namespace slcli
