// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The play window: the board and its panels, actions and menus, starting and continuing games,
// language and settings.
#include "mainwindow.h"
#include "common/accessiblenames.h"
#include "common/quitall.h"
#include "turnkeys.h"

#include "battleonboard.h"
#include "common/artcache.h"
#include "common/languagemanager.h"
#include "common/names.h"
#include "common/screenfit.h"
#include "common/statustext.h"
#include "computerplayers.h"
#include "dialogqueue.h"
#include "gamecontroller.h"
#include "help/helpwindow.h"
#include "helptexts.h"
#include "lessonguide.h"
#include "newgamedialog.h"
#include "playpanels.h"
#include "soundcontrols.h"
#include "store/gamestore.h"
#include "storedgames.h"
#include "turnlogmodel.h"
#include "turnpanel.h"
#include "welcomepage.h"
#include "widgets/boardwidget.h"
#include "widgets/playersmodel.h"
#include "widgets/playerspanel.h"
#include "widgets/remainingtilesmodel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

namespace slapp {

MainWindow::MainWindow(GameStore* store, QWidget* parent)
    : QMainWindow(parent), m_store(store), m_controller(new GameController(store, this)),
      m_board(new slui::BoardWidget(this)), m_dialogs(new DialogQueue(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/art/starlanes.svg")));
    // The board shows the live game and says what was clicked; the controller decides.
    m_board->setView(m_controller);
    m_board->setFollowPlay(true);
    connect(m_board, &slui::BoardWidget::cellClicked, m_controller, &GameController::selectCell);
    connect(m_board, &slui::BoardWidget::meepleSpotClicked, m_controller,
            &GameController::chooseMeeple);
    connect(m_board, &slui::BoardWidget::rotateRequested, m_controller,
            [this] { m_controller->rotate(1); });
    m_welcome = new WelcomePage(this);
    m_centre = new QStackedWidget(this);
    // The board first (offerStart() puts the panels away from it), under a lesson's banner.
    m_boardArea = new QWidget(this);
    auto* boardColumn = new QVBoxLayout(m_boardArea);
    boardColumn->setContentsMargins(0, 0, 0, 0);
    boardColumn->setSpacing(4);
    boardColumn->addWidget(m_board, 1);
    m_centre->addWidget(m_boardArea);
    m_centre->addWidget(m_welcome);
    setCentralWidget(m_centre);
    connect(m_welcome, &WelcomePage::newGameRequested, this, &MainWindow::newGame);
    connect(m_welcome, &WelcomePage::continueRequested, this, [this] {
        const QList<qint64> ids = m_store ? m_store->unfinishedGames() : QList<qint64>{};
        if (!ids.isEmpty()) continueGame(ids.front());
    });
    connect(m_welcome, &WelcomePage::browserRequested, this, &MainWindow::browserRequested);
    connect(m_welcome, &WelcomePage::playersRequested, this, &MainWindow::playersRequested);
    connect(m_welcome, &WelcomePage::editorRequested, this, &MainWindow::editorRequested);
    connect(m_welcome, &WelcomePage::languageChosen, this,
            [](const QString& code) { slui::LanguageManager::instance().apply(code); });
    m_players = new slui::PlayersModel(m_controller, this);
    m_remaining = new slui::RemainingTilesModel(m_controller, this);
    m_logModel = new TurnLogModel(m_controller, this);
    m_turn = new TurnPanel(m_controller, this);
    connect(m_turn, &TurnPanel::newGameRequested, this, &MainWindow::newGame);
    connect(m_turn, &TurnPanel::replayRequested, this, [this] {
        if (m_controller->gameId() > 0) emit replayRequested(m_controller->gameId());
    });
    connect(m_turn, &TurnPanel::browserRequested, this, &MainWindow::browserRequested);
    m_playersPanel = new slui::PlayersPanel(m_players, this);
    m_statusText = new slui::StatusText(statusBar());
    m_storedGames = new StoredGames(m_store, this);
    connect(m_storedGames, &StoredGames::continueRequested, this, &MainWindow::continueGame);
    createActions();
    createMenus();
    m_panels = new PlayPanels(this, m_turn, m_playersPanel, m_remaining, m_logModel);
    m_viewMenu->addSeparator();
    m_panels->addTo(m_viewMenu);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("turnStatus"));
    statusBar()->addPermanentWidget(m_status);
    m_activity = new QPushButton(this);
    m_activity->setObjectName(QStringLiteral("backgroundActivity"));
    m_activity->setFlat(true);
    m_activity->hide();
    connect(m_activity, &QPushButton::clicked, this, &MainWindow::backgroundActivityRequested);
    statusBar()->addPermanentWidget(m_activity);
    m_storeStatus = new StoreStatus(m_controller, m_store, m_dialogs, m_statusText, this);
    m_storeStatus->setImportAction(m_gameMenu, m_importAct);

    m_lesson = new LessonGuide(m_controller, computers(), m_board, m_boardArea);
    boardColumn->insertWidget(0, m_lesson);
    connect(m_lesson, &LessonGuide::startRequested, this, &MainWindow::startLesson);
    connect(m_lesson, &LessonGuide::leaveRequested, this, [this] {
        m_lesson->stop();
        m_controller->close();
        offerStart();
    });
    connect(m_welcome->learnMenu(), &QMenu::aboutToShow, this,
            [this] { m_lesson->fillMenu(m_welcome->learnMenu()); });
    connect(m_learnMenu, &QMenu::aboutToShow, this, [this] { m_lesson->fillMenu(m_learnMenu); });

    m_reports =
        new ReportPresenter(m_controller, m_board, computers(), m_dialogs,
                            {m_view->animationsAction(), m_view->battleDialogsAction()}, this);
    connect(m_reports, &ReportPresenter::gameFinished, this, &MainWindow::gameFinished);

    connect(m_controller, &GameController::changed, this, &MainWindow::updateActions);
    QListView* log = m_panels->logView();
    connect(m_controller, &GameController::logAppended, log, [log] { log->scrollToBottom(); });
    connect(m_controller, &GameController::logRevealed, log, [log] { log->scrollToBottom(); });
    connect(m_welcome, &WelcomePage::rulesRequested, m_rulesAct, &QAction::trigger);
    connect(
        &slui::LanguageManager::instance(), &slui::LanguageManager::languageChanged, this, [this] {
            refreshWelcome();
            slui::ArtCache::instance().clear(); // planet names and tile labels are part of the art
            m_logModel->retranslate();
            m_board->update();
        });
    readSettings();
    retranslate();
    updateActions();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    slui::ArtCache& art = slui::ArtCache::instance();
    auto make = [this](const QIcon& icon, const QKeySequence& key, auto slot) {
        auto* a = new QAction(icon, QString(), this);
        if (!key.isEmpty()) a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    m_newAct = make(art.icon(QStringLiteral("new")), QKeySequence::New, [this] { newGame(); });
    m_continueAct =
        make(art.icon(QStringLiteral("open")), QKeySequence::Open, [this] { continueSavedGame(); });
    m_importAct = make(art.icon(QStringLiteral("import")), QKeySequence(Qt::CTRL | Qt::Key_I),
                       [this] { m_storedGames->importGame(); });
    m_exportAct = make(art.icon(QStringLiteral("save")), QKeySequence(Qt::CTRL | Qt::Key_E),
                       [this] { m_storeStatus->saveGameToFile(); });
    m_browserAct = make(art.icon(QStringLiteral("log")), QKeySequence(Qt::CTRL | Qt::Key_B),
                        [this] { emit browserRequested(); });
    m_playersAct = make(QIcon(), QKeySequence(), [this] { emit playersRequested(); });
    m_puzzlesAct = make(QIcon(), QKeySequence(), [this] { emit puzzlesRequested(); });
    m_editorAct = make(art.icon(QStringLiteral("edit-tiles")), QKeySequence(),
                       [this] { emit editorRequested(); });
    // Quit closes every window, so that the tile-set editor can ask about unsaved changes too.
    m_quitAct = make(QIcon(), QKeySequence(Qt::CTRL | Qt::Key_Q), [] { slui::quitAll(); });
    m_rotateAct = make(art.icon(QStringLiteral("rotate-cw")), QKeySequence(Qt::Key_R),
                       [this] { m_controller->rotate(1); });
    m_rotateBackAct =
        make(art.icon(QStringLiteral("rotate-ccw")), QKeySequence(Qt::SHIFT | Qt::Key_R),
             [this] { m_controller->rotate(-1); });
    m_confirmAct = make(art.icon(QStringLiteral("confirm")), QKeySequence(Qt::Key_Return), [this] {
        // A battle on the board, or a computer's turn being shown: the rest at once.
        if (BattleOnBoard* battle = m_reports->boardBattle())
            battle->finish();
        else if (m_controller->isComputerTurn())
            computers()->hurry();
        else
            m_controller->confirm();
    });
    m_confirmAct->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_skipAct = make(art.icon(QStringLiteral("skip")), QKeySequence(Qt::Key_N),
                     [this] { m_controller->skipMeeple(); });
    m_takeBackAct = make(art.icon(QStringLiteral("undo")), QKeySequence(Qt::Key_Backspace),
                         [this] { m_controller->takeBack(); });
    m_takeBackTurnAct = make(art.icon(QStringLiteral("back-turn")), QKeySequence::Undo, [this] {
        if (m_controller->takeBackTurn())
            m_statusText->show(m_controller->log().constLast().text, 10000);
        else if (!m_controller->lastError().isEmpty())
            QMessageBox::warning(this, tr("Take back turn"), m_controller->lastError());
    });
    m_manualAct = make(QIcon(), QKeySequence(Qt::Key_F1), [this] {
        slui::HelpWindow::showAt(slui::HelpKind::Manual, QStringLiteral("the-play-window"), this);
    });
    m_manualAct->setObjectName(QStringLiteral("manualAction"));
    setProperty("helpSection", QStringLiteral("the-play-window"));
    m_rulesAct = make(QIcon(), QKeySequence(),
                      [this] { slui::HelpWindow::showAt(slui::HelpKind::Rules, QString(), this); });
    m_rulesAct->setObjectName(QStringLiteral("rulesAction"));
    m_aboutAct = make(QIcon(), QKeySequence(), [this] {
        QMessageBox::about(this, HelpTexts::aboutTitle(), HelpTexts::about());
    });
    m_aboutQtAct = make(QIcon(), QKeySequence(), [] { QApplication::aboutQt(); });

    m_computerControls = new ComputerControls(m_controller, m_board, m_statusText, this);
    m_sound = new SoundControls(m_controller, this);
    m_turnKeys = new TurnKeys(m_controller, this);
    connect(m_computerControls, &ComputerControls::actionsChanged, this,
            &MainWindow::updateActions);
    m_view = new ViewControls(m_board, computers(), this);
    connect(m_computerControls, &ComputerControls::paceChanged, m_view,
            &ViewControls::updateMotion);
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addActions({m_newAct, m_continueAct, m_browserAct, m_playersAct, m_puzzlesAct});
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_editorAct);
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_importAct, m_exportAct});
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quitAct);
    m_turnMenu = menuBar()->addMenu(QString());
    m_turnMenu->addActions({m_rotateAct, m_rotateBackAct});
    m_turnMenu->addSeparator();
    m_turnMenu->addActions({m_takeBackAct, m_skipAct, m_confirmAct});
    m_turnMenu->addSeparator();
    m_turnMenu->addAction(m_takeBackTurnAct);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions(m_view->zoomActions());
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_view->displayActions());
    m_sound->addTo(m_viewMenu);
    m_viewMenu->addSeparator();
    m_view->addLanguageMenu(m_viewMenu);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addActions({m_manualAct, m_rulesAct});
    m_learnMenu = m_helpMenu->addMenu(QString());
    m_learnMenu->setObjectName(QStringLiteral("learnMenu"));
    m_helpMenu->addActions({m_aboutAct, m_aboutQtAct});

    auto* tools = addToolBar(QString());
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setIconSize(QSize(22, 22));
    tools->addActions({m_newAct, m_continueAct, m_browserAct});
    tools->addSeparator();
    tools->addActions({m_rotateBackAct, m_rotateAct, m_takeBackAct, m_skipAct, m_confirmAct});
    tools->addSeparator();
    m_turnKeys->addTo(m_turnMenu, m_helpMenu);
    m_computerControls->addTo(m_turnMenu, tools); // the Turn menu's last part, and the toolbar's
    tools->addSeparator();
    m_view->addZoomTo(tools);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Starlanes"));
    m_gameMenu->setTitle(tr("&File"));
    m_turnMenu->setTitle(tr("&Turn"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newAct->setText(tr("&New game…"));
    m_continueAct->setText(tr("&Continue a saved game…"));
    m_importAct->setText(tr("&Import game…"));
    m_exportAct->setText(tr("&Export game…"));
    m_browserAct->setText(tr("Game &browser…"));
    m_playersAct->setText(tr("&Players…"));
    m_playersAct->setToolTip(tr("Every player's record over the stored games"));
    m_puzzlesAct->setText(tr("P&uzzles…"));
    m_puzzlesAct->setToolTip(tr("Play again the turns of analysed games that lost points"));
    m_browserAct->setToolTip(tr("Find, replay, continue, import and export stored games (Ctrl+B)"));
    m_editorAct->setText(tr("&Tile-set editor…"));
    m_editorAct->setToolTip(
        tr("Correct the tiles against your printed game, or make your own set"));
    m_quitAct->setText(tr("&Quit"));
    m_rotateAct->setText(tr("&Rotate clockwise"));
    m_rotateBackAct->setText(tr("Rotate &anticlockwise"));
    m_confirmAct->setText(tr("&Confirm turn"));
    m_skipAct->setText(tr("&No meeple"));
    m_takeBackAct->setText(tr("&Take back"));
    m_takeBackTurnAct->setText(tr("Take back t&urn"));
    m_manualAct->setText(tr("&Manual"));
    m_learnMenu->setTitle(tr("&Learn to play"));
    m_rulesAct->setText(tr("&Rules"));
    m_aboutAct->setText(tr("&About Starlanes"));
    m_storeStatus->retranslate();
    m_aboutQtAct->setText(tr("About &Qt"));
    m_computerControls->retranslate();
    m_sound->retranslate();
    m_view->retranslate();
    m_turnKeys->retranslate();
    m_panels->retranslate();
    for (QToolBar* t : findChildren<QToolBar*>())
        t->setWindowTitle(tr("Toolbar"));
    // Toolbar tooltips name their keys: "Rotate clockwise (R)".
    slui::nameKeysInToolTips({m_newAct, m_continueAct, m_rotateAct, m_rotateBackAct, m_takeBackAct,
                              m_skipAct, m_confirmAct});
    updateActions();
    slui::nameControls(this); // for assistive technology, in the new language
}

void MainWindow::updateActions()
{
    const bool game = m_controller->hasGame();
    const TurnActions may = m_controller->turnActions();
    m_rotateAct->setEnabled(may.rotate);
    m_rotateBackAct->setEnabled(may.rotate);
    m_skipAct->setEnabled(may.placed);
    m_takeBackAct->setEnabled(may.placed);
    m_takeBackTurnAct->setEnabled(m_controller->canTakeBackTurn());
    m_takeBackTurnAct->setToolTip(
        game && !m_controller->options().takeBacks
            ? tr("This game was begun without taking turns back")
            : tr("Take back your last confirmed turn, and the computers' turns after it: your "
                 "tile comes again, and so do the tiles and dice after it (Ctrl+Z)"));
    // A computer's turn is played by the computer: only "show the rest at once" (Enter).
    // (Paused, a computer's turn is not shown on: Enter would do nothing.)
    m_confirmAct->setEnabled(may.computer ? computers()->isShowingTurn() && !computers()->isPaused()
                                          : may.placed);
    m_turn->setComputersPaused(computers()->isPaused());
    m_exportAct->setEnabled(game);
    // Zoom and fit act on the board: not while the welcome page stands in its place.
    m_view->update(game && isBoardShown());
    m_computerControls->update();
    m_turnKeys->update();
    // A read-only database (opened so, because it cannot be written): browse and replay only.
    const bool writable = !m_store || !m_store->isReadOnly();
    for (QAction* a : {m_newAct, m_continueAct, m_importAct})
        a->setEnabled(writable);
    m_welcome->newGameButton()->setEnabled(writable);
    m_welcome->continueButton()->setEnabled(writable);
    m_storeStatus->update();
    if (!game) {
        m_status->setText(tr("No game"));
        return;
    }
    const sl::GameState& s = *m_controller->viewState(); // the moment the board shows
    const QString where =
        s.phase() == sl::Phase::GameOver
            ? tr("Game over after %n turn(s)", "", s.turn())
            : tr("Turn %1 · %n tile(s) left", "", int(s.bag().size())).arg(s.turn() + 1);
    // A game whose players gave a seed says so: anyone who knows it can work out what comes.
    const sl::GameSetup& setup = m_controller->record().setup;
    m_status->setText(setup.seeded ? tr("%1 · seed %2").arg(where).arg(setup.seed) : where);
    m_status->setToolTip(setup.seeded ? tr("A seeded game: the seed tells every tile and die to "
                                           "come, to anyone who knows it.")
                                      : QString());
}

void MainWindow::readSettings()
{
    QSettings settings;
    // The saved geometry only when it fits this screen (another screen, or a larger scale
    // factor, would open the window partly off-screen).
    slui::restoreOrFit(this, settings.value(QStringLiteral("window/geometry")).toByteArray(),
                       QSize(1360, 860));
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray())) {
        // First start: the panels' proportions follow the window's width, once it has one.
        QTimer::singleShot(0, m_panels, &PlayPanels::arrangeFirstTime);
    }
    m_view->restore();
    m_sound->restore();
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    // On the welcome page the panels are put away: keep the layout they have beside the board.
    settings.setValue(QStringLiteral("window/state"),
                      isBoardShown() || m_panels->boardLayout().isEmpty()
                          ? saveState()
                          : m_panels->boardLayout());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_storeStatus->mayLeaveGame()) {
        event->ignore();
        return;
    }
    // Every confirmed move is already stored; only a tile placed but not confirmed would be lost.
    if (m_controller->pendingPlacement() && !m_controller->isOver() && !confirmQuitDuringTurn()) {
        event->ignore();
        return;
    }
    m_computerControls->stop(); // a search under way stops at once
    writeSettings();
    event->accept();
}

bool MainWindow::confirmQuitDuringTurn()
{
    const bool computer = m_controller->isComputerTurn();
    const QString name = QString::fromStdString(
        m_controller->record()
            .setup.players[std::size_t(m_controller->state().currentPlayer())]
            .name);
    QMessageBox box(
        QMessageBox::Question, tr("Quit Starlanes"),
        computer
            ? tr("It is %1's turn, and %1 has not finished it. If you quit now, this turn is not "
                 "stored: when you continue the game, %1 plays it again.")
                  .arg(name)
            : tr("Your tile is placed but the turn is not confirmed. If you quit now, this turn is "
                 "not stored: when you continue the game, you play it again."),
        QMessageBox::NoButton, this);
    QPushButton* quit = box.addButton(tr("Quit without this turn"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    // The computer waits while the question is open, and goes on if the answer is Cancel.
    const bool paused = computers()->isPaused();
    computers()->setPaused(true);
    box.exec();
    if (box.clickedButton() == quit) return true;
    computers()->setPaused(paused);
    return false;
}

bool MainWindow::startGame(const sl::GameSetup& setup, const GameOptions& options)
{
    return openGame(
        [&] {
            m_lesson->stop();
            return m_controller->startNew(setup, options);
        },
        tr("Cannot start the game"));
}

bool MainWindow::startLesson(const QString& id, bool resume)
{
    QString error;
    if (!LessonGuide::load(id, &error)) {
        QMessageBox::warning(this, tr("Cannot start the lesson"), error);
        return false;
    }
    const auto saved = LessonGuide::savedProgress();
    const std::size_t events = resume && saved && saved->first == id ? saved->second : 0;
    return openGame([&] { return m_lesson->start(id, events); }, tr("Cannot start the lesson"));
}

bool MainWindow::continueGame(qint64 id)
{
    const auto open = [&] {
        m_lesson->stop();
        return m_controller->resume(id);
    };
    if (!openGame(open, tr("Cannot continue the game"))) return false;
    if (m_controller->isOver()) m_reports->showFinal(*m_controller->finalReport());
    return true;
}

bool MainWindow::openGame(const std::function<bool()>& open, const QString& failure)
{
    if (!mayLeaveGame()) return false;
    m_computerControls->stop();
    m_reports->drop();
    if (!open()) {
        QMessageBox::warning(this, failure, m_controller->lastError());
        return false;
    }
    showBoard();
    m_board->fitToWindow();
    m_board->setFocus(); // the keys of the board work at once (keyboard play)
    updateActions();
    m_computerControls->gameStarted();
    return true;
}

void MainWindow::newGame()
{
    NewGameDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (const auto setup = dialog.setup()) startGame(*setup, dialog.options());
}

void MainWindow::newGameWithTileSet(const sl::TileSet& set)
{
    show();
    raise();
    activateWindow();
    NewGameDialog dialog(this);
    dialog.setTileSet(set);
    if (dialog.exec() != QDialog::Accepted) return;
    if (const auto setup = dialog.setup()) startGame(*setup, dialog.options());
}

void MainWindow::continueSavedGame()
{
    if (const auto id = m_storedGames->chooseUnfinished()) continueGame(*id);
}

void MainWindow::offerStart()
{
    refreshWelcome();
    // The game's panels mean nothing without a game: put them away until the board is back.
    if (isBoardShown()) m_panels->putAway();
    m_centre->setCurrentWidget(m_welcome);
    updateActions();
}

void MainWindow::refreshWelcome()
{
    m_welcome->setUnfinished(m_storedGames->latestUnfinished());
}

void MainWindow::showBoard()
{
    if (!isBoardShown()) m_panels->bringBack();
    m_centre->setCurrentWidget(m_boardArea);
    updateActions();
}

bool MainWindow::isBoardShown() const
{
    return m_centre->currentWidget() == m_boardArea;
}

void MainWindow::setBackgroundActivity(const QString& text)
{
    m_activity->setText(text);
    m_activity->setToolTip(text.isEmpty() ? QString() : tr("Show its window"));
    m_activity->setAccessibleDescription(m_activity->toolTip());
    m_activity->setVisible(!text.isEmpty());
}

bool MainWindow::continueFromRecord(const sl::GameRecord& prefix, qint64 originGame,
                                    int originEvent)
{
    if (!mayLeaveGame()) return false;
    // A new game: its tiles to come do not follow the stored game's seed, which its reader knows.
    sl::GameRecord fresh = prefix;
    fresh.setup.seeded = false;
    const qint64 id = m_store ? m_store->insertRecord(fresh, originGame, originEvent) : 0;
    if (!id) {
        QMessageBox::warning(this, tr("Continue from here"),
                             m_store ? m_store->lastError() : QString());
        return false;
    }
    raise();
    activateWindow();
    if (!continueGame(id)) return false;
    // Say plainly what happened: a new game, made from the stored one at that point.
    int turns = 0;
    for (const sl::Event& e : prefix.events)
        turns += e.type == sl::EventType::Place;
    const auto note = [id, originGame, turns] {
        return tr("This is a new game (game %1), continued from game %2 after %n turn(s). Game %2 "
                  "is kept as it was.",
                  "", turns)
            .arg(id)
            .arg(originGame);
    };
    m_controller->appendNote(note);
    m_statusText->show(note, 10000);
    return true;
}

} // namespace slapp
