// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "vocabulary.h"

#include <QCoreApplication>
#include <QLocale>

namespace sled {

QString edgeKindName(sl::EdgeKind k)
{
    switch (k) {
    case sl::EdgeKind::Space:
        return QCoreApplication::translate("Vocabulary", "Space");
    case sl::EdgeKind::Route:
        return QCoreApplication::translate("Vocabulary", "Trade route");
    case sl::EdgeKind::Asteroid:
        return QCoreApplication::translate("Vocabulary", "Asteroid field");
    }
    return {};
}

QString realmKindName(sl::RealmKind k)
{
    switch (k) {
    case sl::RealmKind::Route:
        return edgeKindName(sl::EdgeKind::Route);
    case sl::RealmKind::Asteroid:
        return edgeKindName(sl::EdgeKind::Asteroid);
    case sl::RealmKind::Planet:
        return QCoreApplication::translate("Vocabulary", "Planet");
    }
    return {};
}

QString factionName(sl::Faction f)
{
    // Context "Names": the play window shows these names too (slapp::factionName).
    switch (f) {
    case sl::Faction::Rebel:
        return QCoreApplication::translate("Names", "Rebel Alliance");
    case sl::Faction::Empire:
        return QCoreApplication::translate("Names", "Empire");
    case sl::Faction::BountyHunters:
        return QCoreApplication::translate("Names", "Bounty Hunters");
    case sl::Faction::FirstOrder:
        return QCoreApplication::translate("Names", "First Order");
    }
    return {};
}

QString directionName(int dir)
{
    switch (dir & 3) {
    case 0:
        return QCoreApplication::translate("Vocabulary", "north");
    case 1:
        return QCoreApplication::translate("Vocabulary", "east");
    case 2:
        return QCoreApplication::translate("Vocabulary", "south");
    default:
        return QCoreApplication::translate("Vocabulary", "west");
    }
}

QString directionLetter(int dir)
{
    switch (dir & 3) {
    case 0:
        return QCoreApplication::translate("Vocabulary", "N", "north");
    case 1:
        return QCoreApplication::translate("Vocabulary", "E", "east");
    case 2:
        return QCoreApplication::translate("Vocabulary", "S", "south");
    default:
        return QCoreApplication::translate("Vocabulary", "W", "west");
    }
}

QString realmSummary(const sl::RealmDef& realm)
{
    QString s = realmKindName(realm.kind);
    if (realm.kind == sl::RealmKind::Planet) {
        s += QLatin1Char(' ') + QString::fromStdString(realm.planetName);
    } else {
        QStringList edges;
        for (int d = 0; d < 4; ++d)
            if (realm.edgeMask & (1u << d)) edges << directionLetter(d);
        s += QLatin1Char(' ') + edges.join(QStringLiteral("–"));
    }
    QStringList symbols;
    for (sl::Faction f : realm.symbols)
        symbols << factionName(f);
    if (!symbols.isEmpty()) s += QStringLiteral(" · ") + symbols.join(QStringLiteral(", "));
    return s;
}

QString localized(const sl::LocalizedText& text)
{
    const bool czech = QLocale().language() == QLocale::Czech;
    const std::string& s = czech && !text.cs.empty() ? text.cs : text.en;
    return QString::fromStdString(s);
}

} // namespace sled
