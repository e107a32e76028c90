// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "replayanalysis.h"

#include "common/backgroundtask.h"
#include "replaycursor.h"
#include "store/gamestore.h"

#include <QMetaObject>

#include <algorithm>
#include <thread>

namespace slapp {

ReplayAnalysis::ReplayAnalysis(ReplayCursor* cursor, QObject* parent)
    : QObject(parent), m_cursor(cursor), m_task(new slui::BackgroundTask(this))
{
    // Decisions run in parallel; the results do not depend on how many at once.
    m_options.threads = std::clamp(int(std::thread::hardware_concurrency()), 1, 4);
    m_points = sl::ai::decisionPoints(*cursor->viewRecord());
    for (int i = 0; i < int(m_points.size()); ++i) {
        const int row = rowOfSeq(m_points[std::size_t(i)].seq);
        if (row >= 0) m_pointOfRow[row] = i;
    }
    connect(m_task, &slui::BackgroundTask::runningChanged, this, &ReplayAnalysis::runningChanged);
}

// The worker posts its results to this object: it is stopped (and joined) before anything here
// is destroyed, without a word to the views (the window is going too).
ReplayAnalysis::~ReplayAnalysis()
{
    blockSignals(true);
    m_task->blockSignals(true);
    m_task->cancel();
}

int ReplayAnalysis::rowOfSeq(std::size_t seq) const
{
    const auto& turns = m_cursor->turns();
    for (std::size_t t = 0; t < turns.size(); ++t)
        if (seq >= turns[t].firstEvent && seq < turns[t].endEvent) return int(t);
    return -1;
}

void ReplayAnalysis::setStore(GameStore* store, qint64 gameId)
{
    cancel();
    m_store = store;
    m_gameId = gameId;
    m_decisions.clear();
    m_placed.clear();
    m_run.reset();
    m_storedComplete = false;
    m_earlierVersion = 0;
    m_storeError.clear();
    if (m_store && m_gameId > 0) {
        if (const auto stored = m_store->analyses().load(m_gameId)) {
            // Computed once: a stored analysis is shown, and continued, with its own settings.
            m_run = stored->settings;
            m_run->threads = m_options.threads;
            m_storedComplete = stored->complete;
            for (const sl::ai::DecisionAnalysis& d : stored->decisions)
                add(d);
        } else {
            // None of the current version: perhaps one made with an earlier method.
            const auto earlier = m_store->lastErrorKind() == StoreError::None
                                     ? m_store->analyses().earlierVersion(m_gameId)
                                     : std::nullopt;
            if (earlier)
                m_earlierVersion = *earlier;
            else if (m_store->lastErrorKind() != StoreError::None)
                m_storeError = m_store->lastError();
        }
    }
    emit changed();
}

void ReplayAnalysis::add(const sl::ai::DecisionAnalysis& d)
{
    const int row = rowOfSeq(d.seq);
    const auto point = m_pointOfRow.find(row);
    if (row < 0 || point == m_pointOfRow.end() || m_points[std::size_t(point->second)].seq != d.seq)
        return; // not a decision of this record (a game continued since it was analysed)
    m_decisions[row] = d;
    m_placed.erase(row);
}

void ReplayAnalysis::save(const std::vector<sl::ai::DecisionAnalysis>& decisions, bool complete)
{
    if (!m_store || m_gameId <= 0 || m_store->isReadOnly()) return;
    if (m_store->analyses().save(m_gameId, sl::ai::kAnalysisVersion, options(), decisions,
                                 complete))
        m_storedComplete = m_storedComplete || complete;
    else
        m_storeError = m_store->lastError();
}

bool ReplayAnalysis::storeReadOnly() const
{
    return m_store && m_gameId > 0 && m_store->isReadOnly();
}

bool ReplayAnalysis::isRunning() const
{
    return m_task->isRunning();
}

bool ReplayAnalysis::isComplete() const
{
    return m_decisions.size() >= m_points.size();
}

void ReplayAnalysis::start()
{
    if (isRunning()) return;
    if (isComplete()) {
        if (!m_storedComplete) save({}, true);
        emit finished(true);
        return;
    }
    if (!m_run) m_run = m_options;
    std::vector<sl::ai::DecisionAnalysis> known;
    for (const auto& [row, d] : m_decisions)
        known.push_back(d);
    const quint64 run = ++m_generation;
    m_storeError.clear();
    emit progress(int(known.size()), int(m_points.size()));
    m_task->start(
        [this, run, record = *m_cursor->viewRecord(), options = *m_run,
         known = std::move(known)](const std::atomic<bool>* cancel) {
            sl::ai::analyseGame(
                record, options,
                [this, run](const sl::ai::DecisionAnalysis& d, int done, int total) {
                    // To the GUI thread: stored there, one transaction per decision.
                    QMetaObject::invokeMethod(
                        this,
                        [this, run, d, done, total] {
                            if (run != m_generation)
                                return; // cancelled meanwhile: its state is final
                            add(d);
                            save({d}, false);
                            emit changed();
                            emit progress(done, total);
                        },
                        Qt::QueuedConnection);
                },
                cancel, known);
        },
        [this, run] {
            if (run != m_generation) return;
            const bool complete = isComplete();
            if (complete) save({}, true);
            emit finished(complete);
        });
}

void ReplayAnalysis::cancel()
{
    if (!m_task->isRunning()) return;
    ++m_generation;
    m_task->cancel();
    emit finished(false);
}

const sl::ai::DecisionAnalysis* ReplayAnalysis::forTurn(int row) const
{
    const auto it = m_decisions.find(row);
    return it == m_decisions.end() ? nullptr : &it->second;
}

const sl::ai::DecisionPoint* ReplayAnalysis::pointOfTurn(int row) const
{
    const auto it = m_pointOfRow.find(row);
    return it == m_pointOfRow.end() ? nullptr : &m_points[std::size_t(it->second)];
}

std::shared_ptr<const sl::GameState> ReplayAnalysis::bestPlaced(int row) const
{
    const sl::ai::DecisionAnalysis* d = forTurn(row);
    if (!d) return nullptr;
    if (const auto cached = m_placed.find(row); cached != m_placed.end()) return cached->second;
    sl::ReplayResult r = sl::replay(*m_cursor->viewRecord(), d->seq);
    if (!r.state || r.state->apply(sl::Event::placeTile(d->best.place)) != sl::ApplyError::None)
        return nullptr;
    auto placed = std::make_shared<const sl::GameState>(std::move(*r.state));
    m_placed[row] = placed;
    return placed;
}

const sl::GameRecord& ReplayAnalysis::record() const
{
    return *m_cursor->viewRecord();
}

std::vector<sl::ai::PlayerReview> ReplayAnalysis::review() const
{
    std::vector<sl::ai::DecisionAnalysis> all;
    for (const auto& [row, d] : m_decisions)
        all.push_back(d);
    return sl::ai::reviewPlayers(all, int(m_cursor->viewRecord()->setup.players.size()));
}

} // namespace slapp
