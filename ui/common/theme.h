// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

class QApplication;

namespace slapp {

/** The dark, calm look of the game windows (Fusion style with a space palette). */
void applyTheme(QApplication& app);

} // namespace slapp
