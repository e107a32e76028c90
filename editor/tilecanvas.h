// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tileset.h"

#include <QWidget>

#include <optional>

namespace sled {

/**
 * The large drawing of one tile, which is itself the editor: click an edge to change its kind,
 * drag from one edge to another to connect their realms, click a realm to select it,
 * right-click an edge for its menu. The arrow keys change the edge they point to. Realms are
 * numbered on the drawing as in the realm list.
 */
class TileCanvas : public QWidget
{
    Q_OBJECT
public:
    explicit TileCanvas(QWidget* parent = nullptr);

    void setTile(const sl::TileType* tile);
    void setSelectedRealm(int realm);

    /** The centre of edge `dir`'s hit zone, in widget coordinates (tests click there). */
    QPointF edgePoint(int dir) const;
    /** Where realm `realm`'s number is drawn (its meeple spot). */
    QPointF realmPoint(int realm) const;
    QRectF tileRect() const;

    QSize sizeHint() const override { return {360, 360}; }
    QSize minimumSizeHint() const override { return {200, 200}; }

signals:
    void edgeClicked(int dir);
    void edgesDragged(int fromDir, int toDir);
    void realmClicked(int realm);
    void edgeMenuRequested(int dir, const QPoint& globalPos);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /** The edge whose zone holds `p` (-1: none), and the realm whose number is under it. */
    int edgeAt(QPointF p) const;
    int realmNumberAt(QPointF p) const;
    QPolygonF edgeZone(int dir) const;
    void updateToolTip();

    const sl::TileType* m_tile = nullptr;
    int m_selected = -1;
    int m_hover = -1;
    std::optional<int> m_pressEdge;
    QPointF m_dragPos;
    bool m_dragging = false;
};

} // namespace sled
