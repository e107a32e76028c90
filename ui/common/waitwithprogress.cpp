// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "waitwithprogress.h"

#include <QApplication>
#include <QEvent>
#include <QEventLoop>
#include <QProgressDialog>
#include <QTimer>

#include <thread>

namespace slui {
namespace {

/**
 * While work runs, the windows take no input (a second click on "Import" would start a second
 * read inside the first); the progress dialog does, for its Cancel button.
 */
class InputBlocker final : public QObject
{
public:
    explicit InputBlocker(QWidget* allowed) : m_allowed(allowed) { qApp->installEventFilter(this); }
    ~InputBlocker() override { qApp->removeEventFilter(this); }
    InputBlocker(const InputBlocker&) = delete;
    InputBlocker& operator=(const InputBlocker&) = delete;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseButtonDblClick:
        case QEvent::KeyPress:
        case QEvent::KeyRelease:
        case QEvent::Shortcut:
        case QEvent::ShortcutOverride:
        case QEvent::Wheel:
        case QEvent::TouchBegin:
        case QEvent::TouchUpdate:
        case QEvent::TouchEnd:
        case QEvent::Close:
            break;
        default:
            return false;
        }
        for (QObject* o = watched; o; o = o->parent())
            if (o == m_allowed) return false;
        return true;
    }

private:
    QWidget* m_allowed;
};

} // namespace

bool waitWithProgress(QWidget* parent, const QString& label,
                      const std::function<void(Progress&)>& work)
{
    std::atomic<bool> cancel{false};
    std::atomic<int> permille{-1};
    std::atomic<bool> finished{false};
    Progress progress{cancel, permille};
    std::thread worker([&] {
        work(progress);
        finished = true;
    });

    // Shown by itself after kShowAfterMs (QProgressDialog's own timer), unless done by then.
    QProgressDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("waitWithProgress"));
    dialog.setWindowTitle(QApplication::applicationDisplayName());
    dialog.setLabelText(label);
    dialog.setCancelButtonText(QApplication::translate("Progress", "Cancel"));
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    dialog.setRange(0, 0); // a busy bar until the work says how far it is
    dialog.setMinimumDuration(kShowAfterMs);
    QObject::connect(&dialog, &QProgressDialog::canceled, &dialog, [&] {
        cancel = true;
        dialog.setLabelText(QApplication::translate("Progress", "Cancelling…"));
        dialog.setCancelButton(nullptr);
    });
    const InputBlocker blocker(&dialog);

    QEventLoop loop;
    QTimer poll;
    bool polling = false;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (polling) return; // setValue() of a shown modal dialog processes events
        polling = true;
        if (finished) {
            loop.quit();
        } else if (const int p = permille.load(); p >= 0 && !cancel) {
            if (dialog.maximum() == 0) dialog.setRange(0, 1000);
            dialog.setValue(std::min(p, 999));
        }
        polling = false;
    });
    poll.start(20);
    if (!finished) loop.exec();
    poll.stop();
    worker.join();
    dialog.hide();
    return !cancel;
}

} // namespace slui
