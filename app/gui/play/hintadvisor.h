// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "ai/player.h"

#include <QObject>

#include <memory>

namespace slui {
class BackgroundTask;
} // namespace slui

namespace slapp {

/** The move the Hard player would make, and what it is expected to bring this turn. */
struct Hint
{
    sl::ai::TurnAction action;
    /** Expected projected points of the player's side after the turn minus before it, battles
     *  counted with their exact odds. */
    double gain = 0.0;
    std::shared_ptr<const sl::GameState> placed; ///< the state with the tile placed
    std::size_t key = 0;                         ///< the record's event count it is for
};

/** Works out hints off the GUI thread with the Hard player; one at a time, cancellable. */
class HintAdvisor : public QObject
{
    Q_OBJECT
public:
    explicit HintAdvisor(QObject* parent = nullptr);
    /** Tests: a smaller budget than Hard's. */
    void setBudgetOverride(const sl::ai::Budget& budget) { m_budget = budget; }
    /** The seed of the Hard player that works out the hint for `key` (tests replay it). */
    static std::uint64_t seedFor(std::size_t key) { return 0x4849'4e54ULL ^ key; }
    /** Starts working out the hint for `state` (PlaceTile); `key` comes back with it. */
    void request(const sl::GameState& state, std::size_t key);
    void cancel();
    bool isRunning() const;

signals:
    void ready(const slapp::Hint& hint);
    void runningChanged(bool running);

private:
    slui::BackgroundTask* m_task;
    sl::ai::Budget m_budget;
};

/** The hint's gain and the state after its placement (also used by the tests). */
Hint evaluateTurn(const sl::GameState& state, const sl::ai::TurnAction& action);

} // namespace slapp
