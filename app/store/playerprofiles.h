// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "gamestore.h"
#include "rules/profiles.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace slapp {

/** Which finished games a players' summary counts. */
struct ProfileFilter
{
    QDateTime from;         ///< played (created) at or after; invalid: no bound
    QDateTime to;           ///< before; invalid: no bound
    int seats = 0;          ///< games of this many players only; 0: all
    bool expansion = false; ///< games with the expansion only
    QString tileSets;       ///< games with exactly these sets ("base+exp1"); empty: any
    /** Finished games only; else the unfinished ones too, with their scores so far and no
     *  win. */
    bool finishedOnly = true;
};

/** The seats a filter lets through. */
SeatQuery seatQueryOf(const ProfileFilter& filter);

/** The seats of one game (rows[begin, end)) and what the game adds to each identity's record
 *  (sl::identityGames: an identity with several seats plays the game once). */
struct GameRows
{
    std::size_t begin = 0;
    std::size_t end = 0;
    std::vector<sl::IdentityGame> identities;
};
/** `rows` (as GameStore::seatRows gives them, game by game) taken game by game. */
std::vector<GameRows> gamesOf(const std::vector<SeatRow>& rows);

/** Every player over the finished games of `store` that pass `filter`, most games first (then by
 *  name), names merged into one person counted as that person; nullopt when the store cannot be
 *  read (its lastError() says why). `games` gets the number of games counted. Adds up the
 *  results the store keeps per seat (GameStore::seatRows) game by game as sl::identityGames
 *  defines a player's game, as a player's page does, so it does not replay the games. */
std::optional<std::vector<sl::PlayerProfile>>
playerProfiles(GameStore& store, const ProfileFilter& filter, int* games = nullptr);

} // namespace slapp
