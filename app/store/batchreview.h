// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/analysis.h"

#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace slapp {

class GameStore;

/**
 * Reviewing many stored games at once (the game browser's "Analyse all games", `starlanes-cli
 * db analyse --all`): each game with the review's own method (sl::ai::analyseGame), every
 * decision stored the moment it is done, so that a run stopped by a quit, a crash or Cancel
 * goes on where it stopped when started again. A game with a stored partial run is resumed
 * with the settings it was begun with.
 */
namespace batchreview {

/** The finished games without a complete review of today's analysis version, oldest first;
 *  with `who` (an identity key, "human:Anna", merged names included) only those the player
 *  sat in. nullopt on error (store.lastError()). */
std::optional<QList<qint64>> pendingGames(GameStore& store, const QString& who = {});

/** Where a batch stands. */
struct Progress
{
    int game = 0;  ///< index in the list of the game under way (or just done)
    int games = 0; ///< games in the list
    qint64 gameId = 0;
    int decisionsDone = 0; ///< of the whole batch, those stored before included
    int decisions = 0;     ///< of the whole batch
    int decisionsNew = 0;  ///< analysed by this run so far
    double seconds = 0;    ///< since the run started
    /** Seconds left at the pace of this run so far; negative while unknown. */
    double secondsLeft() const;
};

/** What a batch did. */
struct Result
{
    int gamesDone = 0; ///< games whose review is now complete (already complete included)
    int decisionsNew = 0;
    bool cancelled = false;
    QString error; ///< the store's message when a game could not be read or stored
    qint64 failedGame = 0;
};

/**
 * Reviews `games` in order with `options` (options.threads decisions at once); `progress`
 * runs on the calling thread after each decision and each game. `cancel` stops it after the
 * decision under way is dropped; everything done before is stored.
 */
Result run(GameStore& store, const QList<qint64>& games, const sl::ai::AnalysisOptions& options,
           const std::function<void(const Progress&)>& progress, const std::atomic<bool>* cancel);

} // namespace batchreview
} // namespace slapp
