#include "statisticsview.h"

#include "names.h"

#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace slapp {

StatisticsView::StatisticsView(QWidget* parent)
    : QWidget(parent), m_table(new QTableWidget(this)), m_export(new QPushButton(this))
{
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export statistics"),
                                                          QStringLiteral("starlanes-statistics.csv"),
                                                          tr("CSV files (*.csv)"));
        if (!path.isEmpty() && !exportCsv(path))
            QMessageBox::warning(this, tr("Export statistics"), tr("%1 could not be written.").arg(path));
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
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void StatisticsView::retranslate()
{
    m_export->setText(tr("Export as CSV…"));
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
    const QStringList headers{tr("Player"), tr("Trade routes"), tr("Asteroid fields"), tr("Planets"),
                              tr("Battle points"), tr("Total"), tr("Battles won / fought"),
                              tr("Lost"), tr("Dice luck"), tr("Tiles placed"), tr("…with route / field / planet"),
                              tr("Meeples placed"), tr("…on route / field / planet")};
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(m_stats.players.size()));
    const sl::GameConfig config = m_record.setup.config();
    auto cell = [this](int row, int col, const QString& text, bool right = true) {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(right ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
        m_table->setItem(row, col, item);
        return item;
    };
    for (int p = 0; p < int(m_stats.players.size()); ++p) {
        const sl::Colour colour = config.seats[std::size_t(p)];
        const int side = config.teamGame ? (sl::factionOf(colour) == sl::Faction::Rebel ? 0 : 1) : p;
        const sl::SideStatistics& s = m_stats.sides[std::size_t(side)];
        const sl::PlayerStatistics& ps = m_stats.players[std::size_t(p)];
        QString name = QString::fromStdString(m_record.setup.players[std::size_t(p)].name);
        if (config.teamGame)
            name += QStringLiteral(" (") + teamName(side) + QLatin1Char(')');
        cell(p, 0, name, false)->setData(Qt::DecorationRole, displayColour(colour));
        for (int k = 0; k < 4; ++k)
            cell(p, 1 + k, QString::number(s.points[std::size_t(k)]));
        cell(p, 5, QString::number(s.total()));
        cell(p, 6, QStringLiteral("%1 / %2").arg(s.battlesWon).arg(s.battlesFought));
        cell(p, 7, QString::number(s.battlesLost));
        cell(p, 8, QLocale().toString(s.diceLuck(), 'f', 2))
            ->setToolTip(tr("Battles won minus the %1 expected from the exact odds")
                             .arg(QLocale().toString(s.expectedWins, 'f', 2)));
        cell(p, 9, QString::number(ps.tilesPlaced));
        cell(p, 10, QStringLiteral("%1 / %2 / %3").arg(ps.tilesByRealm[0]).arg(ps.tilesByRealm[1]).arg(ps.tilesByRealm[2]));
        cell(p, 11, QString::number(ps.meeplesPlaced));
        cell(p, 12, QStringLiteral("%1 / %2 / %3").arg(ps.meeplesByRealm[0]).arg(ps.meeplesByRealm[1]).arg(ps.meeplesByRealm[2]));
    }
}

bool StatisticsView::exportCsv(const QString& path) const
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    const QByteArray csv = QByteArray::fromStdString(sl::statisticsCsv(m_stats, m_record));
    return f.write(csv) == csv.size();
}

} // namespace slapp
