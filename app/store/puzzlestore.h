// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/analysis.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace slapp {

class GameStore;

/** A turn of a complete review of today's analysis version that lost `minLoss` or more. */
struct StoredMistake
{
    qint64 game = 0;
    std::size_t seq = 0;
    QString who; ///< as stored (merged names not applied)
    QString name;
    QDateTime created;
    double playedValue = 0;
    double bestValue = 0;
    sl::ai::TurnAction best;
    sl::ai::AnalysisOptions options;
};

/** A puzzle file imported. */
struct SharedPuzzle
{
    qint64 id = 0;
    QDateTime imported;
    QByteArray content;
};

/** An answer given to a puzzle. */
struct PuzzleAttempt
{
    qint64 game = 0; ///< with seq: a stored game's decision; else shared
    std::size_t seq = 0;
    qint64 shared = 0;
    QString who;
    QDateTime at;
    QString answer; ///< the turn (sl::ai::turnToJson)
    double answerValue = 0;
    double bestValue = 0;
    std::optional<double> playedValue;
    bool solved = false;
};

/**
 * What puzzles are made of in a GameStore (GameStore::puzzles(); listed and loaded by
 * puzzles.h): the mistakes of complete reviews, the puzzle files imported (shared_puzzles) and
 * the answers given (puzzle_attempts). It works on the store's connection; a failure is the
 * store's lastError().
 */
class PuzzleStore
{
public:
    explicit PuzzleStore(GameStore& store) : m_store(store) {}
    PuzzleStore(const PuzzleStore&) = delete;
    PuzzleStore& operator=(const PuzzleStore&) = delete;

    std::optional<std::vector<StoredMistake>> mistakes(double minLoss);
    std::optional<std::vector<SharedPuzzle>> shared();
    /** Keeps a puzzle file (once per content); returns its id, or 0 on error. */
    qint64 storeShared(const QByteArray& content);
    /** Every answer kept, oldest first. */
    std::optional<std::vector<PuzzleAttempt>> attempts();
    bool addAttempt(const PuzzleAttempt& attempt);

private:
    GameStore& m_store;
};

} // namespace slapp
