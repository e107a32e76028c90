// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playerspanel.h"

#include "artcache.h"
#include "names.h"
#include "playersmodel.h"

#include <QListView>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

namespace slapp {

QSize PlayerCardDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const
{
    return {std::max(option.rect.width(), 240), 74};
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

    const int emblem = 30;
    p->drawPixmap(QPointF(r.left() + 18, r.top() + 8),
                  ArtCache::instance().emblem(faction, emblem, dpr));

    QFont nameFont = option.font;
    nameFont.setBold(true);
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.08);
    p->setFont(nameFont);
    p->setPen(QColor(0xf2, 0xf4, 0xff));
    const QRectF nameRect(r.left() + 56, r.top() + 6, r.width() - 140, 22);
    p->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                p->fontMetrics().elidedText(index.data().toString(), Qt::ElideRight,
                                            int(nameRect.width())));

    // Score: banked large, projected small.
    QFont scoreFont = option.font;
    scoreFont.setBold(true);
    scoreFont.setPointSizeF(scoreFont.pointSizeF() * 1.6);
    p->setFont(scoreFont);
    const QRectF scoreRect(r.right() - 80, r.top() + 4, 72, 30);
    p->drawText(scoreRect, Qt::AlignRight | Qt::AlignVCenter,
                QString::number(index.data(PlayersModel::ScoreRole).toInt()));
    QFont small = option.font;
    small.setPointSizeF(small.pointSizeF() * 0.9);
    p->setFont(small);
    p->setPen(QColor(0xa9, 0xb4, 0xd6));
    p->drawText(QRectF(r.right() - 130, r.top() + 36, 122, 18), Qt::AlignRight | Qt::AlignVCenter,
                PlayersModel::tr("projected %1", "the score if the game ended now")
                    .arg(index.data(PlayersModel::ProjectedRole).toInt()));
    const int team = index.data(PlayersModel::TeamRole).toInt();
    const QRectF factionRect(r.left() + 56, r.top() + 26, r.width() - 150, 16);
    p->drawText(factionRect, Qt::AlignLeft | Qt::AlignVCenter,
                p->fontMetrics().elidedText(team >= 0 ? teamName(team) : factionName(faction),
                                            Qt::ElideRight, int(factionRect.width())));

    // Supply: four small meeples, the large one, equipment.
    const int ms = 18;
    const int smallLeft = index.data(PlayersModel::SmallMeeplesRole).toInt();
    qreal x = r.left() + 56;
    const qreal y = r.bottom() - ms - 6;
    for (int i = 0; i < 4; ++i) {
        p->setOpacity(i < smallLeft ? 1.0 : 0.22);
        p->drawPixmap(QPointF(x, y), ArtCache::instance().meeple(colour, false, ms, dpr));
        x += ms - 2;
    }
    p->setOpacity(index.data(PlayersModel::LargeMeepleRole).toBool() ? 1.0 : 0.22);
    p->drawPixmap(QPointF(x + 2, y - 3), ArtCache::instance().meeple(colour, true, ms + 4, dpr));
    x += ms + 10;
    if (index.data(PlayersModel::ExpansionRole).toBool()) {
        p->setOpacity(index.data(PlayersModel::LightsaberRole).toBool() ? 1.0 : 0.22);
        p->drawPixmap(QPointF(x, y),
                      ArtCache::instance().equipment(sl::Equipment::Lightsaber, ms, dpr));
        x += ms + 2;
        p->setOpacity(index.data(PlayersModel::BlasterRole).toBool() ? 1.0 : 0.22);
        p->drawPixmap(QPointF(x, y),
                      ArtCache::instance().equipment(sl::Equipment::Blaster, ms, dpr));
    }
    p->restore();
}

PlayersPanel::PlayersPanel(PlayersModel* model, QWidget* parent)
    : QWidget(parent), m_view(new QListView(this))
{
    m_view->setModel(model);
    m_view->setItemDelegate(new PlayerCardDelegate(m_view));
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setUniformItemSizes(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setMinimumWidth(240);
}

} // namespace slapp
