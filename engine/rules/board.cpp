// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Board geometry of GameState: the growing grid, the frontier with its packed edge keys, and
// tile placement (R-TILE-1, R-TURN-1).
#include "state.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstring>
#include <type_traits>

namespace sl {
namespace {
constexpr int kInitialWidth = 32;

/** Room for n values: on the stack when they fit there (almost always), else on the heap. */
template <class T, std::size_t kOnStack = 256> class Scratch
{
public:
    explicit Scratch(std::size_t n)
    {
        if (n > kOnStack) m_heap.resize(n);
    }
    T* data() { return m_heap.empty() ? m_stack.data() : m_heap.data(); }

private:
    std::array<T, kOnStack> m_stack;
    std::vector<T> m_heap;
};
} // namespace

/** Set bits of a 4-bit rotation mask, without relying on a popcount instruction. */
constexpr std::array<std::uint8_t, 16> kBits{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

/** The rotations of a 4-bit mask in increasing order (unused slots repeat the last one). */
constexpr std::array<std::array<std::uint8_t, 4>, 16> kRotations = [] {
    std::array<std::array<std::uint8_t, 4>, 16> t{};
    for (unsigned m = 0; m < 16; ++m) {
        int n = 0;
        for (std::uint8_t r = 0; r < 4; ++r)
            if (m & (1u << r)) t[m][static_cast<std::size_t>(n++)] = r;
        for (int i = n; i < 4; ++i)
            t[m][static_cast<std::size_t>(i)] = n ? t[m][static_cast<std::size_t>(n - 1)] : 0;
    }
    return t;
}();

// legalPlacements() writes four placements as three little-endian words; the layout it assumes:
static_assert(sizeof(Placement) == 6 && offsetof(Placement, y) == 2 &&
              offsetof(Placement, rot) == 4 && std::endian::native == std::endian::little);
/** The rotation bytes of kRotations[mask] where they fall in those three words. */
constexpr std::array<std::array<std::uint64_t, 3>, 16> kRotationWords = [] {
    std::array<std::array<std::uint64_t, 3>, 16> t{};
    for (std::size_t m = 0; m < 16; ++m) {
        const auto& r = kRotations[m];
        t[m] = {std::uint64_t(r[0]) << 32, std::uint64_t(r[1]) << 16,
                std::uint64_t(r[2]) | std::uint64_t(r[3]) << 48};
    }
    return t;
}();

void GameState::ensureRoom(int x, int y)
{
    static_assert(std::is_trivial_v<Cell>, "a state's grid is copied as one block");
    if (m_width == 0) {
        m_width = kInitialWidth;
        m_origin = kInitialWidth / 2;
        m_cells.assign(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_width),
                       kEmptyCell);
    }
    auto inside = [&](int v) { return v + m_origin >= 1 && v + m_origin <= m_width - 2; };
    while (!inside(x) || !inside(y)) {
        const int shift = m_width / 2;
        const int newWidth = m_width * 2;
        std::vector<Cell> cells(
            static_cast<std::size_t>(newWidth) * static_cast<std::size_t>(newWidth), kEmptyCell);
        for (int gy = 0; gy < m_width; ++gy)
            for (int gx = 0; gx < m_width; ++gx) {
                const int to = (gy + shift) * newWidth + gx + shift;
                const int from = gy * m_width + gx;
                cells[static_cast<std::size_t>(to)] = m_cells[static_cast<std::size_t>(from)];
            }
        m_cells.swap(cells);
        m_width = newWidth;
        m_origin += shift;
    }
}

void GameState::addFrontier(int cellIndex, int x, int y, int d, EdgeSig edge)
{
    Cell& c = m_cells[static_cast<std::size_t>(cellIndex)];
    if (c.frontierPos < 0) {
        c.frontierPos = static_cast<std::int16_t>(m_frontier.size());
        m_frontier.push_back({static_cast<std::int16_t>(x), static_cast<std::int16_t>(y),
                              static_cast<std::uint8_t>(edge << (2 * d))});
        return;
    }
    std::uint8_t& key = m_frontier[static_cast<std::size_t>(c.frontierPos)].key;
    key = static_cast<std::uint8_t>(key | (edge << (2 * d)));
}

void GameState::putTile(int type, Placement p)
{
    const CatalogType& ct = m_catalog->type(type);
    ensureRoom(p.x, p.y);
    const int index = static_cast<int>(m_tiles.size());
    const auto base = static_cast<std::uint16_t>(m_nodes.size());
    m_tiles.push_back({p.x, p.y, static_cast<std::uint16_t>(type), p.rot, base});

    Cell& cell = m_cells[static_cast<std::size_t>(cellIndex(p.x, p.y))];
    if (cell.frontierPos >= 0) {
        const FrontierCell moved = m_frontier.back();
        m_frontier[static_cast<std::size_t>(cell.frontierPos)] = moved;
        m_cells[static_cast<std::size_t>(cellIndex(moved.x, moved.y))].frontierPos =
            cell.frontierPos;
        m_frontier.pop_back();
        cell.frontierPos = -1;
    }
    cell.tile = static_cast<std::uint16_t>(index + 1);

    // Filled in place: a Node built on the stack and copied stalls on store forwarding.
    m_nodes.resize(base + static_cast<std::size_t>(ct.segCount));
    Node* nodes = m_nodes.data() + base;
    for (int s = 0; s < ct.segCount; ++s) {
        Node& n = nodes[s];
        n.parent = n.next = static_cast<std::uint16_t>(base + s);
        n.tile = static_cast<std::uint16_t>(index);
        n.seg = static_cast<std::uint8_t>(s);
        n.kind = ct.segKind[s];
        n.open = ct.segEdges[s];
        for (int f = 0; f < kFactions; ++f)
            n.symbols[f] = ct.segSymbols[s][f];
        n.size = 1;
    }

    // ensureRoom() keeps a free border around every tile, so neighbours need no bounds check.
    const int ci = cellIndex(p.x, p.y);
    const int w = m_width;
    const EdgeSig sig = ct.sig[p.rot];
    const std::array<int, 4> dirOffset{-w, 1, w, -1};
    for (int d = 0; d < 4; ++d) {
        const int ni = ci + dirOffset[d];
        const int other = m_cells[static_cast<std::size_t>(ni)].tile - 1;
        if (other < 0) {
            addFrontier(ni, p.x + kDx[d], p.y + kDy[d], (d + 2) & 3, sigField(sig, d));
            continue;
        }
        // segAt holds -1 for space: the sign is meant (twice below).
        // NOLINTNEXTLINE(bugprone-signed-char-misuse)
        const int mySeg = ct.segAt[p.rot][d];
        if (mySeg < 0) continue;
        const PlacedTile& ot = m_tiles[static_cast<std::size_t>(other)];
        // NOLINTNEXTLINE(bugprone-signed-char-misuse)
        const int theirSeg = m_catalog->type(ot.type).segAt[ot.rot][(d + 2) & 3];
        assert(theirSeg >= 0);
        unite(base + mySeg, ot.nodeBase + theirSeg);
    }

    // Planet neighbourhoods: the 8 cells around a planet (R-TILE-5). The planets found are kept
    // in ring order (clockwise from the north-west) for scoreTurn(), the only planets this tile
    // can complete.
    const std::array<int, 8> ringOffset{-w - 1, -w, -w + 1, 1, w + 1, w, w - 1, -1};
    int around = 0;
    m_ringPlanetCount = 0;
    for (int k = 0; k < 8; ++k) {
        const int at = ci + ringOffset[k];
        const Cell& c = m_cells[static_cast<std::size_t>(at)];
        around += c.tile != 0;
        if (c.planet != 0) {
            const auto node = static_cast<std::uint16_t>(c.planet - 1);
            ++m_nodes[node].planetNeighbours;
            m_ringPlanets[static_cast<std::size_t>(m_ringPlanetCount++)] = node;
        }
    }
    if (ct.planetSeg >= 0) {
        const auto node = static_cast<std::uint16_t>(base + ct.planetSeg);
        m_nodes[node].planetNeighbours = static_cast<std::uint8_t>(around);
        m_cells[static_cast<std::size_t>(ci)].planet = static_cast<std::uint16_t>(node + 1);
    }
}

int GameState::countPlacements() const
{
    if (m_drawn < 0) return 0;
    const auto& fit = m_catalog->type(m_drawn).fitDistinct;
    int n = 0;
    for (const FrontierCell& f : m_frontier)
        n += kBits[fit[f.key]];
    return n;
}

Placement GameState::placementAt(int k) const
{
    const auto& fit = m_catalog->type(m_drawn).fitDistinct;
    for (const FrontierCell& f : m_frontier) {
        unsigned mask = fit[f.key];
        const int n = kBits[mask];
        if (k >= n) {
            k -= n;
            continue;
        }
        while (k-- > 0)
            mask &= mask - 1;
        return {f.x, f.y, static_cast<std::uint8_t>(__builtin_ctz(mask))};
    }
    assert(false && "placement index out of range");
    return {};
}

bool GameState::randomPlacement(Rng& rng, Placement& out) const
{
    const auto& fit = m_catalog->type(m_drawn).fitDistinct;
    const std::size_t cells = m_frontier.size();
    // Rejection sampling over (cell, rotation) pairs is exactly uniform over the legal ones and
    // needs no scan when many fit; the scan below takes over when few (or none) do.
    for (int tries = 0; tries < 8; ++tries) {
        const std::uint32_t r = rng.below(static_cast<std::uint32_t>(cells * 4));
        const FrontierCell& f = m_frontier[r >> 2];
        if ((fit[f.key] >> (r & 3)) & 1u) {
            out = {f.x, f.y, static_cast<std::uint8_t>(r & 3)};
            return true;
        }
    }
    const int n = countPlacements();
    if (n == 0) return false;
    out = placementAt(static_cast<int>(rng.below(static_cast<std::uint32_t>(n))));
    return true;
}

/** Placed neighbours of a frontier cell: the non-zero 2-bit fields of its key. */
constexpr std::array<std::uint8_t, 256> kNeighbours = [] {
    std::array<std::uint8_t, 256> t{};
    for (unsigned k = 0; k < 256; ++k)
        for (int d = 0; d < 4; ++d)
            t[k] = static_cast<std::uint8_t>(t[k] + (((k >> (2 * d)) & 3u) != 0));
    return t;
}();

void GameState::preparePlacementWeights(const NeighbourWeights& weights,
                                        PlacementWeights& table) const
{
    if (table.catalog == m_catalog && table.weights == weights) return;
    table.catalog = m_catalog;
    table.weights = weights;
    table.byType.resize(static_cast<std::size_t>(m_catalog->size()));
    for (int type = 0; type < m_catalog->size(); ++type) {
        const auto& fit = m_catalog->type(type).fitDistinct;
        for (std::size_t key = 0; key < 256; ++key)
            table.byType[static_cast<std::size_t>(type)][key] =
                static_cast<std::uint16_t>(kBits[fit[key]] * weights[kNeighbours[key]]);
    }
}

bool GameState::weightedPlacement(Rng& rng, const NeighbourWeights& weights, Placement& out) const
{
    PlacementWeights table;
    preparePlacementWeights(weights, table);
    return weightedPlacement(rng, table, out);
}

bool GameState::weightedPlacement(Rng& rng, const PlacementWeights& table, Placement& out) const
{
    const auto& weightOf = table.byType[static_cast<std::size_t>(m_drawn)];
    const std::size_t cells = m_frontier.size();
    // One pass keeps the running total of every cell's weight (its legal rotations times the
    // weight of its neighbour count, from the table); one draw then finds its cell: the number
    // of totals not above it, counted without branches. (Rejection sampling, tried before, is
    // wasted work here: most of the frontier has one neighbour, the lightest weight, so almost
    // every proposal was refused.) The totals stay far below 2^31: signed compares vectorise.
    Scratch<std::int32_t> scratch(cells);
    std::int32_t* running = scratch.data();
    std::int32_t total = 0;
    for (std::size_t i = 0; i < cells; ++i) {
        total += weightOf[m_frontier[i].key];
        running[i] = total;
    }
    if (total == 0) return randomPlacement(rng, out); // only zero weights fit (or nothing does)
    const auto k = static_cast<std::int32_t>(rng.below(static_cast<std::uint32_t>(total)));
    std::size_t i = 0;
    for (std::size_t j = 0; j < cells; ++j)
        i += running[j] <= k;
    const FrontierCell& f = m_frontier[i];
    unsigned mask = m_catalog->type(m_drawn).fitDistinct[f.key];
    for (std::int32_t r = (k - (i ? running[i - 1] : 0)) / table.weights[kNeighbours[f.key]]; r > 0;
         --r)
        mask &= mask - 1;
    out = {f.x, f.y, static_cast<std::uint8_t>(__builtin_ctz(mask))};
    return true;
}

int GameState::placementWeightAt(const PlacementWeights& table, int x, int y, int* key) const
{
    const unsigned gx = static_cast<unsigned>(x + m_origin);
    const unsigned gy = static_cast<unsigned>(y + m_origin);
    const int pos = gx < static_cast<unsigned>(m_width) && gy < static_cast<unsigned>(m_width)
                        ? m_cells[gy * static_cast<unsigned>(m_width) + gx].frontierPos
                        : -1;
    if (key) *key = pos < 0 ? -1 : m_frontier[static_cast<std::size_t>(pos)].key;
    if (pos < 0 || m_drawn < 0) return 0;
    return table
        .byType[static_cast<std::size_t>(m_drawn)][m_frontier[static_cast<std::size_t>(pos)].key];
}

int GameState::placementWeightTotal(const PlacementWeights& table) const
{
    if (m_drawn < 0) return 0;
    const auto& weightOf = table.byType[static_cast<std::size_t>(m_drawn)];
    int total = 0;
    for (const FrontierCell& f : m_frontier)
        total += weightOf[f.key];
    return total;
}

void GameState::legalPlacements(std::vector<Placement>& out) const
{
    if (m_phase != Phase::PlaceTile || m_drawn < 0) {
        out.clear();
        return;
    }
    const auto& fit = m_catalog->type(m_drawn).fitDistinct;
    // Two branch-free passes. Most frontier cells take no rotation of a given tile, so the first
    // pass only lists the cells that take some; the second writes four candidates for each of
    // them and keeps as many as its mask has bits, as three 8-byte words (x and y from the
    // cell, the rotations from kRotationWords).
    const std::size_t cells = m_frontier.size();
    Scratch<std::uint16_t> scratch(cells);
    std::uint16_t* fitting = scratch.data();
    std::size_t n = 0;
    std::size_t count = 0;
    for (std::size_t i = 0; i < cells; ++i) {
        const unsigned mask = fit[m_frontier[i].key];
        fitting[n] = static_cast<std::uint16_t>(i);
        n += mask != 0;
        count += kBits[mask];
    }
    // The last cell writes four candidates however many it keeps: room for three more. Growing
    // `out` only by what this call needs beyond the last one keeps its zero-filling small.
    const std::size_t need = count + 3;
    if (out.size() < need) out.resize(need);
    Placement* o = out.data();
    for (std::size_t j = 0; j < n; ++j) {
        const FrontierCell& f = m_frontier[fitting[j]];
        const unsigned mask = fit[f.key];
        const std::uint64_t xy =
            std::uint64_t(std::uint16_t(f.x)) | std::uint64_t(std::uint16_t(f.y)) << 16;
        const auto& r = kRotationWords[mask];
        // Three separate stores: one array copied at once is spilled to the stack and read back
        // wider than it was written, which stalls store forwarding.
        auto* bytes = reinterpret_cast<unsigned char*>(o);
        const std::uint64_t w0 = xy | xy << 48 | r[0];
        const std::uint64_t w1 = xy >> 16 | xy << 32 | r[1];
        const std::uint64_t w2 = xy << 16 | r[2];
        std::memcpy(bytes, &w0, 8);
        std::memcpy(bytes + 8, &w1, 8);
        std::memcpy(bytes + 16, &w2, 8);
        o += kBits[mask];
    }
    out.resize(count);
}

bool GameState::isLegalPlacement(Placement p) const
{
    if (m_phase != Phase::PlaceTile || m_drawn < 0 || p.rot > 3) return false;
    const int gx = p.x + m_origin;
    const int gy = p.y + m_origin;
    if (gx < 0 || gy < 0 || gx >= m_width || gy >= m_width) return false;
    const int at = gy * m_width + gx;
    const Cell& c = m_cells[static_cast<std::size_t>(at)];
    if (c.tile != 0 || c.frontierPos < 0) return false;
    const std::uint8_t key = m_frontier[static_cast<std::size_t>(c.frontierPos)].key;
    return (m_catalog->type(m_drawn).fitAll[key] >> p.rot) & 1u;
}

} // namespace sl
