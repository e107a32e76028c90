// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "reports.h"

#include <optional>

namespace slapp {

/**
 * Builds the report of a battle (who fought with how many dice, every roll, ties, withdrawals,
 * the winner) from the rules' effects as they come, for the battle dialog and the log.
 */
class BattleRecorder
{
public:
    /** A new event's effects follow (its dice are a roll of their own). */
    void nextEvent() { m_newRoll = true; }
    /** Feeds one effect of the rules (an event applied to `state`); returns the battle it
     *  finished, if any. Effects other than a battle's are ignored. */
    std::optional<BattleReport> add(const sl::GameState& state, const sl::Effect& fx);
    void clear()
    {
        m_battle.reset();
        m_newRoll = true;
    }

private:
    void start(const sl::GameState& s, const sl::Effect& fx);
    void roll(const sl::Effect& fx);
    void points(const sl::Effect& fx);

    std::optional<BattleReport> m_battle;
    bool m_newRoll = true;
};

} // namespace slapp
