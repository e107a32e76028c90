// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "shortcutsdialog.h"

#include "screenfit.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace slui {
namespace {

QString plain(QString text)
{
    // "&Take back t&urn…" -> "Take back turn"; a literal "&&" stays one "&".
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    text.remove(QStringLiteral("…"));
    return text.trimmed();
}

void collect(QMenu* menu, const QString& group, QList<ShortcutsDialog::Row>& out)
{
    for (QAction* a : menu->actions()) {
        if (a->menu()) {
            collect(a->menu(), group, out);
            continue;
        }
        if (a->isSeparator() || a->shortcuts().isEmpty()) continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        out.append({group, plain(a->text()), keys.join(QStringLiteral(", "))});
    }
}

} // namespace

QList<ShortcutsDialog::Row> ShortcutsDialog::rows(QMainWindow* window)
{
    QList<Row> out;
    for (QAction* top : window->menuBar()->actions())
        if (top->menu()) collect(top->menu(), plain(top->text()), out);
    return out;
}

ShortcutsDialog::ShortcutsDialog(QMainWindow* window, const QString& extraTitle,
                                 const QList<QPair<QString, QString>>& extra)
    : QDialog(window), m_tree(new QTreeWidget(this))
{
    setWindowTitle(tr("Keyboard shortcuts"));
    m_tree->setObjectName(QStringLiteral("shortcuts"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Action"), tr("Keys")});
    m_tree->setRootIsDecorated(false);
    m_tree->setAccessibleName(tr("Keyboard shortcuts"));
    QTreeWidgetItem* group = nullptr;
    const auto addGroup = [&](const QString& title) {
        group = new QTreeWidgetItem(m_tree, {title});
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFirstColumnSpanned(true);
    };
    QString last;
    for (const Row& r : rows(window)) {
        if (!group || r.group != last) addGroup(r.group);
        last = r.group;
        new QTreeWidgetItem(group, {r.action, r.keys});
    }
    if (!extra.isEmpty()) {
        addGroup(extraTitle);
        for (const auto& [keys, what] : extra)
            new QTreeWidgetItem(group, {what, keys});
    }
    m_tree->expandAll();
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    m_tree->setFocus();
    const int width = m_tree->header()->length() + 60;
    fitToScreen(this, QSize(std::max(width, 520), 640));
}

} // namespace slui
