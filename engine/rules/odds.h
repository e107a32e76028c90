// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <vector>

/** Exact battle odds (RULES.md §5), computed from the dice distributions, never sampled. */
namespace sl {

/** One side of a battle as the odds see it. */
struct BattleSideSpec
{
    int dice = 1;            ///< 1–3 (R-BAT-1)
    bool lightsaber = false; ///< +1 to the highest die (R-BAT-7)
    bool blaster = false;    ///< one die is the yellow 3–8 die (R-BAT-7)
};

/** P(result = v) for v = 0..9 of one roll of a side: its highest die plus a lightsaber. */
std::vector<double> rollDistribution(const BattleSideSpec& side);

/**
 * Probability that each side wins the whole battle, ties re-rolled among the tied sides
 * (R-BAT-2, R-BAT-3). Sums to 1. Up to 6 sides.
 */
std::vector<double> battleWinProbabilities(const std::vector<BattleSideSpec>& sides);

} // namespace sl
