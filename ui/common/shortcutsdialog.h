// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>
#include <QString>

class QMainWindow;
class QTreeWidget;

namespace slui {

/**
 * Help ▸ Keyboard shortcuts: every key of a window, read from the actions of its menus (so none
 * is missed and each is named as its menu names it), grouped by menu, with keys the window
 * handles itself (the board's arrows, Tab, Space) given by the caller.
 */
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    /** `extra`: (keys, what they do) rows of a group of their own, already translated. */
    explicit ShortcutsDialog(QMainWindow* window, const QString& extraTitle = {},
                             const QList<QPair<QString, QString>>& extra = {});

    /** The rows shown: the group, the action, its keys (for tests). */
    struct Row
    {
        QString group;
        QString action;
        QString keys;
    };
    static QList<Row> rows(QMainWindow* window);

private:
    QTreeWidget* m_tree;
};

} // namespace slui
