// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "takeback.h"

#include "catalog.h"
#include "inputlimits.h"
#include "jsonread.h"

#include <algorithm>

namespace sl {

using nlohmann::json;

void ChanceQueue::append(const ChanceQueue& later)
{
    tiles.insert(tiles.end(), later.tiles.begin(), later.tiles.end());
    for (std::size_t k = 0; k < dice.size(); ++k)
        dice[k].insert(dice[k].end(), later.dice[k].begin(), later.dice[k].end());
}

void ChanceQueue::consume(GameState from, const std::vector<Event>& events)
{
    for (const Event& e : events) {
        if (e.type == EventType::Draw && !tiles.empty()) tiles.pop_front();
        if (e.type == EventType::Die) {
            auto& d = dice[static_cast<std::size_t>(from.pendingDie())];
            if (!d.empty()) d.pop_front();
        }
        if (from.apply(e) != ApplyError::None) return;
    }
}

ChanceQueue chanceOf(GameState from, const std::vector<Event>& events)
{
    ChanceQueue q;
    for (const Event& e : events) {
        if (e.type == EventType::Draw) q.tiles.push_back(e.tile);
        if (e.type == EventType::Die)
            q.dice[static_cast<std::size_t>(from.pendingDie())].push_back(e.die);
        if (from.apply(e) != ApplyError::None) break;
    }
    return q;
}

Event QueuedChance::next(const GameState& state)
{
    if (state.phase() == Phase::Battle) {
        auto& d = m_queue.dice[static_cast<std::size_t>(state.pendingDie())];
        if (!d.empty()) {
            const int value = d.front();
            d.pop_front();
            return Event::roll(value);
        }
        return m_live.next(state);
    }
    const auto& bag = state.bag();
    while (!m_queue.tiles.empty()) {
        const std::uint16_t tile = m_queue.tiles.front();
        m_queue.tiles.pop_front();
        if (std::find(bag.begin(), bag.end(), tile) != bag.end()) return Event::draw(tile);
    }
    return m_live.next(state);
}

std::optional<std::size_t> takeBackPoint(const GameRecord& record,
                                         const std::function<bool(int seat)>& mayTakeBack)
{
    const auto catalog = buildCatalog(record.setup);
    if (!catalog) return std::nullopt;
    GameState state(catalog, record.setup.config());
    std::optional<std::size_t> point;
    for (std::size_t i = 0; i < record.events.size(); ++i) {
        const Event& e = record.events[i];
        if (e.type == EventType::Place && mayTakeBack(state.currentPlayer())) point = i;
        if (state.apply(e) != ApplyError::None) return std::nullopt;
    }
    return point;
}

std::string chanceQueueToJson(const ChanceQueue& queue, const TileCatalog& catalog)
{
    json tiles = json::array();
    for (std::uint16_t t : queue.tiles)
        tiles.push_back(catalog.type(t).def.id);
    return json{{"tiles", tiles},
                {"dice", std::vector<int>(queue.dice[0].begin(), queue.dice[0].end())},
                {"yellow", std::vector<int>(queue.dice[1].begin(), queue.dice[1].end())}}
        .dump();
}

std::optional<ChanceQueue> chanceQueueFromJson(std::string_view text, const TileCatalog& catalog)
{
    const JsonRead read = readJson(text, kStoredJsonLimits);
    if (!read.ok() || !read.doc.is_object() || read.doc.size() != 3) return std::nullopt;
    ChanceQueue q;
    const json& doc = read.doc;
    for (const char* key : {"tiles", "dice", "yellow"})
        if (!doc.contains(key) || !doc[key].is_array()) return std::nullopt;
    for (const json& t : doc["tiles"]) {
        const int type = t.is_string() ? catalog.find(t.get<std::string>()) : -1;
        if (type < 0) return std::nullopt;
        q.tiles.push_back(static_cast<std::uint16_t>(type));
    }
    for (const DieKind k : {DieKind::Normal, DieKind::Yellow}) {
        for (const json& d : doc[k == DieKind::Normal ? "dice" : "yellow"]) {
            if (!d.is_number_integer()) return std::nullopt;
            const int v = d.get<int>();
            if (v < dieMin(k) || v > dieMax(k)) return std::nullopt;
            q.dice[static_cast<std::size_t>(k)].push_back(v);
        }
    }
    return q;
}

} // namespace sl
