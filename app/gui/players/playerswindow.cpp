// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playerswindow.h"

#include "gamestore.h"
#include "names.h"
#include "playerprofiles.h"
#include "playerrecordsmodel.h"
#include "screenfit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace slapp {

PlayersWindow::PlayersWindow(GameStore* store, QWidget* parent)
    : QDialog(parent), m_store(store), m_model(new PlayerRecordsModel(this)),
      m_sorted(new QSortFilterProxyModel(this)), m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("playersWindow"));
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(PlayerRecordsModel::SortRole);
    m_sorted->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_view->setObjectName(QStringLiteral("players"));
    m_view->setModel(m_sorted);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(PlayerRecordsModel::Games, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(PlayerRecordsModel::Player,
                                                     QHeaderView::Stretch);

    m_useDates = new QCheckBox(this);
    m_from = new QDateEdit(QDate::currentDate().addYears(-1), this);
    m_to = new QDateEdit(QDate::currentDate(), this);
    for (QDateEdit* d : {m_from, m_to}) {
        d->setCalendarPopup(true);
        d->setEnabled(false);
        connect(d, &QDateEdit::dateChanged, this, &PlayersWindow::refresh);
    }
    connect(m_useDates, &QCheckBox::toggled, this, [this](bool on) {
        m_from->setEnabled(on);
        m_to->setEnabled(on);
        refresh();
    });
    m_seatsLabel = new QLabel(this);
    m_seats = new QComboBox(this);
    m_seats->setObjectName(QStringLiteral("seats"));
    for (int n = 0; n <= 6; n = n == 0 ? 2 : n + 1)
        m_seats->addItem(QString(), n);
    m_seatsLabel->setBuddy(m_seats);
    connect(m_seats, &QComboBox::currentIndexChanged, this, &PlayersWindow::refresh);
    m_expansion = new QCheckBox(this);
    connect(m_expansion, &QCheckBox::toggled, this, &PlayersWindow::refresh);
    m_summary = new QLabel(this);
    m_luck = new QLabel(this);
    m_luck->setWordWrap(true);
    m_luck->setObjectName(QStringLiteral("luckExplained"));
    m_close = new QPushButton(this);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_useDates);
    filters->addWidget(m_from);
    filters->addWidget(new QLabel(QStringLiteral("–"), this));
    filters->addWidget(m_to);
    filters->addSpacing(16);
    filters->addWidget(m_seatsLabel);
    filters->addWidget(m_seats);
    filters->addSpacing(16);
    filters->addWidget(m_expansion);
    filters->addStretch(1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_summary, 1);
    bottom->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_luck);
    layout->addLayout(bottom);
    fitToScreen(this, QSize(1180, 560));
    refresh(); // reads the games and says every text
}

QString PlayersWindow::summaryText() const
{
    return m_summary->text();
}

void PlayersWindow::refresh()
{
    ProfileFilter filter;
    if (m_useDates->isChecked()) {
        filter.from = m_from->date().startOfDay();
        filter.to = m_to->date().addDays(1).startOfDay();
    }
    filter.seats = m_seats->currentData().toInt();
    filter.expansion = m_expansion->isChecked();
    m_problem.clear();
    m_games = 0;
    std::optional<std::vector<sl::PlayerProfile>> found;
    if (m_store) found = playerProfiles(*m_store, filter, &m_games);
    if (!found) m_problem = m_store ? m_store->lastError() : tr("There is no game database.");
    m_model->setProfiles(found ? std::move(*found) : std::vector<sl::PlayerProfile>{});
    retranslate();
}

void PlayersWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_model->retranslate();
    }
    QDialog::changeEvent(event);
}

void PlayersWindow::retranslate()
{
    setWindowTitle(tr("Players"));
    // The dates as the list shows them: the language's short date, with a four-digit year.
    for (QDateEdit* d : {m_from, m_to}) {
        d->setLocale(QLocale());
        d->setDisplayFormat(shortDateFormat());
    }
    m_useDates->setText(tr("Played between"));
    m_seatsLabel->setText(tr("&Players in the game:"));
    for (int i = 0; i < m_seats->count(); ++i) {
        const int n = m_seats->itemData(i).toInt();
        m_seats->setItemText(i, n == 0 ? tr("any number") : QString::number(n));
    }
    m_expansion->setText(tr("With the expansion only"));
    m_close->setText(tr("Close"));
    m_summary->setText(!m_problem.isEmpty()
                           ? m_problem
                           : tr("%n finished game(s); a team game counts for both members of the "
                                "team.",
                                "", m_games));
    m_luck->setText(tr("Dice luck: the battles a player won minus the battles the exact odds of "
                       "each battle said to expect when its dice were rolled. Above 0 the dice "
                       "were kinder than the odds, below 0 less kind; it says nothing of how well "
                       "the player played."));
}

} // namespace slapp
