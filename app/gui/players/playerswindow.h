// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "store/playerprofiles.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTabBar;
class QTableView;

namespace slapp {

class GameStore;
class PlayerPageWindow;
class PlayerRecordsModel;

/**
 * Players: a row per player over the finished games of the database (people by name, computer
 * players by level), with filters (dates played, number of players, tile sets, the expansion)
 * and what dice luck means; a player's page (double-click); people's names merged into one
 * person and separated again. Reads the store each time it is shown or a filter changes.
 */
class PlayersWindow : public QDialog
{
    Q_OBJECT
public:
    explicit PlayersWindow(GameStore* store, QWidget* parent = nullptr);
    PlayerRecordsModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    /** "12 finished games", or why nothing can be shown. */
    QString summaryText() const;

    /** The columns shown: the results, the points by source, the review's figures. */
    enum class Columns { Results, Points, Review };
    void showColumns(Columns columns);
    /** The filters as set. */
    ProfileFilter filter() const;
    /** Opens the page of the player in `row` of the view (sorted). */
    PlayerPageWindow* openPage(int row);
    /** Merges the selected people into the one named `into` (an identity key); false with a
     *  message when the store refuses. */
    bool mergeSelectedInto(const QString& into);
    /** The selected rows' identity keys, in the view's order. */
    QStringList selectedKeys() const;

public slots:
    /** Reads the games again with the filters set. */
    void refresh();

signals:
    /** A game was chosen to be replayed (from a player's page). */
    void replayRequested(qint64 game);
    /** The puzzles of a player (an identity key), or of everyone (empty), are asked for. */
    void puzzlesRequested(const QString& who);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void mergeSelected();
    void separateSelected();
    void updateButtons();

    GameStore* m_store;
    PlayerRecordsModel* m_model;
    QSortFilterProxyModel* m_sorted;
    QTableView* m_view;
    QTabBar* m_columns;
    QCheckBox* m_useDates;
    QDateEdit* m_from;
    QDateEdit* m_to;
    QLabel* m_seatsLabel;
    QComboBox* m_seats;
    QCheckBox* m_expansion;
    QCheckBox* m_finishedOnly;
    QLabel* m_setsLabel;
    QComboBox* m_sets;
    QPushButton* m_page;
    QPushButton* m_merge;
    QPushButton* m_separate;
    QPushButton* m_puzzles;
    QLabel* m_summary;
    QLabel* m_luck;
    QPushButton* m_close;
    int m_games = 0;
    QString m_problem;
};

} // namespace slapp
