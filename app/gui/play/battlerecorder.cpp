// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "battlerecorder.h"

namespace slapp {

std::optional<BattleReport> BattleRecorder::add(const sl::GameState& state, const sl::Effect& fx)
{
    switch (fx.kind) {
    case sl::Effect::Kind::BattleStart:
        start(state, fx);
        return std::nullopt;
    case sl::Effect::Kind::Roll:
        roll(fx);
        return std::nullopt;
    case sl::Effect::Kind::Tie:
    case sl::Effect::Kind::Withdraw:
        points(fx);
        return std::nullopt;
    case sl::Effect::Kind::Win: {
        m_newRoll = true;
        if (!m_battle) return std::nullopt;
        m_battle->winner = fx.side;
        std::optional<BattleReport> done = std::move(m_battle);
        m_battle.reset();
        return done;
    }
    default:
        return std::nullopt;
    }
}

void BattleRecorder::start(const sl::GameState& s, const sl::Effect& fx)
{
    const sl::RealmInfo realm = s.realmOfNode(fx.realm);
    if (!m_battle) {
        m_battle = BattleReport{};
        m_battle->realm = fx.realmKind;
        m_battle->place = slui::realmLabel(s, fx.realm);
        for (int t : realm.tiles)
            m_battle->cells.append(
                QPoint(s.tiles()[std::size_t(t)].x, s.tiles()[std::size_t(t)].y));
    }
    BattleSideView v;
    v.side = fx.side;
    v.dice = fx.dice;
    for (const auto& [player, slot] : realm.meeples) {
        if (s.sideOf(player) != fx.side) continue;
        if (slot == sl::kMeeplesPerPlayer - 1) // the large meeple's slot
            ++v.largeMeeples;
        else
            ++v.smallMeeples;
    }
    v.symbol = realm.symbols[std::size_t(s.sideFaction(fx.side))] > 0;
    v.rawDice = v.smallMeeples + 2 * v.largeMeeples + (v.symbol ? 1 : 0);
    for (const sl::BattleSide& bs : s.battleSides())
        if (bs.side == fx.side) {
            v.lightsaber = bs.lightsaber;
            v.blaster = bs.blaster;
        }
    m_battle->sides.append(v);
    m_battle->points.append(0);
}

void BattleRecorder::roll(const sl::Effect& fx)
{
    if (!m_battle) return;
    if (m_newRoll) {
        BattleRoll r;
        for (qsizetype i = 0; i < m_battle->sides.size(); ++i) {
            r.dice.append(QList<int>());
            r.results.append(0);
        }
        m_battle->rolls.append(r);
        m_newRoll = false;
    }
    BattleRoll& r = m_battle->rolls.last();
    for (qsizetype i = 0; i < m_battle->sides.size(); ++i) {
        if (m_battle->sides[i].side != fx.side) continue;
        for (int d = 0; d < fx.dice; ++d)
            r.dice[i].append(fx.roll[static_cast<std::size_t>(d)]);
        r.results[i] = fx.value;
    }
}

void BattleRecorder::points(const sl::Effect& fx)
{
    if (!m_battle) return;
    for (qsizetype i = 0; i < m_battle->sides.size(); ++i)
        if (m_battle->sides[i].side == fx.side) m_battle->points[i] += fx.points;
    if (!m_battle->rolls.isEmpty())
        (fx.kind == sl::Effect::Kind::Tie ? m_battle->rolls.last().tied
                                          : m_battle->rolls.last().withdrawn)
            .append(fx.side);
}

} // namespace slapp
