// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "analysisview.h"

#include "common/names.h"
#include "common/theme.h"
#include "replayanalysis.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace slapp {

AnalysisView::AnalysisView(const ReplayAnalysis* analysis, QAction* analyse, QWidget* parent)
    : QWidget(parent), m_analysis(analysis), m_about(new QLabel(this)), m_status(new QLabel(this)),
      m_analyse(new QToolButton(this)), m_table(new QTableWidget(this))
{
    m_about->setObjectName(QStringLiteral("analysisAbout"));
    m_about->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_analyse->setDefaultAction(analyse);
    m_analyse->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Review by player"));
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    slui::showRowNamesAsText(m_table->verticalHeader());
    auto* top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_analyse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    // The method in words: scrolls when the tab is short (a small screen, a large scale).
    auto* about = new QScrollArea(this);
    about->setWidget(m_about);
    about->setWidgetResizable(true);
    about->setFrameShape(QFrame::NoFrame);
    about->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    about->setMaximumHeight(fontMetrics().lineSpacing() * 6 + 4);
    about->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(about);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    connect(m_analysis, &ReplayAnalysis::changed, this, &AnalysisView::fill);
    connect(m_analysis, &ReplayAnalysis::runningChanged, this, &AnalysisView::fill);
    fill();
}

void AnalysisView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_table->setAccessibleName(tr("Review by player"));
        fill();
    }
    QWidget::changeEvent(event);
}

void AnalysisView::fill()
{
    const sl::ai::AnalysisOptions& o = m_analysis->options();
    const QLocale locale;
    m_about->setText(
        tr("For every turn the Hard computer player's search looks for the best turn. The turn "
           "played and the best one are valued by the expected final margin: the player's final "
           "score minus the best other player's, averaged over %1 games played on from there at "
           "random (the same ones for both). Points lost = the best turn's value minus the played "
           "one's. A mistake loses %2 points or more, a blunder %3 or more.")
            .arg(locale.toString(o.playouts))
            .arg(sl::ai::kMistakePoints)
            .arg(sl::ai::kBlunderPoints) +
        QLatin1Char(' ') +
        tr("The values are estimates: analysed again with other random games, the points lost by a "
           "turn "
           "differ by about %1 points (one standard deviation). Turns less than %2 point apart are "
           "therefore "
           "shown as about equal (≈ 0), not as a better and a worse turn.")
            .arg(locale.toString(sl::ai::kMeasuredNoise, 'f', 2))
            .arg(sl::ai::kNoisePoints));
    const int done = m_analysis->analysedCount();
    const int total = m_analysis->decisionCount();
    if (m_analysis->isRunning())
        m_status->setText(tr("Analysing: %1 of %2 turns done.").arg(done).arg(total));
    else if (total == 0)
        m_status->setText(tr("This game has no turn to analyse yet."));
    else if (done == 0 && m_analysis->earlierVersion() > 0)
        m_status->setText(tr("This game was analysed with an earlier method (version %1; now "
                             "%2). That analysis is kept but not shown: Analyse game reviews the "
                             "game with the current method.")
                              .arg(m_analysis->earlierVersion())
                              .arg(sl::ai::kAnalysisVersion));
    else if (done == 0)
        m_status->setText(tr("Not analysed yet."));
    else if (done < total)
        m_status->setText(tr("Analysed %1 of %2 turns (stopped); Analyse game goes on from there.")
                              .arg(done)
                              .arg(total));
    else
        m_status->setText(tr("All %n turn(s) analysed, %1 search iterations per turn.", "", total)
                              .arg(locale.toString(o.iterations)));

    const QStringList rows{tr("Turns analysed"), tr("Average points lost per turn"),
                           tr("Mistakes (%1 points or more)").arg(sl::ai::kMistakePoints),
                           tr("Blunders (%1 points or more)").arg(sl::ai::kBlunderPoints),
                           tr("Best turn played, or about as good")};
    const sl::GameRecord& rec = m_analysis->record();
    const std::vector<sl::ai::PlayerReview> review = m_analysis->review();
    const int players = int(rec.setup.players.size());
    m_table->setRowCount(int(rows.size()));
    m_table->setVerticalHeaderLabels(rows);
    m_table->setColumnCount(players);
    auto cell = [this](int row, int col, const QString& text) {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, col, item);
    };
    for (int p = 0; p < players; ++p) {
        const sl::PlayerInfo& info = rec.setup.players[std::size_t(p)];
        m_table->setHorizontalHeaderItem(
            p,
            new QTableWidgetItem(slui::colourMark(info.colour), QString::fromStdString(info.name)));
        const sl::ai::PlayerReview& r = review[std::size_t(p)];
        const bool any = r.decisions > 0;
        cell(0, p, QString::number(r.decisions));
        cell(1, p, any ? locale.toString(r.averageLoss(), 'f', 2) : QStringLiteral("–"));
        cell(2, p, any ? QString::number(r.mistakes) : QStringLiteral("–"));
        cell(3, p, any ? QString::number(r.blunders) : QStringLiteral("–"));
        cell(4, p, any ? QString::number(r.best) : QStringLiteral("–"));
    }
}

} // namespace slapp
