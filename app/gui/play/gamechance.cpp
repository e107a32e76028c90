// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "gamechance.h"

#include <QRandomGenerator>

namespace slapp {

std::unique_ptr<sl::RandomChance> liveChance(const sl::GameSetup& setup, std::size_t events)
{
    return std::make_unique<sl::RandomChance>(setup.seeded
                                                  ? sl::resumeSeed(setup.seed, events)
                                                  : QRandomGenerator::system()->generate64());
}

sl::Event RecordedChance::next(const sl::GameState& state)
{
    while (m_next < m_events.size() && m_events[m_next].type == sl::EventType::Discard)
        ++m_next;
    return m_next < m_events.size() ? m_events[m_next++] : m_live.next(state);
}

} // namespace slapp
