// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "profiles.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace slapp {

class GameStore;

/** Which finished games a players' summary counts. */
struct ProfileFilter
{
    QDateTime from;         ///< played (created) at or after; invalid: no bound
    QDateTime to;           ///< before; invalid: no bound
    int seats = 0;          ///< games of this many players only; 0: all
    bool expansion = false; ///< games with the expansion only
};

/** Every player over the finished games of `store` that pass `filter`, most games first (then by
 *  name); nullopt when the store cannot be read (its lastError() says why). `games` gets the
 *  number of games counted. */
std::optional<std::vector<sl::PlayerProfile>>
playerProfiles(GameStore& store, const ProfileFilter& filter, int* games = nullptr);

} // namespace slapp
