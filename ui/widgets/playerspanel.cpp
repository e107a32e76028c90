// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playerspanel.h"

#include "common/artcache.h"
#include "common/names.h"
#include "playersmodel.h"

#include <QEvent>
#include <QListView>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

namespace slui {

QSize PlayerCardDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const
{
    return {std::max(option.rect.width(), 240), heightOf(m_size)};
}

void PlayerCardDelegate::paintSupply(QPainter* p, const QModelIndex& index, QPointF at,
                                     int ms) const
{
    // Four small meeples, the large one, equipment.
    const auto colour = static_cast<sl::Colour>(index.data(PlayersModel::ColourRole).toInt());
    const qreal dpr = p->device()->devicePixelRatioF();
    const int smallLeft = index.data(PlayersModel::SmallMeeplesRole).toInt();
    qreal x = at.x();
    const qreal y = at.y();
    for (int i = 0; i < 4; ++i) {
        p->setOpacity(i < smallLeft ? 1.0 : 0.22);
        p->drawPixmap(QPointF(x, y), ArtCache::instance().meeple(colour, false, ms, dpr));
        x += ms - 2;
    }
    p->setOpacity(index.data(PlayersModel::LargeMeepleRole).toBool() ? 1.0 : 0.22);
    p->drawPixmap(QPointF(x + 2, y - ms / 6.0),
                  ArtCache::instance().meeple(colour, true, ms + ms / 4, dpr));
    x += ms * 3 / 2.0;
    if (index.data(PlayersModel::ExpansionRole).toBool()) {
        p->setOpacity(index.data(PlayersModel::LightsaberRole).toBool() ? 1.0 : 0.22);
        p->drawPixmap(QPointF(x, y),
                      ArtCache::instance().equipment(sl::Equipment::Lightsaber, ms, dpr));
        x += ms + 2;
        p->setOpacity(index.data(PlayersModel::BlasterRole).toBool() ? 1.0 : 0.22);
        p->drawPixmap(QPointF(x, y),
                      ArtCache::instance().equipment(sl::Equipment::Blaster, ms, dpr));
    }
    p->setOpacity(1.0);
}

void PlayerCardDelegate::paint(QPainter* p, const QStyleOptionViewItem& option,
                               const QModelIndex& index) const
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(option.rect).adjusted(4, 3, -4, -3);
    const auto colour = static_cast<sl::Colour>(index.data(PlayersModel::ColourRole).toInt());
    const auto faction = static_cast<sl::Faction>(index.data(PlayersModel::FactionRole).toInt());
    const bool active = index.data(PlayersModel::ActiveRole).toBool();
    const qreal dpr = p->device()->devicePixelRatioF();

    QPainterPath card;
    card.addRoundedRect(r, 8, 8);
    p->fillPath(card, active ? QColor(0x23, 0x2c, 0x52) : QColor(0x16, 0x1b, 0x33));
    if (active) {
        p->setPen(QPen(QColor(0xff, 0xc4, 0x3d), 2));
        p->drawPath(card);
    }
    // Colour stripe on the left.
    QPainterPath stripe;
    stripe.addRoundedRect(QRectF(r.left(), r.top(), 10, r.height()), 4, 4);
    p->fillPath(stripe, displayColour(colour));
    // The colour's shape at the stripe's top: told apart without telling colours apart.
    const QColor body = displayColour(colour);
    p->setPen(
        QPen(body.lightness() > 150 ? QColor(0x14, 0x19, 0x2f) : QColor(0xe8, 0xec, 0xf4), 1.2));
    p->setBrush(body);
    p->drawPath(colourShape(colour, QRectF(r.left() - 2, r.top() + 6, 14, 14)));

    const bool compact = m_size != Size::Full;
    const bool line = m_size == Size::Line;
    const int emblem = line ? 20 : compact ? 24 : 30;
    const qreal emblemTop =
        line ? r.top() + (r.height() - emblem) / 2.0 : r.top() + (compact ? 6 : 8);
    p->drawPixmap(QPointF(r.left() + 16, emblemTop),
                  ArtCache::instance().emblem(faction, emblem, dpr));
    if (index.data(PlayersModel::ComputerRole).toInt() >= 0)
        paintComputerBadge(p, QPointF(r.left() + 16 + emblem, emblemTop + emblem));
    const qreal textLeft = r.left() + (line ? 42 : compact ? 50 : 56);

    QFont nameFont = option.font;
    nameFont.setBold(true);
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.08);
    p->setFont(nameFont);
    p->setPen(QColor(0xf2, 0xf4, 0xff));
    const QRectF nameRect(textLeft, line ? r.top() : r.top() + (compact ? 3 : 6),
                          (line ? r.right() - 190 : r.right() - 84) - textLeft,
                          line ? r.height() : 22);
    const QString name =
        p->fontMetrics().elidedText(index.data().toString(), Qt::ElideRight, int(nameRect.width()));
    p->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter, name);
    const QString detail = index.data(PlayersModel::DetailRole).toString();
    if (compact && !line) {
        // No line of its own: the team (or faction) and the computer's level after the name,
        // as much as fits.
        const qreal after = textLeft + p->fontMetrics().horizontalAdvance(name) + 8;
        QFont small = option.font;
        small.setPointSizeF(small.pointSizeF() * 0.85);
        p->setFont(small);
        p->setPen(QColor(0xa9, 0xb4, 0xd6));
        const QRectF rest(after, nameRect.top(), nameRect.right() - after, nameRect.height());
        if (rest.width() >= 40)
            p->drawText(rest, Qt::AlignLeft | Qt::AlignVCenter,
                        p->fontMetrics().elidedText(detail, Qt::ElideRight, int(rest.width())));
    }

    // Score: banked large, projected small.
    QFont scoreFont = option.font;
    scoreFont.setBold(true);
    scoreFont.setPointSizeF(scoreFont.pointSizeF() * (line ? 1.15 : compact ? 1.35 : 1.6));
    p->setFont(scoreFont);
    const QRectF scoreRect(r.right() - 80, line ? r.top() : r.top() + (compact ? 1 : 4), 72,
                           line      ? r.height()
                           : compact ? 24
                                     : 30);
    p->drawText(scoreRect, Qt::AlignRight | Qt::AlignVCenter,
                QString::number(index.data(PlayersModel::ScoreRole).toInt()));
    QFont small = option.font;
    small.setPointSizeF(small.pointSizeF() * 0.9);
    p->setFont(small);
    p->setPen(QColor(0xa9, 0xb4, 0xd6));
    const QString projected = PlayersModel::tr("projected %1", "the score if the game ended now")
                                  .arg(index.data(PlayersModel::ProjectedRole).toInt());
    if (line) {
        // Supply to the right of the name, the projected score as a tooltip would be too
        // hidden: it stands small beside the score.
        paintSupply(p, index, QPointF(r.right() - 186, r.top() + (r.height() - 13) / 2.0), 13);
        p->drawText(QRectF(r.right() - 118, r.top(), 56, r.height()),
                    Qt::AlignRight | Qt::AlignVCenter,
                    PlayersModel::tr("(%1)", "the projected score, short")
                        .arg(index.data(PlayersModel::ProjectedRole).toInt()));
    } else if (compact) {
        p->drawText(QRectF(r.right() - 122, r.bottom() - 20, 114, 18),
                    Qt::AlignRight | Qt::AlignVCenter, projected);
        paintSupply(p, index, QPointF(textLeft, r.bottom() - 15 - 5), 15);
    } else {
        p->drawText(QRectF(r.right() - 130, r.top() + 36, 122, 18),
                    Qt::AlignRight | Qt::AlignVCenter, projected);
        const QRectF factionRect(textLeft, r.top() + 26, r.width() - 150, 16);
        p->drawText(factionRect, Qt::AlignLeft | Qt::AlignVCenter,
                    p->fontMetrics().elidedText(detail, Qt::ElideRight, int(factionRect.width())));
        paintSupply(p, index, QPointF(textLeft, r.bottom() - 18 - 6), 18);
    }
    p->restore();
}

void PlayerCardDelegate::paintComputerBadge(QPainter* p, QPointF corner)
{
    // A small screen on a stand at the emblem's corner: a computer plays this seat.
    const QRectF badge(corner.x() - 11, corner.y() - 10, 12, 10);
    p->setPen(QPen(QColor(0x07, 0x09, 0x14), 1.5));
    p->setBrush(QColor(0xe8, 0xec, 0xf4));
    p->drawRoundedRect(badge.adjusted(0, 0, 0, -3), 1.5, 1.5);
    p->drawLine(QPointF(badge.center().x(), badge.bottom() - 3),
                QPointF(badge.center().x(), badge.bottom()));
    p->drawLine(QPointF(badge.left() + 3, badge.bottom()),
                QPointF(badge.right() - 3, badge.bottom()));
}

PlayersPanel::PlayersPanel(PlayersModel* model, QWidget* parent)
    : QWidget(parent), m_view(new QListView(this)), m_cards(new PlayerCardDelegate(m_view))
{
    m_view->setModel(model);
    m_view->setItemDelegate(m_cards);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setAccessibleName(tr("Players"));
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setUniformItemSizes(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setMinimumWidth(240);
    connect(model, &QAbstractItemModel::modelReset, this, [this] { fitCards(); });
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] { fitCards(); });
    connect(model, &QAbstractItemModel::rowsRemoved, this, [this] { fitCards(); });
}

QSize PlayersPanel::minimumSizeHint() const
{
    // Every card in view, on one line each: six players fit in a short panel.
    const int rows = std::max(2, m_view->model()->rowCount());
    return {240, rows * PlayerCardDelegate::kLineHeight + 4};
}

QSize PlayersPanel::sizeHint() const
{
    const int rows = std::max(2, m_view->model()->rowCount());
    return {260, rows * PlayerCardDelegate::kFullHeight + 4};
}

void PlayersPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) m_view->setAccessibleName(tr("Players"));
    QWidget::changeEvent(event);
}

void PlayersPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitCards();
}

void PlayersPanel::fitCards()
{
    using Size = PlayerCardDelegate::Size;
    const int rows = m_view->model()->rowCount();
    Size size = Size::Line;
    for (Size s : {Size::Full, Size::Compact})
        if (rows * PlayerCardDelegate::heightOf(s) <= m_view->height()) {
            size = s;
            break;
        }
    if (size != m_cards->size()) {
        m_cards->setSize(size);
        m_view->doItemsLayout();
        m_view->viewport()->update();
    }
    updateGeometry();
}

} // namespace slui
