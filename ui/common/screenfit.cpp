// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "screenfit.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QTimer>
#include <QWidget>

#include <algorithm>

namespace slui {
namespace {
QRect availableFor(const QWidget* window)
{
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

constexpr auto kKeeperName = "slui_placeKeeper";

/** keepInPlace's watcher: a child of its window, looking at the window's events. */
class PlaceKeeper final : public QObject
{
public:
    explicit PlaceKeeper(QWidget* window) : QObject(window), m_window(window)
    {
        setObjectName(QLatin1String(kKeeperName));
        window->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched != m_window) return false;
        switch (event->type()) {
        case QEvent::Hide:
            if (!event->spontaneous())
                m_geometry = m_window->saveGeometry(); // closed, not minimised
            break;
        case QEvent::Show:
            if (event->spontaneous()) break;
            if (!m_geometry.isEmpty()) m_window->restoreGeometry(m_geometry);
            m_corrections = 0;
            m_shown.start();
            check();
            // The frame's size may come later than the window's place (X11: a property of the
            // manager's, with no move to tell of it): looked at again as it settles.
            for (int ms : {100, 400, 1200})
                QTimer::singleShot(ms, this, [this] { check(); });
            break;
        case QEvent::Move:
        case QEvent::Resize:
            // The manager placing and framing it; later moves are the player's own.
            if (m_window->isVisible() && m_shown.isValid() && m_shown.elapsed() < 2000) check();
            break;
        default:
            break;
        }
        return false;
    }

private:
    /** After the events of the moment (the frame's size comes with them). */
    void check()
    {
        if (m_pending) return;
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            moveInside();
        });
    }

    void moveInside()
    {
        // A window manager that will not let the window go where it is sent is not fought.
        if (!m_window->isVisible() || m_window->isMaximized() || m_window->isFullScreen() ||
            m_corrections >= 3)
            return;
        const QRect screen = availableFor(m_window);
        const QRect frame = m_window->frameGeometry();
        if (!screen.isValid() || screen.contains(frame)) return;
        ++m_corrections;
        QTimer::singleShot(100, this, [this] { check(); });   // the frame may change with it
        const QSize border = frame.size() - m_window->size(); // frame and title bar
        const QSize room = screen.size() - border;
        const QSize size = m_window->size().boundedTo(room).expandedTo(m_window->minimumSize());
        if (size != m_window->size()) m_window->resize(size);
        const QSize whole = size + border;
        const int x =
            std::clamp(frame.left(), screen.left(),
                       std::max(screen.left(), screen.left() + screen.width() - whole.width()));
        const int y =
            std::clamp(frame.top(), screen.top(),
                       std::max(screen.top(), screen.top() + screen.height() - whole.height()));
        m_window->move(x, y);
    }

    QWidget* m_window;
    QByteArray m_geometry;
    QElapsedTimer m_shown;
    int m_corrections = 0;
    bool m_pending = false;
};
} // namespace

void keepInPlace(QWidget* window)
{
    // By name: PlaceKeeper has no meta-object of its own for findChild to tell it by.
    if (!window->isWindow() ||
        window->findChild<QObject*>(QLatin1String(kKeeperName), Qt::FindDirectChildrenOnly))
        return;
    new PlaceKeeper(window);
}

void fitToScreen(QWidget* window, QSize preferred)
{
    const QRect screen = availableFor(window);
    if (!screen.isValid()) {
        window->resize(preferred);
        return;
    }
    // Room for the window's frame and title bar, which the size does not include.
    const QSize room(screen.width() * 96 / 100, screen.height() * 90 / 100);
    const QSize size = preferred.boundedTo(room).expandedTo(window->minimumSize());
    window->resize(size);
    if (window->isWindow() && !screen.contains(window->frameGeometry())) {
        const int x = std::clamp(window->x(), screen.left(),
                                 std::max(screen.left(), screen.right() - size.width()));
        const int y = std::clamp(window->y(), screen.top(),
                                 std::max(screen.top(), screen.bottom() - size.height()));
        window->move(x, y);
    }
    keepInPlace(window);
}

void restoreOrFit(QWidget* window, const QByteArray& geometry, QSize preferred)
{
    const QRect screen = availableFor(window);
    if (!geometry.isEmpty() && window->restoreGeometry(geometry) &&
        (!screen.isValid() || screen.contains(window->frameGeometry()))) {
        keepInPlace(window);
        return;
    }
    fitToScreen(window, preferred);
}

} // namespace slui
