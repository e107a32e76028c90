#include "finalscoredialog.h"

#include "artcache.h"
#include "names.h"
#include "statisticsview.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace slapp {
namespace {
QTableWidgetItem* item(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* i = new QTableWidgetItem(text);
    i->setTextAlignment(align);
    i->setFlags(Qt::ItemIsEnabled);
    return i;
}

QTableWidget* table(QWidget* parent, const QStringList& headers)
{
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setIconSize(QSize(22, 22));
    return t;
}
} // namespace

FinalScoreDialog::FinalScoreDialog(const FinalReport& report, QList<SideLook> looks, QWidget* parent)
    : QDialog(parent), m_pages(new QStackedWidget(this))
{
    setWindowTitle(tr("Final scoring"));
    const qreal dpr = devicePixelRatioF();

    // Page 1: realm by realm (R-END-2).
    auto* page1 = new QWidget(this);
    auto* l1 = new QVBoxLayout(page1);
    l1->addWidget(new QLabel(tr("Unfinished realms with meeples score now:"), page1));
    m_realms = table(page1, {tr("Realm"), tr("Owner"), tr("Points")});
    for (const ScoreLine& line : report.finalScoring) {
        const int row = m_realms->rowCount();
        m_realms->insertRow(row);
        m_realms->setItem(row, 0, item(realmName(line.realm)));
        auto* owner = item(looks.value(line.side).name);
        owner->setIcon(QIcon(ArtCache::instance().emblem(looks.value(line.side).faction, 22, dpr)));
        m_realms->setItem(row, 1, owner);
        m_realms->setItem(row, 2, item(tr("%n point(s)", "", line.points), Qt::AlignRight | Qt::AlignVCenter));
    }
    if (report.finalScoring.isEmpty())
        l1->addWidget(new QLabel(tr("No meeple stood in an unfinished realm."), page1));
    l1->addWidget(m_realms, 1);

    // Page 2: totals by realm type.
    auto* page2 = new QWidget(this);
    auto* l2 = new QVBoxLayout(page2);
    QStringList winners;
    for (int w : report.winners)
        winners << looks.value(w).name;
    auto* headline = new QLabel(page2);
    headline->setObjectName(QStringLiteral("winnerHeadline"));
    headline->setText(report.winners.size() == 1
                          ? tr("<h2>%1 wins!</h2>").arg(winners.join(QString()).toHtmlEscaped())
                          : tr("<h2>Shared victory: %1</h2>").arg(winners.join(QStringLiteral(", ")).toHtmlEscaped()));
    l2->addWidget(headline);
    m_summary = table(page2, {QString(), tr("Trade routes"), tr("Asteroid fields"), tr("Planets"),
                              tr("Battles"), tr("Total")});
    m_summary->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    for (int side = 0; side < report.totals.size(); ++side) {
        m_summary->insertRow(side);
        auto* who = item(looks.value(side).name);
        who->setIcon(QIcon(ArtCache::instance().emblem(looks.value(side).faction, 22, dpr)));
        if (report.winners.contains(side)) {
            QFont f = who->font();
            f.setBold(true);
            who->setFont(f);
        }
        m_summary->setItem(side, 0, who);
        for (int k = 0; k < 4; ++k)
            m_summary->setItem(side, k + 1, item(QString::number(report.bySource.value(side).value(k)),
                                                 Qt::AlignRight | Qt::AlignVCenter));
        auto* total = item(QString::number(report.totals.value(side)), Qt::AlignRight | Qt::AlignVCenter);
        QFont f = total->font();
        f.setBold(true);
        total->setFont(f);
        m_summary->setItem(side, 5, total);
    }
    l2->addWidget(m_summary, 1);

    m_pages->addWidget(page1);
    m_pages->addWidget(page2);
    auto* buttons = new QDialogButtonBox(this);
    m_next = buttons->addButton(tr("Summary"), QDialogButtonBox::ActionRole);
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_next, &QPushButton::clicked, this, &FinalScoreDialog::showSummary);
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    m_next->setDefault(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 1);
    layout->addWidget(buttons);
    resize(640, 420);
}

void FinalScoreDialog::showSummary()
{
    m_pages->setCurrentIndex(m_pages->currentIndex() + 1);
    m_next->setEnabled(m_pages->currentIndex() + 1 < m_pages->count());
    if (m_pages->currentIndex() == 1 && m_pages->count() > 2)
        m_next->setText(tr("Statistics"));
}

void FinalScoreDialog::addStatistics(const sl::GameStatistics& stats, const sl::GameRecord& record)
{
    auto* view = new StatisticsView(this);
    view->setStatistics(stats, record);
    m_pages->addWidget(view);
    m_next->setEnabled(m_pages->currentIndex() + 1 < m_pages->count());
    resize(std::max(width(), 980), height());
}

} // namespace slapp
