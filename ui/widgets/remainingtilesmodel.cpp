// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "remainingtilesmodel.h"

#include <QIcon>

#include "common/artcache.h"
#include "common/names.h"
#include "gameview.h"

#include <numeric>

namespace slui {

RemainingTilesModel::RemainingTilesModel(GameView* view, QObject* parent)
    : QAbstractListModel(parent), m_view(view)
{
    connect(view, &GameView::changed, this, &RemainingTilesModel::refresh);
    refresh();
}

void RemainingTilesModel::refresh()
{
    // Rows are the types with tiles left: a drawn-out type leaves the panel.
    std::vector<int> counts;
    if (const sl::GameState* s = m_view->viewState()) counts = s->remainingByType();
    std::vector<int> types;
    for (std::size_t t = 0; t < counts.size(); ++t)
        if (counts[t] > 0) types.push_back(int(t));
    if (types != m_types) {
        beginResetModel();
        m_types = std::move(types);
        m_counts = std::move(counts);
        endResetModel();
        return;
    }
    for (std::size_t row = 0; row < m_types.size(); ++row) {
        const auto t = std::size_t(m_types[row]);
        if (counts[t] != m_counts[t]) {
            m_counts[t] = counts[t];
            emit dataChanged(index(int(row)), index(int(row)));
        }
    }
}

int RemainingTilesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_types.size());
}

int RemainingTilesModel::remaining() const
{
    return std::accumulate(m_counts.begin(), m_counts.end(), 0);
}

QVariant RemainingTilesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_types.size()) || !m_view->viewState()) return {};
    const int type = m_types[static_cast<std::size_t>(index.row())];
    const auto& def = m_view->viewState()->catalog().type(type).def;
    const int n = m_counts[static_cast<std::size_t>(type)];
    switch (role) {
    case Qt::DisplayRole:
        return QStringLiteral("× %1").arg(n);
    case Qt::ToolTipRole:
        return tr("%1: %n left", "", n).arg(localized(def.name));
    case Qt::DecorationRole:
        // An icon, drawn at the view's icon size (a pixmap would keep its 56 px and push the
        // "× n" under it out of a smaller grid).
        return QIcon(ArtCache::instance().tile(def, 0, 56, 1.0, false));
    case CountRole:
        return n;
    case TypeRole:
        return type;
    default:
        return {};
    }
}

} // namespace slui
