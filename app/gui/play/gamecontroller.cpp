// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "gamecontroller.h"
#include "common/seatnames.h"

#include "common/recordtext.h"
#include "gamechance.h"
#include "store/gamestore.h"
#include "storesync.h"

#include <algorithm>

namespace slapp {

GameController::GameController(GameStore* store, QObject* parent)
    : slui::GameView(parent), m_store(store), m_sync(new StoreSync(store, this))
{
    connect(m_sync, &StoreSync::failed, this, &GameController::storeFailed);
    connect(m_sync, &StoreSync::recovered, this, &GameController::storeRecovered);
}

GameController::~GameController() = default;

qint64 GameController::gameId() const
{
    return m_sync->gameId();
}

bool GameController::startNew(const sl::GameSetup& setup, const GameOptions& options,
                              qint64 originGame, int originEvent)
{
    std::optional<sl::RecordError> err;
    auto match = sl::Match::start(sl::GameRecord{setup, {}}, &err);
    if (!match) {
        m_lastError = slui::recordErrorText(*err);
        return false;
    }
    const qint64 id = m_store ? m_store->createGame(setup, options, originGame, originEvent) : 0;
    if (m_store && !id) {
        m_lastError = m_store->lastError();
        return false;
    }
    close();
    m_match = std::move(match);
    m_sync->follow(&*m_match, id, 0);
    m_options = options;
    m_live = liveChance(setup, 0);
    m_chance = std::make_unique<sl::QueuedChance>(*m_live);
    attach();
    advance();
    return true;
}

bool GameController::resume(qint64 gameId)
{
    if (!m_store) return false;
    const auto rec = m_store->loadRecord(gameId);
    const auto options = rec ? m_store->gameOptions(gameId) : std::nullopt;
    const auto catalog = options ? sl::buildCatalog(rec->setup) : nullptr;
    // The record is loaded already: the take-backs are read with its catalog.
    const auto takeBacks = catalog ? m_store->takeBacks(gameId, *catalog) : std::nullopt;
    if (!takeBacks) {
        m_lastError = m_store->lastError();
        return false;
    }
    // Checked first as a whole, then played again event by event so that the turn log is the
    // one the players saw (nothing is stored again, and no dialog is shown for past battles).
    std::optional<sl::RecordError> err;
    if (!sl::Match::start(*rec, &err)) {
        m_lastError = slui::recordErrorText(*err);
        return false;
    }
    close();
    m_options = *options;
    m_live = liveChance(rec->setup, rec->events.size());
    m_chance = std::make_unique<sl::QueuedChance>(*m_live);
    if (!takeBacks->isEmpty()) {
        // What the last take-back kept to draw again, less what was drawn since.
        const TakeBack& last = takeBacks->constLast();
        sl::ChanceQueue pending = last.pending;
        const auto at = static_cast<std::ptrdiff_t>(last.seq);
        pending.consume(*sl::replay(*rec, last.seq).state,
                        std::vector<sl::Event>(rec->events.begin() + at, rec->events.end()));
        m_chance->queue() = std::move(pending);
    }
    m_takeBacks = *takeBacks;
    for (TakeBack& t : m_takeBacks)
        t.events.clear();
    rebuild(gameId, *rec);
    appendLog(-1, TurnNarrator::continues());
    advance();
    return true;
}

bool GameController::startScripted(const sl::GameRecord& record, std::size_t events,
                                   const GameOptions& options)
{
    events = std::min(events, record.events.size());
    const auto at = static_cast<std::ptrdiff_t>(events);
    const sl::GameRecord played{
        record.setup, std::vector<sl::Event>(record.events.begin(), record.events.begin() + at)};
    std::optional<sl::RecordError> err;
    const auto from = sl::Match::start(played, &err);
    if (!from) {
        m_lastError = slui::recordErrorText(*err);
        return false;
    }
    close();
    m_options = options;
    m_live = liveChance(record.setup, events);
    m_chance = std::make_unique<sl::QueuedChance>(*m_live);
    m_chance->queue() = sl::chanceOf(
        from->state(), std::vector<sl::Event>(record.events.begin() + at, record.events.end()));
    m_takeBacks.clear();
    rebuild(0, played); // game 0: stored nowhere (StoreSync writes nothing for it)
    advance();
    return true;
}

void GameController::rebuild(qint64 gameId, const sl::GameRecord& rec)
{
    m_match = sl::Match::start(sl::GameRecord{rec.setup, {}});
    m_sync->follow(&*m_match, gameId, rec.events.size());
    attach();
    // A take-back's line stands before the turn played again, unless a later take-back went
    // back further (the line it was made in is gone).
    QList<const TakeBack*> notes;
    for (qsizetype i = 0; i < m_takeBacks.size(); ++i) {
        bool shown = true;
        for (qsizetype k = i + 1; k < m_takeBacks.size(); ++k)
            shown = shown && m_takeBacks[k].seq >= m_takeBacks[i].seq;
        if (shown && std::size_t(m_takeBacks[i].seq) <= rec.events.size())
            notes.append(&m_takeBacks[i]);
    }
    m_rebuilding = true;
    std::size_t next = 0;
    qsizetype note = 0;
    for (;;) {
        for (; note < notes.size() && std::size_t(notes[note]->seq) <= next; ++note) {
            m_logTurn = notes[note]->turn;
            appendLog(notes[note]->seat,
                      TurnNarrator::tookBack(playerName(notes[note]->seat), notes[note]->turn));
        }
        if (next >= rec.events.size() || state().phase() == sl::Phase::GameOver) break;
        const sl::Event& e = rec.events[next];
        if (e.type == sl::EventType::Place) {
            playPlacement(e.place);
        } else if (e.type == sl::EventType::Meeple) {
            playMeeple(e.meeple);
        } else {
            RecordedChance chance(rec.events, next, *m_chance);
            m_match->settle(chance);
        }
        next = m_match->record().events.size();
    }
    m_rebuilding = false;
    m_shown.reset();
    m_logHold = -1;
}

void GameController::close()
{
    m_sync->stop();
    m_match.reset();
    m_chance.reset();
    m_live.reset();
    m_options = {};
    m_takeBacks.clear();
    resetPlay();
}

void GameController::resetPlay()
{
    m_turn.clear();
    m_log.clear();
    m_final.reset();
    m_battles.clear();
    m_computerThinking = false;
    m_actor = -1;
    m_actionTurn = 0;
    m_logTurn = 0;
    m_shown.reset();
    m_logHold = -1;
    m_rebuilding = false;
    m_turnStart.reset();
    m_feedback.clear();
    m_takeBackPoint.reset();
}

bool GameController::canTakeBackTurn() const
{
    return hasGame() && m_options.takeBacks && m_takeBackPoint && !isOver() && !m_shown &&
           unsavedEvents() == 0;
}

bool GameController::takeBackTurn()
{
    if (!canTakeBackTurn()) return false;
    const auto point = static_cast<std::ptrdiff_t>(*m_takeBackPoint);
    const sl::GameRecord kept{record().setup,
                              {record().events.begin(), record().events.begin() + point}};
    const sl::GameState back = *sl::replay(kept).state;
    TakeBack t;
    t.seat = back.currentPlayer();
    t.seq = int(point);
    t.turn = back.turn() + 1;
    t.at = QDateTime::currentDateTime();
    t.events.assign(record().events.begin() + point, record().events.end());
    t.pending = sl::chanceOf(back, t.events);
    t.pending.append(m_chance->queue());
    // The store first: a take-back it refuses changes nothing.
    if (m_store && !m_store->recordTakeBack(gameId(), t, back)) {
        m_lastError = m_store->lastError();
        return false;
    }
    m_chance->queue() = t.pending;
    t.events.clear();
    m_takeBacks.append(std::move(t));
    const qint64 id = gameId();
    resetPlay();
    rebuild(id, kept);
    emit turnTakenBack();
    advance();
    return true;
}

void GameController::attach()
{
    m_match->setRecordEffects(true);
    m_match->onEvent = [this](const sl::Event& e, std::size_t index) { onEvent(e, index); };
}

void GameController::onEvent(const sl::Event& e, std::size_t index)
{
    // Stored before anything else happens: the game survives a crash after every event.
    m_sync->append(e, index);
    const auto& seats = record().setup.players;
    if (e.type == sl::EventType::Place &&
        seats[std::size_t(state().currentPlayer())].kind == sl::SeatKind::Human)
        m_takeBackPoint = index;
    // The turn a line belongs to: a tile, its meeple and their battles are the acting player's
    // turn even when the state has moved on (the turn ends inside the event); a draw or a
    // discard belongs to the turn it starts.
    const bool action = e.type == sl::EventType::Place || e.type == sl::EventType::Meeple ||
                        e.type == sl::EventType::Die;
    m_logTurn = action && m_actionTurn > 0 ? m_actionTurn : state().turn() + 1;
    collectEffects(e);
    if (!m_rebuilding && e.type == sl::EventType::Place) emit movePlayed(false);
    if (!m_rebuilding && e.type == sl::EventType::Meeple &&
        e.meeple.target != sl::MeepleTarget::None)
        emit movePlayed(true);
}

QString GameController::playerName(int player) const
{
    return slui::seatName(record().setup.players[static_cast<std::size_t>(player)].name);
}

void GameController::collectEffects(const sl::Event& e)
{
    logAction(e);
    m_battles.nextEvent();
    for (const sl::Effect& fx : state().effects()) {
        if (fx.kind == sl::Effect::Kind::Score || fx.kind == sl::Effect::Kind::FinalScore) {
            logScore(fx);
            continue;
        }
        if (fx.kind == sl::Effect::Kind::BattleStart && !m_shown && !m_rebuilding) {
            // Hold the outcome back until the battle has been shown: the windows see the state
            // before the first die, and the log stops here.
            m_shown = state();
            m_logHold = m_log.size();
        }
        if (const auto battle = m_battles.add(state(), fx)) logBattle(*battle);
    }
}

void GameController::logAction(const sl::Event& e)
{
    // The event is applied already: a meeple ends the turn, so the current player may be the
    // next one. The actor is the player whose turn it was (m_actor, set before play()).
    const int player =
        e.type == sl::EventType::Meeple && m_actor >= 0 ? m_actor : state().currentPlayer();
    if (e.type == sl::EventType::Discard)
        appendLog(player, TurnNarrator::discarded(playerName(player)));
    if (LogText line = TurnNarrator::meeple(state(), e, playerName(player)))
        appendLog(player, std::move(line));
}

void GameController::logScore(const sl::Effect& fx)
{
    const sl::GameState& s = state();
    const bool final = fx.kind == sl::Effect::Kind::FinalScore;
    const slui::RealmLabel place = slui::realmLabel(s, fx.realm);
    const BoardFeedback fb = scoreFeedback(s, fx);
    if (final) {
        // Shown on the board realm by realm before the final dialog (MainWindow::showFinal).
        if (!m_final) m_final = FinalReport{};
        m_final->finalScoring.append(
            {fx.realmKind, place, fx.side, fx.points, true, fb.cells, fb.colour});
    }
    if (!final && !m_rebuilding) m_feedback.append(fb);
    appendLog(
        -1,
        TurnNarrator::scored(final, fx.points, place, TurnNarrator::sideName(record(), fx.side)),
        final ? QStringLiteral("7-end-of-game-and-final-scoring")
              : QStringLiteral("6-scoring-during-the-game-r-score"));
}

void GameController::logBattle(const BattleReport& battle)
{
    const QString rule = QStringLiteral("5-battles");
    appendLog(-1,
              TurnNarrator::battleWon(int(battle.rolls.size()), battle.place,
                                      TurnNarrator::sideName(record(), battle.winner)),
              rule);
    for (qsizetype i = 0; i < battle.sides.size(); ++i)
        if (battle.points[i] > 0)
            appendLog(-1,
                      TurnNarrator::battlePoints(
                          battle.points[i], TurnNarrator::sideName(record(), battle.sides[i].side)),
                      rule);
    if (!m_rebuilding) emit battleFought(battle);
}

void GameController::advance()
{
    m_match->settle(*m_chance);
    resetTentative();
    if (state().phase() == sl::Phase::GameOver) {
        finish();
        return;
    }
    emit changed();
    if (!m_shown) // a held battle shows its turn's scoring when it is revealed
        flushFeedback();
}

void GameController::finish()
{
    const sl::GameState& s = state();
    if (!m_final) m_final = FinalReport{};
    addFinalTotals(s, *m_final);
    QList<LogText> names;
    for (int w : m_final->winners)
        names << TurnNarrator::sideName(record(), w);
    appendLog(-1, TurnNarrator::gameOver(names));
    emit changed();
    if (!m_shown) flushFeedback();
    emit gameOver(*m_final);
}

void GameController::resetTentative()
{
    if (hasGame())
        m_turn.start(state());
    else
        m_turn.clear();
}

void GameController::turnChanged(bool changedTurn)
{
    if (changedTurn) emit changed();
}

QList<QPoint> GameController::legalCells() const
{
    QList<QPoint> cells;
    for (const sl::Cell& c : m_turn.legalCells())
        cells.append(QPoint(c.x, c.y));
    return cells;
}

QList<int> GameController::legalRotations(QPoint cell) const
{
    QList<int> rots;
    for (int r : m_turn.legalRotations({cell.x(), cell.y()}))
        rots.append(r);
    return rots;
}

bool GameController::offersChoices() const
{
    return hasGame() && !m_shown && !isOver() && !isComputerTurn();
}

TurnActions GameController::turnActions() const
{
    TurnActions a;
    const sl::GameState* s = viewState();
    a.placing = s && s->phase() == sl::Phase::PlaceTile;
    a.computer = isComputerTurn();
    const bool person = a.placing && !a.computer;
    a.rotate = person;
    a.placed = person && m_turn.placement().has_value();
    a.chooseMeeple = a.placed && !m_turn.meepleTargets().empty();
    return a;
}

void GameController::selectCell(QPoint cell)
{
    if (!humanMayAct()) return;
    if (m_guard && !isComputerTurn())
        if (const QString why = m_guard->refusesCell(cell); !why.isEmpty()) {
            emit refused(why);
            return;
        }
    turnChanged(m_turn.select({cell.x(), cell.y()}));
}

void GameController::rotate(int direction)
{
    if (humanMayAct() && hasGame()) turnChanged(m_turn.rotate(direction));
}

void GameController::chooseMeeple(const sl::MeepleMove& target)
{
    if (humanMayAct()) turnChanged(m_turn.choose(target));
}

void GameController::setLarge(bool large)
{
    m_turn.setLarge(large);
    emit changed();
}

void GameController::setEquipment(sl::Equipment e)
{
    m_turn.setEquipment(e);
    emit changed();
}

void GameController::cycleMeeple(int direction)
{
    if (!humanMayAct() || !m_turn.placement()) return;
    const std::vector<sl::MeepleMove>& targets = m_turn.meepleTargets();
    if (targets.empty()) return;
    const auto same = [](const sl::MeepleMove& a, const sl::MeepleMove& b) {
        return a.target == b.target && a.segment == b.segment && a.x == b.x && a.y == b.y;
    };
    // Positions 0..n-1 are the spots, n is "no meeple".
    const int n = int(targets.size());
    int at = n;
    for (int i = 0; m_turn.meeple() && i < n; ++i)
        if (same(targets[std::size_t(i)], *m_turn.meeple())) at = i;
    const int next = ((at + direction) % (n + 1) + n + 1) % (n + 1);
    if (next == n)
        turnChanged(m_turn.meeple() && m_turn.takeBack());
    else
        turnChanged(m_turn.choose(targets[std::size_t(next)]));
}

void GameController::cycleEquipment()
{
    if (!humanMayAct() || !hasGame()) return;
    const sl::GameState& s = state();
    if (!s.expansion()) return;
    const int p = s.currentPlayer();
    sl::Equipment e = m_turn.equipmentSelected();
    for (int step = 0; step < 3; ++step) {
        e = static_cast<sl::Equipment>((int(e) + 1) % 3);
        if (e == sl::Equipment::None || s.equipmentInSupply(p, e)) break;
    }
    setEquipment(e);
}

void GameController::takeBack()
{
    if (humanMayAct()) turnChanged(m_turn.takeBack());
}

void GameController::confirm()
{
    if (!humanMayAct()) return;
    if (!hasGame() || !m_turn.placement()) return;
    const sl::Placement place = *m_turn.placement();
    const sl::MeepleMove meeple = m_turn.meepleToPlay();
    if (m_guard && !isComputerTurn())
        if (const QString why = m_guard->refusesTurn(place, meeple); !why.isEmpty()) {
            emit refused(why);
            return;
        }
    m_turnStart = state();
    if (!playPlacement(place)) return;
    playMeeple(meeple);
    advance();
}

void GameController::skipMeeple()
{
    if (!humanMayAct()) return;
    if (m_turn.meeple()) m_turn.takeBack(); // only the meeple: the tile stays
    confirm();
}

bool GameController::playPlacement(const sl::Placement& place)
{
    const int player = state().currentPlayer();
    const sl::LocalizedText tileName = state().catalog().type(state().drawnTile()).def.name;
    m_actionTurn = state().turn() + 1;
    if (m_match->play(sl::Event::placeTile(place)) != sl::ApplyError::None) return false;
    appendLog(player, TurnNarrator::placed(playerName(player), tileName));
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
    const bool shown = m_turn.place(place);
    emit changed();
    return shown;
}

bool GameController::showComputerMeeple(const sl::MeepleMove& meeple)
{
    if (!isComputerTurn() || !m_turn.chooseExactly(meeple)) return false;
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
    return m_sync->unsavedEvents();
}

int GameController::unsavedTurns() const
{
    return m_sync->unsavedTurns();
}

bool GameController::retryStore()
{
    return m_sync->retry();
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
    if (m_turnStart && hasGame()) m_feedback.append(meeplesGoneHome(*m_turnStart, state()));
    m_turnStart.reset();
    if (!m_feedback.isEmpty()) emit boardFeedback(m_feedback);
    m_feedback.clear();
}

void GameController::appendLog(int player, LogText text, const QString& rule)
{
    LogEntry e;
    e.turn = m_logTurn > 0 ? m_logTurn : hasGame() ? state().turn() + 1 : 0;
    e.player = player;
    e.text = std::move(text);
    e.rule = rule;
    m_log.append(e);
    emit logAppended(e);
}

} // namespace slapp
