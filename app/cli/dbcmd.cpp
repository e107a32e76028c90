// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli db ...: the SQLite game store from the command line.
#include "commands.h"

#include "analysecmd.h"
#include "playerscmd.h"
#include "puzzlescmd.h"
#include "rules/inputlimits.h"
#include "rules/outputfile.h"
#include "statejson.h"
#include "store/gamestore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <iostream>

namespace slcli {
namespace {

/** Browsing, replaying, verifying and exporting open the file read-only: it is never changed. */
std::unique_ptr<slapp::GameStore> openStore(const std::optional<std::string>& file, bool readOnly)
{
    const QString path = file ? QString::fromStdString(*file) : slapp::GameStore::defaultPath();
    QString message;
    auto store = readOnly ? slapp::GameStore::openReadOnly(path, nullptr, &message)
                          : slapp::GameStore::open(path, nullptr, &message);
    if (!store) std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(message));
    return store;
}

/** Writable when the file allows it (the players' summaries and merged names are kept),
 *  read-only otherwise. */
std::unique_ptr<slapp::GameStore> openStoreForPlayers(const std::optional<std::string>& file)
{
    const QString path = file ? QString::fromStdString(*file) : slapp::GameStore::defaultPath();
    if (!QFileInfo::exists(path)) return openStore(file, true); // says it is missing
    slapp::StoreError error = slapp::StoreError::None;
    if (auto store = slapp::GameStore::open(path, &error)) return store;
    if (error != slapp::StoreError::ReadOnly) return openStore(file, false);
    return openStore(file, true);
}

int storeError(const slapp::GameStore& store)
{
    std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
    return 1;
}

nlohmann::json summaryJson(const slapp::GameSummary& s)
{
    nlohmann::json j{{"id", s.id},
                     {"created", s.created.toString(Qt::ISODateWithMs).toStdString()},
                     {"updated", s.updated.toString(Qt::ISODateWithMs).toStdString()},
                     {"finished", s.isFinished()},
                     {"turns", s.turns},
                     {"events", s.events},
                     {"teamGame", s.teamGame},
                     {"tileSets", s.tileSets.toStdString()},
                     {"winners", s.winners}};
    for (const auto& seat : s.seats)
        j["players"].push_back({{"name", seat.name.toStdString()},
                                {"colour", std::string(sl::token(seat.colour))},
                                {"score", seat.score}});
    for (const auto& set : s.sets)
        j["sets"].push_back(
            {{"id", set.id.toStdString()},
             {"name", slapp::tileSetLabelText(set, QStringLiteral("en")).toStdString()},
             {"hash", set.hash.toStdString()},
             {"edited", set.edited}});
    if (s.originGame) j["origin"] = {{"game", s.originGame}, {"event", s.originEvent}};
    return j;
}

/** "Base game + Expansion 1", "Base game (edited, 4cecaf)": the sets as the browser names them. */
std::string setsText(const slapp::GameSummary& s)
{
    QStringList names;
    for (const auto& set : s.sets)
        names << slapp::tileSetLabelText(set, QStringLiteral("en"));
    return names.join(QStringLiteral(" + ")).toStdString();
}

int list(slapp::GameStore& store, Args& args)
{
    slapp::GameQuery q;
    q.player = QString::fromStdString(args.value("--player").value_or(""));
    q.unfinishedOnly = args.flag("--unfinished");
    q.limit = static_cast<int>(args.integer("--limit", 1, 1000000).value_or(50));
    q.offset = static_cast<int>(args.integer("--offset", 0, 100000000).value_or(0));
    const bool json = args.flag("--json");
    const auto rest = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (!rest.empty()) return usageError("db list takes no positional argument");
    const auto games = store.listGames(q);
    const int count = store.countGames(q);
    if (store.lastErrorKind() != slapp::StoreError::None) return storeError(store);
    if (json) {
        nlohmann::json j = nlohmann::json::array();
        for (const auto& g : games)
            j.push_back(summaryJson(g));
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    std::printf("%d games", count);
    std::printf(games.isEmpty() ? "\n" : ", showing %lld from %d:\n",
                static_cast<long long>(games.size()), q.offset + 1);
    for (const auto& g : games) {
        std::string players;
        for (const auto& seat : g.seats)
            players += (players.empty() ? "" : ", ") + seat.name.toStdString() + " (" +
                       std::string(sl::token(seat.colour)) + ") " + std::to_string(seat.score);
        std::printf(
            "%6lld  %s  %-9s %3d turns  %s  [%s]\n", static_cast<long long>(g.id),
            qPrintable(g.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd hh:mm"))),
            g.isFinished() ? "finished" : "open", g.turns, players.c_str(), setsText(g).c_str());
    }
    return 0;
}

int replayGame(slapp::GameStore& store, Args& args)
{
    const auto ply = args.integer("--ply", 0, 1000000000);
    const bool json = args.flag("--json");
    const auto pos = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    const auto id = oneGameId(pos, "db replay");
    if (!id) return 2;
    const auto rec = store.loadRecord(*id);
    if (!rec) {
        std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
        return 1;
    }
    const std::size_t n = ply ? static_cast<std::size_t>(*ply) : rec->events.size();
    if (n > rec->events.size()) {
        std::fprintf(stderr, "starlanes-cli: --ply %zu is past the last event (%zu)\n", n,
                     rec->events.size());
        return 1;
    }
    const sl::ReplayResult r = sl::replay(*rec, n);
    if (r.error) {
        std::fprintf(stderr, "starlanes-cli: game %lld: %s\n", static_cast<long long>(*id),
                     sl::describe(*r.error).c_str());
        return 1;
    }
    const nlohmann::json j = stateJson(*rec, *r.state, n);
    if (json)
        std::cout << j.dump(2) << "\n";
    else
        printState("game " + std::to_string(*id), j);
    return 0;
}

int verify(slapp::GameStore& store, Args& args)
{
    if (!args.error().empty() || !args.positional().empty())
        return usageError("db verify takes no argument");
    QString details;
    if (!store.integrityCheck(&details)) {
        std::fprintf(stderr, "starlanes-cli: integrity check failed: %s\n", qPrintable(details));
        return 1;
    }
    slapp::GameQuery all;
    all.sort = slapp::GameQuery::Sort::Id;
    all.descending = false;
    all.limit = 500;
    int checked = 0, bad = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (;; all.offset += all.limit) {
        const auto page = store.listGames(all);
        if (store.lastErrorKind() != slapp::StoreError::None) return storeError(store);
        for (const auto& g : page) {
            ++checked;
            const auto rec = store.loadRecord(g.id);
            const sl::ReplayResult r = rec ? sl::replay(*rec) : sl::ReplayResult{};
            std::string problem;
            if (!rec)
                problem = store.lastError().toStdString();
            else if (r.error)
                problem = sl::describe(*r.error);
            else if (static_cast<int>(rec->events.size()) != g.events)
                problem = "event count differs";
            else if ((r.state->phase() == sl::Phase::GameOver) != g.isFinished())
                problem = "finished flag differs from the replay";
            else
                for (int p = 0; p < r.state->playerCount() && problem.empty(); ++p)
                    if (r.state->score(r.state->sideOf(p)) != g.seats.value(p).score)
                        problem = "stored score of seat " + std::to_string(p) +
                                  " differs from the replay";
            if (!problem.empty()) {
                ++bad;
                std::fprintf(stderr, "game %lld: %s\n", static_cast<long long>(g.id),
                             problem.c_str());
            }
        }
        if (page.size() < all.limit) break;
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%d games replayed in %.2f s: %d ok, %d with problems\n", checked, secs,
                checked - bad, bad);
    return bad ? 1 : 0;
}

int exportGames(slapp::GameStore& store, Args& args)
{
    const auto out = args.value("--out");
    const bool all = args.flag("--all");
    const bool reference = args.flag("--reference-builtin");
    const bool force = args.flag("--force");
    const auto pos = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    QList<qint64> ids;
    if (all) {
        slapp::GameQuery q;
        q.limit = 100000000;
        q.sort = slapp::GameQuery::Sort::Id;
        q.descending = false;
        for (const auto& g : store.listGames(q))
            ids.append(g.id);
        if (store.lastErrorKind() != slapp::StoreError::None) return storeError(store);
    }
    for (const std::string& s : pos) {
        const auto id = gameId(s);
        if (!id) return 2;
        ids.append(*id);
    }
    if (ids.isEmpty()) return usageError("db export needs game ids or --all");
    const bool toDir = ids.size() > 1 || all;
    if (toDir && !out) return usageError("exporting several games needs --out DIRECTORY");
    if (toDir && !QDir().mkpath(QString::fromStdString(*out))) {
        std::fprintf(stderr, "starlanes-cli: cannot create %s\n", out->c_str());
        return 1;
    }
    auto target = [&](qint64 id) {
        return toDir ? *out + "/game-" + std::to_string(id) + ".json" : *out;
    };
    // Every file is checked before the first is written: an export that must stop leaves
    // nothing half done.
    if (out)
        for (qint64 id : ids)
            if (sl::isGameDatabase(target(id)) ||
                (!force && QFileInfo::exists(QString::fromStdString(target(id)))))
                return writeFile(target(id), {}, force) ? 0 : 1; // says why, writes nothing
    int written = 0;
    for (qint64 id : ids) {
        const auto json = store.exportGame(id, !reference);
        if (!json) {
            std::fprintf(stderr, "starlanes-cli: game %lld: %s\n", static_cast<long long>(id),
                         qPrintable(store.lastError()));
            return 1;
        }
        if (!out) {
            std::fwrite(json->constData(), 1, size_t(json->size()), stdout);
            std::fputc('\n', stdout);
            continue;
        }
        if (!writeFile(target(id), std::string_view(json->constData(), std::size_t(json->size())),
                       force)) {
            if (written > 0)
                std::fprintf(stderr, "starlanes-cli: %d of %lld game(s) were exported\n", written,
                             static_cast<long long>(ids.size()));
            return 1;
        }
        ++written;
    }
    if (out) std::printf("exported %lld game(s)\n", static_cast<long long>(ids.size()));
    return 0;
}

int importGames(slapp::GameStore& store, Args& args)
{
    const auto files = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (files.empty()) return usageError("db import needs at least one record file");
    int bad = 0;
    for (const std::string& file : files) {
        const auto text = readFile(file, sl::kRecordLimits.maxBytes);
        if (!text) {
            ++bad;
            continue;
        }
        const qint64 id = store.importGame(QByteArray::fromStdString(*text));
        if (!id) {
            std::fprintf(stderr, "%s: %s\n", file.c_str(), qPrintable(store.lastError()));
            ++bad;
            continue;
        }
        std::printf("%s: imported as game %lld\n", file.c_str(), static_cast<long long>(id));
    }
    return bad ? 1 : 0;
}

int deleteGames(slapp::GameStore& store, Args& args)
{
    const auto pos = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (pos.empty()) return usageError("db delete needs game ids");
    for (const std::string& s : pos) {
        const auto id = gameId(s);
        if (!id) return 2;
        if (!store.deleteGame(*id)) {
            std::fprintf(stderr, "starlanes-cli: game %lld: %s\n", static_cast<long long>(*id),
                         qPrintable(store.lastError()));
            return 1;
        }
        std::printf("deleted game %lld\n", static_cast<long long>(*id));
    }
    return 0;
}

int show(slapp::GameStore& store, Args& args)
{
    const bool json = args.flag("--json");
    const auto pos = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    const auto id = oneGameId(pos, "db show");
    if (!id) return 2;
    const auto s = store.summary(*id);
    if (store.lastErrorKind() != slapp::StoreError::None) return storeError(store);
    if (!s) {
        std::fprintf(stderr, "starlanes-cli: game %lld does not exist\n",
                     static_cast<long long>(*id));
        return 1;
    }
    const nlohmann::json j = summaryJson(*s);
    std::cout << (json ? j.dump(2) : j.dump(1)) << "\n";
    return 0;
}

} // namespace

int runDb(Args& args)
{
    const auto file = args.value("--file");
    const auto pos = args.positionalHead();
    if (!pos)
        return usageError(
            "db needs a subcommand: list, show, replay, verify, export, import, delete, analyse, "
            "players, puzzles");
    const std::string& sub = *pos;
    static const char* const known[] = {"list",   "show",   "replay",  "verify",  "export",
                                        "import", "delete", "analyse", "players", "puzzles"};
    if (std::find_if(std::begin(known), std::end(known), [&](const char* k) { return sub == k; }) ==
        std::end(known))
        return usageError("unknown db subcommand '" + sub + "'");
    if (sub == "analyse")
        return runDbAnalyse(file, args); // opens the database itself (read-only: nothing stored)
    // The players' summaries are kept in the file when it may be written.
    auto store = sub == "players" || sub == "puzzles"
                     ? openStoreForPlayers(file)
                     : openStore(file, sub != "import" && sub != "delete");
    if (!store) return 1;
    if (sub == "list") return list(*store, args);
    if (sub == "show") return show(*store, args);
    if (sub == "players") return runDbPlayers(*store, args);
    if (sub == "puzzles") return runDbPuzzles(*store, args);
    if (sub == "replay") return replayGame(*store, args);
    if (sub == "verify") return verify(*store, args);
    if (sub == "export") return exportGames(*store, args);
    if (sub == "import") return importGames(*store, args);
    return deleteGames(*store, args);
}

} // namespace slcli
