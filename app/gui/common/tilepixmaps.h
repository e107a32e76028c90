// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "tileset.h"

#include <QIcon>
#include <QPixmap>

namespace sled {

/**
 * Pictures drawn with the engine's own tile art (sl::tileSvg), so the editor shows exactly what
 * the game draws. Cached by sl::tileArtKey and size: an edited tile gets a new picture, an
 * unchanged one is not drawn again.
 */
QPixmap tilePixmap(const sl::TileType& tile, int rotation, int px, qreal dpr,
                   bool planetNames = true);
/** A faction emblem (the engine's emblem art) as an icon. */
QIcon emblemIcon(sl::Faction f);
QPixmap emblemPixmap(sl::Faction f, int px, qreal dpr);
/** Forgets every cached tile picture (benchmarks measure drawing from scratch). */
void clearTilePixmapCache();
/** Renders SVG markup into a square pixmap of `px` logical pixels. */
QPixmap renderSvg(const QByteArray& svg, int px, qreal dpr);

} // namespace sled
