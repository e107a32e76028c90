#include "battledialog.h"

#include "artcache.h"
#include "names.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace slapp {
namespace {
constexpr int kDie = 34;
constexpr int kRowHeight = 52;
constexpr int kHeader = 74;
constexpr int kTicksPerRoll = 9; // 9 x 55 ms of tumbling dice per roll
} // namespace

BattleView::BattleView(const BattleReport& report, QList<SideLook> looks, QWidget* parent)
    : QWidget(parent), m_report(report), m_looks(std::move(looks)), m_timer(new QTimer(this))
{
    m_timer->setInterval(55);
    connect(m_timer, &QTimer::timeout, this, &BattleView::tick);
    setMinimumSize(sizeHint());
}

QSize BattleView::sizeHint() const
{
    const int columns = int(m_report.sides.size());
    return {std::max(420, 40 + columns * 190), kHeader + int(m_report.rolls.size()) * kRowHeight + 60};
}

void BattleView::start()
{
    m_revealed = 0;
    m_ticks = 0;
    m_timer->start();
}

void BattleView::skip()
{
    m_timer->stop();
    m_revealed = int(m_report.rolls.size());
    update();
    emit done();
}

void BattleView::tick()
{
    if (++m_ticks < kTicksPerRoll) {
        update();
        return;
    }
    m_ticks = 0;
    ++m_revealed;
    update();
    if (finished()) {
        m_timer->stop();
        emit done();
    }
}

void BattleView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0x0b, 0x10, 0x30));
    const qreal dpr = devicePixelRatioF();
    const int columns = int(m_report.sides.size());
    const double colWidth = (width() - 40.0) / std::max(1, columns);
    QFont bold = font();
    bold.setBold(true);
    // Header: each side with its emblem, name, dice and equipment.
    for (int i = 0; i < columns; ++i) {
        const BattleSideView& side = m_report.sides[i];
        const SideLook look = m_looks.value(side.side);
        const double x = 20 + i * colWidth;
        p.fillRect(QRectF(x + 4, 8, colWidth - 8, 5), look.colour);
        p.drawPixmap(QPointF(x + 6, 20), ArtCache::instance().emblem(look.faction, 28, dpr));
        p.setFont(bold);
        p.setPen(QColor(0xf2, 0xf4, 0xff));
        p.drawText(QRectF(x + 40, 18, colWidth - 44, 18), Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(look.name, Qt::ElideRight, int(colWidth - 44)));
        p.setFont(font());
        p.setPen(QColor(0xa9, 0xb4, 0xd6));
        p.drawText(QRectF(x + 40, 38, colWidth - 44, 16), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("%n die(s)", "", side.dice));
        double ex = x + 40 + p.fontMetrics().horizontalAdvance(tr("%n die(s)", "", side.dice)) + 8;
        if (side.lightsaber) {
            p.drawPixmap(QPointF(ex, 34), ArtCache::instance().equipment(sl::Equipment::Lightsaber, 22, dpr));
            ex += 24;
        }
        if (side.blaster)
            p.drawPixmap(QPointF(ex, 34), ArtCache::instance().equipment(sl::Equipment::Blaster, 22, dpr));
    }
    // Rolls.
    quint32 seed = m_seed + quint32(m_ticks) * 7919u;
    for (int r = 0; r < m_report.rolls.size() && r <= m_revealed; ++r) {
        const BattleRoll& roll = m_report.rolls[r];
        const bool tumbling = r == m_revealed;
        const double y = kHeader + r * kRowHeight;
        p.setPen(QColor(0x6f, 0x7a, 0xa6));
        p.drawText(QRectF(0, y, 18, kDie), Qt::AlignCenter, QString::number(r + 1));
        for (int i = 0; i < columns; ++i) {
            const QList<int>& dice = roll.dice.value(i);
            if (dice.isEmpty())
                continue;
            const BattleSideView& side = m_report.sides[i];
            const sl::Faction faction = m_looks.value(side.side).faction;
            double x = 20 + i * colWidth + 6;
            for (int d = 0; d < dice.size(); ++d) {
                const bool yellow = side.blaster && d == 0;
                int value = dice[d];
                if (tumbling) {
                    seed = seed * 1103515245u + 12345u;
                    value = yellow ? 3 + int((seed >> 16) % 6) : 1 + int((seed >> 16) % 6);
                }
                p.drawPixmap(QPointF(x, y), ArtCache::instance().die(
                                                yellow ? DieColour::Yellow : ArtCache::dieColourFor(faction),
                                                value, kDie, dpr));
                x += kDie + 4;
            }
            if (tumbling)
                continue;
            QString verdict;
            QColor tone(0xf2, 0xf4, 0xff);
            if (roll.tied.contains(side.side)) {
                verdict = tr("tie +1");
                tone = QColor(0xff, 0xd5, 0x4f);
            } else if (roll.withdrawn.contains(side.side)) {
                verdict = tr("withdraws +%1", "the side leaves the battle and scores %1 points").arg(side.dice);
                tone = QColor(0xef, 0x9a, 0x9a);
            } else if (m_report.winner == side.side && r == m_report.rolls.size() - 1) {
                verdict = tr("wins");
                tone = QColor(0x81, 0xe6, 0x8c);
            }
            p.setFont(bold);
            p.setPen(tone);
            const QString result = side.lightsaber ? tr("= %1 (+1)").arg(roll.results.value(i))
                                                   : tr("= %1").arg(roll.results.value(i));
            p.drawText(QRectF(x + 2, y, colWidth, kDie / 2.0), Qt::AlignLeft | Qt::AlignVCenter, result);
            p.setFont(font());
            p.drawText(QRectF(x + 2, y + kDie / 2.0, colWidth, kDie / 2.0), Qt::AlignLeft | Qt::AlignVCenter, verdict);
        }
    }
    if (finished() && m_report.winner >= 0) {
        p.setFont(bold);
        p.setPen(QColor(0x81, 0xe6, 0x8c));
        p.drawText(QRectF(0, height() - 44, width(), 30), Qt::AlignCenter,
                   tr("%1 wins the battle for %2.")
                       .arg(m_looks.value(m_report.winner).name, aRealm(m_report.realm)));
    }
}

BattleDialog::BattleDialog(const BattleReport& report, QList<SideLook> looks, bool animate, QWidget* parent)
    : QDialog(parent), m_view(new BattleView(report, std::move(looks), this))
{
    setWindowTitle(tr("Battle for %1").arg(aRealm(report.realm)));
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* skip = buttons->addButton(tr("Skip animation"), QDialogButtonBox::ActionRole);
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setDefault(true);
    connect(skip, &QPushButton::clicked, m_view, &BattleView::skip);
    connect(m_view, &BattleView::done, skip, [skip] { skip->setEnabled(false); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    if (animate)
        m_view->start();
    else
        m_view->skip();
}

} // namespace slapp
