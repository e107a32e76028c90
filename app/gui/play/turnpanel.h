// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tileset.h"

#include <QPixmap>
#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QToolButton;
class QButtonGroup;

namespace slapp {

class GameController;

/** The drawn tile, as large as the panel has room for (it never overlaps the text below). */
class TilePreview : public QWidget
{
public:
    using QWidget::QWidget;
    void setPixmap(const QPixmap& pixmap);
    void clear();
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QPixmap m_pixmap;
};

/**
 * The current turn: whose turn it is, the drawn tile (with its rotation), a hint what to do,
 * and the turn's choices: rotate, meeple size, equipment, take back, skip the meeple, confirm.
 */
class TurnPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TurnPanel(GameController* controller, QWidget* parent = nullptr);

    QPushButton* confirmButton() const { return m_confirm; }
    QString hintText() const;
    /** Whose turn it is, or the battle being shown, as the panel's heading says it. */
    QString headingText() const;
    /** "No meeple can go here", and why: the meeples are all out, or who holds each realm. */
    QString noMeepleText() const;
    /** The computer players are paused (or go on): the hint says so on a computer's turn. */
    void setComputersPaused(bool paused);
    /** Shown when the game is over: a new game, the replay of this one, the game browser. */
    QWidget* afterGameBox() const { return m_after; }

signals:
    void newGameRequested();
    void replayRequested();
    void browserRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    bool m_computersPaused = false;
    std::vector<sl::TileSet> m_setsSeen;      ///< the game's tile sets last looked at
    std::vector<sl::LocalizedText> m_ownSets; ///< the names of those not built in
    void refresh();
    void retranslate();

    GameController* m_controller;
    QLabel* m_player;
    TilePreview* m_tile;
    QLabel* m_tileName;
    QLabel* m_hint;
    QLabel* m_left;
    QLabel* m_sets; ///< the game's own tile sets, named (hidden with the built-in ones)
    QToolButton* m_rotateLeft;
    QToolButton* m_rotateRight;
    QWidget* m_meepleBox;
    QToolButton* m_small;
    QToolButton* m_large;
    QWidget* m_equipBox;
    QToolButton* m_noEquip;
    QToolButton* m_saber;
    QToolButton* m_blaster;
    QButtonGroup* m_sizeGroup;
    QButtonGroup* m_equipGroup;
    QPushButton* m_takeBack;
    QPushButton* m_skip;
    QPushButton* m_confirm;
    QWidget* m_after;
    QPushButton* m_newGame;
    QPushButton* m_replay;
    QPushButton* m_browser;
};

} // namespace slapp
