// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "tilecanvas.h"

#include "common/artcache.h"
#include "common/names.h"
#include "rules/tileart.h"
#include "tileedits.h"

#include <QContextMenuEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace sled {
namespace {
constexpr qreal kMargin = 26; ///< room around the tile for the edge letters
constexpr qreal kInner = 0.3; ///< edge zones reach this far into the tile (fraction of its side)
constexpr qreal kNumberRadius = 11;

QColor realmColour(sl::RealmKind k)
{
    switch (k) {
    case sl::RealmKind::Route:
        return QColor(0xff, 0xd5, 0x4f);
    case sl::RealmKind::Asteroid:
        return QColor(0xff, 0x8a, 0x65);
    case sl::RealmKind::Planet:
        return QColor(0x80, 0xd8, 0xff);
    }
    return Qt::white;
}
} // namespace

TileCanvas::TileCanvas(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("tileCanvas"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    updateToolTip();
}

void TileCanvas::setTile(const sl::TileType* tile)
{
    m_tile = tile;
    if (!m_tile || m_selected >= int(m_tile->realms.size())) m_selected = -1;
    updateToolTip();
    update();
}

void TileCanvas::setSelectedRealm(int realm)
{
    m_selected = realm;
    update();
}

QRectF TileCanvas::tileRect() const
{
    const qreal side = qMax<qreal>(40, qMin(width(), height()) - 2 * kMargin);
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

QPolygonF TileCanvas::edgeZone(int dir) const
{
    const QRectF r = tileRect();
    const qreal in = r.width() * kInner;
    const QRectF inner = r.adjusted(in, in, -in, -in);
    switch (dir & 3) {
    case 0:
        return QPolygonF({r.topLeft(), r.topRight(), inner.topRight(), inner.topLeft()});
    case 1:
        return QPolygonF({r.topRight(), r.bottomRight(), inner.bottomRight(), inner.topRight()});
    case 2:
        return QPolygonF(
            {r.bottomRight(), r.bottomLeft(), inner.bottomLeft(), inner.bottomRight()});
    default:
        return QPolygonF({r.bottomLeft(), r.topLeft(), inner.topLeft(), inner.bottomLeft()});
    }
}

QPointF TileCanvas::edgePoint(int dir) const
{
    const QRectF r = tileRect();
    const qreal d = r.width() * 0.1;
    switch (dir & 3) {
    case 0:
        return {r.center().x(), r.top() + d};
    case 1:
        return {r.right() - d, r.center().y()};
    case 2:
        return {r.center().x(), r.bottom() - d};
    default:
        return {r.left() + d, r.center().y()};
    }
}

QPointF TileCanvas::realmPoint(int realm) const
{
    const QRectF r = tileRect();
    if (!m_tile) return r.center();
    const sl::ArtPoint a = sl::realmAnchor(*m_tile, realm, 0);
    return {r.left() + a.x / 100.0 * r.width(), r.top() + a.y / 100.0 * r.height()};
}

int TileCanvas::edgeAt(QPointF p) const
{
    for (int d = 0; d < 4; ++d)
        if (edgeZone(d).containsPoint(p, Qt::OddEvenFill)) return d;
    return -1;
}

int TileCanvas::realmNumberAt(QPointF p) const
{
    if (!m_tile) return -1;
    for (int i = 0; i < int(m_tile->realms.size()); ++i)
        if (QLineF(p, realmPoint(i)).length() <= kNumberRadius + 3) return i;
    const int planet = edit::planetRealm(*m_tile);
    const QRectF r = tileRect();
    if (planet >= 0 && QLineF(p, r.center()).length() < r.width() * 0.2) return planet;
    return -1;
}

void TileCanvas::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = tileRect();
    if (!m_tile) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Choose a tile in the list"));
        return;
    }
    p.drawPixmap(r.toRect(),
                 slui::ArtCache::instance().tile(*m_tile, 0, int(r.width()), devicePixelRatioF()));

    // The selected realm: its edges outlined, its number ringed.
    if (m_selected >= 0 && m_selected < int(m_tile->realms.size())) {
        const sl::RealmDef& realm = m_tile->realms[std::size_t(m_selected)];
        QPen pen(realmColour(realm.kind), 5, Qt::SolidLine, Qt::RoundCap);
        p.setPen(pen);
        for (int d = 0; d < 4; ++d) {
            if (realm.kind == sl::RealmKind::Planet || !(realm.edgeMask & (1u << d))) continue;
            const QPolygonF z = edgeZone(d);
            p.drawLine(z[0], z[1]);
        }
    }
    // The hovered edge zone.
    if (m_hover >= 0) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 46));
        p.drawPolygon(edgeZone(m_hover));
    }
    // Realm numbers at their meeple spots.
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(12);
    p.setFont(f);
    for (int i = 0; i < int(m_tile->realms.size()); ++i) {
        const QPointF c = realmPoint(i);
        const bool sel = i == m_selected;
        p.setPen(QPen(sel ? Qt::white : QColor(20, 24, 44), sel ? 2.5 : 1.2));
        p.setBrush(sel ? realmColour(m_tile->realms[std::size_t(i)].kind)
                       : QColor(240, 242, 250, 215));
        p.drawEllipse(c, kNumberRadius, kNumberRadius);
        p.setPen(QColor(12, 14, 30));
        p.drawText(QRectF(c.x() - kNumberRadius, c.y() - kNumberRadius, 2 * kNumberRadius,
                          2 * kNumberRadius),
                   Qt::AlignCenter, QString::number(i + 1));
    }
    // Edge letters outside the tile.
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRectF(r.left(), r.top() - kMargin, r.width(), kMargin), Qt::AlignCenter,
               slui::directionLetter(0));
    p.drawText(QRectF(r.right(), r.top(), kMargin, r.height()), Qt::AlignCenter,
               slui::directionLetter(1));
    p.drawText(QRectF(r.left(), r.bottom(), r.width(), kMargin), Qt::AlignCenter,
               slui::directionLetter(2));
    p.drawText(QRectF(r.left() - kMargin, r.top(), kMargin, r.height()), Qt::AlignCenter,
               slui::directionLetter(3));
    // A drag in progress: a line from the pressed edge to the pointer.
    if (m_dragging && m_pressEdge) {
        p.setPen(QPen(Qt::white, 3, Qt::DashLine, Qt::RoundCap));
        p.drawLine(edgePoint(*m_pressEdge), m_dragPos);
    }
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 1.5, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(-3, -3, 3, 3));
    }
}

void TileCanvas::mousePressEvent(QMouseEvent* event)
{
    if (!m_tile || event->button() != Qt::LeftButton) return;
    const QPointF pos = event->position();
    const int realm = realmNumberAt(pos);
    if (realm >= 0) {
        emit realmClicked(realm);
        return;
    }
    const int e = edgeAt(pos);
    if (e >= 0) {
        m_pressEdge = e;
        m_dragPos = pos;
        m_dragging = false;
    }
}

void TileCanvas::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF pos = event->position();
    const int hover = m_tile ? edgeAt(pos) : -1;
    if (hover != m_hover) {
        m_hover = hover;
        updateToolTip();
        update();
    }
    if (m_pressEdge) {
        m_dragPos = pos;
        m_dragging = m_dragging || QLineF(pos, edgePoint(*m_pressEdge)).length() > 12 ||
                     hover != *m_pressEdge;
        update();
    }
}

void TileCanvas::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_pressEdge || event->button() != Qt::LeftButton) return;
    const int from = *m_pressEdge;
    const int to = edgeAt(event->position());
    m_pressEdge.reset();
    const bool dragged = m_dragging;
    m_dragging = false;
    update();
    if (to == from && !dragged)
        emit edgeClicked(from);
    else if (to >= 0 && to != from)
        emit edgesDragged(from, to);
}

void TileCanvas::leaveEvent(QEvent*)
{
    m_hover = -1;
    update();
}

void TileCanvas::keyPressEvent(QKeyEvent* event)
{
    int dir = -1;
    switch (event->key()) {
    case Qt::Key_Up:
        dir = 0;
        break;
    case Qt::Key_Right:
        dir = 1;
        break;
    case Qt::Key_Down:
        dir = 2;
        break;
    case Qt::Key_Left:
        dir = 3;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (m_tile) emit edgeClicked(dir);
}

void TileCanvas::contextMenuEvent(QContextMenuEvent* event)
{
    const int e = m_tile ? edgeAt(event->pos()) : -1;
    if (e >= 0) emit edgeMenuRequested(e, event->globalPos());
}

void TileCanvas::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) updateToolTip();
    QWidget::changeEvent(event);
}

void TileCanvas::updateToolTip()
{
    if (!m_tile) {
        setToolTip({});
        return;
    }
    if (m_hover < 0) {
        setToolTip(tr(
            "Click an edge to change it (space, trade route, asteroid field); drag from one edge "
            "to "
            "another to connect their realms; click a number to select its realm. The arrow keys "
            "change the edge they point to."));
        return;
    }
    setToolTip(
        tr("The %1 edge: %2. Click to change it; drag to another edge to connect the realms; "
           "right-click for more.")
            .arg(slui::directionName(m_hover),
                 slui::edgeKindName(m_tile->edges[std::size_t(m_hover)]).toLower()));
}

} // namespace sled
