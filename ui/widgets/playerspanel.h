// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QStyledItemDelegate>
#include <QWidget>

class QListView;

namespace slui {

class PlayersModel;

/** Paints one player as a card: colour, emblem, name, faction, scores, supply; compact (two
 *  lines, the faction left to the emblem) or one line when the panel is short of room. */
class PlayerCardDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    /** How much of a card is drawn: all, two lines, or one line (a panel very short of room). */
    enum class Size { Full, Compact, Line };
    static constexpr int kFullHeight = 74;
    static constexpr int kCompactHeight = 50;
    static constexpr int kLineHeight = 32;
    static int heightOf(Size size)
    {
        return size == Size::Full      ? kFullHeight
               : size == Size::Compact ? kCompactHeight
                                       : kLineHeight;
    }
    void setSize(Size size) { m_size = size; }
    Size size() const { return m_size; }
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    void paintSupply(QPainter* p, const QModelIndex& index, QPointF at, int size) const;
    /** The mark of a computer seat, its bottom right at `corner` (the emblem's). */
    static void paintComputerBadge(QPainter* p, QPointF corner);
    Size m_size = Size::Full;
};

/** The players panel: one card per seat, every card in view (six fit in a short panel). */
class PlayersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PlayersPanel(PlayersModel* model, QWidget* parent = nullptr);
    QListView* view() const { return m_view; }
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fitCards();
    QListView* m_view;
    PlayerCardDelegate* m_cards;
};

} // namespace slui
