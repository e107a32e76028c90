// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The review's valuation of a decision worked out again in the test, from the coupled playouts
// themselves (coupledPlayouts, tested on its own in tst_playouts): each turn's mean margin, the
// paired difference's mean and standard error by the textbook formulas, a batch more while the 95 %
// interval holds 1, 3 or 8 points, at most four batches, and the loss counted as the rules of
// engine/ai/README.md ("The review") say. Shared by tst_analysis and tst_puzzle.
#pragma once

#include "ai/analysis.h"
#include "ai/playout.h"
#include "ai/search.h"

#include <cmath>
#include <vector>

namespace sltest {

struct OracleReview
{
    std::vector<double> margins; ///< per turn, over all the playouts played
    std::vector<double> wins;
    int playouts = 0;        ///< played
    int valuedBy = 0;        ///< the values' playouts: all with a loss, else the first batch
    double difference = 0.0; ///< turns[1] minus turns[0], mean
    double standardError = 0.0;
    double loss = 0.0; ///< the points lost the review should report
};

/** `turns[0]` is the played turn (the reference), `turns[1]` the proposal, more after them. */
inline OracleReview oracleReview(const sl::GameState& state,
                                 const std::vector<sl::ai::TurnAction>& turns,
                                 const sl::ai::AnalysisOptions& options, std::uint64_t seed)
{
    const int me = state.sideOf(state.currentPlayer());
    std::vector<sl::GameState> after;
    for (const sl::ai::TurnAction& t : turns) {
        sl::GameState s = state;
        s.apply(sl::Event::placeTile(t.place));
        s.apply(sl::Event::meepleMove(t.meeple));
        after.push_back(s);
    }
    const sl::ai::PlayoutPolicy policy = sl::ai::levelOptions(sl::ai::Level::Hard)->playout;
    OracleReview r;
    r.margins.assign(turns.size(), 0.0);
    r.wins.assign(turns.size(), 0.0);
    std::vector<double> differences;
    std::vector<double> firstMargins, firstWins;
    const int batch = std::max(1, options.playouts);
    for (int round = 0; round < 4; ++round) {
        for (int k = round * batch; k < (round + 1) * batch; ++k) {
            std::vector<sl::GameState> games = after;
            std::vector<sl::GameState*> followers;
            for (std::size_t i = 1; i < games.size(); ++i)
                followers.push_back(&games[i]);
            sl::ai::coupledPlayouts(games[0], followers, sl::mixSeed(seed, std::uint64_t(k)),
                                    policy);
            std::vector<double> m;
            for (std::size_t i = 0; i < games.size(); ++i) {
                const auto scores = sl::ai::scoresNow(games[i]);
                const double margin = double(scores[std::size_t(me)] - scores[std::size_t(1 - me)]);
                m.push_back(margin);
                r.margins[i] += margin;
                r.wins[i] += margin > 0 ? 1.0 : margin == 0 ? 0.5 : 0.0;
            }
            if (m.size() > 1) differences.push_back(m[1] - m[0]);
        }
        r.playouts = (round + 1) * batch;
        if (round == 0) {
            firstMargins = r.margins;
            firstWins = r.wins;
        }
        if (differences.empty()) break;
        double mean = 0.0;
        for (double d : differences)
            mean += d / double(differences.size());
        double squares = 0.0;
        for (double d : differences)
            squares += (d - mean) * (d - mean);
        const double n = double(differences.size());
        r.difference = mean;
        r.standardError = n > 1 ? std::sqrt(squares / (n - 1) / n) : INFINITY;
        const double half = 1.96 * r.standardError;
        bool open = false;
        for (double t : {1.0, 3.0, 8.0})
            open = open || std::abs(mean - t) < half;
        if (!open) break;
    }
    const double low = r.difference - 1.96 * r.standardError;
    r.loss = low <= 0 ? 0.0 : r.difference;
    for (double t : {1.0, 3.0, 8.0})
        if (low > 0 && low < t && t <= r.difference) r.loss = low;
    if (r.loss == 0.0) {
        r.margins = firstMargins;
        r.wins = firstWins;
    }
    r.valuedBy = r.loss > 0.0 ? r.playouts : batch;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        r.margins[i] /= r.valuedBy;
        r.wins[i] /= r.valuedBy;
    }
    return r;
}

} // namespace sltest
