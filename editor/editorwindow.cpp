// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set editor window: its actions, menus and docks, the document shown, the tile
// commands and the tools.
#include "editorwindow.h"
#include "common/accessiblenames.h"
#include "common/quitall.h"
#include "common/shortcutsdialog.h"
#include "help/helpwindow.h"

#include "balancedialog.h"
#include "checkmodels.h"
#include "common/screenfit.h"
#include "common/statustext.h"
#include "common/tilesetfolder.h"
#include "comparedialog.h"
#include "editorfiles.h"
#include "setcommands.h"
#include "setpanel.h"
#include "tilecommands.h"
#include "tileeditor.h"
#include "tileedits.h"
#include "tilelistmodel.h"
#include "tilelistpanel.h"
#include "tilesetdocument.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace sled {
namespace {
QIcon icon(const char* name)
{
    return QIcon(QStringLiteral(":/editor/icon-%1.svg").arg(QLatin1String(name)));
}
} // namespace

EditorWindow::EditorWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("tileSetEditor"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    setWindowIcon(icon("edit-tiles"));
    m_statusText = new slui::StatusText(statusBar());
    m_files = new EditorFiles(this, m_statusText);
    connect(m_files, &EditorFiles::documentChanged, this, &EditorWindow::showDocument);
    // (The title follows the document's own signals: its file and whether it is modified.)
    connect(m_files, &EditorFiles::fileStateChanged, this, &EditorWindow::updateActions);
    createActions();
    createCentral();
    createDocks();
    createMenus();
    m_status = new QLabel(this);
    statusBar()->addWidget(m_status, 1);
    retranslate();
    // The saved size when it fits this screen, else 1440 x 900 or what the screen has room for.
    slui::restoreOrFit(this, QSettings().value(QStringLiteral("editor/geometry")).toByteArray(),
                       QSize(1440, 900));
    restoreState(QSettings().value(QStringLiteral("editor/state")).toByteArray());
    m_files->openBuiltin(QStringLiteral("base"));
}

// The models are the document's children (as Tiled's are): they go with it, and the views they
// fed fall back to no model. The document goes first, while this is still a whole window (the
// views call back as they let go of their models), and with no document for them to read.
EditorWindow::~EditorWindow()
{
    m_doc = nullptr;
    m_files->closeDocument();
}

QTableView* EditorWindow::tileList() const
{
    return m_tiles->view();
}

TileFilterModel* EditorWindow::tileFilter() const
{
    return m_tiles->filter();
}

void EditorWindow::createActions()
{
    auto make = [this](const QIcon& ic, const QKeySequence& key, auto slot) {
        auto* a = new QAction(ic, QString(), this);
        if (!key.isEmpty()) a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_newBaseAct =
        make(icon("new"), QKeySequence::New, [this] { m_files->newSet(sl::TileSetRole::Base); });
    m_newExpAct = make(QIcon(), {}, [this] { m_files->newSet(sl::TileSetRole::Expansion); });
    m_openAct = make(icon("open"), QKeySequence::Open, [this] { m_files->open(); });
    m_openBaseAct = make(QIcon(), {}, [this] {
        if (m_files->maybeSave()) m_files->openBuiltin(QStringLiteral("base"));
    });
    m_openExpAct = make(QIcon(), {}, [this] {
        if (m_files->maybeSave()) m_files->openBuiltin(QStringLiteral("exp1"));
    });
    m_saveAct = make(icon("save"), QKeySequence::Save, [this] { m_files->save(); });
    m_saveAsAct = make(QIcon(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                       [this] { m_files->saveAs(); });
    m_revertAct = make(QIcon(), {}, [this] { m_files->revert(); });
    m_closeAct = make(QIcon(), QKeySequence::Close, [this] { close(); });
    // The editor first (it may ask about unsaved changes; Cancel keeps every window open).
    m_quitAct = make(QIcon(), QKeySequence(Qt::CTRL | Qt::Key_Q), [] { slui::quitAll(); });

    // Own undo and redo actions (not QUndoGroup's), so that their "Undo %1" follows the language.
    m_undoGroup = new QUndoGroup(this);
    m_undoAct = make(icon("undo"), QKeySequence::Undo, [this] { m_undoGroup->undo(); });
    m_redoAct = make(icon("redo"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                     [this] { m_undoGroup->redo(); });
    m_redoAct->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, m_undoAct, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, m_redoAct, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, this, &EditorWindow::updateUndoTexts);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, this, &EditorWindow::updateUndoTexts);

    m_addAct =
        make(icon("tile-add"), QKeySequence(Qt::CTRL | Qt::Key_T), [this] { addTile(false); });
    m_duplicateAct =
        make(icon("tile-duplicate"), QKeySequence(Qt::CTRL | Qt::Key_D), [this] { addTile(true); });
    m_deleteAct = make(icon("delete"), {}, [this] { deleteTiles(); });
    m_upAct = make(icon("move-up"), QKeySequence(Qt::ALT | Qt::Key_Up), [this] { moveTile(-1); });
    m_downAct =
        make(icon("move-down"), QKeySequence(Qt::ALT | Qt::Key_Down), [this] { moveTile(1); });
    m_countAct = make(QIcon(), {}, [this] { setCountOfSelected(); });
    m_boxBaseAct = make(QIcon(), {}, [this] { setBoxOfSelected("base"); });
    m_boxExpAct = make(QIcon(), {}, [this] { setBoxOfSelected("exp1"); });
    m_compareAct = make(icon("compare"), {}, [this] { compare(); });
    m_balanceAct = make(icon("balance"), QKeySequence(Qt::CTRL | Qt::Key_B), [this] { balance(); });
    m_playAct = make(icon("play"), QKeySequence(Qt::Key_F5), [this] { play(); });
    m_manualAct = make(QIcon(), QKeySequence(Qt::Key_F1), [this] {
        slui::HelpWindow::showAt(slui::HelpKind::Manual, QStringLiteral("tile-set-editor"), this);
    });
    m_manualAct->setObjectName(QStringLiteral("manualAction"));
    setProperty("helpSection", QStringLiteral("tile-set-editor"));
    m_helpAct = make(QIcon(), QKeySequence(), [this] { showHelp(); });
    m_shortcutsAct = make(QIcon(), QKeySequence(Qt::CTRL | Qt::Key_F1), [this] {
        slui::ShortcutsDialog dialog(this);
        dialog.exec();
    });
    for (QAction* a : {m_saveAct, m_undoAct, m_redoAct, m_addAct, m_duplicateAct, m_upAct,
                       m_downAct, m_compareAct, m_balanceAct, m_playAct})
        addAction(a);
}

void EditorWindow::createCentral()
{
    m_tiles = new TileListPanel(this);
    connect(m_tiles, &TileListPanel::currentTileChanged, this, [this](int tile) {
        if (tile >= 0) m_editor->setCurrentTile(tile);
        updateActions();
    });
    connect(m_tiles, &TileListPanel::selectionChanged, this, &EditorWindow::updateActions);
    m_tiles->toolBar()->addActions({m_addAct, m_duplicateAct, m_deleteAct});
    m_tiles->toolBar()->addSeparator();
    m_tiles->toolBar()->addActions({m_upAct, m_downAct});
    m_tiles->view()->addActions(
        {m_duplicateAct, m_deleteAct, m_upAct, m_downAct, m_countAct, m_boxBaseAct, m_boxExpAct});

    m_editor = new TileEditor(this);
    auto* split = new QSplitter(this);
    split->setObjectName(QStringLiteral("editorSplit"));
    split->addWidget(m_tiles);
    split->addWidget(m_editor);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 5);
    split->setSizes({480, 960});
    setCentralWidget(split);
}

void EditorWindow::createDocks()
{
    auto dock = [this](const QString& name, QWidget* content) {
        auto* d = new QDockWidget(this);
        d->setObjectName(name);
        d->setWidget(content);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
        addDockWidget(Qt::RightDockWidgetArea, d);
        return d;
    };
    m_setPanel = new SetPanel(this);
    auto* setScroll = new QScrollArea(this); // long fields scroll rather than widen the window
    setScroll->setWidget(m_setPanel);
    setScroll->setWidgetResizable(true);
    setScroll->setFrameShape(QFrame::NoFrame);
    setScroll->setMinimumWidth(220);
    m_setDock = dock(QStringLiteral("setDock"), setScroll);

    auto listPanel = [this](QListView*& view, QLabel*& summary, const QString& name) {
        auto* w = new QWidget(this);
        auto* l = new QVBoxLayout(w);
        l->setContentsMargins(4, 4, 4, 4);
        summary = new QLabel(w);
        summary->setWordWrap(true);
        view = new QListView(w);
        view->setObjectName(name);
        view->setWordWrap(true);
        view->setUniformItemSizes(false);
        view->setEditTriggers(QAbstractItemView::NoEditTriggers);
        l->addWidget(summary);
        l->addWidget(view, 1);
        return w;
    };
    m_factDock = dock(QStringLiteral("factDock"),
                      listPanel(m_factView, m_factSummary, QStringLiteral("factList")));
    m_problemDock = dock(QStringLiteral("problemDock"),
                         listPanel(m_problemView, m_problemSummary, QStringLiteral("problemList")));
    m_history = new QUndoView(this);
    m_history->setGroup(m_undoGroup);
    m_historyDock = dock(QStringLiteral("historyDock"), m_history);
    tabifyDockWidget(m_problemDock, m_historyDock);
    m_problemDock->raise();
    connect(m_problemView, &QListView::activated, this,
            [this](const QModelIndex& i) { goToProblem(i.row()); });
    connect(m_problemView, &QListView::clicked, this,
            [this](const QModelIndex& i) { goToProblem(i.row()); });
}

void EditorWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_newBaseAct, m_newExpAct, m_openAct});
    m_builtinMenu = m_fileMenu->addMenu(QString());
    m_builtinMenu->addActions({m_openBaseAct, m_openExpAct});
    m_recentMenu = m_fileMenu->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this,
            [this] { m_files->fillRecentMenu(m_recentMenu); });
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_saveAct, m_saveAsAct, m_revertAct});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_closeAct, m_quitAct});
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_undoAct, m_redoAct});
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_addAct, m_duplicateAct, m_deleteAct, m_upAct, m_downAct});
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_countAct);
    m_boxMenu = m_editMenu->addMenu(QString());
    m_boxMenu->addActions({m_boxBaseAct, m_boxExpAct});
    m_toolsMenu = menuBar()->addMenu(QString());
    m_toolsMenu->addActions({m_compareAct, m_balanceAct});
    m_toolsMenu->addSeparator();
    m_toolsMenu->addAction(m_playAct);
    m_viewMenu = menuBar()->addMenu(QString());
    for (QDockWidget* d : {m_setDock, m_factDock, m_problemDock, m_historyDock})
        m_viewMenu->addAction(d->toggleViewAction());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addActions({m_manualAct, m_helpAct, m_shortcutsAct});

    auto* tools = addToolBar(QString());
    tools->setObjectName(QStringLiteral("editorToolBar"));
    tools->setIconSize(QSize(22, 22));
    tools->addActions({m_newBaseAct, m_openAct, m_saveAct});
    tools->addSeparator();
    tools->addActions({m_undoAct, m_redoAct});
    tools->addSeparator();
    tools->addActions({m_compareAct, m_balanceAct});
    tools->addSeparator();
    tools->addAction(m_playAct);
    if (auto* b = qobject_cast<QToolButton*>(tools->widgetForAction(m_playAct)))
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
}

void EditorWindow::updateUndoTexts()
{
    const QString undo = m_undoGroup->undoText();
    const QString redo = m_undoGroup->redoText();
    m_undoAct->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redoAct->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
    m_undoAct->setEnabled(m_undoGroup->canUndo());
    m_redoAct->setEnabled(m_undoGroup->canRedo());
    slui::nameKeysInToolTips({m_undoAct, m_redoAct});
}

void EditorWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void EditorWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_builtinMenu->setTitle(tr("Open &built-in set"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_boxMenu->setTitle(tr("Set &box of the selected tiles"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newBaseAct->setText(tr("&New base set"));
    m_newExpAct->setText(tr("New &expansion set"));
    m_openAct->setText(tr("&Open…"));
    m_openBaseAct->setText(tr("Base game"));
    m_openExpAct->setText(tr("Expansion 1"));
    m_saveAct->setText(tr("&Save"));
    m_saveAsAct->setText(tr("Save &as…"));
    m_revertAct->setText(tr("Re&vert"));
    m_closeAct->setText(tr("&Close the editor"));
    m_quitAct->setText(tr("&Quit Starlanes"));
    m_addAct->setText(tr("&Add a blank tile"));
    m_duplicateAct->setText(tr("&Duplicate tile"));
    m_deleteAct->setText(tr("De&lete the selected tiles"));
    m_upAct->setText(tr("Move &up"));
    m_downAct->setText(tr("Move do&wn"));
    m_countAct->setText(tr("Set &count of the selected tiles…"));
    m_boxBaseAct->setText(tr("Base game"));
    m_boxExpAct->setText(tr("Expansion 1"));
    m_compareAct->setText(tr("&Compare with…"));
    m_balanceAct->setText(tr("&Balance check…"));
    m_playAct->setText(tr("&Play with this set"));
    m_manualAct->setText(tr("&Manual"));
    m_helpAct->setText(tr("How to &edit tiles"));
    m_shortcutsAct->setText(tr("&Keyboard shortcuts"));
    m_setDock->setWindowTitle(tr("Set"));
    m_factDock->setWindowTitle(tr("Known facts"));
    m_problemDock->setWindowTitle(tr("Problems"));
    m_historyDock->setWindowTitle(tr("History"));
    m_history->setEmptyLabel(tr("<opened>"));
    slui::nameKeysInToolTips(
        {m_saveAct, m_addAct, m_duplicateAct, m_upAct, m_downAct, m_balanceAct, m_playAct});
    m_deleteAct->setShortcut(QKeySequence::Delete);
    updateUndoTexts();
    if (m_problems) m_problems->retranslate();
    if (m_facts) m_facts->retranslate();
    updateTitle();
    updateChecks();
    updateActions();
    slui::nameControls(this); // for assistive technology, in the new language
}

void EditorWindow::showDocument(TileSetDocument* doc)
{
    m_doc = doc;
    m_undoGroup->addStack(doc->undoStack());
    m_undoGroup->setActiveStack(doc->undoStack());
    m_tiles->setDocument(doc);
    m_problems = new ProblemListModel(doc, doc);
    m_problemView->setModel(m_problems);
    m_facts = new FactListModel(doc, doc);
    m_factView->setModel(m_facts);

    connect(doc, &TileSetDocument::modifiedChanged, this, &EditorWindow::updateTitle);
    connect(doc, &TileSetDocument::filePathChanged, this, &EditorWindow::updateTitle);
    connect(doc, &TileSetDocument::problemsChanged, this, [this] {
        updateChecks();
        updateActions();
    });
    for (auto signal : {&TileSetDocument::tileChanged, &TileSetDocument::tileInserted,
                        &TileSetDocument::tileRemoved})
        connect(doc, signal, this, &EditorWindow::updateChecks);
    connect(doc, &TileSetDocument::propertiesChanged, this, &EditorWindow::updateChecks);
    m_editor->setDocument(doc);
    m_setPanel->setDocument(doc);
    // After the editor's own handler (which lets go of its tile): the first tile, shown.
    connect(doc, &TileSetDocument::reset, this, [this] { selectTile(0); });
    selectTile(0);
    updateTitle();
    updateChecks();
    updateActions();
}

void EditorWindow::selectTile(int index)
{
    const bool none = !m_doc || index < 0 || index >= m_doc->tileCount();
    m_tiles->selectTile(none ? -1 : index);
    m_editor->setCurrentTile(none ? -1 : index);
    // (The list's row may stay where it was, a moved tile's row moving with it: no signal.)
    updateActions();
}

std::vector<int> EditorWindow::selectedTiles() const
{
    return m_tiles->selectedTiles();
}

void EditorWindow::goToProblem(int row)
{
    if (!m_doc || row < 0 || row >= int(m_doc->problems().size())) return;
    const sl::TileSetError e = m_doc->problems()[std::size_t(row)];
    const QString field = QString::fromStdString(e.field);
    static const QRegularExpression tileRe(QStringLiteral("^tiles\\[(\\d+)\\]"));
    const QRegularExpressionMatch m = tileRe.match(field);
    const int tile = m.hasMatch() ? m.captured(1).toInt() : m_doc->indexOf(e.tileId);
    if (tile >= 0 && (m.hasMatch() || !e.tileId.empty())) {
        selectTile(tile);
        m_editor->focusField(field);
        return;
    }
    m_setDock->show();
    m_setDock->raise();
    m_setPanel->focusField(field);
}

void EditorWindow::updateTitle()
{
    if (!m_doc) return;
    setWindowTitle(tr("%1[*] — Starlanes tile-set editor").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
}

void EditorWindow::updateChecks()
{
    if (!m_doc) return;
    const int problems = int(m_doc->problems().size());
    m_problemSummary->setText(problems == 0 ? tr("No problems: this set can be saved and played.")
                                            : tr("%n problem(s) to fix before the set can be saved "
                                                 "or played. Click one to go to its field.",
                                                 nullptr, problems));
    m_problemSummary->setStyleSheet(problems ? QStringLiteral("color: #ff8a80;")
                                             : QStringLiteral("color: #8fe3a8;"));
    const int failing = m_facts->failing();
    const int facts = m_facts->rowCount();
    m_factSummary->setText(
        failing == 0
            ? tr("%1: all facts hold.").arg(m_facts->title())
            : tr("%1: %2 of %3 facts broken.").arg(m_facts->title()).arg(failing).arg(facts));
    m_status->setText(tr("%n tile type(s)", nullptr, m_doc->tileCount()) + QStringLiteral(" · ") +
                      tr("%n tile(s)", nullptr, m_doc->set().totalTiles()));
}

void EditorWindow::updateActions()
{
    if (!m_doc) return;
    const std::vector<int> sel = selectedTiles();
    const int current = m_editor->currentTile();
    m_duplicateAct->setEnabled(current >= 0);
    m_deleteAct->setEnabled(!sel.empty()); // (all of them: it says why not)
    m_upAct->setEnabled(current > 0);
    m_downAct->setEnabled(current >= 0 && current + 1 < m_doc->tileCount());
    m_countAct->setEnabled(!sel.empty());
    m_boxMenu->setEnabled(!sel.empty());
    m_revertAct->setEnabled(m_doc->origin() != TileSetDocument::Origin::New || m_doc->isModified());
    const bool valid = m_doc->isValid();
    for (QAction* a : {m_playAct, m_balanceAct}) {
        a->setEnabled(valid);
        a->setStatusTip(valid ? QString() : tr("Fix the problems of the set first."));
    }
}

void EditorWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("editor/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("editor/state"), saveState());
    event->accept();
}

void EditorWindow::addTile(bool duplicate)
{
    const int current = m_editor->currentTile();
    if (duplicate && current < 0) return;
    const int at = current < 0 ? m_doc->tileCount() : current + 1;
    const std::string tag = m_doc->set().role == sl::TileSetRole::Expansion ? "exp1" : "base";
    sl::TileType t = duplicate ? edit::duplicateTile(m_doc->set(), m_doc->tile(current))
                               : edit::blankTile(m_doc->set(), tag, {"New tile", "Nová kartička"});
    m_doc->undoStack()->push(
        new AddTile(m_doc, at, std::move(t),
                    duplicate ? QCoreApplication::translate("Commands", "Duplicate tile")
                              : QCoreApplication::translate("Commands", "Add tile")));
    selectTile(at);
}

void EditorWindow::deleteTiles()
{
    const std::vector<int> sel = selectedTiles();
    if (sel.empty()) return;
    if (int(sel.size()) >= m_doc->tileCount()) {
        m_statusText->show([] { return tr("A set keeps at least one tile type: select fewer."); },
                           8000);
        return;
    }
    m_doc->undoStack()->push(new DeleteTiles(m_doc, sel));
    selectTile(qMin(sel.front(), m_doc->tileCount() - 1));
}

void EditorWindow::moveTile(int delta)
{
    const int from = m_editor->currentTile();
    const int to = from + delta;
    if (from < 0 || to < 0 || to >= m_doc->tileCount()) return;
    m_doc->undoStack()->push(new MoveTile(m_doc, from, to));
    selectTile(to);
}

void EditorWindow::setCountOfSelected()
{
    const std::vector<int> sel = selectedTiles();
    if (sel.empty()) return;
    bool ok = false;
    const int n = QInputDialog::getInt(
        this, tr("Count"),
        tr("Number of tiles of each selected type (%1 selected):").arg(sel.size()),
        m_doc->tile(sel.front()).count, 1, sl::kMaxTileCount, 1, &ok);
    if (ok)
        if (auto cmd = changeCount(m_doc, sel, n)) m_doc->undoStack()->push(cmd.release());
}

void EditorWindow::setBoxOfSelected(const std::string& tag)
{
    if (auto cmd = changeExpansionTag(m_doc, selectedTiles(), tag))
        m_doc->undoStack()->push(cmd.release());
}

void EditorWindow::compare()
{
    CompareDialog dialog(m_doc->set(), m_doc->filePath(), this);
    dialog.exec();
}

void EditorWindow::balance()
{
    if (!m_doc->isValid()) {
        m_files->warn(
            tr("Balance check"),
            tr("Fix the problems of the set first: a set with problems cannot be played."));
        return;
    }
    BalanceDialog dialog(m_doc->set(), this);
    dialog.exec();
}

void EditorWindow::play()
{
    if (!m_doc->isValid()) {
        m_files->warn(
            tr("Play with this set"),
            tr("Fix the problems of the set first: a set with problems cannot be played."));
        return;
    }
    emit playRequested(m_doc->set());
}

void EditorWindow::showHelp()
{
    QMessageBox::information(
        this, tr("How to edit tiles"),
        tr("<p><b>Edges.</b> Click an edge of the large tile to change it: space, trade route, "
           "asteroid field. A new route ends on the tile; a new asteroid edge is a field of its "
           "own.</p><p><b>Realms.</b> Drag from one edge to another to connect their realms (a "
           "route crosses the tile, a field spans several edges). Right-click an edge to "
           "separate it again. The numbers on the tile are the realms of the list on the right; "
           "select one to set its edges, its faction symbols or the planet's name. Add a planet "
           "with <i>Add realm</i>.</p><p><b>Tiles.</b> Add, duplicate, delete and reorder tile "
           "types in the list; select several to set their count or box at once. Every change "
           "can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z).</p><p><b>Checks.</b> "
           "<i>Problems</i> lists what would stop the set from loading: a set with problems "
           "cannot be saved or played. <i>Known facts</i> shows which facts about the printed "
           "tiles still hold. <i>Compare</i> shows what differs from another set; <i>Balance "
           "check</i> plays 1,000 random games with the set.</p><p>Saved sets in your tile-set "
           "folder appear in the new-game dialog:<br>%1</p>")
            .arg(QDir::toNativeSeparators(slui::userTileSetFolder()).toHtmlEscaped()));
}

} // namespace sled
