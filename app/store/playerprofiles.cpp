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

std::optional<std::vector<sl::PlayerProfile>>
playerProfiles(GameStore& store, const ProfileFilter& filter, int* games)
{
    GameQuery q;
    q.limit = 100000000;
    q.sort = GameQuery::Sort::Id;
    q.descending = false;
    q.from = filter.from;
    q.to = filter.to;
    const QList<GameSummary> all = store.listGames(q);
    if (store.lastErrorKind() != StoreError::None) return std::nullopt;
    std::vector<sl::PlayerProfile> profiles;
    int counted = 0;
    for (const GameSummary& g : all) {
        if (!g.isFinished()) continue;
        if (filter.seats && g.seats.size() != filter.seats) continue;
        if (filter.expansion && !g.expansion) continue;
        const auto rec = store.loadRecord(g.id);
        if (!rec) return std::nullopt;
        sl::addFinishedGame(profiles, *rec, sl::computeStatistics(*rec));
        ++counted;
    }
    std::stable_sort(profiles.begin(), profiles.end(),
                     [](const sl::PlayerProfile& a, const sl::PlayerProfile& b) {
                         if (a.games != b.games) return a.games > b.games;
                         return sortName(a.who) < sortName(b.who);
                     });
    if (games) *games = counted;
    return profiles;
}

} // namespace slapp
