// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/profiles.h"
#include "rules/record.h"

#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <optional>
#include <utility>
#include <vector>

namespace slapp {

class GameStore;

/** One seat of one finished game. */
struct SeatRow
{
    qint64 game = 0;
    QDateTime created;
    QString who;  ///< the seat's identity key (sl::PlayerIdentity::key), merged names applied
    QString name; ///< the name the seat had in that game
    sl::Colour colour = sl::Colour::Red;
    sl::SeatResult result;
    /** The seat's figures from the game's complete review, of the current analysis version. */
    std::optional<sl::SeatReview> review;
    int takeBacks = 0; ///< turns the seat took back in that game
};

/** Which seats PlayerResults::seatRows() returns. */
struct SeatQuery
{
    QDateTime from;         ///< games created at or after (invalid: no bound)
    QDateTime to;           ///< before
    int seats = 0;          ///< games of this many players; 0: any
    bool expansion = false; ///< games with the expansion only
    QString tileSets;       ///< games with exactly these sets (GameSummary::tileSets); empty: any
    /** Also the unfinished games: their scores so far, points and battles, and no win. */
    bool unfinished = false;
    QString who; ///< the seats of this identity (after merging) only; empty: all
    /** With `who`: every seat of the games that identity sat in (its opponents too). */
    bool wholeGames = false;
};

/**
 * Players across games in a GameStore (GameStore::players(), docs/manual.md "Players"): each
 * finished game's result per seat (seat_results), kept from the game's end so that a player's
 * record over thousands of games is one query, its review columns following the game's complete
 * analysis; and the names merged into one person (person_names). It works on the store's
 * connection; a failure is the store's lastError().
 */
class PlayerResults
{
public:
    explicit PlayerResults(GameStore& store) : m_store(store) {}
    PlayerResults(const PlayerResults&) = delete;
    PlayerResults& operator=(const PlayerResults&) = delete;

    /**
     * The seats of finished games that match `query`, oldest game first, seat by seat. Games
     * finished without a stored result (before schema 3, or when it could not be written at the
     * end) are summarised first: stored on a writable store, computed for this call only on a
     * read-only one. nullopt on error (lastError()).
     */
    std::optional<std::vector<SeatRow>> seatRows(const SeatQuery& query);
    /** The tile sets of finished games (GameSummary::tileSets: "base+exp1"), each once, sorted. */
    QStringList finishedTileSets();
    /** The number of games a query lets through (finished, and unfinished with its flag); -1
     *  on error. */
    int countFinished(const SeatQuery& query);
    /** Every merged name: its identity key and the key of the person it counts as. */
    std::optional<QHash<QString, QString>> mergedNames();
    /**
     * From now on the person `who` ("human:Ann") counts as `into` ("human:Anna"), and so do the
     * names merged into `who` before. Both must be people and differ; `into` may itself be
     * merged (then its person is used).
     */
    bool merge(const QString& who, const QString& into);
    /** `who` and every name merged into it count on their own again. */
    bool separate(const QString& who);

private:
    friend class GameStore;     // a game's results are stored when it ends
    friend class AnalysisStore; // and its review columns when its review is complete or deleted
    using Records = std::vector<std::pair<qint64, sl::GameRecord>>;

    bool summariseGame(qint64 game, const sl::GameRecord& record);
    bool summariseNewlyFinished(qint64 game);
    bool storeReviewSums(qint64 game);
    /** Sets each row's takeBacks from the takebacks table. */
    bool countTakeBacks(std::vector<SeatRow>& rows);
    /** The games `where` (on games `g`) selects, with their records, by id. */
    std::optional<Records> recordsWhere(const QString& where, const QVariantList& binds);
    /** Summarises finished games without stored results (see seatRows); on a read-only store
     *  returns them instead. */
    std::optional<Records> summariseMissing(const QString& where, const QVariantList& binds);
    /** With query.unfinished: the unfinished games the query lets through, each with its
     *  record; else none. */
    std::optional<Records> unfinishedRecords(const SeatQuery& query);

    GameStore& m_store;
};

} // namespace slapp
