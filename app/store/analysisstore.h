// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/analysis.h"

#include <QDateTime>

#include <optional>
#include <vector>

namespace slapp {

class GameStore;

/** A stored analysis: the settings it was made with and its decisions in record order. */
struct StoredAnalysis
{
    sl::ai::AnalysisOptions settings;
    /** Every decision of the game had its row when the run finished. */
    bool complete = false;
    QDateTime created;
    std::vector<sl::ai::DecisionAnalysis> decisions;
};

/**
 * The review of games in a GameStore (GameStore::analyses()): one run per game and analysis
 * version (analysis_runs), one row per analysed decision (analyses); deleting the game deletes
 * them. It works on the store's connection; a failure is the store's lastError().
 */
class AnalysisStore
{
public:
    explicit AnalysisStore(GameStore& store) : m_store(store) {}
    AnalysisStore(const AnalysisStore&) = delete;
    AnalysisStore& operator=(const AnalysisStore&) = delete;

    /**
     * Stores analysed decisions of a game in one transaction (all or none): creates the run of
     * `version` with `settings` when there is none, refuses a run made with other settings
     * (remove() it first), replaces the rows of decisions stored before and, when `complete`,
     * marks the run complete. Store each decision as it is done, so that an interrupted
     * analysis resumes where it stopped.
     */
    bool save(qint64 game, int version, const sl::ai::AnalysisOptions& settings,
              const std::vector<sl::ai::DecisionAnalysis>& decisions, bool complete = false);
    /** A game's analysis of `version`; nullopt when there is none (lastErrorKind() None) or on
     *  error. */
    std::optional<StoredAnalysis> load(qint64 game, int version = sl::ai::kAnalysisVersion);
    /**
     * The newest analysis version below `version` that a game has an analysis of (a review made
     * with an earlier method, kept but not shown); nullopt when there is none or on an error.
     */
    std::optional<int> earlierVersion(qint64 game, int version = sl::ai::kAnalysisVersion);
    /** Deletes a game's analysis of `version`; true also when there was none. */
    bool remove(qint64 game, int version = sl::ai::kAnalysisVersion);

private:
    GameStore& m_store;
};

} // namespace slapp
