// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "hintadvisor.h"

#include "ai/turns.h"
#include "common/backgroundtask.h"

namespace slapp {

Hint evaluateTurn(const sl::GameState& state, const sl::ai::TurnAction& action)
{
    Hint hint;
    hint.action = action;
    const sl::ai::TurnOptions options(state);
    for (int i = 0; i < options.size(); ++i) {
        if (!(options.action(i) == action)) continue;
        const int side = sl::ai::perspectiveOf(state).side;
        const auto before = sl::ai::expectedAfterBattles(state);
        const auto after = sl::ai::expectedAfterBattles(options.apply(i));
        hint.gain = after[static_cast<std::size_t>(side)] - before[static_cast<std::size_t>(side)];
        hint.placed = std::make_shared<const sl::GameState>(options.placed(i));
        break;
    }
    return hint;
}

HintAdvisor::HintAdvisor(QObject* parent) : QObject(parent), m_task(new slui::BackgroundTask(this))
{
    connect(m_task, &slui::BackgroundTask::runningChanged, this, &HintAdvisor::runningChanged);
}

void HintAdvisor::request(const sl::GameState& state, std::size_t key)
{
    auto result = std::make_shared<Hint>();
    const sl::ai::Budget budget = m_budget;
    m_task->start(
        [snapshot = state, key, budget, result](const std::atomic<bool>* cancel) {
            auto player = sl::ai::makePlayer(sl::ai::Level::Hard, seedFor(key), budget);
            *result = evaluateTurn(snapshot, player->planTurn(snapshot, cancel));
            result->key = key;
        },
        [this, result] {
            if (result->placed) emit ready(*result);
        });
}

void HintAdvisor::cancel()
{
    m_task->cancel();
}

bool HintAdvisor::isRunning() const
{
    return m_task->isRunning();
}

} // namespace slapp
