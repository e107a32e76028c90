// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

namespace slui {

/**
 * One piece of work off the GUI thread (a computer player's search, a hint), cancellable at
 * once. The work gets a cancel flag it must watch; its `done` part runs afterwards on the
 * GUI thread, unless the task was cancelled or started again meanwhile. One task at a time:
 * start() cancels the one running.
 */
class BackgroundTask : public QObject
{
    Q_OBJECT
public:
    explicit BackgroundTask(QObject* parent = nullptr);
    ~BackgroundTask() override;

    /** Runs `work` on a thread of its own, then `done` on this object's thread. */
    void start(std::function<void(const std::atomic<bool>* cancel)> work,
               std::function<void()> done);
    /** Stops the work at once (waits for the thread to return) and drops its `done`. */
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void runningChanged(bool running);

private:
    std::thread m_thread;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace slui
