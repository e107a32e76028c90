// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QString>

namespace slui {

/** The folder of the user's own tile sets (made when missing): the editor saves there, the
 *  new-game dialog offers what is there. */
QString userTileSetFolder();

} // namespace slui
