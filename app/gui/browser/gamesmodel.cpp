// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "gamesmodel.h"

#include "common/names.h"
#include "common/seatnames.h"

#include <QColor>
#include <QLocale>
#include <QPainter>
#include <QPixmap>

namespace slapp {
namespace {

QString duration(const GameSummary& g)
{
    const qint64 secs = g.created.secsTo(g.isFinished() ? g.finished : g.updated);
    if (secs < 60)
        return GamesModel::tr("%n s", "seconds a game took", int(std::max<qint64>(0, secs)));
    const qint64 minutes = secs / 60;
    if (minutes < 60) return GamesModel::tr("%n min", "", int(minutes));
    return GamesModel::tr("%1 h %2 min")
        .arg(minutes / 60)
        .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QPixmap colourDots(const GameSummary& g)
{
    QPixmap pm(14 * int(g.seats.size()) + 2, 14);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < g.seats.size(); ++i) {
        p.setPen(slui::shadeColour(g.seats[i].colour));
        p.setBrush(slui::displayColour(g.seats[i].colour));
        p.drawPath(slui::colourShape(g.seats[i].colour, QRectF(1 + 14 * i, 1, 11, 11)));
    }
    return pm;
}

GameQuery::Sort sortFor(int column)
{
    switch (column) {
    case GamesModel::Duration:
        return GameQuery::Sort::Duration;
    case GamesModel::Players:
        return GameQuery::Sort::Players;
    case GamesModel::Scores:
        return GameQuery::Sort::TopScore;
    case GamesModel::Winner:
        return GameQuery::Sort::Winner;
    case GamesModel::TileSet:
        return GameQuery::Sort::TileSets;
    case GamesModel::Status:
        return GameQuery::Sort::Finished;
    case GamesModel::Turns:
        return GameQuery::Sort::Turns;
    default:
        return GameQuery::Sort::Created;
    }
}

} // namespace

GamesModel::GamesModel(GameStore* store, QObject* parent)
    : QAbstractTableModel(parent), m_store(store)
{
    m_query.limit = kPage;
    reload();
}

void GamesModel::setQuery(const GameQuery& query)
{
    m_query = query;
    m_query.limit = kPage;
    reload();
}

void GamesModel::reload()
{
    beginResetModel();
    m_query.offset = 0;
    m_rows = m_store->listGames(m_query);
    m_total = m_store->countGames(m_query);
    endResetModel();
}

void GamesModel::refreshLoaded()
{
    GameQuery all = m_query;
    all.offset = 0;
    all.limit = std::max<int>(kPage, int((m_rows.size() + kPage - 1) / kPage * kPage));
    const QList<GameSummary> rows = m_store->listGames(all);
    const int total = m_store->countGames(m_query);
    beginResetModel();
    m_rows = rows;
    m_total = total;
    endResetModel();
}

qint64 GamesModel::gameId(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].id : 0;
}

int GamesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GamesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool GamesModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && m_rows.size() < m_total;
}

void GamesModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent)) return;
    GameQuery next = m_query;
    next.offset = int(m_rows.size());
    const QList<GameSummary> page = m_store->listGames(next);
    if (page.isEmpty()) {
        m_total = int(m_rows.size()); // the database changed under us
        return;
    }
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + page.size()) - 1);
    m_rows += page;
    endInsertRows();
}

void GamesModel::sort(int column, Qt::SortOrder order)
{
    m_query.sort = sortFor(column);
    m_query.descending = order == Qt::DescendingOrder;
    reload();
}

QVariant GamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Date:
        return tr("Date");
    case Duration:
        return tr("Duration");
    case Players:
        return tr("Players");
    case Scores:
        return tr("Scores");
    case Winner:
        return tr("Winner");
    case TileSet:
        return tr("Tile set");
    case Status:
        return tr("Status");
    case Turns:
        return tr("Turns");
    default:
        return {};
    }
}

QVariant GamesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size()) return {};
    const GameSummary& g = m_rows[index.row()];
    if (role == IdRole) return g.id;
    if (role == FinishedRole) return g.isFinished();
    if (role == Qt::DecorationRole && index.column() == Players) return colourDots(g);
    if (role == Qt::TextAlignmentRole && index.column() == Turns)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    switch (index.column()) {
    case Date:
        return slui::shortDateTime(g.created);
    case Duration:
        return duration(g);
    case Players: {
        QStringList names;
        for (const auto& s : g.seats)
            names << slui::seatName(s.name);
        return names.join(QStringLiteral(", "));
    }
    case Scores: {
        QStringList scores;
        for (const auto& s : g.seats)
            scores << QString::number(s.score);
        return scores.join(QStringLiteral(" : "));
    }
    case Winner: {
        QStringList names;
        for (int w : g.winners)
            names << (g.teamGame ? slui::teamName(g.seats.value(w).team)
                                 : slui::seatName(g.seats.value(w).name));
        names.removeDuplicates();
        return names.join(QStringLiteral(", "));
    }
    case TileSet: {
        // The sets by their names ("Base game + Expansion 1"); a changed copy of a built-in set
        // is marked as such with its content hash, so that its games are told apart.
        QStringList sets;
        for (const TileSetLabel& set : g.sets)
            sets << tileSetLabelText(set, slui::contentLanguageCode());
        return sets.join(QStringLiteral(" + "));
    }
    case Status: {
        const QString status = g.isFinished() ? tr("finished") : tr("unfinished");
        if (g.originGame <= 0) return status;
        return role == Qt::ToolTipRole ? tr("%1; continued from game %2 (from its event %3)")
                                             .arg(status)
                                             .arg(g.originGame)
                                             .arg(g.originEvent)
                                       : tr("%1 · from game %2").arg(status).arg(g.originGame);
    }
    case Turns:
        return g.turns;
    default:
        return {};
    }
}

} // namespace slapp
