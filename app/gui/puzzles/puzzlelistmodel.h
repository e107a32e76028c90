// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "store/puzzles.h"

#include <QAbstractTableModel>

#include <vector>

namespace slapp {

/** The puzzles (PuzzleEntry), a row each: player, date, turn, points lost, realm, status. */
class PuzzleListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Player, Date, Turn, Lost, Realm, Status, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit PuzzleListModel(QObject* parent = nullptr);
    void setPuzzles(std::vector<PuzzleEntry> puzzles);
    const std::vector<PuzzleEntry>& puzzles() const { return m_puzzles; }
    /** "Route", "Asteroid field", "Planet", or "No meeple", in the UI language. */
    static QString realmText(const std::optional<sl::RealmKind>& realm);
    /** "New", "Tried 2 times", "Solved". */
    static QString statusText(const PuzzleEntry& entry);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    void retranslate();

private:
    std::vector<PuzzleEntry> m_puzzles;
};

} // namespace slapp
