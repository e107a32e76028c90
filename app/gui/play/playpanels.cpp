// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playpanels.h"

#include "help/helpwindow.h"
#include "turnlogmodel.h"

#include <QDockWidget>
#include <QListView>
#include <QMainWindow>
#include <QMenu>

#include <algorithm>

namespace slapp {

PlayPanels::PlayPanels(QMainWindow* window, QWidget* turn, QWidget* players,
                       QAbstractItemModel* remaining, QAbstractItemModel* log)
    : QObject(window), m_window(window)
{
    m_turnDock = dock(QStringLiteral("turnDock"), turn, Qt::RightDockWidgetArea);
    m_playersDock = dock(QStringLiteral("playersDock"), players, Qt::RightDockWidgetArea);

    auto* remainingView = new QListView(window);
    remainingView->setModel(remaining);
    remainingView->setViewMode(QListView::IconMode);
    remainingView->setIconSize(QSize(56, 56));
    remainingView->setGridSize(QSize(72, 84));
    remainingView->setResizeMode(QListView::Adjust);
    remainingView->setMovement(QListView::Static);
    remainingView->setSelectionMode(QAbstractItemView::NoSelection);
    remainingView->setUniformItemSizes(true);
    m_remainingDock = dock(QStringLiteral("remainingDock"), remainingView, Qt::LeftDockWidgetArea);

    m_logView = new QListView(window);
    m_logView->setObjectName(QStringLiteral("turnLog"));
    m_logView->setModel(log);
    m_logView->setWordWrap(true);
    m_logView->setSelectionMode(QAbstractItemView::NoSelection);
    // A line that names a rule opens the rules there.
    connect(m_logView, &QListView::activated, this, [window](const QModelIndex& index) {
        const QString rule = index.data(TurnLogModel::RuleRole).toString();
        if (!rule.isEmpty()) slui::HelpWindow::showAt(slui::HelpKind::Rules, rule, window);
    });
    m_logView->setUniformItemSizes(false);
    m_logDock = dock(QStringLiteral("logDock"), m_logView, Qt::LeftDockWidgetArea);
    window->splitDockWidget(m_remainingDock, m_logDock, Qt::Vertical);
    window->resizeDocks({m_remainingDock, m_turnDock}, {250, 300}, Qt::Horizontal);
}

QDockWidget* PlayPanels::dock(const QString& name, QWidget* content, Qt::DockWidgetArea area)
{
    auto* d = new QDockWidget(m_window);
    d->setObjectName(name);
    d->setWidget(content);
    d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable |
                   QDockWidget::DockWidgetFloatable);
    m_window->addDockWidget(area, d);
    return d;
}

void PlayPanels::addTo(QMenu* menu)
{
    for (QDockWidget* d : {m_turnDock, m_playersDock, m_remainingDock, m_logDock})
        menu->addAction(d->toggleViewAction());
    m_remainingDock->toggleViewAction()->setShortcut(QKeySequence(Qt::Key_T));
    m_logDock->toggleViewAction()->setShortcut(QKeySequence(Qt::Key_L));
}

void PlayPanels::retranslate()
{
    m_turnDock->setWindowTitle(tr("Turn", "panel title: the current turn"));
    m_playersDock->setWindowTitle(tr("Players"));
    m_remainingDock->setWindowTitle(tr("Remaining tiles"));
    m_logDock->setWindowTitle(tr("Turn log"));
}

void PlayPanels::arrangeFirstTime()
{
    const int w = m_window->width();
    m_window->resizeDocks({m_remainingDock, m_turnDock},
                          {std::max(170, w * 17 / 100), std::max(290, w * 24 / 100)},
                          Qt::Horizontal);
    m_window->resizeDocks({m_turnDock, m_playersDock}, {380, 420}, Qt::Vertical);
    m_window->resizeDocks({m_remainingDock, m_logDock}, {420, 380}, Qt::Vertical);
}

void PlayPanels::putAway()
{
    m_boardLayout = m_window->saveState();
    for (QDockWidget* d : {m_turnDock, m_playersDock, m_remainingDock, m_logDock})
        d->hide();
}

void PlayPanels::bringBack()
{
    if (!m_boardLayout.isEmpty()) m_window->restoreState(m_boardLayout);
}

} // namespace slapp
