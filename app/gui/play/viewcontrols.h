// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QToolBar;
class QWidget;

namespace slui {
class BoardWidget;
} // namespace slui

namespace slapp {

class ComputerPlayers;

/**
 * The play window's View choices: zoom in, zoom out and fit of the board; the display choices
 * (kept in the settings: the highlight of where the tile fits, the battle and scoring shows,
 * computers' battles in a dialog too, reduced motion, the colour-blind palette); the language.
 */
class ViewControls : public QObject
{
    Q_OBJECT
public:
    /** The actions act on `board` and are shortcuts of `window`; the tile's settling motion
     *  follows the pace of `computers`. */
    ViewControls(slui::BoardWidget* board, ComputerPlayers* computers, QWidget* window);

    /** Zoom in, zoom out, fit. */
    QList<QAction*> zoomActions() const;
    /** Adds the zoom actions to the toolbar `tools`: out, in, fit. */
    void addZoomTo(QToolBar* tools);
    /** The display choices, for the View menu. */
    QList<QAction*> displayActions() const;
    /** Adds the Language submenu to `menu`. */
    void addLanguageMenu(QMenu* menu);
    void retranslate();
    /** Zoom and fit act on the board: only while a game is on it. */
    void update(bool boardWithGame);
    /** The choices of the last run. */
    void restore();
    /** The board's placement motion for the computers' pace and the "reduce motion" choice. */
    void updateMotion();

    QAction* animationsAction() const { return m_animationsAct; }
    QAction* battleDialogsAction() const { return m_battleDialogsAct; }
    QAction* colourBlindAction() const { return m_colourBlindAct; }
    QAction* reduceMotionAction() const { return m_reduceMotionAct; }
    /** The Language menu's entry of "en", "cs", or else the system's language. */
    QAction* languageAction(const QString& code) const;

private:
    /** Draws every window in the colour-blind palette (or the standard one). */
    static void setColourBlindPalette(bool on);

    slui::BoardWidget* m_board;
    ComputerPlayers* m_computers;
    QAction* m_zoomInAct = nullptr;
    QAction* m_zoomOutAct = nullptr;
    QAction* m_fitAct = nullptr;
    QAction* m_hintsAct = nullptr;
    QAction* m_animationsAct = nullptr;
    QAction* m_battleDialogsAct = nullptr; ///< computers' battles in a dialog too
    QAction* m_reduceMotionAct = nullptr;  ///< no settling motion of a tile put down
    QAction* m_colourBlindAct = nullptr;   ///< the colour-blind palette
    QActionGroup* m_languageGroup = nullptr;
    QMenu* m_languageMenu = nullptr;
    QAction* m_systemLanguageAct = nullptr;
    QAction* m_englishAct = nullptr;
    QAction* m_czechAct = nullptr;
};

} // namespace slapp
