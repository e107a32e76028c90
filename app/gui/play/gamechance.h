// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/record.h"

#include <cstddef>
#include <memory>
#include <vector>

/** Where the tiles drawn and the dice rolled of a game on the board come from. */
namespace slapp {

/** New outcomes: from the seed the players chose (the same game again, also after a resume at
 *  event `events`), or from a generator seeded here and never stored, so nothing kept tells
 *  what comes. */
std::unique_ptr<sl::RandomChance> liveChance(const sl::GameSetup& setup, std::size_t events);

/** The chance outcomes of a stored game, in order from event `from` (the discards settle() makes
 *  itself are skipped); past the end, those of `live`. */
class RecordedChance final : public sl::ChanceSource
{
public:
    RecordedChance(const std::vector<sl::Event>& events, std::size_t from, sl::ChanceSource& live)
        : m_events(events), m_next(from), m_live(live)
    {
    }
    sl::Event next(const sl::GameState& state) override;

private:
    const std::vector<sl::Event>& m_events;
    std::size_t m_next;
    sl::ChanceSource& m_live;
};

} // namespace slapp
