// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

class QWidget;

namespace slui {

/**
 * Quit (Ctrl+Q) from any window: the windows that may refuse to close are asked first, the
 * tile-set editors (unsaved edits), then the play window (a tile placed but not confirmed), then
 * the rest close. A Cancel anywhere keeps every window that had not closed yet open, the play
 * window with it. Returns whether every window closed.
 */
bool quitAll();

/** Gives `window` the Quit key (Ctrl+Q) running quitAll(), for windows without a Quit action. */
void addQuitShortcut(QWidget* window);

} // namespace slui
