// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "turnlogmodel.h"

#include "common/artcache.h"
#include "common/names.h"

namespace slapp {

TurnLogModel::TurnLogModel(GameController* controller, QObject* parent)
    : QAbstractListModel(parent), m_controller(controller)
{
    // The rows are the controller's visible lines: a held battle outcome appears when revealed.
    auto sync = [this] {
        const int n = m_controller->visibleLogCount();
        if (n < m_rows) { // a new game cleared the log
            beginResetModel();
            m_rows = n;
            endResetModel();
        } else if (n > m_rows) {
            beginInsertRows({}, m_rows, n - 1);
            m_rows = n;
            endInsertRows();
        }
    };
    connect(controller, &GameController::logAppended, this, sync);
    connect(controller, &GameController::logRevealed, this, sync);
    connect(controller, &GameController::changed, this, sync);
    m_rows = controller->visibleLogCount();
}

int TurnLogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant TurnLogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows || index.row() >= m_controller->log().size())
        return {};
    const LogEntry& e = m_controller->log()[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return e.text ? e.text() : QString();
    case Qt::ToolTipRole:
        if (!e.text) return QString();
        return e.rule.isEmpty() ? e.text()
                                : e.text() + QStringLiteral("\n") +
                                      tr("Double-click (or Enter): the rule, in Help ▸ Rules");
    case Qt::DecorationRole:
        if (e.player >= 0 && m_controller->hasGame())
            return slui::colourMark(
                m_controller->state().config().seats[static_cast<std::size_t>(e.player)]);
        if (!e.rule.isEmpty()) return slui::ArtCache::instance().icon(QStringLiteral("question"));
        return {};
    case RuleRole:
        return e.rule;
    case TurnRole:
        return e.turn;
    case PlayerRole:
        return e.player;
    default:
        return {};
    }
}

void TurnLogModel::retranslate()
{
    if (m_rows > 0) emit dataChanged(index(0), index(m_rows - 1));
}

} // namespace slapp
