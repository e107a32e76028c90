#include "remainingtilesmodel.h"

#include "artcache.h"
#include "gameview.h"
#include "names.h"

#include <QColor>

#include <numeric>

namespace slapp {

RemainingTilesModel::RemainingTilesModel(GameView* view, QObject* parent)
    : QAbstractListModel(parent), m_view(view)
{
    connect(view, &GameView::changed, this, &RemainingTilesModel::refresh);
    refresh();
}

void RemainingTilesModel::refresh()
{
    std::vector<int> counts;
    if (const sl::GameState* s = m_view->viewState())
        counts = s->remainingByType();
    if (counts.size() != m_counts.size()) {
        beginResetModel();
        m_counts = counts;
        endResetModel();
        return;
    }
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] != m_counts[i]) {
            m_counts[i] = counts[i];
            emit dataChanged(index(int(i)), index(int(i)));
        }
    }
}

int RemainingTilesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_counts.size());
}

int RemainingTilesModel::remaining() const
{
    return std::accumulate(m_counts.begin(), m_counts.end(), 0);
}

QVariant RemainingTilesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_counts.size()) || !m_view->viewState())
        return {};
    const auto& def = m_view->viewState()->catalog().type(index.row()).def;
    const int n = m_counts[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: return QStringLiteral("× %1").arg(n);
    case Qt::ToolTipRole: return tr("%1: %n left", "", n).arg(localized(def.name));
    case Qt::DecorationRole: return ArtCache::instance().tile(def, 0, 56, 1.0, false);
    case Qt::ForegroundRole:
        if (n == 0)
            return QColor(0x6a, 0x70, 0x88); // all drawn
        return {};
    case CountRole: return n;
    case TypeRole: return index.row();
    default: return {};
    }
}

} // namespace slapp
