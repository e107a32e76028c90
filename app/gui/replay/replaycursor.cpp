// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "replaycursor.h"

#include <algorithm>

namespace slapp {

ReplayCursor::ReplayCursor(sl::GameRecord record, QObject* parent)
    : slui::GameView(parent), m_record(std::move(record))
{
    m_stats = sl::computeStatistics(m_record);
    m_turns = sl::summarizeTurns(m_record);
    const sl::ReplayResult end = sl::replay(m_record);
    m_finished = end.state && end.state->phase() == sl::Phase::GameOver;
    m_state = sl::replay(m_record, 0).state;
}

bool ReplayCursor::isTurnInProgress(std::size_t turn) const
{
    return !m_finished && turn + 1 == m_turns.size() && m_turns[turn].tile < 0;
}

void ReplayCursor::setPosition(std::size_t n)
{
    n = std::min(n, length());
    if (n == m_position && m_state) return;
    if (n > m_position) {
        // Forward: apply the events in between (cheap); backward: replay from the start.
        for (std::size_t i = m_position; i < n; ++i)
            m_state->apply(m_record.events[i]);
    } else {
        m_state = sl::replay(m_record, n).state;
    }
    m_position = n;
    emit changed();
}

int ReplayCursor::turnIndex() const
{
    for (std::size_t t = 0; t < m_turns.size(); ++t)
        if (m_position <= m_turns[t].endEvent && m_position > m_turns[t].firstEvent) return int(t);
    return m_position == 0 ? -1 : int(m_turns.size()) - 1;
}

void ReplayCursor::jumpToTurn(int index)
{
    if (index < 0) {
        setPosition(0);
        return;
    }
    index = std::min(index, int(m_turns.size()) - 1);
    if (index >= 0) setPosition(m_turns[static_cast<std::size_t>(index)].endEvent);
}

void ReplayCursor::moveTurns(int count)
{
    // Positions are turn ends. From the middle of a turn, one step back goes to the end of the
    // turn before (= the start of this one) and one step forward to the end of this turn.
    const int current = turnIndex();
    const bool atTurnEnd =
        current < 0 || m_position == m_turns[static_cast<std::size_t>(current)].endEvent;
    const int target = !atTurnEnd && count > 0 ? current + count - 1 : current + count;
    jumpToTurn(std::clamp(target, -1, int(m_turns.size()) - 1));
}

std::size_t ReplayCursor::continuablePosition(std::size_t n) const
{
    n = std::min(n, length());
    for (std::size_t p = n + 1; p-- > 0;) {
        const sl::ReplayResult r = sl::replay(m_record, p);
        const sl::Phase ph = r.state->phase();
        if (ph == sl::Phase::DrawTile ||
            (ph == sl::Phase::PlaceTile && r.state->countPlacements() > 0))
            return p;
    }
    return 0;
}

} // namespace slapp
