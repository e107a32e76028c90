// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "common/names.h"
#include "rules/state.h"

#include <QList>
#include <QPoint>
#include <QPointF>
#include <QString>

/** What the windows show of the rules' own actions: battles, scoring, the end of the game. */
namespace slapp {

/** One side of a battle as shown: who, how many dice, which equipment. */
struct BattleSideView
{
    int side = 0;
    int dice = 0; ///< dice rolled, at most 3 (R-BAT-1)
    bool lightsaber = false;
    bool blaster = false;
    // Where the dice come from (R-BAT-1, R-TEAM-4), to explain them.
    int smallMeeples = 0;
    int largeMeeples = 0; ///< 2 dice each (a team may have two)
    bool symbol = false;  ///< the side's own faction symbol in the realm
    int rawDice = 0;      ///< before the cap of 3
};

/** One roll of a battle: per side (same order as BattleReport::sides) the dice and result. */
struct BattleRoll
{
    QList<QList<int>> dice; ///< empty for sides no longer fighting
    QList<int> results;     ///< highest die + lightsaber, 0 for sides no longer fighting
    QList<int> tied;        ///< sides that tied at the top (1 point each)
    QList<int> withdrawn;   ///< sides that withdrew after this roll
};

/** A whole battle (R-BAT-1..8). */
struct BattleReport
{
    sl::RealmKind realm = sl::RealmKind::Route;
    slui::RealmLabel place; ///< which realm (planet Hoth, the trade route near …)
    QList<QPoint> cells;    ///< the realm's tiles on the board, to highlight it
    QList<BattleSideView> sides;
    QList<BattleRoll> rolls;
    int winner = -1;
    QList<int> points; ///< points each side scored in this battle (ties + consolation)
};

/** A realm scored during the game or at the end (R-SCORE, R-END-2). */
struct ScoreLine
{
    sl::RealmKind realm = sl::RealmKind::Route;
    slui::RealmLabel place;
    int side = 0;
    int points = 0;
    bool final = false;
    QList<QPoint> cells;                 ///< the realm's tiles on the board
    sl::Colour colour = sl::Colour::Red; ///< the scoring side's colour (its first seat)
};

/** What the board shows after a turn: points rising from a scored realm, meeples going home. */
struct BoardFeedback
{
    QList<QPoint> cells; ///< the scored realm (points > 0)
    int points = 0;
    QPointF meepleAt; ///< a returned meeple's spot, in cell units (points == 0)
    sl::Colour colour = sl::Colour::Red;
    bool large = false;
};

/** The end of a game: final scoring realm by realm, then totals by source per side. */
struct FinalReport
{
    QList<ScoreLine> finalScoring;
    QList<QList<int>> bySource; ///< per side: routes, asteroid fields, planets, battles
    QList<int> totals;
    QList<int> winners; ///< sides
};

/** A realm scored (R-SCORE): its tiles, its points, the scoring side's colour (its first seat). */
BoardFeedback scoreFeedback(const sl::GameState& state, const sl::Effect& score);
/** The meeples that stood on the board in `before` and are in their supply in `after`: each
 *  goes home from its spot. */
QList<BoardFeedback> meeplesGoneHome(const sl::GameState& before, const sl::GameState& after);
/** A finished game's points by source and totals per side, and the winners (R-END-2), into
 *  `report` (its final scoring lines stay). */
void addFinalTotals(const sl::GameState& state, FinalReport& report);

} // namespace slapp
