// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "theme.h"

#include <QApplication>
#include <QHeaderView>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QStyleFactory>

namespace slui {
namespace {

/**
 * Fusion with the game's own icons where Qt would draw its stock ones: message-box icons, no
 * icons on dialog buttons, and disabled icons that look disabled on the dark theme.
 */
class GameStyle : public QProxyStyle
{
public:
    GameStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

    int styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget,
                  QStyleHintReturn* returnData) const override
    {
        if (hint == SH_DialogButtonBox_ButtonsHaveIcons) return 0;
        return QProxyStyle::styleHint(hint, option, widget, returnData);
    }

    QIcon standardIcon(StandardPixmap icon, const QStyleOption* option,
                       const QWidget* widget) const override
    {
        switch (icon) {
        case SP_MessageBoxQuestion:
            return QIcon(QStringLiteral(":/art/icon-question.svg"));
        case SP_MessageBoxInformation:
            return QIcon(QStringLiteral(":/art/icon-info.svg"));
        case SP_MessageBoxWarning:
            return QIcon(QStringLiteral(":/art/icon-warning.svg"));
        case SP_MessageBoxCritical:
            return QIcon(QStringLiteral(":/art/icon-error.svg"));
        default:
            return QProxyStyle::standardIcon(icon, option, widget);
        }
    }

    QPixmap generatedIconPixmap(QIcon::Mode mode, const QPixmap& pixmap,
                                const QStyleOption* option) const override
    {
        if (mode != QIcon::Disabled) return QProxyStyle::generatedIconPixmap(mode, pixmap, option);
        // Light line icons on a dark window: a disabled one is the same icon, faint.
        QPixmap faded(pixmap.size());
        faded.setDevicePixelRatio(pixmap.devicePixelRatio());
        faded.fill(Qt::transparent);
        QPainter p(&faded);
        p.setOpacity(0.3);
        p.drawPixmap(0, 0, pixmap);
        return faded;
    }
};

} // namespace

void applyTheme(QApplication& app)
{
    auto* style = new GameStyle;
    style->setParent(&app); // the application owns its style
    app.setStyle(style);
    QPalette p;
    const QColor window(0x14, 0x19, 0x2f);
    const QColor base(0x0e, 0x12, 0x26);
    const QColor text(0xe8, 0xec, 0xf4);
    const QColor accent(0x3d, 0x8b, 0xd9);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window.lighter(115));
    p.setColor(QPalette::ToolTipBase, QColor(0x22, 0x29, 0x4a));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x22, 0x29, 0x4a));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Highlight, accent);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, accent.lighter(130));
    p.setColor(QPalette::PlaceholderText, QColor(0x7d, 0x86, 0xa8));
    // Fusion draws frames and check boxes from these: enough contrast on a dark window.
    p.setColor(QPalette::Light, QColor(0x4a, 0x55, 0x85));
    p.setColor(QPalette::Midlight, QColor(0x38, 0x42, 0x6c));
    p.setColor(QPalette::Mid, QColor(0x2a, 0x32, 0x56));
    p.setColor(QPalette::Dark, QColor(0x0a, 0x0d, 0x1c));
    p.setColor(QPalette::Shadow, QColor(0x03, 0x04, 0x0a));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x6a, 0x70, 0x88));
    p.setColor(QPalette::Disabled, QPalette::Button, QColor(0x1a, 0x1f, 0x38));
    app.setPalette(p);
    app.setStyleSheet(QStringLiteral(
        "QDockWidget::title { background: #1b2140; padding: 6px; }"
        "QLabel#turnPlayer { font-size: 13pt; }"
        "QLabel#turnHint { color: #a9b4d6; }"
        // Room on either side of a button's text, so that it never touches the border.
        "QPushButton { padding: 4px 12px; }"
        "QPushButton#confirmButton { background: #2e6bb0; font-weight: bold; padding: 7px 12px; }"
        "QPushButton#confirmButton:disabled { background: #1a1f38; }"
        "QToolButton:checked { background: #2e6bb0; }"
        "QCheckBox::indicator, QRadioButton::indicator { border: 1px solid #6f7db3; background: "
        "#1a2040;"
        "  width: 14px; height: 14px; }"
        "QRadioButton::indicator { border-radius: 8px; }"
        "QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: #3d8bd9; }"
        "QCheckBox::indicator:checked { image: url(:/art/icon-tick.svg); }"
        "QCheckBox::indicator:disabled { border-color: #3b4675; background: #141933; }"
        "QLineEdit, QComboBox { border: 1px solid #3b4675; border-radius: 3px; padding: 3px;"
        "  background: #0e1226; }"
        "QGroupBox { border: 1px solid #2a3256; border-radius: 6px; margin-top: 14px; padding-top: "
        "8px; }"
        "QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #a9b4d6; "
        "}"));
}

void showRowNamesAsText(QHeaderView* rows)
{
    rows->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    rows->setStyleSheet(QStringLiteral(
        "QHeaderView { background: transparent; } "
        "QHeaderView::section { background: transparent; border: none; padding: 2px 10px 2px 4px; "
        "color: #c8cee6; }"));
}

} // namespace slui
