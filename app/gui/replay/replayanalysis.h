// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/analysis.h"

#include <QObject>

#include <map>
#include <memory>
#include <optional>

namespace slui {
class BackgroundTask;
} // namespace slui

namespace slapp {

class GameStore;
class ReplayCursor;

/**
 * The review of the game a replay shows (engine/ai/analysis): loads a stored analysis, runs the
 * missing decisions off the GUI thread (progress, cancel), stores each decision as it comes
 * (one transaction each, so a stopped analysis resumes) and answers per turn of the move list.
 */
class ReplayAnalysis : public QObject
{
    Q_OBJECT
public:
    explicit ReplayAnalysis(ReplayCursor* cursor, QObject* parent = nullptr);
    ~ReplayAnalysis() override;

    /** The store and the game's id there; loads its analysis. Null store or id 0: kept in memory.
     */
    void setStore(GameStore* store, qint64 gameId);
    /** The budget of a new analysis (a stored one keeps its own); for tests and the demo. */
    void setOptions(const sl::ai::AnalysisOptions& options) { m_options = options; }
    /** The budget of the analysis shown (stored or under way), else of a new one. */
    const sl::ai::AnalysisOptions& options() const { return m_run ? *m_run : m_options; }

    /** Analyses the decisions not analysed yet, off the GUI thread. */
    void start();
    /** Stops at once; the decisions done so far stay (and are stored). */
    void cancel();
    bool isRunning() const;
    /** Every decision of the game has been analysed. */
    bool isComplete() const;
    bool isEmpty() const { return m_decisions.empty(); }
    int decisionCount() const { return int(m_points.size()); }
    int analysedCount() const { return int(m_decisions.size()); }
    /** A store is set but cannot be written (a read-only database): nothing is stored. */
    bool storeReadOnly() const;
    /** The last store failure, translated; empty when all was stored. */
    QString storeError() const { return m_storeError; }
    /**
     * The version of an analysis of the game made with an earlier method (kept in the store, not
     * shown) when the store has none of the current one; 0 otherwise.
     */
    int earlierVersion() const { return m_earlierVersion; }

    /** The analysis of a move-list row (a turn), or null. */
    const sl::ai::DecisionAnalysis* forTurn(int row) const;
    /** The decision point of a move-list row, or null. */
    const sl::ai::DecisionPoint* pointOfTurn(int row) const;
    /** The state with the best turn's tile placed (for the board's ghost), or null. */
    std::shared_ptr<const sl::GameState> bestPlaced(int row) const;
    const sl::GameRecord& record() const;
    /** Review per seat. */
    std::vector<sl::ai::PlayerReview> review() const;

signals:
    /** Decisions were added or loaded (or removed: another store). */
    void changed();
    void progress(int done, int total);
    void runningChanged(bool running);
    /** A run ended: complete, or stopped by cancel(). */
    void finished(bool complete);

private:
    void add(const sl::ai::DecisionAnalysis& d);
    void save(const std::vector<sl::ai::DecisionAnalysis>& decisions, bool complete);
    int rowOfSeq(std::size_t seq) const;

    ReplayCursor* m_cursor;
    slui::BackgroundTask* m_task;
    GameStore* m_store = nullptr;
    qint64 m_gameId = 0;
    sl::ai::AnalysisOptions m_options;
    /** The settings of the analysis shown: one analysis holds decisions of one budget and seed. */
    std::optional<sl::ai::AnalysisOptions> m_run;
    bool m_storedComplete = false;
    int m_earlierVersion = 0;
    quint64 m_generation = 0; ///< results of an older run (cancelled, restarted) are dropped
    QString m_storeError;
    std::vector<sl::ai::DecisionPoint> m_points;
    std::map<int, sl::ai::DecisionAnalysis> m_decisions; ///< by move-list row
    std::map<int, int> m_pointOfRow;                     ///< row -> index into m_points
    mutable std::map<int, std::shared_ptr<const sl::GameState>> m_placed;
};

} // namespace slapp
