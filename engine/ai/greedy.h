// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/rng.h"
#include "turns.h"

namespace sl::ai {

/**
 * The greedy value of every action of `options` for the player to move in `state`: the
 * expected projected score of its side after the turn minus the mean of the other sides'
 * (marginOverMean), battles counted with their exact odds (expectedAfterBattles).
 */
std::vector<double> greedyValues(const GameState& state, const TurnOptions& options);

/**
 * Index of the best value; equal values (within 1e-9) are broken uniformly at random, so that
 * equal placements are not always taken in frontier order. `temperature` > 0 instead draws an
 * index with probability proportional to exp(value / temperature) (the Easy level).
 */
int pickByValue(const std::vector<double>& values, Rng& rng, double temperature = 0.0);

/**
 * Greedy: the turn with the best immediate expected gain (greedyValues). With a temperature
 * it plays softmax over the same values: the Easy level.
 */
class GreedyPlayer final : public Player
{
public:
    explicit GreedyPlayer(std::uint64_t seed, double temperature = 0.0)
        : Player(seed), m_temperature(temperature)
    {
    }
    std::string name() const override { return m_temperature > 0 ? "easy" : "greedy"; }

protected:
    TurnAction chooseTurn(const GameState& state, const std::atomic<bool>* cancel) override;
    MeepleMove chooseMeeple(const GameState& state, const std::atomic<bool>* cancel) override;

private:
    TurnAction choose(const GameState& state);
    double m_temperature;
};

/** Random: a uniform legal placement, then a uniform meeple option (as RandomPlayer). */
class RandomTurnPlayer final : public Player
{
public:
    explicit RandomTurnPlayer(std::uint64_t seed) : Player(seed) {}
    std::string name() const override { return "random"; }

protected:
    TurnAction chooseTurn(const GameState& state, const std::atomic<bool>* cancel) override;
    MeepleMove chooseMeeple(const GameState& state, const std::atomic<bool>* cancel) override;
};

} // namespace sl::ai
