// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QPointer>
#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QBoxLayout;
class QScrollArea;
class QSpinBox;
class QUndoCommand;

namespace sled {

class TileCanvas;
class TileSetDocument;

/**
 * Everything about the selected tile type: the large drawing (TileCanvas), its four rotations,
 * id, names, count, box, start tile, and its realms with their edges, planet name and faction
 * symbols. Every change is an undo command on the document; the widgets follow the document.
 */
class TileEditor : public QWidget
{
    Q_OBJECT
public:
    explicit TileEditor(QWidget* parent = nullptr);

    void setDocument(TileSetDocument* doc);
    void setCurrentTile(int index);
    int currentTile() const { return m_tile; }
    int currentRealm() const;
    void selectRealm(int realm);
    /** Puts the keyboard focus on the widget of a field path ("tiles[3].realms[1].symbols"). */
    void focusField(const QString& field);

    TileCanvas* canvas() const { return m_canvas; }

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void push(std::unique_ptr<QUndoCommand> cmd);
    void refresh();
    void refreshRealm();
    void retranslate();
    void fitFieldsWidth();
    void showEdgeMenu(int dir, const QPoint& globalPos);
    void fillAddRealmMenu();
    void setRealmEdge(int dir, bool on);

    QPointer<TileSetDocument> m_doc; ///< null once the document is gone
    int m_tile = -1;
    bool m_updating = false;

    QScrollArea* m_fieldsScroll = nullptr;
    QBoxLayout* m_layout = nullptr;
    int m_shownTile = -2;      ///< the tile whose fields were last shown
    int m_shownRealmTile = -2; ///< and the realm whose fields were last shown
    int m_shownRealm = -2;
    TileCanvas* m_canvas;
    std::array<QLabel*, 4> m_rotations{};
    QLabel* m_rotationsLabel;
    QGroupBox* m_tileBox;
    QLabel* m_idLabel;
    QLabel* m_nameEnLabel;
    QLabel* m_nameCsLabel;
    QLabel* m_countLabel;
    QLabel* m_boxLabel;
    QLineEdit* m_id;
    QLineEdit* m_nameEn;
    QLineEdit* m_nameCs;
    QSpinBox* m_count;
    QComboBox* m_box;
    QCheckBox* m_start;
    QGroupBox* m_realmsBox;
    QListWidget* m_realms;
    QPushButton* m_addRealm;
    QPushButton* m_removeRealm;
    QGroupBox* m_realmBox;
    QLabel* m_edgesLabel;
    std::array<QCheckBox*, 4> m_edges{};
    QLabel* m_planetLabel;
    QLineEdit* m_planetName;
    QLabel* m_symbolsLabel;
    std::array<QSpinBox*, 4> m_symbols{};
};

} // namespace sled
