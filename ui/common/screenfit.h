// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QByteArray>
#include <QSize>

class QWidget;

namespace slui {

/** Sizes a window to `preferred`, or to what its screen has room for when that is less (a
 *  1366x768 laptop, a large scale factor), keeps it inside the screen, and keepsInPlace() it. */
void fitToScreen(QWidget* window, QSize preferred);

/** Restores a saved geometry when it fits the screen now (it may come from another screen or
 *  scale factor); otherwise fitToScreen(`preferred`). */
void restoreOrFit(QWidget* window, const QByteArray& geometry, QSize preferred);

/**
 * Keeps a top-level window whole on its screen and where the player left it, once a window
 * manager has framed it: a frame that reaches past the screen's edge is moved in (a manager that
 * cascades new windows puts a tall one past the bottom), and shorter when it cannot fit; a
 * window shown again after it was closed comes back where it was (X11 managers put a window shown
 * again at its old place one title bar lower). fitToScreen and restoreOrFit call it; once per
 * window.
 */
void keepInPlace(QWidget* window);

} // namespace slui
