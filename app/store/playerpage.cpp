// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playerpage.h"

#include <QHash>

#include <algorithm>
#include <numeric>
#include <utility>

namespace slapp {

PlayerPageData playerPageData(const std::vector<GameStore::SeatRow>& rows, const QString& who)
{
    PlayerPageData page;
    page.who = who;
    QHash<QString, HeadToHead> opponents;
    QHash<int, ColourRecord> colours;
    // The rows come game by game: one pass per game.
    for (std::size_t begin = 0; begin < rows.size();) {
        std::size_t end = begin;
        while (end < rows.size() && rows[end].game == rows[begin].game)
            ++end;
        const auto mine =
            std::find_if(rows.begin() + std::ptrdiff_t(begin), rows.begin() + std::ptrdiff_t(end),
                         [&](const GameStore::SeatRow& r) { return r.who == who; });
        if (mine != rows.begin() + std::ptrdiff_t(end)) {
            page.games.push_back(PlayerGame{mine->game, mine->created, mine->name, mine->colour,
                                            mine->result, mine->review});
            ColourRecord& c = colours[int(mine->colour)];
            c.colour = mine->colour;
            c.games += 1;
            c.wins += mine->result.win;
            // Each opponent once per game: its best seat on another side.
            QHash<QString, int> best;
            for (std::size_t i = begin; i < end; ++i) {
                const GameStore::SeatRow& r = rows[i];
                if (r.who == who || r.result.side == mine->result.side) continue;
                const auto at = best.constFind(r.who);
                if (at == best.constEnd() || *at < r.result.score)
                    best.insert(r.who, r.result.score);
            }
            for (auto it = best.cbegin(); it != best.cend(); ++it) {
                HeadToHead& h = opponents[it.key()];
                h.who = it.key();
                h.games += 1;
                h.won += mine->result.score > it.value();
                h.lost += mine->result.score < it.value();
                h.tied += mine->result.score == it.value();
            }
        }
        begin = end;
    }
    for (const HeadToHead& h : std::as_const(opponents))
        page.opponents.push_back(h);
    std::sort(page.opponents.begin(), page.opponents.end(),
              [](const HeadToHead& a, const HeadToHead& b) {
                  return a.games != b.games ? a.games > b.games : a.who < b.who;
              });
    for (const ColourRecord& c : std::as_const(colours))
        page.colours.push_back(c);
    std::sort(page.colours.begin(), page.colours.end(),
              [](const ColourRecord& a, const ColourRecord& b) {
                  return a.games != b.games ? a.games > b.games : a.colour < b.colour;
              });
    return page;
}

namespace {

/** Game indices by margin, best first (then the newer game first). */
std::vector<std::size_t> byMargin(const std::vector<PlayerGame>& games)
{
    std::vector<std::size_t> order(games.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (games[a].result.margin != games[b].result.margin)
            return games[a].result.margin > games[b].result.margin;
        return a > b;
    });
    return order;
}

} // namespace

std::vector<std::size_t> PlayerPageData::best(std::size_t count) const
{
    std::vector<std::size_t> order = byMargin(games);
    order.resize(std::min(count, (order.size() + 1) / 2));
    return order;
}

std::vector<std::size_t> PlayerPageData::worst(std::size_t count) const
{
    std::vector<std::size_t> order = byMargin(games);
    std::reverse(order.begin(), order.end());
    order.resize(std::min(count, order.size() / 2));
    return order;
}

std::vector<double> PlayerPageData::rollingWinRate(std::size_t window) const
{
    std::vector<double> out;
    double sum = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        sum += games[i].result.win;
        if (i >= window) sum -= games[i - window].result.win;
        out.push_back(sum / double(std::min(i + 1, window)));
    }
    return out;
}

std::optional<PlayerPageData> playerPage(GameStore& store, const ProfileFilter& filter,
                                         const QString& who)
{
    GameStore::SeatQuery query = seatQueryOf(filter);
    query.who = who;
    query.wholeGames = true; // the player's games with every seat, for the opponents
    const auto rows = store.seatRows(query);
    if (!rows) return std::nullopt;
    return playerPageData(*rows, who);
}

} // namespace slapp
