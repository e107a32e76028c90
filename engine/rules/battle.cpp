// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Battles of GameState (RULES.md §5): dice per side, rolls as chance events, ties, withdrawal.
#include "state.h"

#include <algorithm>

namespace sl {

Faction GameState::sideFaction(int side) const
{
    for (int p = 0; p < playerCount(); ++p)
        if (m_sideOf[static_cast<std::size_t>(p)] == side)
            return factionOf(m_config.seats[static_cast<std::size_t>(p)]);
    return Faction::Rebel;
}

void GameState::beginBattle(int root)
{
    m_battleRealm = root;
    m_battle.clear();
    const Node& realm = m_nodes[static_cast<std::size_t>(root)];
    for (int side = 0; side < m_sideCount; ++side) {
        if (!(realm.sideMask & (1u << side))) continue;
        BattleSide bs;
        bs.side = static_cast<std::uint8_t>(side);
        int dice = 0;
        for (int p = 0; p < playerCount(); ++p) {
            if (m_sideOf[static_cast<std::size_t>(p)] != side) continue;
            for (const Meeple& m : m_meeples[static_cast<std::size_t>(p)]) {
                if (m.node < 0 || findRoot(m.node) != root) continue;
                dice += m.large ? 2 : 1; // R-BAT-1, R-TEAM-4
                bs.lightsaber = bs.lightsaber || m.equipment == Equipment::Lightsaber;
                bs.blaster = bs.blaster || m.equipment == Equipment::Blaster;
            }
        }
        if (realm.symbols[static_cast<std::size_t>(sideFaction(side))] > 0) ++dice;
        bs.dice = static_cast<std::uint8_t>(std::min(dice, 3));
        m_battle.push_back(bs);
        effect({.kind = Effect::Kind::BattleStart, .side = side, .dice = bs.dice, .realm = root});
    }
    m_rollSide = 0;
    m_rollDie = 0;
    m_phase = Phase::Battle;
}

DieKind GameState::pendingDie() const
{
    if (m_phase != Phase::Battle) return DieKind::Normal;
    const BattleSide& bs = m_battle[static_cast<std::size_t>(m_rollSide)];
    // R-BAT-7: the blaster's yellow die replaces the side's first normal die.
    return bs.blaster && m_rollDie == 0 ? DieKind::Yellow : DieKind::Normal;
}

void GameState::applyDie(int value)
{
    BattleSide& bs = m_battle[static_cast<std::size_t>(m_rollSide)];
    bs.roll[static_cast<std::size_t>(m_rollDie)] = static_cast<std::uint8_t>(value);
    if (++m_rollDie < bs.dice) return;
    m_rollDie = 0;
    do {
        ++m_rollSide;
    } while (m_rollSide < static_cast<int>(m_battle.size()) &&
             !m_battle[static_cast<std::size_t>(m_rollSide)].active);
    if (m_rollSide == static_cast<int>(m_battle.size())) resolveRound();
}

void GameState::resolveRound()
{
    // R-BAT-2: only each side's highest die counts; R-BAT-7: lightsaber adds 1.
    std::array<int, kMaxPlayers> result{};
    int top = 0;
    for (std::size_t i = 0; i < m_battle.size(); ++i) {
        const BattleSide& bs = m_battle[i];
        if (!bs.active) continue;
        int best = *std::max_element(bs.roll.begin(), bs.roll.begin() + bs.dice);
        result[i] = best + (bs.lightsaber ? 1 : 0);
        top = std::max(top, result[i]);
        effect({.kind = Effect::Kind::Roll,
                .side = bs.side,
                .dice = bs.dice,
                .value = result[i],
                .realm = m_battleRealm,
                .roll = bs.roll});
    }
    int tied = 0;
    for (std::size_t i = 0; i < m_battle.size(); ++i)
        tied += m_battle[i].active && result[i] == top;
    for (std::size_t i = 0; i < m_battle.size(); ++i) {
        BattleSide& bs = m_battle[i];
        if (!bs.active) continue;
        if (result[i] < top) {
            // R-BAT-4: the loser withdraws and scores 1 point per die it rolled.
            bs.active = false;
            addPoints(bs.side, bs.dice, ScoreSource::Battle);
            effect({.kind = Effect::Kind::Withdraw,
                    .side = bs.side,
                    .points = bs.dice,
                    .dice = bs.dice,
                    .realm = m_battleRealm});
            returnMeeples(m_battleRealm, bs.side);
        } else if (tied > 1) {
            // R-BAT-3: each tied side scores 1 point and rolls again.
            addPoints(bs.side, 1, ScoreSource::Battle);
            effect({.kind = Effect::Kind::Tie,
                    .side = bs.side,
                    .points = 1,
                    .dice = bs.dice,
                    .realm = m_battleRealm});
        }
    }
    if (tied > 1) {
        m_rollSide = 0;
        while (!m_battle[static_cast<std::size_t>(m_rollSide)].active)
            ++m_rollSide;
        for (BattleSide& bs : m_battle)
            bs.roll = {};
        return;
    }
    finishBattle();
}

void GameState::finishBattle()
{
    for (const BattleSide& bs : m_battle)
        if (bs.active) // R-BAT-5
            effect({.kind = Effect::Kind::Win,
                    .side = bs.side,
                    .dice = bs.dice,
                    .realm = m_battleRealm});
    if (++m_pendingNext < m_pendingCount) {
        beginBattle(m_pendingBattles[static_cast<std::size_t>(m_pendingNext)]);
        return;
    }
    m_battle.clear();
    m_battleRealm = -1;
    scoreTurn();
    endTurn();
}

} // namespace sl
