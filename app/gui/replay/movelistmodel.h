#pragma once

#include "statistics.h"

#include <QAbstractTableModel>

namespace slapp {

class ReplayCursor;

/** The move list of a replay: one row per turn (tile, position, meeple, battles, points). */
class MoveListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Turn, Player, Tile, Position, Meeple, Battles, Points, ColumnCount };

    explicit MoveListModel(ReplayCursor* cursor, QObject* parent = nullptr);

    /** "trade route (5 3 : 4; …)": every battle of a turn with each roll's dice. */
    static QString battlesText(const sl::TurnSummary& turn);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString meepleText(int row) const;

    QString pointsText(int row) const;

    ReplayCursor* m_cursor;
};

} // namespace slapp
