// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace slapp {

class GameController;

/**
 * A turn played from the keyboard alone, beyond the board's own keys (arrows, Tab, Space): the
 * meeple spots of the tentative tile (M, Shift+M), the meeple's size (S) and equipment (E), and
 * Help ▸ Keyboard shortcuts, which lists every key of the window from its actions.
 */
class TurnKeys : public QObject
{
    Q_OBJECT
public:
    /** Actions are added to `window` (their keys work everywhere in it). */
    TurnKeys(GameController* controller, QMainWindow* window);

    QAction* nextSpotAction() const { return m_nextSpot; }
    QAction* previousSpotAction() const { return m_previousSpot; }
    QAction* sizeAction() const { return m_size; }
    QAction* equipmentAction() const { return m_equipment; }
    QAction* shortcutsAction() const { return m_shortcuts; }

    /** Adds the meeple actions to the Turn menu and Keyboard shortcuts to the Help menu. */
    void addTo(QMenu* turnMenu, QMenu* helpMenu);
    void retranslate();
    /** Enables the actions for the moment shown. */
    void update();

private:
    GameController* m_controller;
    QMainWindow* m_window;
    QAction* m_nextSpot;
    QAction* m_previousSpot;
    QAction* m_size;
    QAction* m_equipment;
    QAction* m_shortcuts;
};

} // namespace slapp
