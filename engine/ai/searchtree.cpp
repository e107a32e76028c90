// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The search's tree: UCB1 at the root and at the reply nodes below it.
#include "searchtree.h"

#include "greedy.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace sl::ai {
namespace {

/** 0.5 + 0.5 tanh(margin / 20) for `who`, from the scores of every side. */
double rewardFrom(const std::array<int, kMaxPlayers>& scores, Perspective who)
{
    constexpr double kMarginScale = 20.0; // points: a lead of 20 is worth 0.88
    int best = std::numeric_limits<int>::min();
    for (int side = 0; side < who.sides; ++side)
        if (side != who.side) best = std::max(best, scores[static_cast<std::size_t>(side)]);
    const double margin = scores[static_cast<std::size_t>(who.side)] - best;
    return 0.5 + 0.5 * std::tanh(margin / kMarginScale);
}

/** UCB1 over the first `count` choices in `order` (all of them tried once first, in order). */
template <typename Index>
int ucb(const std::vector<Stat>& stats, int parentVisits, double exploration, std::size_t count,
        Index index)
{
    const double logN = std::log(double(std::max(1, parentVisits)));
    int best = index(0);
    double bestScore = -1e300;
    for (std::size_t k = 0; k < count; ++k) {
        const int a = index(k);
        const Stat& st = stats[static_cast<std::size_t>(a)];
        if (st.n == 0) return a;
        const double score = st.w / st.n + exploration * std::sqrt(logN / st.n);
        if (score > bestScore) {
            bestScore = score;
            best = a;
        }
    }
    return best;
}

} // namespace

std::vector<int> greedyOrder(const std::vector<double>& values)
{
    std::vector<int> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return values[static_cast<std::size_t>(a)] > values[static_cast<std::size_t>(b)];
    });
    return order;
}

SearchTree::SearchTree(const GameState& state, const TurnOptions& options,
                       const std::vector<int>& order, const SearchOptions& opt)
    : m_order(order), m_opt(opt), m_who(perspectiveOf(state)),
      m_levels(std::clamp(opt.replies, 0, state.playerCount() - 1)),
      m_stats(static_cast<std::size_t>(options.size()))
{
    if (m_levels > 0) m_replies.resize(static_cast<std::size_t>(options.size()));
}

int SearchTree::selectRoot()
{
    const int a = ucb(m_stats, m_total, m_opt.exploration, m_order.size(),
                      [this](std::size_t k) { return m_order[k]; });
    ++m_stats[static_cast<std::size_t>(a)].n;
    ++m_total;
    return a;
}

int SearchTree::selectReply(const ReplyNode& node) const
{
    const auto open = static_cast<std::size_t>(
        openReplies(node.n, m_opt.widening, static_cast<int>(node.turns.size())));
    return ucb(node.stats, node.n, m_opt.exploration, open,
               [](std::size_t k) { return static_cast<int>(k); });
}

ReplyNode& SearchTree::nodeFor(std::vector<std::unique_ptr<ReplyNode>>& nodes, int tile)
{
    auto it =
        std::find_if(nodes.begin(), nodes.end(), [tile](const auto& r) { return r->tile == tile; });
    if (it != nodes.end()) return **it;
    nodes.push_back(std::make_unique<ReplyNode>(tile));
    return *nodes.back();
}

void SearchTree::list(ReplyNode& node, const GameState& s)
{
    const TurnOptions options(s);
    for (const int i : greedyOrder(greedyValues(s, options)))
        node.turns.push_back(options.action(i));
    node.stats.resize(node.turns.size());
}

ReplyNode* SearchTree::descend(GameState& s, int a, Rng& rng, std::vector<Step>& path, bool defer)
{
    path.clear();
    if (m_levels == 0) return nullptr;
    auto* nodes = &m_replies[static_cast<std::size_t>(a)];
    for (int level = 0; level < m_levels; ++level) {
        while (s.phase() == Phase::Battle) {
            const DieKind k = s.pendingDie();
            s.apply(Event::roll(rng.range(dieMin(k), dieMax(k))));
        }
        if (s.phase() != Phase::DrawTile || s.bag().empty()) return nullptr;
        s.drawAt(rng.below(static_cast<std::uint32_t>(s.bag().size())));
        if (s.phase() != Phase::PlaceTile || s.countPlacements() == 0) return nullptr;
        ReplyNode& node = nodeFor(*nodes, s.drawnTile());
        if (node.turns.empty()) {
            // The next player's node is listed on its first visit; deeper ones once they are
            // reached often enough to be worth the greedy values of every turn.
            if (node.listing || (level > 0 && ++node.arrived < m_opt.expandAt)) return nullptr;
            if (defer) {
                node.listing = true;
                return &node;
            }
            list(node, s);
        }
        const Perspective who = perspectiveOf(s);
        const auto i = static_cast<std::size_t>(selectReply(node));
        ++node.n;
        ++node.stats[i].n;
        // The node's turns were listed in the determinization that made it; another battle
        // outcome above may have freed or taken a realm, so the meeple is checked here.
        playTurnOrPass(s, node.turns[i]);
        path.push_back({&node.stats[i], who});
        if (level + 1 == m_levels) break;
        if (node.below.empty()) node.below.resize(node.turns.size());
        nodes = &node.below[i];
    }
    return nullptr;
}

void SearchTree::update(int a, const std::vector<Step>& path, const GameState& end)
{
    const auto scores = scoresNow(end);
    m_stats[static_cast<std::size_t>(a)].w += rewardFrom(scores, m_who);
    for (const Step& step : path)
        step.stat->w += rewardFrom(scores, step.who); // the replier's side's reward
}

} // namespace sl::ai
