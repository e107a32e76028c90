// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "turnkeys.h"

#include "common/shortcutsdialog.h"
#include "gamecontroller.h"
#include "widgets/boardwidget.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace slapp {

TurnKeys::TurnKeys(GameController* controller, QMainWindow* window)
    : QObject(window), m_controller(controller), m_window(window), m_nextSpot(new QAction(window)),
      m_previousSpot(new QAction(window)), m_size(new QAction(window)),
      m_equipment(new QAction(window)), m_shortcuts(new QAction(window))
{
    m_nextSpot->setShortcut(QKeySequence(Qt::Key_M));
    m_previousSpot->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_M));
    m_size->setShortcut(QKeySequence(Qt::Key_S));
    m_equipment->setShortcut(QKeySequence(Qt::Key_E));
    m_shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F1));
    connect(m_nextSpot, &QAction::triggered, controller,
            [controller] { controller->cycleMeeple(1); });
    connect(m_previousSpot, &QAction::triggered, controller,
            [controller] { controller->cycleMeeple(-1); });
    connect(m_size, &QAction::triggered, controller,
            [controller] { controller->setLarge(!controller->largeSelected()); });
    connect(m_equipment, &QAction::triggered, controller, &GameController::cycleEquipment);
    connect(m_shortcuts, &QAction::triggered, this, [this] {
        slui::ShortcutsDialog dialog(m_window, tr("Board"), slui::BoardWidget::keyHelp());
        dialog.exec();
    });
    for (QAction* a : {m_nextSpot, m_previousSpot, m_size, m_equipment, m_shortcuts})
        window->addAction(a);
}

void TurnKeys::addTo(QMenu* turnMenu, QMenu* helpMenu)
{
    turnMenu->addSeparator();
    turnMenu->addActions({m_nextSpot, m_previousSpot, m_size, m_equipment});
    helpMenu->insertAction(helpMenu->actions().value(2), m_shortcuts); // after Manual, Rules
}

void TurnKeys::retranslate()
{
    m_nextSpot->setText(tr("Next meeple s&pot"));
    m_previousSpot->setText(tr("Previous meeple spot"));
    m_size->setText(tr("Large or small meeple"));
    m_equipment->setText(tr("Next &equipment"));
    m_shortcuts->setText(tr("&Keyboard shortcuts"));
}

void TurnKeys::update()
{
    const TurnActions may = m_controller->turnActions();
    const sl::GameState* s = m_controller->viewState();
    m_nextSpot->setEnabled(may.chooseMeeple);
    m_previousSpot->setEnabled(may.chooseMeeple);
    m_size->setEnabled(may.chooseMeeple);
    m_equipment->setEnabled(may.chooseMeeple && s && s->expansion());
}

} // namespace slapp
