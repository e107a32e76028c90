// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QByteArray>
#include <QSize>

class QWidget;

namespace slui {

/** Sizes a window to `preferred`, or to what its screen has room for when that is less (a
 *  1366x768 laptop, a large scale factor), and keeps it inside the screen. */
void fitToScreen(QWidget* window, QSize preferred);

/** Restores a saved geometry when it fits the screen now (it may come from another screen or
 *  scale factor); otherwise fitToScreen(`preferred`). */
void restoreOrFit(QWidget* window, const QByteArray& geometry, QSize preferred);

} // namespace slui
