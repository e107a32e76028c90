// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "puzzlelistmodel.h"

#include "common/names.h"

#include <QLocale>

namespace slapp {

PuzzleListModel::PuzzleListModel(QObject* parent) : QAbstractTableModel(parent) {}

void PuzzleListModel::setPuzzles(std::vector<PuzzleEntry> puzzles)
{
    beginResetModel();
    m_puzzles = std::move(puzzles);
    endResetModel();
}

QString PuzzleListModel::realmText(const std::optional<sl::RealmKind>& realm)
{
    return realm ? slui::realmKindName(*realm) : tr("No meeple");
}

QString PuzzleListModel::statusText(const PuzzleEntry& e)
{
    if (e.solved) return tr("Solved");
    if (e.attempts > 0) return tr("Tried %n time(s)", "", e.attempts);
    return tr("New");
}

int PuzzleListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_puzzles.size());
}

int PuzzleListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PuzzleListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount) return {};
    const PuzzleEntry& e = m_puzzles[std::size_t(index.row())];
    const QLocale locale;
    if (role == SortRole) {
        switch (index.column()) {
        case Player:
            return e.name;
        case Date:
            return e.created;
        case Turn:
            return e.turn;
        case Lost:
            return e.loss;
        case Realm:
            return e.realm ? int(*e.realm) : 9;
        case Status:
            return e.solved ? 2 : e.attempts > 0 ? 1 : 0;
        }
        return {};
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == Turn || index.column() == Lost
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && !e.title.isEmpty()) return e.title;
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Player:
        return e.name;
    case Date:
        return locale.toString(e.created.toLocalTime().date(), slui::shortDateFormat());
    case Turn:
        return e.turn;
    case Lost:
        return e.loss > 0 ? locale.toString(e.loss, 'f', 1) : QStringLiteral("–");
    case Realm:
        return realmText(e.realm);
    case Status:
        return statusText(e);
    }
    return {};
}

QVariant PuzzleListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole && section == Lost)
        return tr("Points the game's turn lost against the best turn the review found.");
    if (role == Qt::ToolTipRole && section == Realm)
        return tr("What the best turn found puts its meeple on.");
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Player:
        return tr("Player");
    case Date:
        return tr("Date");
    case Turn:
        return tr("Turn");
    case Lost:
        return tr("Points lost");
    case Realm:
        return tr("Best turn's meeple");
    case Status:
        return tr("Status");
    }
    return {};
}

void PuzzleListModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace slapp
