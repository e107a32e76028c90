// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "computerplayers.h"

#include "common/backgroundtask.h"
#include "gamecontroller.h"

#include <QApplication>
#include <QTimer>

namespace slapp {
namespace {
constexpr int kBlockedRetryMs = 150;

sl::ai::Level levelOf(sl::SeatLevel level)
{
    switch (level) {
    case sl::SeatLevel::Easy:
        return sl::ai::Level::Easy;
    case sl::SeatLevel::Normal:
        return sl::ai::Level::Normal;
    case sl::SeatLevel::Hard:
        return sl::ai::Level::Hard;
    case sl::SeatLevel::Expert:
        return sl::ai::Level::Expert;
    case sl::SeatLevel::Random: // (not a level: gameStarted() seats a random mover)
        break;
    }
    return sl::ai::Level::Normal;
}
} // namespace

ComputerPlayers::ComputerPlayers(GameController* controller, QObject* parent)
    : QObject(parent), m_controller(controller), m_task(new slui::BackgroundTask(this)),
      m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] { m_staged ? step() : poke(); });
    connect(m_controller, &slui::GameView::changed, this, [this] {
        if (!m_staged && !m_task->isRunning())
            QTimer::singleShot(0, this, &ComputerPlayers::poke); // after the window has updated
    });
    connect(m_controller, &GameController::logRevealed, this, &ComputerPlayers::poke);
    // A take-back goes back under a turn being planned or shown: it is dropped.
    connect(m_controller, &GameController::turnTakenBack, this, [this] {
        stop();
        QTimer::singleShot(0, this, &ComputerPlayers::poke);
    });
    connect(m_task, &slui::BackgroundTask::runningChanged, this, [this](bool running) {
        m_controller->setComputerThinking(running);
        emit thinkingChanged(running);
    });
}

ComputerPlayers::~ComputerPlayers()
{
    // The window's controller may be gone already (a sibling made before this): a search
    // stopped now must not tell it that the computer stopped thinking.
    m_task->disconnect(this);
    m_task->cancel();
}

bool ComputerPlayers::isThinking() const
{
    return m_task->isRunning();
}

void ComputerPlayers::setPaused(bool paused)
{
    m_paused = paused;
    if (!paused) QTimer::singleShot(0, this, [this] { m_staged ? step() : poke(); });
}

void ComputerPlayers::gameStarted()
{
    stop();
    m_players.clear();
    if (!m_controller->hasGame()) return;
    const sl::GameSetup& setup = m_controller->record().setup;
    for (std::size_t seat = 0; seat < setup.players.size(); ++seat) {
        const sl::PlayerInfo& p = setup.players[seat];
        // A seed of each seat's own, fixed by the game's seed: the same game plays the same.
        const std::uint64_t seed = setup.seed ^ (0x9e3779b97f4a7c15ULL * (seat + 1));
        if (p.kind != sl::SeatKind::Computer)
            m_players.push_back(nullptr);
        else if (p.level == sl::SeatLevel::Random) // a simulated game continued
            m_players.push_back(sl::ai::makePlayer(sl::ai::Kind::Random, seed));
        else
            m_players.push_back(sl::ai::makePlayer(levelOf(p.level), seed, m_budget));
    }
    QTimer::singleShot(0, this, &ComputerPlayers::poke);
}

void ComputerPlayers::stop()
{
    m_task->cancel();
    m_timer->stop();
    m_staged.reset();
}

bool ComputerPlayers::blocked() const
{
    // Not while a battle waits to be shown, a dialog is open (a battle, a question) or paused.
    return m_paused || m_controller->isBattleHeld() || QApplication::activeModalWidget() != nullptr;
}

void ComputerPlayers::poke()
{
    if (m_staged || m_task->isRunning() || !m_controller->isComputerTurn()) return;
    const sl::GameState& state = m_controller->state();
    const auto seat = static_cast<std::size_t>(state.currentPlayer());
    if (state.phase() != sl::Phase::PlaceTile || seat >= m_players.size() || !m_players[seat])
        return;
    if (blocked()) {
        if (!m_paused) m_timer->start(kBlockedRetryMs);
        return;
    }
    const std::size_t key = m_controller->record().events.size();
    if (m_script)
        if (const auto scripted = m_script(state, key)) {
            decided(*scripted, key);
            return;
        }
    auto result = std::make_shared<sl::ai::TurnAction>();
    sl::ai::Player* player = m_players[seat].get();
    m_task->start(
        [player, snapshot = state, result](const std::atomic<bool>* cancel) {
            *result = player->planTurn(snapshot, cancel);
        },
        [this, result, key] { decided(*result, key); });
}

void ComputerPlayers::decided(const sl::ai::TurnAction& action, std::size_t key)
{
    if (!m_controller->hasGame() || m_controller->record().events.size() != key ||
        !m_controller->isComputerTurn())
        return;
    m_staged = Staged{action, 0, key};
    step();
}

void ComputerPlayers::step()
{
    if (!m_staged) return;
    if (!m_controller->hasGame() || m_controller->record().events.size() != m_staged->key) {
        m_staged.reset(); // the game changed under the turn (closed, replaced)
        return;
    }
    if (blocked()) {
        if (!m_paused) m_timer->start(kBlockedRetryMs);
        return;
    }
    Staged& turn = *m_staged;
    if (turn.shown == 0) {
        turn.shown = 1;
        if (!m_controller->showComputerPlacement(turn.action.place)) {
            m_staged.reset();
            return;
        }
        if (m_pace > 0 && turn.action.meeple.target != sl::MeepleTarget::None) {
            m_timer->start(m_pace);
            return;
        }
    }
    if (turn.shown == 1) {
        turn.shown = 2;
        m_controller->showComputerMeeple(turn.action.meeple);
        if (m_pace > 0) {
            m_timer->start(m_pace);
            return;
        }
    }
    m_staged.reset();
    m_controller->confirmComputerTurn();
}

void ComputerPlayers::hurry()
{
    if (!m_staged || m_paused) return;
    m_timer->stop();
    while (m_staged && !blocked())
        step();
    if (!m_staged) m_timer->stop();
}

} // namespace slapp
