// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace slui {
namespace {
QRect availableFor(const QWidget* window)
{
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}
} // namespace

void fitToScreen(QWidget* window, QSize preferred)
{
    const QRect screen = availableFor(window);
    if (!screen.isValid()) {
        window->resize(preferred);
        return;
    }
    // Room for the window's frame and title bar, which the size does not include.
    const QSize room(screen.width() * 96 / 100, screen.height() * 90 / 100);
    const QSize size = preferred.boundedTo(room).expandedTo(window->minimumSize());
    window->resize(size);
    if (window->isWindow() && !screen.contains(window->frameGeometry())) {
        const int x = std::clamp(window->x(), screen.left(),
                                 std::max(screen.left(), screen.right() - size.width()));
        const int y = std::clamp(window->y(), screen.top(),
                                 std::max(screen.top(), screen.bottom() - size.height()));
        window->move(x, y);
    }
}

void restoreOrFit(QWidget* window, const QByteArray& geometry, QSize preferred)
{
    const QRect screen = availableFor(window);
    if (!geometry.isEmpty() && window->restoreGeometry(geometry) &&
        (!screen.isValid() || screen.contains(window->frameGeometry())))
        return;
    fitToScreen(window, preferred);
}

} // namespace slui
