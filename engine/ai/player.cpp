// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The player interface, the levels and the factory.
#include "player.h"

#include "greedy.h"
#include "rules/rng.h"
#include "search.h"

#include <array>
#include <chrono>

namespace sl::ai {

Event Player::decide(const GameState& state, const std::atomic<bool>* cancel)
{
    const auto t0 = std::chrono::steady_clock::now();
    auto done = [&](Event e) {
        m_info.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return e;
    };
    if (state.phase() == Phase::PlaceTile) {
        m_plan.reset();
        if (state.countPlacements() == 0) return done(Event::discard()); // R-TURN-1a
        const TurnAction a = chooseTurn(state, cancel);
        m_plan = Plan{state.turn(), static_cast<int>(state.tiles().size()), state.drawnTile(),
                      a.place, a.meeple};
        return done(Event::placeTile(a.place));
    }
    if (state.phase() != Phase::PlaceMeeple)
        return done(Event{}); // not a decision point: refused by GameState::apply
    const PlacedTile& t = state.tiles()[static_cast<std::size_t>(state.lastPlacedTile())];
    std::optional<Plan> plan;
    plan.swap(m_plan);
    if (plan && plan->turn == state.turn() &&
        plan->tiles + 1 == static_cast<int>(state.tiles().size()) && plan->tile == t.type &&
        plan->place == Placement{t.x, t.y, t.rot} && state.isLegalMeeple(plan->meeple)) {
        m_info.iterations = 0;
        return done(Event::meepleMove(plan->meeple));
    }
    return done(Event::meepleMove(chooseMeeple(state, cancel)));
}

TurnAction Player::planTurn(const GameState& state, const std::atomic<bool>* cancel)
{
    if (state.phase() != Phase::PlaceTile || state.countPlacements() == 0) return {};
    return chooseTurn(state, cancel);
}

std::uint64_t Player::decisionSeed(const GameState& state) const
{
    // The seed mixed with where the game stands: one decision, one stream.
    std::uint64_t z = m_seed;
    for (std::uint64_t v :
         {std::uint64_t(state.turn()), std::uint64_t(state.tiles().size()),
          std::uint64_t(state.phase()), std::uint64_t(state.bag().size()),
          std::uint64_t(state.drawnTile() + 1), std::uint64_t(state.currentPlayer())}) {
        z = mixSeed(z, v);
    }
    return z;
}

namespace {
constexpr std::array<std::string_view, 6> kKindNames{"random", "greedy", "easy",
                                                     "normal", "hard",   "expert"};
} // namespace

std::string_view token(Kind k)
{
    return kKindNames[static_cast<std::size_t>(k)];
}

std::optional<Kind> kindFromString(std::string_view s)
{
    for (std::size_t i = 0; i < kKindNames.size(); ++i)
        if (kKindNames[i] == s) return static_cast<Kind>(i);
    return std::nullopt;
}

std::unique_ptr<Player> makePlayer(Level level, std::uint64_t seed, const Budget& budget)
{
    if (level == Level::Easy) return std::make_unique<GreedyPlayer>(seed, 1.0);
    SearchOptions o = *levelOptions(level);
    o.iterations = budget.iterations.value_or(o.iterations);
    o.seconds = budget.seconds.value_or(o.seconds);
    o.threads = std::max(1, budget.threads.value_or(o.threads));
    // The level's token names the player ("normal", "hard", "expert").
    const auto kind = static_cast<Kind>(static_cast<int>(Kind::Easy) + static_cast<int>(level));
    return std::make_unique<SearchPlayer>(seed, o, std::string(token(kind)));
}

std::optional<Level> levelOf(Kind k)
{
    static_assert(int(Kind::Expert) - int(Kind::Easy) == int(Level::Expert),
                  "the levels' kinds are in the levels' order");
    if (k < Kind::Easy || k > Kind::Expert) return std::nullopt;
    return static_cast<Level>(static_cast<int>(k) - static_cast<int>(Kind::Easy));
}

std::unique_ptr<Player> makePlayer(Kind kind, std::uint64_t seed, const Budget& budget)
{
    if (const auto level = levelOf(kind)) return makePlayer(*level, seed, budget);
    if (kind == Kind::Random) return std::make_unique<RandomTurnPlayer>(seed);
    return std::make_unique<GreedyPlayer>(seed);
}

} // namespace sl::ai
