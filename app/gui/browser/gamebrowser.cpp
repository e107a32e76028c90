// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "gamebrowser.h"
#include "common/accessiblenames.h"
#include "common/filedialogs.h"
#include "common/quitall.h"
#include "help/helpwindow.h"

#include "batchreviewdialog.h"

#include "common/artcache.h"
#include "common/filetext.h"
#include "common/names.h"
#include "common/recordtext.h"
#include "common/screenfit.h"
#include "common/waitwithprogress.h"
#include "gamesmodel.h"
#include "store/gamestore.h"

#include <QCheckBox>
#include <QDateEdit>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace slapp {

GameBrowser::GameBrowser(GameStore* store, QWidget* parent)
    : QDialog(parent), m_store(store), m_model(new GamesModel(store, this)),
      m_view(new QTableView(this)), m_filterDelay(new QTimer(this)), m_follow(new QTimer(this))
{
    slui::addQuitShortcut(this);                             // Ctrl+Q quits from here too
    slui::addHelpKeys(this, QStringLiteral("game-browser")); // F1: this window's section
    m_follow->setInterval(1000);
    connect(m_follow, &QTimer::timeout, this, &GameBrowser::follow);
    setObjectName(QStringLiteral("gameBrowser"));
    m_view->setObjectName(QStringLiteral("games"));
    m_view->setModel(m_model);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(GamesModel::Date, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(false);
    // Nothing wraps or is clipped: dates, scores and sets take the width they need, the players
    // the rest.
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(GamesModel::Players, QHeaderView::Stretch);
    m_view->setAlternatingRowColors(true);
    connect(m_view, &QTableView::doubleClicked, this,
            [this](const QModelIndex& i) { emit openReplay(m_model->gameId(i.row())); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GameBrowser::updateButtons);

    m_playerLabel = new QLabel(this);
    m_player = new QLineEdit(this);
    m_player->setClearButtonEnabled(true);
    m_unfinished = new QCheckBox(this);
    m_useDates = new QCheckBox(this);
    m_from = new QDateEdit(QDate::currentDate().addMonths(-1), this);
    m_to = new QDateEdit(QDate::currentDate(), this);
    for (QDateEdit* d : {m_from, m_to}) {
        d->setCalendarPopup(true);
        d->setEnabled(false);
        connect(d, &QDateEdit::dateChanged, this, &GameBrowser::applyFilters);
    }
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("gameCount"));
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(200);
    connect(m_filterDelay, &QTimer::timeout, this, &GameBrowser::applyFilters);
    connect(m_player, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_unfinished, &QCheckBox::toggled, this, &GameBrowser::applyFilters);
    connect(m_useDates, &QCheckBox::toggled, this, [this](bool on) {
        m_from->setEnabled(on);
        m_to->setEnabled(on);
        applyFilters();
    });

    slui::ArtCache& art = slui::ArtCache::instance();
    m_open = new QPushButton(art.icon(QStringLiteral("log")), QString(), this);
    m_continue = new QPushButton(art.icon(QStringLiteral("open")), QString(), this);
    m_delete = new QPushButton(this);
    m_import = new QPushButton(art.icon(QStringLiteral("import")), QString(), this);
    m_export = new QPushButton(art.icon(QStringLiteral("save")), QString(), this);
    m_players = new QPushButton(this);
    m_players->setObjectName(QStringLiteral("playersButton"));
    m_analyse = new QPushButton(this);
    m_analyse->setObjectName(QStringLiteral("analyseButton"));
    connect(m_analyse, &QPushButton::clicked, this, [this] { analyseGames(); });
    m_close = new QPushButton(this);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (const auto ids = selectedGames(); !ids.isEmpty()) emit openReplay(ids.front());
    });
    connect(m_continue, &QPushButton::clicked, this, [this] {
        if (const auto ids = selectedGames(); !ids.isEmpty()) emit continueGame(ids.front());
    });
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteSelected(true); });
    connect(m_import, &QPushButton::clicked, this, &GameBrowser::importGames);
    connect(m_export, &QPushButton::clicked, this, &GameBrowser::exportGames);
    connect(m_players, &QPushButton::clicked, this, &GameBrowser::playersRequested);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_playerLabel);
    filters->addWidget(m_player, 1);
    filters->addWidget(m_unfinished);
    filters->addWidget(m_useDates);
    filters->addWidget(m_from);
    filters->addWidget(new QLabel(QStringLiteral("–"), this));
    filters->addWidget(m_to);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_count, 1);
    for (QPushButton* b :
         {m_open, m_continue, m_delete, m_import, m_export, m_analyse, m_players, m_close})
        buttons->addWidget(b);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    slui::fitToScreen(this, QSize(1240, 640));
    retranslate();
    updateButtons();
}

void GameBrowser::setReviewOptions(const sl::ai::AnalysisOptions& options)
{
    m_reviewOptions = options;
}

BatchReviewDialog* GameBrowser::analyseGames()
{
    if (!m_review) {
        m_review = new BatchReviewDialog(m_store->path(), this);
        connect(m_review, &BatchReviewDialog::runEnded, this, &GameBrowser::follow);
        connect(m_review, &BatchReviewDialog::activityChanged, this, [this](const QString& text) {
            updateButtons(); // the count line says it too
            emit reviewActivityChanged(text);
        });
    }
    if (m_reviewOptions) m_review->setOptions(*m_reviewOptions);
    if (!m_review->isRunning()) {
        // The selected games, or every finished game still without its review.
        const auto pending = batchreview::pendingGames(*m_store);
        QList<qint64> games = pending.value_or(QList<qint64>{});
        const QList<qint64> selected = selectedGames();
        if (!selected.isEmpty()) {
            QList<qint64> chosen;
            for (qint64 id : games)
                if (selected.contains(id)) chosen << id;
            games = chosen;
        }
        m_review->start(games);
    }
    showReview();
    return m_review;
}

void GameBrowser::showReview()
{
    if (!m_review) return;
    m_review->show();
    m_review->raise();
    m_review->activateWindow();
}

void GameBrowser::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void GameBrowser::retranslate()
{
    setWindowTitle(tr("Game browser"));
    m_playerLabel->setText(tr("Player:"));
    m_player->setPlaceholderText(tr("any player"));
    m_unfinished->setText(tr("Unfinished only"));
    m_useDates->setText(tr("Played between"));
    m_open->setText(tr("Replay"));
    m_open->setToolTip(tr("Step through the selected game (double-click a row)"));
    m_continue->setText(tr("Continue"));
    m_continue->setToolTip(tr("Play the selected unfinished game on"));
    m_delete->setText(tr("Delete…"));
    m_import->setText(tr("Import…"));
    m_export->setText(tr("Export…"));
    m_players->setText(tr("Players…"));
    m_players->setToolTip(tr("Every player's record over the stored games"));
    m_close->setText(tr("Close"));
    // As wide as the longer of its two texts: the buttons beside it stay put when it changes.
    int analyseWidth = 0;
    for (const QString& text : {tr("Analyse all…"), tr("Analyse selected…")}) {
        m_analyse->setText(text);
        analyseWidth = std::max(analyseWidth, m_analyse->sizeHint().width());
    }
    m_analyse->setMinimumWidth(analyseWidth);
    // The dates as the list shows them: the language's short date, with a four-digit year.
    for (QDateEdit* d : {m_from, m_to}) {
        d->setLocale(QLocale());
        d->setDisplayFormat(slui::shortDateFormat());
    }
    updateButtons();
    m_from->setAccessibleName(tr("Played from"));
    m_to->setAccessibleName(tr("Played until"));
    m_view->setAccessibleName(tr("Stored games"));
    slui::nameControls(this); // for assistive technology, in the new language
}

void GameBrowser::applyFilters()
{
    GameQuery q = m_model->query();
    q.player = m_player->text().trimmed();
    q.unfinishedOnly = m_unfinished->isChecked();
    q.from = m_useDates->isChecked() ? m_from->date().startOfDay() : QDateTime();
    q.to = m_useDates->isChecked() ? m_to->date().addDays(1).startOfDay() : QDateTime();
    m_model->setQuery(q);
    updateButtons();
}

void GameBrowser::refresh()
{
    m_stamp = m_store->changeStamp();
    m_model->reload();
    updateButtons();
}

void GameBrowser::follow()
{
    const qint64 stamp = m_store->changeStamp();
    if (stamp == m_stamp) return;
    m_stamp = stamp;
    const QList<qint64> selected = selectedGames();
    const qint64 current = m_model->gameId(m_view->currentIndex().row());
    const int scroll = m_view->verticalScrollBar()->value();
    m_model->refreshLoaded();
    QItemSelection keep;
    int currentRow = -1;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const qint64 id = m_model->gameId(row);
        if (selected.contains(id))
            keep.select(m_model->index(row, 0), m_model->index(row, m_model->columnCount() - 1));
        if (id == current) currentRow = row;
    }
    if (currentRow >= 0)
        m_view->selectionModel()->setCurrentIndex(m_model->index(currentRow, 0),
                                                  QItemSelectionModel::NoUpdate);
    m_view->selectionModel()->select(keep, QItemSelectionModel::ClearAndSelect);
    m_view->verticalScrollBar()->setValue(scroll);
    updateButtons();
}

void GameBrowser::showEvent(QShowEvent* event)
{
    follow();
    m_follow->start();
    QDialog::showEvent(event);
}

void GameBrowser::hideEvent(QHideEvent* event)
{
    m_follow->stop();
    QDialog::hideEvent(event);
}

void GameBrowser::setPlayerFilter(const QString& text)
{
    m_player->setText(text);
    applyFilters();
}

void GameBrowser::setUnfinishedOnly(bool on)
{
    m_unfinished->setChecked(on);
}

void GameBrowser::setDateRange(const QDate& from, const QDate& to)
{
    m_from->setDate(from);
    m_to->setDate(to);
    m_useDates->setChecked(from.isValid());
    applyFilters();
}

QList<qint64> GameBrowser::selectedGames() const
{
    QList<qint64> ids;
    for (const QModelIndex& i : m_view->selectionModel()->selectedRows())
        ids << m_model->gameId(i.row());
    return ids;
}

void GameBrowser::selectRow(int row)
{
    m_view->selectRow(row);
}

void GameBrowser::updateButtons()
{
    const QList<qint64> ids = selectedGames();
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    const bool one = ids.size() == 1;
    m_open->setEnabled(one);
    // A read-only database: browse, replay and export only.
    const bool writable = !m_store->isReadOnly();
    m_continue->setEnabled(writable && one &&
                           !rows.front().data(GamesModel::FinishedRole).toBool());
    m_delete->setEnabled(writable && !ids.isEmpty());
    m_import->setEnabled(writable);
    m_export->setEnabled(!ids.isEmpty());
    m_analyse->setEnabled(writable);
    m_analyse->setText(ids.isEmpty() ? tr("Analyse all…") : tr("Analyse selected…"));
    m_analyse->setToolTip(
        !writable ? tr("The database is open read-only: reviews cannot be stored.")
        : ids.isEmpty()
            ? tr("Review every finished game that has no review with the current method yet, in "
                 "the "
                 "background")
            : tr("Review the selected finished games that have no review with the current method "
                 "yet, in the background"));
    const QString activity = m_review ? m_review->activityText() : QString();
    m_count->setText(activity.isEmpty() ? tr("%n game(s)", "", m_model->total())
                                        : tr("%n game(s)", "", m_model->total()) +
                                              QStringLiteral(" · ") + activity);
}

void GameBrowser::deleteSelected(bool ask)
{
    const QList<qint64> ids = selectedGames();
    if (ids.isEmpty()) return;
    if (ask && QMessageBox::question(
                   this, tr("Delete games"),
                   tr("Delete %n game(s)? This cannot be undone.", "", int(ids.size())),
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    for (qint64 id : ids)
        if (!m_store->deleteGame(id))
            QMessageBox::warning(this, tr("Delete games"), m_store->lastError());
    refresh();
}

void GameBrowser::importGames()
{
    importFiles(
        slui::openFileNames(this, tr("Import games"), QString(), tr("Starlanes games (*.json)")));
}

int GameBrowser::importFiles(const QStringList& files)
{
    if (files.isEmpty()) return 0;
    // Read and checked off the window's thread, one file after another; stored here.
    QList<slui::RecordFile> read;
    const bool done = slui::waitWithProgress(
        this, tr("Reading %n game(s)…", "", int(files.size())), [&](slui::Progress& p) {
            for (const QString& file : files) {
                if (p.cancel) break;
                read.append(slui::readRecordFile(file, &p.cancel));
                p.permille = int(1000 * read.size() / files.size());
            }
        });
    if (!done) return 0;
    QStringList problems;
    int imported = 0;
    for (const slui::RecordFile& file : read) {
        if (!file.record)
            problems << file.problem;
        else if (m_store->insertRecord(*file.record))
            ++imported;
        else
            problems << m_store->lastError();
    }
    refresh();
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Import games"),
                             tr("%n game(s) imported.", "", imported) + QLatin1Char('\n') +
                                 problems.join(QLatin1Char('\n')));
    return imported;
}

void GameBrowser::exportGames()
{
    const QList<qint64> ids = selectedGames();
    if (ids.isEmpty()) return;
    QString dir;
    QString single;
    if (ids.size() == 1) {
        single = slui::saveFileName(this, tr("Export the game"),
                                    QStringLiteral("starlanes-game-%1.json").arg(ids.front()),
                                    tr("Starlanes games (*.json)"));
        if (single.isEmpty()) return;
    } else {
        dir = slui::existingFolder(this, tr("Export %n games into a folder", "", int(ids.size())));
        if (dir.isEmpty()) return;
    }
    exportGamesTo(ids, single, dir);
}

int GameBrowser::exportGamesTo(const QList<qint64>& ids, const QString& single, const QString& dir)
{
    auto target = [&](qint64 id) {
        return single.isEmpty() ? dir + QStringLiteral("/starlanes-game-%1.json").arg(id) : single;
    };
    // One file: the file dialog asked before replacing it. A folder: asked here, once.
    bool overwrite = !single.isEmpty();
    if (single.isEmpty()) {
        int existing = 0;
        for (qint64 id : ids)
            existing += QFileInfo::exists(target(id));
        if (existing > 0)
            overwrite = QMessageBox::question(this, tr("Export games"),
                                              tr("Replace %n existing file(s) in %1?", "", existing)
                                                  .arg(QDir::toNativeSeparators(dir)),
                                              QMessageBox::Yes | QMessageBox::No,
                                              QMessageBox::No) == QMessageBox::Yes;
    }
    int written = 0;
    QStringList problems;
    for (qint64 id : ids) {
        const auto json = m_store->exportGame(id);
        if (!json) {
            problems << m_store->lastError();
            continue;
        }
        const QString problem = slui::writeWholeFile(target(id), *json, overwrite);
        if (problem.isEmpty())
            ++written;
        else
            problems << problem;
    }
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Export games"),
                             tr("%n game(s) exported.", "", written) + QLatin1Char('\n') +
                                 problems.join(QLatin1Char('\n')));
    return written;
}

} // namespace slapp
