// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// libFuzzer target, structure-aware (issue 32): the input chooses a format (tile set, game
// record with its set inside, puzzle), one of its fields, and what takes the field's place:
// arrays or objects nested to a depth the input gives, an array or object as wide as it says,
// a long string, numbers at the ends of every type, a key twice, or the input's own bytes. So
// deep and wide values reach every field of every format, which byte-level mutation of whole
// files seldom does. Every reader must refuse or take it without crashing, within its limits.
#include "hostile.h"
#include "rules/jsonsyntax.h"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

/** Each format's document dumped with a mark at each of its fields: the text before and after
 *  the field's value, so that an input costs two copies and a read. */
struct Holes
{
    std::vector<std::pair<std::string, std::string>> around;
};

const Holes& holes(hostile::Format f)
{
    static const std::array<Holes, 3> all = [] {
        std::array<Holes, 3> h;
        for (const hostile::Format g :
             {hostile::Format::TileSet, hostile::Format::Record, hostile::Format::Puzzle}) {
            const nlohmann::ordered_json doc = hostile::makeValidDocument(g, true);
            for (const std::string& p : hostile::fieldPaths(doc)) {
                nlohmann::ordered_json copy = doc;
                copy[nlohmann::ordered_json::json_pointer(p)] = "\x01H\x01";
                const std::string text = copy.dump();
                const std::string mark = "\"\\u0001H\\u0001\"";
                const auto at = text.find(mark);
                h[int(g)].around.emplace_back(text.substr(0, at), text.substr(at + mark.size()));
            }
        }
        return h;
    }();
    return all[int(f)];
}

std::string repeat(const std::string& s, std::size_t n)
{
    std::string r;
    r.reserve(s.size() * n);
    for (std::size_t i = 0; i < n; ++i)
        r += s;
    return r;
}

/**
 * The value the input asks for; `n` (0-65535) sets its depth or width: a depth up to 63 (the
 * limits are 16 to 25) or, for n above 65,000, up to 107,000 (reading stops at the limit, so a
 * deep value costs little); a width of up to 255 values (past every count of the formats
 * themselves); a string of up to 16 KB. Values wider or longer than the readers' limits take a
 * second each under the sanitizers: tests/engine/tst_hostile.cpp puts them into every field.
 */
std::string value(unsigned kind, std::size_t n, std::string_view rest)
{
    const std::size_t deep = n > 65000 ? (n - 65000) * 200 : n % 64;
    const std::size_t wide = n % 256;
    switch (kind % 9) {
    case 0:
        return repeat("[", deep) + repeat("]", deep);
    case 1:
        return repeat("{\"a\":", deep) + "0" + repeat("}", deep);
    case 2:
        return repeat("[{\"", deep) + std::string(rest) + "\":0}]";
    case 3:
        return "[" + repeat("0,", wide) + "0]";
    case 4: {
        std::string s = "{";
        for (std::size_t i = 0; i < wide; ++i)
            s += (i ? ",\"" : "\"") + std::to_string(i) + "\":0";
        return s + "}";
    }
    case 5:
        return "\"" + std::string(wide * 64, 'x') + "\"";
    case 6: {
        static const char* const numbers[] = {"1e400",
                                              "-1e400",
                                              "18446744073709551616",
                                              "18446744073709551615",
                                              "9223372036854775808",
                                              "-9223372036854775809",
                                              "-0",
                                              "0.5",
                                              "1e-400",
                                              "-1"};
        return numbers[n % 10];
    }
    case 7:
        return "{\"" + std::string(rest) + "\":0,\"" + std::string(rest) + "\":1}";
    default:
        return std::string(rest); // the input's own bytes
    }
}

void read(hostile::Format f, const std::string& text)
{
    switch (f) {
    case hostile::Format::TileSet: {
        const sl::TileSetLoadResult r = sl::parseTileSet(text, "f.json");
        if (r.errors.size() > sl::kMaxListedProblems) std::abort();
        for (const sl::TileSetError& e : r.errors)
            if (sl::describe(e).size() > 1000) std::abort(); // a message quotes a short piece
        (void)sl::parseTileSetStructure(text, "f.json");
        break;
    }
    case hostile::Format::Record: {
        const sl::RecordLoadResult r = sl::parseRecord(text);
        if (r.error && sl::describe(*r.error).size() > 1000) std::abort();
        if (r.record && sl::replay(*r.record).error) std::abort();
        break;
    }
    case hostile::Format::Puzzle: {
        const sl::ai::PuzzleLoadResult r = sl::ai::puzzleFromJson(text);
        if (sl::ai::describe(r).size() > 2000) std::abort();
        break;
    }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 5) return 0;
    const auto f = hostile::Format(data[0] % 3);
    const Holes& h = holes(f);
    const std::size_t field = (std::size_t(data[1]) << 8 | data[2]) % h.around.size();
    const unsigned kind = data[3];
    const std::size_t n = (std::size_t(data[4]) << 8 | (size > 5 ? data[5] : 0));
    const std::string_view rest(reinterpret_cast<const char*>(data) + 6, size > 6 ? size - 6 : 0);
    const auto& [before, after] = h.around[field];
    read(f, before + value(kind, n, rest) + after);
    return 0;
}
