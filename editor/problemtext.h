// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "tileset.h"

#include <QString>

namespace sled {

/** What a problem is, in the UI language; in English exactly the engine's text (the CLI's). */
QString problemWhat(sl::TileSetErrorCode code);
/** The whole message: "file: tile sw03: field: problem (detail)", as describe() in the engine. */
QString problemText(const sl::TileSetError& e);
/** The same without the file name, for the editor's list (the file is the window's). */
QString problemTextInSet(const sl::TileSetError& e);

} // namespace sled
