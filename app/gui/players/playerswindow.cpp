// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playerswindow.h"
#include "common/accessiblenames.h"
#include "common/quitall.h"
#include "help/helpwindow.h"

#include "common/names.h"
#include "common/screenfit.h"
#include "playerpagewindow.h"
#include "playerrecordsmodel.h"
#include "store/gamestore.h"
#include "store/playerprofiles.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabBar>
#include <QTableView>
#include <QVBoxLayout>

namespace slapp {

PlayersWindow::PlayersWindow(GameStore* store, QWidget* parent)
    : QDialog(parent), m_store(store), m_model(new PlayerRecordsModel(this)),
      m_sorted(new QSortFilterProxyModel(this)), m_view(new QTableView(this))
{
    slui::addQuitShortcut(this);                        // Ctrl+Q quits from here too
    slui::addHelpKeys(this, QStringLiteral("players")); // F1: this window's section
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

    m_columns = new QTabBar(this);
    m_columns->setObjectName(QStringLiteral("columnGroups"));
    m_columns->setDrawBase(false);
    m_columns->setExpanding(false);
    for (int i = 0; i < 3; ++i)
        m_columns->addTab(QString());
    connect(m_columns, &QTabBar::currentChanged, this,
            [this](int index) { showColumns(Columns(index)); });
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
    m_finishedOnly = new QCheckBox(this);
    m_finishedOnly->setObjectName(QStringLiteral("finishedOnly"));
    m_finishedOnly->setChecked(true);
    connect(m_finishedOnly, &QCheckBox::toggled, this, &PlayersWindow::refresh);
    m_setsLabel = new QLabel(this);
    m_sets = new QComboBox(this);
    m_sets->setObjectName(QStringLiteral("tileSets"));
    m_sets->addItem(QString(), QString());
    if (m_store)
        for (const QString& sets : m_store->players().finishedTileSets())
            m_sets->addItem(QString(), sets);
    m_setsLabel->setBuddy(m_sets);
    connect(m_sets, &QComboBox::currentIndexChanged, this, &PlayersWindow::refresh);
    m_page = new QPushButton(this);
    m_page->setObjectName(QStringLiteral("openPage"));
    connect(m_page, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = m_view->selectionModel()->selectedRows();
        if (!rows.isEmpty()) openPage(rows.front().row());
    });
    connect(m_view, &QTableView::activated, this,
            [this](const QModelIndex& index) { openPage(index.row()); });
    m_merge = new QPushButton(this);
    m_merge->setObjectName(QStringLiteral("merge"));
    connect(m_merge, &QPushButton::clicked, this, &PlayersWindow::mergeSelected);
    m_separate = new QPushButton(this);
    m_separate->setObjectName(QStringLiteral("separate"));
    connect(m_separate, &QPushButton::clicked, this, &PlayersWindow::separateSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PlayersWindow::updateButtons);
    m_puzzles = new QPushButton(this);
    m_puzzles->setObjectName(QStringLiteral("puzzles"));
    connect(m_puzzles, &QPushButton::clicked, this, [this] {
        const QStringList keys = selectedKeys();
        emit puzzlesRequested(keys.size() == 1 ? keys.front() : QString());
    });
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
    filters->addWidget(m_setsLabel);
    filters->addWidget(m_sets);
    filters->addStretch(1);
    // The column groups, and the two checks beside them (a narrow screen keeps one row each).
    auto* tabsRow = new QHBoxLayout;
    tabsRow->addWidget(m_columns);
    tabsRow->addStretch(1);
    tabsRow->addWidget(m_expansion);
    tabsRow->addSpacing(16);
    tabsRow->addWidget(m_finishedOnly);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_summary, 1);
    bottom->addWidget(m_page);
    bottom->addWidget(m_merge);
    bottom->addWidget(m_separate);
    bottom->addWidget(m_puzzles);
    bottom->addSpacing(16);
    bottom->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addLayout(tabsRow);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_luck);
    layout->addLayout(bottom);
    slui::fitToScreen(this, QSize(1180, 600));
    showColumns(Columns::Results);
    refresh(); // reads the games and says every text
}

void PlayersWindow::showColumns(Columns columns)
{
    using M = PlayerRecordsModel;
    auto group = [](int column) {
        switch (column) {
        case M::Player:
        case M::Games:
            return -1; // always shown
        case M::Routes:
        case M::Fields:
        case M::Planets:
        case M::Battles:
            return int(Columns::Points);
        case M::LostPerTurn:
        case M::Mistakes:
        case M::Analysed:
        case M::TakeBacks:
            return int(Columns::Review);
        default:
            return int(Columns::Results);
        }
    };
    for (int c = 0; c < M::ColumnCount; ++c)
        m_view->setColumnHidden(c, group(c) >= 0 && group(c) != int(columns));
    m_columns->setCurrentIndex(int(columns));
}

QString PlayersWindow::summaryText() const
{
    return m_summary->text();
}

ProfileFilter PlayersWindow::filter() const
{
    ProfileFilter filter;
    if (m_useDates->isChecked()) {
        filter.from = m_from->date().startOfDay();
        filter.to = m_to->date().addDays(1).startOfDay();
    }
    filter.seats = m_seats->currentData().toInt();
    filter.expansion = m_expansion->isChecked();
    filter.tileSets = m_sets->currentData().toString();
    filter.finishedOnly = m_finishedOnly->isChecked();
    return filter;
}

void PlayersWindow::refresh()
{
    m_problem.clear();
    m_games = 0;
    std::optional<std::vector<sl::PlayerProfile>> found;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor); // the first time may summarise old games
    if (m_store) found = playerProfiles(*m_store, filter(), &m_games);
    QGuiApplication::restoreOverrideCursor();
    if (!found) m_problem = m_store ? m_store->lastError() : tr("There is no game database.");
    m_model->setProfiles(found ? std::move(*found) : std::vector<sl::PlayerProfile>{});
    retranslate();
    updateButtons();
}

QStringList PlayersWindow::selectedKeys() const
{
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end());
    QStringList keys;
    for (const QModelIndex& index : rows) {
        const int source = m_sorted->mapToSource(index).row();
        keys << QString::fromStdString(m_model->profiles()[std::size_t(source)].who.key());
    }
    return keys;
}

void PlayersWindow::updateButtons()
{
    const QStringList keys = selectedKeys();
    const bool writable = m_store && !m_store->isReadOnly();
    bool people = keys.size() >= 2;
    for (const QString& k : keys)
        people = people && k.startsWith(QLatin1String("human:"));
    m_page->setEnabled(keys.size() == 1);
    m_merge->setEnabled(people && writable);
    bool merged = false;
    for (const QString& k : keys)
        for (const sl::PlayerProfile& p : m_model->profiles())
            merged = merged || (p.who.key() == k.toStdString() && !p.otherNames.empty());
    m_separate->setEnabled(merged && writable);
    const QString readOnly = tr("The game database is open read-only: names cannot be merged.");
    m_merge->setToolTip(writable ? tr("Count the selected names as one person (select two or "
                                      "more people).")
                                 : readOnly);
    m_separate->setToolTip(writable ? tr("Count the names merged into the selected person on "
                                         "their own again.")
                                    : readOnly);
}

PlayerPageWindow* PlayersWindow::openPage(int row)
{
    if (row < 0 || row >= m_sorted->rowCount()) return nullptr;
    const int source = m_sorted->mapToSource(m_sorted->index(row, 0)).row();
    const QString who = QString::fromStdString(m_model->profiles()[std::size_t(source)].who.key());
    auto* page = new PlayerPageWindow(m_store, filter(), who, this);
    page->setAttribute(Qt::WA_DeleteOnClose);
    connect(page, &PlayerPageWindow::replayRequested, this, &PlayersWindow::replayRequested);
    connect(page, &PlayerPageWindow::puzzlesRequested, this, &PlayersWindow::puzzlesRequested);
    page->show();
    return page;
}

bool PlayersWindow::mergeSelectedInto(const QString& into)
{
    for (const QString& key : selectedKeys())
        if (key != into && !m_store->players().merge(key, into)) {
            QMessageBox::warning(this, tr("Merge players"), m_store->lastError());
            refresh();
            return false;
        }
    refresh();
    return true;
}

void PlayersWindow::mergeSelected()
{
    const QStringList keys = selectedKeys();
    if (keys.size() < 2) return;
    QStringList names;
    for (const QString& k : keys)
        names << k.mid(int(qstrlen("human:")));
    bool ok = false;
    const QString name = QInputDialog::getItem(
        this, tr("Merge players"),
        tr("These names are one person. Count all their games under the name:"), names, 0, false,
        &ok);
    if (ok) mergeSelectedInto(QStringLiteral("human:") + name);
}

void PlayersWindow::separateSelected()
{
    for (const QString& key : selectedKeys())
        if (!m_store->players().separate(key)) {
            QMessageBox::warning(this, tr("Separate names"), m_store->lastError());
            break;
        }
    refresh();
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
        d->setDisplayFormat(slui::shortDateFormat());
    }
    m_columns->setTabText(int(Columns::Results), tr("Results"));
    m_columns->setTabText(int(Columns::Points), tr("Points by source"));
    m_columns->setTabText(int(Columns::Review), tr("Quality of play"));
    m_columns->setTabToolTip(int(Columns::Review),
                             tr("From the games analysed: points lost per turn against the best "
                                "turn found, mistakes and blunders."));
    m_useDates->setText(tr("Played between"));
    m_seatsLabel->setText(tr("&Players in the game:"));
    for (int i = 0; i < m_seats->count(); ++i) {
        const int n = m_seats->itemData(i).toInt();
        m_seats->setItemText(i, n == 0 ? tr("any number") : QString::number(n));
    }
    m_expansion->setText(tr("With the expansion only"));
    m_finishedOnly->setText(tr("Finished games only"));
    m_finishedOnly->setToolTip(tr("Unchecked: the unfinished games count too, with their scores "
                                  "so far and no win."));
    m_setsLabel->setText(tr("&Tile sets:"));
    for (int i = 0; i < m_sets->count(); ++i) {
        const QString sets = m_sets->itemData(i).toString();
        QStringList names;
        for (const QString& id : sets.split(QLatin1Char('+'), Qt::SkipEmptyParts)) {
            TileSetLabel label;
            label.id = id;
            label.nameEn = id;
            label.builtin = id == QLatin1String("base") || id == QLatin1String("exp1");
            names << tileSetLabelText(label, slui::contentLanguageCode());
        }
        m_sets->setItemText(i, sets.isEmpty() ? tr("any") : names.join(QStringLiteral(" + ")));
    }
    m_page->setText(tr("Player's &page…"));
    m_merge->setText(tr("&Merge…"));
    m_separate->setText(tr("&Separate"));
    m_puzzles->setText(tr("P&uzzles…"));
    m_puzzles->setToolTip(tr("Play again the turns of the selected player (or everyone's) that "
                             "lost points in analysed games"));
    m_close->setText(tr("Close"));
    m_summary->setText(!m_problem.isEmpty() ? m_problem
                       : m_finishedOnly->isChecked()
                           ? tr("%n finished game(s); a team game counts for both members of the "
                                "team.",
                                "", m_games)
                           : tr("%n game(s), the unfinished ones with their scores so far and no "
                                "win; a team game counts for both members of the team.",
                                "", m_games));
    m_luck->setText(tr("Dice luck: the battles a player won minus the battles the exact odds of "
                       "each battle said to expect when its dice were rolled. Above 0 the dice "
                       "were kinder than the odds, below 0 less kind; it says nothing of how well "
                       "the player played."));
    m_from->setAccessibleName(tr("Played from"));
    m_to->setAccessibleName(tr("Played until"));
    m_view->setAccessibleName(tr("Players across games"));
    slui::nameControls(this); // for assistive technology, in the new language
}

} // namespace slapp
