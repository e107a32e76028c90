// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playerrecordsmodel.h"

#include "ai/analysis.h"
#include "common/names.h"

#include <QLocale>

#include <cmath>

namespace slapp {

PlayerRecordsModel::PlayerRecordsModel(QObject* parent) : QAbstractTableModel(parent) {}

void PlayerRecordsModel::setProfiles(std::vector<sl::PlayerProfile> profiles)
{
    beginResetModel();
    m_profiles = std::move(profiles);
    endResetModel();
}

QString PlayerRecordsModel::playerName(const sl::PlayerIdentity& who)
{
    return slui::identityName(who);
}

int PlayerRecordsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_profiles.size());
}

int PlayerRecordsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayerRecordsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount) return {};
    const sl::PlayerProfile& p = m_profiles[std::size_t(index.row())];
    const QLocale locale;
    auto number = [&](double v, int decimals) { return locale.toString(v, 'f', decimals); };
    // A signed figure: "+1.5", "-0.8", and "0.0" for what rounds to nothing (not "-0.0").
    auto signedNumber = [&](double v, int decimals) {
        if (std::abs(v) < 0.5 * std::pow(10.0, -decimals)) return number(0.0, decimals);
        return v > 0 ? QLatin1Char('+') + number(v, decimals) : number(v, decimals);
    };
    if (role == SortRole) {
        switch (index.column()) {
        case Player:
            return playerName(p.who);
        case Games:
            return p.games;
        case Wins:
            return p.wins;
        case WinRate:
            return p.winRate();
        case Score:
            return p.meanScore();
        case Margin:
            return p.meanMargin();
        case Routes:
        case Fields:
        case Planets:
        case Battles:
            return qlonglong(p.points[std::size_t(index.column() - Routes)]);
        case BattlesWon:
            return p.battlesWon;
        case DiceLuck:
            return p.diceLuck();
        case LostPerTurn:
            return p.analysedGames ? p.lostPerTurn() : -1.0;
        case Mistakes:
            return p.analysedGames ? p.mistakesPerGame() + p.blundersPerGame() : -1.0;
        case Analysed:
            return p.analysedShare();
        case TakeBacks:
            return p.takeBacks;
        }
        return {};
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == Player ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                        : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (index.column() == Player && !p.otherNames.empty()) {
            QStringList names;
            for (const std::string& n : p.otherNames)
                names << QString::fromStdString(n);
            return tr("Also played as: %1").arg(names.join(QStringLiteral(", ")));
        }
        if (index.column() == Analysed)
            return tr("%1 of %n game(s) analysed with the current method", "", p.games)
                .arg(p.analysedGames);
        if (index.column() == WinRate) {
            QStringList byCount;
            for (const auto& [players, gw] : p.byPlayerCount)
                byCount << tr("%1 players: %2 % of %n game(s)", "", gw.first)
                               .arg(players)
                               .arg(number(100.0 * gw.second / gw.first, 0));
            return byCount.join(QLatin1Char('\n'));
        }
        if (index.column() == DiceLuck)
            return tr("%1 battles won; the exact odds of each battle gave %2 on average.")
                .arg(p.battlesWon)
                .arg(number(p.expectedWins, 2));
        return {};
    }
    if (role != Qt::DisplayRole) return {};
    // What an unanalysed player shows in the review's columns.
    const QString none = QStringLiteral("–");
    switch (index.column()) {
    case Player:
        return p.otherNames.empty()
                   ? playerName(p.who)
                   : tr("%1 (+%n name(s))", "", int(p.otherNames.size())).arg(playerName(p.who));
    case Games:
        return p.games;
    case Wins:
        return number(p.wins, p.wins == double(qlonglong(p.wins)) ? 0 : 1);
    case WinRate:
        return tr("%1 %").arg(number(100 * p.winRate(), 0));
    case Score:
        return number(p.meanScore(), 1);
    case Margin:
        return signedNumber(p.meanMargin(), 1);
    case Routes:
    case Fields:
    case Planets:
    case Battles:
        return locale.toString(qlonglong(p.points[std::size_t(index.column() - Routes)]));
    case BattlesWon:
        return tr("%1 of %2").arg(p.battlesWon).arg(p.battlesFought);
    case DiceLuck:
        return signedNumber(p.diceLuck(), 2);
    case LostPerTurn:
        return p.analysedGames ? number(p.lostPerTurn(), 2) : none;
    case Mistakes:
        return p.analysedGames
                   ? tr("%1 / %2", "mistakes / blunders per game")
                         .arg(number(p.mistakesPerGame(), 1), number(p.blundersPerGame(), 1))
                   : none;
    case Analysed:
        return tr("%1 %").arg(number(100 * p.analysedShare(), 0));
    case TakeBacks:
        return p.takeBacks;
    }
    return {};
}

QVariant PlayerRecordsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Player:
            return tr("Player");
        case Games:
            return tr("Games");
        case Wins:
            return tr("Wins");
        case WinRate:
            return tr("Win rate");
        case Score:
            return tr("Score");
        case Margin:
            return tr("Margin");
        case Routes:
            return tr("Routes");
        case Fields:
            return tr("Asteroid fields");
        case Planets:
            return tr("Planets");
        case Battles:
            return tr("Battle points");
        case BattlesWon:
            return tr("Battles won");
        case DiceLuck:
            return tr("Dice luck");
        case LostPerTurn:
            return tr("Lost per turn");
        case Mistakes:
            return tr("Mistakes / blunders");
        case Analysed:
            return tr("Analysed");
        case TakeBacks:
            return tr("Taken back", "turns taken back");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Wins:
            return tr("Games won; a first place shared by several players counts as a share of a "
                      "win for each of them.");
        case Score:
            return tr("Mean final score per game (in a team game, the team's).");
        case Margin:
            return tr("Mean score minus the best other player's (or team's) score.");
        case Routes:
        case Fields:
        case Planets:
        case Battles:
            return tr("Points from this source over all the games counted.");
        case DiceLuck:
            return tr("Battles won minus the battles the exact odds of each battle said to "
                      "expect when its dice were rolled: above 0 the dice were kinder than the "
                      "odds, below 0 less kind. It says nothing of how well the player played.");
        case LostPerTurn:
            return tr("Mean points lost per turn against the best turn the review found, over "
                      "the analysed games.");
        case Mistakes:
            return tr("Per analysed game: mistakes (turns that lost %1 to %2 points) / blunders "
                      "(turns that lost %2 points or more).")
                .arg(sl::ai::kMistakePoints)
                .arg(sl::ai::kBlunderPoints);
        case Analysed:
            return tr("The share of the games that have been analysed (Analyse game in the "
                      "replay, or starlanes-cli db analyse).");
        case TakeBacks:
            return tr("Turns the player took back (Turn ▸ Take back turn) in the games counted. "
                      "The review and the puzzles use the turns played instead.");
        }
    }
    return {};
}

void PlayerRecordsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace slapp
