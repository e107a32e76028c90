// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>

/** Answering the modal dialogs a test makes the window open, as a user would. */
namespace answer {

/** Runs `act` on the next message box, once it is open. */
template <typename Act> void onNextBox(Act act)
{
    QTimer::singleShot(10, qApp, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            onNextBox(act);
            return;
        }
        act(box);
    });
}

/** Clicks the button with `text` (Cancel when empty) in the next message box; `shown` gets its
 * text. */
inline void nextBox(const QString& text, QString* shown = nullptr)
{
    onNextBox([=](QMessageBox* box) {
        if (shown) *shown = box->text();
        for (QAbstractButton* b : box->buttons())
            if (text.isEmpty() ? box->buttonRole(b) == QMessageBox::RejectRole
                               : b->text() == text) {
                b->click();
                return;
            }
        box->reject();
    });
}

/** Clicks the standard `button` in the next message box; `shown` gets its text. */
inline void nextBox(QMessageBox::StandardButton button, QString* shown = nullptr)
{
    onNextBox([=](QMessageBox* box) {
        if (shown) *shown = box->text();
        box->button(button)->click();
    });
}

/** Types `file` into the next file dialog's name field and accepts it. */
inline void nextFile(const QString& file)
{
    QTimer::singleShot(10, qApp, [=] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        auto* name =
            dialog ? dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")) : nullptr;
        if (!name) {
            nextFile(file);
            return;
        }
        name->setText(file); // the dialog fills in its suggestion late: typed, as a user would
        QMetaObject::invokeMethod(dialog, "accept");
    });
}

} // namespace answer
