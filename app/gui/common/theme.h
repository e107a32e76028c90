#pragma once

class QApplication;

namespace slapp {

/** The dark, calm look of the game windows (Fusion style with a space palette). */
void applyTheme(QApplication& app);

} // namespace slapp
