// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// EditorWindow: construction, actions, menus, docks, language.
#include "editorwindow.h"

#include "common/screenfit.h"
#include "common/statustext.h"

#include "checkmodels.h"
#include "common/artcache.h"
#include "common/names.h"
#include "common/tilesetfolder.h"
#include "setpanel.h"
#include "tileeditor.h"
#include "tilelistmodel.h"
#include "tilesetdocument.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QScreen>
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
constexpr int kThumbPx = 44;
} // namespace

EditorWindow::EditorWindow(QWidget* parent) : QMainWindow(parent), m_filter(new TileFilterModel)
{
    setObjectName(QStringLiteral("tileSetEditor"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    setWindowIcon(icon("edit-tiles"));
    m_filter->setParent(this);
    createActions();
    createCentral();
    createDocks();
    createMenus();
    m_statusText = new slui::StatusText(statusBar());
    m_status = new QLabel(this);
    statusBar()->addWidget(m_status, 1);
    retranslate();
    // The saved size when it fits this screen, else 1440 x 900 or what the screen has room for.
    slui::restoreOrFit(this, QSettings().value(QStringLiteral("editor/geometry")).toByteArray(),
                       QSize(1440, 900));
    restoreState(QSettings().value(QStringLiteral("editor/state")).toByteArray());
    setDocument(TileSetDocument::openBuiltin(QStringLiteral("base")));
}

// The models are the document's children (as Tiled's are): they go with it, and the views they
// fed fall back to no model, so nothing needs tearing down in order here.
EditorWindow::~EditorWindow() = default;

void EditorWindow::createActions()
{
    auto make = [this](const QIcon& ic, const QKeySequence& key, auto slot) {
        auto* a = new QAction(ic, QString(), this);
        if (!key.isEmpty()) a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_newBaseAct = make(icon("new"), QKeySequence::New, [this] { newSet(sl::TileSetRole::Base); });
    m_newExpAct = make(QIcon(), {}, [this] { newSet(sl::TileSetRole::Expansion); });
    m_openAct = make(icon("open"), QKeySequence::Open, [this] {
        if (maybeSave()) {
            const QString path =
                QFileDialog::getOpenFileName(this, tr("Open a tile set"), slui::userTileSetFolder(),
                                             tr("Tile sets (*.json);;All files (*)"));
            if (!path.isEmpty()) openFile(path);
        }
    });
    m_openBaseAct = make(QIcon(), {}, [this] {
        if (maybeSave()) openBuiltin(QStringLiteral("base"));
    });
    m_openExpAct = make(QIcon(), {}, [this] {
        if (maybeSave()) openBuiltin(QStringLiteral("exp1"));
    });
    m_saveAct = make(icon("save"), QKeySequence::Save, [this] { save(); });
    m_saveAsAct =
        make(QIcon(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { saveAs(); });
    m_revertAct = make(QIcon(), {}, [this] { revert(); });
    m_closeAct = make(QIcon(), QKeySequence::Close, [this] { close(); });
    m_quitAct = make(QIcon(), QKeySequence::Quit, [] { QApplication::closeAllWindows(); });

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
    m_helpAct = make(QIcon(), QKeySequence::HelpContents, [this] { showHelp(); });
    for (QAction* a : {m_saveAct, m_undoAct, m_redoAct, m_addAct, m_duplicateAct, m_upAct,
                       m_downAct, m_compareAct, m_balanceAct, m_playAct})
        addAction(a);
}

void EditorWindow::createCentral()
{
    auto* listPanel = new QWidget(this);
    listPanel->setMinimumWidth(250);
    auto* layout = new QVBoxLayout(listPanel);
    layout->setContentsMargins(6, 6, 0, 6);
    m_search = new QLineEdit(listPanel);
    m_search->setObjectName(QStringLiteral("tileSearch"));
    m_search->setClearButtonEnabled(true);
    m_kindFilter = new QComboBox(listPanel);
    m_symbolFilter = new QComboBox(listPanel);
    // One above the other: each has the panel's width for its texts, in either language.
    auto* filters = new QVBoxLayout;
    filters->addWidget(m_kindFilter);
    filters->addWidget(m_symbolFilter);
    m_list = new QTableView(listPanel);
    m_list->setObjectName(QStringLiteral("tileList"));
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_list->setIconSize(QSize(kThumbPx, kThumbPx));
    m_list->verticalHeader()->setVisible(false);
    m_list->verticalHeader()->setDefaultSectionSize(kThumbPx + 6);
    m_list->setShowGrid(false);
    m_list->setAlternatingRowColors(true);
    m_list->setWordWrap(false);
    m_list->setModel(m_filter);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& i) {
                if (i.isValid()) m_editor->setCurrentTile(m_filter->mapToSource(i).row());
                updateActions();
            });
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &EditorWindow::updateActions);
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->horizontalHeader()->setHighlightSections(false);
    m_list->horizontalHeader()->setStretchLastSection(false);
    auto* buttons = new QToolBar(listPanel);
    buttons->setIconSize(QSize(20, 20));
    buttons->addActions({m_addAct, m_duplicateAct, m_deleteAct});
    buttons->addSeparator();
    buttons->addActions({m_upAct, m_downAct});
    layout->addWidget(m_search);
    layout->addLayout(filters);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    m_list->addActions(
        {m_duplicateAct, m_deleteAct, m_upAct, m_downAct, m_countAct, m_boxBaseAct, m_boxExpAct});

    m_editor = new TileEditor(this);
    auto* split = new QSplitter(this);
    split->setObjectName(QStringLiteral("editorSplit"));
    split->addWidget(listPanel);
    split->addWidget(m_editor);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 5);
    split->setSizes({480, 960});
    setCentralWidget(split);

    connect(m_search, &QLineEdit::textChanged, m_filter, &TileFilterModel::setText);
    connect(m_kindFilter, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_filter->setRealmKind(m_kindFilter->itemData(i).toInt()); });
    connect(m_symbolFilter, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_filter->setSymbol(m_symbolFilter->itemData(i).toInt()); });
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
    connect(m_recentMenu, &QMenu::aboutToShow, this, &EditorWindow::fillRecentMenu);
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
    m_helpMenu->addAction(m_helpAct);

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
    for (QAction* a : {m_undoAct, m_redoAct})
        a->setToolTip(QStringLiteral("%1 (%2)").arg(
            a->text().remove(QLatin1Char('&')), a->shortcut().toString(QKeySequence::NativeText)));
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
    m_helpAct->setText(tr("How to edit tiles"));
    m_setDock->setWindowTitle(tr("Set"));
    m_factDock->setWindowTitle(tr("Known facts"));
    m_problemDock->setWindowTitle(tr("Problems"));
    m_historyDock->setWindowTitle(tr("History"));
    m_history->setEmptyLabel(tr("<opened>"));
    m_search->setPlaceholderText(tr("Search by id, name or planet"));
    const int kind = m_kindFilter->currentIndex();
    m_kindFilter->clear();
    m_kindFilter->addItem(tr("All realm kinds"), -1);
    for (int k = 0; k < sl::kRealmKinds; ++k)
        m_kindFilter->addItem(
            tr("With a %1").arg(slui::realmKindName(static_cast<sl::RealmKind>(k)).toLower()), k);
    m_kindFilter->addItem(tr("Blank tiles"), 3);
    m_kindFilter->setCurrentIndex(qMax(0, kind));
    const int symbol = m_symbolFilter->currentIndex();
    m_symbolFilter->clear();
    m_symbolFilter->addItem(tr("Any symbols"), -1);
    for (int f = 0; f < sl::kFactions; ++f)
        m_symbolFilter->addItem(slui::ArtCache::instance().emblemIcon(static_cast<sl::Faction>(f)),
                                slui::factionName(static_cast<sl::Faction>(f)), f);
    m_symbolFilter->addItem(tr("No symbols"), 4);
    m_symbolFilter->setCurrentIndex(qMax(0, symbol));
    for (QAction* a :
         {m_saveAct, m_addAct, m_duplicateAct, m_upAct, m_downAct, m_balanceAct, m_playAct})
        if (!a->shortcut().isEmpty())
            a->setToolTip(
                QStringLiteral("%1 (%2)").arg(a->text().remove(QLatin1Char('&')),
                                              a->shortcut().toString(QKeySequence::NativeText)));
    m_deleteAct->setShortcut(QKeySequence::Delete);
    updateUndoTexts();
    if (m_model) m_model->retranslate();
    if (m_problems) m_problems->retranslate();
    if (m_facts) m_facts->retranslate();
    updateTitle();
    updateChecks();
    updateActions();
}

} // namespace sled
