// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// A guided lesson ("Learn to play", docs/manual.md): a whole short game, scripted, with what to
// do and what happened at each step, in both languages. The format is in LESSON-FORMAT.md.
#pragma once

#include "record.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sl {

/** A text of a lesson in both languages. */
struct LessonText
{
    std::string en;
    std::string cs;
    const std::string& in(std::string_view language) const { return language == "cs" ? cs : en; }
};

/** One step: a turn of the game (the person's to play, or the computer's to watch). */
struct LessonStep
{
    std::size_t event = 0; ///< index of the turn's "place" event in the record
    bool person = false;   ///< the person's turn (played by the player), else the computer's
    LessonText say;        ///< what to do (the person's turns)
    LessonText wrong;      ///< the friendly word when the player does something else
    LessonText result;     ///< what the turn did, with {gain} {opponentGain} {you} {opponent}
    int gain = 0;          ///< the person's points in this turn (checked by the reader)
    int opponentGain = 0;  ///< the computer's
    int you = 0;           ///< the person's total after the turn
    int opponent = 0;      ///< the computer's
    std::size_t end = 0;   ///< the turn's end: the next "draw" event, or the record's end
};

struct Lesson
{
    std::string id;
    LessonText title;
    LessonText intro;
    LessonText finish; ///< after the game, with {you} {opponent}
    int person = 0;    ///< the seat the player plays; the other seat is the computer
    GameRecord record; ///< the whole game as taught, ending with the game over
    std::vector<LessonStep> steps;
    int finalYou = 0;
    int finalOpponent = 0;

    /** The step of the turn whose "place" event is `event`, or null. */
    const LessonStep* stepAt(std::size_t event) const;
    /** The step of the last turn begun by `events` played (its place event < events), or null. */
    const LessonStep* lastStepBefore(std::size_t events) const;
    /** The person's turns in the lesson, and how many of them start before `events`. */
    int personTurns() const;
    int personTurnsBefore(std::size_t events) const;
};

struct LessonLoad
{
    std::optional<Lesson> lesson;
    std::string error; ///< English, with the place: "steps[3].gain: 2, the game gives 3"
};

/**
 * Reads and checks a lesson: the format, the texts (both languages, only known placeholders),
 * the record (every event legal, the game over at its end, two seats: the person and a
 * computer), a step for every turn of the person, each step on a "place" event, and each step's
 * points as the rules give them.
 */
LessonLoad parseLesson(std::string_view json);

/** `text` with {gain}, {opponentGain}, {you} and {opponent} replaced by the numbers. */
std::string fillLessonText(std::string_view text, int gain, int opponentGain, int you,
                           int opponent);

} // namespace sl
