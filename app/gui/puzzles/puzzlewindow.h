// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "store/puzzles.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QListView;
class QPushButton;
class QToolButton;

namespace slui {
class BackgroundTask;
class BoardWidget;
class PlayersModel;
class RemainingTilesModel;
} // namespace slui

namespace slapp {

class GameStore;
class PuzzleView;

/**
 * Solving one puzzle: the board as it was, the drawn tile, the scores and supplies, the tiles
 * left. The user places the tile and chooses a meeple as in play, then Check values the answer
 * with the review's own method and seed (in the background) and says whether it is as good as
 * the best turn found, better than the game's turn by how much, or still short by how much; the
 * best turn is then shown on the board as a ghost, and the game's turn at a click. The answer
 * is kept in the database, unless it is read-only (then the window says so).
 */
class PuzzleWindow : public QDialog
{
    Q_OBJECT
public:
    PuzzleWindow(GameStore* store, PuzzleEntry entry, sl::ai::Puzzle puzzle,
                 QWidget* parent = nullptr);
    ~PuzzleWindow() override;

    PuzzleView* view() const { return m_view; }
    slui::BoardWidget* board() const { return m_board; }
    const PuzzleEntry& entry() const { return m_entry; }
    const sl::ai::Puzzle& puzzle() const { return m_puzzle; }
    bool isChecking() const;
    /** The last answer's verdict, or nullopt before one. */
    const std::optional<sl::ai::PuzzleCheck>& result() const { return m_check; }
    QString resultText() const;
    QString headingText() const;
    QString noteText() const;
    QPushButton* checkButton() const { return m_checkButton; }
    /** Shows the game's turn as the ghost instead of the best one (or back). */
    void showGameTurn(bool game);

public slots:
    /** Values the turn on the board (a tile must be placed). */
    void check();
    /** Takes the answer back and lets the user try again. */
    void tryAgain();

signals:
    /** An answer was valued (and kept when the database may be written). */
    void answered(const QString& key, bool solved);
    void nextRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslate();
    void showResult();
    QString points(double v) const;

    GameStore* m_store;
    PuzzleEntry m_entry;
    sl::ai::Puzzle m_puzzle;
    PuzzleView* m_view;
    slui::PlayersModel* m_players;
    slui::RemainingTilesModel* m_remaining;
    slui::BackgroundTask* m_task;
    std::optional<sl::ai::TurnAction> m_answer;
    std::optional<sl::ai::PuzzleCheck> m_check;
    bool m_stored = false;
    QString m_storeError;
    bool m_showingGame = false;
    slui::BoardWidget* m_board;
    QLabel* m_heading;
    QLabel* m_instruction;
    QLabel* m_tile;
    QToolButton* m_rotateLeft;
    QToolButton* m_rotateRight;
    QCheckBox* m_large;
    QComboBox* m_equipment;
    QPushButton* m_takeBack;
    QPushButton* m_checkButton;
    QLabel* m_result;
    QPushButton* m_gameTurn;
    QPushButton* m_again;
    QPushButton* m_next;
    QPushButton* m_close;
    QLabel* m_note;
    QLabel* m_left;
    QListView* m_remainingView;
};

} // namespace slapp
