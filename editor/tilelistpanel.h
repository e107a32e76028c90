// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QWidget>

#include <vector>

class QComboBox;
class QLineEdit;
class QTableView;
class QToolBar;

namespace sled {

class TileFilterModel;
class TileListModel;
class TileSetDocument;

/**
 * The document's tile types as a list with thumbnails, counts and boxes: a search by id, name or
 * planet, filters by realm kind and by symbol, a selection of one or several rows, and a tool bar
 * under it for the window's tile commands.
 */
class TileListPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TileListPanel(QWidget* parent = nullptr);

    /** Shows `doc`'s tiles (the list's model becomes a child of the document). */
    void setDocument(TileSetDocument* doc);
    /** Selects tile type `index` (showing every tile again if the filters hide it), or none
     *  when there is no such tile. */
    void selectTile(int index);
    /** The indices of the selected tile types, ascending. */
    std::vector<int> selectedTiles() const;

    QTableView* view() const { return m_list; }
    TileFilterModel* filter() const { return m_filter; }
    QToolBar* toolBar() const { return m_buttons; }

signals:
    /** The current row is tile type `index` now. */
    void currentTileChanged(int index);
    void selectionChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    TileSetDocument* m_doc = nullptr;
    TileListModel* m_model = nullptr;
    TileFilterModel* m_filter;
    QLineEdit* m_search;
    QComboBox* m_kindFilter;
    QComboBox* m_symbolFilter;
    QTableView* m_list;
    QToolBar* m_buttons;
};

} // namespace sled
