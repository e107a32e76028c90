// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QList>

class QAction;
class QWidget;

namespace slui {

/**
 * Gives every control of `window` that assistive technology could not name an accessible name,
 * in the language of the moment: an icon-only button its tooltip, a field its placeholder or the
 * label it belongs to, a list or table the title of its panel or group. Names set by the window
 * itself stay. Call it at the end of the window's retranslate(), so that the names follow the
 * language.
 */
void nameControls(QWidget* window);

/**
 * Sets each action's tooltip to its text (without the mnemonic's & and the dots of a dialog, …)
 * followed by its first key in brackets: "Rotate clockwise (R)"; the text alone for an action
 * without a key. Call it after the texts are set, in retranslate().
 */
void nameKeysInToolTips(const QList<QAction*>& actions);

} // namespace slui
