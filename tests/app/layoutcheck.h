// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

// What a window shows of its texts, checked as a person would see it: the window inside the
// screen, and no label, button, check box, combo box, header section or table cell showing
// less than its whole text (elided or cut off by its own size or by a parent), no line edit
// scrolled to the end of its text, no scroll area scrolling sideways; and every widget in its
// place: none lying over another, none left out of its parent's layout (drawn in a corner).
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHash>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPixmap>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedLayout>
#include <QStyleOptionComboBox>
#include <QStyleOptionViewItem>
#include <QTabBar>
#include <QTableView>
#include <QTextDocument>
#include <QToolButton>
#include <QWidget>

namespace layoutcheck {

inline QString nameOf(const QWidget* w)
{
    QStringList path;
    for (const QWidget* p = w; p && !p->isWindow(); p = p->parentWidget())
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_"))) {
            path.prepend(p->objectName());
            break;
        }
    path << QString::fromLatin1(w->metaObject()->className());
    return path.join(QLatin1Char('/'));
}

inline QString plain(const QString& text)
{
    if (!Qt::mightBeRichText(text)) return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

/** The part of `w` that its parents let be seen, in its own coordinates; scroll areas' viewports
 *  count as showing all (their content can be scrolled to). */
inline QRect visiblePart(const QWidget* w)
{
    QRect r = w->rect();
    QPoint offset(0, 0);
    const QWidget* child = w;
    for (const QWidget* p = w->parentWidget(); p; child = p, p = p->parentWidget()) {
        offset += child->pos();
        if (qobject_cast<const QAbstractScrollArea*>(p->parentWidget()) &&
            p == static_cast<const QAbstractScrollArea*>(p->parentWidget())->viewport())
            return r; // inside a scrolled view
        r &= p->rect().translated(-offset);
        if (p->isWindow()) break;
    }
    return r;
}

/** Whether `layout` or a layout inside it holds `w`. */
inline bool holds(const QLayout* layout, const QWidget* w)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem* item = layout->itemAt(i);
        if (item->widget() == w || (item->layout() && holds(item->layout(), w))) return true;
    }
    return false;
}

/**
 * Widgets out of place among the children of `parent`, when a layout of the usual kinds (box,
 * grid, form, stack) places them: a visible child the layout does not hold (it stays where it
 * was made, in the top left corner, over the others), and two visible children lying over each
 * other. Qt's own parts (named "qt_...", a dialog's size grip) place themselves.
 */
inline QStringList outOfPlace(const QWidget* parent)
{
    const QLayout* layout = parent->layout();
    if (!qobject_cast<const QBoxLayout*>(layout) && !qobject_cast<const QGridLayout*>(layout) &&
        !qobject_cast<const QFormLayout*>(layout) && !qobject_cast<const QStackedLayout*>(layout))
        return {};
    QStringList out;
    QList<const QWidget*> placed;
    for (const QObject* o : parent->children()) {
        const auto* w = qobject_cast<const QWidget*>(o);
        if (!w || w->isWindow() || !w->isVisibleTo(parent) ||
            w->objectName().startsWith(QLatin1String("qt_")) ||
            QLatin1String(w->metaObject()->className()) == QLatin1String("QSizeGrip"))
            continue;
        if (!holds(layout, w)) {
            out << QStringLiteral("%1 is not in its parent's layout").arg(nameOf(w));
            continue;
        }
        for (const QWidget* other : placed)
            if (w->geometry().intersects(other->geometry()))
                out << QStringLiteral("%1 lies over %2").arg(nameOf(w), nameOf(other));
        placed << w;
    }
    return out;
}

/**
 * The width a cell of `view` leaves for its text, as the style paints it: the text's rectangle
 * beside the picture (its size as the delegate takes it), less the text's margin on either side.
 */
inline int cellTextRoom(const QAbstractItemView* view, const QModelIndex& index, const QRect& cell)
{
    QStyleOptionViewItem item;
    item.initFrom(view);
    item.rect = cell;
    item.showDecorationSelected = true; // all the room, not the text's extent
    item.text = index.data(Qt::DisplayRole).toString();
    item.features = QStyleOptionViewItem::HasDisplay;
    const QVariant decoration = index.data(Qt::DecorationRole);
    if (!decoration.isNull()) {
        item.features |= QStyleOptionViewItem::HasDecoration;
        if (decoration.typeId() == QMetaType::QIcon)
            item.decorationSize = decoration.value<QIcon>().actualSize(view->iconSize());
        else if (decoration.typeId() == QMetaType::QPixmap)
            item.decorationSize = decoration.value<QPixmap>().deviceIndependentSize().toSize();
        else
            item.decorationSize = view->iconSize();
    }
    const QStyle* style = view->style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, &item, view) + 1;
    return style->subElementRect(QStyle::SE_ItemViewItemText, &item, view).width() - 2 * margin;
}

/** Problems of one window; empty when everything shows its whole text. Cell texts are checked
 *  in the views and columns `cells` names (by the view's object name): elsewhere a long text may
 *  be elided on purpose, with its whole text in a tooltip. */
inline QStringList problems(QWidget* window, const QHash<QString, QList<int>>& cells = {})
{
    QStringList out;
    const QString where = QString::fromLatin1(window->metaObject()->className());
    const QScreen* screen = window->screen();
    const QRect available = screen->availableGeometry();
    const QRect frame = window->frameGeometry();
    if (frame.width() > available.width() || frame.height() > available.height())
        out << QStringLiteral("%1: %2x%3 is larger than the screen's %4x%5")
                   .arg(where)
                   .arg(frame.width())
                   .arg(frame.height())
                   .arg(available.width())
                   .arg(available.height());
    const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
    if (least.width() > available.width() || least.height() > available.height())
        out << QStringLiteral("%1: cannot be made smaller than %2x%3, the screen is %4x%5")
                   .arg(where)
                   .arg(least.width())
                   .arg(least.height())
                   .arg(available.width())
                   .arg(available.height());
    const int slack = 1; // rounding of text widths
    const auto report = [&](const QWidget* w, const QString& text, const QString& why) {
        out << QStringLiteral("%1: %2 \"%3\" %4").arg(where, nameOf(w), text, why);
    };
    for (const QString& p : outOfPlace(window))
        out << QStringLiteral("%1: %2").arg(where, p);
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(window) || w->window() != window || w->width() <= 0) continue;
        if (qobject_cast<QMenu*>(w)) continue;
        for (const QString& p : outOfPlace(w))
            out << QStringLiteral("%1: %2").arg(where, p);
        const QRect seen = visiblePart(w);
        if (auto* label = qobject_cast<QLabel*>(w)) {
            const QString text = plain(label->text());
            if (text.trimmed().isEmpty()) continue;
            const QRect c = label->contentsRect();
            if (label->wordWrap()) {
                if (label->heightForWidth(label->width()) > label->height() + slack)
                    report(w, text, QStringLiteral("is cut off below (wrapped)"));
            } else if (label->sizeHint().width() > label->width() + slack) {
                report(w, text,
                       QStringLiteral("needs %1 px, has %2")
                           .arg(label->sizeHint().width())
                           .arg(c.width()));
            }
            if (seen.width() < label->width() || seen.height() < label->height())
                report(w, text, QStringLiteral("is cut off by its parent"));
            continue;
        }
        if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            const QString text = button->text().remove(QLatin1Char('&'));
            if (text.trimmed().isEmpty()) continue;
            if (qobject_cast<QToolButton*>(w) &&
                static_cast<QToolButton*>(w)->toolButtonStyle() == Qt::ToolButtonIconOnly)
                continue;
            int need = button->fontMetrics().horizontalAdvance(text);
            if (!button->icon().isNull()) need += button->iconSize().width() + 4;
            if (qobject_cast<QCheckBox*>(w) || qobject_cast<QRadioButton*>(w))
                need += 22; // the indicator and its spacing
            else
                need += 12; // the frame's padding
            if (need > button->width() + slack)
                report(w, text,
                       QStringLiteral("needs %1 px, has %2").arg(need).arg(button->width()));
            if (seen.width() < button->width() || seen.height() < button->height())
                report(w, text, QStringLiteral("is cut off by its parent"));
            continue;
        }
        if (auto* combo = qobject_cast<QComboBox*>(w)) {
            QStyleOptionComboBox opt;
            opt.initFrom(combo);
            opt.editable = combo->isEditable();
            const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &opt,
                                                               QStyle::SC_ComboBoxEditField, combo);
            for (int i = 0; i < combo->count(); ++i) {
                const QString text = combo->itemText(i);
                int need = combo->fontMetrics().horizontalAdvance(text);
                if (!combo->itemIcon(i).isNull()) need += combo->iconSize().width() + 4;
                if (need > field.width() + slack)
                    report(w, text,
                           QStringLiteral("needs %1 px, the box shows %2")
                               .arg(need)
                               .arg(field.width()));
            }
            if (seen.width() < combo->width())
                report(w, combo->currentText(), QStringLiteral("is cut off by its parent"));
            continue;
        }
        if (auto* edit = qobject_cast<QLineEdit*>(w)) {
            const int need = edit->fontMetrics().horizontalAdvance(edit->text());
            if (!edit->hasFocus() && need > edit->width() - 8 && edit->cursorPosition() != 0)
                report(w, edit->text(), QStringLiteral("shows the end of its text, not its start"));
            continue;
        }
        if (auto* header = qobject_cast<QHeaderView*>(w)) {
            if (header->orientation() != Qt::Horizontal || !header->model()) continue;
            const int margin =
                header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            for (int s = 0; s < header->count(); ++s) {
                if (header->isSectionHidden(s)) continue;
                const QString text = header->model()->headerData(s, Qt::Horizontal).toString();
                if (text.isEmpty()) continue;
                int widest = 0; // a heading of two lines needs its longer line
                for (const QString& line : text.split(QLatin1Char('\n')))
                    widest = std::max(widest, header->fontMetrics().horizontalAdvance(line));
                int need = widest + 2 * margin + 2;
                const QVariant mark =
                    header->model()->headerData(s, Qt::Horizontal, Qt::DecorationRole);
                if (mark.canConvert<QIcon>())
                    need += mark.value<QIcon>().actualSize(QSize(16, 16)).width() + margin;
                if (header->isSortIndicatorShown() && header->sortIndicatorSection() == s)
                    need += header->style()->pixelMetric(QStyle::PM_HeaderMarkSize) + margin;
                if (need > header->sectionSize(s) + slack)
                    report(w, text,
                           QStringLiteral("heading needs %1 px, the column has %2")
                               .arg(need)
                               .arg(header->sectionSize(s)));
            }
            continue;
        }
        if (auto* list = qobject_cast<QListView*>(w);
            list && list->viewMode() == QListView::IconMode && list->model() &&
            list->model()->rowCount() > 0 && list->gridSize().isValid()) {
            // A tile and its "× n" under it: both inside the grid's cell.
            const QModelIndex first = list->model()->index(0, 0);
            const QVariant d = first.data(Qt::DecorationRole);
            const int picture = d.canConvert<QIcon>() && d.typeId() == QMetaType::QIcon
                                    ? d.value<QIcon>().actualSize(list->iconSize()).height()
                                    : d.value<QPixmap>().height();
            const int need = picture + list->fontMetrics().height() + 4;
            if (need > list->gridSize().height())
                report(w, first.data().toString(),
                       QStringLiteral("icon and text need %1 px, the grid has %2")
                           .arg(need)
                           .arg(list->gridSize().height()));
        }
        if (auto* view = qobject_cast<QAbstractItemView*>(w)) {
            if (view->horizontalScrollBar()->isVisible())
                out << QStringLiteral("%1: %2 scrolls sideways").arg(where, nameOf(w));
            if (!view->model() || !cells.contains(view->objectName())) continue;
            // Cell texts of the first rows (lists, tables): a cell that elides its text. A table
            // that wraps its texts has each over its lines within the cell's height.
            constexpr int kRowsChecked = 200;
            QAbstractItemModel* m = view->model();
            for (int r = 0; r < std::min(m->rowCount(), kRowsChecked); ++r)
                for (int c : cells.value(view->objectName())) {
                    const QModelIndex i = m->index(r, c);
                    const QString text = i.data(Qt::DisplayRole).toString();
                    if (text.isEmpty() || text.contains(QLatin1Char('\n'))) continue;
                    const QRect cell = view->visualRect(i);
                    if (cell.isEmpty()) continue;
                    const QVariant font = i.data(Qt::FontRole); // a row in bold
                    const QFontMetrics fm(font.isValid() ? font.value<QFont>() : view->font());
                    const int room = cellTextRoom(view, i, cell);
                    auto* table = qobject_cast<QTableView*>(view);
                    auto* list = qobject_cast<QListView*>(view);
                    if ((table && table->wordWrap()) || (list && list->wordWrap())) {
                        // A view that wraps: the text over its lines inside the cell's height.
                        const int tall = fm.boundingRect(QRect(0, 0, std::max(1, room), 1 << 16),
                                                         Qt::TextWordWrap, text)
                                             .height();
                        if (tall > cell.height() + slack)
                            report(w, text,
                                   QStringLiteral("cell needs %1 px of height, has %2 (%3 wide)")
                                       .arg(tall)
                                       .arg(cell.height())
                                       .arg(cell.width()));
                    } else if (fm.horizontalAdvance(text) > room + slack) {
                        report(w, text,
                               QStringLiteral("cell needs %1 px for its text, has %2 (%3 wide)")
                                   .arg(fm.horizontalAdvance(text))
                                   .arg(room)
                                   .arg(cell.width()));
                    }
                }
            continue;
        }
        if (auto* area = qobject_cast<QAbstractScrollArea*>(w)) {
            if (area->horizontalScrollBar()->isVisible())
                out << QStringLiteral("%1: %2 scrolls sideways").arg(where, nameOf(w));
            // Content wider than the view, with no way to scroll to it: cut off at the right.
            if (auto* scroll = qobject_cast<QScrollArea*>(w);
                scroll && scroll->widget() && !area->horizontalScrollBar()->isVisible() &&
                scroll->widget()->width() > scroll->viewport()->width() + 1)
                out << QStringLiteral("%1: %2 cuts off its content (%3 px wide, %4 shown)")
                           .arg(where, nameOf(w))
                           .arg(scroll->widget()->width())
                           .arg(scroll->viewport()->width());
        }
    }
    return out;
}

/**
 * Interactive widgets of `window` (shown, enabled or not) that assistive technology cannot name:
 * QAccessible's Name of a button, box, field, slider, list or table, and of the board, is empty
 * (issue 34: every control has an accessible name in both languages).
 */
inline QStringList unnamed(QWidget* window)
{
    QStringList out;
    const QString where = QString::fromLatin1(window->metaObject()->className());
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(window) || w->window() != window) continue;
        const bool interactive =
            qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
            qobject_cast<QLineEdit*>(w) || qobject_cast<QAbstractSpinBox*>(w) ||
            qobject_cast<QAbstractSlider*>(w) || qobject_cast<QAbstractItemView*>(w) ||
            w->inherits("slui::BoardWidget");
        if (!interactive) continue;
        // Parts of a composite the composite names (a combo box's line edit, a spin box's).
        if (qobject_cast<QLineEdit*>(w) && (qobject_cast<QComboBox*>(w->parentWidget()) ||
                                            qobject_cast<QAbstractSpinBox*>(w->parentWidget())))
            continue;
        if (qobject_cast<QAbstractButton*>(w) && w->parentWidget() &&
            (w->parentWidget()->inherits("QTabBar") || w->parentWidget()->inherits("QScrollBar") ||
             w->parentWidget()->inherits("QDockWidget") ||
             w->parentWidget()->inherits("QAbstractSpinBox")))
            continue; // the tab bar's scroll buttons, the dock's own float and close buttons
        if (w->inherits("QToolBarExtension") || w->inherits("QScrollBar") ||
            w->inherits("QHeaderView") || w->inherits("QTableCornerButton"))
            continue; // parts Qt names and describes itself
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
        if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
            out << QStringLiteral("%1: %2 \"%3\" (in %4) has no accessible name")
                       .arg(where, QString::fromLatin1(w->metaObject()->className()),
                            w->objectName(),
                            QString::fromLatin1(w->parentWidget()->metaObject()->className()));
    }
    return out;
}

} // namespace layoutcheck
