// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The search's tree (internal to search.cpp): the root's turns and, below them, the following
// players' replies as nodes (engine/ai/README.md, "The search").
#pragma once

#include "search.h"

#include <memory>
#include <vector>

namespace sl::ai {

/** Visits and summed rewards of one choice. */
struct Stat
{
    int n = 0;
    double w = 0.0;
};

/** The indices of `values`, highest value first (ties in index order). */
std::vector<int> greedyOrder(const std::vector<double>& values);

/**
 * A player's choice in the tree with one tile drawn: its turns in greedy order, with
 * statistics, and below each turn the nodes of the next player's tiles. A node is listed
 * (its turns made) when it is reached the `expandAt`-th time; before that a playout goes on
 * from it.
 */
struct ReplyNode
{
    explicit ReplyNode(int t) : tile(t) {}
    int tile;
    int n = 0;            ///< replies chosen here
    int arrived = 0;      ///< times reached while not listed yet
    bool listing = false; ///< being listed by a playout of the batch (shared tree)
    std::vector<TurnAction> turns;
    std::vector<Stat> stats;
    std::vector<std::vector<std::unique_ptr<ReplyNode>>> below; ///< per turn, per tile drawn next
};

/** One reply chosen on the way down: its statistics and whose reward they collect. */
struct Step
{
    Stat* stat = nullptr;
    Perspective who;
};

/**
 * The statistics of one search: the root's turns and the reply nodes below them. Choosing
 * counts a visit at once (with `SearchOptions::shared` several playouts run before their
 * rewards come back: a visit without its reward yet is a "virtual loss" that steers the next
 * choices elsewhere); update() adds the reward.
 */
class SearchTree
{
public:
    SearchTree(const GameState& state, const TurnOptions& options, const std::vector<int>& order,
               const SearchOptions& opt);

    /** The root turn to play next by UCB1 (each turn tried once first, in greedy order). */
    int selectRoot();
    /**
     * After root turn `a` (its meeple played in `s`): up to `SearchOptions::replies` following
     * turns (at most one of every other player) chosen in the tree, each after its battles (rolled
     * dice) and its tile drawn from the bag (a chance node); `path` gets the replies chosen. A node
     * to be listed is listed here, or with `defer` returned (`s` at it) for list() and the playout
     * to go on from it.
     */
    ReplyNode* descend(GameState& s, int a, Rng& rng, std::vector<Step>& path, bool defer);
    /** Lists the turns of `node`, reached in `s`, in greedy order. */
    static void list(ReplyNode& node, const GameState& s);
    /** Adds the playout's end `end` to root turn `a` and to the replies of `path`. */
    void update(int a, const std::vector<Step>& path, const GameState& end);

    const std::vector<Stat>& stats() const { return m_stats; }
    int total() const { return m_total; }

private:
    int selectReply(const ReplyNode& node) const;
    ReplyNode& nodeFor(std::vector<std::unique_ptr<ReplyNode>>& nodes, int tile);

    const std::vector<int>& m_order;
    const SearchOptions& m_opt;
    Perspective m_who;
    int m_levels; ///< following turns in the tree: `replies`, at most one per other player
    std::vector<Stat> m_stats;
    int m_total = 0;
    std::vector<std::vector<std::unique_ptr<ReplyNode>>> m_replies; ///< per root turn, per tile
};

} // namespace sl::ai
