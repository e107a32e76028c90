// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The board from the keyboard: a cursor cell moved by the arrow keys and Tab, Space as a click,
// and the words assistive technology reads of the cursor's cell.
#include "boardwidget.h"
#include "common/names.h"
#include "gameview.h"
#include "rules/tentativeturn.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QPainter>

#include <algorithm>

namespace slui {

QPoint BoardWidget::cursorCell() const
{
    if (m_cursor) return *m_cursor;
    return focusCell().value_or(QPoint(0, 0));
}

void BoardWidget::setCursorCell(QPoint cell)
{
    moveCursorTo(cell);
}

void BoardWidget::moveCursorTo(QPoint cell)
{
    m_cursor = cell;
    const QRectF r = cellRect(cell);
    if (!QRectF(rect()).contains(r)) panBy(QRectF(rect()).center() - r.center());
    setAccessibleDescription(cursorDescription());
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
    update();
}

QString BoardWidget::cursorDescription() const
{
    const sl::GameState* s = shownState();
    const QPoint c = cursorCell();
    QString cell = tr("Cell %1, %2", "board cell: column, row").arg(c.x()).arg(c.y());
    if (!s) return cell;
    const sl::TentativeTurn* turn = m_view->tentativeTurn();
    const bool choosing = turn && m_view->offersChoices();
    const auto pending = turn ? turn->placement() : std::nullopt;
    if (choosing && pending && QPoint(pending->x, pending->y) == c)
        return tr("%1: your tile is tried here. Space turns it, M chooses a meeple spot, Enter "
                  "confirms the turn.")
            .arg(cell);
    if (const int t = s->tileAt(c.x(), c.y()); t >= 0) {
        const sl::PlacedTile& placed = s->tiles()[std::size_t(t)];
        return tr("%1: %2.").arg(cell, localized(s->catalog().type(placed.type).def.name));
    }
    if (!choosing) return tr("%1: empty.").arg(cell);
    const auto& legal = turn->legalCells();
    const bool fits = std::any_of(legal.begin(), legal.end(),
                                  [&](const sl::Cell& l) { return l.x == c.x() && l.y == c.y(); });
    return fits ? tr("%1: empty. The drawn tile fits here: Space puts it here.").arg(cell)
                : tr("%1: empty. The drawn tile does not fit here; Tab goes to a cell where it "
                     "fits.")
                      .arg(cell);
}

QList<QPair<QString, QString>> BoardWidget::keyHelp()
{
    return {{tr("Arrow keys"), tr("Move the board's cursor by one cell")},
            {tr("Tab, Shift+Tab"), tr("Next or previous cell where the drawn tile fits")},
            {tr("Space"), tr("Put the tile on the cursor's cell; again: turn it")},
            {tr("Home"), tr("Cursor back to the tile in play")},
            {tr("Ctrl+Tab"), tr("Leave the board for the panels")}};
}

void BoardWidget::activateCursor()
{
    if (!m_view || !m_view->offersChoices()) return;
    const sl::TentativeTurn* turn = m_view->tentativeTurn();
    const QPoint cell = cursorCell();
    const auto pending = turn ? turn->placement() : std::nullopt;
    if (pending && cell == QPoint(pending->x, pending->y))
        emit rotateRequested();
    else
        emit cellClicked(cell);
    setAccessibleDescription(cursorDescription());
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    const QPoint c = cursorCell();
    switch (event->key()) {
    case Qt::Key_Left:
        return moveCursorTo(c + QPoint(-1, 0));
    case Qt::Key_Right:
        return moveCursorTo(c + QPoint(1, 0));
    case Qt::Key_Up:
        return moveCursorTo(c + QPoint(0, -1));
    case Qt::Key_Down:
        return moveCursorTo(c + QPoint(0, 1));
    case Qt::Key_Home:
        return moveCursorTo(focusCell().value_or(QPoint(0, 0)));
    case Qt::Key_Space:
        if (!m_cursor) m_cursor = c;
        return activateCursor();
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
        if (event->modifiers() & Qt::ControlModifier) {
            QWidget::focusNextPrevChild(event->key() == Qt::Key_Tab &&
                                        !(event->modifiers() & Qt::ShiftModifier));
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

bool BoardWidget::focusNextPrevChild(bool next)
{
    const sl::TentativeTurn* turn = m_view ? m_view->tentativeTurn() : nullptr;
    if (!turn || !m_view->offersChoices() || turn->legalCells().empty())
        return QWidget::focusNextPrevChild(next);
    // The cells where the tile fits in reading order; the next one after the cursor.
    QList<QPoint> cells;
    for (const sl::Cell& l : turn->legalCells())
        cells.append(QPoint(l.x, l.y));
    const auto before = [](QPoint a, QPoint b) {
        return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
    };
    std::sort(cells.begin(), cells.end(), before);
    const QPoint c = cursorCell();
    QPoint to = next ? cells.front() : cells.back();
    if (next) {
        for (const QPoint& p : cells)
            if (before(c, p)) {
                to = p;
                break;
            }
    } else {
        for (auto it = cells.crbegin(); it != cells.crend(); ++it)
            if (before(*it, c)) {
                to = *it;
                break;
            }
    }
    moveCursorTo(to);
    return true;
}

void BoardWidget::focusInEvent(QFocusEvent* event)
{
    setAccessibleDescription(cursorDescription());
    QWidget::focusInEvent(event);
    update();
}

void BoardWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Board"));
        setAccessibleDescription(cursorDescription());
    }
    QWidget::changeEvent(event);
}

void BoardWidget::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

void BoardWidget::drawCursor(QPainter& p)
{
    // Two outlines, light over dark, so that it shows on every tile and on the empty board.
    const QRectF r = cellRect(*m_cursor).adjusted(3, 3, -3, -3);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0, 0, 0, 200), 6));
    p.drawRoundedRect(r, 6, 6);
    QPen light(QColor(255, 255, 255), 3, Qt::DashLine);
    p.setPen(light);
    p.drawRoundedRect(r, 6, 6);
}

} // namespace slui
