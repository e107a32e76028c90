// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "movelistmodel.h"
#include "common/seatnames.h"

#include "common/artcache.h"
#include "common/names.h"
#include "replayanalysis.h"
#include "replaycursor.h"

#include <QColor>
#include <QFont>
#include <QLocale>

namespace slapp {

MoveListModel::MoveListModel(ReplayCursor* cursor, QObject* parent)
    : QAbstractTableModel(parent), m_cursor(cursor)
{
    // One replay of the whole game: each turn's place, meeple realm and battles are named from
    // the state of that turn (planets nearby, realms as they were).
    const sl::GameRecord& rec = *cursor->viewRecord();
    const auto& turns = cursor->turns();
    m_names.resize(turns.size());
    const std::shared_ptr<const sl::TileCatalog> catalog = sl::buildCatalog(rec.setup);
    if (!catalog) return;
    sl::GameState s(catalog, rec.setup.config());
    std::size_t turn = 0;
    int lastBattle = -1;
    for (std::size_t i = 0; i < rec.events.size(); ++i) {
        while (turn + 1 < turns.size() && i >= turns[turn].endEvent)
            ++turn;
        const sl::Event& e = rec.events[i];
        if (s.apply(e) != sl::ApplyError::None) break;
        TurnNames& names = m_names[turn];
        if (e.type == sl::EventType::Place) names.place = slui::placeLabel(s, e.place.x, e.place.y);
        if (e.type == sl::EventType::Meeple && e.meeple.target != sl::MeepleTarget::None) {
            const int tile = e.meeple.target == sl::MeepleTarget::Planet
                                 ? s.tileAt(e.meeple.x, e.meeple.y)
                                 : s.lastPlacedTile();
            const sl::PlacedTile& t = s.tiles()[std::size_t(tile)];
            const int seg = e.meeple.target == sl::MeepleTarget::Planet
                                ? s.catalog().type(t.type).planetSeg
                                : e.meeple.segment;
            names.meepleRealm = slui::realmLabel(s, t.nodeBase + seg);
        }
        const int battle = s.phase() == sl::Phase::Battle ? s.battleRealm() : -1;
        if (battle >= 0 && (battle != lastBattle || e.type == sl::EventType::Meeple))
            names.battles.push_back(slui::realmLabel(s, battle));
        lastBattle = battle;
    }
}

void MoveListModel::setAnalysis(const ReplayAnalysis* analysis)
{
    if (m_analysis) disconnect(m_analysis, nullptr, this, nullptr);
    m_analysis = analysis;
    auto update = [this] {
        if (rowCount() > 0) emit dataChanged(index(0, Lost), index(rowCount() - 1, Lost));
    };
    if (m_analysis) connect(m_analysis, &ReplayAnalysis::changed, this, update);
    update();
}

int MoveListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_cursor->turns().size());
}

int MoveListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Turn:
        return tr("Turn", "move list column");
    case Player:
        return tr("Player");
    case Tile:
        return tr("Tile");
    case Position:
        return tr("Where");
    case Meeple:
        return tr("Meeple");
    case Battles:
        return tr("Battles");
    case Points:
        return tr("Points");
    case Lost:
        return tr("Points lost", "move list column: points lost against the best turn found");
    default:
        return {};
    }
}

QString MoveListModel::sideName(int side) const
{
    const sl::GameRecord& rec = *m_cursor->viewRecord();
    if (rec.setup.teamGame) return slui::teamName(side);
    return slui::seatName(rec.setup.players[static_cast<std::size_t>(side)].name);
}

QString MoveListModel::placeText(int row) const
{
    const sl::TurnSummary& t = m_cursor->turns()[static_cast<std::size_t>(row)];
    return t.tile >= 0 ? slui::placeLabelText(m_names[std::size_t(row)].place) : QString();
}

QString MoveListModel::meepleText(int row) const
{
    const sl::TurnSummary& t = m_cursor->turns()[static_cast<std::size_t>(row)];
    if (t.meeple.target == sl::MeepleTarget::None) return QStringLiteral("–");
    return meepleWords(t.meeple, m_names[std::size_t(row)].meepleRealm);
}

QString MoveListModel::meepleWords(const sl::MeepleMove& m, const slui::RealmLabel& label) const
{
    const QString realm = slui::realmLabelText(label);
    QString text =
        m.target == sl::MeepleTarget::Planet
            ? (m.large ? tr("attacks %1 with the large meeple") : tr("attacks %1")).arg(realm)
            : (m.large ? tr("large meeple on %1") : tr("meeple on %1")).arg(realm);
    if (m.equipment != sl::Equipment::None)
        text += QStringLiteral(", ") + slui::equipmentName(m.equipment);
    return text;
}

QString MoveListModel::bestText(int row) const
{
    const sl::ai::DecisionAnalysis* d = m_analysis ? m_analysis->forTurn(row) : nullptr;
    const std::shared_ptr<const sl::GameState> placed = d ? m_analysis->bestPlaced(row) : nullptr;
    if (!placed) return {};
    const sl::GameState& s = *placed;
    QString where = slui::placeLabelText(slui::placeLabel(s, d->best.place.x, d->best.place.y));
    const sl::MeepleMove& m = d->best.meeple;
    if (m.target == sl::MeepleTarget::None)
        return tr("%1, no meeple", "the best turn: where the tile goes").arg(where);
    const bool planet = m.target == sl::MeepleTarget::Planet;
    const int tile = planet ? s.tileAt(m.x, m.y) : s.lastPlacedTile();
    if (tile < 0) return where;
    const sl::PlacedTile& t = s.tiles()[std::size_t(tile)];
    const int seg = planet ? s.catalog().type(t.type).planetSeg : m.segment;
    return tr("%1, %2", "the best turn: where the tile goes, the meeple")
        .arg(where, meepleWords(m, slui::realmLabel(s, t.nodeBase + seg)));
}

namespace {

/** A margin in points with its sign, one decimal, in the UI's locale: "+6.3", "−1.5". */
QString signedPoints(double v)
{
    const QString number = QLocale().toString(std::abs(v), 'f', 1);
    return (v < -0.05 ? QStringLiteral("−") : QStringLiteral("+")) + number;
}

QString percent(double p)
{
    return MoveListModel::tr("%1%", "a percentage").arg(QLocale().toString(qRound(100 * p)));
}

} // namespace

QString MoveListModel::lostText(int row) const
{
    const sl::ai::DecisionAnalysis* d = m_analysis ? m_analysis->forTurn(row) : nullptr;
    if (!d) return QStringLiteral("–");
    const double lost = d->loss();
    if (lost == 0.0) return QStringLiteral("0");
    QString number = QLocale().toString(lost, 'f', 1);
    switch (sl::ai::verdictOf(lost)) {
    case sl::ai::Verdict::Blunder:
        return number + QStringLiteral(" ??");
    case sl::ai::Verdict::Mistake:
        return number + QStringLiteral(" ?");
    case sl::ai::Verdict::Weaker:
        break;
    case sl::ai::Verdict::Equal:
        return QStringLiteral("≈ 0"); // within the noise: about as good
    }
    return number;
}

QVariant MoveListModel::lostData(int row, int role) const
{
    const sl::ai::DecisionAnalysis* d = m_analysis ? m_analysis->forTurn(row) : nullptr;
    const sl::ai::Verdict verdict = d ? sl::ai::verdictOf(d->loss()) : sl::ai::Verdict::Equal;
    switch (role) {
    case Qt::DisplayRole:
        return lostText(row);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (verdict == sl::ai::Verdict::Blunder) return QColor(0xff, 0x6b, 0x6b);
        if (verdict == sl::ai::Verdict::Mistake) return QColor(0xf2, 0xb1, 0x4a);
        return d && verdict == sl::ai::Verdict::Equal ? QVariant(QColor(0x7f, 0xd6, 0x8c))
                                                      : QVariant();
    case Qt::FontRole:
        if (verdict == sl::ai::Verdict::Equal || verdict == sl::ai::Verdict::Weaker) return {};
        {
            QFont f;
            f.setBold(true);
            return f;
        }
    case Qt::ToolTipRole: {
        if (!d)
            return m_analysis && m_analysis->pointOfTurn(row)
                       ? tr("Not analysed yet: Analyse game works out the best turn of every "
                            "decision.")
                       : tr("No decision in this turn.");
        QStringList lines;
        lines << tr("Played: expected final margin %1 points, win chance %2")
                     .arg(signedPoints(d->playedValue), percent(d->playedWin));
        if (d->loss() == 0.0) {
            lines << tr("The played turn is the best turn found.");
        } else if (verdict == sl::ai::Verdict::Equal) {
            // Not a better move: a difference this small is the analysis's own noise.
            lines << tr("About as good as the best turn found: %1 points apart, within the noise "
                        "of the analysis "
                        "(differences under %2 points).")
                         .arg(QLocale().toString(d->loss(), 'f', 1))
                         .arg(sl::ai::kNoisePoints);
        } else {
            lines << tr("Best turn found: %1").arg(bestText(row))
                  << tr("Best: expected final margin %1 points, win chance %2")
                         .arg(signedPoints(d->bestValue), percent(d->bestWin));
            const QString lost = QLocale().toString(d->loss(), 'f', 1);
            switch (verdict) {
            case sl::ai::Verdict::Blunder:
                lines << tr("A blunder: %1 points lost (%2 or more).")
                             .arg(lost)
                             .arg(sl::ai::kBlunderPoints);
                break;
            case sl::ai::Verdict::Mistake:
                lines << tr("A mistake: %1 points lost (%2 or more).")
                             .arg(lost)
                             .arg(sl::ai::kMistakePoints);
                break;
            case sl::ai::Verdict::Weaker:
                lines << tr("Points lost: %1.").arg(lost);
                break;
            case sl::ai::Verdict::Equal:
                break;
            }
        }
        return lines.join(QLatin1Char('\n'));
    }
    default:
        return {};
    }
}

QString MoveListModel::battlesText(int row, const sl::TurnSummary* partial) const
{
    const sl::TurnSummary& t =
        partial ? *partial : m_cursor->turns()[static_cast<std::size_t>(row)];
    QStringList battles;
    for (std::size_t k = 0; k < t.battles.size(); ++k) {
        const sl::BattleSummary& b = t.battles[k];
        QStringList rolls;
        for (std::size_t r = 0; r < b.rolls.size(); ++r) {
            QStringList sides;
            for (std::size_t i = 0; i < b.rolls[r].size() && i < b.sides.size(); ++i) {
                if (b.rolls[r][i].empty()) continue;
                QStringList faces;
                for (int d : b.rolls[r][i])
                    faces << QString::number(d);
                sides << QStringLiteral("%1 %2").arg(sideName(b.sides[i]),
                                                     faces.join(QLatin1Char(' ')));
            }
            rolls << sides.join(QStringLiteral(" : "));
        }
        QString text = k < m_names[std::size_t(row)].battles.size()
                           ? slui::realmLabelText(m_names[std::size_t(row)].battles[k])
                           : slui::realmName(b.realm);
        text = tr("%1: %2").arg(text, rolls.join(QStringLiteral("; ")));
        if (b.winner >= 0) text += QStringLiteral(" · ") + tr("%1 wins").arg(sideName(b.winner));
        battles << text;
    }
    return battles.join(QStringLiteral(" · "));
}

QString MoveListModel::pointsText(int row) const
{
    const sl::TurnSummary& t = m_cursor->turns()[static_cast<std::size_t>(row)];
    const sl::GameState& s = *m_cursor->viewState();
    const sl::GameRecord& rec = *m_cursor->viewRecord();
    QStringList parts;
    for (std::size_t side = 0; side < t.pointsGained.size(); ++side) {
        if (t.pointsGained[side] == 0) continue;
        const QString who = s.config().teamGame ? slui::teamName(int(side))
                                                : slui::seatName(rec.setup.players[side].name);
        parts << QStringLiteral("%1 +%2").arg(who).arg(t.pointsGained[side]);
    }
    return parts.join(QStringLiteral(", "));
}

void MoveListModel::setTakenBack(const QHash<int, int>& timesByTurn)
{
    m_takenBack = timesByTurn;
    if (rowCount() > 0) emit dataChanged(index(0, Turn), index(rowCount() - 1, Turn));
}

QString MoveListModel::takenBackText(int row) const
{
    const sl::TurnSummary& t = m_cursor->turns()[static_cast<std::size_t>(row)];
    const int times = m_takenBack.value(t.turn);
    if (times == 0) return {};
    const std::string& who = m_cursor->viewRecord()->setup.players[std::size_t(t.player)].name;
    return tr("%1 took this turn back %n time(s) and played it again.", "", times)
        .arg(slui::seatName(who));
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const sl::TurnSummary& t = m_cursor->turns()[static_cast<std::size_t>(index.row())];
    const sl::GameState& s = *m_cursor->viewState();
    const sl::GameRecord& rec = *m_cursor->viewRecord();
    const sl::Colour colour = rec.setup.players[static_cast<std::size_t>(t.player)].colour;
    if (index.column() == Lost) return lostData(index.row(), role);
    if (index.column() == Turn && m_takenBack.contains(t.turn)) {
        if (role == Qt::DecorationRole)
            return slui::ArtCache::instance().icon(QStringLiteral("back-turn"));
        if (role == Qt::ToolTipRole || role == Qt::AccessibleDescriptionRole)
            return takenBackText(index.row());
    }
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Turn:
            return t.turn;
        case Player:
            return slui::seatName(rec.setup.players[static_cast<std::size_t>(t.player)].name);
        case Tile:
            if (m_cursor->isTurnInProgress(std::size_t(index.row())))
                return tr("drawing…", "a turn whose tile is drawn but not placed yet");
            return t.tile >= 0 ? slui::localized(s.catalog().type(t.tile).def.name)
                               : tr("discarded");
        case Position:
            return placeText(index.row());
        case Meeple:
            return meepleText(index.row());
        case Battles:
            return battlesText(index.row());
        case Points:
            return pointsText(index.row());
        default:
            return {};
        }
    }
    if (role == Qt::DecorationRole) {
        if (index.column() == Player) return slui::colourMark(colour);
        if (index.column() == Tile && t.tile >= 0)
            return slui::ArtCache::instance().tile(s.catalog().type(t.tile).def, t.placement.rot,
                                                   32, 1.0, false);
    }
    if (role == Qt::TextAlignmentRole && index.column() == Turn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace slapp
