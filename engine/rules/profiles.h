// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "record.h"
#include "statistics.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/** Players across games: who they are, how they do (docs/manual.md, "Players"). */
namespace sl {

/** Who sits at a seat, across games: a person by name (the same name is the same person), a
 *  computer player by its level. */
struct PlayerIdentity
{
    bool computer = false;
    SeatLevel level = SeatLevel::Normal; ///< computers only
    std::string name;                    ///< people only
    /** "human:Anna", "computer:hard": stable, for files and the command line. */
    std::string key() const;
    bool operator==(const PlayerIdentity&) const = default;
};
PlayerIdentity identityOf(const PlayerInfo& seat);
/** The identity of a key() ("human:Anna", "computer:hard"); nullopt for anything else. */
std::optional<PlayerIdentity> identityFromKey(std::string_view key);

/** How a seat's turns compared with the best ones a review found, in one analysed game. */
struct SeatReview
{
    int decisions = 0;
    double pointsLost = 0;
    int mistakes = 0;
    int blunders = 0;
    bool operator==(const SeatReview&) const = default;
};

/** One seat's result in one finished game: what a player's record adds up. Kept per game in
 *  the game store (seat_results), so that a record over thousands of games is a sum. */
struct SeatResult
{
    int seat = 0;
    int side = 0;    ///< as the game state numbers sides (the team game: 0 Rebels, 1 Empire)
    int players = 0; ///< seats in the game
    int score = 0;   ///< the side's final score
    int margin = 0;  ///< the side's score minus the best other side's
    double win = 0;  ///< 1, 1/k for a first place shared by k sides, or 0
    std::array<int, 4> points{}; ///< as SideStatistics::points
    int battlesFought = 0;
    int battlesWon = 0;
    double expectedWins = 0;
    bool operator==(const SeatResult&) const = default;
};

/** Every seat's result in a finished game; `stats` is computeStatistics(record). */
std::vector<SeatResult> seatResults(const GameRecord& record, const GameStatistics& stats);

/** A seat of one game with the identity that held it (its PlayerIdentity::key(), names merged
 *  into a person already replaced by the person's). */
struct HeldSeat
{
    std::string who;
    SeatResult result;
};

/**
 * What one game adds to each identity's record: the definition of a player's record, used by the
 * Players table, a player's page and the command line alike (docs/manual.md, "Players"). An
 * identity holding several seats in one game (two "Computer – Easy" seats, or two names merged into
 * one person) plays that game once: with its best seat (the highest score; the lower seat on a
 * tie): that seat's side, score, points by source and battles; its `win` is the sum of the wins of
 * the sides it holds (each side once: the share of the first place it holds); its `margin` is its
 * best score minus the best score of a side it does not hold (0 when it holds every side). The
 * review of all its seats adds up (`reviews`, by seat, when the game has one). One entry per
 * identity, in the order of their first seats.
 */
struct IdentityGame
{
    std::string who;
    SeatResult result;
    std::optional<SeatReview> review;
};
std::vector<IdentityGame> identityGames(const std::vector<HeldSeat>& seats,
                                        const std::vector<std::optional<SeatReview>>& reviews = {});

/** A player's record over finished games. Team games count for both members of the team:
 *  their side's score, margin, points and battles are theirs. */
struct PlayerProfile
{
    PlayerIdentity who;
    int games = 0;
    /** Games won: a first place shared by k sides counts 1/k for each of them. */
    double wins = 0;
    /** By the number of players in the game: games and wins. */
    std::map<int, std::pair<int, double>> byPlayerCount;
    long long scoreSum = 0;
    /** Sum over games of the side's score minus the best other side's score. */
    long long marginSum = 0;
    /** Points by source, as SideStatistics::points: routes, asteroid fields, planets, battles. */
    std::array<long long, 4> points{};
    int battlesFought = 0;
    int battlesWon = 0;
    /** Sum of the exact probability of winning each battle fought, when its dice were rolled. */
    double expectedWins = 0;
    /** From the games that have a review (of the current analysis version): how many, and the
     *  player's decisions, points lost, mistakes and blunders in them. */
    int analysedGames = 0;
    int takeBacks = 0; ///< turns taken back (the game store counts them: a record has none)
    SeatReview review;
    /** Other names merged into this person, sorted. */
    std::vector<std::string> otherNames;

    double winRate() const { return games ? wins / games : 0; }
    double meanScore() const { return games ? double(scoreSum) / games : 0; }
    double meanMargin() const { return games ? double(marginSum) / games : 0; }
    /** Battles won minus the expected number: above 0 the dice were kinder than the odds. */
    double diceLuck() const { return battlesWon - expectedWins; }
    /** The share of the games that have a review. */
    double analysedShare() const { return games ? double(analysedGames) / games : 0; }
    double lostPerTurn() const
    {
        return review.decisions ? review.pointsLost / review.decisions : 0;
    }
    double mistakesPerGame() const
    {
        return analysedGames ? double(review.mistakes) / analysedGames : 0;
    }
    double blundersPerGame() const
    {
        return analysedGames ? double(review.blunders) / analysedGames : 0;
    }
};

/** The profile of `who` in `profiles`, appended (empty) when there is none. */
PlayerProfile& profileOf(std::vector<PlayerProfile>& profiles, const PlayerIdentity& who);
/** Adds one game's result (and its review, when the game has one) to a player's record. */
void addSeatResult(PlayerProfile& profile, const SeatResult& result,
                   const std::optional<SeatReview>& review = std::nullopt);

/**
 * Adds one finished game to `profiles` (a profile per identity, appended when new, in the
 * order first met): each identity's game as identityGames() defines it. `stats` is
 * computeStatistics(record) of the whole game.
 */
void addFinishedGame(std::vector<PlayerProfile>& profiles, const GameRecord& record,
                     const GameStatistics& stats);

} // namespace sl
