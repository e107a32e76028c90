// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "analysiscontrols.h"

#include "common/artcache.h"
#include "common/statustext.h"
#include "replayanalysis.h"

#include <QAction>
#include <QMainWindow>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>

namespace slapp {

AnalysisControls::AnalysisControls(ReplayAnalysis* analysis, QMainWindow* window,
                                   slui::StatusText* status)
    : QObject(window), m_analysis(analysis), m_status(status),
      m_action(
          new QAction(slui::ArtCache::instance().icon(QStringLiteral("hint")), QString(), window)),
      m_progress(new QProgressBar(window)), m_cancel(new QPushButton(window))
{
    m_action->setShortcut(QKeySequence(Qt::Key_A));
    m_action->setShortcutContext(Qt::WindowShortcut);
    window->addAction(m_action);
    connect(m_action, &QAction::triggered, m_analysis, &ReplayAnalysis::start);

    m_progress->setMaximumWidth(260);
    m_progress->setTextVisible(true);
    connect(m_cancel, &QPushButton::clicked, m_analysis, &ReplayAnalysis::cancel);
    window->statusBar()->addPermanentWidget(m_progress);
    window->statusBar()->addPermanentWidget(m_cancel);
    m_progress->hide();
    m_cancel->hide();

    connect(m_analysis, &ReplayAnalysis::changed, this, &AnalysisControls::update);
    connect(m_analysis, &ReplayAnalysis::progress, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
        m_progress->setFormat(tr("Analysed %1 of %2 turns").arg(done).arg(total));
    });
    connect(m_analysis, &ReplayAnalysis::runningChanged, this, [this](bool running) {
        m_progress->setVisible(running);
        m_cancel->setVisible(running);
        if (running) m_status->show([] { return tr("Analysing the game…"); });
        update();
    });
    connect(m_analysis, &ReplayAnalysis::finished, this, &AnalysisControls::finished);
}

void AnalysisControls::retranslate()
{
    m_action->setText(tr("Analyse game"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the analysis; the turns analysed so far are kept"));
    updateAction(); // the action's tooltip says whether the game is analysed
}

void AnalysisControls::update()
{
    updateAction();
    emit changed();
}

void AnalysisControls::updateAction()
{
    m_action->setEnabled(!m_analysis->isRunning() && !m_analysis->isComplete());
    m_action->setToolTip(
        m_analysis->isComplete() && m_analysis->decisionCount() > 0
            ? tr("This game has been analysed: see the Analysis tab")
            : tr("Find the best turn of every decision and the points each turn lost (A)"));
}

void AnalysisControls::finished(bool complete)
{
    const int done = m_analysis->analysedCount();
    const int total = m_analysis->decisionCount();
    const QString storeError = m_analysis->storeError(); // the store's own words, as it said them
    const bool readOnly = m_analysis->storeReadOnly();
    // Made again when the language changes, as long as it is shown.
    m_status->show([complete, done, total, storeError, readOnly] {
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
    update();
}

} // namespace slapp
