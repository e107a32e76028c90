// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "puzzleswindow.h"
#include "common/accessiblenames.h"
#include "common/filedialogs.h"
#include "common/quitall.h"
#include "common/seatnames.h"
#include "help/helpwindow.h"

#include "common/filetext.h"
#include "common/names.h"
#include "common/screenfit.h"
#include "common/waitwithprogress.h"
#include "puzzlelistmodel.h"
#include "puzzletext.h"
#include "puzzlewindow.h"
#include "rules/inputlimits.h"
#include "store/gamestore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace slapp {

PuzzlesWindow::PuzzlesWindow(GameStore* store, QWidget* parent)
    : QDialog(parent), m_store(store), m_model(new PuzzleListModel(this)),
      m_sorted(new QSortFilterProxyModel(this)), m_view(new QTableView(this))
{
    slui::addQuitShortcut(this);                        // Ctrl+Q quits from here too
    slui::addHelpKeys(this, QStringLiteral("puzzles")); // F1: this window's section
    setObjectName(QStringLiteral("puzzlesWindow"));
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(PuzzleListModel::SortRole);
    m_view->setObjectName(QStringLiteral("puzzles"));
    m_view->setModel(m_sorted);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // the list's own order: unsolved, biggest first
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(PuzzleListModel::Player, QHeaderView::Stretch);
    connect(m_view, &QTableView::activated, this,
            [this](const QModelIndex& index) { solve(index.row()); });

    m_playerLabel = new QLabel(this);
    m_player = new QComboBox(this);
    m_player->setObjectName(QStringLiteral("player"));
    m_playerLabel->setBuddy(m_player);
    m_lossLabel = new QLabel(this);
    m_minLoss = new QDoubleSpinBox(this);
    m_minLoss->setObjectName(QStringLiteral("minLoss"));
    m_minLoss->setRange(sl::ai::kMistakePoints, 50);
    m_minLoss->setDecimals(1);
    m_minLoss->setSingleStep(1);
    m_minLoss->setValue(sl::ai::kMistakePoints);
    m_lossLabel->setBuddy(m_minLoss);
    m_realmLabel = new QLabel(this);
    m_realm = new QComboBox(this);
    m_realm->setObjectName(QStringLiteral("realm"));
    for (int r = -1; r <= 3; ++r)
        m_realm->addItem(QString(), r);
    m_realmLabel->setBuddy(m_realm);
    m_unsolved = new QCheckBox(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_readOnly = new QLabel(this);
    m_readOnly->setWordWrap(true);
    m_solve = new QPushButton(this);
    m_solve->setObjectName(QStringLiteral("solve"));
    m_export = new QPushButton(this);
    m_import = new QPushButton(this);
    m_close = new QPushButton(this);
    connect(m_player, &QComboBox::currentIndexChanged, this, &PuzzlesWindow::refresh);
    connect(m_minLoss, &QDoubleSpinBox::valueChanged, this, &PuzzlesWindow::refresh);
    connect(m_realm, &QComboBox::currentIndexChanged, this, &PuzzlesWindow::refresh);
    connect(m_unsolved, &QCheckBox::toggled, this, &PuzzlesWindow::refresh);
    connect(m_solve, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = m_view->selectionModel()->selectedRows();
        solve(rows.isEmpty() ? 0 : rows.front().row());
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = m_view->selectionModel()->selectedRows();
        if (rows.isEmpty()) return;
        const QString path =
            slui::saveFileName(this, tr("Export puzzle"), QStringLiteral("puzzle.json"),
                               tr("Starlanes puzzles (*.json)"));
        if (!path.isEmpty()) exportTo(rows.front().row(), path);
    });
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QString path = slui::openFileName(this, tr("Import puzzle"), QString(),
                                                tr("Starlanes puzzles (*.json)"));
        if (!path.isEmpty()) importFile(path);
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PuzzlesWindow::updateButtons);

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_playerLabel);
    filters->addWidget(m_player);
    filters->addSpacing(12);
    filters->addWidget(m_lossLabel);
    filters->addWidget(m_minLoss);
    filters->addSpacing(12);
    filters->addWidget(m_realmLabel);
    filters->addWidget(m_realm);
    filters->addSpacing(12);
    filters->addWidget(m_unsolved);
    filters->addStretch(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_summary, 1);
    for (QPushButton* b : {m_solve, m_export, m_import, m_close})
        buttons->addWidget(b);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_readOnly);
    layout->addLayout(buttons);
    slui::fitToScreen(this, QSize(980, 600));
    fillPlayers();
    refresh();
}

void PuzzlesWindow::fillPlayers()
{
    m_player->blockSignals(true);
    const QString current = m_player->currentData().toString();
    m_player->clear();
    m_player->addItem(QString(), QString());
    PuzzleFilter all;
    if (m_store)
        if (const auto list = listPuzzles(*m_store, all)) {
            QStringList keys;
            for (const PuzzleEntry& e : *list)
                if (!keys.contains(e.who)) keys << e.who;
            std::sort(keys.begin(), keys.end(), [](const QString& a, const QString& b) {
                return slui::identityName(a).localeAwareCompare(slui::identityName(b)) < 0;
            });
            for (const QString& k : keys)
                m_player->addItem(slui::identityName(k), k);
        }
    m_player->setCurrentIndex(std::max(0, m_player->findData(current)));
    m_player->blockSignals(false);
}

void PuzzlesWindow::setPlayer(const QString& who)
{
    const int at = m_player->findData(who);
    m_player->setCurrentIndex(at < 0 ? 0 : at);
    refresh();
}

QString PuzzlesWindow::summaryText() const
{
    return m_summary->text();
}

void PuzzlesWindow::refresh()
{
    PuzzleFilter filter;
    filter.who = m_player->currentData().toString();
    filter.minLoss = m_minLoss->value();
    filter.realm = m_realm->currentData().toInt();
    filter.unsolvedOnly = m_unsolved->isChecked();
    m_problem.clear();
    std::optional<std::vector<PuzzleEntry>> found;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    if (m_store) found = listPuzzles(*m_store, filter);
    m_streak = m_store ? solvedInARow(*m_store, filter.who) : 0;
    QGuiApplication::restoreOverrideCursor();
    if (!found) m_problem = m_store ? m_store->lastError() : tr("There is no game database.");
    m_model->setPuzzles(found ? std::move(*found) : std::vector<PuzzleEntry>{});
    if (m_model->rowCount() > 0 && m_view->selectionModel()->selectedRows().isEmpty())
        m_view->selectRow(0);
    retranslate();
    updateButtons();
}

void PuzzlesWindow::updateButtons()
{
    const bool one = !m_view->selectionModel()->selectedRows().isEmpty();
    m_solve->setEnabled(one);
    m_export->setEnabled(one);
}

PuzzleWindow* PuzzlesWindow::openPuzzle(const PuzzleEntry& entry, sl::ai::Puzzle puzzle)
{
    auto* window = new PuzzleWindow(m_store, entry, std::move(puzzle), this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    connect(window, &PuzzleWindow::answered, this, &PuzzlesWindow::refresh);
    connect(window, &PuzzleWindow::nextRequested, this, [this, window, key = entry.key] {
        // The next unsolved puzzle of the list after this one.
        const auto& all = m_model->puzzles();
        std::size_t at = 0;
        while (at < all.size() && all[at].key != key)
            ++at;
        for (std::size_t i = 1; i <= all.size(); ++i) {
            const PuzzleEntry& next = all[(at + i) % all.size()];
            if (next.key != key && !next.solved) {
                window->close();
                if (auto p = loadPuzzle(*m_store, next)) openPuzzle(next, std::move(*p));
                return;
            }
        }
    });
    window->show();
    return window;
}

PuzzleWindow* PuzzlesWindow::solve(int row)
{
    if (!m_store || row < 0 || row >= m_sorted->rowCount()) return nullptr;
    const int source = m_sorted->mapToSource(m_sorted->index(row, 0)).row();
    const PuzzleEntry entry = m_model->puzzles()[std::size_t(source)];
    auto puzzle = loadPuzzle(*m_store, entry);
    if (!puzzle) {
        warn(tr("Puzzle"), m_store->lastError(), true);
        return nullptr;
    }
    return openPuzzle(entry, std::move(*puzzle));
}

void PuzzlesWindow::warn(const QString& title, const QString& text, bool ask)
{
    m_message = text;
    if (ask) QMessageBox::warning(this, title, text);
}

PuzzleWindow* PuzzlesWindow::importFile(const QString& path, bool ask)
{
    // Read, checked and (a position made by hand) solved off the window's thread: a file may
    // ask for a search of up to kMaxPuzzleIterations iterations. Cancel drops it.
    const QString shown = QDir::toNativeSeparators(path);
    sl::InputFile file;
    sl::ai::PuzzleLoadResult r;
    const bool done = slui::waitWithProgress(
        this, tr("Reading the puzzle %1…").arg(QFileInfo(path).fileName()), [&](slui::Progress& p) {
            file = sl::readInputFile(QFile::encodeName(path).toStdString(),
                                     sl::kPuzzleLimits.maxBytes);
            if (!file.ok() || p.cancel) return;
            r = sl::ai::puzzleFromJson(file.text, &p.cancel);
            if (r.puzzle && r.needsBest && !sl::ai::solvePuzzle(*r.puzzle, &p.cancel))
                r.puzzle.reset();
        });
    if (!done) {
        warn(tr("Import puzzle"), tr("The import of %1 was cancelled.").arg(shown), false);
        return nullptr;
    }
    if (!file.ok()) {
        warn(tr("Import puzzle"),
             tr("%1 cannot be read: %2")
                 .arg(shown, slui::fileProblemText(file, sl::kPuzzleLimits.maxBytes)),
             ask);
        return nullptr;
    }
    if (!r.puzzle) {
        warn(tr("Import puzzle"),
             tr("%1 is not a puzzle this program can use: %2").arg(shown, puzzleProblemText(r)),
             ask);
        return nullptr;
    }
    // Kept in the database when it may be written; else solved without keeping anything.
    if (m_store && !m_store->isReadOnly()) {
        const auto entry = storeSharedPuzzle(*m_store, *r.puzzle);
        if (!entry) {
            warn(tr("Import puzzle"), m_store->lastError(), ask);
            return nullptr;
        }
        fillPlayers();
        refresh();
        auto puzzle = loadPuzzle(*m_store, *entry);
        return puzzle ? openPuzzle(*entry, std::move(*puzzle)) : nullptr;
    }
    const sl::GameState state = *sl::replay(r.puzzle->record).state;
    PuzzleEntry entry;
    entry.key = QStringLiteral("file");
    entry.name =
        slui::seatName(r.puzzle->record.setup.players[std::size_t(state.currentPlayer())].name);
    entry.title = QString::fromStdString(r.puzzle->title);
    entry.seq = r.puzzle->seq();
    entry.loss = r.puzzle->loss();
    return openPuzzle(entry, std::move(*r.puzzle));
}

bool PuzzlesWindow::exportTo(int row, const QString& path, bool ask)
{
    if (!m_store || row < 0 || row >= m_sorted->rowCount()) return false;
    const int source = m_sorted->mapToSource(m_sorted->index(row, 0)).row();
    const auto puzzle = loadPuzzle(*m_store, m_model->puzzles()[std::size_t(source)]);
    if (!puzzle) {
        warn(tr("Export puzzle"), m_store->lastError(), ask);
        return false;
    }
    const QByteArray json = QByteArray::fromStdString(sl::ai::puzzleToJson(*puzzle) + "\n");
    // The file dialog asked before replacing a file; never over a game database.
    if (const QString problem = slui::writeWholeFile(path, json, true); !problem.isEmpty()) {
        warn(tr("Export puzzle"), problem, ask);
        return false;
    }
    return true;
}

void PuzzlesWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_model->retranslate();
    }
    QDialog::changeEvent(event);
}

void PuzzlesWindow::retranslate()
{
    setWindowTitle(tr("Puzzles"));
    m_playerLabel->setText(tr("P&layer:"));
    m_player->setItemText(0, tr("everyone"));
    for (int i = 1; i < m_player->count(); ++i)
        m_player->setItemText(i, slui::identityName(m_player->itemData(i).toString()));
    m_lossLabel->setText(tr("&Lost at least:"));
    m_minLoss->setSuffix(QLatin1Char(' ') + tr("points", "a spin box's unit"));
    m_realmLabel->setText(tr("&Meeple of the best turn:"));
    for (int i = 0; i < m_realm->count(); ++i) {
        const int r = m_realm->itemData(i).toInt();
        m_realm->setItemText(i, r < 0    ? tr("any")
                                : r == 3 ? tr("no meeple")
                                         : slui::realmKindName(sl::RealmKind(r)));
    }
    m_unsolved->setText(tr("&Unsolved only"));
    m_solve->setText(tr("&Solve…"));
    m_export->setText(tr("&Export…"));
    m_import->setText(tr("&Import…"));
    m_close->setText(tr("Close"));
    m_summary->setText(!m_problem.isEmpty()
                           ? m_problem
                           : tr("%n puzzle(s)", "", m_model->rowCount()) + QStringLiteral(" · ") +
                                 tr("solved in a row: %1").arg(m_streak));
    const bool readOnly = !m_store || m_store->isReadOnly();
    m_readOnly->setText(readOnly ? tr("The game database is open read-only: you can solve "
                                      "puzzles, but your answers are not stored.")
                                 : QString());
    m_readOnly->setVisible(readOnly);
    m_summary->setToolTip(
        tr("Puzzles are the turns of games analysed with the current method that lost "
           "%1 points or more against the best turn the review found.")
            .arg(sl::ai::kMistakePoints));
    m_view->setAccessibleName(tr("Puzzles"));
    slui::nameControls(this); // for assistive technology, in the new language
}

} // namespace slapp
