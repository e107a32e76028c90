// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "welcomepage.h"

#include "common/artcache.h"
#include "common/languagemanager.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QVBoxLayout>

namespace slapp {

WelcomePage::WelcomePage(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("welcomePage"));
    m_logo = new QLabel(this);
    m_logo->setAlignment(Qt::AlignCenter);
    m_title = new QLabel(this);
    m_title->setAlignment(Qt::AlignCenter);
    m_tagline = new QLabel(this);
    m_tagline->setAlignment(Qt::AlignCenter);
    m_tagline->setWordWrap(true);
    m_tagline->setObjectName(QStringLiteral("turnHint"));
    slui::ArtCache& art = slui::ArtCache::instance();
    auto button = [this](const QIcon& icon) {
        auto* b = new QPushButton(icon, QString(), this);
        b->setIconSize(QSize(22, 22));
        m_buttons << b;
        return b;
    };
    m_new = button(art.icon(QStringLiteral("new")));
    m_new->setObjectName(QStringLiteral("confirmButton")); // the prominent style
    m_continue = button(art.icon(QStringLiteral("open")));
    m_unfinished = new QLabel(this);
    m_unfinished->setAlignment(Qt::AlignCenter);
    m_unfinished->setWordWrap(true); // long names: over two lines, never cut off
    m_unfinished->setObjectName(QStringLiteral("turnHint"));
    m_browser = button(art.icon(QStringLiteral("log")));
    m_players = button(QIcon());
    m_editor = button(art.icon(QStringLiteral("edit-tiles")));
    m_rules = button(QIcon());
    // Learn to play: the lessons in a menu of the button (the window fills it when it opens).
    m_learn = button(art.icon(QStringLiteral("question")));
    m_learn->setObjectName(QStringLiteral("learnButton"));
    m_learnMenu = new QMenu(m_learn);
    m_learnMenu->setObjectName(QStringLiteral("learnMenu"));
    m_learn->setMenu(m_learnMenu);
    m_languageLabel = new QLabel(this);
    m_english =
        new QPushButton(QStringLiteral("English"), this); // not UI: each language in its own name
    m_czech = new QPushButton(QStringLiteral("Čeština"), this);
    for (QPushButton* b : {m_english, m_czech})
        b->setFlat(true);

    auto* column = new QVBoxLayout;
    m_column = column;
    column->addWidget(m_logo);
    column->addWidget(m_title);
    column->addWidget(m_tagline);
    m_gap = new QSpacerItem(0, 18, QSizePolicy::Minimum, QSizePolicy::Fixed);
    column->addSpacerItem(m_gap);
    column->addWidget(m_new);
    column->addWidget(m_learn);
    column->addWidget(m_continue);
    column->addWidget(m_unfinished);
    column->addWidget(m_browser);
    column->addWidget(m_players);
    column->addWidget(m_editor);
    column->addWidget(m_rules);
    column->addSpacing(12);
    auto* languages = new QHBoxLayout;
    languages->addStretch(1);
    languages->addWidget(m_languageLabel);
    languages->addWidget(m_english);
    languages->addWidget(m_czech);
    languages->addStretch(1);
    column->addLayout(languages);
    auto* outer = new QHBoxLayout(this);
    outer->addStretch(1);
    auto* centre = new QVBoxLayout;
    centre->addStretch(1);
    centre->addLayout(column);
    centre->addStretch(2);
    auto* holder = new QWidget;
    holder->setLayout(centre);
    holder->setMaximumWidth(420);
    holder->setMinimumWidth(280);
    // On a small screen (or a large scale factor) the column scrolls instead of making the
    // window taller than the screen.
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(holder);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->viewport()->setAutoFillBackground(false);
    holder->setAutoFillBackground(false);
    scroll->setStyleSheet(QStringLiteral("QScrollArea { background: transparent; }"));
    scroll->setMaximumWidth(440);
    scroll->setMinimumHeight(120);
    outer->addWidget(scroll, 2);
    outer->addStretch(1);

    connect(m_new, &QPushButton::clicked, this, &WelcomePage::newGameRequested);
    connect(m_continue, &QPushButton::clicked, this, &WelcomePage::continueRequested);
    connect(m_browser, &QPushButton::clicked, this, &WelcomePage::browserRequested);
    connect(m_players, &QPushButton::clicked, this, &WelcomePage::playersRequested);
    connect(m_editor, &QPushButton::clicked, this, &WelcomePage::editorRequested);
    connect(m_rules, &QPushButton::clicked, this, &WelcomePage::rulesRequested);
    connect(m_english, &QPushButton::clicked, this,
            [this] { emit languageChosen(QStringLiteral("en")); });
    connect(m_czech, &QPushButton::clicked, this,
            [this] { emit languageChosen(QStringLiteral("cs")); });
    setUnfinished({});
    fitHeight(800);
    retranslate();
}

void WelcomePage::fitHeight(int height)
{
    // A short page (a small screen, a large scale factor) draws the column tighter, so that it
    // is seen whole without scrolling.
    const bool tight = height < 640;
    if (m_logo->property("tight").isValid() && m_logo->property("tight").toBool() == tight) return;
    m_logo->setProperty("tight", tight);
    const int logo = tight ? 44 : 96;
    m_logo->setPixmap(QIcon(QStringLiteral(":/art/starlanes.svg")).pixmap(logo, logo));
    m_column->setSpacing(tight ? 4 : 10);
    m_gap->changeSize(0, tight ? 4 : 18, QSizePolicy::Minimum, QSizePolicy::Fixed);
    for (QPushButton* b : m_buttons)
        b->setMinimumHeight(tight ? 30 : 40);
    m_column->invalidate();
}

void WelcomePage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitHeight(height());
}

void WelcomePage::setUnfinished(const QString& description)
{
    m_description = description;
    m_continue->setVisible(!description.isEmpty());
    m_unfinished->setVisible(!description.isEmpty());
    m_unfinished->setText(description);
}

void WelcomePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void WelcomePage::retranslate()
{
    m_title->setText(tr("<span style='font-size:26pt; font-weight:600'>Starlanes</span>"));
    m_tagline->setText(
        tr("Carcassonne: Star Wars for 2 to 6 players at one computer. An unofficial fan "
           "implementation."));
    m_new->setText(tr("New game"));
    m_learn->setText(tr("Learn to play"));
    m_learn->setToolTip(tr("A guided game against the computer that teaches the rules step by "
                           "step, and a lesson on the expansion's equipment"));
    m_continue->setText(tr("Continue the unfinished game"));
    m_browser->setText(tr("Game browser"));
    m_players->setText(tr("Players"));
    m_editor->setText(tr("Tile-set editor"));
    m_rules->setText(tr("Rules"));
    m_languageLabel->setText(tr("Language:"));
    const QString current = slui::LanguageManager::instance().effective();
    for (const auto& [button, code] :
         {std::pair{m_english, QStringLiteral("en")}, std::pair{m_czech, QStringLiteral("cs")}}) {
        QFont f = button->font();
        f.setBold(code == current);
        f.setUnderline(code == current);
        button->setFont(f);
    }
}

void WelcomePage::paintEvent(QPaintEvent*)
{
    // A quiet field of stars, the same every time.
    QPainter p(this);
    p.fillRect(rect(), QColor(0x07, 0x09, 0x14));
    QRandomGenerator rng(42);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 220; ++i) {
        const QPointF at(rng.bounded(width() + 1), rng.bounded(height() + 1));
        const double r = 0.4 + rng.bounded(1.2);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(220, 228, 255, 60 + int(rng.bounded(150))));
        p.drawEllipse(at, r, r);
    }
}

} // namespace slapp
