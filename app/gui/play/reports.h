#pragma once

#include "names.h"
#include "state.h"

#include <QList>
#include <QString>

/** What the windows show of the rules' own actions: battles, scoring, the end of the game. */
namespace slapp {

/** One side of a battle as shown: who, how many dice, which equipment. */
struct BattleSideView
{
    int side = 0;
    int dice = 0;
    bool lightsaber = false;
    bool blaster = false;
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
    RealmLabel place; ///< which realm (planet Hoth, the trade route near …)
    QList<BattleSideView> sides;
    QList<BattleRoll> rolls;
    int winner = -1;
    QList<int> points; ///< points each side scored in this battle (ties + consolation)
};

/** A realm scored during the game or at the end (R-SCORE, R-END-2). */
struct ScoreLine
{
    sl::RealmKind realm = sl::RealmKind::Route;
    RealmLabel place;
    int side = 0;
    int points = 0;
    bool final = false;
};

/** The end of a game: final scoring realm by realm, then totals by source per side. */
struct FinalReport
{
    QList<ScoreLine> finalScoring;
    QList<QList<int>> bySource; ///< per side: routes, asteroid fields, planets, battles
    QList<int> totals;
    QList<int> winners; ///< sides
};

} // namespace slapp
