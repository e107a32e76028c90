// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/state.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

/** Computer players (issue 9): C++20 and the rules engine only, no Qt. */
namespace sl::ai {

/** A whole turn: where the drawn tile goes and the meeple decision that follows (R-TURN-1, -2). */
struct TurnAction
{
    Placement place;
    MeepleMove meeple;
    bool operator==(const TurnAction&) const = default;
};

/** What a player knows about its last decision, for the match statistics and hints. */
struct DecisionInfo
{
    int iterations = 0;   ///< search iterations (playouts) run, 0 for the simple players
    double seconds = 0.0; ///< time spent deciding
};

/**
 * A computer player. decide() is called at each of the player's decision points (PlaceTile,
 * then PlaceMeeple) and returns a legal event for it. A player plans the whole turn at
 * PlaceTile and answers the PlaceMeeple that follows from that plan. Decisions depend only on
 * the seed, the budget, the number of search threads and the states seen (with an iteration
 * budget that no time limit cuts short; a time limit that stops a search depends on the
 * machine). One player object serves one seat; it is not shared between threads, but
 * cancel() may be called from any thread.
 */
class Player
{
public:
    virtual ~Player() = default;
    Player(const Player&) = delete; // a base: copied, a player would be sliced
    Player& operator=(const Player&) = delete;

    /**
     * The decision at `state`'s current decision point: Place (or Discard when the tile fits
     * nowhere) at PlaceTile, Meeple at PlaceMeeple. When `cancel` becomes true the player
     * stops thinking at once and returns the best decision found so far (always legal).
     */
    Event decide(const GameState& state, const std::atomic<bool>* cancel = nullptr);
    /** The whole turn the player would play from a PlaceTile state (for hints and analysis). */
    TurnAction planTurn(const GameState& state, const std::atomic<bool>* cancel = nullptr);

    const DecisionInfo& lastDecision() const { return m_info; }
    virtual std::string name() const = 0;

protected:
    /** The whole turn from a PlaceTile state whose tile fits somewhere. */
    virtual TurnAction chooseTurn(const GameState& state, const std::atomic<bool>* cancel) = 0;
    /** The meeple decision from a PlaceMeeple state (when no plan of this player applies). */
    virtual MeepleMove chooseMeeple(const GameState& state, const std::atomic<bool>* cancel) = 0;
    /** A generator seed for the decision at `state`, mixed from the player's seed. */
    std::uint64_t decisionSeed(const GameState& state) const;

    explicit Player(std::uint64_t seed) : m_seed(seed) {}
    DecisionInfo m_info;

private:
    std::uint64_t m_seed;
    /** The planned meeple of the current turn, valid for the state it was planned for. */
    struct Plan
    {
        int turn = -1;
        int tiles = -1;
        int tile = -1;
        Placement place;
        MeepleMove meeple;
    };
    std::optional<Plan> m_plan;
};

/** Levels offered to users (docs/manual.md, "Computer players"; engine/ai/README.md). */
enum class Level : std::uint8_t { Easy, Normal, Hard, Expert };

/** The players a match or a seat can use: the four levels and the reference players. */
enum class Kind : std::uint8_t { Random, Greedy, Easy, Normal, Hard, Expert };

std::string_view token(Kind k);
std::optional<Kind> kindFromString(std::string_view s);
/** The level a kind plays at; none for the reference players (Random, Greedy). */
std::optional<Level> levelOf(Kind k);

/** Overrides of a player's budget; what is not given is the level's own. */
struct Budget
{
    std::optional<int> iterations; ///< search iterations per decision; 0: no limit
    std::optional<double> seconds; ///< wall-clock limit per decision; 0: no limit
    std::optional<int> threads;    ///< search threads (root parallelism)
};

/** A player of a level, deterministic for `seed` (with an iteration budget and fixed threads). */
std::unique_ptr<Player> makePlayer(Level level, std::uint64_t seed, const Budget& budget = {});
/** A player of any kind. */
std::unique_ptr<Player> makePlayer(Kind kind, std::uint64_t seed, const Budget& budget = {});

} // namespace sl::ai
