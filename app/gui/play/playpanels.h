// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QByteArray>
#include <QObject>

class QAbstractItemModel;
class QDockWidget;
class QListView;
class QMainWindow;
class QMenu;
class QWidget;

namespace slapp {

/**
 * The panels docked around the board of the play window (the turn, the players, the remaining
 * tiles, the turn log), their View menu entries, their first arrangement, and their layout kept
 * while the welcome page stands in the board's place.
 */
class PlayPanels : public QObject
{
    Q_OBJECT
public:
    /** Docks `turn` and `players` on the right of `window`, the remaining tiles of `remaining`
     *  and the turn log of `log` (a TurnLogModel) on the left. */
    PlayPanels(QMainWindow* window, QWidget* turn, QWidget* players, QAbstractItemModel* remaining,
               QAbstractItemModel* log);

    /** Adds an entry to show or hide each panel to `menu` (T: remaining tiles, L: turn log). */
    void addTo(QMenu* menu);
    void retranslate();
    /** First start, nothing saved: the side panels in proportion to the window's width, so
     *  that the board keeps most of it. */
    void arrangeFirstTime();
    /** Keeps the window's layout and hides the panels (the welcome page has no game). */
    void putAway();
    /** The layout kept by putAway(), again. */
    void bringBack();
    /** The layout the panels had beside the board when last put away; empty before. */
    QByteArray boardLayout() const { return m_boardLayout; }
    QListView* logView() const { return m_logView; }

private:
    QDockWidget* dock(const QString& name, QWidget* content, Qt::DockWidgetArea area);

    QMainWindow* m_window;
    QListView* m_logView;
    QDockWidget* m_turnDock;
    QDockWidget* m_playersDock;
    QDockWidget* m_remainingDock;
    QDockWidget* m_logDock;
    QByteArray m_boardLayout;
};

} // namespace slapp
