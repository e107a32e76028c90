// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "computercontrols.h"

#include "common/artcache.h"
#include "common/names.h"
#include "common/statustext.h"
#include "computerplayers.h"
#include "gamecontroller.h"
#include "hintadvisor.h"
#include "widgets/boardwidget.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>
#include <QToolBar>
#include <QWidget>

#include <cmath>

namespace slapp {
namespace {
constexpr int kPaces[] = {1400, 700, 250, 0}; ///< slow, normal, fast, at once (ms per step)
} // namespace

ComputerControls::ComputerControls(GameController* controller, slui::BoardWidget* board,
                                   slui::StatusText* status, QWidget* window)
    : QObject(window), m_controller(controller), m_board(board), m_status(status),
      m_computers(new ComputerPlayers(controller, this)), m_hintAdvisor(new HintAdvisor(this))
{
    slui::ArtCache& art = slui::ArtCache::instance();
    m_hintAct = new QAction(art.icon(QStringLiteral("hint")), QString(), this);
    m_hintAct->setObjectName(QStringLiteral("hintAction"));
    m_hintAct->setShortcut(QKeySequence(Qt::Key_H));
    connect(m_hintAct, &QAction::triggered, this, &ComputerControls::requestHint);
    m_hintsAllowedAct = new QAction(this);
    m_hintsAllowedAct->setCheckable(true);
    m_hintsAllowedAct->setChecked(true);
    connect(m_hintsAllowedAct, &QAction::toggled, this, [this](bool on) {
        if (!on) dropHint();
        emit actionsChanged();
    });
    m_pauseAct = new QAction(art.icon(QStringLiteral("pause")), QString(), this);
    m_pauseAct->setCheckable(true);
    m_pauseAct->setShortcut(QKeySequence(Qt::Key_P));
    connect(m_pauseAct, &QAction::toggled, m_computers, &ComputerPlayers::setPaused);
    connect(m_pauseAct, &QAction::toggled, this, &ComputerControls::actionsChanged);
    m_paceGroup = new QActionGroup(this);
    const int saved = QSettings().value(QStringLiteral("computer/pace"), kPaces[1]).toInt();
    for (int pace : kPaces) {
        auto* a = new QAction(this);
        a->setCheckable(true);
        a->setData(pace);
        a->setChecked(pace == saved);
        m_paceGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, pace] {
            m_computers->setPace(pace);
            QSettings().setValue(QStringLiteral("computer/pace"), pace);
            emit paceChanged(pace);
        });
    }
    if (!m_paceGroup->checkedAction()) m_paceGroup->actions().at(1)->setChecked(true);
    m_computers->setPace(m_paceGroup->checkedAction()->data().toInt());
    for (QAction* a : {m_hintAct, m_pauseAct})
        window->addAction(a);

    connect(m_hintAdvisor, &HintAdvisor::ready, this, &ComputerControls::showHint);
    connect(m_hintAdvisor, &HintAdvisor::runningChanged, this, &ComputerControls::actionsChanged);
    connect(m_computers, &ComputerPlayers::thinkingChanged, this,
            &ComputerControls::actionsChanged);
    // A hint belongs to its turn: gone once the turn is played.
    connect(m_controller, &slui::GameView::changed, this, [this] {
        if (m_hintKey &&
            (!m_controller->hasGame() || m_controller->record().events.size() != *m_hintKey))
            dropHint();
    });
}

void ComputerControls::addTo(QMenu* turnMenu, QToolBar* tools)
{
    turnMenu->addSeparator();
    turnMenu->addAction(m_hintAct);
    turnMenu->addAction(m_hintsAllowedAct);
    turnMenu->addSeparator();
    turnMenu->addAction(m_pauseAct);
    m_paceMenu = turnMenu->addMenu(QString());
    m_paceMenu->addActions(m_paceGroup->actions());
    tools->addActions({m_hintAct, m_pauseAct});
}

void ComputerControls::retranslate()
{
    m_hintAct->setText(tr("&Hint"));
    m_hintAct->setToolTip(tr("Show the move the Hard computer player would make (H)"));
    m_hintsAllowedAct->setText(tr("Allow hints in this game"));
    m_pauseAct->setText(tr("&Pause computer players"));
    m_pauseAct->setToolTip(tr("Pause or resume the computer players (P)"));
    m_paceMenu->setTitle(tr("Computer players' &pace"));
    const QStringList names{tr("Slow"), tr("Normal", "pace"), tr("Fast"), tr("At once")};
    const QList<QAction*> paces = m_paceGroup->actions();
    for (int i = 0; i < paces.size(); ++i)
        paces.at(i)->setText(names.value(i));
}

void ComputerControls::update()
{
    const bool human = m_controller->hasGame() && !m_controller->isOver() &&
                       !m_controller->isComputerTurn() &&
                       m_controller->state().phase() == sl::Phase::PlaceTile;
    m_hintAct->setEnabled(human && m_hintsAllowedAct->isChecked() && !m_hintAdvisor->isRunning());
    bool computers = false;
    if (m_controller->hasGame())
        for (const sl::PlayerInfo& p : m_controller->record().setup.players)
            computers |= p.kind == sl::SeatKind::Computer;
    m_pauseAct->setEnabled(computers && !m_controller->isOver());
}

void ComputerControls::gameStarted()
{
    dropHint();
    m_hintsAllowedAct->setChecked(true);
    m_pauseAct->setChecked(false);
    m_computers->gameStarted();
}

void ComputerControls::stop()
{
    m_computers->stop();
    m_hintAdvisor->cancel();
}

void ComputerControls::requestHint()
{
    if (!m_hintAct->isEnabled()) return;
    m_hintKey = m_controller->record().events.size();
    m_hintAdvisor->request(m_controller->state(), *m_hintKey);
    m_hintMessage = m_status->show([] { return tr("Working out a hint…"); });
}

void ComputerControls::showHint(const Hint& hint)
{
    if (!m_hintKey || hint.key != *m_hintKey || !m_hintsAllowedAct->isChecked()) return;
    const sl::GameState& s = m_controller->state();
    const sl::Colour colour = s.config().seats[static_cast<std::size_t>(s.currentPlayer())];
    const int points = int(std::lround(hint.gain));
    const QString gain = points > 0 ? tr("+%n point(s) expected", "", points)
                                    : tr("%n point(s) expected", "", points);
    m_board->setGhost(slui::BoardGhost{hint.placed, hint.action.meeple, colour, gain});
    // As long as the hint is on the board, in the language of the moment.
    m_hintMessage = m_status->show([this, hint] { return hintText(hint); });
}

void ComputerControls::dropHint()
{
    m_hintKey.reset();
    m_hintAdvisor->cancel();
    m_board->setGhost(std::nullopt);
    if (m_hintMessage >= 0) m_status->clear(m_hintMessage);
    m_hintMessage = -1;
}

QString ComputerControls::hintText(const Hint& hint) const
{
    const sl::GameState& s = *hint.placed;
    const QString place = slui::placeLabelText(
        slui::placeLabel(m_controller->state(), hint.action.place.x, hint.action.place.y));
    const int points = int(std::lround(hint.gain));
    const QString expected = tr("expected gain this turn: %n point(s)", "", points);
    const sl::MeepleMove& m = hint.action.meeple;
    if (m.target == sl::MeepleTarget::None)
        return tr("Hint: place the tile %1, no meeple; %2.").arg(place, expected);
    const int node =
        m.target == sl::MeepleTarget::Segment
            ? s.tiles()[static_cast<std::size_t>(s.lastPlacedTile())].nodeBase + m.segment
            : [&] {
                  const int t = s.tileAt(m.x, m.y);
                  const sl::PlacedTile& pt = s.tiles()[static_cast<std::size_t>(t)];
                  return pt.nodeBase + s.catalog().type(pt.type).planetSeg;
              }();
    const QString realm = slui::realmLabelText(slui::realmLabel(s, node));
    const QString meeple = m.target == sl::MeepleTarget::Planet ? tr("attack %1").arg(realm)
                           : m.large ? tr("a large meeple on %1").arg(realm)
                                     : tr("a meeple on %1").arg(realm);
    return tr("Hint: place the tile %1, %2; %3.").arg(place, meeple, expected);
}

} // namespace slapp
