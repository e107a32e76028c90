// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "store/playerpage.h" // the store's

#include <QDialog>

class QButtonGroup;
class QGroupBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace slapp {

class GameStore;
class TrendGraph;

/**
 * A player's page: the trend over their games (score, rolling win rate, points lost per turn:
 * a graph), head-to-head records against each opponent, the colours (and so factions) played,
 * and the best and worst games, which open in the replay when double-clicked. Over the games
 * the Players window's filters let through.
 */
class PlayerPageWindow : public QDialog
{
    Q_OBJECT
public:
    enum class Trend { Score, WinRate, LostPerTurn };
    /** Games of the rolling win rate. */
    static constexpr std::size_t kWindow = 10;

    PlayerPageWindow(GameStore* store, ProfileFilter filter, QString who,
                     QWidget* parent = nullptr);
    const PlayerPageData& data() const { return m_data; }
    TrendGraph* graph() const { return m_graph; }
    QTableWidget* headToHead() const { return m_headToHead; }
    QTableWidget* colours() const { return m_colours; }
    QTreeWidget* games() const { return m_games; }
    QString summaryText() const;
    void showTrend(Trend trend);
    Trend trend() const { return m_trend; }

public slots:
    void refresh();

signals:
    /** A game was chosen to be replayed. */
    void replayRequested(qint64 game);
    /** The puzzles of this player are asked for. */
    void puzzlesRequested(const QString& who);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillTables();
    void fillGraph();
    QTreeWidgetItem* gameItem(std::size_t index) const;

    GameStore* m_store;
    ProfileFilter m_filter;
    QString m_who;
    PlayerPageData m_data;
    QString m_problem;
    Trend m_trend = Trend::Score;
    QLabel* m_name;
    QLabel* m_summary;
    QButtonGroup* m_trendButtons;
    QPushButton* m_scoreButton;
    QPushButton* m_winButton;
    QPushButton* m_lostButton;
    QLabel* m_clickHint;
    TrendGraph* m_graph;
    QGroupBox* m_headBox;
    QGroupBox* m_colourBox;
    QGroupBox* m_gamesBox;
    QTableWidget* m_headToHead;
    QTableWidget* m_colours;
    QTreeWidget* m_games;
    QPushButton* m_close;
    QPushButton* m_puzzles;
};

} // namespace slapp
