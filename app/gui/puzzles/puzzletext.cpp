// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "puzzletext.h"

#include "common/recordtext.h"

#include <QCoreApplication>
#include <QLocale>

namespace slapp {

QString puzzleProblemText(const sl::ai::PuzzleLoadResult& r)
{
    const QString field = QString::fromStdString(r.field);
    switch (r.problem) {
    case sl::ai::PuzzleProblem::None:
        return {};
    case sl::ai::PuzzleProblem::Syntax: {
        if (r.syntax && sl::isLimit(*r.syntax))
            return QCoreApplication::translate("PuzzleText",
                                               "larger than a puzzle file may be (%1)")
                .arg(slui::jsonProblemText(*r.syntax));
        sl::RecordError e{sl::RecordErrorCode::Syntax, {}, {}};
        e.syntax = r.syntax;
        return slui::recordErrorText(e);
    }
    case sl::ai::PuzzleProblem::NotAPuzzle:
        return QCoreApplication::translate(
            "PuzzleText",
            "it is not a Starlanes puzzle (a game record is imported in the game browser)");
    case sl::ai::PuzzleProblem::NewerVersion:
        return QCoreApplication::translate("PuzzleText",
                                           "it was written by a newer version of Starlanes");
    case sl::ai::PuzzleProblem::Record:
        return QCoreApplication::translate("PuzzleText", "its game cannot be used: %1")
            .arg(r.recordError ? slui::recordErrorText(*r.recordError) : QString());
    case sl::ai::PuzzleProblem::NoTileToPlace:
        return QCoreApplication::translate("PuzzleText",
                                           "its game does not stop where a tile is to be placed");
    case sl::ai::PuzzleProblem::BadTurn:
        return QCoreApplication::translate("PuzzleText", "%1: not a legal turn of the position")
            .arg(field);
    case sl::ai::PuzzleProblem::BadValue:
        return QCoreApplication::translate("PuzzleText", "%1: missing or not a valid value")
            .arg(field);
    case sl::ai::PuzzleProblem::OverBudget:
        return QCoreApplication::translate(
                   "PuzzleText",
                   "%1: asks for a longer analysis than a puzzle may (at most %2 iterations "
                   "and %3 playouts)")
            .arg(field, QLocale().toString(sl::kMaxPuzzleIterations),
                 QLocale().toString(sl::kMaxPuzzlePlayouts));
    }
    return {};
}

} // namespace slapp
