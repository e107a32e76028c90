// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "gamecontroller.h"

#include <QAbstractListModel>

namespace slapp {

/** The turn log of the live game: one row per line, newest last. */
class TurnLogModel : public QAbstractListModel
{
    Q_OBJECT
public:
    /** RuleRole: the section of Help ▸ Rules a rules' own line follows from (a battle, points
     *  scored), or an empty string; activating the line opens it. */
    enum Role { TurnRole = Qt::UserRole + 1, PlayerRole, RuleRole };

    explicit TurnLogModel(GameController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    /** Re-emits every row's text (after a language switch). */
    void retranslate();

private:
    GameController* m_controller;
    int m_rows = 0;
};

} // namespace slapp
