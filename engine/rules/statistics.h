// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "record.h"

#include <array>
#include <string>
#include <vector>

/** What a finished (or running) game tells about its players: points, battles, luck, series. */
namespace sl {

/** Per side (a player, or a team in the team game). */
struct SideStatistics
{
    /** Points by source: trade routes, asteroid fields, planets, battles (ties + consolation). */
    std::array<int, 4> points{};
    int battlesFought = 0;
    int battlesWon = 0;
    int battlesLost = 0;
    /** Sum over the side's battles of its exact probability to win (odds.h). */
    double expectedWins = 0;
    /** Battles won minus the expected number: above 0 the dice were kind. */
    double diceLuck() const { return battlesWon - expectedWins; }
    int total() const { return points[0] + points[1] + points[2] + points[3]; }
};

/** Per seat. */
struct PlayerStatistics
{
    int tilesPlaced = 0;
    /** Tiles placed that hold a trade route, an asteroid field, a planet (a tile may count in
     * several). */
    std::array<int, kRealmKinds> tilesByRealm{};
    int meeplesPlaced = 0;
    /** Meeples placed on each realm kind (planet attacks count as planets). */
    std::array<int, kRealmKinds> meeplesByRealm{};
};

/** One point of the score graph: the scores after a whole turn. */
struct ScorePoint
{
    int turn = 0;            ///< turns completed
    std::size_t events = 0;  ///< events applied at this point
    std::vector<int> banked; ///< per side
    std::vector<int> projected;
};

struct GameStatistics
{
    std::vector<SideStatistics> sides;
    std::vector<PlayerStatistics> players;
    /** The start, then the end of every turn (the last point includes final scoring). */
    std::vector<ScorePoint> series;
    int battles = 0;
};

/** One battle as the move list shows it. */
struct BattleSummary
{
    RealmKind realm = RealmKind::Route;
    std::vector<int> sides; ///< in roll order
    /** Each roll: per side (same order) the dice shown; empty for sides no longer fighting. */
    std::vector<std::vector<std::vector<int>>> rolls;
    int winner = -1;
};

/** One turn of the move list. */
struct TurnSummary
{
    int turn = 0;               ///< 1-based
    int player = 0;             ///< seat
    std::size_t firstEvent = 0; ///< index of the turn's first event
    std::size_t endEvent = 0;   ///< one past its last event
    std::vector<int> discarded; ///< tile types drawn and discarded first (R-TURN-1a)
    int tile = -1;              ///< tile type placed
    Placement placement;
    MeepleMove meeple;
    std::vector<BattleSummary> battles;
    std::vector<int> pointsGained; ///< per side, during this turn (scoring and battles)
};

/** The turns of a record, for the move list. */
std::vector<TurnSummary> summarizeTurns(const GameRecord& record);

/** Replays the record (up to `events` events) and gathers everything above. */
GameStatistics computeStatistics(const GameRecord& record, std::size_t events = SIZE_MAX);

/** One CSV row per player (header first), comma-separated, RFC 4180 quoting. */
std::string statisticsCsv(const GameStatistics& stats, const GameRecord& record);

} // namespace sl
