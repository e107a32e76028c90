// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "puzzlewindow.h"
#include "common/accessiblenames.h"
#include "common/quitall.h"
#include "help/helpwindow.h"

#include "common/artcache.h"
#include "common/backgroundtask.h"
#include "common/names.h"
#include "common/screenfit.h"
#include "puzzleview.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"
#include "widgets/playersmodel.h"
#include "widgets/playerspanel.h"
#include "widgets/remainingtilesmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace slapp {

PuzzleWindow::PuzzleWindow(GameStore* store, PuzzleEntry entry, sl::ai::Puzzle puzzle,
                           QWidget* parent)
    : QDialog(parent), m_store(store), m_entry(std::move(entry)), m_puzzle(std::move(puzzle)),
      m_task(new slui::BackgroundTask(this))
{
    slui::addQuitShortcut(this);                        // Ctrl+Q quits from here too
    slui::addHelpKeys(this, QStringLiteral("puzzles")); // F1: this window's section
    setObjectName(QStringLiteral("puzzleWindow"));
    const sl::ReplayResult at = sl::replay(m_puzzle.record);
    m_view = new PuzzleView(m_puzzle.record, *at.state, this);
    m_players = new slui::PlayersModel(m_view, this);
    m_remaining = new slui::RemainingTilesModel(m_view, this);

    m_board = new slui::BoardWidget(this);
    m_board->setView(m_view);
    connect(m_board, &slui::BoardWidget::cellClicked, this, [this](QPoint cell) {
        if (m_view->offersChoices() && m_view->turn().select({cell.x(), cell.y()})) refresh();
    });
    connect(m_board, &slui::BoardWidget::meepleSpotClicked, this, [this](const sl::MeepleMove& m) {
        if (m_view->offersChoices() && m_view->turn().choose(m)) refresh();
    });
    connect(m_board, &slui::BoardWidget::rotateRequested, this, [this] {
        if (m_view->offersChoices() && m_view->turn().rotate(1)) refresh();
    });

    auto* side = new QWidget(this);
    side->setObjectName(QStringLiteral("puzzleSide"));
    m_heading = new QLabel(side);
    m_heading->setObjectName(QStringLiteral("heading"));
    m_heading->setWordWrap(true);
    QFont bold = m_heading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_heading->setFont(bold);
    m_instruction = new QLabel(side);
    m_instruction->setWordWrap(true);
    m_tile = new QLabel(side);
    m_tile->setAlignment(Qt::AlignCenter);
    m_rotateLeft = new QToolButton(side);
    m_rotateRight = new QToolButton(side);
    m_rotateLeft->setIcon(slui::ArtCache::instance().icon(QStringLiteral("rotate-ccw")));
    m_rotateRight->setIcon(slui::ArtCache::instance().icon(QStringLiteral("rotate-cw")));
    m_rotateLeft->setIconSize(QSize(24, 24));
    m_rotateRight->setIconSize(QSize(24, 24));
    connect(m_rotateLeft, &QToolButton::clicked, this, [this] {
        if (m_view->offersChoices() && m_view->turn().rotate(-1)) refresh();
    });
    connect(m_rotateRight, &QToolButton::clicked, this, [this] {
        if (m_view->offersChoices() && m_view->turn().rotate(1)) refresh();
    });
    m_large = new QCheckBox(side);
    connect(m_large, &QCheckBox::toggled, this, [this](bool on) {
        m_view->turn().setLarge(on);
        refresh();
    });
    m_equipment = new QComboBox(side);
    for (sl::Equipment e : {sl::Equipment::None, sl::Equipment::Lightsaber, sl::Equipment::Blaster})
        m_equipment->addItem(QString(), int(e));
    connect(m_equipment, &QComboBox::currentIndexChanged, this, [this] {
        m_view->turn().setEquipment(sl::Equipment(m_equipment->currentData().toInt()));
        refresh();
    });
    m_equipment->setVisible(at.state->expansion());
    m_takeBack = new QPushButton(side);
    connect(m_takeBack, &QPushButton::clicked, this, [this] {
        if (m_view->offersChoices() && m_view->turn().takeBack()) refresh();
    });
    m_checkButton = new QPushButton(side);
    m_checkButton->setObjectName(QStringLiteral("checkAnswer"));
    m_checkButton->setDefault(true);
    connect(m_checkButton, &QPushButton::clicked, this, &PuzzleWindow::check);
    m_result = new QLabel(side);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setWordWrap(true);
    m_gameTurn = new QPushButton(side);
    m_gameTurn->setCheckable(true);
    connect(m_gameTurn, &QPushButton::toggled, this, &PuzzleWindow::showGameTurn);
    m_again = new QPushButton(side);
    connect(m_again, &QPushButton::clicked, this, &PuzzleWindow::tryAgain);
    m_next = new QPushButton(side);
    connect(m_next, &QPushButton::clicked, this, &PuzzleWindow::nextRequested);
    m_close = new QPushButton(side);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    m_note = new QLabel(side);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    m_left = new QLabel(side);
    m_remainingView = new QListView(side);
    m_remainingView->setModel(m_remaining);
    m_remainingView->setViewMode(QListView::IconMode);
    m_remainingView->setIconSize(QSize(34, 34));
    m_remainingView->setGridSize(QSize(50, 62));
    m_remainingView->setResizeMode(QListView::Adjust);
    m_remainingView->setMovement(QListView::Static);

    auto* rotate = new QHBoxLayout;
    rotate->addWidget(m_rotateLeft);
    rotate->addWidget(m_tile, 1);
    rotate->addWidget(m_rotateRight);
    auto* meeple = new QHBoxLayout;
    meeple->addWidget(m_large);
    meeple->addWidget(m_equipment);
    meeple->addStretch(1);
    auto* act = new QHBoxLayout;
    act->addWidget(m_takeBack);
    act->addStretch(1);
    act->addWidget(m_checkButton);
    auto* after = new QHBoxLayout;
    after->addWidget(m_gameTurn);
    after->addWidget(m_again);
    after->addStretch(1);
    auto* bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(m_next);
    bottom->addWidget(m_close);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_heading);
    sideLayout->addWidget(m_instruction);
    sideLayout->addLayout(rotate);
    sideLayout->addLayout(meeple);
    sideLayout->addLayout(act);
    sideLayout->addWidget(m_result);
    sideLayout->addLayout(after);
    sideLayout->addWidget(new slui::PlayersPanel(m_players, side), 2);
    sideLayout->addWidget(m_left);
    sideLayout->addWidget(m_remainingView, 1);
    sideLayout->addWidget(m_note);
    sideLayout->addLayout(bottom);
    side->setMinimumWidth(340);
    side->setMaximumWidth(420);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_board, 1);
    layout->addWidget(side);
    slui::fitToScreen(this, QSize(1280, 820));
    retranslate();
    refresh();
    m_board->fitToWindow();
}

PuzzleWindow::~PuzzleWindow()
{
    m_task->cancel();
}

bool PuzzleWindow::isChecking() const
{
    return m_task->isRunning();
}

QString PuzzleWindow::resultText() const
{
    return m_result->text();
}

QString PuzzleWindow::headingText() const
{
    return m_heading->text();
}

QString PuzzleWindow::noteText() const
{
    return m_note->text();
}

void PuzzleWindow::refresh()
{
    const sl::TentativeTurn& t = m_view->turn();
    const sl::GameState& s = m_view->state();
    const qreal dpr = devicePixelRatioF();
    const int rotation = t.placement() ? t.placement()->rot : t.previewRotation();
    m_tile->setPixmap(slui::ArtCache::instance().tile(
        s.catalog().type(std::size_t(s.drawnTile())).def, rotation, 96, dpr));
    const bool open = m_view->offersChoices() && !isChecking();
    m_rotateLeft->setEnabled(open);
    m_rotateRight->setEnabled(open);
    m_large->setEnabled(open);
    m_equipment->setEnabled(open);
    m_takeBack->setEnabled(open && t.placement().has_value());
    m_checkButton->setEnabled(open && t.placement().has_value());
    m_gameTurn->setVisible(m_check.has_value() && m_puzzle.played.has_value());
    m_again->setVisible(m_check.has_value());
    m_view->touch();
}

QString PuzzleWindow::points(double v) const
{
    return QLocale().toString(v, 'f', 1);
}

void PuzzleWindow::check()
{
    const sl::TentativeTurn& t = m_view->turn();
    if (!t.placement() || isChecking()) return;
    m_answer = sl::ai::TurnAction{*t.placement(), t.meepleToPlay()};
    m_view->setOpen(false);
    const sl::ai::Puzzle puzzle = m_puzzle;
    const sl::ai::TurnAction answer = *m_answer;
    auto found = std::make_shared<std::optional<sl::ai::PuzzleCheck>>();
    m_task->start(
        [puzzle, answer, found](const std::atomic<bool>* cancel) {
            *found = sl::ai::checkAnswer(puzzle, answer, cancel);
        },
        [this, found] {
            m_check = *found;
            m_stored = false;
            m_storeError.clear();
            if (m_check && m_store && !m_store->isReadOnly()) {
                m_stored = recordAttempt(*m_store, m_entry, *m_answer, *m_check);
                if (!m_stored) m_storeError = m_store->lastError();
            }
            showResult();
            if (m_check) emit answered(m_entry.key, m_check->solved());
        });
    m_result->setText(tr("Valuing your turn with the review's playouts…"));
    refresh();
}

void PuzzleWindow::showResult()
{
    m_showingGame = false;
    m_gameTurn->setChecked(false);
    showGameTurn(false);
    retranslate();
    refresh();
}

void PuzzleWindow::showGameTurn(bool game)
{
    m_showingGame = game;
    if (!m_check) {
        m_board->setGhost(std::nullopt);
        return;
    }
    const sl::ai::TurnAction& turn = game && m_puzzle.played ? *m_puzzle.played : m_puzzle.best;
    auto placed = std::make_shared<sl::GameState>(m_view->state());
    if (placed->apply(sl::Event::placeTile(turn.place)) != sl::ApplyError::None) return;
    const sl::Colour colour =
        m_puzzle.record.setup.players[std::size_t(m_view->state().currentPlayer())].colour;
    const double value = game && m_check->played ? m_check->played->margin : m_check->best.margin;
    m_board->setGhost(slui::BoardGhost{
        placed, turn.meeple, colour,
        (game ? tr("The game's turn: %1") : tr("Best turn found: %1")).arg(points(value))});
    retranslate();
}

void PuzzleWindow::tryAgain()
{
    if (isChecking()) return;
    m_check.reset();
    m_answer.reset();
    m_board->setGhost(std::nullopt);
    m_view->restart();
    m_view->setOpen(true);
    retranslate();
    refresh();
}

void PuzzleWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void PuzzleWindow::retranslate()
{
    setWindowTitle(tr("Puzzle"));
    const QString who = m_entry.name.isEmpty() ? tr("a player") : m_entry.name;
    m_heading->setText(
        m_entry.game ? tr("%1's turn %2 in game %3").arg(who).arg(m_entry.turn).arg(m_entry.game)
                     : (m_entry.title.isEmpty() ? tr("%1's turn %2").arg(who).arg(m_entry.turn)
                                                : tr("A shared puzzle: %1").arg(m_entry.title)));
    m_instruction->setText(
        m_puzzle.played
            ? tr("In this game the turn lost %1 points against the best turn the review found. "
                 "Find a better one: place the drawn tile, choose a meeple or none, then check.")
                  .arg(points(m_puzzle.loss()))
            : tr("Find the best turn: place the drawn tile, choose a meeple or none, then check."));
    m_rotateLeft->setToolTip(tr("Turn the tile to the left"));
    m_rotateRight->setToolTip(tr("Turn the tile to the right"));
    m_large->setText(tr("Large meeple"));
    for (int i = 0; i < m_equipment->count(); ++i)
        m_equipment->setItemText(
            i, i == 0 ? tr("No equipment")
                      : slui::equipmentName(sl::Equipment(m_equipment->itemData(i).toInt())));
    m_takeBack->setText(tr("Take back"));
    m_checkButton->setText(tr("Check my turn"));
    m_again->setText(tr("Try again"));
    m_gameTurn->setText(m_showingGame ? tr("Show the best turn") : tr("Show the game's turn"));
    m_next->setText(tr("Next puzzle"));
    m_close->setText(tr("Close"));
    m_left->setText(tr("%n tile(s) left to draw", "", int(m_view->state().bag().size())));
    if (m_check) {
        const sl::ai::PuzzleCheck& c = *m_check;
        const double shortOfBest = c.best.margin - c.answer.margin;
        QString text;
        switch (c.outcome) {
        case sl::ai::PuzzleOutcome::BetterThanBest:
            text = tr("Excellent: your turn is worth %1 points more than the best turn the "
                      "review found.")
                       .arg(points(-shortOfBest));
            break;
        case sl::ai::PuzzleOutcome::AsGoodAsBest:
            text = sl::ai::sameTurn(m_view->state(), *m_answer, m_puzzle.best)
                       ? tr("Solved: this is the best turn the review found.")
                       : tr("Solved: your turn is as good as the best turn found (%1 points "
                            "apart, within the review's noise of %2 points).")
                             .arg(points(std::abs(shortOfBest)), points(sl::ai::kNoisePoints));
            break;
        case sl::ai::PuzzleOutcome::BetterThanPlayed:
            text = tr("Better than the game's turn by %1 points, but still %2 points short of the "
                      "best turn found.")
                       .arg(points(c.answer.margin - c.played->margin), points(shortOfBest));
            break;
        case sl::ai::PuzzleOutcome::NotBetter:
            text = c.played
                       ? tr("No better than the game's turn: %1 points short of the best "
                            "turn found.")
                             .arg(points(shortOfBest))
                       : tr("%1 points short of the best turn found.").arg(points(shortOfBest));
            break;
        }
        text += QLatin1Char(' ') + tr("Your turn: %1; the best turn found: %2 (expected final "
                                      "margin in points, over the same playouts).")
                                       .arg(points(c.answer.margin), points(c.best.margin));
        m_result->setText(text);
    } else if (!isChecking()) {
        m_result->setText(QString());
    }
    if (!m_store || m_store->isReadOnly())
        m_note->setText(tr("The game database is open read-only: your answers are valued but "
                           "not stored."));
    else if (!m_storeError.isEmpty())
        m_note->setText(tr("Your answer could not be stored: %1").arg(m_storeError));
    else
        m_note->setText(QString());
    m_note->setVisible(!m_note->text().isEmpty());
    m_remainingView->setAccessibleName(tr("Remaining tiles"));
    slui::nameControls(this); // for assistive technology, in the new language
}

} // namespace slapp
