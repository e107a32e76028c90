// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli db players [--json] [--since DATE] [--until DATE] [--seats N] [--expansion]
// [--tilesets IDS] [--player NAME] [--merge NAME --into NAME] [--separate NAME]: one row per
// player over the finished games that pass the filters (sl::PlayerProfile), or one player's
// page; merging names into one person.
#include "playerscmd.h"

#include "commands.h"
#include "store/gamestore.h"
#include "store/playerpage.h"
#include "store/playerprofiles.h"

#include <nlohmann/json.hpp>

#include <array>
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
    static constexpr std::array<const char*, 5> levels{"Easy", "Normal", "Hard", "Expert",
                                                       "Random moves"};
    static_assert(levels.size() == std::size_t(sl::SeatLevel::Random) + 1, "a name for each level");
    return std::string("Computer – ") + levels.at(std::size_t(who.level));
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
            {"diceLuck", p.diceLuck()},
            {"otherNames", p.otherNames},
            {"analysedGames", p.analysedGames},
            {"decisions", p.review.decisions},
            {"pointsLostPerTurn", p.lostPerTurn()},
            {"mistakes", p.review.mistakes},
            {"blunders", p.review.blunders}};
}

} // namespace

std::string identityKeyOfArg(const std::string& text)
{
    if (sl::identityFromKey(text)) return text;
    for (sl::SeatLevel level : {sl::SeatLevel::Easy, sl::SeatLevel::Normal, sl::SeatLevel::Hard,
                                sl::SeatLevel::Expert, sl::SeatLevel::Random}) {
        sl::PlayerIdentity id;
        id.computer = true;
        id.level = level;
        if (label(id) == text) return id.key();
    }
    return "human:" + text;
}

namespace {

std::string labelOfKey(const QString& key)
{
    const auto id = sl::identityFromKey(key.toStdString());
    return id ? label(*id) : key.toStdString();
}

nlohmann::json gameJson(const slapp::PlayerGame& g)
{
    nlohmann::json j{{"id", g.game},
                     {"created", g.created.toString(Qt::ISODateWithMs).toStdString()},
                     {"name", g.name.toStdString()},
                     {"colour", std::string(sl::token(g.colour))},
                     {"players", g.result.players},
                     {"score", g.result.score},
                     {"margin", g.result.margin},
                     {"win", g.result.win}};
    if (g.review)
        j["pointsLostPerTurn"] =
            g.review->decisions ? g.review->pointsLost / g.review->decisions : 0.0;
    return j;
}

int printPage(slapp::GameStore& store, const slapp::ProfileFilter& filter, const std::string& who,
              bool json)
{
    const auto page =
        slapp::playerPage(store, filter, QString::fromStdString(identityKeyOfArg(who)));
    if (!page) {
        std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
        return 1;
    }
    if (page->games.empty()) {
        std::fprintf(stderr, "starlanes-cli: no finished game of '%s' passes the filters\n",
                     who.c_str());
        return 1;
    }
    nlohmann::json j{{"player", labelOfKey(page->who)}, {"key", page->who.toStdString()}};
    j["games"] = nlohmann::json::array();
    const std::vector<double> rolling = page->rollingWinRate(10);
    for (std::size_t i = 0; i < page->games.size(); ++i) {
        nlohmann::json g = gameJson(page->games[i]);
        g["rollingWinRate"] = rolling[i];
        j["games"].push_back(g);
    }
    j["headToHead"] = nlohmann::json::array();
    for (const slapp::HeadToHead& h : page->opponents)
        j["headToHead"].push_back({{"opponent", labelOfKey(h.who)},
                                   {"games", h.games},
                                   {"won", h.won},
                                   {"lost", h.lost},
                                   {"tied", h.tied}});
    j["colours"] = nlohmann::json::array();
    for (const slapp::ColourRecord& c : page->colours)
        j["colours"].push_back(
            {{"colour", std::string(sl::token(c.colour))},
             {"faction", sl::factionOf(c.colour) == sl::Faction::Rebel ? "rebels" : "empire"},
             {"games", c.games},
             {"wins", c.wins}});
    for (const char* which : {"best", "worst"}) {
        j[which] = nlohmann::json::array();
        const auto list = std::string(which) == "best" ? page->best(5) : page->worst(5);
        for (std::size_t i : list)
            j[which].push_back(page->games[i].game);
    }
    if (json) {
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    std::printf("%s: %zu finished game%s\n", labelOfKey(page->who).c_str(), page->games.size(),
                page->games.size() == 1 ? "" : "s");
    std::printf("head to head (games: won-lost-tied):\n");
    for (const slapp::HeadToHead& h : page->opponents)
        std::printf("  %s %4d: %d-%d-%d\n", padded(labelOfKey(h.who), 22).c_str(), h.games, h.won,
                    h.lost, h.tied);
    std::printf("colours (games, wins):\n");
    for (const slapp::ColourRecord& c : page->colours)
        std::printf("  %-8s %4d %6.1f\n", std::string(sl::token(c.colour)).c_str(), c.games,
                    c.wins);
    for (const char* which : {"best", "worst"}) {
        std::printf("%s games (id: score, margin):\n", which);
        for (const auto& id : j[which]) {
            const auto g = std::find_if(page->games.begin(), page->games.end(),
                                        [&](const slapp::PlayerGame& x) { return x.game == id; });
            std::printf("  %lld: %d, %+d\n", static_cast<long long>(g->game), g->result.score,
                        g->result.margin);
        }
    }
    return 0;
}

} // namespace

int runDbPlayers(slapp::GameStore& store, Args& args)
{
    const bool json = args.flag("--json");
    const bool expansionOnly = args.flag("--expansion");
    const auto seats = args.integer("--seats", 2, 6);
    const auto since = args.value("--since");
    const auto until = args.value("--until");
    const auto tileSets = args.value("--tilesets");
    const bool unfinished = args.flag("--unfinished");
    const auto player = args.value("--player");
    const auto merge = args.value("--merge");
    const auto into = args.value("--into");
    const auto separate = args.value("--separate");
    const auto rest = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (!rest.empty()) return usageError("db players takes no positional argument");
    if (merge.has_value() != into.has_value())
        return usageError("--merge NAME and --into NAME go together");
    if (merge || separate) {
        const bool ok =
            merge ? store.players().merge(QString::fromStdString(identityKeyOfArg(*merge)),
                                          QString::fromStdString(identityKeyOfArg(*into)))
                  : store.players().separate(QString::fromStdString(identityKeyOfArg(*separate)));
        if (!ok) {
            std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
            return 1;
        }
        if (merge)
            std::printf("'%s' now counts as '%s'\n", merge->c_str(), into->c_str());
        else
            std::printf("'%s' and the names merged into it count on their own again\n",
                        separate->c_str());
        return 0;
    }
    slapp::ProfileFilter filter;
    if (tileSets) filter.tileSets = QString::fromStdString(*tileSets);
    filter.finishedOnly = !unfinished;
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
    if (player) return printPage(store, filter, *player, json);
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
    if (unfinished)
        std::printf("%d game%s (unfinished ones with their scores so far, no win)\n", counted,
                    counted == 1 ? "" : "s");
    else
        std::printf("%d finished game%s\n", counted, counted == 1 ? "" : "s");
    if (profiles.empty()) return 0;
    std::printf("%s %5s %6s %5s %6s %7s %6s %6s %6s %6s %10s %6s %9s\n",
                padded("player", 22).c_str(), "games", "wins", "win%", "score", "margin", "routes",
                "fields", "planet", "battle", "won/fought", "luck", "lost/turn");
    for (const sl::PlayerProfile& p : profiles) {
        std::printf("%s %5d %6.1f %5.1f %6.1f %+7.1f %6lld %6lld %6lld %6lld %5d/%-4d %+6.2f",
                    padded(label(p.who), 22).c_str(), p.games, p.wins, 100 * p.winRate(),
                    p.meanScore(), std::abs(p.meanMargin()) < 0.05 ? 0.0 : p.meanMargin(),
                    p.points[0], p.points[1], p.points[2], p.points[3], p.battlesWon,
                    p.battlesFought,
                    std::abs(p.diceLuck()) < 0.005 ? 0.0 : p.diceLuck()); // never "-0.00"
        if (p.analysedGames)
            std::printf(" %9.2f\n", p.lostPerTurn());
        else
            std::printf(" %9s\n", "-");
    }
    std::printf(
        "score and margin are means per game (margin: over the best other side); routes, fields,\n"
        "planet, battle: points in all. Dice luck: battles won minus the battles the exact odds\n"
        "of each battle said to expect; above 0 the dice were kinder than the odds. lost/turn:\n"
        "points lost per turn against the best turn found, over the analysed games (db "
        "analyse).\n");
    return 0;
}

} // namespace slcli
