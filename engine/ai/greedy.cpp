// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The greedy, easy and random players.
#include "greedy.h"

#include <algorithm>
#include <cmath>

namespace sl::ai {

std::vector<double> greedyValues(const GameState& state, const TurnOptions& options)
{
    const Perspective who = perspectiveOf(state);
    std::vector<double> values(static_cast<std::size_t>(options.size()));
    for (int i = 0; i < options.size(); ++i)
        values[static_cast<std::size_t>(i)] =
            marginOverMean(expectedAfterBattles(options.apply(i)), who);
    return values;
}

int pickByValue(const std::vector<double>& values, Rng& rng, double temperature)
{
    const double best = *std::max_element(values.begin(), values.end());
    const auto n = static_cast<int>(values.size());
    if (temperature > 0) {
        std::vector<double> weight(values.size());
        double total = 0;
        for (std::size_t i = 0; i < values.size(); ++i)
            total += weight[i] = std::exp((values[i] - best) / temperature);
        double r = total * static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
        for (int i = 0; i < n; ++i)
            if ((r -= weight[static_cast<std::size_t>(i)]) < 0) return i;
        return n - 1;
    }
    int ties = 0;
    int chosen = 0;
    for (int i = 0; i < n; ++i)
        if (values[static_cast<std::size_t>(i)] >= best - 1e-9 &&
            rng.below(static_cast<std::uint32_t>(++ties)) == 0)
            chosen = i; // reservoir sampling over the best ones
    return chosen;
}

TurnAction GreedyPlayer::choose(const GameState& state)
{
    const TurnOptions options(state);
    const std::vector<double> values = greedyValues(state, options);
    Rng rng(decisionSeed(state));
    const int i = pickByValue(values, rng, m_temperature);
    m_info.iterations = 0;
    return options.action(i);
}

TurnAction GreedyPlayer::chooseTurn(const GameState& state, const std::atomic<bool>*)
{
    return choose(state);
}

MeepleMove GreedyPlayer::chooseMeeple(const GameState& state, const std::atomic<bool>*)
{
    return choose(state).meeple;
}

TurnAction RandomTurnPlayer::chooseTurn(const GameState& state, const std::atomic<bool>*)
{
    Rng rng(decisionSeed(state));
    std::vector<Placement> placements;
    state.legalPlacements(placements);
    GameState placed = state;
    const Placement p = placements[rng.below(static_cast<std::uint32_t>(placements.size()))];
    placed.placeUnchecked(p);
    MeepleChoices c;
    placed.meepleChoices(c);
    return {p, c.at(static_cast<int>(rng.below(static_cast<std::uint32_t>(c.count()))))};
}

MeepleMove RandomTurnPlayer::chooseMeeple(const GameState& state, const std::atomic<bool>*)
{
    Rng rng(decisionSeed(state));
    MeepleChoices c;
    state.meepleChoices(c);
    return c.at(static_cast<int>(rng.below(static_cast<std::uint32_t>(c.count()))));
}

} // namespace sl::ai
