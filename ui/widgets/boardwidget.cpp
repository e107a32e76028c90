// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "boardwidget.h"

#include "common/artcache.h"
#include "common/names.h"
#include "gameview.h"
#include "rules/tileart.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTimer>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace slui {
namespace {
constexpr double kMeepleSize = BoardWidget::kMeepleFraction;
const QColor kBackground(0x07, 0x09, 0x14);
const QColor kHighlight(0x4d, 0xd0, 0xe1);
const QColor kLastTile(0xff, 0xc4, 0x3d);
} // namespace

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(320, 240);
    setAccessibleName(tr("Board"));
}

void BoardWidget::setView(const GameView* view)
{
    if (m_view) disconnect(m_view, nullptr, this, nullptr);
    m_view = view;
    m_fitted = false;
    m_arrival.reset();
    m_arrivalKey = {};
    m_arrivalSeen = false;
    m_focus.reset();
    if (view)
        connect(view, &GameView::changed, this, [this] {
            if (m_autoFit && m_following) fitToWindow();
            if (m_followPlay) keepInView();
            noticeArrival();
            update();
        });
    if (m_autoFit && m_following) fitToWindow();
    update();
}

void BoardWidget::setAutoFit(bool on)
{
    m_autoFit = on;
    m_following = true;
}

const sl::GameState* BoardWidget::shownState() const
{
    if (!m_view) return nullptr;
    const sl::TentativeTurn* turn = m_view->tentativeTurn();
    if (turn && turn->pendingState() && m_view->viewState()) return turn->pendingState();
    return m_view->viewState();
}

QPoint BoardWidget::cellAt(QPointF pos) const
{
    const QPointF c = (pos - m_offset) / m_scale;
    return {int(std::floor(c.x())), int(std::floor(c.y()))};
}

QRectF BoardWidget::cellRect(QPoint cell) const
{
    return {m_offset.x() + cell.x() * m_scale, m_offset.y() + cell.y() * m_scale, m_scale, m_scale};
}

QPointF BoardWidget::cellCentre(QPoint cell) const
{
    return cellRect(cell).center();
}

QPointF BoardWidget::restingCellCentre(QPoint cell) const
{
    if (!m_pan || m_pan->state() != QAbstractAnimation::Running) return cellCentre(cell);
    return m_panTo.offset + (QPointF(cell) + QPointF(0.5, 0.5)) * m_panTo.scale;
}

QList<QPoint> BoardWidget::highlightedCells() const
{
    QList<QPoint> cells;
    if (!m_view || !m_showHighlights || !m_view->tentativeTurn()) return cells;
    for (const sl::Cell& c : m_view->tentativeTurn()->legalCells())
        cells.append(QPoint(c.x, c.y));
    return cells;
}

void BoardWidget::setShowHighlights(bool on)
{
    m_showHighlights = on;
    update();
}

sl::ArtPoint BoardWidget::realmAnchorOf(const sl::GameState& s, int type, int seg, int rot) const
{
    if (m_anchorCatalog != &s.catalog()) {
        m_anchorCatalog = &s.catalog();
        m_anchors.clear();
    }
    const int key = (type << 8) | (seg << 2) | (rot & 3);
    if (const auto it = m_anchors.constFind(key); it != m_anchors.constEnd()) return *it;
    const sl::ArtPoint a = sl::realmAnchor(s.catalog().type(type).def, seg, rot);
    m_anchors.insert(key, a);
    return a;
}

QPointF BoardWidget::anchorOf(const sl::GameState& s, int tile, int seg) const
{
    const sl::PlacedTile& t = s.tiles()[static_cast<std::size_t>(tile)];
    const sl::ArtPoint a = realmAnchorOf(s, t.type, seg, t.rot);
    const QRectF r = cellRect(QPoint(t.x, t.y));
    return {r.x() + a.x / 100.0 * m_scale, r.y() + a.y / 100.0 * m_scale};
}

QPointF BoardWidget::stackOffset(int n, double size)
{
    // Down and to the right: a planet's faction symbol sits at its upper right, never covered.
    return {n * size * 0.55, n * size * 0.2};
}

std::optional<QPointF> BoardWidget::targetPosition(const sl::MeepleMove& target) const
{
    const sl::GameState* s = shownState();
    return s ? targetPositionIn(*s, target) : std::nullopt;
}

std::optional<QPointF> BoardWidget::targetPositionIn(const sl::GameState& state,
                                                     const sl::MeepleMove& target) const
{
    const sl::GameState* s = &state;
    if (target.target == sl::MeepleTarget::None) return std::nullopt;
    if (target.target == sl::MeepleTarget::Segment)
        return anchorOf(*s, s->lastPlacedTile(), target.segment);
    const int t = s->tileAt(target.x, target.y);
    if (t < 0) return std::nullopt;
    const sl::PlacedTile& placed = s->tiles()[static_cast<std::size_t>(t)];
    const int seg = s->catalog().type(placed.type).planetSeg;
    // An attacker stands beside the meeples already on the planet, as drawMeeples stacks them.
    const int node = placed.nodeBase + seg;
    int standing = 0;
    for (int player = 0; player < s->playerCount(); ++player)
        for (const sl::Meeple& m : s->meeples(player))
            standing += m.node == node;
    const double size = m_scale * kMeepleSize;
    return anchorOf(*s, t, seg) + stackOffset(standing, size);
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QElapsedTimer timer;
    timer.start();
    QPainter p(this);
    p.fillRect(rect(), kBackground);
    const sl::GameState* s = shownState();
    if (!s) {
        m_lastPaintMs = timer.nsecsElapsed() / 1e6;
        return;
    }
    if (!m_fitted) fitToWindow();
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    drawTiles(p, *s, rect());
    drawHighlights(p);
    drawMeeples(p, *s);
    drawTargets(p);
    if (!m_marked.isEmpty()) drawMarked(p);
    if (!m_floaters.empty()) drawFloaters(p);
    if (isGhostShown()) drawGhost(p);
    if (m_battle) drawBattle(p);
    if (hasFocus() && m_cursor) drawCursor(p);
    m_lastPaintMs = timer.nsecsElapsed() / 1e6;
}

bool BoardWidget::isGhostShown() const
{
    // A hint's ghost goes once a tile is put on the board while the turn is being chosen (it
    // would hide the meeple spots); a puzzle answered shows its answer and the ghost together.
    const sl::TentativeTurn* turn = m_view ? m_view->tentativeTurn() : nullptr;
    return m_ghost && !(turn && turn->placement() && m_view->offersChoices());
}

void BoardWidget::drawTiles(QPainter& p, const sl::GameState& s, const QRectF& visible)
{
    const int px = int(std::ceil(m_scale));
    const qreal dpr = devicePixelRatioF();
    const bool names = m_scale >= 70; // planet names are unreadable on small tiles
    ArtCache& art = ArtCache::instance();
    const sl::PlacedTile* arriving = nullptr; // drawn over its neighbours, once they are
    for (const sl::PlacedTile& t : s.tiles()) {
        const QRectF r = cellRect(QPoint(t.x, t.y));
        if (!r.intersects(visible)) continue;
        if (isArriving(t)) {
            arriving = &t;
            continue;
        }
        p.drawPixmap(r.topLeft(), art.tile(s.catalog().type(t.type).def, t.rot, px, dpr, names));
    }
    if (arriving) drawArrival(p, s, *arriving);
    // The last placed tile of the committed state, and the tentative tile.
    const sl::GameState* committed = m_view->viewState();
    const int last = committed->lastPlacedTile();
    if (last > 0) {
        const sl::PlacedTile& t = committed->tiles()[static_cast<std::size_t>(last)];
        p.setPen(QPen(kLastTile, std::max(2.0, m_scale * 0.03)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cellRect(QPoint(t.x, t.y)).adjusted(1, 1, -1, -1));
    }
    const sl::TentativeTurn* turn = m_view->tentativeTurn();
    if (turn && turn->placement()) {
        const sl::Placement pl = *turn->placement();
        QPen pen(Qt::white, std::max(2.0, m_scale * 0.035), Qt::DashLine);
        p.setPen(pen);
        p.drawRect(cellRect(QPoint(pl.x, pl.y)).adjusted(1, 1, -1, -1));
    }
}

namespace {
constexpr qint64 kFloatMs = 1400;
} // namespace

void BoardWidget::floatPoints(const QList<QPoint>& cells, int points, const QColor& colour)
{
    if (cells.isEmpty()) return;
    QPointF centre;
    for (const QPoint& c : cells)
        centre += QPointF(c) + QPointF(0.5, 0.5);
    centre /= double(cells.size());
    m_floaters.push_back({centre, QStringLiteral("+%1").arg(points), colour, sl::Colour::Red, false,
                          QDateTime::currentMSecsSinceEpoch()});
    startAnimation();
}

void BoardWidget::returnMeeple(QPointF at, sl::Colour colour, bool large)
{
    m_floaters.push_back(
        {at, QString(), Qt::white, colour, large, QDateTime::currentMSecsSinceEpoch()});
    startAnimation();
}

QStringList BoardWidget::floatingTexts() const
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QStringList texts;
    for (const Floater& f : m_floaters)
        if (!f.text.isEmpty() && now - f.started <= kFloatMs) texts << f.text;
    return texts;
}

void BoardWidget::startAnimation()
{
    if (!m_animation) {
        m_animation = new QTimer(this);
        m_animation->setInterval(33);
        connect(m_animation, &QTimer::timeout, this, [this] {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            std::erase_if(m_floaters,
                          [now](const Floater& f) { return now - f.started > kFloatMs; });
            const bool arriving = tickArrival();
            if (m_floaters.empty() && !arriving) m_animation->stop();
            update();
        });
    }
    m_animation->start();
}

void BoardWidget::drawFloaters(QPainter& p)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(14, int(m_scale * 0.3)));
    p.setFont(f);
    for (const Floater& fl : m_floaters) {
        const double t = std::clamp(double(now - fl.started) / kFloatMs, 0.0, 1.0);
        const QPointF at = m_offset + fl.at * m_scale - QPointF(0, t * m_scale * 0.8);
        p.setOpacity(1.0 - t * t);
        if (fl.text.isEmpty()) {
            const int size = int(m_scale * kMeepleSize * (fl.large ? 1.2 : 1.0));
            p.drawPixmap(
                QPointF(at.x() - size / 2.0, at.y() - size / 2.0),
                ArtCache::instance().meeple(fl.meeple, fl.large, size, devicePixelRatioF()));
            continue;
        }
        QPainterPath path;
        const QFontMetricsF fm(f);
        path.addText(at - QPointF(fm.horizontalAdvance(fl.text) / 2, 0), f, fl.text);
        p.setPen(QPen(QColor(5, 6, 15, 220), 4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setPen(Qt::NoPen);
        p.setBrush(fl.colour.lightness() < 60 ? QColor(0xb4, 0xba, 0xcc) : fl.colour);
        p.drawPath(path);
    }
    p.setOpacity(1.0);
}

void BoardWidget::setMarkedCells(const QList<QPoint>& cells)
{
    m_marked = cells;
    update();
}

void BoardWidget::drawMarked(QPainter& p)
{
    // A glowing outline around each marked cell, drawn on the cells' outer edges only.
    const double w = std::max(3.0, m_scale * 0.04);
    QPen glow(QColor(0xff, 0xd5, 0x4f, 110), w * 3, Qt::SolidLine, Qt::RoundCap);
    QPen line(QColor(0xff, 0xd5, 0x4f), w, Qt::SolidLine, Qt::RoundCap);
    for (const QPen& pen : {glow, line}) {
        p.setPen(pen);
        for (const QPoint& c : m_marked) {
            const QRectF r = cellRect(c);
            if (!m_marked.contains(c + QPoint(0, -1))) p.drawLine(r.topLeft(), r.topRight());
            if (!m_marked.contains(c + QPoint(1, 0))) p.drawLine(r.topRight(), r.bottomRight());
            if (!m_marked.contains(c + QPoint(0, 1))) p.drawLine(r.bottomLeft(), r.bottomRight());
            if (!m_marked.contains(c + QPoint(-1, 0))) p.drawLine(r.topLeft(), r.bottomLeft());
        }
    }
}

void BoardWidget::drawHighlights(QPainter& p)
{
    // A computer's turn offers no choices to click: only its own tile and meeple are shown.
    const sl::TentativeTurn* turn = m_view ? m_view->tentativeTurn() : nullptr;
    if (!turn || !m_view->offersChoices()) return;
    const sl::GameState& s = *m_view->viewState();
    if (s.phase() != sl::Phase::PlaceTile) return;
    const auto& pending = turn->placement();
    // A faint tint and a thin outline: the cells stay visible without hiding the board.
    QColor fill = kHighlight;
    fill.setAlpha(pending ? 10 : 22);
    QColor line = kHighlight;
    line.setAlpha(pending ? 90 : 170);
    for (const QPoint& c : highlightedCells()) {
        if (pending && c == QPoint(pending->x, pending->y)) continue;
        const QRectF r = cellRect(c).adjusted(4, 4, -4, -4);
        p.setPen(QPen(line, 1.2));
        p.setBrush(fill);
        p.drawRoundedRect(r, m_scale * 0.06, m_scale * 0.06);
    }
    // A ghost of the drawn tile where the pointer is.
    if (m_hover && !pending && s.drawnTile() >= 0) {
        const std::vector<int> rots = turn->legalRotations({m_hover->x(), m_hover->y()});
        if (!rots.empty()) {
            const int preview = turn->previewRotation();
            const int rot =
                std::find(rots.begin(), rots.end(), preview) != rots.end() ? preview : rots.front();
            p.setOpacity(0.55);
            p.drawPixmap(cellRect(*m_hover).topLeft(),
                         ArtCache::instance().tile(s.catalog().type(s.drawnTile()).def, rot,
                                                   int(std::ceil(m_scale)), devicePixelRatioF(),
                                                   m_scale >= 70));
            p.setOpacity(1.0);
        }
    }
}

void BoardWidget::drawMeeples(QPainter& p, const sl::GameState& s)
{
    const int size = int(m_scale * kMeepleSize);
    const qreal dpr = devicePixelRatioF();
    QHash<qint64, int> stacked; // meeples on the same realm segment stand side by side
    for (int player = 0; player < s.playerCount(); ++player) {
        const sl::Colour colour = s.config().seats[static_cast<std::size_t>(player)];
        for (const sl::Meeple& m : s.meeples(player)) {
            if (m.node < 0) continue;
            const auto [tile, seg] = s.nodeLocation(m.node);
            const int n = stacked[m.node]++;
            const int msize = m.large ? int(size * 1.2) : size;
            QPointF at = anchorOf(s, tile, seg) + stackOffset(n, size);
            // A soft halo keeps dark meeples visible on dark space.
            QRadialGradient halo(at, msize * 0.62);
            halo.setColorAt(0, QColor(255, 255, 255, 70));
            halo.setColorAt(1, QColor(255, 255, 255, 0));
            p.setPen(Qt::NoPen);
            p.setBrush(halo);
            p.drawEllipse(at, msize * 0.62, msize * 0.62);
            p.drawPixmap(QPointF(at.x() - msize / 2.0, at.y() - msize / 2.0),
                         ArtCache::instance().meeple(colour, m.large, msize, dpr));
            if (m.equipment != sl::Equipment::None) {
                const int es = int(msize * 0.6);
                p.drawPixmap(QPointF(at.x() + msize * 0.2, at.y() - msize * 0.05),
                             ArtCache::instance().equipment(m.equipment, es, dpr));
            }
        }
    }
}

void BoardWidget::drawTargets(QPainter& p)
{
    const sl::TentativeTurn* turn = m_view ? m_view->tentativeTurn() : nullptr;
    if (!turn || !turn->pendingState()) return;
    const int size = int(m_scale * kMeepleSize);
    const auto& chosen = turn->meeple();
    const sl::GameState& s = *m_view->viewState();
    const sl::Colour colour = s.config().seats[static_cast<std::size_t>(s.currentPlayer())];
    const bool offered = m_view->offersChoices();
    const QColor ring = displayColour(colour);
    const QColor edge = colour == sl::Colour::Black ? shadeColour(colour) : ring.lighter(130);
    for (const sl::MeepleMove& t : turn->meepleTargets()) {
        const auto at = targetPosition(t);
        if (!at) continue;
        const bool isChosen = chosen && chosen->target == t.target &&
                              chosen->segment == t.segment && chosen->x == t.x && chosen->y == t.y;
        if (isChosen || !offered) continue;
        // A marker in the player's colour: a ring on a dark disc, so it reads on any tile; an
        // attack on a planet adds the four ticks of a sight.
        const double r = size * 0.42;
        const double w = std::max(2.0, m_scale * 0.018);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(7, 9, 20, 150));
        p.drawEllipse(*at, r + w, r + w);
        QColor fill = ring;
        fill.setAlpha(90);
        p.setBrush(fill);
        p.setPen(QPen(edge, w));
        p.drawEllipse(*at, r, r);
        const sl::PlanetMove planet =
            t.target == sl::MeepleTarget::Planet ? sl::planetMoveOf(s, t) : sl::PlanetMove::Settle;
        if (planet == sl::PlanetMove::Reinforce) {
            // Reinforcing a planet the player's side holds already: a shield with a plus.
            p.setPen(QPen(edge, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.setBrush(Qt::NoBrush);
            QPainterPath shield;
            shield.moveTo(*at + QPointF(0, -r * 1.45));
            shield.lineTo(*at + QPointF(r * 1.2, -r * 0.95));
            shield.quadTo(*at + QPointF(r * 1.15, r * 0.9), *at + QPointF(0, r * 1.5));
            shield.quadTo(*at + QPointF(-r * 1.15, r * 0.9), *at + QPointF(-r * 1.2, -r * 0.95));
            shield.closeSubpath();
            p.drawPath(shield);
            p.drawLine(*at + QPointF(-r * 0.45, 0), *at + QPointF(r * 0.45, 0));
            p.drawLine(*at + QPointF(0, -r * 0.45), *at + QPointF(0, r * 0.45));
        } else if (planet == sl::PlanetMove::Attack) {
            // An attack on a planet held by others: the four ticks of a sight.
            p.setPen(QPen(edge, w, Qt::SolidLine, Qt::RoundCap));
            for (int k = 0; k < 4; ++k) {
                const QPointF d(k == 0 ? 1 : k == 1 ? -1 : 0, k == 2 ? 1 : k == 3 ? -1 : 0);
                p.drawLine(*at + d * (r * 0.55), *at + d * (r * 1.45));
            }
        } else {
            p.setPen(QPen(edge, w, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(*at + QPointF(-r * 0.4, 0), *at + QPointF(r * 0.4, 0));
            p.drawLine(*at + QPointF(0, -r * 0.4), *at + QPointF(0, r * 0.4));
        }
    }
    if (chosen) {
        const auto at = targetPosition(*chosen);
        const int msize = chosen->large ? int(size * 1.2) : size;
        if (at) {
            p.setOpacity(0.85);
            p.drawPixmap(
                QPointF(at->x() - msize / 2.0, at->y() - msize / 2.0),
                ArtCache::instance().meeple(colour, chosen->large, msize, devicePixelRatioF()));
            if (chosen->equipment != sl::Equipment::None)
                p.drawPixmap(QPointF(at->x() + msize * 0.2, at->y() - msize * 0.05),
                             ArtCache::instance().equipment(chosen->equipment, int(msize * 0.6),
                                                            devicePixelRatioF()));
            p.setOpacity(1.0);
        }
    }
}

void BoardWidget::click(QPointF pos)
{
    if (!m_view || !m_view->offersChoices()) return;
    const sl::TentativeTurn* turn = m_view->tentativeTurn();
    // A meeple spot under the pointer wins over the tile below it.
    const double radius = m_scale * kMeepleSize * 0.6;
    if (turn)
        for (const sl::MeepleMove& t : turn->meepleTargets()) {
            const auto at = targetPosition(t);
            if (at && QLineF(*at, pos).length() <= radius) {
                emit meepleSpotClicked(t);
                return;
            }
        }
    const QPoint cell = cellAt(pos);
    const auto pending = turn ? turn->placement() : std::nullopt;
    if (pending && cell == QPoint(pending->x, pending->y)) {
        emit rotateRequested();
        return;
    }
    emit cellClicked(cell);
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    m_pressPos = event->position();
    m_lastDrag = event->position();
    m_pressed = true;
    m_dragging = event->button() == Qt::MiddleButton;
    if (event->button() == Qt::RightButton && m_view && m_view->offersChoices())
        emit rotateRequested();
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (m_pressed && (event->buttons() & (Qt::LeftButton | Qt::MiddleButton))) {
        if (!m_dragging && QLineF(event->position(), m_pressPos).length() > 5) m_dragging = true;
        if (m_dragging) {
            userMovedView();
            panBy(event->position() - m_lastDrag);
            m_lastDrag = event->position();
            setCursor(Qt::ClosedHandCursor);
            return;
        }
    }
    const QPoint cell = cellAt(event->position());
    if (!m_hover || *m_hover != cell) {
        m_hover = cell;
        update();
    }
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const bool wasDrag = m_dragging;
    m_pressed = false;
    m_dragging = false;
    unsetCursor();
    if (!wasDrag && event->button() == Qt::LeftButton) click(event->position());
}

void BoardWidget::leaveEvent(QEvent*)
{
    m_hover.reset();
    update();
}

} // namespace slui
