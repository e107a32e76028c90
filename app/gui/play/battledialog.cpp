// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "battledialog.h"

#include "common/artcache.h"
#include "common/names.h"
#include "help/helpwindow.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace slapp {
namespace {
constexpr int kDie = 34;
constexpr int kRowHeight = 52;
constexpr int kHeader = 112;
constexpr int kTicksPerRoll = 9; // 9 x 55 ms of tumbling dice per roll
const QColor kText(0xf2, 0xf4, 0xff);
const QColor kSoft(0xa9, 0xb4, 0xd6);
const QColor kPoint(0xff, 0xd5, 0x4f); // points scored: a gold pill, never like a die bonus

/** "2 meeples + large meeple (2) + own symbol = 4 → 3 dice": where a side's dice come from. */
QString diceOrigin(const BattleSideView& side)
{
    QStringList parts;
    if (side.smallMeeples > 0) parts << BattleView::tr("%n meeple(s)", "", side.smallMeeples);
    for (int i = 0; i < side.largeMeeples; ++i)
        parts << BattleView::tr("large meeple (2)");
    if (side.symbol) parts << BattleView::tr("own symbol (+1)");
    QString text = parts.join(QStringLiteral(" + "));
    if (side.rawDice > side.dice) text += BattleView::tr(" = %1, at most 3").arg(side.rawDice);
    return text;
}

/** Draws a rounded "+n point(s)" pill; returns its width. */
double drawPoints(QPainter& p, QPointF at, const QString& text)
{
    const QFontMetricsF fm(p.font());
    const QRectF r(at.x(), at.y(), fm.horizontalAdvance(text) + 14, fm.height() + 4);
    p.setPen(Qt::NoPen);
    p.setBrush(kPoint);
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2);
    p.setPen(QColor(0x14, 0x19, 0x2f));
    p.drawText(r, Qt::AlignCenter, text);
    return r.width();
}
} // namespace

BattleView::BattleView(const BattleReport& report, QList<SideLook> looks, QWidget* parent)
    : QWidget(parent), m_report(report), m_looks(std::move(looks)), m_timer(new QTimer(this))
{
    m_timer->setInterval(55);
    connect(m_timer, &QTimer::timeout, this, &BattleView::tick);
    setMinimumSize(BattleView::sizeHint()); // this class's own (no dispatch while constructing)
}

QSize BattleView::sizeHint() const
{
    const int columns = int(m_report.sides.size());
    return {std::max(480, 40 + columns * 230),
            kHeader + int(m_report.rolls.size()) * kRowHeight + 68};
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

QString BattleView::sideHeading(int i) const
{
    const BattleSideView& side = m_report.sides.at(i);
    return tr("%1: %n die(s)", "", side.dice).arg(m_looks.value(side.side).name);
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
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.9);
    // Header: each side in its player's colour, with its dice explained and its equipment.
    for (int i = 0; i < columns; ++i) {
        const BattleSideView& side = m_report.sides[i];
        const SideLook look = m_looks.value(side.side);
        const double x = 20 + i * colWidth;
        const double w = colWidth - 12;
        p.fillRect(QRectF(x + 4, 8, colWidth - 8, 5), look.colour);
        p.drawPixmap(QPointF(x + 6, 20),
                     slui::ArtCache::instance().playerDie(look.colour, 6, false, 24, dpr));
        p.setFont(bold);
        p.setPen(kText);
        p.drawText(QRectF(x + 38, 18, w - 34, 28), Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(sideHeading(i), Qt::ElideRight, int(w - 34)));
        p.setFont(small);
        p.setPen(kSoft);
        p.drawText(QRectF(x + 6, 50, w, 18), Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(diceOrigin(side), Qt::ElideRight, int(w)));
        double ey = 70;
        if (side.blaster) {
            p.drawPixmap(QPointF(x + 6, ey),
                         slui::ArtCache::instance().equipment(sl::Equipment::Blaster, 18, dpr));
            p.drawText(QRectF(x + 28, ey, w - 22, 18), Qt::AlignLeft | Qt::AlignVCenter,
                       tr("blaster: the yellow die (3–8) for one die"));
            ey += 20;
        }
        if (side.lightsaber) {
            p.drawPixmap(QPointF(x + 6, ey),
                         slui::ArtCache::instance().equipment(sl::Equipment::Lightsaber, 18, dpr));
            p.drawText(QRectF(x + 28, ey, w - 22, 18), Qt::AlignLeft | Qt::AlignVCenter,
                       tr("lightsaber: +1 to the highest die"));
        }
    }
    // Rolls: each side's dice in its colour, its result, and the points it scores.
    quint32 seed = m_seed + quint32(m_ticks) * 7919u;
    for (int r = 0; r < m_report.rolls.size() && r <= m_revealed; ++r) {
        const BattleRoll& roll = m_report.rolls[r];
        const bool tumbling = r == m_revealed;
        const double y = kHeader + r * kRowHeight;
        p.setFont(font());
        p.setPen(QColor(0x6f, 0x7a, 0xa6));
        p.drawText(QRectF(0, y, 18, kDie), Qt::AlignCenter, QString::number(r + 1));
        for (int i = 0; i < columns; ++i) {
            const QList<int>& dice = roll.dice.value(i);
            if (dice.isEmpty()) continue;
            const BattleSideView& side = m_report.sides[i];
            const QColor colour = m_looks.value(side.side).colour;
            double x = 20 + i * colWidth + 6;
            for (int d = 0; d < dice.size(); ++d) {
                const bool yellow = side.blaster && d == 0;
                int value = dice[d];
                if (tumbling) {
                    seed = seed * 1103515245u + 12345u;
                    value = yellow ? 3 + int((seed >> 16) % 6) : 1 + int((seed >> 16) % 6);
                }
                p.drawPixmap(QPointF(x, y), slui::ArtCache::instance().playerDie(
                                                colour, value, yellow, kDie, dpr));
                x += kDie + 4;
            }
            if (tumbling) continue;
            const int result = roll.results.value(i);
            p.setFont(bold);
            p.setPen(kText);
            const QString shown =
                side.lightsaber
                    ? tr("= %1 + 1 = %2", "highest die + lightsaber").arg(result - 1).arg(result)
                    : tr("= %1").arg(result);
            p.drawText(QRectF(x + 2, y, colWidth, kDie / 2.0), Qt::AlignLeft | Qt::AlignVCenter,
                       shown);
            p.setFont(small);
            const QPointF below(x + 2, y + kDie / 2.0);
            if (roll.tied.contains(side.side)) {
                drawPoints(p, below, tr("tie: +%n point(s)", "", 1));
            } else if (roll.withdrawn.contains(side.side)) {
                const double pw = drawPoints(p, below, tr("+%n point(s)", "", side.dice));
                p.setPen(QColor(0xef, 0x9a, 0x9a));
                p.drawText(QRectF(below.x() + pw + 6, below.y(), colWidth, kDie / 2.0),
                           Qt::AlignLeft | Qt::AlignVCenter, tr("withdraws"));
            } else if (m_report.winner == side.side && r == m_report.rolls.size() - 1) {
                p.setPen(QColor(0x81, 0xe6, 0x8c));
                p.setFont(bold);
                p.drawText(QRectF(below.x(), below.y(), colWidth, kDie / 2.0),
                           Qt::AlignLeft | Qt::AlignVCenter, tr("wins"));
            }
        }
    }
    if (finished() && m_report.winner >= 0) {
        p.setFont(bold);
        p.setPen(QColor(0x81, 0xe6, 0x8c));
        // Wrapped in two lines when one is too narrow (long realm names, Czech).
        p.drawText(
            QRectF(12, height() - 52, width() - 24, 46), Qt::AlignCenter | Qt::TextWordWrap,
            tr("%1 wins the battle for %2.")
                .arg(m_looks.value(m_report.winner).name, slui::realmLabelText(m_report.place)));
    }
}

BattleDialog::BattleDialog(const BattleReport& report, QList<SideLook> looks, bool animate,
                           QWidget* parent)
    : QDialog(parent), m_view(new BattleView(report, std::move(looks), this))
{
    setWindowTitle(tr("Battle for %1").arg(slui::realmLabelText(report.place)));
    slui::addHelpKeys(this, QStringLiteral("5-battles"), slui::HelpKind::Rules); // F1
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* skip = buttons->addButton(tr("Skip animation"), QDialogButtonBox::ActionRole);
    // The rules, a link-like button on a row of its own above the buttons: the dialog stays as
    // narrow as before, to stand beside the realm.
    auto* rules = new QToolButton(this);
    rules->setObjectName(QStringLiteral("rulesButton"));
    rules->setIcon(slui::ArtCache::instance().icon(QStringLiteral("question")));
    rules->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    rules->setAutoRaise(true);
    rules->setText(tr("Battle rules"));
    rules->setToolTip(tr("How a battle is fought, in Help ▸ Rules (F1)"));
    connect(rules, &QToolButton::clicked, this, [this] {
        slui::HelpWindow::showAt(slui::HelpKind::Rules, QStringLiteral("5-battles"), this);
    });
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setDefault(true);
    connect(skip, &QPushButton::clicked, m_view, &BattleView::skip);
    connect(m_view, &BattleView::done, skip, [skip] { skip->setEnabled(false); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(rules, 0, Qt::AlignRight);
    layout->addWidget(buttons);
    if (animate)
        m_view->start();
    else
        m_view->skip();
}

} // namespace slapp
