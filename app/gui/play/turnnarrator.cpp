// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "turnnarrator.h"
#include "common/seatnames.h"

#include <QStringList>

namespace slapp {
namespace {
QString equipmentSuffix(sl::Equipment e)
{
    return e == sl::Equipment::None
               ? QString()
               : TurnNarrator::tr(" Equipment: %1.").arg(slui::equipmentName(e));
}
} // namespace

LogText TurnNarrator::sideName(const sl::GameRecord& record, int side)
{
    if (record.setup.teamGame) return [side] { return slui::teamName(side); };
    QString name = slui::seatName(record.setup.players[static_cast<std::size_t>(side)].name);
    return [name = std::move(name)] { return name; };
}

LogText TurnNarrator::placed(const QString& who, const sl::LocalizedText& tile)
{
    return [who, tile] { return tr("%1 places %2.").arg(who, slui::localized(tile)); };
}

LogText TurnNarrator::discarded(const QString& who)
{
    return [who] { return tr("%1's tile fits nowhere and is removed from the game.").arg(who); };
}

LogText TurnNarrator::meeple(const sl::GameState& after, const sl::Event& e, const QString& who)
{
    if (e.type != sl::EventType::Meeple || e.meeple.target == sl::MeepleTarget::None) return {};
    const bool large = e.meeple.large;
    const sl::Equipment equipment = e.meeple.equipment;
    if (e.meeple.target == sl::MeepleTarget::Planet) {
        const sl::PlacedTile& pt =
            after.tiles()[static_cast<std::size_t>(after.tileAt(e.meeple.x, e.meeple.y))];
        const auto& ct = after.catalog().type(pt.type);
        const QString planet = QString::fromStdString(
            ct.def.realms[static_cast<std::size_t>(ct.planetSeg)].planetName);
        return [who, planet, large, equipment] {
            const QString text = large ? tr("%1 attacks planet %2 with the large meeple.")
                                       : tr("%1 attacks planet %2 with a meeple.");
            return text.arg(who, planet) + equipmentSuffix(equipment);
        };
    }
    const sl::PlacedTile& t = after.tiles()[static_cast<std::size_t>(after.lastPlacedTile())];
    const sl::RealmKind kind =
        after.catalog().type(t.type).def.realms[static_cast<std::size_t>(e.meeple.segment)].kind;
    return [who, kind, large, equipment] {
        const QString text =
            large ? tr("%1 puts the large meeple on %2.") : tr("%1 puts a meeple on %2.");
        return text.arg(who, slui::aRealm(kind)) + equipmentSuffix(equipment);
    };
}

LogText TurnNarrator::scored(bool final, int points, const slui::RealmLabel& place,
                             const LogText& side)
{
    return [final, points, place, side] {
        const QString text =
            final ? tr("Final scoring: %1 scores %n point(s) for %2, unfinished.", "", points)
                  : tr("%1 scores %n point(s) for %2, completed.", "", points);
        return text.arg(side(), slui::realmLabelText(place));
    };
}

LogText TurnNarrator::battleWon(int rolls, const slui::RealmLabel& place, const LogText& winner)
{
    return [rolls, place, winner] {
        return tr("Battle for %1: %2 wins after %n roll(s).", "", rolls)
            .arg(slui::realmLabelText(place), winner());
    };
}

LogText TurnNarrator::battlePoints(int points, const LogText& side)
{
    return [points, side] {
        return tr("%1 scores %n point(s) in the battle.", "", points).arg(side());
    };
}

LogText TurnNarrator::gameOver(const QList<LogText>& winners)
{
    return [winners] {
        QStringList list;
        for (const auto& n : winners)
            list << n();
        const QString joined = list.join(QStringLiteral(", "));
        return list.size() == 1 ? tr("The game is over. The winner is %1.").arg(joined)
                                : tr("The game is over. Shared victory: %1.").arg(joined);
    };
}

LogText TurnNarrator::continues()
{
    return [] { return tr("The game continues."); };
}

LogText TurnNarrator::tookBack(const QString& who, int turn)
{
    return [who, turn] {
        return tr("%1 takes back turn %2. The same tile is drawn again, and the tiles and dice "
                  "still to come stay as they were.")
            .arg(who)
            .arg(turn);
    };
}

} // namespace slapp
