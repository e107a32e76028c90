// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "movelistmodel.h"

#include "artcache.h"
#include "names.h"
#include "replaycursor.h"

#include <QColor>

namespace slapp {

MoveListModel::MoveListModel(ReplayCursor* cursor, QObject* parent)
    : QAbstractTableModel(parent), m_cursor(cursor)
{
    // One replay of the whole game: each turn's place, meeple realm and battles are named from
    // the state of that turn (planets nearby, realms as they were).
    const sl::GameRecord& rec = *cursor->viewRecord();
    const auto& turns = cursor->turns();
    m_names.resize(turns.size());
    const std::shared_ptr<const sl::TileCatalog> catalog = sl::buildCatalog(rec.setup);
    if (!catalog)
        return;
    sl::GameState s(catalog, rec.setup.config());
    std::size_t turn = 0;
    int lastBattle = -1;
    for (std::size_t i = 0; i < rec.events.size(); ++i) {
        while (turn + 1 < turns.size() && i >= turns[turn].endEvent)
            ++turn;
        const sl::Event& e = rec.events[i];
        if (s.apply(e) != sl::ApplyError::None)
            break;
        TurnNames& names = m_names[turn];
        if (e.type == sl::EventType::Place)
            names.place = placeLabel(s, e.place.x, e.place.y);
        if (e.type == sl::EventType::Meeple && e.meeple.target != sl::MeepleTarget::None) {
            const int tile = e.meeple.target == sl::MeepleTarget::Planet ? s.tileAt(e.meeple.x, e.meeple.y) : s.lastPlacedTile();
            const sl::PlacedTile& t = s.tiles()[std::size_t(tile)];
            const int seg = e.meeple.target == sl::MeepleTarget::Planet ? s.catalog().type(t.type).planetSeg : e.meeple.segment;
            names.meepleRealm = realmLabel(s, t.nodeBase + seg);
        }
        const int battle = s.phase() == sl::Phase::Battle ? s.battleRealm() : -1;
        if (battle >= 0 && (battle != lastBattle || e.type == sl::EventType::Meeple))
            names.battles.push_back(realmLabel(s, battle));
        lastBattle = battle;
    }
}

int MoveListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_cursor->turns().size());
}

int MoveListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Turn: return tr("Turn", "move list column");
    case Player: return tr("Player");
    case Tile: return tr("Tile");
    case Position: return tr("Where");
    case Meeple: return tr("Meeple");
    case Battles: return tr("Battles");
    case Points: return tr("Points");
    default: return {};
    }
}

QString MoveListModel::sideName(int side) const
{
    const sl::GameRecord& rec = *m_cursor->viewRecord();
    if (rec.setup.teamGame)
        return teamName(side);
    return QString::fromStdString(rec.setup.players[static_cast<std::size_t>(side)].name);
}

QString MoveListModel::placeText(int row) const
{
    const sl::TurnSummary& t = m_cursor->turns()[static_cast<std::size_t>(row)];
    return t.tile >= 0 ? placeLabelText(m_names[std::size_t(row)].place) : QString();
}

QString MoveListModel::meepleText(int row) const
{
    const sl::TurnSummary& t = m_cursor->turns()[static_cast<std::size_t>(row)];
    const sl::MeepleMove& m = t.meeple;
    if (m.target == sl::MeepleTarget::None)
        return QStringLiteral("–");
    const QString realm = realmLabelText(m_names[std::size_t(row)].meepleRealm);
    QString text = m.target == sl::MeepleTarget::Planet
                       ? (m.large ? tr("attacks %1 with the large meeple") : tr("attacks %1")).arg(realm)
                       : (m.large ? tr("large meeple on %1") : tr("meeple on %1")).arg(realm);
    if (m.equipment != sl::Equipment::None)
        text += QStringLiteral(", ") + equipmentName(m.equipment);
    return text;
}

QString MoveListModel::battlesText(int row, const sl::TurnSummary* partial) const
{
    const sl::TurnSummary& t = partial ? *partial : m_cursor->turns()[static_cast<std::size_t>(row)];
    QStringList battles;
    for (std::size_t k = 0; k < t.battles.size(); ++k) {
        const sl::BattleSummary& b = t.battles[k];
        QStringList rolls;
        for (std::size_t r = 0; r < b.rolls.size(); ++r) {
            QStringList sides;
            for (std::size_t i = 0; i < b.rolls[r].size() && i < b.sides.size(); ++i) {
                if (b.rolls[r][i].empty())
                    continue;
                QStringList faces;
                for (int d : b.rolls[r][i])
                    faces << QString::number(d);
                sides << QStringLiteral("%1 %2").arg(sideName(b.sides[i]), faces.join(QLatin1Char(' ')));
            }
            rolls << sides.join(QStringLiteral(" : "));
        }
        QString text = k < m_names[std::size_t(row)].battles.size() ? realmLabelText(m_names[std::size_t(row)].battles[k])
                                                                    : realmName(b.realm);
        text = tr("%1: %2").arg(text, rolls.join(QStringLiteral("; ")));
        if (b.winner >= 0)
            text += QStringLiteral(" · ") + tr("%1 wins").arg(sideName(b.winner));
        battles << text;
    }
    return battles.join(QStringLiteral(" · "));
}

QString MoveListModel::pointsText(int row) const
{
    const sl::TurnSummary& t = m_cursor->turns()[static_cast<std::size_t>(row)];
    const sl::GameState& s = *m_cursor->viewState();
    const sl::GameRecord& rec = *m_cursor->viewRecord();
    QStringList parts;
    for (std::size_t side = 0; side < t.pointsGained.size(); ++side) {
        if (t.pointsGained[side] == 0)
            continue;
        const QString who = s.config().teamGame ? teamName(int(side))
                                                : QString::fromStdString(rec.setup.players[side].name);
        parts << QStringLiteral("%1 +%2").arg(who).arg(t.pointsGained[side]);
    }
    return parts.join(QStringLiteral(", "));
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const sl::TurnSummary& t = m_cursor->turns()[static_cast<std::size_t>(index.row())];
    const sl::GameState& s = *m_cursor->viewState();
    const sl::GameRecord& rec = *m_cursor->viewRecord();
    const sl::Colour colour = rec.setup.players[static_cast<std::size_t>(t.player)].colour;
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Turn: return t.turn;
        case Player: return QString::fromStdString(rec.setup.players[static_cast<std::size_t>(t.player)].name);
        case Tile:
            if (m_cursor->isTurnInProgress(std::size_t(index.row())))
                return tr("drawing…", "a turn whose tile is drawn but not placed yet");
            return t.tile >= 0 ? localized(s.catalog().type(t.tile).def.name) : tr("discarded");
        case Position: return placeText(index.row());
        case Meeple: return meepleText(index.row());
        case Battles: return battlesText(index.row());
        case Points: return pointsText(index.row());
        default: return {};
        }
    }
    if (role == Qt::DecorationRole) {
        if (index.column() == Player)
            return displayColour(colour);
        if (index.column() == Tile && t.tile >= 0)
            return ArtCache::instance().tile(s.catalog().type(t.tile).def, t.placement.rot, 32, 1.0, false);
    }
    if (role == Qt::TextAlignmentRole && index.column() == Turn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace slapp
