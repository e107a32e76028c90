// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tileset.h"
#include "rules/types.h"

#include <QHash>
#include <QIcon>
#include <QPixmap>
#include <QString>

/**
 * The one renderer of the game's SVG art, for the windows and the tile-set editor alike: tiles
 * from the engine's tile art (so every program draws a tile the same way), meeples, emblems,
 * dice and equipment from resources/art; cached per item, size and device pixel ratio (an
 * edited tile definition has a new key, so it is drawn anew).
 */
namespace slui {

enum class DieColour { Red, Green, Yellow };

class ArtCache
{
public:
    static ArtCache& instance();

    /** A tile in a rotation, `px` logical pixels square. Edited definitions get new pixmaps. */
    QPixmap tile(const sl::TileType& type, int rotation, int px, qreal dpr, bool names = true);
    QPixmap meeple(sl::Colour colour, bool large, int px, qreal dpr);
    QPixmap emblem(sl::Faction faction, int px, qreal dpr);
    /** The emblem at the sizes lists and menus use. */
    QIcon emblemIcon(sl::Faction faction);
    QPixmap die(DieColour colour, int value, int px, qreal dpr);
    /** A battle die in a player's colour (value 1–6), or the yellow special die (3–8) edged in
     * that colour: two players of one faction roll dice that can be told apart. */
    QPixmap playerDie(const QColor& colour, int value, bool yellow, int px, qreal dpr);
    QPixmap equipment(sl::Equipment e, int px, qreal dpr);
    /** An icon from resources/art (icon-<name>.svg). */
    QIcon icon(const QString& name);

    /** Renders SVG markup to a pixmap of `px` logical pixels (square). */
    static QPixmap render(const QByteArray& svg, int px, qreal dpr);
    void clear();

private:
    QPixmap cached(const QString& key, int px, qreal dpr, const std::function<QByteArray()>& svg);
    static QByteArray resource(const QString& path);

    QHash<QString, QPixmap> m_cache;
    QHash<QString, QByteArray> m_svg;
};

/** A short key that changes whenever anything drawn on the tile changes. */
QString tileKey(const sl::TileType& type);

} // namespace slui
