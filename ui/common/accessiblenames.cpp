// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "accessiblenames.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>

namespace slui {
namespace {

constexpr const char* kAutomatic = "starlanesAutomaticName";

QString plain(QString text)
{
    text.remove(QLatin1Char('&'));
    text.remove(QStringLiteral("…"));
    return text.trimmed();
}

QString nameFor(QWidget* w, const QList<QLabel*>& labels)
{
    for (QLabel* l : labels)
        if (l->buddy() == w && !l->text().isEmpty())
            return plain(l->text()).remove(QLatin1Char(':'));
    if (auto* edit = qobject_cast<QLineEdit*>(w); edit && !edit->placeholderText().isEmpty())
        return edit->placeholderText();
    if (!w->toolTip().isEmpty() && !w->toolTip().contains(QLatin1Char('<')))
        return w->toolTip().section(QLatin1Char('\n'), 0, 0);
    for (QWidget* up = w->parentWidget(); up; up = up->parentWidget()) {
        if (auto* box = qobject_cast<QGroupBox*>(up); box && !box->title().isEmpty())
            return plain(box->title());
        if (auto* dock = qobject_cast<QDockWidget*>(up)) return plain(dock->windowTitle());
        if (up->isWindow()) break;
    }
    return {};
}

} // namespace

void nameControls(QWidget* window)
{
    const QList<QLabel*> labels = window->findChildren<QLabel*>();
    for (QWidget* w : window->findChildren<QWidget*>()) {
        const bool control = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                             qobject_cast<QLineEdit*>(w) || qobject_cast<QAbstractSpinBox*>(w) ||
                             qobject_cast<QAbstractSlider*>(w) ||
                             qobject_cast<QAbstractItemView*>(w);
        if (!control) continue;
        const bool automatic = w->property(kAutomatic).toBool();
        if (!automatic && !w->accessibleName().isEmpty()) continue; // the window's own
        if (auto* b = qobject_cast<QAbstractButton*>(w); b && !b->text().isEmpty()) continue;
        const QString name = nameFor(w, labels);
        if (name.isEmpty()) continue;
        w->setAccessibleName(name);
        w->setProperty(kAutomatic, true);
    }
}

void nameKeysInToolTips(const QList<QAction*>& actions)
{
    for (QAction* a : actions) {
        const QString name = plain(a->text());
        a->setToolTip(a->shortcut().isEmpty()
                          ? name
                          : QStringLiteral("%1 (%2)").arg(
                                name, a->shortcut().toString(QKeySequence::NativeText)));
    }
}

} // namespace slui
