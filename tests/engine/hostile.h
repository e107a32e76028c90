// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

// Hostile inputs for every reader (issue 32): a valid document of each format (a tile set, a
// game record with its sets inside, a puzzle) with one of its values replaced by something deep,
// wide, huge or odd, and whole texts that are cut short, empty or not text. Used by the engine's
// test (tst_hostile), the tool that writes them for the command-line test (write_hostile) and
// the structure-aware fuzzer (fuzz_fields). Qt-free.
#include "ai/puzzle.h"
#include "rules/inputlimits.h"
#include "rules/record.h"
#include "rules/simulate.h"
#include "rules/tileset.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace hostile {

enum class Format { TileSet, Record, Puzzle };

inline const char* name(Format f)
{
    return f == Format::TileSet ? "tileset" : f == Format::Record ? "record" : "puzzle";
}

inline const sl::JsonLimits& limitsOf(Format f)
{
    return f == Format::TileSet  ? sl::kTileSetLimits
           : f == Format::Record ? sl::kRecordLimits
                                 : sl::kPuzzleLimits;
}

/** A small valid base set: the built-in one's start tile and its first two other types (for
 *  the fuzzer, which reads a document per input and must be quick). */
inline sl::TileSet smallTileSet()
{
    sl::TileSet set = sl::builtinTileSet("base");
    std::vector<sl::TileType> kept;
    for (const sl::TileType& t : set.tiles)
        if (t.id == set.startTile || kept.size() < 2) kept.push_back(t);
    set.tiles = kept;
    set.id = "small";
    return set;
}

/** A valid document of the format, as an ordered value (fields in the file's order): with the
 *  built-in sets, or (`small`) with smallTileSet() alone. */
inline nlohmann::ordered_json makeValidDocument(Format f, bool small = false)
{
    using oj = nlohmann::ordered_json;
    if (f == Format::TileSet)
        return small ? oj::parse(sl::serializeTileSet(smallTileSet()))
                     : oj::parse(sl::builtinTileSetJson("base"));
    // A short game of three seats with both built-in sets inside, cut where a tile is to be
    // placed: a record that ends there is valid too, and it is the position of the puzzle.
    sl::GameSetup setup = sl::makeSetup({3, !small, false}, 11);
    if (small) setup.tileSets = {smallTileSet()};
    const sl::GameRecord whole = sl::randomRecord(setup);
    sl::GameRecord cut{whole.setup, {}};
    int draws = 0;
    for (const sl::Event& e : whole.events) {
        cut.events.push_back(e);
        if (e.type == sl::EventType::Draw && ++draws == (small ? 3 : 6)) break;
    }
    if (f == Format::Record) return oj::parse(sl::recordToJson(cut));
    sl::ai::Puzzle p;
    p.record = cut;
    const sl::ReplayResult r = sl::replay(cut);
    p.best.place = r.state->placementAt(0);
    p.played = p.best;
    p.title = "hostile";
    p.options.iterations = 200;
    p.options.playouts = 100;
    return oj::parse(sl::ai::puzzleToJson(p));
}

/** makeValidDocument(), made once per format. */
inline const nlohmann::ordered_json& validDocument(Format f)
{
    static const nlohmann::ordered_json docs[] = {makeValidDocument(Format::TileSet),
                                                  makeValidDocument(Format::Record),
                                                  makeValidDocument(Format::Puzzle)};
    return docs[static_cast<int>(f)];
}

/** Every value's JSON pointer in `doc`: all of an object's fields, the first and the last
 *  element of an array (arrays repeat their elements' shape). */
inline std::vector<std::string> fieldPaths(const nlohmann::ordered_json& doc,
                                           const std::string& at = "")
{
    std::vector<std::string> paths;
    if (!at.empty()) paths.push_back(at);
    if (doc.is_object()) {
        for (auto it = doc.begin(); it != doc.end(); ++it) {
            const auto sub = fieldPaths(it.value(), at + "/" + it.key());
            paths.insert(paths.end(), sub.begin(), sub.end());
        }
    } else if (doc.is_array()) {
        for (std::size_t i = 0; i < doc.size(); ++i) {
            if (i > 0 && i + 1 < doc.size()) continue;
            const auto sub = fieldPaths(doc[i], at + "/" + std::to_string(i));
            paths.insert(paths.end(), sub.begin(), sub.end());
        }
    }
    return paths;
}

/** What stands in for a value. */
enum class Fragment {
    DeepArrays,   ///< [[[[ … ]]]] 100,000 deep (200 KB): the crash of issue 32
    DeepObjects,  ///< {"a":{"a": … 1 … }} 50,000 deep
    DeepMixed,    ///< [{"a":[{"a": … 40,000 deep
    WideArray,    ///< an array of more values than the format may hold
    ManyKeys,     ///< an object with more keys than the format may hold values
    LongString,   ///< a string of most of the format's size
    HugeNumbers,  ///< numbers no type holds: [1e400, 2^64, -2^63-1, 2^63, 2^64-1]
    DuplicateKey, ///< {"type": …, "type": …}: the same key twice
    Count
};

inline const char* name(Fragment k)
{
    static const char* const names[] = {"deep-arrays",  "deep-objects", "deep-mixed",
                                        "wide-array",   "many-keys",    "long-string",
                                        "huge-numbers", "duplicate-key"};
    return names[static_cast<int>(k)];
}

/** The text of a fragment for a document of format `f`. */
inline std::string fragment(Fragment k, Format f)
{
    const sl::JsonLimits& lim = limitsOf(f);
    switch (k) {
    case Fragment::DeepArrays:
        return std::string(100000, '[') + std::string(100000, ']');
    case Fragment::DeepObjects: {
        std::string s;
        for (int i = 0; i < 50000; ++i)
            s += "{\"a\":";
        return s + "1" + std::string(50000, '}');
    }
    case Fragment::DeepMixed: {
        std::string s;
        for (int i = 0; i < 20000; ++i)
            s += "[{\"a\":";
        s += "0";
        for (int i = 0; i < 20000; ++i)
            s += "}]";
        return s;
    }
    case Fragment::WideArray: {
        std::string s = "[";
        for (std::size_t i = 0; i < lim.maxValues + 10; ++i)
            s += i ? ",0" : "0";
        return s + "]";
    }
    case Fragment::ManyKeys: {
        std::string s = "{";
        for (std::size_t i = 0; i < lim.maxValues + 10; ++i)
            s += (i ? ",\"" : "\"") + std::to_string(i) + "\":0";
        return s + "}";
    }
    case Fragment::LongString:
        return "\"" + std::string(lim.maxBytes * 3 / 4, 'x') + "\"";
    case Fragment::HugeNumbers:
        return "[1e400,18446744073709551616,-9223372036854775809,9223372036854775808,"
               "18446744073709551615]";
    case Fragment::DuplicateKey:
        return "{\"type\":\"draw\",\"type\":\"draw\",\"tile\":\"x\"}";
    case Fragment::Count:
        break;
    }
    return {};
}

/** The document of format `f` with the value at `pointer` replaced by `text` (any text: it
 *  is put into the document's text as it is). */
inline std::string substitute(Format f, const std::string& pointer, const std::string& text)
{
    static const std::string kMark = "\x01HOSTILE\x01";
    nlohmann::ordered_json doc = validDocument(f);
    doc[nlohmann::ordered_json::json_pointer(pointer)] = kMark;
    std::string s = doc.dump();
    const std::string quoted = "\"\\u0001HOSTILE\\u0001\"";
    const auto at = s.find(quoted);
    return at == std::string::npos ? s : s.replace(at, quoted.size(), text);
}

/** A whole text that no reader may take: its name and text. */
struct Whole
{
    std::string name;
    std::string text;
};

inline std::vector<Whole> wholeTexts(Format f)
{
    const std::string valid = validDocument(f).dump();
    const sl::JsonLimits& lim = limitsOf(f);
    std::vector<Whole> w{
        {"empty", ""},
        {"white-space", " \n\t \r\n"},
        {"cut-short", valid.substr(0, valid.size() / 2)},
        {"one-bracket", "["},
        {"nul-bytes", std::string(1000, '\0')},
        {"not-utf8", "{\"format\": \"\xff\xfe\xc0\xaf\"}"},
        {"deep-document", std::string(100000, '[') + std::string(100000, ']')},
        {"over-size", std::string(lim.maxBytes + 1, ' ')},
        {"duplicate-top-key",
         "{" + valid.substr(1, valid.size() - 2) + "," + valid.substr(1, valid.size() - 2) + "}"},
    };
    if (f == Format::TileSet) {
        // The 2 GB of issue 32: 3.9 MB of empty tiles, each with six problems.
        std::string tiles;
        for (int i = 0; i < 1300000; ++i)
            tiles += i ? ",{}" : "{}";
        nlohmann::ordered_json doc = validDocument(f);
        doc["tiles"] = "\x01T\x01";
        std::string s = doc.dump();
        const std::string mark = "\"\\u0001T\\u0001\"";
        w.push_back({"empty-tiles", s.replace(s.find(mark), mark.size(), "[" + tiles + "]")});
    }
    if (f == Format::Record) {
        // A record of two "events" keys once imported as an empty open game.
        std::string s = valid;
        const auto at = s.find("\"events\":");
        w.push_back({"two-events-keys", s.insert(at, "\"events\":[],")});
    }
    if (f == Format::Puzzle) {
        for (const char* version : {"9223372036854775808", "18446744073709551615", "0", "-1"}) {
            nlohmann::ordered_json doc = validDocument(f);
            doc["version"] = "\x01V\x01";
            std::string s = doc.dump();
            const std::string mark = "\"\\u0001V\\u0001\"";
            w.push_back(
                {std::string("version-") + version, s.replace(s.find(mark), mark.size(), version)});
        }
        nlohmann::ordered_json doc = validDocument(f);
        doc.erase("best");
        doc["values"].erase("best");
        doc["analysis"]["iterations"] = 10000000;
        doc["analysis"]["playouts"] = 10000000;
        w.push_back({"budget-ten-million", doc.dump()});
    }
    return w;
}

} // namespace hostile
