// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// A battle on the board: the realm outlined and, beside it, each side with its dice, drawn
// over the board without a dialog (a battle no person at this computer fights in).
#include "boardwidget.h"

#include "common/artcache.h"

#include <QAccessible>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace slui {
namespace {
constexpr int kDie = 24; ///< a die's size in the panel
constexpr int kPad = 10; ///< the panel's padding
constexpr int kRow = 30; ///< a side's row
constexpr int kGap = 14; ///< between the realm and the panel
} // namespace

void BoardWidget::setBattle(std::optional<BoardBattle> battle)
{
    m_battle = std::move(battle);
    setMarkedCells(m_battle ? m_battle->cells : QList<QPoint>{});
    // Assistive technology reads the battle as it goes, then the cursor's cell again.
    setAccessibleDescription(m_battle ? battleText() : cursorDescription());
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
}

QString BoardWidget::battleText() const
{
    if (!m_battle) return {};
    QStringList parts{m_battle->title};
    for (const BoardBattle::Side& side : m_battle->sides) {
        QStringList dice;
        for (int d : side.dice)
            dice << QString::number(d);
        bool total = false;
        side.note.toInt(&total); // the roll's sum, else words ("wins", "2 dice")
        QString line;
        if (dice.isEmpty())
            line = side.note.isEmpty() ? side.name : tr("%1, %2").arg(side.name, side.note);
        else if (total)
            line = tr("%1 rolls %2, %3 in all", "battle: a side, its dice, their sum")
                       .arg(side.name, dice.join(QStringLiteral(", ")), side.note);
        else
            line = tr("%1 rolls %2, %3", "battle: a side, its dice, what became of it")
                       .arg(side.name, dice.join(QStringLiteral(", ")), side.note);
        parts << line;
    }
    return parts.join(QStringLiteral(". ")) + QLatin1Char('.');
}

QRectF BoardWidget::battleRect() const
{
    if (!m_battle) return {};
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF title(bold), text(font());
    qreal nameWidth = 0, noteWidth = 0;
    for (const BoardBattle::Side& side : m_battle->sides) {
        nameWidth = std::max(nameWidth, title.horizontalAdvance(side.name)); // the winner's is bold
        noteWidth = std::max(noteWidth, text.horizontalAdvance(side.note));
    }
    const qreal width = std::max(title.horizontalAdvance(m_battle->title),
                                 14 + nameWidth + 10 + 3 * (kDie + 4) + 8 + noteWidth) +
                        2 * kPad;
    const qreal titleRow = m_battle->title.isEmpty() ? 0 : title.height() + 6; // none: no row
    const qreal height = 2 * kPad + titleRow + m_battle->sides.size() * kRow;
    // Beside the realm, on the side with more room; never over the window's edge.
    QRectF realm;
    for (const QPoint& c : m_battle->cells)
        realm |= cellRect(c);
    qreal x = realm.right() + kGap;
    if (x + width > this->width() - 8 && realm.left() - kGap - width >= 8)
        x = realm.left() - kGap - width;
    x = std::clamp(x, 8.0, std::max(8.0, this->width() - width - 8));
    const qreal y = std::clamp(realm.center().y() - height / 2, 8.0,
                               std::max(8.0, this->height() - height - 8));
    return {x, y, width, height};
}

void BoardWidget::drawBattle(QPainter& p)
{
    const QRectF r = battleRect();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QPainterPath panel;
    panel.addRoundedRect(r, 10, 10);
    p.fillPath(panel, QColor(0x10, 0x14, 0x2a, 235));
    p.setPen(QPen(QColor(0xff, 0xd5, 0x4f), 2));
    p.drawPath(panel);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(QColor(0xff, 0xe0, 0x8a));
    const QFontMetricsF title(bold);
    p.drawText(QRectF(r.left() + kPad, r.top() + kPad, r.width() - 2 * kPad, title.height()),
               Qt::AlignLeft | Qt::AlignVCenter, m_battle->title);
    p.setFont(font());
    qreal nameWidth = 0; // as wide as the names in bold: the winner's is
    for (const BoardBattle::Side& side : m_battle->sides)
        nameWidth = std::max(nameWidth, title.horizontalAdvance(side.name));
    const qreal dpr = devicePixelRatioF();
    qreal y = r.top() + kPad + (m_battle->title.isEmpty() ? 0 : title.height() + 6);
    for (const BoardBattle::Side& side : m_battle->sides) {
        p.setOpacity(side.out ? 0.45 : 1.0);
        p.setPen(Qt::NoPen);
        p.setBrush(side.colour);
        p.drawEllipse(QPointF(r.left() + kPad + 5, y + kRow / 2.0), 5, 5);
        QFont nameFont = font();
        nameFont.setBold(side.winner);
        p.setFont(nameFont);
        p.setPen(QColor(0xf2, 0xf4, 0xff));
        const qreal nameX = r.left() + kPad + 14;
        p.drawText(QRectF(nameX, y, nameWidth + 4, kRow), Qt::AlignLeft | Qt::AlignVCenter,
                   side.name);
        qreal x = nameX + nameWidth + 10;
        for (int i = 0; i < side.dice.size(); ++i) {
            const bool yellow = side.yellowFirst && i == 0;
            p.drawPixmap(
                QPointF(x, y + (kRow - kDie) / 2.0),
                ArtCache::instance().playerDie(side.colour, side.dice[i], yellow, kDie, dpr));
            x += kDie + 4;
        }
        x = nameX + nameWidth + 10 + 3 * (kDie + 4) + 8;
        p.setFont(nameFont);
        p.setPen(side.winner ? QColor(0xff, 0xd5, 0x4f) : QColor(0xa9, 0xb4, 0xd6));
        p.drawText(QRectF(x, y, r.right() - kPad - x, kRow), Qt::AlignLeft | Qt::AlignVCenter,
                   side.note);
        y += kRow;
    }
    p.restore();
}

} // namespace slui
