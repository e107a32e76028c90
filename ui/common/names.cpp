// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "names.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>
#include <QPixmap>

#include <cmath>
#include <cstdlib>

namespace slui {

QString shortDateFormat()
{
    QString format = QLocale().dateFormat(QLocale::ShortFormat);
    if (!format.contains(QLatin1String("yyyy")))
        format.replace(QLatin1String("yy"), QLatin1String("yyyy"));
    return format;
}

QString colourName(sl::Colour c)
{
    switch (c) {
    case sl::Colour::Red:
        return QCoreApplication::translate("Names", "red");
    case sl::Colour::Green:
        return QCoreApplication::translate("Names", "green");
    case sl::Colour::Black:
        return QCoreApplication::translate("Names", "black");
    case sl::Colour::White:
        return QCoreApplication::translate("Names", "white");
    case sl::Colour::Orange:
        return QCoreApplication::translate("Names", "orange");
    case sl::Colour::Blue:
        return QCoreApplication::translate("Names", "blue");
    }
    return {};
}

QString factionName(sl::Faction f)
{
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

namespace {
QString capitalised(QString text)
{
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}
} // namespace

QString edgeKindName(sl::EdgeKind k)
{
    switch (k) {
    case sl::EdgeKind::Space:
        return QCoreApplication::translate("Vocabulary", "Space");
    case sl::EdgeKind::Route:
        return realmKindName(sl::RealmKind::Route);
    case sl::EdgeKind::Asteroid:
        return realmKindName(sl::RealmKind::Asteroid);
    }
    return {};
}

QString realmKindName(sl::RealmKind k)
{
    return capitalised(realmName(k));
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

QString teamName(int team)
{
    return team == 0 ? QCoreApplication::translate("Names", "Rebel Alliance team")
                     : QCoreApplication::translate("Names", "Empire team");
}

QString realmName(sl::RealmKind k)
{
    switch (k) {
    case sl::RealmKind::Route:
        return QCoreApplication::translate("Names", "trade route");
    case sl::RealmKind::Asteroid:
        return QCoreApplication::translate("Names", "asteroid field");
    case sl::RealmKind::Planet:
        return QCoreApplication::translate("Names", "planet");
    }
    return {};
}

QString aRealm(sl::RealmKind k)
{
    switch (k) {
    case sl::RealmKind::Route:
        return QCoreApplication::translate("Names", "a trade route");
    case sl::RealmKind::Asteroid:
        return QCoreApplication::translate("Names", "an asteroid field");
    case sl::RealmKind::Planet:
        return QCoreApplication::translate("Names", "a planet");
    }
    return {};
}

QString equipmentName(sl::Equipment e)
{
    switch (e) {
    case sl::Equipment::None:
        return QCoreApplication::translate("Names", "no equipment");
    case sl::Equipment::Lightsaber:
        return QCoreApplication::translate("Names", "lightsaber");
    case sl::Equipment::Blaster:
        return QCoreApplication::translate("Names", "blaster");
    }
    return {};
}

QString identityName(const sl::PlayerIdentity& who)
{
    return who.computer ? QCoreApplication::translate("Names", "Computer – %1",
                                                      "a computer player across games, by level")
                              .arg(levelName(who.level))
                        : QString::fromStdString(who.name);
}

QString identityName(const QString& key)
{
    const auto who = sl::identityFromKey(key.toStdString());
    return who ? identityName(*who) : key;
}

QString levelName(sl::SeatLevel level)
{
    switch (level) {
    case sl::SeatLevel::Easy:
        return QCoreApplication::translate("Names", "Easy", "computer player level");
    case sl::SeatLevel::Normal:
        return QCoreApplication::translate("Names", "Normal", "computer player level");
    case sl::SeatLevel::Hard:
        return QCoreApplication::translate("Names", "Hard", "computer player level");
    case sl::SeatLevel::Expert:
        return QCoreApplication::translate("Names", "Expert", "computer player level");
    case sl::SeatLevel::Random:
        return QCoreApplication::translate("Names", "Random moves",
                                           "the random mover of starlanes-cli simulate");
    }
    return {};
}

namespace {
QString& contentLanguage()
{
    static QString code = QStringLiteral("en");
    return code;
}
} // namespace

QString localized(const sl::LocalizedText& text)
{
    const std::string& s = contentLanguage() == QLatin1String("cs") ? text.cs : text.en;
    return QString::fromStdString(s.empty() ? text.en : s);
}

void setContentLanguage(const QString& code)
{
    contentLanguage() = code;
}

QString contentLanguageCode()
{
    return contentLanguage();
}

RealmLabel realmLabel(const sl::GameState& state, int node)
{
    RealmLabel label;
    const sl::RealmInfo info = state.realmOfNode(node);
    label.kind = info.kind;
    label.tiles = int(info.tiles.size());
    const auto planetOf = [&](int tileIndex) -> const std::string* {
        const sl::PlacedTile& t = state.tiles()[std::size_t(tileIndex)];
        const sl::CatalogType& ct = state.catalog().type(t.type);
        return ct.planetSeg >= 0 ? &ct.def.realms[std::size_t(ct.planetSeg)].planetName : nullptr;
    };
    if (info.kind == sl::RealmKind::Planet) {
        if (!info.tiles.empty())
            if (const std::string* name = planetOf(info.tiles.front())) label.planet = *name;
        return label;
    }
    // The nearest planet to any tile of the realm, at most two cells away.
    int best = 3;
    for (int p = 0; p < int(state.tiles().size()); ++p) {
        const std::string* name = planetOf(p);
        if (!name) continue;
        const sl::PlacedTile& pt = state.tiles()[std::size_t(p)];
        for (int t : info.tiles) {
            const sl::PlacedTile& rt = state.tiles()[std::size_t(t)];
            const int d = std::max(std::abs(rt.x - pt.x), std::abs(rt.y - pt.y));
            if (d < best) {
                best = d;
                label.planet = *name;
            }
        }
    }
    return label;
}

QString realmLabelText(const RealmLabel& l)
{
    const QString planet = QString::fromStdString(l.planet);
    switch (l.kind) {
    case sl::RealmKind::Planet:
        return QCoreApplication::translate("Names", "planet %1").arg(planet);
    case sl::RealmKind::Route:
        return planet.isEmpty()
                   ? QCoreApplication::translate("Names", "a trade route of %n tile(s)", "",
                                                 l.tiles)
                   : QCoreApplication::translate("Names", "the trade route near %1 (%n tile(s))",
                                                 "", l.tiles)
                         .arg(planet);
    case sl::RealmKind::Asteroid:
        return planet.isEmpty()
                   ? QCoreApplication::translate("Names", "an asteroid field of %n tile(s)", "",
                                                 l.tiles)
                   : QCoreApplication::translate("Names", "the asteroid field near %1 (%n tile(s))",
                                                 "", l.tiles)
                         .arg(planet);
    }
    return {};
}

PlaceLabel placeLabel(const sl::GameState& state, int x, int y)
{
    // The start tile lies at (0, 0); a planet wins a tie with it.
    PlaceLabel label;
    label.dx = x;
    label.dy = y;
    auto farther = [](int ax, int ay, int bx, int by) {
        const int da = std::max(std::abs(ax), std::abs(ay)),
                  db = std::max(std::abs(bx), std::abs(by));
        return da != db ? da > db : std::abs(ax) + std::abs(ay) > std::abs(bx) + std::abs(by);
    };
    bool planet = false;
    for (const sl::PlacedTile& t : state.tiles()) {
        const sl::CatalogType& ct = state.catalog().type(t.type);
        const int dx = x - t.x, dy = y - t.y;
        if (ct.planetSeg < 0 || (dx == 0 && dy == 0)) continue;
        if (planet ? farther(label.dx, label.dy, dx, dy) : !farther(dx, dy, label.dx, label.dy)) {
            label.planet = ct.def.realms[std::size_t(ct.planetSeg)].planetName;
            label.dx = dx;
            label.dy = dy;
            planet = true;
        }
    }
    return label;
}

namespace {
/** "2 spaces south-west", "1 space east": a distance along one of the 8 directions. */
QString steps(int n, int dirX, int dirY)
{
    // Index from north, clockwise; y grows southwards.
    static const char* const kDirections[] = {
        QT_TRANSLATE_NOOP("Names", "north"), QT_TRANSLATE_NOOP("Names", "north-east"),
        QT_TRANSLATE_NOOP("Names", "east"),  QT_TRANSLATE_NOOP("Names", "south-east"),
        QT_TRANSLATE_NOOP("Names", "south"), QT_TRANSLATE_NOOP("Names", "south-west"),
        QT_TRANSLATE_NOOP("Names", "west"),  QT_TRANSLATE_NOOP("Names", "north-west")};
    static const int kIndex[3][3] = {{7, 0, 1}, {6, -1, 2}, {5, 4, 3}}; // [dirY + 1][dirX + 1]
    const char* direction = kDirections[kIndex[dirY + 1][dirX + 1]];
    return QCoreApplication::translate("Names", "%n space(s) %1", "a distance and a direction", n)
        .arg(QCoreApplication::translate("Names", direction));
}
} // namespace

QString placeLabelText(const PlaceLabel& l)
{
    const QString planet = QString::fromStdString(l.planet);
    const int ax = std::abs(l.dx), ay = std::abs(l.dy);
    const int sx = (l.dx > 0) - (l.dx < 0), sy = (l.dy > 0) - (l.dy < 0);
    if (std::max(ax, ay) <= 1)
        return planet.isEmpty() ? QCoreApplication::translate("Names", "next to the start tile")
                                : QCoreApplication::translate("Names", "next to %1").arg(planet);
    QString offset;
    if (ax == 0 || ay == 0 || ax == ay)
        offset = steps(std::max(ax, ay), sx, sy); // straight or diagonal
    else
        offset = QCoreApplication::translate("Names", "%1 and %2",
                                             "two distances: 2 spaces east and 1 space south")
                     .arg(steps(ax, sx, 0), steps(ay, 0, sy));
    return planet.isEmpty()
               ? QCoreApplication::translate("Names", "%1 of the start tile").arg(offset)
               : QCoreApplication::translate("Names", "%1 of %2", "a distance from a planet")
                     .arg(offset, planet);
}

QString shortDateTime(const QDateTime& utc)
{
    const QLocale locale;
    QString format = locale.dateTimeFormat(QLocale::ShortFormat);
    if (!format.contains(QLatin1String("yyyy")))
        format.replace(QLatin1String("yy"), QLatin1String("yyyy"));
    return locale.toString(utc.toLocalTime(), format);
}

QString emblemResource(sl::Faction f)
{
    return QStringLiteral(":/art/emblem-%1.svg")
        .arg(QLatin1String(sl::token(f).data(), qsizetype(sl::token(f).size())));
}

} // namespace slui
