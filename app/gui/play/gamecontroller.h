// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "battlerecorder.h"
#include "reports.h"
#include "rules/record.h"
#include "rules/takeback.h"
#include "rules/tentativeturn.h"
#include "store/storetypes.h"
#include "turnnarrator.h"
#include "widgets/gameview.h"

#include <QList>
#include <QObject>
#include <QPoint>

#include <functional>
#include <memory>
#include <optional>

namespace slapp {

class GameStore;
class StoreSync;

/** One line of the turn log; its text is made on demand so it follows the UI language. */
struct LogEntry
{
    int turn = 0;
    int player = -1; ///< seat, or -1 for the rules' own lines
    LogText text;
    QString rule; ///< the section of the rules a rules' own line follows (Help ▸ Rules), or empty
};

/** What a guide (a lesson) lets the person at this computer do: each refusal in words. */
class TurnGuard
{
public:
    TurnGuard() = default;
    virtual ~TurnGuard() = default;
    TurnGuard(const TurnGuard&) = delete;
    TurnGuard& operator=(const TurnGuard&) = delete;
    /** Why the drawn tile may not be put on `cell`, or an empty string. */
    virtual QString refusesCell(QPoint cell) const = 0;
    /** Why the turn may not be confirmed so, or an empty string. */
    virtual QString refusesTurn(const sl::Placement& place, const sl::MeepleMove& meeple) const = 0;
};

/** What the person at this computer may do now: worked out once, for the menus and the Turn
 *  panel alike. */
struct TurnActions
{
    bool placing = false;      ///< the moment shown waits for a tile (not a battle, not the end)
    bool computer = false;     ///< the turn is a computer's: its choices are not offered
    bool rotate = false;       ///< turn the drawn or tentative tile
    bool placed = false;       ///< a tentative tile is on the board: confirm, skip, take back
    bool chooseMeeple = false; ///< a meeple may go on the tentative tile
};

/**
 * Drives one live game for the windows: the engine's Match, its chance source, the turn being
 * made (sl::TentativeTurn) until the player confirms it, and the wiring to the store
 * (StoreSync), the log's prose (TurnNarrator) and the battle reports (BattleRecorder). It never
 * decides a rule itself: it only asks the engine.
 */
class GameController : public slui::GameView
{
    Q_OBJECT
public:
    explicit GameController(GameStore* store, QObject* parent = nullptr);
    ~GameController() override;

    /**
     * Starts a new stored game; false (and lastError) when the store refuses. A setup that is
     * not `seeded` draws from a generator seeded in memory only (nothing stored tells the future).
     */
    bool startNew(const sl::GameSetup& setup, const GameOptions& options = {},
                  qint64 originGame = 0, int originEvent = 0);
    /** Loads a stored game and continues it from its last event. */
    bool resume(qint64 gameId);
    /**
     * Starts a game that is not stored (a lesson): `record`'s first `events` events played again
     * (no dialog shown), then its other tiles and dice drawn in their order, whatever is played.
     */
    bool startScripted(const sl::GameRecord& record, std::size_t events,
                       const GameOptions& options);
    /** A guide the person's choices go past (not owned; null: none). */
    void setGuard(const TurnGuard* guard) { m_guard = guard; }
    void close();

    bool hasGame() const { return m_match.has_value(); }
    qint64 gameId() const;
    QString lastError() const { return m_lastError; }
    const sl::GameState& state() const { return m_match->state(); }
    const sl::GameRecord& record() const { return m_match->record(); }
    const QList<LogEntry>& log() const { return m_log; }
    /** Log lines the windows may show: a battle's outcome is held back until it is revealed. */
    int visibleLogCount() const { return m_logHold >= 0 ? int(m_logHold) : int(m_log.size()); }
    /** Whether a fought battle waits to be shown (the view state is the one before its dice). */
    bool isBattleHeld() const { return m_shown.has_value(); }
    bool isOver() const { return hasGame() && state().phase() == sl::Phase::GameOver; }
    const std::optional<FinalReport>& finalReport() const { return m_final; }

    // --- computer seats (the ComputerPlayers driver plays them through these) ---
    /** The seat to move is a computer's (and the game is not over). */
    bool isComputerTurn() const;
    /** A computer seat's turn is being decided off the GUI thread (shown by the panels). */
    bool isComputerThinking() const { return m_computerThinking; }
    void setComputerThinking(bool thinking);
    /** Shows a computer's placement as the tentative tile (exact rotation). */
    bool showComputerPlacement(const sl::Placement& place);
    /** Shows a computer's meeple on the tentative tile (exact size and equipment). */
    bool showComputerMeeple(const sl::MeepleMove& meeple);
    /** Commits the computer's shown turn. */
    void confirmComputerTurn();

    // --- the tentative turn (sl::TentativeTurn decides what may go where) ---
    const sl::TentativeTurn& turn() const { return m_turn; }
    /** The drawn tile's rotation while it is not on the board yet. */
    int previewRotation() const { return m_turn.previewRotation(); }
    /** Cells where the drawn tile fits in some rotation (the highlighted cells). */
    QList<QPoint> legalCells() const;
    /** Distinct rotations of the drawn tile that fit at `cell`, in increasing order. */
    QList<int> legalRotations(QPoint cell) const;
    std::optional<sl::Placement> pendingPlacement() const { return m_turn.placement(); }
    /** The state with the pending placement applied, for drawing and meeple options. */
    const sl::GameState* pendingState() const { return m_turn.pendingState(); }
    /** Every meeple option of the pending placement, the pass excluded. */
    const std::vector<sl::MeepleMove>& meepleTargets() const { return m_turn.meepleTargets(); }
    std::optional<sl::MeepleMove> pendingMeeple() const { return m_turn.meeple(); }
    bool largeSelected() const { return m_turn.largeSelected(); }
    sl::Equipment equipmentSelected() const { return m_turn.equipmentSelected(); }
    /** What the person at this computer may do now. */
    TurnActions turnActions() const;

    /** The game's own options (take-backs allowed or not). */
    const GameOptions& options() const { return m_options; }
    /**
     * Whether Turn ▸ Take back turn may be used now: the game allows it, a person has confirmed
     * a turn, the game is not over, no battle waits to be shown and every move is stored.
     */
    bool canTakeBackTurn() const;
    /** Turns this game has taken back (for the window's texts). */
    int takeBackCount() const { return int(m_takeBacks.size()); }

    /** Moves played since the store failed, not in the database yet. */
    int unsavedEvents() const;
    /** The turns those moves belong to (what the user is told): at least 1 while any is unsaved. */
    int unsavedTurns() const;
    /** While a battle is held, the state before its first die; else the live state. */
    const sl::GameState* viewState() const override
    {
        return m_shown ? &*m_shown : hasGame() ? &state() : nullptr;
    }
    const sl::GameRecord* viewRecord() const override { return hasGame() ? &record() : nullptr; }
    const sl::TentativeTurn* tentativeTurn() const override
    {
        return hasGame() && !m_shown ? &m_turn : nullptr;
    }
    /** A person's turn, and no battle waiting to be shown. */
    bool offersChoices() const override;

public slots:
    /** Puts the drawn tile on `cell` (if it fits), keeping the previewed rotation if it can. */
    void selectCell(QPoint cell);
    /** Turns the drawn tile: on the board, to the next rotation that fits there. */
    void rotate(int direction = 1);
    /** Chooses a meeple target of the pending placement (size and equipment as selected). */
    void chooseMeeple(const sl::MeepleMove& target);
    void setLarge(bool large);
    void setEquipment(sl::Equipment e);
    /**
     * The next (1) or previous (-1) meeple spot of the tentative tile, in meepleTargets() order,
     * "no meeple" coming between the last and the first (keyboard play: M, Shift+M).
     */
    void cycleMeeple(int direction);
    /** The next equipment the player has in supply, "none" included (keyboard play: E). */
    void cycleEquipment();
    /** Takes back the meeple, or when there is none the placement. */
    void takeBack();
    /**
     * Takes back the last turn a person confirmed, with the computers' turns after it
     * (takeback.h): recorded in the store, not erased; the tile of that turn is in hand again
     * and the tiles and dice drawn after it come again in the same order. False when it may not
     * (canTakeBackTurn) or the store refused it (lastError; nothing changed).
     */
    bool takeBackTurn();
    /** Commits the pending placement and meeple; every resulting event is stored at once. */
    void confirm();
    /** Commits the pending placement without a meeple. */
    void skipMeeple();
    /** A line of the window's own in the turn log (made when shown, so it follows the language). */
    void appendNote(slapp::LogText text) { appendLog(-1, std::move(text)); }
    /** Tries to write the kept moves now (also tried by itself every few seconds). */
    bool retryStore();
    /** The battle dialogs have shown the battles: the log, the scores and the board may now
     *  show their outcome. */
    void revealBattles();

signals:
    void logAppended(const slapp::LogEntry& entry);
    /** Held log lines became visible (revealBattles). */
    void logRevealed();
    /** The board may show the turn's scoring: points rising, meeples going back to supply. */
    void boardFeedback(const QList<slapp::BoardFeedback>& feedback);
    void battleFought(const slapp::BattleReport& report);
    void gameOver(const slapp::FinalReport& report);
    /** The store could not write an event: the game goes on, its moves are kept and written
     *  as soon as the database can be written again (retryStore). */
    void storeFailed(const QString& message);
    /** Every kept move is in the database again (after storeFailed): `turns` as unsavedTurns()
     *  said; `newId` when the game had to be stored again as a new game (the file had been
     *  replaced), else 0. */
    void storeRecovered(int turns, qint64 newId);
    /** A turn was taken back: the state went back (computer players stop what they planned). */
    void turnTakenBack();
    /** A tile was put down (`meeple` false) or a meeple set (true) now, by a person or a
     *  computer: not while a stored game is played again to be continued. */
    void movePlayed(bool meeple);
    /** The guide refused the person's choice, saying why. */
    void refused(const QString& why);

private:
    void attach();
    /** Plays `record` again into a new match stored as `gameId`, rebuilding the log with the
     *  take-back lines at their place (nothing is stored again, no dialog is shown). */
    void rebuild(qint64 gameId, const sl::GameRecord& record);
    /** Everything of the game shown but the match, its chance and its take-backs. */
    void resetPlay();
    void onEvent(const sl::Event& e, std::size_t index);
    void collectEffects(const sl::Event& e);
    void logAction(const sl::Event& e);
    void logScore(const sl::Effect& fx);
    void logBattle(const BattleReport& battle);
    void advance();
    void finish();
    /** The tile and the meeple of a turn, with their log lines (live play and resume). */
    bool playPlacement(const sl::Placement& place);
    void playMeeple(const sl::MeepleMove& meeple);
    void resetTentative();
    /** Tells the views after a change of the tentative turn (`changedTurn`). */
    void turnChanged(bool changedTurn);
    void appendLog(int player, LogText text, const QString& rule = {});
    /** The name of the seat `player`, as the record has it. */
    QString playerName(int player) const;

    GameStore* m_store;
    StoreSync* m_sync;
    std::optional<sl::Match> m_match;
    std::unique_ptr<sl::RandomChance> m_live;   ///< new outcomes
    std::unique_ptr<sl::QueuedChance> m_chance; ///< outcomes drawn before a take-back, then m_live
    GameOptions m_options;
    QList<TakeBack> m_takeBacks;                ///< in the order made (events not kept)
    std::optional<std::size_t> m_takeBackPoint; ///< where Take back turn goes (takeBackPoint())
    QString m_lastError;
    QList<LogEntry> m_log;
    std::optional<FinalReport> m_final;
    sl::TentativeTurn m_turn;
    BattleRecorder m_battles;

    int m_actor = -1;                     ///< the seat whose decision is being applied, or -1
    int m_actionTurn = 0;                 ///< the turn of the last confirmed tile (1-based)
    int m_logTurn = 0;                    ///< the turn the lines being written belong to
    std::optional<sl::GameState> m_shown; ///< the state shown while a battle is held back
    qsizetype m_logHold = -1;             ///< first held log line, or -1
    bool m_rebuilding = false;            ///< playing a stored game again to rebuild the log
    const TurnGuard* m_guard = nullptr;
    std::optional<sl::GameState> m_turnStart; ///< the state before the turn, to see meeples go home
    QList<BoardFeedback> m_feedback;          ///< the turn's scoring, shown when the board shows it
    void flushFeedback();
    bool m_computerThinking = false;
    bool m_computerActing = false; ///< the driver commits a computer's turn
    /** People may act: the seat to move is a person's (or the driver acts for a computer). */
    bool humanMayAct() const { return m_computerActing || !isComputerTurn(); }
};

} // namespace slapp
