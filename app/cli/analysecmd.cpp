// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-cli db analyse: the review of a stored game (engine/ai/analysis), stored once.
#include "analysecmd.h"

#include "commands.h"
#include "playerscmd.h"
#include "store/batchreview.h"
#include "store/gamestore.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <thread>

#include <unistd.h>

namespace slcli {
namespace {

using sl::ai::DecisionAnalysis;
using sl::ai::DecisionPoint;

std::string place(const sl::Placement& p)
{
    return std::to_string(p.x) + "," + std::to_string(p.y) + " r" + std::to_string(p.rot);
}

std::string meeple(const sl::MeepleMove& m)
{
    if (m.target == sl::MeepleTarget::None) return "no meeple";
    std::string s = m.large ? "large " : "";
    if (m.target == sl::MeepleTarget::Planet) {
        s += "attack ";
        s += std::to_string(m.x);
        s += ',';
        s += std::to_string(m.y);
    } else {
        s += "realm ";
        s += std::to_string(m.segment);
    }
    if (m.equipment != sl::Equipment::None) {
        s += ' ';
        s += sl::token(m.equipment);
    }
    return s;
}

std::string turnText(const sl::ai::TurnAction& t)
{
    return place(t.place) + " " + meeple(t.meeple);
}

/** The verdict in JSON: best (exactly), equal (within the noise), weaker, mistake, blunder. */
const char* verdictJson(double loss)
{
    switch (sl::ai::verdictOf(loss)) {
    case sl::ai::Verdict::Equal:
        return loss > 0 ? "equal" : "best";
    case sl::ai::Verdict::Weaker:
        return "weaker";
    case sl::ai::Verdict::Mistake:
        return "mistake";
    case sl::ai::Verdict::Blunder:
        return "blunder";
    }
    return "";
}

const char* verdictToken(double loss)
{
    switch (sl::ai::verdictOf(loss)) {
    case sl::ai::Verdict::Equal:
        return loss > 0 ? "about equal" : "";
    case sl::ai::Verdict::Weaker:
        return "";
    case sl::ai::Verdict::Mistake:
        return "mistake";
    case sl::ai::Verdict::Blunder:
        return "blunder";
    }
    return "";
}

/** The tile type placed at each decision (the last draw before its Place event). */
std::string tileAt(const sl::GameRecord& rec, const sl::TileCatalog& catalog, std::size_t seq)
{
    for (std::size_t i = seq; i-- > 0;)
        if (rec.events[i].type == sl::EventType::Draw)
            return catalog.type(rec.events[i].tile).def.id;
    return "?";
}

const DecisionPoint* pointOf(const std::vector<DecisionPoint>& points, std::size_t seq)
{
    const auto it = std::find_if(points.begin(), points.end(),
                                 [&](const DecisionPoint& p) { return p.seq == seq; });
    return it == points.end() ? nullptr : &*it;
}

nlohmann::json turnJson(const sl::ai::TurnAction& t)
{
    return nlohmann::json::parse(sl::ai::turnToJson(t));
}

struct Opened
{
    std::unique_ptr<slapp::GameStore> store;
    bool stores = true; ///< false: a read-only database, the analysis is only printed
};

Opened openForAnalysis(const std::optional<std::string>& file)
{
    const QString path = file ? QString::fromStdString(*file) : slapp::GameStore::defaultPath();
    slapp::StoreError error = slapp::StoreError::None;
    QString message;
    Opened o{slapp::GameStore::open(path, &error, &message), true};
    if (!o.store && error == slapp::StoreError::ReadOnly) {
        o.store = slapp::GameStore::openReadOnly(path, nullptr, &message);
        o.stores = false;
        if (o.store)
            std::fprintf(
                stderr,
                "starlanes-cli: the database is read-only: the analysis is printed, not stored\n");
    }
    if (!o.store) std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(message));
    return o;
}

void printText(qint64 id, const sl::GameRecord& rec, const std::vector<DecisionPoint>& points,
               const std::vector<DecisionAnalysis>& decisions, const sl::ai::AnalysisOptions& opt,
               bool reused)
{
    const auto catalog = sl::buildCatalog(rec.setup);
    std::printf("Game %lld: analysis version %d, %d search iterations and %d playouts per turn, "
                "seed %llu%s.\n",
                static_cast<long long>(id), sl::ai::kAnalysisVersion, opt.iterations, opt.playouts,
                static_cast<unsigned long long>(opt.seed), reused ? " (stored)" : "");
    std::printf("Values: the expected final margin in points (own final score minus the best "
                "other side's) and the win probability, from the playouts after each turn.\n");
    std::printf("Mistake: %.0f points lost or more; blunder: %.0f or more.\n\n",
                sl::ai::kMistakePoints, sl::ai::kBlunderPoints);
    std::printf("%4s  %-12s %-32s %-28s %14s %14s %6s\n", "turn", "player", "played", "best",
                "played value", "best value", "lost");
    for (const DecisionAnalysis& d : decisions) {
        const DecisionPoint* found = pointOf(points, d.seq);
        if (!found) continue;
        const DecisionPoint& p = *found;
        const std::string played = tileAt(rec, *catalog, p.seq) + " " + turnText(p.played);
        const std::string best = d.best == p.played ? "=" : turnText(d.best);
        std::printf("%4d  %-12.12s %-32s %-28s %+7.1f %4.0f%% %+7.1f %4.0f%% %6.1f %s\n", p.turn,
                    rec.setup.players[std::size_t(p.player)].name.c_str(), played.c_str(),
                    best.c_str(), d.playedValue, 100 * d.playedWin, d.bestValue, 100 * d.bestWin,
                    d.loss(), verdictToken(d.loss()));
    }
    const auto review = sl::ai::reviewPlayers(decisions, int(rec.setup.players.size()));
    std::printf("\n%-12s %6s %18s %9s %9s %10s\n", "player", "turns", "average lost/turn",
                "mistakes", "blunders", "best/equal");
    for (std::size_t s = 0; s < review.size(); ++s)
        std::printf("%-12.12s %6d %18.2f %9d %9d %10d\n", rec.setup.players[s].name.c_str(),
                    review[s].decisions, review[s].averageLoss(), review[s].mistakes,
                    review[s].blunders, review[s].best);
}

nlohmann::json toJson(qint64 id, const sl::GameRecord& rec,
                      const std::vector<DecisionPoint>& points,
                      const std::vector<DecisionAnalysis>& decisions,
                      const sl::ai::AnalysisOptions& opt, bool complete)
{
    nlohmann::json j{
        {"game", id},
        {"version", sl::ai::kAnalysisVersion},
        {"complete", complete},
        {"settings",
         {{"iterations", opt.iterations}, {"playouts", opt.playouts}, {"seed", opt.seed}}},
        {"thresholds",
         {{"noise", sl::ai::kNoisePoints},
          {"mistake", sl::ai::kMistakePoints},
          {"blunder", sl::ai::kBlunderPoints}}},
        {"decisions", nlohmann::json::array()},
        {"players", nlohmann::json::array()}};
    for (const DecisionAnalysis& d : decisions) {
        const DecisionPoint* p = pointOf(points, d.seq);
        if (!p) continue;
        j["decisions"].push_back({{"turn", p->turn},
                                  {"seq", d.seq},
                                  {"player", d.player},
                                  {"played", turnJson(p->played)},
                                  {"best", turnJson(d.best)},
                                  {"playedValue", d.playedValue},
                                  {"bestValue", d.bestValue},
                                  {"playedWin", d.playedWin},
                                  {"bestWin", d.bestWin},
                                  {"pointsLost", d.loss()},
                                  {"verdict", verdictJson(d.loss())},
                                  {"expectedFinal", d.expected}});
    }
    const auto review = sl::ai::reviewPlayers(decisions, int(rec.setup.players.size()));
    for (std::size_t s = 0; s < review.size(); ++s)
        j["players"].push_back({{"name", rec.setup.players[s].name},
                                {"decisions", review[s].decisions},
                                {"averageLoss", review[s].averageLoss()},
                                {"mistakes", review[s].mistakes},
                                {"blunders", review[s].blunders},
                                {"best", review[s].best}});
    return j;
}

} // namespace

namespace {

/** db analyse --all [--player NAME]: every finished game without a complete review. */
int analyseAll(const std::optional<std::string>& file, const sl::ai::AnalysisOptions& opt,
               const std::optional<std::string>& player, bool json)
{
    Opened o = openForAnalysis(file);
    if (!o.store) return 1;
    if (!o.stores) {
        std::fprintf(stderr, "starlanes-cli: --all stores every review: the database must be "
                             "writable\n");
        return 1;
    }
    slapp::GameStore& store = *o.store;
    const auto games = slapp::batchreview::pendingGames(
        store, player ? QString::fromStdString(identityKeyOfArg(*player)) : QString());
    if (!games) {
        std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
        return 1;
    }
    const bool tty = !json && isatty(fileno(stderr));
    qint64 lastGame = 0;
    const auto result = slapp::batchreview::run(
        store, *games, opt,
        [&](const slapp::batchreview::Progress& p) {
            if (!tty) {
                if (p.gameId != lastGame && p.game < p.games)
                    std::fprintf(stderr, "analysing game %lld (%d of %d)\n",
                                 static_cast<long long>(p.gameId), p.game + 1, p.games);
                lastGame = p.gameId;
                return;
            }
            const double left = p.secondsLeft();
            std::fprintf(
                stderr, "\rgame %d of %d, turns %d of %d%s          ",
                std::min(p.game + 1, p.games), p.games, p.decisionsDone, p.decisions,
                left < 0
                    ? ""
                    : (", about " + std::to_string(std::lround(left / 60)) + " min left").c_str());
        },
        nullptr);
    if (tty) std::fputc('\n', stderr);
    if (!result.error.isEmpty()) {
        std::fprintf(stderr, "starlanes-cli: game %lld: %s\n",
                     static_cast<long long>(result.failedGame), qPrintable(result.error));
        return 1;
    }
    if (json) {
        nlohmann::json j{{"games", games->size()},
                         {"gamesDone", result.gamesDone},
                         {"turnsAnalysed", result.decisionsNew},
                         {"ids", nlohmann::json::array()}};
        for (qint64 id : *games)
            j["ids"].push_back(id);
        std::cout << j.dump(2) << "\n";
    } else {
        std::printf("%d of %lld game%s reviewed (%d turns analysed now)%s\n", result.gamesDone,
                    static_cast<long long>(games->size()), games->size() == 1 ? "" : "s",
                    result.decisionsNew,
                    games->empty() ? ": every finished game has its review" : "");
    }
    return 0;
}

} // namespace

int runDbAnalyse(const std::optional<std::string>& file, Args& args)
{
    sl::ai::AnalysisOptions opt;
    const auto iterations = args.integer("--iterations", 1, 10000000);
    const auto playouts = args.integer("--playouts", 1, 10000000);
    const auto seed = args.integer("--seed", 0, std::numeric_limits<long long>::max());
    const auto threads = args.integer("--threads", 1, 64);
    const auto jobs = args.integer("--jobs", 1, 64);
    const bool redo = args.flag("--redo");
    const bool json = args.flag("--json");
    const bool all = args.flag("--all");
    const auto player = args.value("--player");
    const auto pos = args.positional();
    if (!args.error().empty()) return usageError(args.error());
    if (all || player || jobs) {
        if (!all) return usageError("--player and --jobs go with --all");
        if (!pos.empty()) return usageError("db analyse --all takes no game id");
        if (redo) return usageError("--redo analyses one game again, not --all");
        opt.iterations = int(iterations.value_or(opt.iterations));
        opt.playouts = int(playouts.value_or(opt.playouts));
        opt.seed = static_cast<std::uint64_t>(seed.value_or(static_cast<long long>(opt.seed)));
        opt.threads = int(jobs.value_or(
            threads.value_or(std::clamp(int(std::thread::hardware_concurrency()), 1, 8))));
        return analyseAll(file, opt, player, json);
    }
    const auto gameId = oneGameId(pos, "db analyse");
    if (!gameId) return 2;
    const qint64 id = *gameId;
    opt.iterations = int(iterations.value_or(opt.iterations));
    opt.playouts = int(playouts.value_or(opt.playouts));
    opt.seed = static_cast<std::uint64_t>(seed.value_or(static_cast<long long>(opt.seed)));
    opt.threads = int(threads.value_or(std::clamp(int(std::thread::hardware_concurrency()), 1, 8)));

    Opened o = openForAnalysis(file);
    if (!o.store) return 1;
    slapp::GameStore& store = *o.store;
    const auto rec = store.loadRecord(id);
    if (!rec) {
        std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
        return 1;
    }
    const std::vector<DecisionPoint> points = sl::ai::decisionPoints(*rec);
    // Computed once: a stored run of this version is reused (or resumed) with its own settings.
    std::vector<DecisionAnalysis> known;
    if (redo && o.stores && !store.analyses().remove(id)) {
        std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
        return 1;
    }
    const auto stored = redo ? std::nullopt : store.analyses().load(id);
    if (store.lastErrorKind() != slapp::StoreError::None) {
        std::fprintf(stderr, "starlanes-cli: %s\n", qPrintable(store.lastError()));
        return 1;
    }
    if (stored) {
        if (!(stored->settings == opt) && (iterations || playouts || seed))
            std::fprintf(stderr,
                         "starlanes-cli: game %lld has a stored analysis with other settings; "
                         "it is used (--redo analyses again with the options given)\n",
                         static_cast<long long>(id));
        const int threadCount = opt.threads;
        opt = stored->settings;
        opt.threads = threadCount;
        known = stored->decisions;
    }
    const bool reused = stored && known.size() >= points.size();
    QString saveError;
    std::atomic<bool> cancel{false};
    const bool progress = !json && isatty(fileno(stderr));
    const auto t0 = std::chrono::steady_clock::now();
    const std::vector<DecisionAnalysis> decisions = sl::ai::analyseGame(
        *rec, opt,
        [&](const DecisionAnalysis& d, int done, int total) {
            // Every decision is stored as soon as it is done: an interrupted run resumes here.
            if (o.stores && !store.analyses().save(id, sl::ai::kAnalysisVersion, opt, {d})) {
                saveError = store.lastError();
                cancel = true;
            }
            if (progress)
                std::fprintf(stderr, "\ranalysing game %lld: %d of %d turns",
                             static_cast<long long>(id), done, total);
        },
        &cancel, known);
    if (progress) std::fputc('\n', stderr);
    const bool complete = decisions.size() == points.size();
    if (saveError.isEmpty() && o.stores && complete && !(stored && stored->complete) &&
        !store.analyses().save(id, sl::ai::kAnalysisVersion, opt, {}, true))
        saveError = store.lastError();
    if (!saveError.isEmpty()) {
        std::fprintf(stderr, "starlanes-cli: game %lld: the analysis cannot be stored: %s\n",
                     static_cast<long long>(id), qPrintable(saveError));
        return 1;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (json) {
        nlohmann::json j = toJson(id, *rec, points, decisions, opt, complete);
        j["seconds"] = seconds;
        std::cout << j.dump(2) << "\n";
    } else {
        printText(id, *rec, points, decisions, opt, reused);
        if (!reused)
            std::printf("\n%zu turns analysed in %.1f s.\n",
                        decisions.size() - std::min(decisions.size(), known.size()), seconds);
    }
    return 0;
}

} // namespace slcli
