// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "quitall.h"

#include <QAction>
#include <QApplication>
#include <QPointer>
#include <QShortcut>
#include <QWidget>

#include <algorithm>

namespace slui {

bool quitAll()
{
    // Which windows ask: the editor first, the play window next (by class, from the layers
    // above this one, which this library does not know).
    const auto rank = [](QWidget* w) {
        const QByteArray cls = w->metaObject()->className();
        if (cls.endsWith("EditorWindow")) return 0;
        if (cls == "slapp::MainWindow") return 1;
        return 2;
    };
    QList<QPointer<QWidget>> windows;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (w->isWindow() && w->isVisible()) windows.append(w);
    std::stable_sort(
        windows.begin(), windows.end(),
        [&](const QPointer<QWidget>& a, const QPointer<QWidget>& b) { return rank(a) < rank(b); });
    for (const QPointer<QWidget>& w : windows)
        if (w && w->isVisible() && !w->close()) return false;
    return true;
}

void addQuitShortcut(QWidget* window)
{
    // Ctrl+Q itself, not QKeySequence::Quit: a platform without a theme (offscreen) has none.
    auto* quit = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q), window);
    QObject::connect(quit, &QShortcut::activated, window, [] { quitAll(); });
}

} // namespace slui
