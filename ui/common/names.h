// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "playercolours.h"
#include "rules/profiles.h"
#include "rules/record.h"
#include "rules/state.h"
#include "rules/tileset.h"

#include <QColor>
#include <QDateTime>
#include <QIcon>
#include <QString>

/** The game's one list of names in both languages (RULES.md §10 in Czech), for the windows and
 *  the tile-set editor alike, and the players' display colours. */
namespace slui {

/** The language's short date with a four-digit year ("02.12.2026", "12/2/2026"): the date
 *  filters show dates as the lists do. */
QString shortDateFormat();
QString colourName(sl::Colour c);
QString factionName(sl::Faction f);
/** "Space", "Trade route", "Asteroid field": an edge's kind, capitalised, for lists and menus. */
QString edgeKindName(sl::EdgeKind k);
/** "Trade route", "Asteroid field", "Planet": realmName() capitalised, for lists and menus. */
QString realmKindName(sl::RealmKind k);
/** The side of a tile as an adjective, for "Edge: north" (in Czech "severní", not "severně"). */
QString directionName(int dir);
/** One-letter direction in the UI language (N E S W; Czech S V J Z). */
QString directionLetter(int dir);
/** "Trade route N–E", "Asteroid field N", "Planet Hoth · Rebel Alliance" for realm lists. */
QString realmSummary(const sl::RealmDef& realm);
/** "Rebel Alliance team" / "Empire team" in the team game. */
QString teamName(int team);
QString realmName(sl::RealmKind k);
/** The realm with its indefinite article, for sentences: "an asteroid field". */
QString aRealm(sl::RealmKind k);
QString equipmentName(sl::Equipment e);
/** "Easy", "Normal", "Hard": a computer seat's level. */
QString levelName(sl::SeatLevel level);
/** A player across games: the person's name, or "Computer – Hard". */
QString identityName(const sl::PlayerIdentity& who);
/** The same for an identity key ("human:Anna", "computer:hard"). */
QString identityName(const QString& key);
/** The text in the current UI language (Czech or English). */
QString localized(const sl::LocalizedText& text);
/** Sets the language localized() picks: "cs" or "en". */
void setContentLanguage(const QString& code);
/** The language localized() picks. */
QString contentLanguageCode();

/**
 * What names a realm for a player: the planet, or the kind with its size and the nearest planet
 * (within two cells), e.g. "planet Hoth", "the asteroid field near Hoth (5 tiles)".
 */
struct RealmLabel
{
    sl::RealmKind kind = sl::RealmKind::Route;
    std::string planet; ///< the planet's name (planets) or the nearby planet (others), or empty
    int tiles = 0;
};
/** The label of the realm that `node` belongs to, in `state`. */
RealmLabel realmLabel(const sl::GameState& state, int node);
/** The label in words, in the UI language. */
QString realmLabelText(const RealmLabel& label);

/**
 * Where a cell lies, for a player: its offset from the nearest named place, a planet (the
 * cell's own tile's planet excepted) or the start tile; the nearer by the king's distance, a
 * planet on a tie. "next to Dagobah" only for a neighbouring cell (the 8 around it), else
 * "2 spaces south-west of Dagobah" or "3 spaces east and 1 space south of the start tile".
 */
struct PlaceLabel
{
    std::string planet; ///< the nearest planet, or empty for the start tile
    int dx = 0;         ///< cells east of it (negative: west)
    int dy = 0;         ///< cells south of it (negative: north)
};
PlaceLabel placeLabel(const sl::GameState& state, int x, int y);
QString placeLabelText(const PlaceLabel& label);

/** A date and time in the locale's short format, with a four-digit year ("11/30/2026 11:48 AM"). */
QString shortDateTime(const QDateTime& utc);

/** Resource path of a faction emblem (":/art/emblem-rebel.svg"). */
QString emblemResource(sl::Faction f);

} // namespace slui
