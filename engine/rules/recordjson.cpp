// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// JSON form of game records (engine/RECORD-FORMAT.md). Strict: unknown fields and wrong types are
// errors, and every event is replayed to prove it legal.
#include "jsonread.h"
#include "jsonsyntax.h"
#include "meeplejson.h"
#include "record.h"
#include "recordvalue.h"
#include "tilesetjson.h"

#include <initializer_list>

namespace sl {
namespace {

using nlohmann::json;
constexpr std::string_view kFormatName = "starlanes-record";
constexpr int kFormatVersion = 1;

/** Thrown inside this file only, turned into a RecordError at the public entry points. */
struct Fail
{
    RecordError error;
};

[[noreturn]] void fail(RecordErrorCode c, const std::string& field, std::string detail = {})
{
    throw Fail{{c, shortQuote(field), std::move(detail)}};
}

/** A value from the file refused: `detail` and `value` are the value as written (a long one
 *  cut: a message quotes a short piece of a file only). */
[[noreturn]] void failValue(RecordErrorCode c, const std::string& field, const std::string& value)
{
    RecordError e{c, shortQuote(field), shortQuote(value)};
    e.value = shortQuote(value);
    throw Fail{std::move(e)};
}

/** Refused for a reason the code alone does not say; `detail` is the reason in English. */
[[noreturn]] void failBecause(RecordErrorCode c, const std::string& field, RecordReason reason,
                              std::string detail, const std::string& value = {})
{
    RecordError e{c, shortQuote(field), std::move(detail)};
    e.reason = reason;
    e.value = shortQuote(value);
    throw Fail{std::move(e)};
}

void onlyKeys(const json& obj, const std::string& path, std::initializer_list<const char*> known)
{
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        bool ok = false;
        for (const char* k : known)
            ok = ok || it.key() == k;
        if (!ok)
            fail(RecordErrorCode::UnknownField, path.empty() ? it.key() : path + "." + it.key());
    }
}

const json& need(const json& obj, const std::string& path, const char* key, json::value_t type)
{
    const std::string p = path.empty() ? key : path + "." + key;
    auto it = obj.find(key);
    if (it == obj.end()) fail(RecordErrorCode::MissingField, p);
    const bool ok = it->type() == type ||
                    (type == json::value_t::number_integer && it->is_number_unsigned()) ||
                    (type == json::value_t::number_unsigned && it->is_number_integer() &&
                     it->get<std::int64_t>() >= 0);
    if (!ok) fail(RecordErrorCode::WrongType, p);
    return *it;
}

int needInt(const json& obj, const std::string& path, const char* key, int lo, int hi)
{
    const json& v = need(obj, path, key, json::value_t::number_integer);
    const bool neg = v.is_number_integer() && !v.is_number_unsigned() && v.get<std::int64_t>() < 0;
    const std::int64_t x = neg ? v.get<std::int64_t>()
                               : static_cast<std::int64_t>(std::min<std::uint64_t>(
                                     v.get<std::uint64_t>(), std::uint64_t(1) << 40));
    if (x < lo || x > hi) failValue(RecordErrorCode::BadValue, path + "." + key, quoteValue(v));
    return static_cast<int>(x);
}

json eventJson(const Event& e, const TileCatalog& cat)
{
    switch (e.type) {
    case EventType::Draw:
        return {{"type", "draw"}, {"tile", cat.type(e.tile).def.id}};
    case EventType::Place:
        return {{"type", "place"}, {"x", e.place.x}, {"y", e.place.y}, {"rotation", e.place.rot}};
    case EventType::Discard:
        return {{"type", "discard"}};
    case EventType::Die:
        return {{"type", "die"}, {"value", e.die}};
    case EventType::Meeple:
        break;
    }
    return meepleJson(e.meeple);
}

constexpr int kCoord = 1000;

/** A meeple move at `p`: typed as the record has it ({"type": "pass"} or "meeple"), or untyped
 *  as analyses stored it before meepleJson() (the pass as {"on": "none"}). */
MeepleMove parseMeeple(const json& j, const std::string& p)
{
    if (!j.is_object())
        failBecause(RecordErrorCode::WrongType, p, RecordReason::ExpectedObject,
                    "expected an object");
    const bool typed = j.contains("type");
    if (typed && need(j, p, "type", json::value_t::string).get<std::string>() == "pass") {
        onlyKeys(j, p, {"type"});
        return {};
    }
    if (!typed && need(j, p, "on", json::value_t::string).get<std::string>() == "none") {
        onlyKeys(j, p, {"on"});
        return {};
    }
    MeepleMove m;
    m.large = need(j, p, "large", json::value_t::boolean).get<bool>();
    const std::string eq = need(j, p, "equipment", json::value_t::string).get<std::string>();
    auto equipment = equipmentFromString(eq);
    if (!equipment) failValue(RecordErrorCode::BadValue, p + ".equipment", eq);
    m.equipment = *equipment;
    const std::string on = need(j, p, "on", json::value_t::string).get<std::string>();
    if (on == "segment") {
        if (typed)
            onlyKeys(j, p, {"type", "large", "equipment", "on", "segment"});
        else
            onlyKeys(j, p, {"large", "equipment", "on", "segment"});
        m.target = MeepleTarget::Segment;
        m.segment = static_cast<std::int8_t>(needInt(j, p, "segment", 0, kMaxRealmsPerTile - 1));
    } else if (on == "planet") {
        if (typed)
            onlyKeys(j, p, {"type", "large", "equipment", "on", "x", "y"});
        else
            onlyKeys(j, p, {"large", "equipment", "on", "x", "y"});
        m.target = MeepleTarget::Planet;
        m.x = static_cast<std::int16_t>(needInt(j, p, "x", -kCoord, kCoord));
        m.y = static_cast<std::int16_t>(needInt(j, p, "y", -kCoord, kCoord));
    } else {
        failValue(RecordErrorCode::BadValue, p + ".on", on);
    }
    return m;
}

Event parseEvent(const json& j, const std::string& p, const TileCatalog& cat)
{
    if (!j.is_object())
        failBecause(RecordErrorCode::WrongType, p, RecordReason::ExpectedObject,
                    "expected an object");
    const std::string type = need(j, p, "type", json::value_t::string).get<std::string>();
    if (type == "draw") {
        onlyKeys(j, p, {"type", "tile"});
        const std::string id = need(j, p, "tile", json::value_t::string).get<std::string>();
        const int t = cat.find(id);
        if (t < 0) failValue(RecordErrorCode::BadValue, p + ".tile", id);
        return Event::draw(t);
    }
    if (type == "place") {
        onlyKeys(j, p, {"type", "x", "y", "rotation"});
        Placement pl;
        pl.x = static_cast<std::int16_t>(needInt(j, p, "x", -kCoord, kCoord));
        pl.y = static_cast<std::int16_t>(needInt(j, p, "y", -kCoord, kCoord));
        pl.rot = static_cast<std::uint8_t>(needInt(j, p, "rotation", 0, 3));
        return Event::placeTile(pl);
    }
    if (type == "discard") {
        onlyKeys(j, p, {"type"});
        return Event::discard();
    }
    if (type == "die") {
        onlyKeys(j, p, {"type", "value"});
        return Event::roll(needInt(j, p, "value", 1, 8));
    }
    if (type != "pass" && type != "meeple") failValue(RecordErrorCode::BadValue, p + ".type", type);
    return Event::meepleMove(parseMeeple(j, p));
}

TileSet parseTileSetRef(const json& j, const std::string& p)
{
    if (!j.is_object())
        failBecause(RecordErrorCode::WrongType, p, RecordReason::ExpectedObject,
                    "expected an object");
    onlyKeys(j, p, {"id", "hash", "content"});
    const std::string id = need(j, p, "id", json::value_t::string).get<std::string>();
    std::string hash;
    if (j.contains("hash")) hash = need(j, p, "hash", json::value_t::string).get<std::string>();
    TileSet set;
    if (j.contains("content")) {
        // A set inside a record is held to what a tile-set file is held to.
        if (const auto over = exceedsLimits(j["content"], kTileSetLimits)) {
            RecordError e{RecordErrorCode::OverLimit, p + ".content", describe(*over)};
            e.syntax = over;
            throw Fail{std::move(e)};
        }
        TileSetLoadResult r = tileSetFromJson(j["content"], p + ".content");
        if (!r.ok()) {
            RecordError e{RecordErrorCode::TileSet, p + ".content", describe(r.errors.front())};
            e.tileSet = r.errors.front();
            throw Fail{std::move(e)};
        }
        set = std::move(r.set);
        if (set.id != id)
            failBecause(RecordErrorCode::BadValue, p + ".id", RecordReason::IdMismatch,
                        shortQuote(id) + " != " + shortQuote(set.id), set.id);
    } else {
        if (hash.empty()) fail(RecordErrorCode::MissingField, p + ".hash");
        if (builtinTileSetJson(id).empty())
            failValue(RecordErrorCode::UnknownTileSet, p + ".id", id);
        set = builtinTileSet(id);
    }
    const std::string found = hash.empty() ? hash : contentHash(set);
    if (found != hash)
        failBecause(RecordErrorCode::HashMismatch, p + ".hash", RecordReason::None,
                    (j.contains("content") ? "embedded set '" : "built-in set '") + shortQuote(id) +
                        "': expected " + (hash.size() <= 80 ? hash : shortQuote(hash)) +
                        ", found " + found,
                    id);
    return set;
}

GameSetup parseSetup(const json& j)
{
    const std::string p = "setup";
    onlyKeys(j, p, {"tileSets", "players", "teamGame", "seed", "seeded"});
    GameSetup s;
    const json& sets = need(j, p, "tileSets", json::value_t::array);
    if (sets.empty() || sets.size() > 4)
        failBecause(RecordErrorCode::BadValue, p + ".tileSets", RecordReason::TileSetCount,
                    "one base set and at most three more");
    for (std::size_t i = 0; i < sets.size(); ++i)
        s.tileSets.push_back(parseTileSetRef(sets[i], p + ".tileSets[" + std::to_string(i) + "]"));
    const json& players = need(j, p, "players", json::value_t::array);
    if (players.size() > kMaxPlayers)
        failBecause(RecordErrorCode::Setup, p + ".players", RecordReason::TooManyPlayers,
                    "too many players");
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string pp = p + ".players[" + std::to_string(i) + "]";
        const json& pj = players[i];
        if (!pj.is_object())
            failBecause(RecordErrorCode::WrongType, pp, RecordReason::ExpectedObject,
                        "expected an object");
        onlyKeys(pj, pp, {"name", "colour", "kind", "level"});
        PlayerInfo info;
        info.name = need(pj, pp, "name", json::value_t::string).get<std::string>();
        if (info.name.size() > 200)
            failBecause(RecordErrorCode::BadValue, pp + ".name", RecordReason::NameTooLong,
                        "longer than 200 bytes");
        const std::string c = need(pj, pp, "colour", json::value_t::string).get<std::string>();
        auto colour = colourFromString(c);
        if (!colour) failValue(RecordErrorCode::BadValue, pp + ".colour", c);
        info.colour = *colour;
        const std::string kind = need(pj, pp, "kind", json::value_t::string).get<std::string>();
        if (kind != "human" && kind != "computer")
            failValue(RecordErrorCode::BadValue, pp + ".kind", kind);
        info.kind = kind == "human" ? SeatKind::Human : SeatKind::Computer;
        if (pj.contains("level")) {
            if (info.kind == SeatKind::Human)
                failBecause(RecordErrorCode::BadValue, pp + ".level", RecordReason::HumanSeatLevel,
                            "a human seat has no level");
            const std::string level =
                need(pj, pp, "level", json::value_t::string).get<std::string>();
            const auto l = seatLevelFromString(level);
            if (!l) failValue(RecordErrorCode::BadValue, pp + ".level", level);
            info.level = *l;
        }
        s.players.push_back(info);
    }
    s.teamGame = need(j, p, "teamGame", json::value_t::boolean).get<bool>();
    s.seed = need(j, p, "seed", json::value_t::number_unsigned).get<std::uint64_t>();
    if (j.contains("seeded")) s.seeded = need(j, p, "seeded", json::value_t::boolean).get<bool>();
    return s;
}

} // namespace

std::string eventToJson(const Event& e, const TileCatalog& catalog)
{
    return eventJson(e, catalog).dump();
}

std::optional<Event> eventFromJson(std::string_view text, const TileCatalog& catalog,
                                   std::optional<RecordError>* error)
{
    try {
        const JsonRead read = readJson(text, kStoredJsonLimits);
        if (!read.ok()) {
            RecordError e{isLimit(*read.problem) ? RecordErrorCode::OverLimit
                                                 : RecordErrorCode::Syntax,
                          "event", describe(*read.problem)};
            e.syntax = read.problem;
            throw Fail{std::move(e)};
        }
        return parseEvent(read.doc, "event", catalog);
    } catch (const Fail& f) {
        if (error) *error = f.error;
    } catch (const std::exception&) {
        if (error) *error = RecordError{RecordErrorCode::Syntax, "event", {}};
    }
    return std::nullopt;
}

std::string recordToJson(const GameRecord& record, const RecordJsonOptions& options)
{
    json sets = json::array();
    for (const TileSet& set : record.setup.tileSets) {
        json ref{{"id", set.id}, {"hash", contentHash(set)}};
        const bool builtinSame = !builtinTileSetJson(set.id).empty() &&
                                 contentHash(builtinTileSet(set.id)) == contentHash(set);
        if (options.embedTileSets || !builtinSame) ref["content"] = tileSetToJson(set);
        sets.push_back(ref);
    }
    json players = json::array();
    for (const PlayerInfo& p : record.setup.players) {
        json pj{{"name", p.name},
                {"colour", std::string(token(p.colour))},
                {"kind", p.kind == SeatKind::Human ? "human" : "computer"}};
        if (p.kind == SeatKind::Computer) pj["level"] = std::string(token(p.level));
        players.push_back(std::move(pj));
    }
    json doc;
    doc["format"] = kFormatName;
    doc["version"] = kFormatVersion;
    doc["setup"] = {{"tileSets", sets},
                    {"players", players},
                    {"teamGame", record.setup.teamGame},
                    {"seed", record.setup.seed}};
    if (!record.setup.seeded) doc["setup"]["seeded"] = false; // absent: true (older records)
    json events = json::array();
    auto catalog = buildCatalog(record.setup);
    if (catalog)
        for (const Event& e : record.events)
            events.push_back(eventJson(e, *catalog));
    doc["events"] = events;
    return doc.dump(options.indent);
}

RecordLoadResult parseRecord(std::string_view text, const std::atomic<bool>* cancel)
{
    const JsonRead read = readJson(text, kRecordLimits, cancel);
    if (!read.ok()) {
        RecordLoadResult result;
        result.error = RecordError{isLimit(*read.problem) ? RecordErrorCode::OverLimit
                                                          : RecordErrorCode::Syntax,
                                   {},
                                   describe(*read.problem)};
        result.error->syntax = read.problem;
        return result;
    }
    return recordFromJson(read.doc, cancel);
}

RecordLoadResult recordFromJson(const json& doc, const std::atomic<bool>* cancel)
{
    RecordLoadResult result;
    try {
        if (!doc.is_object() || !doc.contains("format") || doc.at("format") != kFormatName)
            fail(RecordErrorCode::WrongFormat, "format");
        const json& v = need(doc, "", "version", json::value_t::number_integer);
        if (v.is_number_unsigned() ? v.get<std::uint64_t>() > kFormatVersion
                                   : v.get<std::int64_t>() > kFormatVersion)
            failValue(RecordErrorCode::NewerVersion, "version", quoteValue(v));
        if (!v.is_number_unsigned() || v.get<std::uint64_t>() < 1)
            failValue(RecordErrorCode::BadValue, "version", quoteValue(v));
        onlyKeys(doc, "", {"format", "version", "setup", "events"});
        GameRecord record;
        record.setup = parseSetup(need(doc, "", "setup", json::value_t::object));
        std::optional<RecordError> err;
        auto catalog = buildCatalog(record.setup, &err);
        if (!catalog) throw Fail{*err};
        const json& events = need(doc, "", "events", json::value_t::array);
        GameState state(catalog, record.setup.config());
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (cancel && (i & 0xff) == 0 && cancel->load(std::memory_order_relaxed)) {
                RecordError e{RecordErrorCode::Syntax, {}, "reading was cancelled"};
                e.syntax = JsonSyntax{JsonSyntaxKind::Cancelled};
                throw Fail{std::move(e)};
            }
            const std::string p = "events[" + std::to_string(i) + "]";
            Event e = parseEvent(events[i], p, *catalog);
            const ApplyError ae = state.apply(e);
            if (ae != ApplyError::None) throw Fail{illegalEventError(state, e, ae, i)};
            record.events.push_back(e);
        }
        result.record = std::move(record);
    } catch (const Fail& f) {
        result.error = f.error;
    } catch (const std::exception&) {
        result.error =
            RecordError{RecordErrorCode::Syntax, {}, {}}; // not JSON the parser could say more of
    }
    return result;
}

json meepleJson(const MeepleMove& m)
{
    if (m.target == MeepleTarget::None) return {{"type", "pass"}};
    json j{{"type", "meeple"}, {"large", m.large}, {"equipment", std::string(token(m.equipment))}};
    if (m.target == MeepleTarget::Segment) {
        j["on"] = "segment";
        j["segment"] = m.segment;
    } else {
        j["on"] = "planet";
        j["x"] = m.x;
        j["y"] = m.y;
    }
    return j;
}

std::optional<MeepleMove> meepleFromJson(const json& j, std::string* field)
{
    try {
        return parseMeeple(j, "meeple");
    } catch (const Fail& f) {
        if (field) *field = f.error.field;
        return std::nullopt;
    }
}

} // namespace sl
