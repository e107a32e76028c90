// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QStyledItemDelegate>
#include <QWidget>

class QListView;

namespace slapp {

class PlayersModel;

/** Paints one player as a card: colour, emblem, name, scores, supply. */
class PlayerCardDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

/** The players panel: one card per seat. */
class PlayersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PlayersPanel(PlayersModel* model, QWidget* parent = nullptr);
    QListView* view() const { return m_view; }

private:
    QListView* m_view;
};

} // namespace slapp
