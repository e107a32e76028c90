// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "gamecontroller.h"
#include "rules/lesson.h"

#include <QFrame>
#include <QHash>
#include <QPointer>

#include <array>
#include <memory>
#include <optional>

class QLabel;
class QMenu;
class QPushButton;

namespace slui {
class BoardWidget;
}

namespace slapp {

class ComputerPlayers;

/**
 * "Learn to play" (issue 35): a lesson of resources/lessons (sl::Lesson, a whole short game
 * scripted) played in the play window with the window's own board, keys and panels. A banner
 * above the board says what to do and, after each turn, what it did with the points the rules
 * gave; the cell the tile goes on is outlined; any other cell, rotation or meeple is refused with
 * the lesson's friendly word (a TurnGuard of the controller); the computer's turns are the
 * lesson's, shown at the computers' pace. The game is stored nowhere (it counts for no player);
 * where the player is is kept in the settings at each turn's start, so a lesson left is
 * continued there.
 */
class LessonGuide : public QFrame, public TurnGuard
{
    Q_OBJECT
public:
    LessonGuide(GameController* controller, ComputerPlayers* computers, slui::BoardWidget* board,
                QWidget* parent = nullptr);
    ~LessonGuide() override;

    /** The lessons the program carries, in their order. */
    static QStringList lessonIds();
    /** Lesson `id` as the program carries it, read and checked, or null (`error` says why). */
    static std::shared_ptr<const sl::Lesson> load(const QString& id, QString* error = nullptr);
    /** The lesson left unfinished and the events played in it, if any. */
    static std::optional<std::pair<QString, std::size_t>> savedProgress();
    /** Whether lesson `id` was played to its end once. */
    static bool isDone(const QString& id);
    /** Fills `menu` with the lessons and the one to continue; a choice emits startRequested. */
    void fillMenu(QMenu* menu);

    /** Starts lesson `id` in the window's controller, at `events` events played (0: the start);
     *  false with lastError() when it cannot be read. */
    bool start(const QString& id, std::size_t events = 0);
    /** Leaves the lesson (where the player was stays saved). */
    void stop();
    bool isActive() const { return m_lesson != nullptr; }
    QString lastError() const { return m_error; }
    const sl::Lesson* lesson() const { return m_lesson.get(); }

    /** What the banner says now: the lesson and turn, what the last turn did, what to do, and
     *  the refusal of the last wrong move (tests read them as the player does). */
    QString heading() const;
    QString result() const;
    QString instruction() const;
    QString refusal() const;

    QString refusesCell(QPoint cell) const override;
    QString refusesTurn(const sl::Placement& place, const sl::MeepleMove& meeple) const override;

signals:
    /** A lesson was chosen in the menu (`resume`: from where it was left). */
    void startRequested(const QString& id, bool resume);
    /** The player left the lesson (the banner's button). */
    void leaveRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    /** The step whose turn is to be played now (the next event is its "place"), or null. */
    const sl::LessonStep* currentStep() const;
    std::array<int, 2> scoresShown() const;
    QString language() const;

    /** Guarded: the window may delete the controller before the guide (its children go in
     *  their order), and the guide's end takes its guard off a controller still there. */
    QPointer<GameController> m_controller;
    ComputerPlayers* m_computers;
    slui::BoardWidget* m_board;
    std::shared_ptr<const sl::Lesson> m_lesson;
    QString m_id;
    QString m_error;
    QString m_refusal;
    /** The scores shown when a turn began (its "place" event), for the points it brings. */
    QHash<qsizetype, std::array<int, 2>> m_turnStart;
    /** The scores shown when it had ended (its battles shown), by the same event. */
    QHash<qsizetype, std::array<int, 2>> m_turnEnd;
    QLabel* m_heading;
    QLabel* m_result;
    QLabel* m_instruction;
    QLabel* m_refused;
    QPushButton* m_next;
    QPushButton* m_leave;
};

} // namespace slapp
