// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "backgroundtask.h"

#include <QMetaObject>

namespace slui {

BackgroundTask::BackgroundTask(QObject* parent) : QObject(parent) {}

BackgroundTask::~BackgroundTask()
{
    cancel();
}

void BackgroundTask::start(std::function<void(const std::atomic<bool>*)> work,
                           std::function<void()> done)
{
    cancel();
    const quint64 generation = ++m_generation;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    emit runningChanged(true);
    // The object outlives the thread (cancel() in the destructor joins it), and Qt drops the
    // posted call if the object is gone by the time the GUI thread gets to it.
    m_thread = std::thread(
        [this, generation, flag = m_cancel, work = std::move(work), done = std::move(done)] {
            work(flag.get());
            if (flag->load()) return;
            // Back on the GUI thread; nothing happens if the task was cancelled or replaced
            // meanwhile.
            QMetaObject::invokeMethod(
                this,
                [this, generation, done] {
                    if (m_generation != generation || !m_running) return;
                    if (m_thread.joinable()) m_thread.join();
                    m_running = false;
                    emit runningChanged(false);
                    done();
                },
                Qt::QueuedConnection);
        });
}

void BackgroundTask::cancel()
{
    ++m_generation;
    if (m_cancel) m_cancel->store(true);
    if (m_thread.joinable()) m_thread.join();
    if (m_running) {
        m_running = false;
        emit runningChanged(false);
    }
}

} // namespace slui
