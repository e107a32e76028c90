// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once
// Playing the play window by keys alone, as a person does (tst_keyboardplay, tst_lessons).

#include "play/mainwindow.h"
#include "widgets/boardwidget.h"

#include <QApplication>
#include <QTest>
#include <QTimer>

namespace sltest {

/** Keys to whatever has the keyboard focus, as a person pressing them. */
inline void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget* to = QApplication::focusWidget();
    QVERIFY(to);
    QTest::keyClick(to, Qt::Key(key), modifiers);
}

/** The window active again and its board focused, as after a dialog closes (the window manager's
 *  part, which the offscreen platform does not play). */
inline void backToBoard(slapp::MainWindow& window)
{
    QApplication::setActiveWindow(&window);
    window.board()->setFocus();
}

/** Closes every modal dialog (a battle, the final scores) with Escape as it opens. */
class DialogCloser : public QObject
{
public:
    DialogCloser()
    {
        m_timer.setInterval(20);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            if (QWidget* modal = QApplication::activeModalWidget()) {
                QTest::keyClick(modal, Qt::Key_Escape);
                ++closed;
            }
        });
        m_timer.start();
    }
    int closed = 0;

private:
    QTimer m_timer;
};

} // namespace sltest
