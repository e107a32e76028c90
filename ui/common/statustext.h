// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <functional>

class QStatusBar;

namespace slui {

/**
 * A window's status-bar message made by a function, so that it is said again in the new
 * language after a language switch (for the rest of its time), as every other visible text.
 */
class StatusText : public QObject
{
    Q_OBJECT
public:
    explicit StatusText(QStatusBar* bar);

    /** Shows `text()` now, for `timeoutMs` (0: until replaced or cleared); returns its number. */
    int show(std::function<QString()> text, int timeoutMs = 0);
    /** Clears the message shown as `number` (any of ours when 0) if it is still on the bar. */
    void clear(int number = 0);
    /** The message shown by show() and still on the bar, or empty. */
    QString current() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QStatusBar* m_bar;
    std::function<QString()> m_text;
    QString m_shown;
    int m_timeout = 0;
    int m_number = 0; ///< of the message shown
    QElapsedTimer m_since;
};

} // namespace slui
