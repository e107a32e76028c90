// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QAbstractListModel>

namespace slui {

class GameView;

/** Tile types still to be drawn, with how many of each remain (the remaining-tiles panel); a type
 * whose tiles are all drawn has no row. */
class RemainingTilesModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { CountRole = Qt::UserRole + 1, TypeRole };

    explicit RemainingTilesModel(GameView* view, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    /** Total tiles left to draw. */
    int remaining() const;

private:
    void refresh();

    GameView* m_view;
    std::vector<int> m_counts; ///< per catalog type
    std::vector<int> m_types;  ///< catalog types with tiles left, one per row
};

} // namespace slui
