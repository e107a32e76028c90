// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playerpage.h"

#include <QHash>

#include <algorithm>
#include <numeric>
#include <utility>

namespace slapp {

PlayerPageData playerPageData(const std::vector<SeatRow>& rows, const QString& who)
{
    PlayerPageData page;
    page.who = who;
    QHash<QString, HeadToHead> opponents;
    QHash<int, ColourRecord> colours;
    const std::string me = who.toStdString();
    // Each game as the records count it (sl::identityGames): the player's best seat.
    for (const GameRows& game : gamesOf(rows)) {
        const auto mine = std::find_if(game.identities.begin(), game.identities.end(),
                                       [&](const sl::IdentityGame& g) { return g.who == me; });
        if (mine == game.identities.end()) continue;
        // The row of that seat: the name played under and the colour.
        const SeatRow* seat = &rows[game.begin];
        for (std::size_t i = game.begin; i < game.end; ++i)
            if (rows[i].who == who && rows[i].result.seat == mine->result.seat) seat = &rows[i];
        page.games.push_back(PlayerGame{seat->game, seat->created, seat->name, seat->colour,
                                        mine->result, mine->review});
        ColourRecord& c = colours[int(seat->colour)];
        c.colour = seat->colour;
        c.games += 1;
        c.wins += mine->result.win;
        // Each opponent once per game: its best seat, when on another side than the player's.
        for (const sl::IdentityGame& other : game.identities) {
            if (other.who == me || other.result.side == mine->result.side) continue;
            HeadToHead& h = opponents[QString::fromStdString(other.who)];
            h.who = QString::fromStdString(other.who);
            h.games += 1;
            h.won += mine->result.score > other.result.score;
            h.lost += mine->result.score < other.result.score;
            h.tied += mine->result.score == other.result.score;
        }
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
    SeatQuery query = seatQueryOf(filter);
    query.who = who;
    query.wholeGames = true; // the player's games with every seat, for the opponents
    const auto rows = store.players().seatRows(query);
    if (!rows) return std::nullopt;
    return playerPageData(*rows, who);
}

} // namespace slapp
