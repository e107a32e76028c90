// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/puzzle.h"

#include <QString>

namespace slapp {

/** Why a puzzle file cannot be used, in the UI language (sl::ai::describe's English for the
 *  command line). */
QString puzzleProblemText(const sl::ai::PuzzleLoadResult& result);

} // namespace slapp
