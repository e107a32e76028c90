// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

class QApplication;
class QHeaderView;

namespace slui {

/** The dark, calm look of the game windows (Fusion style with a space palette). */
void applyTheme(QApplication& app);

/** A table's row names read as text beside the figures, not as a column of grey buttons. */
void showRowNamesAsText(QHeaderView* rows);

} // namespace slui
