// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playerprofiles.h"

#include "gamestore.h"

#include <algorithm>

namespace slapp {
namespace {

/** The order of the list: people by name, then the computer levels, as a key. */
std::string sortName(const sl::PlayerIdentity& who)
{
    if (!who.computer) return who.name;
    std::string key(1, '\x7f'); // after every name
    key += char('0' + int(who.level));
    return key;
}

} // namespace

SeatQuery seatQueryOf(const ProfileFilter& filter)
{
    SeatQuery q;
    q.from = filter.from;
    q.to = filter.to;
    q.seats = filter.seats;
    q.expansion = filter.expansion;
    q.tileSets = filter.tileSets;
    q.unfinished = !filter.finishedOnly;
    return q;
}

std::vector<GameRows> gamesOf(const std::vector<SeatRow>& rows)
{
    std::vector<GameRows> out;
    for (std::size_t begin = 0; begin < rows.size();) {
        std::size_t end = begin;
        std::vector<sl::HeldSeat> seats;
        std::vector<std::optional<sl::SeatReview>> reviews;
        while (end < rows.size() && rows[end].game == rows[begin].game) {
            seats.push_back({rows[end].who.toStdString(), rows[end].result});
            reviews.push_back(rows[end].review);
            ++end;
        }
        out.push_back({begin, end, sl::identityGames(seats, reviews)});
        begin = end;
    }
    return out;
}

std::optional<std::vector<sl::PlayerProfile>>
playerProfiles(GameStore& store, const ProfileFilter& filter, int* games)
{
    const SeatQuery query = seatQueryOf(filter);
    const auto rows = store.players().seatRows(query);
    const auto merged = store.players().mergedNames();
    const int counted = store.players().countFinished(query);
    if (!rows || !merged || counted < 0) return std::nullopt;
    std::vector<sl::PlayerProfile> profiles;
    for (const GameRows& game : gamesOf(*rows))
        for (const sl::IdentityGame& g : game.identities) {
            const auto who = sl::identityFromKey(g.who);
            if (!who) continue; // not written by this program
            sl::addSeatResult(sl::profileOf(profiles, *who), g.result, g.review);
        }
    for (const SeatRow& row : *rows) {
        const auto who = sl::identityFromKey(row.who.toStdString());
        if (who && row.takeBacks > 0) sl::profileOf(profiles, *who).takeBacks += row.takeBacks;
    }
    for (auto it = merged->cbegin(); it != merged->cend(); ++it) {
        const auto person = sl::identityFromKey(it.value().toStdString());
        const auto name = sl::identityFromKey(it.key().toStdString());
        if (!person || !name) continue;
        for (sl::PlayerProfile& p : profiles)
            if (p.who == *person) p.otherNames.push_back(name->name);
    }
    for (sl::PlayerProfile& p : profiles)
        std::sort(p.otherNames.begin(), p.otherNames.end());
    std::stable_sort(profiles.begin(), profiles.end(),
                     [](const sl::PlayerProfile& a, const sl::PlayerProfile& b) {
                         if (a.games != b.games) return a.games > b.games;
                         return sortName(a.who) < sortName(b.who);
                     });
    if (games) *games = counted;
    return profiles;
}

} // namespace slapp
