// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/record.h"

#include <QString>

namespace slui {

/** Why a game record (a file, an import, a stored game) cannot be used, in the UI language:
 *  "events[12]: illegal event: meeple placement breaks the rules (the realm already holds a
 *  meeple)", "not valid JSON: the text ends in the middle of a value at line 3, column 14".
 *  The field is the record's JSON path; values quoted are as written in the file. In English
 *  the words are those of the engine's describe() (the CLI's), but a refused meeple is said in
 *  words where the CLI gives the reason's token. */
QString recordErrorText(const sl::RecordError& e);

/** Why a JSON text was refused, in the UI language: "values nested more than 24 deep at line
 *  1, column 1568", "the key "events" appears twice in (document)". */
QString jsonProblemText(const sl::JsonSyntax& s);

} // namespace slui
