// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "tilelistmodel.h"

#include "common/artcache.h"
#include "common/names.h"
#include "tilecommands.h"
#include "tilesetdocument.h"

#include <QGuiApplication>
#include <QUndoStack>

namespace sled {

TileListModel::TileListModel(TileSetDocument* doc, QObject* parent)
    : QAbstractTableModel(parent), m_doc(doc)
{
    connect(doc, &TileSetDocument::tileChanged, this,
            [this](int row) { emit dataChanged(index(row, 0), index(row, ColumnCount - 1)); });
    connect(doc, &TileSetDocument::tileAboutToBeInserted, this,
            [this](int row) { beginInsertRows({}, row, row); });
    connect(doc, &TileSetDocument::tileInserted, this, [this] { endInsertRows(); });
    connect(doc, &TileSetDocument::tileAboutToBeRemoved, this,
            [this](int row) { beginRemoveRows({}, row, row); });
    connect(doc, &TileSetDocument::tileRemoved, this, [this] { endRemoveRows(); });
    connect(doc, &TileSetDocument::tileAboutToBeMoved, this, [this](int from, int to) {
        // Qt's destination is the row before which the moved row lands, counted before the move.
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    });
    connect(doc, &TileSetDocument::tileMoved, this, [this] { endMoveRows(); });
    connect(doc, &TileSetDocument::reset, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

void TileListModel::setThumbnailSize(int px)
{
    m_thumb = px;
    if (rowCount() > 0)
        emit dataChanged(index(0, TileColumn), index(rowCount() - 1, TileColumn),
                         {Qt::DecorationRole});
}

int TileListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_doc->tileCount();
}

int TileListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TileListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const sl::TileType& t = m_doc->tile(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case TileColumn:
            return QString::fromStdString(t.id);
        case NameColumn:
            return slui::localized(t.name);
        case CountColumn:
            return t.count;
        case BoxColumn:
            return t.expansion == "exp1"   ? tr("Exp. 1", "short for Expansion 1")
                   : t.expansion == "base" ? tr("Base", "short for Base game")
                                           : QString::fromStdString(t.expansion);
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == TileColumn)
            return slui::ArtCache::instance().tile(t, 0, m_thumb, qApp->devicePixelRatio(), false);
        break;
    case Qt::ToolTipRole: {
        if (index.column() == BoxColumn)
            return t.expansion == "exp1" ? tr("Expansion 1") : tr("Base game");
        QStringList lines{QStringLiteral("<b>%1</b> – %2")
                              .arg(QString::fromStdString(t.id).toHtmlEscaped(),
                                   slui::localized(t.name).toHtmlEscaped())};
        for (const sl::RealmDef& r : t.realms)
            lines << slui::realmSummary(r).toHtmlEscaped();
        return lines.join(QStringLiteral("<br>"));
    }
    case Qt::TextAlignmentRole:
        if (index.column() == CountColumn) return int(Qt::AlignCenter);
        break;
    case RealmKindsRole: {
        int mask = 0;
        for (const sl::RealmDef& r : t.realms)
            mask |= 1 << int(r.kind);
        return mask;
    }
    case SymbolsRole: {
        int mask = 0;
        for (const sl::RealmDef& r : t.realms)
            for (sl::Faction f : r.symbols)
                mask |= 1 << int(f);
        return mask;
    }
    case BlankRole:
        return t.realms.empty();
    case SearchTextRole: {
        QString s = QString::fromStdString(t.id + ' ' + t.name.en + ' ' + t.name.cs);
        for (const sl::RealmDef& r : t.realms)
            s += QLatin1Char(' ') + QString::fromStdString(r.planetName);
        return s;
    }
    default:
        break;
    }
    return {};
}

QVariant TileListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case TileColumn:
        return tr("Tile");
    case NameColumn:
        return tr("Name");
    case CountColumn:
        return tr("Count");
    case BoxColumn:
        return tr("Box");
    }
    return {};
}

Qt::ItemFlags TileListModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == CountColumn) f |= Qt::ItemIsEditable;
    return f;
}

bool TileListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || index.column() != CountColumn ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    bool ok = false;
    const int count = value.toInt(&ok);
    if (!ok) return false;
    if (auto cmd = changeCount(m_doc, {index.row()}, count))
        m_doc->undoStack()->push(cmd.release());
    return true;
}

void TileListModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void TileFilterModel::setRealmKind(int kind)
{
    m_kind = kind;
    invalidateFilter();
}

void TileFilterModel::setSymbol(int symbol)
{
    m_symbol = symbol;
    invalidateFilter();
}

void TileFilterModel::setText(const QString& text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

bool TileFilterModel::filterAcceptsRow(int row, const QModelIndex& parent) const
{
    const QModelIndex i = sourceModel()->index(row, 0, parent);
    if (m_kind >= 0 && m_kind < 3 &&
        !(i.data(TileListModel::RealmKindsRole).toInt() & (1 << m_kind)))
        return false;
    if (m_kind == 3 && !i.data(TileListModel::BlankRole).toBool()) return false;
    const int symbols = i.data(TileListModel::SymbolsRole).toInt();
    if (m_symbol >= 0 && m_symbol < 4 && !(symbols & (1 << m_symbol))) return false;
    if (m_symbol == 4 && symbols != 0) return false;
    return m_text.isEmpty() ||
           i.data(TileListModel::SearchTextRole).toString().contains(m_text, Qt::CaseInsensitive);
}

} // namespace sled
