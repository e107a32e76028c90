// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "state.h"

#include <QPixmap>
#include <QSize>

namespace sled {

/** Every placed tile of a game, drawn with the tile art, fitted into `size` (for the balance
 * check's picture of a finished board). */
QPixmap boardPicture(const sl::GameState& state, QSize size, qreal dpr);

} // namespace sled
