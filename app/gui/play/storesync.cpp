// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "storesync.h"

#include "store/gamestore.h"

#include <QTimer>

#include <algorithm>

namespace slapp {

StoreSync::StoreSync(GameStore* store, QObject* parent)
    : QObject(parent), m_store(store), m_retry(new QTimer(this))
{
    m_retry->setInterval(5000);
    connect(m_retry, &QTimer::timeout, this, &StoreSync::retry);
}

void StoreSync::follow(const sl::Match* match, qint64 gameId, std::size_t storedEvents)
{
    stop();
    m_match = match;
    m_gameId = gameId;
    m_storedEvents = storedEvents;
}

void StoreSync::stop()
{
    m_match = nullptr;
    m_gameId = 0;
    m_storedEvents = 0;
    m_failing = false;
    m_firstUnsaved = 0;
    m_retry->stop();
}

void StoreSync::append(const sl::Event& e, std::size_t index)
{
    // Events played again while a stored game is resumed are there already.
    // Game 0 is one stored nowhere (a lesson).
    if (!m_store || !m_match || m_gameId == 0 || m_failing || index < m_storedEvents) return;
    if (m_store->appendEvent(m_gameId, int(index), e, m_match->state())) return;
    // Nothing is lost: the moves stay in the game's record and go to the database as soon as it
    // takes them again.
    m_failing = true;
    m_firstUnsaved = index;
    m_retry->start();
    emit failed(m_store->lastError());
}

int StoreSync::unsavedEvents() const
{
    return m_failing && m_match ? int(m_match->record().events.size() - m_firstUnsaved) : 0;
}

int StoreSync::unsavedTurns() const
{
    const int events = unsavedEvents();
    if (!events) return 0;
    const auto& all = m_match->record().events;
    const auto places = std::count_if(all.end() - events, all.end(), [](const sl::Event& e) {
        return e.type == sl::EventType::Place;
    });
    return std::max(1, int(places));
}

bool StoreSync::retry()
{
    if (!m_failing || !m_match || !m_store) return !m_failing;
    const sl::GameRecord& record = m_match->record();
    const std::vector<sl::Event>& events = record.events;
    const int turns = unsavedTurns();
    qint64 newId = 0;
    if (m_store->lastErrorKind() == StoreError::FileGone) {
        // The database file was replaced or removed: open what is there now and store the whole
        // game again, as a new game of that database.
        if (!m_store->reopen()) return false;
        newId = m_store->insertRecord(record);
        if (!newId) return false;
        m_gameId = newId;
    } else {
        // A write reported as failed may still have reached the file: continue after what is there.
        const int stored = m_store->storedEvents(m_gameId);
        if (stored < 0 || std::size_t(stored) > events.size()) return false;
        const std::size_t first = std::max(m_firstUnsaved, std::size_t(stored));
        const std::vector<sl::Event> kept(events.begin() + std::ptrdiff_t(first), events.end());
        if (!kept.empty() && !m_store->appendEvents(m_gameId, int(first), kept, m_match->state()))
            return false;
    }
    m_failing = false;
    m_retry->stop();
    emit recovered(turns, newId);
    return true;
}

} // namespace slapp
