// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "balancedialog.h"
#include "common/accessiblenames.h"
#include "help/helpwindow.h"

#include "widgets/boardwidget.h"
#include "widgets/gameview.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace sled {
namespace {
constexpr int kRows = 9;
constexpr int kBoardPx = 380;

/** Row values of a summary: mean score of a side, points by source, battles, discards, meeples,
 * turns. */
std::array<double, kRows> figures(const sl::SimulationSummary& s)
{
    double score = 0;
    for (double v : s.meanScore)
        score += v;
    score /= std::max(1, s.sides);
    return {score,
            s.meanPointsBySource[0],
            s.meanPointsBySource[1],
            s.meanPointsBySource[2],
            s.meanPointsBySource[3],
            s.meanBattles,
            s.meanDiscards,
            s.meanMeeplesPlaced,
            s.meanTurns};
}
} // namespace

sl::GameSetup balanceSetup(const sl::TileSet& set, int players)
{
    sl::GameSetup s = sl::makeSetup({players, false, false}, 0);
    if (set.role == sl::TileSetRole::Base)
        s.tileSets = {set};
    else
        s.tileSets = {sl::builtinTileSet("base"), set};
    return s;
}

BalanceDialog::BalanceDialog(const sl::TileSet& set, QWidget* parent) : QDialog(parent), m_set(set)
{
    setObjectName(QStringLiteral("balanceDialog"));
    slui::addHelpKeys(this, QStringLiteral("tile-set-editor")); // F1
    m_players = new QSpinBox(this);
    m_players->setRange(2, set.role == sl::TileSetRole::Expansion ? 6 : 5);
    m_games = new QSpinBox(this);
    m_games->setRange(10, 100000);
    m_games->setSingleStep(100);
    m_games->setValue(1000);
    m_games->setGroupSeparatorShown(true);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 1000000);
    m_seed->setValue(1);
    m_start = new QPushButton(this);
    m_start->setDefault(true);
    m_cancel = new QPushButton(this);
    m_progress = new QProgressBar(this);
    m_state = new QLabel(this);
    m_table = new QTableWidget(kRows, 3, this);
    m_table->setObjectName(QStringLiteral("balanceTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumWidth(440);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    // The game's own board, showing a finished game (zoom and pan work; nothing to click).
    m_board = new slui::BoardWidget(this);
    m_board->setObjectName(QStringLiteral("balanceBoard"));
    m_board->setMinimumSize(kBoardPx * 2 / 3, kBoardPx * 2 / 3); // smaller on a small screen
    m_board->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_board->setAutoFit(true);
    m_boardCaption = new QLabel(this);
    m_boardCaption->setWordWrap(true);
    m_boardCaption->setMaximumWidth(kBoardPx);

    auto* options = new QHBoxLayout;
    options->addWidget(m_playersLabel = new QLabel(this));
    m_playersLabel->setBuddy(m_players);
    options->addWidget(m_players);
    options->addSpacing(12);
    options->addWidget(m_gamesLabel = new QLabel(this));
    m_gamesLabel->setBuddy(m_games);
    options->addWidget(m_games);
    options->addSpacing(12);
    options->addWidget(m_seedLabel = new QLabel(this));
    m_seedLabel->setBuddy(m_seed);
    options->addWidget(m_seed);
    options->addStretch(1);
    options->addWidget(m_start);
    options->addWidget(m_cancel);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_close = buttons->button(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &BalanceDialog::reject);

    auto* grid = new QGridLayout(this);
    grid->addLayout(options, 0, 0, 1, 2);
    grid->addWidget(m_progress, 1, 0);
    grid->addWidget(m_state, 1, 1);
    auto* left = new QVBoxLayout;
    left->addWidget(m_table);
    left->addStretch(1);
    grid->addLayout(left, 2, 0);
    auto* right = new QVBoxLayout;
    right->addWidget(m_board);
    right->addWidget(m_boardCaption);
    right->addStretch(1);
    grid->addLayout(right, 2, 1);
    grid->addWidget(buttons, 3, 0, 1, 2);
    grid->setColumnStretch(0, 1);

    connect(m_start, &QPushButton::clicked, this, &BalanceDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, &BalanceDialog::cancel);
    connect(&m_watcher, &QFutureWatcher<BalanceResult>::progressValueChanged, m_progress,
            &QProgressBar::setValue);
    connect(&m_watcher, &QFutureWatcher<BalanceResult>::finished, this, [this] {
        m_start->setEnabled(true);
        m_cancel->setEnabled(false);
        if (!m_watcher.isCanceled() && m_watcher.future().resultCount() > 0) {
            m_result = m_watcher.result();
            if (m_result->edited.cancelled || m_result->builtin.cancelled) m_result.reset();
        }
        if (m_result) {
            showResult();
            showBoard();
        }
        m_state->setText(
            m_result ? tr("Done in %1 s.")
                           .arg(m_result->edited.seconds + m_result->builtin.seconds, 0, 'f', 2)
                     : tr("Cancelled."));
        emit simulationFinished();
    });
    m_cancel->setEnabled(false);
    retranslate();
}

BalanceDialog::~BalanceDialog()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void BalanceDialog::setGames(int games)
{
    m_games->setValue(games);
}
void BalanceDialog::setPlayers(int players)
{
    m_players->setValue(players);
}
void BalanceDialog::setSeed(int seed)
{
    m_seed->setValue(seed);
}
bool BalanceDialog::isRunning() const
{
    return m_watcher.isRunning();
}

void BalanceDialog::start()
{
    if (isRunning()) return;
    m_runGames = m_games->value();
    m_runPlayers = m_players->value();
    m_runSeed = m_seed->value();
    const sl::GameSetup edited = balanceSetup(m_set, m_runPlayers);
    const sl::GameSetup builtin = balanceSetup(
        sl::builtinTileSet(m_set.role == sl::TileSetRole::Base ? "base" : "exp1"), m_runPlayers);
    const long long games = m_runGames;
    const auto seed = static_cast<std::uint64_t>(m_runSeed);
    m_progress->setRange(0, 2 * m_runGames);
    m_progress->setValue(0);
    m_state->setText(tr("Playing…"));
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_watcher.setFuture(
        QtConcurrent::run([edited, builtin, games, seed](QPromise<BalanceResult>& promise) {
            std::atomic<bool> cancel = false;
            long long offset = 0;
            sl::SimulationControl control;
            control.cancel = &cancel;
            control.progress = [&](long long done) {
                promise.setProgressValue(int(offset + done));
                if (promise.isCanceled()) cancel = true;
            };
            // The whole range known, so that Qt always passes on the last step (it passes on
            // others at most 25 times a second): the bar is full when the result comes.
            promise.setProgressRange(0, int(2 * games));
            BalanceResult r;
            r.edited = sl::simulateGames(edited, games, seed, control);
            offset = games;
            if (!r.edited.cancelled) r.builtin = sl::simulateGames(builtin, games, seed, control);
            promise.addResult(r);
        }));
}

void BalanceDialog::cancel()
{
    m_watcher.cancel();
}

void BalanceDialog::reject()
{
    cancel();
    m_watcher.waitForFinished();
    QDialog::reject();
}

void BalanceDialog::showResult()
{
    const auto mine = figures(m_result->edited);
    const auto ref = figures(m_result->builtin);
    for (int r = 0; r < kRows; ++r) {
        const double diff = mine[std::size_t(r)] - ref[std::size_t(r)];
        const QString values[] = {QLocale().toString(mine[std::size_t(r)], 'f', 2),
                                  QLocale().toString(ref[std::size_t(r)], 'f', 2),
                                  (diff > 0 ? QStringLiteral("+") : QString()) +
                                      QLocale().toString(diff, 'f', 2)};
        for (int c = 0; c < 3; ++c) {
            auto* item = new QTableWidgetItem(values[c]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
}

void BalanceDialog::showBoard()
{
    m_shown = std::make_unique<slui::StateView>(
        sl::simulatedGame(balanceSetup(m_set, m_runPlayers), std::uint64_t(m_runSeed), 0));
    m_board->setView(m_shown.get());
    m_board->fitToWindow();
    m_boardCaption->setText(
        tr("The first of the %n games with this set, finished (%1 tiles placed).", nullptr,
           m_runGames)
            .arg(m_shown->viewState()->tiles().size()));
}

void BalanceDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void BalanceDialog::retranslate()
{
    setWindowTitle(tr("Balance check: %1").arg(QString::fromStdString(m_set.id)));
    m_playersLabel->setText(tr("Players:"));
    m_gamesLabel->setText(tr("Random games:"));
    m_seedLabel->setText(tr("Seed:"));
    m_start->setText(tr("Play"));
    m_cancel->setText(tr("Cancel"));
    m_table->setHorizontalHeaderLabels({tr("This set"), tr("Built-in set"), tr("Difference")});
    m_table->setVerticalHeaderLabels({tr("Mean score of a player"), tr("… from trade routes"),
                                      tr("… from asteroid fields"), tr("… from planets"),
                                      tr("… from battles"), tr("Battles per game"),
                                      tr("Tiles that fit nowhere, per game"),
                                      tr("Meeples placed per game"), tr("Game length (turns)")});
    if (!m_result && !isRunning())
        m_state->setText(tr("Every turn of a random game picks uniformly among all legal moves."));
    m_table->setAccessibleName(tr("Results of the random games"));
    slui::nameControls(this); // for assistive technology, in the new language
}

} // namespace sled
