// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QList>
#include <QObject>

#include <functional>

namespace slapp {

/**
 * What the play window shows after a move, one thing after the other: a battle, the final
 * scoring on the board, the final dialog, a store warning. A step runs when the one before it
 * has finished (it calls `done`), never from inside the move that queued it, and never nested
 * in another step's dialog: two steps queued before the first one starts still run one by one.
 */
class DialogQueue : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void()>;
    using Step = std::function<void(Done done)>;

    using QObject::QObject;

    /** Queues a step that calls `done` when it has finished (at once, or later). */
    void enqueue(Step step);
    /** Queues a step that is finished when `show` returns (a modal dialog's exec()). */
    void enqueueModal(std::function<void()> show);
    /** Forgets the waiting steps (a new game); a running one finishes by itself. */
    void clear() { m_steps.clear(); }

private:
    void schedule();
    void runNext();

    QList<Step> m_steps;
    bool m_running = false;
    bool m_scheduled = false;
};

} // namespace slapp
