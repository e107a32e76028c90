// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/puzzle.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace slapp {

class GameStore;

/**
 * Puzzles in the game store (docs/manual.md, "Puzzles"): every turn of a completely analysed game
 * (of today's analysis version) that lost at least the mistake threshold is a puzzle of the player
 * who played it; puzzle files imported are puzzles too. Answers are kept (puzzle_attempts).
 */
struct PuzzleEntry
{
    /** "g12-35": game 12's decision at record index 35; "s3": imported puzzle 3. */
    QString key;
    qint64 game = 0;
    std::size_t seq = 0;
    qint64 shared = 0;
    QString who;  ///< the player's identity key, merged names applied
    QString name; ///< the name played under
    QString title;
    QDateTime created; ///< the game's date (or the import's)
    int turn = 0;      ///< 1-based turn number
    double loss = 0;   ///< points the game's turn lost (0 for a position made by hand)
    /** What the best turn is about: its meeple's realm, or none. */
    std::optional<sl::RealmKind> realm;
    int attempts = 0;
    bool solved = false; ///< some answer was as good as the best found
};

/** Which puzzles: a player's, from a size of mistake, about a realm, only unsolved ones. */
struct PuzzleFilter
{
    QString who; ///< identity key; empty: every player
    double minLoss = sl::ai::kMistakePoints;
    /** -1: any; 0, 1, 2: routes, fields, planets (sl::RealmKind); 3: turns with no meeple. */
    int realm = -1;
    bool unsolvedOnly = false;
};

/** The puzzles that pass `filter`: unsolved first, then the biggest mistake first; nullopt on
 *  error (store.lastError()). */
std::optional<std::vector<PuzzleEntry>> listPuzzles(GameStore& store, const PuzzleFilter& filter);

/** The puzzle itself (the position, both turns, the review's values and budget). */
std::optional<sl::ai::Puzzle> loadPuzzle(GameStore& store, const PuzzleEntry& entry);

/** The puzzle of `key` ("g12-35", "s3"), or nullopt (no such puzzle, or an error). */
std::optional<PuzzleEntry> findPuzzle(GameStore& store, const QString& key);

/** Stores a puzzle read from a file (with its best turn) as a shared puzzle, once per content. */
std::optional<PuzzleEntry> storeSharedPuzzle(GameStore& store, const sl::ai::Puzzle& puzzle);

/** Imports a puzzle file: stored as a shared puzzle (once per content); a position without a
 *  best turn is solved first with its budget. Returns the entry, or nullopt with the file's
 *  problem in `problem` (or the store's error when problem->problem is None). */
std::optional<PuzzleEntry> importPuzzle(GameStore& store, const QByteArray& json,
                                        sl::ai::PuzzleLoadResult* problem = nullptr);

/** Keeps an answer; false on a read-only store (the answer is then only shown). */
bool recordAttempt(GameStore& store, const PuzzleEntry& entry, const sl::ai::TurnAction& answer,
                   const sl::ai::PuzzleCheck& check);

/** Answers in a row, latest back, that solved their puzzle: of `who` (empty: anybody). */
int solvedInARow(GameStore& store, const QString& who = {});

} // namespace slapp
