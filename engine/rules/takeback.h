// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Taking a turn back without drawing again: where a take-back goes to, and the chance outcomes
// it keeps for the turns played again (docs/manual.md, "Taking a turn back").
#pragma once

#include "record.h"

#include <array>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace sl {

/**
 * Chance outcomes already drawn in a line of play that was taken back, in the order they came:
 * the tiles, and the dice of each kind. Played again, the game draws these first, so a take-back
 * cannot be used to draw a tile or roll a die again: the tile that comes next is the same.
 */
struct ChanceQueue
{
    std::deque<std::uint16_t> tiles;     ///< catalog type indices
    std::array<std::deque<int>, 2> dice; ///< by DieKind (Normal, Yellow)
    bool empty() const { return tiles.empty() && dice[0].empty() && dice[1].empty(); }
    bool operator==(const ChanceQueue&) const = default;

    /** Adds `later` after this queue's own outcomes. */
    void append(const ChanceQueue& later);
    /** Drops the outcomes that `events`, played from `from`, took from the front of the queue. */
    void consume(GameState from, const std::vector<Event>& events);
};

/** The chance outcomes of `events` played from `from`, in order, each die with its kind. */
ChanceQueue chanceOf(GameState from, const std::vector<Event>& events);

/** Draws from its queue first (a tile only while it is in the bag), then from `live`. */
class QueuedChance final : public ChanceSource
{
public:
    explicit QueuedChance(ChanceSource& live) : m_live(live) {}
    Event next(const GameState& state) override;
    ChanceQueue& queue() { return m_queue; }
    const ChanceQueue& queue() const { return m_queue; }

private:
    ChanceSource& m_live;
    ChanceQueue m_queue;
};

/**
 * The event a take-back goes back to: the placement of the last turn a seat with
 * `mayTakeBack(seat)` confirmed (its tile stays drawn), or none. In a game with computers that
 * is the last human turn, with the computers' turns after it.
 */
std::optional<std::size_t> takeBackPoint(const GameRecord& record,
                                         const std::function<bool(int seat)>& mayTakeBack);

/** The queue as stored JSON ({"tiles": ["sw04", …], "dice": [4, …], "yellow": [7, …]}). */
std::string chanceQueueToJson(const ChanceQueue& queue, const TileCatalog& catalog);
/** Reads chanceQueueToJson's JSON within kStoredJsonLimits; none when it is not such JSON. */
std::optional<ChanceQueue> chanceQueueFromJson(std::string_view json, const TileCatalog& catalog);

} // namespace sl
