// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli db players [--json] [--since DATE] [--until DATE] [--seats N] [--expansion]:
// one row per player over the finished games that pass the filters (sl::PlayerProfile).
#include "playerscmd.h"

#include "commands.h"
#include "gamestore.h"
#include "playerprofiles.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <iostream>

namespace slcli {
namespace {

/** A date given as YYYY-MM-DD, local time; `end` gives the start of the next day. */
std::optional<QDateTime> dateArg(const std::string& text, bool end)
{
    const QDate d = QDate::fromString(QString::fromStdString(text), Qt::ISODate);
    if (!d.isValid() || text.size() != 10) return std::nullopt;
    return QDateTime((end ? d.addDays(1) : d).startOfDay());
}

std::string label(const sl::PlayerIdentity& who)
{
    if (!who.computer) return who.name;
    static const char* const levels[] = {"Easy", "Normal", "Hard"};
    return std::string("Computer – ") + levels[int(who.level)];
}

/** `text` padded with spaces to `width` characters (UTF-8: a character is not a byte). */
std::string padded(const std::string& text, std::size_t width)
{
    std::size_t chars = 0;
    for (unsigned char c : text)
        chars += (c & 0xC0) != 0x80;
    return text + std::string(chars < width ? width - chars : 0, ' ');
}

nlohmann::json profileJson(const sl::PlayerProfile& p)
{
    nlohmann::json byCount = nlohmann::json::object();
    for (const auto& [players, gw] : p.byPlayerCount)
        byCount[std::to_string(players)] = {
            {"games", gw.first}, {"wins", gw.second}, {"winRate", gw.second / gw.first}};
    return {{"player", label(p.who)},
            {"key", p.who.key()},
            {"computer", p.who.computer},
            {"games", p.games},
            {"wins", p.wins},
            {"winRate", p.winRate()},
            {"byPlayers", byCount},
            {"meanScore", p.meanScore()},
            {"meanMargin", p.meanMargin()},
            {"points",
             {{"routes", p.points[0]},
              {"asteroidFields", p.points[1]},
              {"planets", p.points[2]},
              {"battles", p.points[3]}}},
            {"battlesFought", p.battlesFought},
            {"battlesWon", p.battlesWon},
            {"expectedBattleWins", p.expectedWins},
            {"diceLuck", p.diceLuck()}};
}

} // namespace

int runDbPlayers(slapp::GameStore& store, Args& args)
{
    const bool json = args.flag("--json");
    const bool expansionOnly = args.flag("--expansion");
    const auto seats = args.integer("--seats", 2, 6);
    const auto since = args.value("--since");
    const auto until = args.value("--until");
    const auto rest = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (!rest.empty()) return usageError("db players takes no positional argument");
    slapp::ProfileFilter filter;
    filter.seats = seats ? int(*seats) : 0;
    filter.expansion = expansionOnly;
    if (since) {
        const auto d = dateArg(*since, false);
        if (!d) return usageError("--since must be a date as YYYY-MM-DD (got '" + *since + "')");
        filter.from = *d;
    }
    if (until) {
        const auto d = dateArg(*until, true);
        if (!d) return usageError("--until must be a date as YYYY-MM-DD (got '" + *until + "')");
        filter.to = *d;
    }
    int counted = 0;
    const auto found = slapp::playerProfiles(store, filter, &counted);
    if (!found) {
        std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
        return 1;
    }
    const std::vector<sl::PlayerProfile>& profiles = *found;
    if (json) {
        nlohmann::json j{{"games", counted}, {"players", nlohmann::json::array()}};
        for (const sl::PlayerProfile& p : profiles)
            j["players"].push_back(profileJson(p));
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    std::printf("%d finished game%s\n", counted, counted == 1 ? "" : "s");
    if (profiles.empty()) return 0;
    std::printf("%s %5s %6s %5s %6s %7s %6s %6s %6s %6s %10s %6s\n", padded("player", 22).c_str(),
                "games", "wins", "win%", "score", "margin", "routes", "fields", "planet", "battle",
                "won/fought", "luck");
    for (const sl::PlayerProfile& p : profiles)
        std::printf("%s %5d %6.1f %5.1f %6.1f %+7.1f %6lld %6lld %6lld %6lld %5d/%-4d %+6.2f\n",
                    padded(label(p.who), 22).c_str(), p.games, p.wins, 100 * p.winRate(),
                    p.meanScore(), std::abs(p.meanMargin()) < 0.05 ? 0.0 : p.meanMargin(),
                    p.points[0], p.points[1], p.points[2], p.points[3], p.battlesWon,
                    p.battlesFought,
                    std::abs(p.diceLuck()) < 0.005 ? 0.0 : p.diceLuck()); // never "-0.00"
    std::printf(
        "score and margin are means per game (margin: over the best other side); routes, fields,\n"
        "planet, battle: points in all. Dice luck: battles won minus the battles the exact odds\n"
        "of each battle said to expect; above 0 the dice were kinder than the odds.\n");
    return 0;
}

} // namespace slcli
