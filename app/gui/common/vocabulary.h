// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "tileset.h"

#include <QString>

namespace sled {

/** "Space", "Trade route", "Asteroid field" (capitalised, for lists and menus). */
QString edgeKindName(sl::EdgeKind k);
QString realmKindName(sl::RealmKind k);
QString factionName(sl::Faction f);
/** "north", "east", … */
QString directionName(int dir);
/** One-letter direction in the UI language (N E S W; Czech S V J Z). */
QString directionLetter(int dir);
/** "Trade route N–E", "Asteroid field N", "Planet Hoth ★ Rebel Alliance" for realm lists. */
QString realmSummary(const sl::RealmDef& realm);
/** The text in the UI language (QLocale default: Czech or English). */
QString localized(const sl::LocalizedText& text);

} // namespace sled
