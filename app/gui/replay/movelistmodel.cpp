#include "movelistmodel.h"

#include "artcache.h"
#include "names.h"
#include "replaycursor.h"

#include <QColor>

namespace slapp {

MoveListModel::MoveListModel(ReplayCursor* cursor, QObject* parent)
    : QAbstractTableModel(parent), m_cursor(cursor)
{
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
    case Position: return tr("Position");
    case Meeple: return tr("Meeple");
    case Battles: return tr("Battles");
    case Points: return tr("Points");
    default: return {};
    }
}

QString MoveListModel::meepleText(int row) const
{
    const sl::TurnSummary& t = m_cursor->turns()[static_cast<std::size_t>(row)];
    const sl::MeepleMove& m = t.meeple;
    if (m.target == sl::MeepleTarget::None)
        return QStringLiteral("–");
    const sl::GameState& s = *m_cursor->viewState();
    QString where;
    if (m.target == sl::MeepleTarget::Planet) {
        where = tr("attacks the planet at %1, %2").arg(m.x).arg(m.y);
    } else {
        const auto& def = s.catalog().type(t.tile).def;
        where = realmName(def.realms[static_cast<std::size_t>(m.segment)].kind);
    }
    QString text = (m.large ? tr("large meeple: %1") : tr("meeple: %1")).arg(where);
    if (m.equipment != sl::Equipment::None)
        text += QStringLiteral(", ") + equipmentName(m.equipment);
    return text;
}

QString MoveListModel::battlesText(const sl::TurnSummary& t)
{
    QStringList battles;
    for (const sl::BattleSummary& b : t.battles) {
        QStringList rolls;
        for (const auto& roll : b.rolls) {
            QStringList sides;
            for (const auto& dice : roll) {
                if (dice.empty())
                    continue;
                QStringList faces;
                for (int d : dice)
                    faces << QString::number(d);
                sides << faces.join(QLatin1Char(' '));
            }
            rolls << sides.join(QStringLiteral(" : "));
        }
        battles << tr("%1 (%2)").arg(realmName(b.realm), rolls.join(QStringLiteral("; ")));
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
        case Position:
            return t.tile >= 0 ? tr("%1, %2 · %3°").arg(t.placement.x).arg(t.placement.y).arg(t.placement.rot * 90)
                               : QString();
        case Meeple: return meepleText(index.row());
        case Battles: return battlesText(t);
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
