// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set editor inside the game, offscreen: opened from the Game menu, "Play with this
// set" starts a game with the edited set through the new-game dialog, sets saved in the user's
// tile-set folder are offered by name, Quit asks about the editor's unsaved changes, and the
// editor follows the language switch.
#include "browser/gamebrowser.h"
#include "common/languagemanager.h"
#include "common/tilesetfolder.h"
#include "editor/editorwindow.h"
#include "editor/tilecommands.h"
#include "editor/tilesetdocument.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "play/newgamedialog.h"
#include "players/playerswindow.h"
#include "puzzles/puzzleswindow.h"
#include "rules/simulate.h"
#include "shell/shell.h"
#include "store/gamestore.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace slapp;

class TstEditorInApp : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void openedFromTheGameMenu();
    void playWithThisSet();
    void userFolderSetsInTheNewGameDialog();
    void quitAsksAboutUnsavedEdits_data();
    void quitAsksAboutUnsavedEdits();
    void editorFollowsTheLanguage();
    void ctrlQFromEveryWindow_data();
    void ctrlQFromEveryWindow();

private:
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

namespace {
/** Runs `check` on the next modal dialog of type T, then closes it with `accept`. */
template <class T> void onNextModal(std::function<void(T*)> check, bool accept)
{
    QTimer::singleShot(0, [=] {
        auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget());
        if (!dialog) {
            onNextModal<T>(check, accept);
            return;
        }
        check(dialog);
        accept ? dialog->accept() : dialog->reject();
    });
}

void answerNextMessageBox(QMessageBox::StandardButton button)
{
    onNextModal<QMessageBox>([button](QMessageBox* box) { box->button(button)->click(); }, false);
}
} // namespace

void TstEditorInApp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(slui::userTileSetFolder()).removeRecursively();
    QVERIFY(m_dir.isValid());
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstEditorInApp::cleanup()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    QDir(slui::userTileSetFolder()).removeRecursively();
}

void TstEditorInApp::openedFromTheGameMenu()
{
    Shell shell(m_store.get());
    MainWindow& window = *shell.mainWindow();
    window.show();
    QMenu* game = window.menuBar()->actions().front()->menu();
    QVERIFY(game->actions().contains(window.editorAction()));
    QCOMPARE(window.editorAction()->text(), QStringLiteral("&Tile-set editor…"));
    window.editorAction()->trigger();
    QVERIFY(shell.editorWindow());
    QVERIFY(shell.editorWindow()->isVisible());
    sled::EditorWindow* first = shell.editorWindow();
    window.editorAction()->trigger(); // one editor window, brought forward
    QCOMPARE(shell.editorWindow(), first);
    // A file given to the editor opens in it.
    const QString path = m_dir.filePath(QStringLiteral("exp-copy.json"));
    QFile::copy(QStringLiteral(STARLANES_SOURCE_DIR "/resources/tilesets/exp1.json"), path);
    shell.openEditor(path);
    QCOMPARE(shell.editorWindow()->document()->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(shell.editorWindow()->close());
    QTRY_VERIFY(!shell.editorWindow()); // deleted on close
}

void TstEditorInApp::playWithThisSet()
{
    Shell shell(m_store.get());
    MainWindow& window = *shell.mainWindow();
    window.setDialogsEnabled(false);
    shell.openEditor();
    sled::EditorWindow* editor = shell.editorWindow();
    sled::TileSetDocument* doc = editor->document();
    const int sw04 = doc->indexOf("sw04");
    doc->undoStack()->push(sled::changeCount(doc, {sw04}, 9).release()); // 80 tiles
    onNextModal<NewGameDialog>(
        [](NewGameDialog* d) {
            QVERIFY(d->findChild<QComboBox*>(QStringLiteral("baseSet"))
                        ->currentText()
                        .endsWith(QLatin1String("(from the tile-set editor)")));
            QVERIFY(d->problem().isEmpty());
        },
        true);
    editor->playAction()->trigger();
    QVERIFY(window.isVisible());
    QVERIFY(window.controller()->gameId() > 0);
    const sl::GameState& s = window.controller()->state();
    QCOMPARE(s.catalog().totalTiles(), 80);
    QCOMPARE(s.catalog().type(s.catalog().find("sw04")).def.count, 9);
    // The stored game keeps its own copy of the edited set.
    const auto record = m_store->loadRecord(window.controller()->gameId());
    QVERIFY(record);
    QCOMPARE(record->setup.tileSets.front(), doc->set());
    editor->document()->undoStack()->setClean();
    editor->close();
}

void TstEditorInApp::userFolderSetsInTheNewGameDialog()
{
    const QString folder = slui::userTileSetFolder();
    auto base = sled::TileSetDocument::openBuiltin(QStringLiteral("base"));
    sl::TileSet renamed = base->set();
    renamed.name = {"Corrected base", "Opravená základní hra"};
    renamed.tiles[3].count = 4;
    sled::TileSetDocument mine(renamed, sled::TileSetDocument::Origin::New);
    QVERIFY(mine.save(folder + QStringLiteral("/corrected.json"), nullptr));
    auto exp = sled::TileSetDocument::openBuiltin(QStringLiteral("exp1"));
    sl::TileSet myExp = exp->set();
    myExp.name = {"My expansion", "Moje rozšíření"};
    myExp.tiles.pop_back();
    sled::TileSetDocument expDoc(myExp, sled::TileSetDocument::Origin::New);
    QVERIFY(expDoc.save(folder + QStringLiteral("/my-exp.json"), nullptr));
    QFile broken(folder + QStringLiteral("/broken.json"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{ not a set");
    broken.close();

    NewGameDialog dialog;
    QCOMPARE(dialog.baseSetNames().size(), 2);
    QCOMPARE(dialog.baseSetNames().at(1), QStringLiteral("Corrected base (corrected.json)"));
    QCOMPARE(dialog.expansionSetNames().size(), 2);
    QCOMPARE(dialog.expansionSetNames().at(1), QStringLiteral("My expansion (my-exp.json)"));
    auto* baseCombo = dialog.findChild<QComboBox*>(QStringLiteral("baseSet"));
    auto* expCombo = dialog.findChild<QComboBox*>(QStringLiteral("expansionSet"));
    baseCombo->setCurrentIndex(1);
    dialog.setExpansion(true);
    expCombo->setCurrentIndex(1);
    const auto setup = dialog.setup();
    QVERIFY(setup);
    QCOMPARE(setup->tileSets.size(), std::size_t(2));
    QCOMPARE(setup->tileSets[0].tiles[3].count, 4);
    QCOMPARE(setup->tileSets[1].totalTiles(), 17);
    // In Czech the sets are named in Czech.
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    NewGameDialog czech;
    QCOMPARE(czech.baseSetNames().at(1), QStringLiteral("Opravená základní hra (corrected.json)"));
}

void TstEditorInApp::quitAsksAboutUnsavedEdits_data()
{
    QTest::addColumn<bool>("fromEditor");
    QTest::newRow("editor's Quit") << true;
    QTest::newRow("play window's Quit") << false;
}

void TstEditorInApp::quitAsksAboutUnsavedEdits()
{
    // Quit (Ctrl+Q) from either window with unsaved edits: the editor asks before any window
    // closes; Cancel leaves both open, Discard closes both.
    QFETCH(bool, fromEditor);
    auto* shell = new Shell(m_store.get());
    MainWindow* window = shell->mainWindow();
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    window->show();
    shell->openEditor();
    QPointer<sled::EditorWindow> editor = shell->editorWindow();
    editor->document()->undoStack()->push(sled::changeCount(editor->document(), {0}, 2).release());
    QAction* quit = nullptr;
    if (fromEditor) {
        for (QAction* a : editor->findChildren<QAction*>())
            if (a->text() == QLatin1String("&Quit Starlanes")) quit = a;
    } else {
        for (QAction* a : window->menuBar()->actions().front()->menu()->actions())
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_Q)) quit = a;
    }
    QVERIFY(quit);
    answerNextMessageBox(QMessageBox::Cancel);
    quit->trigger();
    QVERIFY(editor && editor->isVisible());
    QVERIFY(window->isVisible()); // nothing closed when the editor's question is cancelled
    answerNextMessageBox(QMessageBox::Discard);
    quit->trigger();
    QTRY_VERIFY(!editor || !editor->isVisible());
    QVERIFY(!window->isVisible());
    delete shell;
}

void TstEditorInApp::ctrlQFromEveryWindow_data()
{
    QTest::addColumn<QString>("from");
    for (const char* w : {"browser", "players", "puzzles", "replay"})
        QTest::newRow(w) << QString::fromLatin1(w);
}

// Issue 34, item 6: Ctrl+Q quits from every window (it did nothing in the puzzle windows), the
// editor with unsaved edits asked first: Cancel keeps every window open, the play window too.
void TstEditorInApp::ctrlQFromEveryWindow()
{
    QFETCH(QString, from);
    const qint64 game =
        m_store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 3)));
    auto* shell = new Shell(m_store.get());
    MainWindow* window = shell->mainWindow();
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    window->show();
    shell->openEditor();
    QPointer<sled::EditorWindow> editor = shell->editorWindow();
    editor->document()->undoStack()->push(sled::changeCount(editor->document(), {0}, 2).release());
    QWidget* target = nullptr;
    if (from == QLatin1String("browser")) {
        shell->openBrowser();
        target = shell->browser();
    } else if (from == QLatin1String("players")) {
        shell->openPlayers();
        target = shell->players();
    } else if (from == QLatin1String("puzzles")) {
        shell->openPuzzles();
        target = shell->puzzles();
    } else {
        shell->openReplay(game);
        for (QWidget* w : QApplication::topLevelWidgets())
            if (w->inherits("slapp::ReplayWindow") && w->isVisible()) target = w;
    }
    QVERIFY(target);
    target->show();
    target->activateWindow();
    QApplication::setActiveWindow(target);
    QVERIFY(QTest::qWaitForWindowActive(target));
    answerNextMessageBox(QMessageBox::Cancel);
    QTest::keyClick(target, Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(!QApplication::activeModalWidget());
    QVERIFY(editor && editor->isVisible());
    QVERIFY(window->isVisible());
    QVERIFY(target->isVisible());
    answerNextMessageBox(QMessageBox::Discard);
    QApplication::setActiveWindow(target);
    QTest::keyClick(target, Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(!target->isVisible());
    QVERIFY(!editor || !editor->isVisible());
    QVERIFY(!window->isVisible());
    delete shell;
}

void TstEditorInApp::editorFollowsTheLanguage()
{
    Shell shell(m_store.get());
    shell.openEditor();
    sled::EditorWindow* editor = shell.editorWindow();
    const QString english = editor->menuBar()->actions().front()->text();
    QCOMPARE(english, QStringLiteral("&File"));
    editor->document()->undoStack()->push(
        sled::changeEdge(editor->document(), 0, 2, sl::EdgeKind::Route).release());
    QCOMPARE(editor->undoAction()->text(), QStringLiteral("&Undo Change edge"));
    editor->document()->undoStack()->push(
        sled::changeTileId(editor->document(), 1, editor->document()->tile(0).id).release());
    const QModelIndex problem = editor->problemView()->model()->index(0, 0);
    QVERIFY(problem.data().toString().endsWith(QLatin1String("tile id used twice \"sw01\"")));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QTRY_VERIFY(editor->menuBar()->actions().front()->text() != english);
    QVERIFY(!editor->undoAction()->text().contains(QLatin1String("Undo")));
    // The problems speak Czech too.
    QVERIFY2(
        problem.data().toString().endsWith(QStringLiteral("ID kartičky je použito dvakrát „sw01“")),
        qPrintable(problem.data().toString()));
    editor->document()->undoStack()->setClean();
    editor->close();
}

QTEST_MAIN(TstEditorInApp)
#include "tst_editorinapp.moc"
