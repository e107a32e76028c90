// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

namespace sled {

class TileSetDocument;

/** The tile types of a document as a table: drawing and id, name, count, box. Thin: it reads
 * the document and edits the count through an undo command. */
class TileListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TileColumn, NameColumn, CountColumn, BoxColumn, ColumnCount };
    enum Role {
        RealmKindsRole = Qt::UserRole + 1, ///< bit k set when the tile has a realm of kind k
        SymbolsRole,                       ///< bit f set when the tile has a symbol of faction f
        BlankRole,                         ///< true when the tile has no realm
        SearchTextRole,                    ///< id, both names and planet names, for the text filter
    };

    explicit TileListModel(TileSetDocument* doc, QObject* parent = nullptr);

    void setThumbnailSize(int px);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    /** Headers and the translated columns after a language change. */
    void retranslate();

private:
    TileSetDocument* m_doc;
    int m_thumb = 40;
};

/** Filters the tile list by text (id, names, planets), realm kind and faction symbol. */
class TileFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    /** -1: any; 0–2: tiles with a realm of that kind; 3: blank tiles. */
    void setRealmKind(int kind);
    /** -1: any; 0–3: tiles with that faction's symbol; 4: tiles without symbols. */
    void setSymbol(int symbol);
    void setText(const QString& text);

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    int m_kind = -1;
    int m_symbol = -1;
    QString m_text;
};

} // namespace sled
