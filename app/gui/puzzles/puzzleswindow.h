// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "store/puzzles.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace slapp {

class GameStore;
class PuzzleListModel;
class PuzzleWindow;

/**
 * Puzzles: the turns of analysed games that lost a mistake's worth, each a position to play
 * again, unsolved first; filtered by player, size of the mistake, realm, solved or not; with
 * the number solved in a row. Solve opens one; Export writes it to a file to share, Import
 * reads one (engine/PUZZLE-FORMAT.md).
 */
class PuzzlesWindow : public QDialog
{
    Q_OBJECT
public:
    explicit PuzzlesWindow(GameStore* store, QWidget* parent = nullptr);
    PuzzleListModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    /** Shows the puzzles of one player (an identity key) only; empty: everyone's. */
    void setPlayer(const QString& who);
    /** Opens the puzzle in `row` of the view. */
    PuzzleWindow* solve(int row);
    /** Reads a puzzle file, keeps it (unless the database is read-only) and opens it; returns
     *  the window, or null after saying why the file cannot be used. */
    PuzzleWindow* importFile(const QString& path, bool ask = true);
    /** Writes the puzzle of `row` to `path`; false after saying why. */
    bool exportTo(int row, const QString& path, bool ask = true);
    QString summaryText() const;
    /** The last problem said (for tests): a file that cannot be used, a write that failed. */
    QString lastMessage() const { return m_message; }

public slots:
    void refresh();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateButtons();
    void fillPlayers();
    void warn(const QString& title, const QString& text, bool ask);
    PuzzleWindow* openPuzzle(const PuzzleEntry& entry, sl::ai::Puzzle puzzle);

    GameStore* m_store;
    PuzzleListModel* m_model;
    QSortFilterProxyModel* m_sorted;
    QTableView* m_view;
    QLabel* m_playerLabel;
    QComboBox* m_player;
    QLabel* m_lossLabel;
    QDoubleSpinBox* m_minLoss;
    QLabel* m_realmLabel;
    QComboBox* m_realm;
    QCheckBox* m_unsolved;
    QLabel* m_summary;
    QLabel* m_readOnly;
    QPushButton* m_solve;
    QPushButton* m_export;
    QPushButton* m_import;
    QPushButton* m_close;
    QString m_problem;
    QString m_message;
    int m_streak = 0;
};

} // namespace slapp
