// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "batchreview.h"

#include "gamestore.h"

#include <QSet>

#include <chrono>
#include <thread>

namespace slapp::batchreview {

std::optional<QList<qint64>> pendingGames(GameStore& store, const QString& who)
{
    SeatQuery query;
    query.who = who;
    const auto rows = store.players().seatRows(query); // finished games, oldest first
    if (!rows) return std::nullopt;
    QList<qint64> out;
    QSet<qint64> seen;
    for (const SeatRow& row : *rows) {
        if (seen.contains(row.game)) continue;
        seen.insert(row.game);
        if (row.review) continue; // complete, of today's version
        out << row.game;
    }
    return out;
}

double Progress::secondsLeft() const
{
    if (decisionsNew <= 0 || seconds <= 0) return -1;
    return seconds / decisionsNew * (decisions - decisionsDone);
}

Result run(GameStore& store, const QList<qint64>& games, const sl::ai::AnalysisOptions& options,
           const std::function<void(const Progress&)>& progress, const std::atomic<bool>* cancel)
{
    Result result;
    const auto start = std::chrono::steady_clock::now();
    auto fail = [&](qint64 game) {
        result.error = store.lastError();
        result.failedGame = game;
        return result;
    };
    // The size of the whole batch first, for the time left: decisions, and those stored.
    struct Job
    {
        qint64 id;
        sl::GameRecord record;
        sl::ai::AnalysisOptions options;
        std::vector<sl::ai::DecisionAnalysis> known;
        std::size_t decisions;
        bool complete;
    };
    std::vector<Job> jobs;
    Progress p;
    p.games = int(games.size());
    for (qint64 id : games) {
        auto record = store.loadRecord(id);
        if (!record) return fail(id);
        auto stored = store.analyses().load(id);
        if (!stored && store.lastErrorKind() != StoreError::None) return fail(id);
        Job job{id, std::move(*record), options, {}, 0, false};
        job.decisions = sl::ai::decisionPoints(job.record).size();
        if (stored) {
            job.options = stored->settings; // a run is resumed as it was begun
            job.options.threads = options.threads;
            job.known = stored->decisions;
            job.complete = stored->complete;
        }
        p.decisions += int(job.decisions);
        p.decisionsDone += int(std::min(job.known.size(), job.decisions));
        jobs.push_back(std::move(job));
    }
    auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    for (std::size_t g = 0; g < jobs.size(); ++g) {
        Job& job = jobs[g];
        p.game = int(g);
        p.gameId = job.id;
        if (progress) progress(p);
        if (cancel && *cancel) {
            result.cancelled = true;
            return result;
        }
        QString saveError;
        // The search stops on the caller's cancel at once, or on an error of the store here.
        std::atomic<bool> stop{false};
        std::atomic<bool> over{false};
        std::thread watch([&] {
            while (!over) {
                if (cancel && *cancel) stop = true;
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
        });
        const auto decisions = sl::ai::analyseGame(
            job.record, job.options,
            [&](const sl::ai::DecisionAnalysis& d, int, int) {
                if (!store.analyses().save(job.id, sl::ai::kAnalysisVersion, job.options, {d})) {
                    saveError = store.lastError();
                    stop = true;
                    return;
                }
                ++p.decisionsDone;
                ++p.decisionsNew;
                ++result.decisionsNew;
                p.seconds = elapsed();
                if (progress) progress(p);
            },
            &stop, job.known);
        over = true;
        watch.join();
        if (!saveError.isEmpty()) {
            result.error = saveError;
            result.failedGame = job.id;
            return result;
        }
        if (decisions.size() < job.decisions) {
            result.cancelled = true;
            return result;
        }
        if (!job.complete &&
            !store.analyses().save(job.id, sl::ai::kAnalysisVersion, job.options, {}, true))
            return fail(job.id);
        ++result.gamesDone;
    }
    p.game = int(jobs.size());
    p.seconds = elapsed();
    if (progress) progress(p);
    return result;
}

} // namespace slapp::batchreview
