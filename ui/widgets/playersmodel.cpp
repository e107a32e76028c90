// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playersmodel.h"
#include "common/seatnames.h"

#include "common/names.h"
#include "gameview.h"

namespace slui {

PlayersModel::PlayersModel(GameView* view, QObject* parent)
    : QAbstractListModel(parent), m_view(view)
{
    connect(view, &GameView::changed, this, &PlayersModel::refresh);
    refresh();
}

void PlayersModel::refresh()
{
    const int rows = m_view->viewState() ? m_view->viewState()->playerCount() : 0;
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    if (rows > 0) emit dataChanged(index(0), index(rows - 1));
}

int PlayersModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant PlayersModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows || !m_view->viewState()) return {};
    const sl::GameState& s = *m_view->viewState();
    const int p = index.row();
    const sl::Colour colour = s.config().seats[static_cast<std::size_t>(p)];
    switch (role) {
    case Qt::DisplayRole:
        return slui::seatName(
            m_view->viewRecord()->setup.players[static_cast<std::size_t>(p)].name);
    case Qt::ToolTipRole: {
        // Who, and what "projected" means: the banked score plus each open realm the side holds,
        // scored as if the game ended now (R-END-2).
        const int side = s.sideOf(p);
        QStringList lines{tr("%1, %2 (%3)")
                              .arg(data(index, Qt::DisplayRole).toString().toHtmlEscaped(),
                                   colourName(colour), factionName(sl::factionOf(colour)))};
        if (s.config().teamGame) lines << teamName(side).toHtmlEscaped();
        if (const int level = data(index, ComputerRole).toInt(); level >= 0)
            lines << tr("Computer player (%1)").arg(levelName(sl::SeatLevel(level)));
        lines << tr("Banked: %n point(s)", "", s.score(side));
        for (int root : s.occupiedRealms()) {
            const sl::RealmInfo realm = s.realmOfNode(root);
            if (realm.meeples.empty() || s.sideOf(realm.meeples.front().first) != side) continue;
            lines << tr("+ %n point(s): %1", "", realm.value)
                         .arg(realmLabelText(realmLabel(s, root)).toHtmlEscaped());
        }
        lines << tr("<b>Projected: %n point(s)</b>, the score if the game ended now", "",
                    s.projectedScore(side));
        return lines.join(QStringLiteral("<br>"));
    }
    case Qt::DecorationRole:
        return colourMark(colour);
    case ColourRole:
        return int(colour);
    case FactionRole:
        return int(sl::factionOf(colour));
    case ScoreRole:
        return s.score(s.sideOf(p));
    case ProjectedRole:
        return s.projectedScore(s.sideOf(p));
    case SmallMeeplesRole:
        return s.smallInSupply(p);
    case LargeMeepleRole:
        return s.largeInSupply(p);
    case LightsaberRole:
        return s.equipmentInSupply(p, sl::Equipment::Lightsaber) && s.expansion();
    case BlasterRole:
        return s.equipmentInSupply(p, sl::Equipment::Blaster) && s.expansion();
    case TeamRole:
        return s.config().teamGame ? s.sideOf(p) : -1;
    case ActiveRole:
        return s.phase() != sl::Phase::GameOver && s.currentPlayer() == p;
    case ExpansionRole:
        return s.expansion();
    case ComputerRole: {
        const sl::PlayerInfo& seat = m_view->viewRecord()->setup.players[std::size_t(p)];
        return seat.kind == sl::SeatKind::Computer ? int(seat.level) : -1;
    }
    case DetailRole: {
        QString detail =
            s.config().teamGame ? teamName(s.sideOf(p)) : factionName(sl::factionOf(colour));
        if (const int level = data(index, ComputerRole).toInt(); level >= 0)
            detail = tr("%1 · computer (%2)", "a player card's small line")
                         .arg(detail, levelName(sl::SeatLevel(level)));
        return detail;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> PlayersModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(ColourRole, "colour");
    names.insert(FactionRole, "faction");
    names.insert(ScoreRole, "score");
    names.insert(ProjectedRole, "projected");
    names.insert(SmallMeeplesRole, "smallMeeples");
    names.insert(LargeMeepleRole, "largeMeeple");
    names.insert(LightsaberRole, "lightsaber");
    names.insert(BlasterRole, "blaster");
    names.insert(TeamRole, "team");
    names.insert(ActiveRole, "active");
    names.insert(ExpansionRole, "expansion");
    return names;
}

} // namespace slui
