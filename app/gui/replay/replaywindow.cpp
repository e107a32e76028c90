// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "replaywindow.h"
#include "common/accessiblenames.h"
#include "common/quitall.h"
#include "common/seatnames.h"
#include "help/helpwindow.h"
#include "store/gamestore.h"
#include "store/storetypes.h"

#include "analysiscontrols.h"
#include "analysisview.h"
#include "common/artcache.h"
#include "common/names.h"
#include "common/screenfit.h"
#include "common/statustext.h"
#include "movelistmodel.h"
#include "movelistview.h"
#include "replayanalysis.h"
#include "replaycursor.h"
#include "scoregraph.h"
#include "widgets/boardwidget.h"
#include "widgets/playersmodel.h"
#include "widgets/playerspanel.h"
#include "widgets/remainingtilesmodel.h"
#include "widgets/statisticsview.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMouseEvent>
#include <QSlider>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace slapp {
namespace {
/** A slider that jumps to where it is clicked, as a media player's does. */
class JumpSlider : public QSlider
{
public:
    explicit JumpSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent) {}

protected:
    void mousePressEvent(QMouseEvent* event) override
    {
        if (event->button() == Qt::LeftButton) {
            QStyleOptionSlider opt;
            initStyleOption(&opt);
            const QRect handle =
                style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
            if (!handle.contains(event->position().toPoint())) {
                const QRect groove =
                    style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
                const int span = groove.width() - handle.width();
                const int at = int(event->position().x()) - groove.x() - handle.width() / 2;
                setValue(
                    QStyle::sliderValueFromPosition(minimum(), maximum(), at, std::max(1, span)));
            }
        }
        QSlider::mousePressEvent(event);
    }
};
} // namespace

ReplayWindow::ReplayWindow(sl::GameRecord record, qint64 gameId, QWidget* parent)
    : QMainWindow(parent), m_cursor(new ReplayCursor(std::move(record), this)), m_gameId(gameId),
      m_board(new slui::BoardWidget(this)), m_timer(new QTimer(this))
{
    slui::addQuitShortcut(this);                              // Ctrl+Q quits from here too
    slui::addHelpKeys(this, QStringLiteral("replay-viewer")); // F1: this window's section
    setAttribute(Qt::WA_DeleteOnClose);
    setObjectName(QStringLiteral("replayWindow"));
    m_board->setView(m_cursor);
    m_players = new slui::PlayersModel(m_cursor, this);
    m_remaining = new slui::RemainingTilesModel(m_cursor, this);
    m_moves = new MoveListModel(m_cursor, this);

    m_moveView = new MoveListView(m_moves, this);

    connect(m_moveView, &QTableView::clicked, this,
            [this](const QModelIndex& index) { m_cursor->jumpToTurn(index.row()); });

    m_graph = new ScoreGraph(this);
    connect(m_graph, &ScoreGraph::pointClicked, this, [this](int i) {
        m_cursor->setPosition(m_cursor->statistics().series[std::size_t(i)].events);
    });
    m_stats = new slui::StatisticsView(this);
    createAnalysis();

    auto* tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("replayTabs"));
    tabs->addTab(m_moveView, QString());
    tabs->addTab(m_graph, QString());
    tabs->addTab(m_stats, QString());
    tabs->addTab(m_analysisView, QString());
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_board);
    split->addWidget(tabs);
    // The lists get three fifths of the height: the move list's texts are whole, over two lines
    // where they need it, and still nine turns are in view on a 1366x768 screen; the board, fitted
    // to its area, is read whole in the rest (the splitter moves the line).
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({360, 540});
    tabs->setMinimumHeight(220);
    setCentralWidget(split);

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    m_lastEvent = new QLabel(side);
    m_lastEvent->setWordWrap(true);
    m_lastEvent->setObjectName(QStringLiteral("lastEvent"));
    auto* remainingView = new QListView(side);
    remainingView->setModel(m_remaining);
    remainingView->setViewMode(QListView::IconMode);
    remainingView->setIconSize(QSize(40, 40));
    remainingView->setGridSize(QSize(60, 72)); // room for the "× n" below each tile
    remainingView->setResizeMode(QListView::Adjust);
    remainingView->setSelectionMode(QAbstractItemView::NoSelection);
    sideLayout->addWidget(m_lastEvent);
    sideLayout->addWidget(new slui::PlayersPanel(m_players, side), 3);
    sideLayout->addWidget(remainingView, 2);
    auto* dock = new QDockWidget(this);
    dock->setObjectName(QStringLiteral("replaySide"));
    dock->setWidget(side);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    resizeDocks({dock}, {330}, Qt::Horizontal);

    m_board->setAutoFit(true); // the board shows the tiles of the step shown
    m_slider = new JumpSlider(this);
    m_slider->setRange(0, int(m_cursor->length()));
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (!m_refreshing) m_cursor->setPosition(std::size_t(v));
    });
    m_position = new QLabel(this);
    m_speed = new QComboBox(this);
    m_timer->setInterval(300);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_cursor->position() >= m_cursor->length()) {
            toggleAutoplay(false);
            return;
        }
        m_cursor->stepForward();
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this](int i) {
        static const int ms[] = {900, 350, 90};
        setAutoplayInterval(ms[std::clamp(i, 0, 2)]);
    });
    createActions();
    connect(m_cursor, &ReplayCursor::changed, this, &ReplayWindow::refresh);

    QStringList names;
    QList<QColor> colours;
    QList<sl::Colour> marks;
    const sl::GameState& s = *m_cursor->viewState();
    const sl::GameRecord& rec = *m_cursor->viewRecord();
    for (int sideIndex = 0; sideIndex < s.sideCount(); ++sideIndex) {
        if (s.config().teamGame) {
            names << slui::teamName(sideIndex);
            marks << (sideIndex == 0 ? sl::Colour::Red : sl::Colour::White);
            colours << slui::displayColour(marks.constLast());
        } else {
            names << slui::seatName(rec.setup.players[std::size_t(sideIndex)].name);
            marks << rec.setup.players[std::size_t(sideIndex)].colour;
            colours << slui::displayColour(marks.constLast());
        }
    }
    m_graph->setSeries(m_cursor->statistics().series, names, colours, marks);
    m_stats->setStatistics(m_cursor->statistics(), rec);
    slui::fitToScreen(this, QSize(1400, 900));
    retranslate();
    m_speed->setCurrentIndex(1);
    m_cursor->last();
    analysisChanged(); // and refresh()
}

ReplayWindow::~ReplayWindow() = default;

void ReplayWindow::createActions()
{
    slui::ArtCache& art = slui::ArtCache::instance();
    auto* bar = addToolBar(QString());
    bar->setObjectName(QStringLiteral("replayToolBar"));
    bar->setIconSize(QSize(20, 20));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto make = [&](const QIcon& icon, const QList<QKeySequence>& keys, auto slot) {
        auto* a = new QAction(icon, QString(), this);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        m_navigation << a;
        return a;
    };
    // The board's zoom keys, as in the play window (issue 34, item 8: + did nothing here).
    const auto zoom = [this](const QList<QKeySequence>& keys, void (slui::BoardWidget::*slot)()) {
        auto* a = new QAction(this);
        a->setShortcuts(keys);
        connect(a, &QAction::triggered, m_board, slot);
        addAction(a);
        return a;
    };
    m_zoomInAct = zoom({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal),
                        QKeySequence(Qt::CTRL | Qt::Key_Plus)},
                       &slui::BoardWidget::zoomIn);
    m_zoomOutAct = zoom({QKeySequence(Qt::Key_Minus), QKeySequence(Qt::CTRL | Qt::Key_Minus)},
                        &slui::BoardWidget::zoomOut);
    m_fitAct = zoom({QKeySequence(Qt::Key_F), QKeySequence(Qt::CTRL | Qt::Key_0)},
                    &slui::BoardWidget::fitToWindow);
    // A player's controls: icons, with the keys in their tooltips.
    bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_firstAct = make(art.icon(QStringLiteral("first")), {QKeySequence(Qt::Key_Home)},
                      [this] { m_cursor->first(); });
    m_back10Act = make(art.icon(QStringLiteral("back10")), {QKeySequence(Qt::Key_PageUp)},
                       [this] { m_cursor->moveTurns(-10); });
    m_backTurnAct = make(art.icon(QStringLiteral("back-turn")),
                         {QKeySequence(Qt::Key_Up), QKeySequence(Qt::CTRL | Qt::Key_Left)},
                         [this] { m_cursor->moveTurns(-1); });
    m_backAct = make(art.icon(QStringLiteral("back")), {QKeySequence(Qt::Key_Left)},
                     [this] { m_cursor->stepBack(); });
    m_forwardAct = make(art.icon(QStringLiteral("forward")), {QKeySequence(Qt::Key_Right)},
                        [this] { m_cursor->stepForward(); });
    m_forwardTurnAct = make(art.icon(QStringLiteral("forward-turn")),
                            {QKeySequence(Qt::Key_Down), QKeySequence(Qt::CTRL | Qt::Key_Right)},
                            [this] { m_cursor->moveTurns(1); });
    m_forward10Act = make(art.icon(QStringLiteral("forward10")), {QKeySequence(Qt::Key_PageDown)},
                          [this] { m_cursor->moveTurns(10); });
    m_lastAct = make(art.icon(QStringLiteral("last")), {QKeySequence(Qt::Key_End)},
                     [this] { m_cursor->last(); });
    for (QAction* a : {m_firstAct, m_back10Act, m_backTurnAct, m_backAct})
        bar->addAction(a);
    m_autoplayAct = make(art.icon(QStringLiteral("play")), {QKeySequence(Qt::Key_Space)},
                         [this](bool on) { toggleAutoplay(on); });
    m_autoplayAct->setCheckable(true);
    bar->addAction(m_autoplayAct);
    for (QAction* a : {m_forwardAct, m_forwardTurnAct, m_forward10Act, m_lastAct})
        bar->addAction(a);
    bar->addWidget(m_speed);
    bar->addSeparator();
    bar->addWidget(m_slider);
    bar->addWidget(m_position);
    bar->addSeparator();
    m_continueAct = make(
        art.icon(QStringLiteral("confirm")), {QKeySequence(Qt::CTRL | Qt::Key_Return)}, [this] {
            const std::size_t at = m_cursor->continuablePosition(m_cursor->position());
            sl::GameRecord prefix = *m_cursor->viewRecord();
            prefix.events.resize(at);
            emit continueRequested(prefix, m_gameId, int(at));
        });
    bar->addAction(m_continueAct);
    bar->addAction(analyseAction());
    for (QAction* named : {m_continueAct, analyseAction()})
        if (auto* b = qobject_cast<QToolButton*>(bar->widgetForAction(named)))
            b->setToolButtonStyle(
                Qt::ToolButtonTextBesideIcon); // actions, not transport keys: named
    m_closeAct =
        make(QIcon(), {QKeySequence::Close, QKeySequence(Qt::Key_Escape)}, [this] { close(); });
}

void ReplayWindow::setAutoplayInterval(int ms)
{
    m_timer->setInterval(ms);
}

void ReplayWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // Fit once the board has its size, on the whole game's board; and the move shown whole in
    // the list once the list has its size (opened at the end, the last row was cut).
    QTimer::singleShot(0, this, [this] {
        m_board->fitToWindow();
        if (const int turn = m_cursor->turnIndex(); turn >= 0)
            m_moveView->scrollTo(m_moves->index(turn, 0));
    });
}

bool ReplayWindow::autoplaying() const
{
    return m_timer->isActive();
}

void ReplayWindow::toggleAutoplay(bool on)
{
    if (on && m_cursor->position() >= m_cursor->length()) m_cursor->first();
    on ? m_timer->start() : m_timer->stop();
    m_autoplayAct->setChecked(on);
    // Play turns into Pause while playing.
    m_autoplayAct->setIcon(
        slui::ArtCache::instance().icon(on ? QStringLiteral("pause") : QStringLiteral("play")));
    m_autoplayAct->setText(on ? tr("Pause") : tr("Play"));
    m_autoplayAct->setToolTip(on ? tr("Pause (Space)")
                                 : tr("Play the game event by event (Space)"));
}

void ReplayWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void ReplayWindow::retranslate()
{
    // The sets by name, a changed copy of a built-in set marked (its games are told apart).
    QStringList sets;
    for (const sl::TileSet& set : m_cursor->viewRecord()->setup.tileSets)
        sets << tileSetLabelText(tileSetLabelOf(set), slui::contentLanguageCode());
    const QString title = m_gameId > 0 ? tr("Replay of game %1").arg(m_gameId) : tr("Replay");
    setWindowTitle(tr("%1 — %2", "window title: the replay, the tile sets")
                       .arg(title, sets.join(QStringLiteral(" + "))));
    m_firstAct->setText(tr("First"));
    m_firstAct->setToolTip(tr("To the start (Home)"));
    m_back10Act->setText(tr("−10 turns"));
    m_back10Act->setToolTip(tr("Ten turns back (Page Up)"));
    m_backTurnAct->setText(tr("Turn back"));
    m_backTurnAct->setToolTip(tr("One turn back (Up)"));
    m_backAct->setText(tr("Back"));
    m_backAct->setToolTip(tr("One event back (Left)"));
    m_forwardAct->setText(tr("Forward"));
    m_forwardAct->setToolTip(tr("One event forward (Right)"));
    m_forwardTurnAct->setText(tr("Turn forward"));
    m_forwardTurnAct->setToolTip(tr("One turn forward (Down)"));
    m_forward10Act->setText(tr("+10 turns"));
    m_forward10Act->setToolTip(tr("Ten turns forward (Page Down)"));
    m_lastAct->setText(tr("Last"));
    m_zoomInAct->setText(tr("Zoom in"));
    m_zoomOutAct->setText(tr("Zoom out"));
    m_fitAct->setText(tr("Fit board to window"));
    m_lastAct->setToolTip(tr("To the end (End)"));
    toggleAutoplay(autoplaying()); // its text and tooltip follow the state
    m_continueAct->setText(tr("Continue from here"));
    m_continueAct->setToolTip(tr("Start a new game from this point; it is stored as a new game"));
    m_analysisControls->retranslate();
    const int speed = m_speed->currentIndex();
    m_speed->clear();
    m_speed->addItems({tr("Slow"), tr("Normal"), tr("Fast")});
    m_speed->setCurrentIndex(std::max(0, speed));
    if (auto* tabs = findChild<QTabWidget*>(QStringLiteral("replayTabs"))) {
        tabs->setTabText(0, tr("Moves"));
        tabs->setTabText(1, tr("Score graph"));
        tabs->setTabText(2, tr("Statistics"));
        tabs->setTabText(3, tr("Analysis"));
    }
    for (QToolBar* t : findChildren<QToolBar*>())
        t->setWindowTitle(tr("Replay"));
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("replaySide")))
        dock->setWindowTitle(tr("At this point"));
    refresh();
    m_slider->setAccessibleName(tr("Position in the game"));
    m_moveView->setAccessibleName(tr("Moves"));
    slui::nameControls(this); // for assistive technology, in the new language
}

void ReplayWindow::refresh()
{
    m_refreshing = true;
    const std::size_t pos = m_cursor->position();
    m_slider->setValue(int(pos));
    const int turn = m_cursor->turnIndex();
    m_position->setText(
        tr("Event %1 of %2 · turn %3").arg(pos).arg(m_cursor->length()).arg(turn + 1));
    // The graph point at or before the shown position.
    int point = 0;
    const auto& series = m_cursor->statistics().series;
    for (std::size_t i = 0; i < series.size(); ++i)
        if (series[i].events <= pos) point = int(i);
    m_graph->setCurrent(point);
    if (turn >= 0) {
        m_moveView->selectRow(turn);
        m_moveView->scrollTo(m_moves->index(turn, 0));
    } else {
        m_moveView->clearSelection();
    }
    // The last event in words: who did what, where.
    QString last;
    if (pos > 0) {
        const sl::Event& e = m_cursor->viewRecord()->events[pos - 1];
        const int row = std::max(0, turn);
        const QString who =
            turn >= 0 ? m_moves->index(row, MoveListModel::Player).data().toString() : QString();
        switch (e.type) {
        case sl::EventType::Draw:
            last = tr("%1 draws a tile.").arg(who);
            break;
        case sl::EventType::Place:
            last = tr("%1 places %2 %3.")
                       .arg(who, m_moves->index(row, MoveListModel::Tile).data().toString(),
                            m_moves->placeText(row));
            break;
        case sl::EventType::Discard:
            last = tr("%1's tile fits nowhere and is removed from the game.").arg(who);
            break;
        case sl::EventType::Meeple:
            last = e.meeple.target == sl::MeepleTarget::None
                       ? tr("%1 places no meeple.").arg(who)
                       : tr("%1: %2.").arg(who, m_moves->meepleText(row));
            break;
        case sl::EventType::Die:
            last = tr("A die shows %1.").arg(e.die);
            break;
        }
    } else {
        last = tr("The start of the game.");
    }
    // The dice of this turn's battles, as far as they have been rolled at this point.
    if (turn >= 0 && !m_cursor->turns()[std::size_t(turn)].battles.empty()) {
        sl::GameRecord prefix = *m_cursor->viewRecord();
        prefix.events.resize(pos);
        const std::vector<sl::TurnSummary> sofar = sl::summarizeTurns(prefix);
        if (!sofar.empty() && !sofar.back().battles.empty())
            last += QLatin1Char('\n') +
                    tr("Battles: %1").arg(m_moves->battlesText(turn, &sofar.back()));
    }
    m_lastEvent->setText(last);
    for (QAction* a : {m_firstAct, m_back10Act, m_backTurnAct, m_backAct})
        a->setEnabled(pos > 0);
    for (QAction* a : {m_forwardAct, m_forwardTurnAct, m_forward10Act, m_lastAct})
        a->setEnabled(pos < m_cursor->length());
    showGhost(pos, turn);
    m_refreshing = false;
}

// ---- the analysis: "Analyse game" is AnalysisControls'; what it found is shown here ---------

void ReplayWindow::createAnalysis()
{
    m_analysis = new ReplayAnalysis(m_cursor, this);
    m_moves->setAnalysis(m_analysis);
    m_statusText = new slui::StatusText(statusBar());
    m_analysisControls = new AnalysisControls(m_analysis, this, m_statusText);
    connect(m_analysisControls, &AnalysisControls::changed, this, &ReplayWindow::analysisChanged);
    m_analysisView = new AnalysisView(m_analysis, analyseAction(), this);
}

QAction* ReplayWindow::analyseAction() const
{
    return m_analysisControls->action();
}

QProgressBar* ReplayWindow::analysisProgress() const
{
    return m_analysisControls->progress();
}

QPushButton* ReplayWindow::cancelAnalysisButton() const
{
    return m_analysisControls->cancelButton();
}

void ReplayWindow::setStore(GameStore* store)
{
    m_analysis->setStore(store, m_gameId);
    QHash<int, int> takenBack;
    if (const auto kept = store && m_gameId > 0 ? store->takeBacks(m_gameId) : std::nullopt)
        for (const TakeBack& t : *kept)
            ++takenBack[t.turn];
    m_moves->setTakenBack(takenBack);
    if (!m_analysis->storeError().isEmpty())
        m_statusText->show([error = m_analysis->storeError()] { return error; });
}

void ReplayWindow::analysisChanged()
{
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
