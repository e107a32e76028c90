// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <cstdint>

namespace sl {

/**
 * One splitmix64 step over `seed` and a value: an independent, reproducible seed per (seed,
 * value), for deriving a generator's seed from a game seed and where the game stands.
 */
constexpr std::uint64_t mixSeed(std::uint64_t seed, std::uint64_t value)
{
    std::uint64_t z = seed + 0x9e3779b97f4a7c15ull + value;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/**
 * Small, fast, seedable generator (xoshiro256** seeded through splitmix64). Deterministic on
 * every platform, so a seed reproduces a simulated game exactly.
 */
class Rng
{
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    /**
     * The n-th of a family of generators from one seed, each independent of the others (for
     * "the n-th playout of every turn draws the same tiles"). Not Rng(seed + c * n): seeds one
     * splitmix64 step apart would share three of their four state words.
     */
    static Rng stream(std::uint64_t seed, std::uint64_t n) { return Rng(mixSeed(seed, n)); }

    /** The four state words (for tests of independence). */
    const std::uint64_t (&state() const)[4] { return m_s; }

    void reseed(std::uint64_t seed)
    {
        for (auto& w : m_s) {
            seed += 0x9e3779b97f4a7c15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            w = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    /** Uniform integer in [0, n), n > 0 (multiply-shift with rejection, no modulo bias). */
    std::uint32_t below(std::uint32_t n)
    {
        std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
        auto low = std::uint32_t(m);
        if (low < n) {
            const std::uint32_t threshold = (0u - n) % n;
            while (low < threshold) {
                m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
                low = std::uint32_t(m);
            }
        }
        return std::uint32_t(m >> 32);
    }

    /** Uniform integer in [lo, hi]. */
    int range(int lo, int hi) { return lo + static_cast<int>(below(std::uint32_t(hi - lo + 1))); }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4]{};
};

} // namespace sl
