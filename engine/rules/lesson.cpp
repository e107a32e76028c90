// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "lesson.h"

#include "jsonread.h"
#include "recordvalue.h"

#include <algorithm>
#include <array>

namespace sl {
namespace {

using nlohmann::json;

constexpr std::string_view kFormat = "starlanes-lesson";
constexpr int kVersion = 1;
constexpr std::array<std::string_view, 4> kPlaceholders = {"{gain}", "{opponentGain}", "{you}",
                                                           "{opponent}"};

struct Refused
{
    std::string what;
};

[[noreturn]] void refuse(const std::string& where, const std::string& what)
{
    throw Refused{where + ": " + what};
}

const json& need(const json& o, const std::string& where, const char* key)
{
    if (!o.is_object() || !o.contains(key))
        refuse(where.empty() ? std::string(key) : where + "." + key, "missing");
    return o.at(key);
}

void onlyKeys(const json& o, const std::string& where, std::initializer_list<std::string_view> keys)
{
    for (const auto& [key, value] : o.items())
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            refuse(where.empty() ? key : where + "." + key, "unknown field");
}

int integer(const json& o, const std::string& where, const char* key)
{
    const json& v = need(o, where, key);
    if (!v.is_number_integer()) refuse(where + "." + key, "not a whole number: " + quoteValue(v));
    return v.get<int>();
}

/** A text in both languages; `placeholders`: whether {gain}… may appear in it. */
LessonText text(const json& o, const std::string& where, const char* key, bool placeholders)
{
    const std::string at = where.empty() ? std::string(key) : where + "." + key;
    const json& v = need(o, where, key);
    if (!v.is_object()) refuse(at, "not a text {\"en\": …, \"cs\": …}");
    onlyKeys(v, at, {"en", "cs"});
    LessonText t;
    for (const char* lang : {"en", "cs"}) {
        const json& s = need(v, at, lang);
        if (!s.is_string() || s.get<std::string>().empty())
            refuse(at + "." + lang, "not a text: " + quoteValue(s));
        std::string& out = std::string_view(lang) == "en" ? t.en : t.cs;
        out = s.get<std::string>();
        // Every {…} must be a known placeholder, and only where placeholders may be.
        for (std::size_t open = out.find('{'); open != std::string::npos;
             open = out.find('{', open + 1)) {
            const std::size_t close = out.find('}', open);
            const std::string token =
                out.substr(open, close == std::string::npos ? std::string::npos : close - open + 1);
            const bool known =
                std::find(kPlaceholders.begin(), kPlaceholders.end(), token) != kPlaceholders.end();
            if (!known || !placeholders)
                refuse(at + "." + lang, "\"" + token + "\" is not a placeholder it may use");
        }
    }
    return t;
}

std::string lessonIdOf(const json& doc)
{
    const json& id = need(doc, "", "id");
    std::string value = id.is_string() ? id.get<std::string>() : std::string();
    const bool ok =
        !value.empty() && value.size() <= 64 && std::all_of(value.begin(), value.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
        });
    if (!ok) refuse("id", "not an id (a-z, 0-9, - and _): " + quoteValue(id));
    return value;
}

Lesson readLesson(const json& doc)
{
    if (!doc.is_object() || !doc.contains("format") || doc.at("format") != kFormat)
        refuse("format", "not a Starlanes lesson (\"format\": \"starlanes-lesson\")");
    const json& version = need(doc, "", "version");
    if (!version.is_number_integer()) refuse("version", "not a whole number");
    if (version.get<std::int64_t>() > kVersion)
        refuse("version", "written by a newer version of Starlanes (" + quoteValue(version) + ")");
    if (version.get<std::int64_t>() < 1) refuse("version", quoteValue(version));
    onlyKeys(doc, "",
             {"format", "version", "id", "title", "intro", "finish", "person", "record", "steps"});
    Lesson lesson;
    lesson.id = lessonIdOf(doc);
    lesson.title = text(doc, "", "title", false);
    lesson.intro = text(doc, "", "intro", false);
    lesson.finish = text(doc, "", "finish", true);

    RecordLoadResult loaded = recordFromJson(need(doc, "", "record"));
    if (!loaded.record) refuse("record", describe(*loaded.error));
    lesson.record = std::move(*loaded.record);
    const auto& players = lesson.record.setup.players;
    lesson.person = integer(doc, "", "person");
    if (players.size() != 2 || lesson.record.setup.teamGame)
        refuse("record.setup.players", "a lesson is a game of two: the person and a computer");
    if (lesson.person < 0 || lesson.person > 1) refuse("person", "not seat 0 or 1");
    if (players[std::size_t(lesson.person)].kind != SeatKind::Human ||
        players[std::size_t(1 - lesson.person)].kind != SeatKind::Computer)
        refuse("record.setup.players", "the person's seat is a person's, the other a computer's");

    // The game played once: every seat's score before each event, and who places each tile.
    const auto& events = lesson.record.events;
    GameState state(buildCatalog(lesson.record.setup), lesson.record.setup.config());
    const int you = state.sideOf(lesson.person);
    const int opponent = state.sideOf(1 - lesson.person);
    std::vector<std::array<int, 2>> scores;
    std::vector<int> placer(events.size(), -1);
    for (std::size_t i = 0; i < events.size(); ++i) {
        scores.push_back({state.score(you), state.score(opponent)});
        if (events[i].type == EventType::Place) placer[i] = state.currentPlayer();
        if (state.apply(events[i]) != ApplyError::None)
            refuse("record.events[" + std::to_string(i) + "]", "does not replay"); // (checked)
    }
    scores.push_back({state.score(you), state.score(opponent)});
    if (state.phase() != Phase::GameOver)
        refuse("record.events", "the game does not end: a lesson is a whole game");
    lesson.finalYou = state.score(you);
    lesson.finalOpponent = state.score(opponent);

    const json& steps = need(doc, "", "steps");
    if (!steps.is_array() || steps.empty()) refuse("steps", "not a list of steps");
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const std::string where = "steps[" + std::to_string(k) + "]";
        const json& s = steps[k];
        if (!s.is_object()) refuse(where, "not a step");
        LessonStep step;
        const int event = integer(s, where, "event");
        if (event < 0 || std::size_t(event) >= events.size() || placer[std::size_t(event)] < 0)
            refuse(where + ".event", std::to_string(event) + " is not a \"place\" event");
        step.event = std::size_t(event);
        if (!lesson.steps.empty() && lesson.steps.back().event >= step.event)
            refuse(where + ".event", "not after the step before");
        step.person = placer[step.event] == lesson.person;
        if (step.person) {
            onlyKeys(s, where, {"event", "say", "wrong", "result", "gain", "opponentGain"});
            step.say = text(s, where, "say", false);
            step.wrong = text(s, where, "wrong", false);
        } else {
            onlyKeys(s, where, {"event", "result", "gain", "opponentGain"});
        }
        step.result = text(s, where, "result", true);
        // The turn ends where the next tile is drawn (its battles and scoring in it), the last
        // one at the end of the game (the final scoring in it).
        step.end = step.event;
        while (step.end < events.size() && events[step.end].type != EventType::Draw)
            ++step.end;
        step.gain = scores[step.end][0] - scores[step.event][0];
        step.opponentGain = scores[step.end][1] - scores[step.event][1];
        step.you = scores[step.end][0];
        step.opponent = scores[step.end][1];
        for (const auto& [key, value] :
             {std::pair{"gain", step.gain}, std::pair{"opponentGain", step.opponentGain}}) {
            const int said = integer(s, where, key);
            if (said != value)
                refuse(where + "." + key,
                       std::to_string(said) + ", the rules give " + std::to_string(value));
        }
        lesson.steps.push_back(std::move(step));
    }
    for (std::size_t i = 0; i < events.size(); ++i)
        if (placer[i] == lesson.person && !lesson.stepAt(i))
            refuse("steps", "the person's turn at event " + std::to_string(i) + " has no step");
    return lesson;
}

} // namespace

const LessonStep* Lesson::stepAt(std::size_t event) const
{
    for (const LessonStep& s : steps)
        if (s.event == event) return &s;
    return nullptr;
}

const LessonStep* Lesson::lastStepBefore(std::size_t events) const
{
    const LessonStep* last = nullptr;
    for (const LessonStep& s : steps)
        if (s.event < events) last = &s;
    return last;
}

int Lesson::personTurns() const
{
    return personTurnsBefore(record.events.size());
}

int Lesson::personTurnsBefore(std::size_t events) const
{
    return int(std::count_if(steps.begin(), steps.end(), [events](const LessonStep& s) {
        return s.person && s.event < events;
    }));
}

LessonLoad parseLesson(std::string_view text)
{
    LessonLoad out;
    const JsonRead read = readJson(text, kRecordLimits);
    if (!read.ok()) {
        out.error = describe(*read.problem);
        return out;
    }
    try {
        out.lesson = readLesson(read.doc);
    } catch (const Refused& r) {
        out.error = r.what;
    } catch (const std::exception& e) { // a value of another type than the reader expected
        out.error = std::string("a value of the wrong type: ") + e.what();
    }
    return out;
}

std::string fillLessonText(std::string_view text, int gain, int opponentGain, int you, int opponent)
{
    std::string out(text);
    const std::array<int, 4> values = {gain, opponentGain, you, opponent};
    for (std::size_t k = 0; k < kPlaceholders.size(); ++k)
        for (std::size_t at = out.find(kPlaceholders[k]); at != std::string::npos;
             at = out.find(kPlaceholders[k], at))
            out.replace(at, kPlaceholders[k].size(), std::to_string(values[k]));
    return out;
}

} // namespace sl
