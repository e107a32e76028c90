// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QAbstractListModel>

namespace slui {

class GameView;

/** The players of the live game, one row per seat, for the players panel. */
class PlayersModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        ColourRole = Qt::UserRole + 1, ///< sl::Colour as int
        FactionRole,                   ///< sl::Faction as int
        ScoreRole,                     ///< banked score of the player's side
        ProjectedRole,                 ///< banked + open realms now (R-END-2)
        SmallMeeplesRole,              ///< small meeples in supply
        LargeMeepleRole,               ///< large meeple in supply (bool)
        LightsaberRole,                ///< lightsaber in supply (bool; expansion only)
        BlasterRole,                   ///< blaster in supply (bool)
        TeamRole,                      ///< team index, -1 outside the team game
        ActiveRole,                    ///< the player on turn (bool)
        ExpansionRole,                 ///< equipment exists in this game (bool)
        ComputerRole,                  ///< a computer seat's sl::SeatLevel as int, -1 a person
        DetailRole,                    ///< the card's small line: team or faction, computer level
    };

    explicit PlayersModel(GameView* view, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    void refresh();

    GameView* m_view;
    int m_rows = 0;
};

} // namespace slui
