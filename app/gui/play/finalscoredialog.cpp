// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "finalscoredialog.h"

#include "common/artcache.h"
#include "common/names.h"
#include "help/helpwindow.h"
#include "widgets/statisticsview.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace slapp {
namespace {
QTableWidgetItem* item(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* i = new QTableWidgetItem(text);
    i->setTextAlignment(align);
    i->setFlags(Qt::ItemIsEnabled);
    return i;
}

/** Sides by total, highest first (equal totals keep seat order). */
QList<int> rankingOrder(const QList<int>& totals)
{
    QList<int> order;
    for (int side = 0; side < totals.size(); ++side)
        order << side;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return totals[a] > totals[b]; });
    return order;
}

/** 1 + the number of sides with more points: equal scores share a place (1., 1., 3.). */
int placeOf(const QList<int>& totals, int side)
{
    int place = 1;
    for (int t : totals)
        place += t > totals[side];
    return place;
}

QTableWidget* table(QWidget* parent, const QStringList& headers)
{
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setIconSize(QSize(22, 22));
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // As large as its rows and columns, no larger: no empty table area below the last row.
    t->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    t->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    return t;
}
} // namespace

FinalScoreDialog::FinalScoreDialog(const FinalReport& report, const QList<SideLook>& looks,
                                   QWidget* parent)
    : QDialog(parent), m_pages(new QStackedWidget(this))
{
    setWindowTitle(tr("Final scoring"));
    slui::addHelpKeys(this, QStringLiteral("end-of-the-game")); // F1

    // Page 1: realm by realm (R-END-2), each realm named, its owner by colour and name.
    auto* page1 = new QWidget(this);
    auto* l1 = new QVBoxLayout(page1);
    l1->addWidget(new QLabel(tr("Unfinished realms with meeples score now:"), page1));
    m_realms = table(page1, {tr("Realm"), tr("Owner"), tr("Points")});
    m_realms->setAccessibleName(tr("Final scoring of the unfinished realms"));
    m_realms->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    for (const ScoreLine& line : report.finalScoring) {
        const int row = m_realms->rowCount();
        m_realms->insertRow(row);
        m_realms->setItem(row, 0, item(slui::realmLabelText(line.place)));
        auto* owner = item(looks.value(line.side).name);
        owner->setIcon(slui::colourSwatch(looks.value(line.side).colour));
        m_realms->setItem(row, 1, owner);
        m_realms->setItem(
            row, 2, item(tr("%n point(s)", "", line.points), Qt::AlignRight | Qt::AlignVCenter));
    }
    if (report.finalScoring.isEmpty())
        l1->addWidget(new QLabel(tr("No meeple stood in an unfinished realm."), page1));
    m_realms->setMaximumHeight(420); // many realms: the rest scrolls
    l1->addWidget(m_realms);

    // Page 2: the ranking (shared places on equal scores), totals by realm type.
    auto* page2 = new QWidget(this);
    auto* l2 = new QVBoxLayout(page2);
    QStringList winners;
    for (int w : report.winners)
        winners << looks.value(w).name;
    auto* headline = new QLabel(page2);
    headline->setObjectName(QStringLiteral("winnerHeadline"));
    headline->setText(report.winners.size() == 1
                          ? tr("<h2>%1 wins!</h2>").arg(winners.join(QString()).toHtmlEscaped())
                          : tr("<h2>Shared victory: %1</h2>")
                                .arg(winners.join(QStringLiteral(", ")).toHtmlEscaped()));
    l2->addWidget(headline);
    m_summary = table(page2, {tr("Place"), tr("Player"), tr("Trade routes"), tr("Asteroid fields"),
                              tr("Planets"), tr("Battles"), tr("Total")});
    m_summary->setAccessibleName(tr("Final scores"));
    m_summary->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_summary->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    const QList<int> order = rankingOrder(report.totals);
    for (int row = 0; row < order.size(); ++row) {
        const int side = order[row];
        const int place = placeOf(report.totals, side);
        const bool winner = report.winners.contains(side);
        m_summary->insertRow(row);
        auto* placeItem =
            item(winner ? tr("%1. ★", "place of a winner").arg(place) : tr("%1.").arg(place),
                 Qt::AlignCenter);
        m_summary->setItem(row, 0, placeItem);
        auto* who = item(looks.value(side).name);
        who->setIcon(slui::colourSwatch(looks.value(side).colour));
        m_summary->setItem(row, 1, who);
        for (int k = 0; k < 4; ++k)
            m_summary->setItem(row, k + 2,
                               item(QString::number(report.bySource.value(side).value(k)),
                                    Qt::AlignRight | Qt::AlignVCenter));
        m_summary->setItem(
            row, 6,
            item(QString::number(report.totals.value(side)), Qt::AlignRight | Qt::AlignVCenter));
        for (int c = 0; c < m_summary->columnCount(); ++c) {
            QTableWidgetItem* cell = m_summary->item(row, c);
            QFont f = cell->font();
            f.setBold(winner || c == 6);
            cell->setFont(f);
            if (winner) cell->setBackground(QColor(0xff, 0xc4, 0x3d, 40));
        }
    }
    l2->addWidget(m_summary);

    m_pages->addWidget(page1);
    m_pages->addWidget(page2);
    auto* buttons = new QDialogButtonBox(this);
    m_back = buttons->addButton(tr("Back"), QDialogButtonBox::ActionRole);
    m_back->setEnabled(false);
    m_next = buttons->addButton(tr("Summary"), QDialogButtonBox::ActionRole);
    // The rules, a small button (the dialog stays narrow enough to stand beside the realm).
    auto* rules = new QPushButton(slui::ArtCache::instance().icon(QStringLiteral("question")),
                                  QString(), this);
    buttons->addButton(rules, QDialogButtonBox::HelpRole);
    rules->setObjectName(QStringLiteral("rulesButton"));
    rules->setAccessibleName(tr("Scoring rules"));
    rules->setToolTip(tr("How the end of the game is scored, in Help ▸ Rules"));
    connect(rules, &QPushButton::clicked, this, [this] {
        slui::HelpWindow::showAt(slui::HelpKind::Rules,
                                 QStringLiteral("7-end-of-game-and-final-scoring"), this);
    });
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_back, &QPushButton::clicked, this, &FinalScoreDialog::showPrevious);
    connect(m_next, &QPushButton::clicked, this, &FinalScoreDialog::showSummary);
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    m_next->setDefault(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 1);
    layout->addWidget(buttons);
    layout->setSizeConstraint(QLayout::SetMinAndMaxSize);
    updateButtons();
}

void FinalScoreDialog::showSummary()
{
    m_pages->setCurrentIndex(std::min(m_pages->currentIndex() + 1, m_pages->count() - 1));
    updateButtons();
}

void FinalScoreDialog::showPrevious()
{
    m_pages->setCurrentIndex(std::max(m_pages->currentIndex() - 1, 0));
    updateButtons();
}

void FinalScoreDialog::updateButtons()
{
    const int page = m_pages->currentIndex();
    m_back->setEnabled(page > 0);
    m_next->setEnabled(page + 1 < m_pages->count());
    m_next->setText(page == 0 ? tr("Summary") : tr("Statistics"));
    // Each page as large as it needs (a stacked widget would keep the largest one's size).
    for (int i = 0; i < m_pages->count(); ++i)
        m_pages->widget(i)->setSizePolicy(i == page ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                                          i == page ? QSizePolicy::Preferred
                                                    : QSizePolicy::Ignored);
    m_pages->adjustSize();
    adjustSize();
}

void FinalScoreDialog::addStatistics(const sl::GameStatistics& stats, const sl::GameRecord& record)
{
    auto* view = new slui::StatisticsView(this);
    view->setStatistics(stats, record);
    m_pages->addWidget(view);
    updateButtons();
}

} // namespace slapp
