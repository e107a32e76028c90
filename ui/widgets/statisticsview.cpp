// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "statisticsview.h"
#include "common/filedialogs.h"
#include "common/seatnames.h"

#include "common/filetext.h"
#include "common/names.h"
#include "common/theme.h"

#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace slui {

StatisticsView::StatisticsView(QWidget* parent)
    : QWidget(parent), m_table(new QTableWidget(this)), m_export(new QPushButton(this))
{

    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    showRowNamesAsText(m_table->verticalHeader());
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path =
            slui::saveFileName(this, tr("Export statistics"),
                               QStringLiteral("starlanes-statistics.csv"), tr("CSV files (*.csv)"));
        if (path.isEmpty()) return;
        if (const QString problem = writeCsv(path); !problem.isEmpty())
            QMessageBox::warning(this, tr("Export statistics"), problem);
    });
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    retranslate();
}

void StatisticsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void StatisticsView::retranslate()
{
    m_export->setText(tr("Export as CSV…"));
    m_table->setAccessibleName(tr("Statistics"));
    fill();
}

void StatisticsView::setStatistics(const sl::GameStatistics& stats, const sl::GameRecord& record)
{
    m_stats = stats;
    m_record = record;
    fill();
}

void StatisticsView::fill()
{
    // One column per player, one row per figure: six players fit without scrolling sideways.
    const QStringList rows{tr("Trade routes"),   tr("Asteroid fields"),
                           tr("Planets"),        tr("Battle points"),
                           tr("Total"),          tr("Battles won / fought"),
                           tr("Lost"),           tr("Dice luck"),
                           tr("Tiles placed"),   tr("…with route / field / planet"),
                           tr("Meeples placed"), tr("…on route / field / planet")};
    const int players = int(m_stats.players.size());
    m_table->setRowCount(int(rows.size()));
    m_table->setVerticalHeaderLabels(rows);
    m_table->verticalHeaderItem(7)->setToolTip(diceLuckExplained());
    m_table->setColumnCount(players);
    const sl::GameConfig config = m_record.setup.config();
    auto cell = [this](int row, int col, const QString& text) {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, col, item);
        return item;
    };
    int headings = 0;
    for (int p = 0; p < players; ++p) {
        const sl::Colour colour = config.seats[std::size_t(p)];
        const int side =
            config.teamGame ? (sl::factionOf(colour) == sl::Faction::Rebel ? 0 : 1) : p;
        const sl::SideStatistics& s = m_stats.sides[std::size_t(side)];
        const sl::PlayerStatistics& ps = m_stats.players[std::size_t(p)];
        QString name = slui::seatName(m_record.setup.players[std::size_t(p)].name);
        // The team on a line of its own: a Czech team's name is longer than any column.
        if (config.teamGame) name += QStringLiteral("\n(") + teamName(side) + QLatin1Char(')');
        auto* header = new QTableWidgetItem(colourMark(colour), name);
        m_table->setHorizontalHeaderItem(p, header);
        for (int k = 0; k < 4; ++k)
            cell(k, p, QString::number(s.points[std::size_t(k)]));
        cell(4, p, QString::number(s.total()));
        cell(5, p, QStringLiteral("%1 / %2").arg(s.battlesWon).arg(s.battlesFought));
        cell(6, p, QString::number(s.battlesLost));
        cell(7, p, QLocale().toString(s.diceLuck(), 'f', 2))
            ->setToolTip(tr("%1 battles won; the exact odds at each battle gave %2 on average, so "
                            "the dice luck is %3.")
                             .arg(s.battlesWon)
                             .arg(QLocale().toString(s.expectedWins, 'f', 2),
                                  QLocale().toString(s.diceLuck(), 'f', 2)) +
                         QStringLiteral("\n\n") + diceLuckExplained());
        cell(8, p, QString::number(ps.tilesPlaced));
        cell(9, p,
             QStringLiteral("%1 / %2 / %3")
                 .arg(ps.tilesByRealm[0])
                 .arg(ps.tilesByRealm[1])
                 .arg(ps.tilesByRealm[2]));
        cell(10, p, QString::number(ps.meeplesPlaced));
        // As wide as the heading's longest line, its mark and margins: the dialog grows to it.
        int line = 0;
        for (const QString& part : name.split(QLatin1Char('\n')))
            line =
                std::max(line, m_table->horizontalHeader()->fontMetrics().horizontalAdvance(part));
        headings += line + 16 + 48;
        cell(11, p,
             QStringLiteral("%1 / %2 / %3")
                 .arg(ps.meeplesByRealm[0])
                 .arg(ps.meeplesByRealm[1])
                 .arg(ps.meeplesByRealm[2]));
    }
    m_table->setMinimumWidth(m_table->verticalHeader()->sizeHint().width() + headings +
                             2 * m_table->frameWidth());
}

QString StatisticsView::diceLuckExplained()
{
    return tr("Dice luck: the battles a side won minus the battles it would win on average, from "
              "the exact odds of each battle as it started (its dice, the others' dice). Above 0 "
              "the dice were kinder than the odds, below 0 less kind; it says nothing of how well "
              "the side played.");
}

bool StatisticsView::exportCsv(const QString& path) const
{
    return writeCsv(path).isEmpty();
}

QString StatisticsView::writeCsv(const QString& path) const
{
    // Whole or not at all, never over a game database; the file dialog asked about replacing.
    return writeWholeFile(path, QByteArray::fromStdString(sl::statisticsCsv(m_stats, m_record)),
                          true);
}

} // namespace slui
