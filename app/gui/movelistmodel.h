#pragma once

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

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString meepleText(int row) const;
    QString battlesText(int row) const;
    QString pointsText(int row) const;

    ReplayCursor* m_cursor;
};

} // namespace slapp
