// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "odds.h"

#include <array>
#include <cassert>

namespace sl {
namespace {
constexpr int kValues = 10; // results 0..9

double dieAtMost(bool yellow, int m)
{
    const int lo = yellow ? 3 : 1;
    const int faces = m - lo + 1;
    return faces <= 0 ? 0.0 : faces >= 6 ? 1.0 : faces / 6.0;
}

using Dist = std::array<double, kValues>;

Dist distribution(const BattleSideSpec& s)
{
    // P(max <= m) is the product over the side's dice; the lightsaber shifts the result by 1.
    const int shift = s.lightsaber ? 1 : 0;
    Dist cdf{};
    for (int v = 0; v < kValues; ++v) {
        const int m = v - shift;
        double p = 1.0;
        for (int d = 0; d < s.dice; ++d)
            p *= dieAtMost(s.blaster && d == 0, m);
        cdf[static_cast<std::size_t>(v)] = p;
    }
    Dist pmf{};
    for (int v = 0; v < kValues; ++v)
        pmf[static_cast<std::size_t>(v)] =
            cdf[static_cast<std::size_t>(v)] - (v > 0 ? cdf[static_cast<std::size_t>(v - 1)] : 0.0);
    return pmf;
}

} // namespace

std::vector<double> rollDistribution(const BattleSideSpec& side)
{
    const Dist d = distribution(side);
    return {d.begin(), d.end()};
}

std::vector<double> battleWinProbabilities(const std::vector<BattleSideSpec>& sides)
{
    const int n = static_cast<int>(sides.size());
    assert(n >= 1 && n <= 6);
    std::vector<Dist> pmf, cdf;
    for (const BattleSideSpec& s : sides) {
        Dist p = distribution(s);
        Dist c{};
        double acc = 0;
        for (int v = 0; v < kValues; ++v)
            c[static_cast<std::size_t>(v)] = acc += p[static_cast<std::size_t>(v)];
        pmf.push_back(p);
        cdf.push_back(c);
    }
    // win[S][i]: probability that i wins when exactly the sides in S are still fighting.
    const int full = (1 << n) - 1;
    std::vector<std::array<double, 6>> win(static_cast<std::size_t>(full + 1));
    for (int S = 1; S <= full; ++S) {
        auto& w = win[static_cast<std::size_t>(S)];
        w.fill(0.0);
        if (__builtin_popcount(S) == 1) {
            w[static_cast<std::size_t>(__builtin_ctz(S))] = 1.0;
            continue;
        }
        double selfTie = 0.0; // probability that every side in S ties at the top
        for (int v = 0; v < kValues; ++v) {
            // T: the sides that rolled the top value v; all others in S rolled below v.
            for (int T = S; T; T = (T - 1) & S) {
                double p = 1.0;
                for (int i = 0; i < n && p > 0; ++i) {
                    if (!(S & (1 << i))) continue;
                    p *= (T & (1 << i))
                             ? pmf[static_cast<std::size_t>(i)][static_cast<std::size_t>(v)]
                             : (v > 0 ? cdf[static_cast<std::size_t>(i)]
                                           [static_cast<std::size_t>(v - 1)]
                                      : 0.0);
                }
                if (p == 0) continue;
                if (T == S) {
                    selfTie += p;
                    continue;
                }
                for (int i = 0; i < n; ++i)
                    if (T & (1 << i))
                        w[static_cast<std::size_t>(i)] +=
                            p * win[static_cast<std::size_t>(T)][static_cast<std::size_t>(i)];
            }
        }
        for (double& x : w)
            x /= (1.0 - selfTie);
    }
    const auto& w = win[static_cast<std::size_t>(full)];
    return {w.begin(), w.begin() + n};
}

} // namespace sl
