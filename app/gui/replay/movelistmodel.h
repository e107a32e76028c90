// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "common/names.h"
#include "rules/statistics.h"

#include <QAbstractTableModel>
#include <QHash>

namespace slapp {

class ReplayAnalysis;
class ReplayCursor;

/** The move list of a replay: one row per turn (tile, position, meeple, battles, points, and
 *  with an analysis the points lost against the best turn found). */
class MoveListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Turn, Player, Tile, Position, Meeple, Battles, Points, Lost, ColumnCount };

    explicit MoveListModel(ReplayCursor* cursor, QObject* parent = nullptr);
    /** The analysis shown in the Lost column (replayanalysis.h); the model follows its changes. */
    void setAnalysis(const ReplayAnalysis* analysis);
    /** The turns taken back and played again (GameStore::takeBacks), by turn number: marked in
     *  the Turn column, and said in its tooltip. */
    void setTakenBack(const QHash<int, int>& timesByTurn);
    /** "Anna took this turn back twice and played it again"; empty for a turn never taken back. */
    QString takenBackText(int row) const;

    /** Every battle of a turn in words: the realm, each roll with each side's dice, the winner
     *  ("planet Hoth: Anna 5 6 : Bob 3 · Anna wins"). `partial` is the turn as far as it has been
     *  played (the replay's position), else the whole turn. */
    QString battlesText(int row, const sl::TurnSummary* partial = nullptr) const;
    /** The tile of a turn placed "next to Tatooine", and the meeple's move ("attacks planet Hoth").
     */
    QString placeText(int row) const;
    QString meepleText(int row) const;
    /** The best turn found for a row, in words ("next to Hoth, meeple on planet Hoth"); empty
     *  when the row is not analysed. */
    QString bestText(int row) const;
    /** The Lost column: points lost, "?" for a mistake, "??" for a blunder; "–" not analysed. */
    QString lostText(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    /** Names of a turn's places and realms, taken from the state of that turn. */
    struct TurnNames
    {
        slui::PlaceLabel place;
        slui::RealmLabel meepleRealm;
        std::vector<slui::RealmLabel> battles;
    };
    QString pointsText(int row) const;
    QString sideName(int side) const;
    QString meepleWords(const sl::MeepleMove& m, const slui::RealmLabel& realm) const;
    QVariant lostData(int row, int role) const;

    ReplayCursor* m_cursor;
    const ReplayAnalysis* m_analysis = nullptr;
    std::vector<TurnNames> m_names;
    QHash<int, int> m_takenBack; ///< turn number -> times taken back
};

} // namespace slapp
