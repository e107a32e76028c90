// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "store/gamestore.h"

#include <QAbstractTableModel>

namespace slapp {

/**
 * Stored games for the game browser. Fetches lazily, a page at a time (canFetchMore/fetchMore),
 * so the first page of a large database shows at once; sorting and filtering are queries.
 */
class GamesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Date, Duration, Players, Scores, Winner, TileSet, Status, Turns, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1, FinishedRole };
    static constexpr int kPage = 100;

    explicit GamesModel(GameStore* store, QObject* parent = nullptr);

    /** Filters (player, dates, unfinished only) and sort order; reloads from the first page. */
    void setQuery(const GameQuery& query);
    const GameQuery& query() const { return m_query; }
    /** Games matching the filters (all pages). */
    int total() const { return m_total; }
    void reload();
    /** Reads the games again after the store changed, at least as many rows as are loaded;
     *  the view keeps its selection and scroll position (GameBrowser::follow). */
    void refreshLoaded();
    qint64 gameId(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    void sort(int column, Qt::SortOrder order) override;

private:
    GameStore* m_store;
    GameQuery m_query;
    QList<GameSummary> m_rows;
    int m_total = 0;
};

} // namespace slapp
