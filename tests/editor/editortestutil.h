// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once
// Helpers of the editor's window tests.

#include <QAction>
#include <QString>
#include <QWidget>

namespace sled::testutil {

/** The action of `w` whose text (without its '&') is `text`, or null. */
inline QAction* action(QWidget& w, const QString& text)
{
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == text) return a;
    return nullptr;
}

} // namespace sled::testutil
