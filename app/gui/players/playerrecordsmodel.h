// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/profiles.h"

#include <QAbstractTableModel>

#include <vector>

namespace slapp {

/** One row per player (sl::PlayerProfile), a column per figure; SortRole gives the number. */
class PlayerRecordsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Player,
        Games,
        Wins,
        WinRate,
        Score,
        Margin,
        Routes,
        Fields,
        Planets,
        Battles,
        BattlesWon,
        DiceLuck,
        LostPerTurn,
        Mistakes, ///< mistakes and blunders per game
        Analysed,
        TakeBacks, ///< turns taken back
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit PlayerRecordsModel(QObject* parent = nullptr);
    void setProfiles(std::vector<sl::PlayerProfile> profiles);
    const std::vector<sl::PlayerProfile>& profiles() const { return m_profiles; }
    /** "Anna", "Computer – Hard", in the UI language. */
    static QString playerName(const sl::PlayerIdentity& who);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    /** Says the texts again in the language of the moment. */
    void retranslate();

private:
    std::vector<sl::PlayerProfile> m_profiles;
};

} // namespace slapp
