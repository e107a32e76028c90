// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "dialogqueue.h"

#include <QPointer>
#include <QTimer>

#include <memory>

namespace slapp {

void DialogQueue::enqueue(Step step)
{
    m_steps.append(std::move(step));
    schedule();
}

void DialogQueue::enqueueModal(std::function<void()> show)
{
    enqueue([show = std::move(show)](const Done& done) {
        show();
        done();
    });
}

void DialogQueue::schedule()
{
    // One pending start at a time: a second step queued before the first one started waits
    // for it instead of starting in a nested event loop of its dialog.
    if (m_running || m_scheduled || m_steps.isEmpty()) return;
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        runNext();
    });
}

void DialogQueue::runNext()
{
    if (m_running || m_steps.isEmpty()) return;
    m_running = true;
    const Step step = m_steps.takeFirst();
    QPointer<DialogQueue> self(this);
    auto finished = std::make_shared<bool>(false); // done counts once
    step([self, finished] {
        if (!self || *finished) return;
        *finished = true;
        self->m_running = false;
        self->schedule();
    });
}

} // namespace slapp
