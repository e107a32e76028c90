// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "statustext.h"

#include <QEvent>
#include <QStatusBar>

namespace slui {

StatusText::StatusText(QStatusBar* bar) : QObject(bar), m_bar(bar)
{
    bar->installEventFilter(this);
}

int StatusText::show(std::function<QString()> text, int timeoutMs)
{
    ++m_number;
    m_text = std::move(text);
    m_timeout = timeoutMs;
    m_since.start();
    m_shown = m_text ? m_text() : QString();
    m_bar->showMessage(m_shown, timeoutMs);
    return m_number;
}

void StatusText::clear(int number)
{
    if (number != 0 && number != m_number) return; // another message replaced it
    if (!m_shown.isEmpty() && m_bar->currentMessage() == m_shown) m_bar->clearMessage();
    m_shown.clear();
    m_text = nullptr;
}

QString StatusText::current() const
{
    return !m_shown.isEmpty() && m_bar->currentMessage() == m_shown ? m_shown : QString();
}

bool StatusText::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_bar && event->type() == QEvent::LanguageChange && m_text &&
        !current().isEmpty()) {
        // Said again in the new language, for the time it had left.
        const int left = m_timeout > 0 ? std::max(1, m_timeout - int(m_since.elapsed())) : 0;
        m_timeout = left;
        m_since.restart();
        m_shown = m_text();
        m_bar->showMessage(m_shown, left);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace slui
