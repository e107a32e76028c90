// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "gamecontroller.h"

#include "gamestore.h"
#include "names.h"
#include "tileart.h"

#include <QTimer>

#include <algorithm>

namespace slapp {
namespace {
QString equipmentSuffix(sl::Equipment e)
{
    return e == sl::Equipment::None ? QString()
                                    : GameController::tr(" Equipment: %1.").arg(equipmentName(e));
}
} // namespace

GameController::GameController(GameStore* store, QObject* parent) : GameView(parent), m_store(store)
{
}

GameController::~GameController() = default;

bool GameController::startNew(const sl::GameSetup& setup, qint64 originGame, int originEvent)
{
    std::optional<sl::RecordError> err;
    auto match = sl::Match::start(sl::GameRecord{setup, {}}, &err);
    if (!match) {
        m_lastError = QString::fromStdString(sl::describe(*err));
        return false;
    }
    const qint64 id = m_store ? m_store->createGame(setup, originGame, originEvent) : 0;
    if (m_store && !id) {
        m_lastError = m_store->lastError();
        return false;
    }
    close();
    m_match = std::move(match);
    m_gameId = id;
    m_chance = std::make_unique<sl::RandomChance>(setup.seed);
    attach();
    advance();
    return true;
}

namespace {
/** Chance outcomes of a stored game, in order (the discards settle() makes itself are skipped);
 *  past the end, the live source of the resumed game. */
class RecordedChance final : public sl::ChanceSource
{
public:
    RecordedChance(const std::vector<sl::Event>& events, std::size_t from, sl::ChanceSource& live)
        : m_events(events), m_next(from), m_live(live)
    {
    }
    sl::Event next(const sl::GameState& state) override
    {
        while (m_next < m_events.size() && m_events[m_next].type == sl::EventType::Discard)
            ++m_next;
        return m_next < m_events.size() ? m_events[m_next++] : m_live.next(state);
    }

private:
    const std::vector<sl::Event>& m_events;
    std::size_t m_next;
    sl::ChanceSource& m_live;
};
} // namespace

bool GameController::resume(qint64 gameId)
{
    if (!m_store) return false;
    const auto rec = m_store->loadRecord(gameId);
    if (!rec) {
        m_lastError = m_store->lastError();
        return false;
    }
    // Checked first as a whole, then played again event by event so that the turn log is the
    // one the players saw (nothing is stored again, and no dialog is shown for past battles).
    std::optional<sl::RecordError> err;
    if (!sl::Match::start(*rec, &err)) {
        m_lastError = QString::fromStdString(sl::describe(*err));
        return false;
    }
    close();
    m_match = sl::Match::start(sl::GameRecord{rec->setup, {}});
    m_gameId = gameId;
    // Outcomes after a resume come from a generator derived from the seed and the position.
    m_chance =
        std::make_unique<sl::RandomChance>(sl::resumeSeed(rec->setup.seed, rec->events.size()));
    m_storedEvents = rec->events.size();
    attach();
    m_rebuilding = true;
    std::size_t next = 0;
    while (next < rec->events.size() && state().phase() != sl::Phase::GameOver) {
        const sl::Event& e = rec->events[next];
        if (e.type == sl::EventType::Place) {
            playPlacement(e.place);
        } else if (e.type == sl::EventType::Meeple) {
            playMeeple(e.meeple);
        } else {
            RecordedChance chance(rec->events, next, *m_chance);
            m_match->settle(chance);
        }
        next = m_match->record().events.size();
    }
    m_rebuilding = false;
    m_shown.reset();
    m_logHold = -1;
    appendLog(-1, [] { return tr("The game continues."); });
    advance();
    return true;
}

void GameController::close()
{
    m_match.reset();
    m_chance.reset();
    m_gameId = 0;
    m_log.clear();
    m_final.reset();
    m_battle.reset();
    m_storeBroken = false;
    m_firstUnsaved = 0;
    m_computerThinking = false;
    if (m_retry) m_retry->stop();
    m_actor = -1;
    m_actionTurn = 0;
    m_logTurn = 0;
    m_shown.reset();
    m_logHold = -1;
    m_storedEvents = 0;
    m_rebuilding = false;
    m_turnStart.reset();
    m_feedback.clear();
    resetTentative();
}

void GameController::attach()
{
    m_match->setRecordEffects(true);
    m_match->onEvent = [this](const sl::Event& e, std::size_t index) { onEvent(e, index); };
}

void GameController::onEvent(const sl::Event& e, std::size_t index)
{
    // Stored before anything else happens: the game survives a crash after every event. Events
    // played again while a stored game is resumed are there already.
    if (m_store && !m_storeBroken && index >= m_storedEvents &&
        !m_store->appendEvent(m_gameId, int(index), e, m_match->state())) {
        // Nothing is lost: the moves stay in the game's record and go to the database as soon
        // as it takes them again.
        m_storeBroken = true;
        m_firstUnsaved = index;
        if (!m_retry) {
            m_retry = new QTimer(this);
            m_retry->setInterval(5000);
            connect(m_retry, &QTimer::timeout, this, &GameController::retryStore);
        }
        m_retry->start();
        emit storeFailed(m_store->lastError());
    }
    // The turn a line belongs to: a tile, its meeple and their battles are the acting player's
    // turn even when the state has moved on (the turn ends inside the event); a draw or a
    // discard belongs to the turn it starts.
    const bool action = e.type == sl::EventType::Place || e.type == sl::EventType::Meeple ||
                        e.type == sl::EventType::Die;
    m_logTurn = action && m_actionTurn > 0 ? m_actionTurn : state().turn() + 1;
    collectEffects(e);
}

std::function<QString()> GameController::sideLabel(int side) const
{
    if (state().config().teamGame) return [side] { return teamName(side); };
    QString name =
        QString::fromStdString(record().setup.players[static_cast<std::size_t>(side)].name);
    return [name = std::move(name)] { return name; };
}

void GameController::collectEffects(const sl::Event& e)
{
    logAction(e);
    bool newRoll = true;
    for (const sl::Effect& fx : state().effects()) {
        if (fx.kind == sl::Effect::Kind::Score || fx.kind == sl::Effect::Kind::FinalScore)
            logScore(fx);
        else
            recordBattle(fx, newRoll);
    }
}

void GameController::logAction(const sl::Event& e)
{
    const sl::GameState& s = state();
    // The event is applied already: a meeple ends the turn, so the current player may be the
    // next one. The actor is the player whose turn it was (m_actor, set before play()).
    const int player =
        e.type == sl::EventType::Meeple && m_actor >= 0 ? m_actor : s.currentPlayer();
    const QString who =
        QString::fromStdString(record().setup.players[static_cast<std::size_t>(player)].name);
    if (e.type == sl::EventType::Discard)
        appendLog(player, [who] {
            return tr("%1's tile fits nowhere and is removed from the game.").arg(who);
        });
    if (e.type != sl::EventType::Meeple || e.meeple.target == sl::MeepleTarget::None) return;
    const bool large = e.meeple.large;
    const sl::Equipment equipment = e.meeple.equipment;
    if (e.meeple.target == sl::MeepleTarget::Planet) {
        const sl::PlacedTile& pt =
            s.tiles()[static_cast<std::size_t>(s.tileAt(e.meeple.x, e.meeple.y))];
        const auto& ct = s.catalog().type(pt.type);
        const QString planet = QString::fromStdString(
            ct.def.realms[static_cast<std::size_t>(ct.planetSeg)].planetName);
        appendLog(player, [who, planet, large, equipment] {
            const QString text = large ? tr("%1 attacks planet %2 with the large meeple.")
                                       : tr("%1 attacks planet %2 with a meeple.");
            return text.arg(who, planet) + equipmentSuffix(equipment);
        });
        return;
    }
    const sl::PlacedTile& t = s.tiles()[static_cast<std::size_t>(s.lastPlacedTile())];
    const sl::RealmKind kind =
        s.catalog().type(t.type).def.realms[static_cast<std::size_t>(e.meeple.segment)].kind;
    appendLog(player, [who, kind, large, equipment] {
        const QString text =
            large ? tr("%1 puts the large meeple on %2.") : tr("%1 puts a meeple on %2.");
        return text.arg(who, aRealm(kind)) + equipmentSuffix(equipment);
    });
}

void GameController::logScore(const sl::Effect& fx)
{
    const bool final = fx.kind == sl::Effect::Kind::FinalScore;
    const RealmLabel place = realmLabel(state(), fx.realm);
    BoardFeedback fb;
    for (int t : state().realmOfNode(fx.realm).tiles)
        fb.cells.append(
            QPoint(state().tiles()[std::size_t(t)].x, state().tiles()[std::size_t(t)].y));
    fb.points = fx.points;
    for (int p = 0; p < state().playerCount(); ++p)
        if (state().sideOf(p) == fx.side) {
            fb.colour = state().config().seats[std::size_t(p)];
            break;
        }
    if (final) {
        // Shown on the board realm by realm before the final dialog (MainWindow::showFinal).
        if (!m_final) m_final = FinalReport{};
        m_final->finalScoring.append(
            {fx.realmKind, place, fx.side, fx.points, true, fb.cells, fb.colour});
    }
    const int points = fx.points;
    const auto label = sideLabel(fx.side);
    if (!final && !m_rebuilding) m_feedback.append(fb);
    appendLog(-1, [final, points, place, label] {
        const QString text =
            final ? tr("Final scoring: %1 scores %n point(s) for %2, unfinished.", "", points)
                  : tr("%1 scores %n point(s) for %2, completed.", "", points);
        return text.arg(label(), realmLabelText(place));
    });
}

void GameController::recordBattle(const sl::Effect& fx, bool& newRoll)
{
    const sl::GameState& s = state();
    switch (fx.kind) {
    case sl::Effect::Kind::BattleStart: {
        const sl::RealmInfo realm = s.realmOfNode(fx.realm);
        if (!m_battle) {
            m_battle = BattleReport{};
            m_battle->realm = fx.realmKind;
            m_battle->place = realmLabel(s, fx.realm);
            for (int t : realm.tiles)
                m_battle->cells.append(
                    QPoint(s.tiles()[std::size_t(t)].x, s.tiles()[std::size_t(t)].y));
        }
        if (!m_shown && !m_rebuilding) {
            // Hold the outcome back until the battle has been shown: the windows see the state
            // before the first die, and the log stops here.
            m_shown = s;
            m_logHold = m_log.size();
        }
        BattleSideView v;
        v.side = fx.side;
        v.dice = fx.dice;
        for (const auto& [player, slot] : realm.meeples) {
            if (s.sideOf(player) != fx.side) continue;
            if (slot == sl::kMeeplesPerPlayer - 1) // the large meeple's slot
                ++v.largeMeeples;
            else
                ++v.smallMeeples;
        }
        v.symbol = realm.symbols[std::size_t(s.sideFaction(fx.side))] > 0;
        v.rawDice = v.smallMeeples + 2 * v.largeMeeples + (v.symbol ? 1 : 0);
        for (const sl::BattleSide& bs : s.battleSides())
            if (bs.side == fx.side) {
                v.lightsaber = bs.lightsaber;
                v.blaster = bs.blaster;
            }
        m_battle->sides.append(v);
        m_battle->points.append(0);
        return;
    }
    case sl::Effect::Kind::Roll: {
        if (!m_battle) return;
        if (newRoll) {
            BattleRoll r;
            for (qsizetype i = 0; i < m_battle->sides.size(); ++i) {
                r.dice.append(QList<int>());
                r.results.append(0);
            }
            m_battle->rolls.append(r);
            newRoll = false;
        }
        BattleRoll& r = m_battle->rolls.last();
        for (qsizetype i = 0; i < m_battle->sides.size(); ++i) {
            if (m_battle->sides[i].side != fx.side) continue;
            for (int d = 0; d < fx.dice; ++d)
                r.dice[i].append(fx.roll[static_cast<std::size_t>(d)]);
            r.results[i] = fx.value;
        }
        return;
    }
    case sl::Effect::Kind::Tie:
    case sl::Effect::Kind::Withdraw:
        if (!m_battle) return;
        for (qsizetype i = 0; i < m_battle->sides.size(); ++i)
            if (m_battle->sides[i].side == fx.side) m_battle->points[i] += fx.points;
        if (!m_battle->rolls.isEmpty())
            (fx.kind == sl::Effect::Kind::Tie ? m_battle->rolls.last().tied
                                              : m_battle->rolls.last().withdrawn)
                .append(fx.side);
        return;
    case sl::Effect::Kind::Win:
        if (m_battle) finishBattle(fx.side);
        newRoll = true;
        return;
    default:
        return;
    }
}

void GameController::finishBattle(int winner)
{
    m_battle->winner = winner;
    const int rolls = int(m_battle->rolls.size());
    const RealmLabel place = m_battle->place;
    const auto label = sideLabel(winner);
    appendLog(-1, [rolls, place, label] {
        return tr("Battle for %1: %2 wins after %n roll(s).", "", rolls)
            .arg(realmLabelText(place), label());
    });
    for (qsizetype i = 0; i < m_battle->sides.size(); ++i) {
        const int points = m_battle->points[i];
        const auto side = sideLabel(m_battle->sides[i].side);
        if (points > 0)
            appendLog(-1, [points, side] {
                return tr("%1 scores %n point(s) in the battle.", "", points).arg(side());
            });
    }
    if (!m_rebuilding) emit battleFought(*m_battle);
    m_battle.reset();
}

void GameController::advance()
{
    m_match->settle(*m_chance);
    resetTentative();
    const sl::GameState& s = state();
    if (s.phase() == sl::Phase::GameOver) {
        if (!m_final) m_final = FinalReport{};
        m_final->bySource.clear();
        m_final->totals.clear();
        for (int side = 0; side < s.sideCount(); ++side) {
            QList<int> src;
            for (int k = 0; k < 4; ++k)
                src.append(s.scoreBy(side, static_cast<sl::ScoreSource>(k)));
            m_final->bySource.append(src);
            m_final->totals.append(s.score(side));
        }
        m_final->winners.clear();
        for (int w : s.winners())
            m_final->winners.append(w);
        QList<std::function<QString()>> names;
        for (int w : m_final->winners)
            names << sideLabel(w);
        appendLog(-1, [names] {
            QStringList list;
            for (const auto& n : names)
                list << n();
            const QString joined = list.join(QStringLiteral(", "));
            return list.size() == 1 ? tr("The game is over. The winner is %1.").arg(joined)
                                    : tr("The game is over. Shared victory: %1.").arg(joined);
        });
        emit changed();
        if (!m_shown) flushFeedback();
        emit gameOver(*m_final);
        return;
    }
    emit changed();
    if (!m_shown) // a held battle shows its turn's scoring when it is revealed
        flushFeedback();
}

void GameController::resetTentative()
{
    m_previewRotation = 0;
    m_placement.reset();
    m_pending.reset();
    m_meeple.reset();
    m_large = false;
    m_equipment = sl::Equipment::None;
}

QList<QPoint> GameController::legalCells() const
{
    QList<QPoint> cells;
    if (!hasGame() || state().phase() != sl::Phase::PlaceTile) return cells;
    std::vector<sl::Placement> all;
    state().legalPlacements(all);
    for (const sl::Placement& p : all) {
        const QPoint c(p.x, p.y);
        if (!cells.contains(c)) cells.append(c);
    }
    return cells;
}

QList<int> GameController::legalRotations(QPoint cell) const
{
    QList<int> rots;
    if (!hasGame() || state().phase() != sl::Phase::PlaceTile) return rots;
    std::vector<sl::Placement> all;
    state().legalPlacements(all);
    for (const sl::Placement& p : all)
        if (p.x == cell.x() && p.y == cell.y()) rots.append(p.rot);
    std::sort(rots.begin(), rots.end());
    return rots;
}

void GameController::recomputePending()
{
    m_pending.reset();
    m_meeple.reset();
    if (!m_placement) return;
    m_pending = state();
    m_pending->setRecordEffects(false);
    if (m_pending->apply(sl::Event::placeTile(*m_placement)) != sl::ApplyError::None) {
        m_pending.reset();
        m_placement.reset();
    }
}

void GameController::selectCell(QPoint cell)
{
    if (!humanMayAct()) return;
    const QList<int> rots = legalRotations(cell);
    if (rots.isEmpty()) return;
    const int rot = rots.contains(m_previewRotation) ? m_previewRotation : rots.front();
    m_placement =
        sl::Placement{static_cast<std::int16_t>(cell.x()), static_cast<std::int16_t>(cell.y()),
                      static_cast<std::uint8_t>(rot)};
    m_previewRotation = rot;
    recomputePending();
    emit changed();
}

void GameController::rotate(int direction)
{
    if (!humanMayAct()) return;
    if (!hasGame() || state().phase() != sl::Phase::PlaceTile) return;
    const int step = direction >= 0 ? 1 : 3;
    if (!m_placement) {
        m_previewRotation = (m_previewRotation + step) & 3;
        emit changed();
        return;
    }
    const QList<int> rots = legalRotations(QPoint(m_placement->x, m_placement->y));
    if (rots.size() < 2) return;
    qsizetype i = rots.indexOf(m_placement->rot);
    i = (i + (direction >= 0 ? 1 : rots.size() - 1)) % rots.size();
    m_placement->rot = static_cast<std::uint8_t>(rots[i]);
    m_previewRotation = rots[i];
    recomputePending();
    emit changed();
}

std::vector<sl::MeepleMove> GameController::meepleTargets() const
{
    std::vector<sl::MeepleMove> targets;
    if (!m_pending) return targets;
    std::vector<sl::MeepleMove> all;
    m_pending->meepleOptions(all);
    for (sl::MeepleMove m : all) {
        if (m.target == sl::MeepleTarget::None) continue;
        m.large = false;
        m.equipment = sl::Equipment::None;
        if (std::find(targets.begin(), targets.end(), m) == targets.end()) targets.push_back(m);
    }
    return targets;
}

sl::MeepleMove GameController::withChoices(sl::MeepleMove m) const
{
    m.large = m_large;
    m.equipment = m_equipment;
    if (!m_pending || m_pending->isLegalMeeple(m)) return m;
    // Out of small meeples (or of the large one): take the other size rather than nothing.
    m.large = !m.large;
    if (m_pending->isLegalMeeple(m)) return m;
    m.equipment = sl::Equipment::None;
    return m;
}

void GameController::chooseMeeple(const sl::MeepleMove& target)
{
    if (!humanMayAct()) return;
    if (!m_pending || target.target == sl::MeepleTarget::None) return;
    const sl::MeepleMove m = withChoices(target);
    if (!m_pending->isLegalMeeple(m)) return;
    m_meeple = m;
    m_large = m.large;
    m_equipment = m.equipment;
    emit changed();
}

void GameController::setLarge(bool large)
{
    m_large = large;
    if (m_meeple) m_meeple = withChoices(*m_meeple);
    emit changed();
}

void GameController::setEquipment(sl::Equipment e)
{
    m_equipment = e;
    if (m_meeple) m_meeple = withChoices(*m_meeple);
    emit changed();
}

void GameController::takeBack()
{
    if (!humanMayAct()) return;
    if (m_meeple) {
        m_meeple.reset();
    } else if (m_placement) {
        m_placement.reset();
        m_pending.reset();
    } else {
        return;
    }
    emit changed();
}

void GameController::confirm()
{
    if (!humanMayAct()) return;
    if (!m_placement || !hasGame()) return;
    const sl::Placement place = *m_placement;
    const sl::MeepleMove meeple = m_meeple ? *m_meeple : sl::MeepleMove{};
    m_turnStart = state();
    if (!playPlacement(place)) return;
    playMeeple(meeple);
    advance();
}

bool GameController::playPlacement(const sl::Placement& place)
{
    const int player = state().currentPlayer();
    const QString who =
        QString::fromStdString(record().setup.players[static_cast<std::size_t>(player)].name);
    const sl::LocalizedText tileName = state().catalog().type(state().drawnTile()).def.name;
    m_actionTurn = state().turn() + 1;
    if (m_match->play(sl::Event::placeTile(place)) != sl::ApplyError::None) return false;
    appendLog(player,
              [who, tileName] { return tr("%1 places %2.").arg(who, localized(tileName)); });
    return true;
}

void GameController::playMeeple(const sl::MeepleMove& meeple)
{
    m_actor = state().currentPlayer();
    m_match->play(sl::Event::meepleMove(meeple));
    m_actor = -1;
}

bool GameController::isComputerTurn() const
{
    if (!hasGame() || isOver()) return false;
    const auto& players = record().setup.players;
    const auto seat = static_cast<std::size_t>(state().currentPlayer());
    return seat < players.size() && players[seat].kind == sl::SeatKind::Computer;
}

void GameController::setComputerThinking(bool thinking)
{
    if (m_computerThinking == thinking) return;
    m_computerThinking = thinking;
    emit changed();
}

bool GameController::showComputerPlacement(const sl::Placement& place)
{
    if (!isComputerTurn() || state().phase() != sl::Phase::PlaceTile) return false;
    m_placement = place;
    m_previewRotation = place.rot;
    recomputePending();
    emit changed();
    return m_placement.has_value();
}

bool GameController::showComputerMeeple(const sl::MeepleMove& meeple)
{
    if (!isComputerTurn() || !m_pending || !m_pending->isLegalMeeple(meeple)) return false;
    if (meeple.target == sl::MeepleTarget::None) {
        m_meeple.reset();
    } else {
        m_meeple = meeple;
        m_large = meeple.large;
        m_equipment = meeple.equipment;
    }
    emit changed();
    return true;
}

void GameController::confirmComputerTurn()
{
    if (!isComputerTurn()) return;
    m_computerActing = true;
    confirm();
    m_computerActing = false;
}

int GameController::unsavedEvents() const
{
    return m_storeBroken && hasGame() ? int(record().events.size() - m_firstUnsaved) : 0;
}

int GameController::unsavedTurns() const
{
    const int events = unsavedEvents();
    if (!events) return 0;
    const auto& all = record().events;
    const auto places = std::count_if(all.end() - events, all.end(), [](const sl::Event& e) {
        return e.type == sl::EventType::Place;
    });
    return std::max(1, int(places));
}

bool GameController::retryStore()
{
    if (!m_storeBroken || !hasGame() || !m_store) return !m_storeBroken;
    const std::vector<sl::Event>& events = record().events;
    const int turns = unsavedTurns();
    qint64 newId = 0;
    if (m_store->lastErrorKind() == StoreError::FileGone) {
        // The database file was replaced or removed: open what is there now and store the whole
        // game again, as a new game of that database.
        if (!m_store->reopen()) return false;
        newId = m_store->insertRecord(record());
        if (!newId) return false;
        m_gameId = newId;
    } else {
        // A write reported as failed may still have reached the file: continue after what is there.
        const int stored = m_store->storedEvents(m_gameId);
        if (stored < 0 || std::size_t(stored) > events.size()) return false;
        const std::size_t first = std::max(m_firstUnsaved, std::size_t(stored));
        const std::vector<sl::Event> kept(events.begin() + std::ptrdiff_t(first), events.end());
        if (!kept.empty() && !m_store->appendEvents(m_gameId, int(first), kept, state()))
            return false;
    }
    m_storeBroken = false;
    if (m_retry) m_retry->stop();
    emit storeRecovered(turns, newId);
    return true;
}

void GameController::revealBattles()
{
    if (!m_shown) return;
    m_shown.reset();
    m_logHold = -1;
    emit logRevealed();
    emit changed();
    flushFeedback();
}

void GameController::flushFeedback()
{
    // Meeples that were on the board before the turn and are back in supply now went home.
    if (m_turnStart && hasGame()) {
        const sl::GameState& before = *m_turnStart;
        for (int p = 0; p < before.playerCount(); ++p)
            for (int k = 0; k < sl::kMeeplesPerPlayer; ++k) {
                const sl::Meeple& was = before.meeples(p)[std::size_t(k)];
                if (was.node < 0 || state().meeples(p)[std::size_t(k)].node >= 0) continue;
                const auto [tile, seg] = before.nodeLocation(was.node);
                const sl::PlacedTile& t = before.tiles()[std::size_t(tile)];
                const sl::ArtPoint a =
                    sl::realmAnchor(before.catalog().type(t.type).def, seg, t.rot);
                BoardFeedback fb;
                fb.meepleAt = QPointF(t.x + a.x / 100.0, t.y + a.y / 100.0);
                fb.colour = before.config().seats[std::size_t(p)];
                fb.large = was.large;
                m_feedback.append(fb);
            }
    }
    m_turnStart.reset();
    if (!m_feedback.isEmpty()) emit boardFeedback(m_feedback);
    m_feedback.clear();
}

void GameController::skipMeeple()
{
    if (!humanMayAct()) return;
    m_meeple.reset();
    confirm();
}

void GameController::appendLog(int player, std::function<QString()> text)
{
    LogEntry e;
    e.turn = m_logTurn > 0 ? m_logTurn : hasGame() ? state().turn() + 1 : 0;
    e.player = player;
    e.text = std::move(text);
    m_log.append(e);
    emit logAppended(e);
}

} // namespace slapp
