// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// ReplayWindow: "Analyse game", its progress and Cancel, and what the analysis shows (the move
// list's Lost column, the best turn as a ghost, expected final scores in the graph, a summary).
#include "replaywindow.h"

#include "common/statustext.h"

#include "analysisview.h"
#include "common/artcache.h"
#include "movelistmodel.h"
#include "replayanalysis.h"
#include "replaycursor.h"
#include "scoregraph.h"
#include "widgets/boardwidget.h"

#include <QAction>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>

namespace slapp {

void ReplayWindow::createAnalysis()
{
    m_analysis = new ReplayAnalysis(m_cursor, this);
    m_moves->setAnalysis(m_analysis);
    m_analyseAct =
        new QAction(slui::ArtCache::instance().icon(QStringLiteral("hint")), QString(), this);
    m_analyseAct->setShortcut(QKeySequence(Qt::Key_A));
    m_analyseAct->setShortcutContext(Qt::WindowShortcut);
    addAction(m_analyseAct);
    connect(m_analyseAct, &QAction::triggered, m_analysis, &ReplayAnalysis::start);
    m_analysisView = new AnalysisView(m_analysis, m_analyseAct, this);

    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(260);
    m_progress->setTextVisible(true);
    m_cancelAnalysis = new QPushButton(this);
    connect(m_cancelAnalysis, &QPushButton::clicked, m_analysis, &ReplayAnalysis::cancel);
    m_statusText = new slui::StatusText(statusBar());
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelAnalysis);
    m_progress->hide();
    m_cancelAnalysis->hide();

    connect(m_analysis, &ReplayAnalysis::changed, this, &ReplayWindow::analysisChanged);
    connect(m_analysis, &ReplayAnalysis::progress, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
        m_progress->setFormat(tr("Analysed %1 of %2 turns").arg(done).arg(total));
    });
    connect(m_analysis, &ReplayAnalysis::runningChanged, this, [this](bool running) {
        m_progress->setVisible(running);
        m_cancelAnalysis->setVisible(running);
        if (running) m_statusText->show([] { return tr("Analysing the game…"); });
        analysisChanged();
    });
    connect(m_analysis, &ReplayAnalysis::finished, this, &ReplayWindow::analysisFinished);
}

void ReplayWindow::setStore(GameStore* store)
{
    m_analysis->setStore(store, m_gameId);
    if (!m_analysis->storeError().isEmpty())
        m_statusText->show([error = m_analysis->storeError()] { return error; });
}

void ReplayWindow::retranslateAnalysis()
{
    m_analyseAct->setText(tr("Analyse game"));
    m_cancelAnalysis->setText(tr("Cancel"));
    m_cancelAnalysis->setToolTip(tr("Stop the analysis; the turns analysed so far are kept"));
    analysisChanged(); // the action's tooltip says whether the game is analysed
}

void ReplayWindow::analysisChanged()
{
    m_analyseAct->setEnabled(!m_analysis->isRunning() && !m_analysis->isComplete());
    m_analyseAct->setToolTip(
        m_analysis->isComplete() && m_analysis->decisionCount() > 0
            ? tr("This game has been analysed: see the Analysis tab")
            : tr("Find the best turn of every decision and the points each turn lost (A)"));
    m_moveView->setColumnHidden(MoveListModel::Lost, m_analysis->isEmpty());
    // The graph: each side's expected final score after each analysed turn (series point i is
    // the end of turn i - 1).
    std::vector<std::vector<double>> expected(m_cursor->statistics().series.size());
    for (std::size_t i = 1; i < expected.size(); ++i)
        if (const sl::ai::DecisionAnalysis* d = m_analysis->forTurn(int(i) - 1))
            expected[i] = d->expected;
    m_graph->setExpected(std::move(expected));
    refresh();
}

void ReplayWindow::analysisFinished(bool complete)
{
    const int done = m_analysis->analysedCount();
    const int total = m_analysis->decisionCount();
    const QString storeError = m_analysis->storeError(); // the store's own words, as it said them
    const bool readOnly = m_analysis->storeReadOnly();
    // Made again when the language changes, as long as it is shown.
    m_statusText->show([complete, done, total, storeError, readOnly] {
        QString message =
            complete ? tr("Analysis complete: %n turn(s).", "", total)
                     : tr("Analysis stopped after %1 of %2 turns; Analyse game goes on from there.")
                           .arg(done)
                           .arg(total);
        if (!storeError.isEmpty())
            message += QLatin1Char(' ') + tr("It could not be stored: %1").arg(storeError);
        else if (readOnly)
            message += QLatin1Char(' ') + tr("It is not stored: the game database is read-only.");
        return message;
    });
    analysisChanged();
}

void ReplayWindow::showGhost(std::size_t position, int turn)
{
    // The best turn of the decision shown, when it is better than the one played: from the
    // draw of the tile to the end of the turn.
    const sl::ai::DecisionAnalysis* d = turn >= 0 ? m_analysis->forTurn(turn) : nullptr;
    const sl::ai::DecisionPoint* point = turn >= 0 ? m_analysis->pointOfTurn(turn) : nullptr;
    // A better turn only where the difference is more than the analysis's noise.
    if (!d || !point || sl::ai::verdictOf(d->loss()) == sl::ai::Verdict::Equal ||
        position < point->seq) {
        if (m_board->ghost()) m_board->setGhost(std::nullopt);
        return;
    }
    const auto placed = m_analysis->bestPlaced(turn);
    if (!placed) return;
    const sl::Colour colour = m_cursor->viewRecord()->setup.players[std::size_t(d->player)].colour;
    const QString gain = QLocale().toString(d->loss(), 'f', 1);
    m_board->setGhost(slui::BoardGhost{placed, d->best.meeple, colour,
                                       tr("Best turn: %1 points more").arg(gain)});
}

} // namespace slapp
