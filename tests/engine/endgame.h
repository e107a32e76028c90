// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Positions near a game's end and a search of them, for the tests of the search tree against
// exhaustive oracles (tst_replysearch, tst_treesearch).
#pragma once

#include "ai/greedy.h"
#include "ai/search.h"
#include "rules/simulate.h"

#include <optional>

namespace sltest {

/** A base game of `players` played at random until `left` tiles are left in the bag after a
 *  draw that fits; nothing when that tile fits nowhere. */
inline std::optional<sl::GameState> atBagSize(std::uint64_t seed, std::size_t left, int players = 2)
{
    const sl::GameSetup setup = sl::makeSetup({players, false, false}, seed);
    sl::GameState s(sl::buildCatalog(setup), setup.config());
    sl::Rng rng(seed);
    sl::RandomPlayer random;
    for (;;) {
        switch (s.phase()) {
        case sl::Phase::GameOver:
            return std::nullopt;
        case sl::Phase::DrawTile:
            s.apply(
                sl::Event::draw(s.bag()[rng.below(static_cast<std::uint32_t>(s.bag().size()))]));
            if (s.bag().size() == left)
                return s.phase() == sl::Phase::PlaceTile && s.countPlacements() > 0
                           ? std::optional(s)
                           : std::nullopt;
            break;
        case sl::Phase::Battle:
            s.apply(
                sl::Event::roll(rng.range(sl::dieMin(s.pendingDie()), sl::dieMax(s.pendingDie()))));
            break;
        default:
            s.apply(random.choose(s, rng));
        }
    }
}

/** The search of `s` with `replies` following turns in its tree, no time limit. */
inline sl::ai::SearchResult searchOf(const sl::GameState& s, int replies, int iterations,
                                     std::uint64_t seed, int threads = 1, bool shared = false,
                                     int expandAt = sl::ai::SearchOptions{}.expandAt)
{
    const sl::ai::TurnOptions options(s);
    sl::ai::SearchOptions opt;
    opt.iterations = iterations;
    opt.threads = threads;
    opt.replies = replies;
    opt.shared = shared;
    opt.expandAt = expandAt;
    return sl::ai::search(s, options, sl::ai::greedyValues(s, options), opt, seed, nullptr);
}

} // namespace sltest
