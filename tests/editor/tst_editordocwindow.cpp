// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The editor window and the document it shows, offscreen: the title and its modified mark as the
// document is changed, saved under a new name and reverted; the actions that depend on where the
// document comes from and whether it is valid; the first tile shown after opening and after a
// revert; a tile chosen by index, in range or not; File ▸ Open; the list's tool bar; a click on
// a problem, a tile's (tile 0's included) or the set's.
#include "../app/answerdialog.h"
#include "common/languagemanager.h"
#include "editor/comparedialog.h"
#include "editor/editorfiles.h"
#include "editor/editorwindow.h"
#include "editor/setcommands.h"
#include "editor/tilecommands.h"
#include "editor/tileeditor.h"
#include "editor/tilelistpanel.h"
#include "editor/tilesetdocument.h"
#include "editortestutil.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

using namespace sled;
using sled::testutil::action;
using sled::testutil::writeOwnSet;

class TstEditorDocWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void titleFollowsTheDocument();
    void actionsFollowWhereItComesFrom();
    void firstTileShownAfterOpeningAndRevert();
    void tileChosenByIndex();
    void openAsksForAFile();
    void listToolBar();
    void problemsLeadToTheirField();
    void setProblemBringsBackTheSetPanel();
    void duplicateNeedsATile();
    void moveAndCountFollowTheTile();
    void playSaysWhyItIsOff();
    void closingKeepsTheLayout();
    void recentMenu();
    void addWithNoTileShownAppends();
    void deleteSelectsTheNextTile();
    void countOfSeveralTiles();
    void compareOpensItsDialog();

private:
    QTemporaryDir m_dir;
};

namespace {

void change(TileSetDocument* doc)
{
    doc->undoStack()->push(changeCount(doc, {1}, doc->tile(1).count + 1).release());
}

} // namespace

void TstEditorDocWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstEditorDocWindow::titleFollowsTheDocument()
{
    EditorWindow w;
    w.files()->newSet(sl::TileSetRole::Base);
    QVERIFY(w.windowTitle().endsWith(QStringLiteral("[*] — Starlanes tile-set editor")));
    QVERIFY(!w.isWindowModified());
    w.files()->openBuiltin(QStringLiteral("base"));
    TileSetDocument* doc = w.document();
    QVERIFY(w.windowTitle().startsWith(doc->displayName()));
    change(doc);
    QVERIFY(w.isWindowModified());
    // Saved under a name of its own: the title names the file, unmodified.
    const QString path = m_dir.filePath(QStringLiteral("titled.json"));
    QTimer::singleShot(20, qApp, [] {
        if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget())) d->accept();
    });
    QVERIFY(w.files()->saveTo(path));
    QVERIFY2(w.windowTitle().startsWith(doc->displayName()), qPrintable(w.windowTitle()));
    QVERIFY2(w.windowTitle().contains(QStringLiteral("titled")), qPrintable(w.windowTitle()));
    QVERIFY(!w.isWindowModified());
    change(doc);
    QVERIFY(w.isWindowModified());
    answer::nextBox(QMessageBox::Discard);
    QVERIFY(w.files()->revert());
    QVERIFY(!w.isWindowModified());
}

void TstEditorDocWindow::actionsFollowWhereItComesFrom()
{
    // Play and Balance check only with a valid set; Revert has nothing to go back to in a new,
    // unchanged set, and has once the set is saved or opened from a file.
    EditorWindow w;
    QAction* revert = action(w, QStringLiteral("Revert"));
    QAction* play = action(w, QStringLiteral("Play with this set"));
    QAction* balance = action(w, QStringLiteral("Balance check…"));
    QVERIFY(revert && play && balance);
    QVERIFY(play->isEnabled() && balance->isEnabled()); // the built-in set
    w.document()->undoStack()->push(changeTileId(w.document(), 0, "").release());
    QVERIFY(!w.document()->isValid());
    QVERIFY(!play->isEnabled() && !balance->isEnabled());
    w.files()->openBuiltin(QStringLiteral("base"));
    QVERIFY(play->isEnabled() && balance->isEnabled());
    w.files()->newSet(sl::TileSetRole::Base);
    QVERIFY(!revert->isEnabled());
    answer::nextFile(m_dir.filePath(QStringLiteral("new.json")));
    QVERIFY(w.files()->saveAs());
    QVERIFY(revert->isEnabled());
    w.files()->newSet(sl::TileSetRole::Base);
    QVERIFY(!revert->isEnabled());
    QVERIFY(w.files()->openFile(m_dir.filePath(QStringLiteral("new.json"))));
    QVERIFY(revert->isEnabled());
}

void TstEditorDocWindow::firstTileShownAfterOpeningAndRevert()
{
    EditorWindow w;
    w.selectTile(5);
    QCOMPARE(w.tileEditor()->currentTile(), 5);
    w.files()->openBuiltin(QStringLiteral("exp1"));
    QCOMPARE(w.tileEditor()->currentTile(), 0);
    QCOMPARE(w.selectedTiles(), std::vector<int>{0});
    const QString path = m_dir.filePath(QStringLiteral("revert.json"));
    QVERIFY(writeOwnSet(path));
    QVERIFY(w.files()->openFile(path));
    w.selectTile(7);
    change(w.document());
    answer::nextBox(QMessageBox::Discard);
    QVERIFY(w.files()->revert());
    QCOMPARE(w.tileEditor()->currentTile(), 0);
    QCOMPARE(w.selectedTiles(), std::vector<int>{0});
}

void TstEditorDocWindow::tileChosenByIndex()
{
    EditorWindow w;
    const int last = w.document()->tileCount() - 1;
    w.selectTile(last);
    QCOMPARE(w.tileEditor()->currentTile(), last);
    w.selectTile(last + 1); // none
    QCOMPARE(w.tileEditor()->currentTile(), -1);
    w.selectTile(3);
    w.selectTile(-1);
    QCOMPARE(w.tileEditor()->currentTile(), -1);
    w.selectTile(3); // the list's row is 3 already: the editor shows it again all the same
    QCOMPARE(w.tileEditor()->currentTile(), 3);
    // A click on the list's first row shows tile 0.
    QTableView* list = w.tileList();
    list->setCurrentIndex(list->model()->index(0, 0));
    QCOMPARE(w.tileEditor()->currentTile(), 0);
}

void TstEditorDocWindow::openAsksForAFile()
{
    const QString path = m_dir.filePath(QStringLiteral("opened.json"));
    QVERIFY(writeOwnSet(path, "exp1", "opened-set"));
    EditorWindow w;
    w.show();
    QAction* open = action(w, QStringLiteral("Open…"));
    QVERIFY(open);
    answer::nextFile(path);
    open->trigger();
    QCOMPARE(w.document()->filePath(), path);
    QCOMPARE(w.document()->set().id, std::string("opened-set"));
}

void TstEditorDocWindow::listToolBar()
{
    // Under the list: add, duplicate, delete | up, down.
    EditorWindow w;
    auto* panel = w.findChild<TileListPanel*>();
    QVERIFY(panel);
    QStringList shown;
    for (const QAction* a : panel->toolBar()->actions())
        shown << (a->isSeparator() ? QStringLiteral("|") : a->text().remove(QLatin1Char('&')));
    QCOMPARE(shown,
             (QStringList{QStringLiteral("Add a blank tile"), QStringLiteral("Duplicate tile"),
                          QStringLiteral("Delete the selected tiles"), QStringLiteral("|"),
                          QStringLiteral("Move up"), QStringLiteral("Move down")}));
}

void TstEditorDocWindow::problemsLeadToTheirField()
{
    // Tile 0 without an id and the set without a valid id: a click on the tile's problem shows
    // tile 0 with its id field focused; a click on the set's shows the set's id field, not the
    // tile without an id. Rows out of range do nothing.
    EditorWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    TileSetDocument* doc = w.document();
    doc->undoStack()->push(changeTileId(doc, 0, "").release());
    SetProperties props = doc->properties();
    props.id = "Not An Id";
    doc->undoStack()->push(changeProperties(doc, props, QStringLiteral("id")).release());
    int tileRow = -1, setRow = -1;
    for (int r = 0; r < int(doc->problems().size()); ++r) {
        const std::string& f = doc->problems()[std::size_t(r)].field;
        if (f == "tiles[0].id") tileRow = r;
        if (f == "id") setRow = r;
    }
    QVERIFY(tileRow >= 0 && setRow >= 0);
    w.selectTile(4);
    w.goToProblem(tileRow);
    QCOMPARE(w.tileEditor()->currentTile(), 0);
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("tileId"));
    w.selectTile(4);
    w.goToProblem(setRow);
    QCOMPARE(w.tileEditor()->currentTile(), 4);
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("setId"));
    QWidget* before = QApplication::focusWidget();
    for (int row : {-1, int(doc->problems().size())}) {
        w.goToProblem(row);
        QCOMPARE(w.tileEditor()->currentTile(), 4);
        QCOMPARE(QApplication::focusWidget(), before);
    }
}

void TstEditorDocWindow::setProblemBringsBackTheSetPanel()
{
    // The set's panel closed, or behind another panel's tab: a click on a problem of the set
    // brings it back in front.
    EditorWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    TileSetDocument* doc = w.document();
    SetProperties props = doc->properties();
    props.id = "Not An Id";
    doc->undoStack()->push(changeProperties(doc, props, QStringLiteral("id")).release());
    QVERIFY(!doc->problems().empty());
    auto* setDock = w.findChild<QDockWidget*>(QStringLiteral("setDock"));
    auto* factDock = w.findChild<QDockWidget*>(QStringLiteral("factDock"));
    QVERIFY(setDock && factDock);
    setDock->close();
    QVERIFY(!setDock->isVisible());
    w.goToProblem(0);
    QVERIFY(setDock->isVisible());
    w.tabifyDockWidget(setDock, factDock);
    factDock->raise();
    QApplication::processEvents();
    // Which of the two tabs is in front.
    const auto front = [&w] {
        for (const QTabBar* bar : w.findChildren<QTabBar*>())
            for (int i = 0; i < bar->count(); ++i)
                if (bar->tabText(i) == QLatin1String("Set"))
                    return bar->tabText(bar->currentIndex());
        return QString();
    };
    QCOMPARE(front(), QStringLiteral("Known facts"));
    w.goToProblem(0);
    QApplication::processEvents();
    QCOMPARE(front(), QStringLiteral("Set"));
}

void TstEditorDocWindow::duplicateNeedsATile()
{
    EditorWindow w;
    QAction* duplicate = action(w, QStringLiteral("Duplicate tile"));
    QVERIFY(duplicate);
    w.selectTile(0);
    QVERIFY(duplicate->isEnabled());
    // Tile 0 is a tile like any other: duplicated, and a blank tile added, below it.
    const int types = w.document()->tileCount();
    duplicate->trigger();
    QCOMPARE(w.document()->tileCount(), types + 1);
    QCOMPARE(w.document()->tile(1).realms, w.document()->tile(0).realms);
    w.selectTile(0);
    action(w, QStringLiteral("Add a blank tile"))->trigger();
    QVERIFY(w.document()->tile(1).realms.empty());
    QCOMPARE(w.tileEditor()->currentTile(), 1);
    w.selectTile(-1); // no tile: nothing selected in the list either, nothing to delete
    QVERIFY(!duplicate->isEnabled());
    QVERIFY(!action(w, QStringLiteral("Delete the selected tiles"))->isEnabled());
    QVERIFY(w.selectedTiles().empty());
    QVERIFY(!w.tileList()->currentIndex().isValid());
}

void TstEditorDocWindow::moveAndCountFollowTheTile()
{
    // Move up: not the first tile; Move down: not the last; neither and no Count without a tile.
    EditorWindow w;
    QAction* up = action(w, QStringLiteral("Move up"));
    QAction* down = action(w, QStringLiteral("Move down"));
    QAction* count = action(w, QStringLiteral("Set count of the selected tiles…"));
    QVERIFY(up && down && count);
    const int last = w.document()->tileCount() - 1;
    const struct
    {
        int tile;
        bool up, down;
    } cases[] = {{0, false, true},
                 {1, true, true},
                 {last - 1, true, true},
                 {last, true, false},
                 {-1, false, false}};
    for (const auto& c : cases) {
        w.selectTile(c.tile);
        QVERIFY2(up->isEnabled() == c.up, qPrintable(QString::number(c.tile)));
        QVERIFY2(down->isEnabled() == c.down, qPrintable(QString::number(c.tile)));
        QCOMPARE(count->isEnabled(), c.tile >= 0);
    }
    // Ctrl+Down in the list moves to the next row without selecting it: the tile shown and the
    // commands follow all the same.
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    w.selectTile(0);
    QTableView* list = w.tileList();
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Down, Qt::ControlModifier);
    QCOMPARE(list->currentIndex().row(), 1);
    QCOMPARE(w.tileEditor()->currentTile(), 1);
    QVERIFY(up->isEnabled());
    // The first tile moves down, the second up to the first place.
    TileSetDocument* doc = w.document();
    const std::string first = doc->tile(0).id;
    w.selectTile(0);
    down->trigger();
    QCOMPARE(doc->tile(1).id, first);
    QCOMPARE(w.tileEditor()->currentTile(), 1);
    up->trigger();
    QCOMPARE(doc->tile(0).id, first);
    QCOMPARE(w.tileEditor()->currentTile(), 0);
}

void TstEditorDocWindow::playSaysWhyItIsOff()
{
    EditorWindow w;
    QAction* play = action(w, QStringLiteral("Play with this set"));
    QVERIFY(play);
    QCOMPARE(play->statusTip(), QString());
    w.document()->undoStack()->push(changeTileId(w.document(), 0, "").release());
    QCOMPARE(play->statusTip(), QStringLiteral("Fix the problems of the set first."));
}

void TstEditorDocWindow::closingKeepsTheLayout()
{
    // Closed (nothing unsaved), the window's size and panels are kept for next time.
    QSettings().remove(QStringLiteral("editor"));
    EditorWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.close());
    QVERIFY(!w.isVisible());
    QVERIFY(!QSettings().value(QStringLiteral("editor/geometry")).toByteArray().isEmpty());
    QVERIFY(!QSettings().value(QStringLiteral("editor/state")).toByteArray().isEmpty());
}

void TstEditorDocWindow::recentMenu()
{
    // File > Open recent: "(none yet)" at first; then the recent files, latest first, a file
    // that is gone shown but off; filled afresh each time it opens.
    QSettings().remove(QStringLiteral("editor/recent"));
    EditorWindow w;
    QMenu* recent = nullptr;
    for (QMenu* m : w.findChildren<QMenu*>())
        if (m->title().remove(QLatin1Char('&')) == QLatin1String("Open recent")) recent = m;
    QVERIFY(recent);
    const auto shown = [recent] {
        emit recent->aboutToShow();
        QStringList texts;
        for (const QAction* a : recent->actions())
            texts << (a->isEnabled() ? QString() : QStringLiteral("(off) ")) + a->text();
        return texts;
    };
    QCOMPARE(shown(), QStringList{QStringLiteral("(off) (none yet)")});
    const QString kept = m_dir.filePath(QStringLiteral("kept.json"));
    const QString gone = m_dir.filePath(QStringLiteral("gone.json"));
    for (const QString& path : {gone, kept}) {
        QVERIFY(writeOwnSet(path));
        QVERIFY(w.files()->openFile(path));
    }
    QVERIFY(QFile::remove(gone));
    const QStringList expected{QDir::toNativeSeparators(kept),
                               QStringLiteral("(off) ") + QDir::toNativeSeparators(gone)};
    QCOMPARE(shown(), expected);
    QCOMPARE(shown(), expected); // not twice over
}

void TstEditorDocWindow::addWithNoTileShownAppends()
{
    // No tile shown: a blank tile goes at the end, in the box of the set's role; Duplicate does
    // nothing.
    for (const QString& id : {QStringLiteral("base"), QStringLiteral("exp1")}) {
        EditorWindow w;
        w.files()->openBuiltin(id);
        TileSetDocument* doc = w.document();
        const int types = doc->tileCount();
        w.selectTile(-1);
        action(w, QStringLiteral("Duplicate tile"))->trigger();
        QCOMPARE(doc->tileCount(), types);
        action(w, QStringLiteral("Add a blank tile"))->trigger();
        QCOMPARE(doc->tileCount(), types + 1);
        QVERIFY(doc->tile(types).realms.empty());
        QCOMPARE(doc->tile(types).expansion, id.toStdString());
        QCOMPARE(w.tileEditor()->currentTile(), types);
    }
}

void TstEditorDocWindow::deleteSelectsTheNextTile()
{
    // Two tiles deleted: the one after them is shown in their place; the last deleted: the new
    // last is shown.
    EditorWindow w;
    TileSetDocument* doc = w.document();
    const int types = doc->tileCount();
    const std::string fifth = doc->tile(4).id;
    QAction* del = action(w, QStringLiteral("Delete the selected tiles"));
    QVERIFY(del);
    QTableView* list = w.tileList();
    w.selectTile(2);
    list->selectionModel()->select(list->model()->index(3, 0),
                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(w.selectedTiles(), (std::vector<int>{2, 3}));
    del->trigger();
    QCOMPARE(doc->tileCount(), types - 2);
    QCOMPARE(doc->tile(2).id, fifth);
    QCOMPARE(w.tileEditor()->currentTile(), 2);
    w.selectTile(types - 3);
    del->trigger();
    QCOMPARE(doc->tileCount(), types - 3);
    QCOMPARE(w.tileEditor()->currentTile(), types - 4);
}

void TstEditorDocWindow::countOfSeveralTiles()
{
    // Set count with three tiles selected: the question starts at the first one's count, from 1
    // up to the most a type may have, one at a time; answered, all three get it; cancelled,
    // none changes.
    EditorWindow w;
    w.show();
    TileSetDocument* doc = w.document();
    QTableView* list = w.tileList();
    w.selectTile(2);
    for (int row : {3, 4})
        list->selectionModel()->select(list->model()->index(row, 0),
                                       QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QAction* count = action(w, QStringLiteral("Set count of the selected tiles…"));
    QVERIFY(count);
    const int first = doc->tile(2).count;
    int minimum = -1, maximum = -1, step = -1, start = -1;
    const auto answer = [&](int value) {
        QTimer::singleShot(20, qApp, [&, value] {
            auto* d = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            QVERIFY(d);
            minimum = d->intMinimum();
            maximum = d->intMaximum();
            step = d->intStep();
            start = d->intValue();
            if (value < 0) {
                d->reject();
            } else {
                d->setIntValue(value);
                d->accept();
            }
        });
    };
    answer(-1);
    count->trigger();
    QCOMPARE(start, first);
    QCOMPARE(minimum, 1);
    QCOMPARE(maximum, sl::kMaxTileCount);
    QCOMPARE(step, 1);
    QVERIFY(!doc->isModified());
    answer(first + 2);
    count->trigger();
    for (int t : {2, 3, 4})
        QCOMPARE(doc->tile(t).count, first + 2);
}

void TstEditorDocWindow::compareOpensItsDialog()
{
    EditorWindow w;
    w.show();
    QAction* compare = action(w, QStringLiteral("Compare with…"));
    QVERIFY(compare);
    QString seen;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &poll, [&seen] {
        if (auto* d = qobject_cast<CompareDialog*>(QApplication::activeModalWidget())) {
            seen = QString::fromLatin1(d->metaObject()->className());
            d->reject();
        }
    });
    poll.start(20);
    compare->trigger();
    QCOMPARE(seen, QStringLiteral("sled::CompareDialog"));
}

QTEST_MAIN(TstEditorDocWindow)
#include "tst_editordocwindow.moc"
