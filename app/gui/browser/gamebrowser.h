// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/analysis.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace slapp {

class BatchReviewDialog;
class GameStore;
class GamesModel;

/**
 * Every stored game: date, duration, players with their colours, scores, winner, tile set,
 * finished or not, turns. Sort by any column; filter by player, date range, unfinished only.
 * Open (replay), continue, delete, import, export.
 */
class GameBrowser : public QDialog
{
    Q_OBJECT
public:
    explicit GameBrowser(GameStore* store, QWidget* parent = nullptr);

    GamesModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    void setPlayerFilter(const QString& text);
    void setUnfinishedOnly(bool on);
    void setDateRange(const QDate& from, const QDate& to);
    /** Ids of the selected games. */
    QList<qint64> selectedGames() const;
    void selectRow(int row);
    /** Deletes the selected games after asking (or without, for tests). */
    void deleteSelected(bool ask = true);
    void refresh();
    /**
     * "Analyse all games": reviews the selected finished games, or with no selection every
     * finished game without a complete review, in a window of its own that does not block.
     * Returns that window.
     */
    BatchReviewDialog* analyseGames();
    /** Shows the "Analyse all games" window as it stands, if it was opened (nothing starts). */
    void showReview();
    /** The budget of the reviews it starts (tests use a small one). */
    void setReviewOptions(const sl::ai::AnalysisOptions& options);
    /** Reads the store again if it changed (a game played on, one made elsewhere): the list
     *  keeps its selection and scroll position. Done every second while the browser is shown. */
    void follow();

signals:
    void openReplay(qint64 id);
    void continueGame(qint64 id);
    /** The Players window is asked for. */
    void playersRequested();
    /** What "Analyse all games" does in a few words, or empty when nothing runs (for the play
     *  window's status bar: it goes on when its window and the browser are closed). */
    void reviewActivityChanged(const QString& text);

public:
    /** Imports record files (read off the window's thread, with progress and Cancel); says what
     *  was refused and why. The number imported. */
    int importFiles(const QStringList& files);
    /** Exports games into one file (the file dialog asked about replacing it) or as
     *  starlanes-game-ID.json into a folder (asks about replacing those that exist): each whole
     *  or not at all, never over a game database. The number written. */
    int exportGamesTo(const QList<qint64>& ids, const QString& single, const QString& dir);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void retranslate();
    void applyFilters();
    void updateButtons();
    void importGames();
    void exportGames();

    GameStore* m_store;
    GamesModel* m_model;
    QTableView* m_view;
    QLineEdit* m_player;
    QCheckBox* m_unfinished;
    QCheckBox* m_useDates;
    QDateEdit* m_from;
    QDateEdit* m_to;
    QLabel* m_count;
    QLabel* m_playerLabel;
    QPushButton* m_open;
    QPushButton* m_continue;
    QPushButton* m_delete;
    QPushButton* m_import;
    QPushButton* m_export;
    QPushButton* m_players;
    QPushButton* m_analyse;
    BatchReviewDialog* m_review = nullptr;
    std::optional<sl::ai::AnalysisOptions> m_reviewOptions;
    QPushButton* m_close;
    QTimer* m_filterDelay;
    QTimer* m_follow;
    qint64 m_stamp = 0; ///< the store's changeStamp() the list shows
};

} // namespace slapp
