// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "gamestore.h"
#include "playerprofiles.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace slapp {

/** One finished game of a player, as the player's page shows it. */
struct PlayerGame
{
    qint64 game = 0;
    QDateTime created;
    QString name; ///< the name played under (a merged person has several)
    sl::Colour colour = sl::Colour::Red;
    sl::SeatResult result;
    std::optional<sl::SeatReview> review;
};

/** The games of a player against one opponent on another side. */
struct HeadToHead
{
    QString who; ///< the opponent's identity key
    int games = 0;
    int won = 0;  ///< the player's side scored more than the opponent's
    int lost = 0; ///< less
    int tied = 0;
};

/** The games played with one colour (its faction follows from it). */
struct ColourRecord
{
    sl::Colour colour = sl::Colour::Red;
    int games = 0;
    double wins = 0; ///< shared first places split, as PlayerProfile::wins
};

/** Everything the player's page shows of one identity over the games a filter lets through. */
struct PlayerPageData
{
    QString who;
    std::vector<PlayerGame> games;     ///< oldest first
    std::vector<HeadToHead> opponents; ///< most games first, then by key
    std::vector<ColourRecord> colours; ///< most games first, then in colour order
    /** Game indices (into games) of the best margins, best first, and of the worst, worst
     *  first; at most `count` each and never the same game in both. */
    std::vector<std::size_t> best(std::size_t count) const;
    std::vector<std::size_t> worst(std::size_t count) const;
    /** The share of the games won among the last `window` games up to and including each game
     *  (fewer at the start): the rolling win rate. */
    std::vector<double> rollingWinRate(std::size_t window) const;
};

/** The page of `who` (an identity key after merging) from the seats of finished games. */
PlayerPageData playerPageData(const std::vector<SeatRow>& rows, const QString& who);
/** The same read from the store with `filter`; nullopt on error (store.lastError()). */
std::optional<PlayerPageData> playerPage(GameStore& store, const ProfileFilter& filter,
                                         const QString& who);

} // namespace slapp
