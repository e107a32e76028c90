// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tileset.h"

#include <QString>

namespace slui {

/** What a problem is, in the UI language; in English exactly the engine's text (the CLI's). */
QString problemWhat(sl::TileSetErrorCode code);
/** Why, more precisely, in the UI language; in English the engine's describe(reason). */
QString problemReason(sl::TileSetReason reason);
/** The whole message in the UI language: "file: tile sw03: field: problem “value”: reason, at
 *  line 3, column 14", as describe() in the engine gives it in English. */
QString problemText(const sl::TileSetError& e);
/** The same without the file name, for the editor's list (the file is the window's). */
QString problemTextInSet(const sl::TileSetError& e);
/** A file that cannot be read as a tile set: its first problem and how many more there are. */
QString loadProblemText(const sl::TileSetLoadResult& result);

} // namespace slui
