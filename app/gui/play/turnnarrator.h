// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "common/names.h"
#include "rules/record.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace slapp {

/** A line of the turn log, made when shown so that it follows the UI language. */
using LogText = std::function<QString()>;

/**
 * The turn log's prose: what a player or the rules did, in words. Every function returns the
 * line as a function, so a line written in one language is read in the other after a switch.
 */
class TurnNarrator
{
    Q_DECLARE_TR_FUNCTIONS(slapp::TurnNarrator)

public:
    /** The name shown for a side: the player's, or in the team game the team's. */
    static LogText sideName(const sl::GameRecord& record, int side);
    static LogText placed(const QString& who, const sl::LocalizedText& tile);
    static LogText discarded(const QString& who);
    /** The meeple of `e` (a Meeple event just applied to `after`), or an empty function for a
     *  pass. */
    static LogText meeple(const sl::GameState& after, const sl::Event& e, const QString& who);
    static LogText scored(bool final, int points, const slui::RealmLabel& place,
                          const LogText& side);
    static LogText battleWon(int rolls, const slui::RealmLabel& place, const LogText& winner);
    static LogText battlePoints(int points, const LogText& side);
    static LogText gameOver(const QList<LogText>& winners);
    static LogText continues();
    /** `who` took back their turn `turn`: what comes next is what came before. */
    static LogText tookBack(const QString& who, int turn);
};

} // namespace slapp
