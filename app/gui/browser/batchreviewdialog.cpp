// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "batchreviewdialog.h"
#include "common/accessiblenames.h"
#include "help/helpwindow.h"

#include "common/backgroundtask.h"
#include "common/screenfit.h"
#include "store/gamestore.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

#include <cmath>

namespace slapp {

BatchReviewDialog::BatchReviewDialog(QString databasePath, QWidget* parent)
    : QDialog(parent), m_path(std::move(databasePath)), m_task(new slui::BackgroundTask(this))
{
    setObjectName(QStringLiteral("batchReview"));
    slui::addHelpKeys(this, QStringLiteral("reviewing-every-game")); // F1
    setModal(false);
    m_options.threads = std::max(1, QThread::idealThreadCount());
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_bar = new QProgressBar(this);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("stop"));
    m_resume = new QPushButton(this);
    m_resume->setObjectName(QStringLiteral("resume"));
    m_close = new QPushButton(this);
    connect(m_cancel, &QPushButton::clicked, this, &BatchReviewDialog::cancel);
    connect(m_resume, &QPushButton::clicked, this, &BatchReviewDialog::resume);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_resume);
    buttons->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_status);
    layout->addWidget(m_bar);
    layout->addWidget(m_note);
    layout->addStretch(1);
    layout->addLayout(buttons);
    slui::fitToScreen(this, QSize(560, 220));
    retranslate();
}

BatchReviewDialog::~BatchReviewDialog()
{
    m_task->cancel(); // joins the thread before the members it reports to go
}

bool BatchReviewDialog::isRunning() const
{
    return m_state == State::Running;
}

QString BatchReviewDialog::statusText() const
{
    return m_status->text();
}

QString BatchReviewDialog::titleText() const
{
    return m_title->text();
}

void BatchReviewDialog::start(const QList<qint64>& games)
{
    m_task->cancel();
    m_games = games;
    if (games.isEmpty()) {
        m_state = State::Idle;
        retranslate();
        return;
    }
    m_state = State::Running;
    m_progress = batchreview::Progress{};
    m_progress.games = int(games.size());
    m_result = batchreview::Result{};
    const QString path = m_path;
    const sl::ai::AnalysisOptions options = m_options;
    auto result = std::make_shared<batchreview::Result>();
    m_task->start(
        [this, path, options, games, result](const std::atomic<bool>* cancel) {
            // A connection of this thread's own: the window's store stays the GUI thread's.
            StoreError error = StoreError::None;
            QString message;
            auto store = GameStore::open(path, &error, &message);
            if (!store) {
                result->error = message;
                return;
            }
            *result = batchreview::run(
                *store, games, options,
                [this](const batchreview::Progress& p) {
                    QMetaObject::invokeMethod(
                        this, [this, p] { showProgress(p); }, Qt::QueuedConnection);
                },
                cancel);
        },
        [this, result] {
            m_result = *result;
            m_state = !m_result.error.isEmpty() ? State::Failed
                      : m_result.cancelled      ? State::Stopped
                                                : State::Done;
            retranslate();
            emit runEnded();
        });
    retranslate();
}

void BatchReviewDialog::cancel()
{
    if (m_state != State::Running) return;
    m_task->cancel(); // the turn under way is dropped; the others are stored
    m_state = State::Stopped;
    retranslate();
    emit runEnded();
}

void BatchReviewDialog::resume()
{
    if (m_state == State::Stopped || m_state == State::Failed) start(m_games);
}

QString BatchReviewDialog::activityText() const
{
    if (m_state != State::Running) return {};
    return tr("Analysing games: %1 of %n turn(s)", "", m_progress.decisions)
        .arg(m_progress.decisionsDone);
}

void BatchReviewDialog::showProgress(const batchreview::Progress& progress)
{
    if (m_state != State::Running) return;
    m_progress = progress;
    retranslate();
}

void BatchReviewDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void BatchReviewDialog::retranslate()
{
    setWindowTitle(tr("Analyse all games"));
    const batchreview::Progress& p = m_progress;
    m_bar->setRange(0, std::max(1, p.decisions));
    m_bar->setValue(p.decisionsDone);
    const int gamesDone = m_state == State::Done ? p.games : std::min(p.game, p.games);
    switch (m_state) {
    case State::Idle:
        m_title->setText(tr("Nothing to analyse"));
        m_status->setText(tr("Every finished game has its review."));
        break;
    case State::Running: {
        m_title->setText(
            tr("Analysing game %1 of %2").arg(std::min(p.game + 1, p.games)).arg(p.games));
        QString status = tr("%1 of %n turn(s) analysed", "", p.decisions).arg(p.decisionsDone);
        const double left = p.secondsLeft();
        if (left >= 0)
            status += QStringLiteral(" · ") +
                      (left < 90 ? tr("about %n second(s) left", "", std::max(1, int(left)))
                                 : tr("about %n minute(s) left", "", int(std::lround(left / 60))));
        else
            status += QStringLiteral(" · ") + tr("working out the time left…");
        m_status->setText(status);
        break;
    }
    case State::Done:
        m_title->setText(tr("Analysis finished"));
        m_status->setText(
            tr("%n game(s) reviewed; the players' figures include them.", "", gamesDone));
        break;
    case State::Stopped:
        m_title->setText(tr("Analysis stopped"));
        m_status->setText(tr("%1 of %n game(s) reviewed. Every turn analysed is stored: started "
                             "again, the review goes on where it stopped.",
                             "", p.games)
                              .arg(gamesDone));
        break;
    case State::Failed:
        m_title->setText(tr("Analysis stopped"));
        m_status->setText(
            tr("Game %1 could not be analysed: %2").arg(m_result.failedGame).arg(m_result.error));
        break;
    }
    switch (m_state) {
    case State::Running:
        m_note->setText(tr("Runs in the background on %n core(s): you can go on playing or close "
                           "this window (the play window's status bar shows how far it is). Each "
                           "turn is stored as it is done, so quitting loses at most the turn "
                           "under way.",
                           "", std::max(1, m_options.threads)));
        break;
    case State::Stopped:
    case State::Failed:
        m_note->setText(tr("Nothing runs now. Resume goes on with the turns not yet analysed, "
                           "now or another day."));
        break;
    case State::Idle:
    case State::Done:
        m_note->clear();
        break;
    }
    m_note->setVisible(!m_note->text().isEmpty());
    const bool resumable = m_state == State::Stopped || m_state == State::Failed;
    // The key focus goes with the button that takes the other's place.
    QPushButton* focused = m_cancel->hasFocus()   ? m_resume
                           : m_resume->hasFocus() ? m_cancel
                                                  : nullptr;
    m_cancel->setText(tr("Stop"));
    m_cancel->setEnabled(m_state == State::Running);
    m_cancel->setVisible(!resumable);
    m_resume->setText(tr("Resume"));
    m_resume->setVisible(resumable);
    if (focused && focused->isVisibleTo(this)) focused->setFocus();
    m_close->setText(tr("Close"));
    slui::nameControls(this); // for assistive technology, in the new language
    emit activityChanged(activityText());
}

} // namespace slapp
