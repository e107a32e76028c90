// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

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

} // namespace slui
