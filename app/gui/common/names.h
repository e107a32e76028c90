#pragma once

#include "state.h"
#include "tileset.h"

#include <QColor>
#include <QDateTime>
#include <QString>

/** Translated names and display colours of the game's vocabulary (RULES.md §10 in Czech). */
namespace slapp {

QString colourName(sl::Colour c);
QString factionName(sl::Faction f);
/** "Rebel Alliance team" / "Empire team" in the team game. */
QString teamName(int team);
QString realmName(sl::RealmKind k);
/** The realm with its indefinite article, for sentences: "an asteroid field". */
QString aRealm(sl::RealmKind k);
QString equipmentName(sl::Equipment e);
/** Display colour of a player colour (meeples, score panel). */
QColor displayColour(sl::Colour c);
/** A darker shade for outlines. */
QColor shadeColour(sl::Colour c);
/** The text in the current UI language (Czech or English). */
QString localized(const sl::LocalizedText& text);
/** Sets the language localized() picks: "cs" or "en". */
void setContentLanguage(const QString& code);

/** A date and time in the locale's short format, with a four-digit year ("11/30/2026 11:48 AM"). */
QString shortDateTime(const QDateTime& utc);

/** Resource path of a faction emblem (":/art/emblem-rebel.svg"). */
QString emblemResource(sl::Faction f);

} // namespace slapp
