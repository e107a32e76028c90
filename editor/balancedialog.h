// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/balance.h"

#include <QDialog>
#include <QFutureWatcher>

#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace slui {
class BoardWidget;
class StateView;
} // namespace slui

namespace sled {

/** Both simulations of a balance check: the edited set and the built-in set of its role. */
struct BalanceResult
{
    sl::SimulationSummary edited;
    sl::SimulationSummary builtin;
};

/** The game an edited set is played in: alone (base set) or added to the built-in base set. */
sl::GameSetup balanceSetup(const sl::TileSet& set, int players);

/**
 * Balance check: plays N random games with the edited set and with the built-in set (off the GUI
 * thread, with progress and Cancel) and shows the figures side by side, with a picture of one
 * finished board of the edited set. The figures are sl::simulateGames', the same as
 * `starlanes-cli simulate --tileset FILE`.
 */
class BalanceDialog : public QDialog
{
    Q_OBJECT
public:
    explicit BalanceDialog(const sl::TileSet& set, QWidget* parent = nullptr);
    ~BalanceDialog() override;

    void setGames(int games);
    void setPlayers(int players);
    void setSeed(int seed);
    /** Starts the simulations; `simulationFinished` follows. */
    void start();
    void cancel();
    bool isRunning() const;
    /** The figures of the last completed check. */
    const std::optional<BalanceResult>& result() const { return m_result; }
    QTableWidget* table() const { return m_table; }

signals:
    void simulationFinished();

protected:
    void reject() override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showResult();
    void showBoard();

    sl::TileSet m_set;
    QSpinBox* m_players;
    QSpinBox* m_games;
    QSpinBox* m_seed;
    QLabel* m_playersLabel;
    QLabel* m_gamesLabel;
    QLabel* m_seedLabel;
    QPushButton* m_start;
    QPushButton* m_cancel;
    QPushButton* m_close;
    QProgressBar* m_progress;
    QLabel* m_state;
    QTableWidget* m_table;
    slui::BoardWidget* m_board;
    std::unique_ptr<slui::StateView> m_shown; ///< the finished game on the board
    QLabel* m_boardCaption;
    QFutureWatcher<BalanceResult> m_watcher;
    std::optional<BalanceResult> m_result;
    int m_runGames = 0;
    int m_runPlayers = 0;
    int m_runSeed = 0;
};

} // namespace sled
