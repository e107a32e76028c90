// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set editor window, offscreen: a tile edited with mouse clicks and keys, undo and redo,
// tiles moved and deleted, set fields and counts, the models under QAbstractItemModelTester,
// unsaved changes asked about, a changed built-in set named, errors in the user's language (the
// checks, compare and the balance check: tst_editorchecks).
#include "../app/answerdialog.h"
#include "../goldenlines.h"
#include "common/problemtext.h"
#include "editor/checkmodels.h"
#include "editor/editorfiles.h"
#include "editor/editorwindow.h"
#include "editor/ownsetdialog.h"
#include "editor/setcommands.h"
#include "editor/setpanel.h"
#include "editor/tilecanvas.h"
#include "editor/tilecommands.h"
#include "editor/tileeditor.h"
#include "editor/tileedits.h"
#include "editor/tilelistmodel.h"
#include "editor/tilesetdocument.h"
#include "editortestutil.h"
#include "rules/simulate.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

using namespace sled;

class TstEditorWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void editTileWithMouseAndKeys();
    void modelsPassTheTester();
    void moveAndDeleteTiles();
    void tileDrawnAsPinned();
    void setFieldsAndCounts();
    void multiSelectionChangesCounts();
    void closeAsksAboutUnsavedChanges();
    void playRequestCarriesTheSet();
    void countShowsTheFilesValue();
    void editedBuiltinGetsItsOwnName();
    void openErrorsInTheUserLanguage();

private:
    QTemporaryDir m_dir;
};

using sled::testutil::applyTranslation;
using sled::testutil::click;
using sled::testutil::current;

namespace {
/** Accepts the next "Save as your own tile set" dialog with its suggestions. */
void acceptOwnSet()
{
    QTimer::singleShot(10, qApp, [] {
        if (auto* d = qobject_cast<OwnSetDialog*>(QApplication::activeModalWidget()))
            d->accept();
        else
            acceptOwnSet();
    });
}

} // namespace

void TstEditorWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    // The English translation, as the game loads it (plural forms: "75 tiles", not "75 tile(s)").
    applyTranslation(QStringLiteral("en"));
}

void TstEditorWindow::editTileWithMouseAndKeys()
{
    EditorWindow w;
    w.resize(1400, 900);
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const int sw04 = w.document()->indexOf("sw04"); // straight route W–E
    w.selectTile(sw04);
    QCOMPARE(w.tileEditor()->currentTile(), sw04);
    TileCanvas* canvas = w.tileEditor()->canvas();

    // 1. Cycle the north edge with a click: space -> trade route (a route ending on the tile).
    click(canvas, canvas->edgePoint(0));
    QCOMPARE(current(w).edges[0], sl::EdgeKind::Route);
    QCOMPARE(current(w).realms.size(), std::size_t(2));
    // ... and again with the keyboard (Up = north): trade route -> asteroid field.
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_Up);
    QCOMPARE(current(w).edges[0], sl::EdgeKind::Asteroid);
    QCOMPARE(current(w).realms.back().kind, sl::RealmKind::Asteroid);

    // 2. Add a realm: the planet, from the Add realm menu.
    auto* add = w.tileEditor()->findChild<QPushButton*>(QStringLiteral("addRealm"));
    QVERIFY(add && add->menu());
    QTimer::singleShot(0, qApp, [] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        menu->actions().constFirst()->trigger(); // Planet in the centre
        menu->close();
    });
    click(add, add->rect().center());
    QTRY_COMPARE(current(w).realms.front().kind, sl::RealmKind::Planet);
    QCOMPARE(current(w).realms.front().planetName, std::string("New planet"));
    QCOMPARE(w.tileEditor()->currentRealm(), 0);

    // 3. Add a symbol: the Empire spin box of the selected planet, with the keyboard.
    w.activateWindow(); // back from the menu
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto* empire = w.tileEditor()->findChild<QSpinBox*>(QStringLiteral("symbols1"));
    empire->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), empire); // Ctrl+Z below is pressed in this field
    QTest::keyClick(empire, Qt::Key_Up);
    QCOMPARE(current(w).realms.front().symbols, std::vector<sl::Faction>{sl::Faction::Empire});
    QCOMPARE(w.document()->undoStack()->count(), 4);

    // 4. Undo twice (Ctrl+Z), redo once (Ctrl+Shift+Z).
    QCOMPARE(w.undoAction()->text(), QStringLiteral("&Undo Add symbol"));
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(edit::planetRealm(current(w)), -1);
    QCOMPARE(current(w).edges[0], sl::EdgeKind::Asteroid);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(current(w).realms.front().kind, sl::RealmKind::Planet);
    QVERIFY(current(w).realms.front().symbols.empty());
    QCOMPARE(w.redoAction()->text(), QStringLiteral("&Redo Add symbol"));
    // The set still loads (no problems); the facts notice the 13th planet and its missing symbol.
    QCOMPARE(w.problemView()->model()->rowCount(), 0);
    // (sw04 has 5 tiles: five more planets, each without a symbol, sharing one name.)
    QStringList broken;
    for (int r = 0; r < w.factView()->model()->rowCount(); ++r)
        if (!w.factView()->model()->index(r, 0).data(FactListModel::OkRole).toBool())
            broken << w.factView()->model()->index(r, 0).data(FactListModel::FactIdRole).toString();
    QCOMPARE(broken,
             (QStringList{QStringLiteral("base-planets"), QStringLiteral("base-planet-symbols"),
                          QStringLiteral("base-planet-names")}));

    // 5. Type a name for the planet: one undo step for the whole word.
    auto* planet = w.tileEditor()->findChild<QLineEdit*>(QStringLiteral("planetName"));
    planet->selectAll();
    QTest::keyClicks(planet, QStringLiteral("Kamino"));
    QTest::keyClick(planet, Qt::Key_Tab);
    QCOMPARE(QString::fromStdString(current(w).realms.front().planetName),
             QStringLiteral("Kamino"));
    QCOMPARE(w.undoAction()->text(), QStringLiteral("&Undo Rename planet"));
    QCOMPARE(w.document()->undoStack()->index(), 4);

    // 6. Save, reopen: the same set; then play a whole random game with the saved file.
    const QString path = m_dir.filePath(QStringLiteral("edited.json"));
    acceptOwnSet(); // a changed built-in set is saved under its own id and name
    QVERIFY(w.files()->saveTo(path));
    QCOMPARE(w.document()->set().id, std::string("base-edited"));
    QVERIFY(!w.document()->isModified());
    QVERIFY(!w.isWindowModified());
    const sl::TileSet saved = w.document()->set();
    QVERIFY(w.files()->openFile(path));
    QVERIFY(w.document()->set() == saved);
    const sl::TileSetLoadResult loaded = sl::loadTileSetFile(path.toStdString());
    QVERIFY(loaded.ok());
    sl::GameSetup setup = sl::makeSetup({3, false, false}, 99);
    setup.tileSets = {loaded.set};
    const sl::GameRecord game = sl::randomRecord(setup);
    const sl::ReplayResult end = sl::replay(game);
    QVERIFY(!end.error);
    QCOMPARE(end.state->phase(), sl::Phase::GameOver);
    bool placedEdited = false;
    for (const sl::PlacedTile& t : end.state->tiles())
        placedEdited = placedEdited || end.state->catalog().type(t.type).def.id == "sw04";
    QVERIFY(placedEdited);
}

void TstEditorWindow::moveAndDeleteTiles()
{
    // Move down / up (Alt+Down, Alt+Up) move the current tile one place, the selection with it;
    // the last tile cannot be deleted, so Delete is off when every tile is selected.
    EditorWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const auto ids = [&w] {
        QStringList out;
        for (const auto& t : w.document()->set().tiles)
            out << QString::fromStdString(t.id);
        return out;
    };
    const QStringList before = ids();
    w.selectTile(2);
    QTest::keyClick(&w, Qt::Key_Down, Qt::AltModifier);
    QStringList moved = before;
    moved.move(2, 3);
    QCOMPARE(ids(), moved);
    QCOMPARE(w.tileEditor()->currentTile(), 3);
    QCOMPARE(w.selectedTiles(), std::vector<int>{3});
    QTest::keyClick(&w, Qt::Key_Up, Qt::AltModifier);
    QTest::keyClick(&w, Qt::Key_Up, Qt::AltModifier);
    moved = before;
    moved.move(2, 1);
    QCOMPARE(ids(), moved);
    QCOMPARE(w.tileEditor()->currentTile(), 1);
    // Moved past the bottom of the list's view, the tile stays in sight.
    QTableView* list = w.tileList();
    int lastShown = 0;
    while (
        lastShown + 1 < w.document()->tileCount() &&
        list->viewport()->rect().contains(list->visualRect(list->model()->index(lastShown + 1, 0))))
        ++lastShown;
    QVERIFY(lastShown + 6 < w.document()->tileCount());
    w.selectTile(lastShown);
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(&w, Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(w.tileEditor()->currentTile(), lastShown + 5);
    QVERIFY(list->viewport()->rect().intersects(list->visualRect(list->currentIndex())));
    QAction* del = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().startsWith(QLatin1String("De&lete"))) del = a;
    QVERIFY(del);
    QVERIFY(del->isEnabled());
    // Every tile selected: Delete deletes nothing and says why (a set keeps one tile type).
    w.tileList()->selectAll();
    QVERIFY(del->isEnabled());
    const int types = w.document()->tileCount();
    del->trigger();
    QCOMPARE(w.document()->tileCount(), types);
    QCOMPARE(w.statusBar()->currentMessage(),
             QStringLiteral("A set keeps at least one tile type: select fewer."));
    w.selectTile(0);
    QVERIFY(del->isEnabled());
}

void TstEditorWindow::tileDrawnAsPinned()
{
    // The large tile drawing, pixel for pixel within a blending unit's rounding, at a fixed size,
    // with a realm selected and an edge under the mouse, for three tiles. A change fails here until
    // the file is written again on purpose:
    //   STARLANES_WRITE_EDITORART=tests/data/uiart/editor.txt build/release/tests/tst_editorwindow
    // (the sheet editor.png beside it).
    const auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    QList<golden::Picture> pictures;
    for (const int tile : {0, 11, 30}) {
        TileCanvas canvas;
        canvas.resize(480, 320);
        canvas.setTile(&doc->tile(tile));
        canvas.setSelectedRealm(0);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        QTest::mouseMove(&canvas, canvas.edgePoint(1).toPoint());
        QApplication::processEvents();
        pictures.append({QStringLiteral("canvas %1").arg(tile), canvas.grab().toImage()});
    }
    const QString differs =
        golden::compare({}, pictures, QStringLiteral(STARLANES_TEST_DATA "/uiart/editor.txt"),
                        "STARLANES_WRITE_EDITORART");
    if (differs == golden::kWritten) QSKIP("written, not compared");
    QVERIFY2(differs.isEmpty(), qPrintable(differs));
}

void TstEditorWindow::setFieldsAndCounts()
{
    EditorWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Only the Count cell is edited, and only as an edit.
    QAbstractItemModel* list = w.tileFilter()->sourceModel();
    const int before = w.document()->tile(0).count;
    QVERIFY(
        !list->setData(list->index(0, TileListModel::CountColumn), before + 1, Qt::DisplayRole));
    QVERIFY(!list->setData(list->index(0, TileListModel::NameColumn), QStringLiteral("x")));
    QCOMPARE(w.document()->tile(0).count, before);
    QCOMPARE(w.document()->undoStack()->count(), 0);
    // A name typed into the set's fields is one undo step.
    auto* name = w.findChild<QLineEdit*>(QStringLiteral("setNameEn"));
    QVERIFY(name);
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("My set"));
    QTest::keyClick(name, Qt::Key_Tab);
    QCOMPARE(w.document()->properties().name.en, std::string("My set"));
    QCOMPARE(w.document()->undoStack()->count(), 1);
    // So is a note typed letter by letter, until the note loses the focus.
    auto* panel = w.findChild<SetPanel*>();
    QVERIFY(panel);
    auto* note = panel->findChild<QPlainTextEdit*>();
    QVERIFY(note);
    note->setFocus();
    QTest::keyClicks(note, QStringLiteral("abc"));
    QCOMPARE(w.document()->undoStack()->count(), 2);
    name->setFocus();
    note->setFocus();
    QTest::keyClicks(note, QStringLiteral("d"));
    QCOMPARE(w.document()->undoStack()->count(), 3);
    // The role shown is the set's, after another set is opened too.
    QComboBox* role = nullptr;
    const QList<QComboBox*> boxes = panel->findChildren<QComboBox*>();
    for (QComboBox* c : boxes)
        if (c->objectName() != QLatin1String("startTile")) role = c;
    QVERIFY(role);
    QCOMPARE(role->currentIndex(), 0);
    w.files()->openBuiltin(QStringLiteral("exp1"));
    QCOMPARE(role->currentIndex(), 1);
}

void TstEditorWindow::modelsPassTheTester()
{
    EditorWindow w;
    TileSetDocument* doc = w.document();
    QAbstractItemModelTester t1(w.tileFilter()->sourceModel(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(w.tileFilter(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(w.problemView()->model(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t4(w.factView()->model(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Add, duplicate, move, delete, filter, break and fix: every signal the models send.
    auto action = [&](const QString& text) {
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == text) return a;
        return static_cast<QAction*>(nullptr);
    };
    w.selectTile(3);
    action(QStringLiteral("&Add a blank tile"))->trigger();
    w.selectTile(3);
    action(QStringLiteral("&Duplicate tile"))->trigger();
    QCOMPARE(doc->tileCount(), 44);
    w.tileFilter()->setText(QStringLiteral("tatooine"));
    QCOMPARE(w.tileFilter()->rowCount(), 1);
    w.tileFilter()->setText({});
    w.tileFilter()->setRealmKind(2);
    QCOMPARE(w.tileFilter()->rowCount(), 12);
    w.tileFilter()->setRealmKind(3);
    QCOMPARE(w.tileFilter()->rowCount(), 1); // the blank tile
    w.tileFilter()->setRealmKind(-1);
    w.tileFilter()->setSymbol(4);
    const int noSymbols = w.tileFilter()->rowCount();
    w.tileFilter()->setSymbol(-1);
    w.tileFilter()->setSymbol(int(sl::Faction::BountyHunters));
    QVERIFY(w.tileFilter()->rowCount() > 3 && noSymbols > 15);
    w.tileFilter()->setSymbol(-1);
    doc->undoStack()->push(new MoveTile(doc, 0, 10));
    doc->undoStack()->push(new MoveTile(doc, 20, 2));
    doc->undoStack()->push(new DeleteTiles(doc, {5, 6, 30}));
    doc->undoStack()->push(changeTileId(doc, 1, "sw01").release()); // two problems at once
    QVERIFY(w.problemView()->model()->rowCount() >= 1);
    doc->undoStack()->setIndex(0);
    QCOMPARE(doc->tileCount(), 42);
    QVERIFY(doc->set() == sl::builtinTileSet("base"));
    w.files()->openBuiltin(
        QStringLiteral("exp1")); // a new document: models are replaced, not reset
}

void TstEditorWindow::multiSelectionChangesCounts()
{
    EditorWindow w;
    TileSetDocument* doc = w.document();
    QItemSelectionModel* sel = w.tileList()->selectionModel();
    sel->clearSelection();
    for (int r : {2, 4, 8})
        sel->select(w.tileList()->model()->index(r, 0),
                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(w.selectedTiles(), (std::vector<int>{2, 4, 8}));
    w.tileList()->actions().back()->trigger(); // the list's context menu: box Expansion 1
    int tagged = 0;
    for (const sl::TileType& t : doc->set().tiles)
        tagged += t.expansion == "exp1";
    QCOMPARE(tagged, 3);
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->undoStack()->text(0), QStringLiteral("Change expansion tag"));
}

void TstEditorWindow::closeAsksAboutUnsavedChanges()
{
    auto* w = new EditorWindow;
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QVERIFY(w->windowTitle().startsWith(QLatin1String("Base game (built-in, a copy)")));
    w->document()->undoStack()->push(changeCount(w->document(), {0}, 9).release());
    QVERIFY(w->isWindowModified());
    QString question;
    answer::nextBox(QMessageBox::Cancel, &question);
    QVERIFY(!w->close());
    QVERIFY(w->isVisible());
    QVERIFY(question.contains(QStringLiteral("unsaved changes")));
    QVERIFY(w->document()->isModified());
    // Save from the question: a built-in copy asks where; the test saves to a file first.
    acceptOwnSet();
    QVERIFY(w->files()->saveTo(m_dir.filePath(QStringLiteral("asked.json"))));
    QVERIFY(w->close()); // nothing unsaved: no question
    delete w;
    auto* again = new EditorWindow;
    again->document()->undoStack()->push(changeCount(again->document(), {0}, 9).release());
    answer::nextBox(QMessageBox::Discard);
    QVERIFY(again->close());
    delete again;
}

void TstEditorWindow::playRequestCarriesTheSet()
{
    EditorWindow w;
    QSignalSpy play(&w, &EditorWindow::playRequested);
    w.files()->openBuiltin(QStringLiteral("exp1"));
    w.document()->undoStack()->push(changeCount(w.document(), {0}, 2).release());
    QVERIFY(w.playAction()->isEnabled());
    w.playAction()->trigger();
    QCOMPARE(play.count(), 1);
    QVERIFY(qvariant_cast<sl::TileSet>(play.at(0).at(0)) == w.document()->set());
    // An invalid set cannot be played.
    w.document()->undoStack()->push(changeTileId(w.document(), 3, "x01").release());
    QVERIFY(!w.playAction()->isEnabled());
}

/** A count outside 1 to 50 in the file is shown as it is (not clamped), marked, and explained. */
void TstEditorWindow::countShowsTheFilesValue()
{
    QJsonObject set =
        QJsonDocument::fromJson(QByteArray(sl::builtinTileSetJson("base").data(),
                                           qsizetype(sl::builtinTileSetJson("base").size())))
            .object();
    QJsonArray tiles = set.value(QStringLiteral("tiles")).toArray();
    QJsonObject big = tiles[3].toObject(), none = tiles[4].toObject();
    big[QStringLiteral("count")] = 100000;
    none[QStringLiteral("count")] = 0;
    tiles[3] = big;
    tiles[4] = none;
    set[QStringLiteral("tiles")] = tiles;
    const QString path = m_dir.filePath(QStringLiteral("counts.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(set).toJson());
    f.close();
    EditorWindow w;
    w.show();
    QVERIFY(w.files()->openFile(path));
    auto* count = w.tileEditor()->findChild<QSpinBox*>(QStringLiteral("tileCount"));
    QVERIFY(count);
    w.selectTile(3);
    QCOMPARE(count->value(), 100000);
    QCOMPARE(count->text(), QStringLiteral("100000"));
    QVERIFY(count->property("invalid").toBool());
    QCOMPARE(count->toolTip(), QStringLiteral("at most 50 of one tile type"));
    w.selectTile(4);
    QCOMPARE(count->value(), 0);
    QVERIFY(count->property("invalid").toBool());
    QCOMPARE(count->toolTip(), QStringLiteral("a tile type needs a count of at least 1"));
    // The problems list quotes the same values.
    QStringList problems;
    for (const sl::TileSetError& e : w.document()->problems())
        problems << slui::problemTextInSet(e);
    QVERIFY2(problems.join(QLatin1Char('\n'))
                 .contains(QStringLiteral("tiles[3].count: too many tiles \"100000\"")),
             qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(problems.join(QLatin1Char('\n'))
                .contains(QStringLiteral("tiles[4].count: invalid value \"0\"")));
    // Fixed in the box: no longer marked.
    count->setValue(3);
    QCOMPARE(w.document()->tile(4).count, 3);
    QVERIFY(!count->property("invalid").toBool());
    QVERIFY(count->toolTip().isEmpty());
}

/** Saving a changed built-in set asks for an id and a name of its own (suggested); a built-in
 *  id is refused; Cancel saves nothing. An unchanged copy is saved without asking. */
void TstEditorWindow::editedBuiltinGetsItsOwnName()
{
    const QString path = m_dir.filePath(QStringLiteral("mine-edited.json"));
    QFile::remove(path);
    EditorWindow w;
    w.files()->openBuiltin(QStringLiteral("base"));
    w.show();
    // Unchanged: a copy of the built-in set is saved as it is.
    const QString copy = m_dir.filePath(QStringLiteral("copy.json"));
    QVERIFY(w.files()->saveTo(copy));
    QCOMPARE(sl::loadTileSetFile(copy.toStdString()).set.id, std::string("base"));
    w.document()->undoStack()->push(
        changeCount(w.document(), {3}, w.document()->tile(3).count + 1).release());
    // Cancel: nothing is written.
    QTimer::singleShot(0, qApp, [] {
        auto* d = qobject_cast<OwnSetDialog*>(QApplication::activeModalWidget());
        if (d) d->reject();
    });
    QVERIFY(!w.files()->saveTo(path));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(w.document()->set().id, std::string("base"));
    // Saved: the suggestions, a built-in id refused, then an own name.
    QString suggestedId, suggestedEn, refused;
    QTimer::singleShot(0, qApp, [&] {
        auto* d = qobject_cast<OwnSetDialog*>(QApplication::activeModalWidget());
        QVERIFY(d);
        auto* id = d->findChild<QLineEdit*>(QStringLiteral("ownSetId"));
        auto* en = d->findChild<QLineEdit*>(QStringLiteral("ownSetNameEn"));
        suggestedId = id->text();
        suggestedEn = en->text();
        id->setText(QStringLiteral("exp1"));
        refused = d->problem();
        id->setText(QStringLiteral("my-base"));
        en->setText(QStringLiteral("My corrected base set"));
        QVERIFY(d->problem().isEmpty());
        d->accept();
    });
    QVERIFY(w.files()->saveTo(path));
    QCOMPARE(suggestedId, QStringLiteral("base-edited"));
    QCOMPARE(suggestedEn, QStringLiteral("Carcassonne: Star Wars — base game (edited)"));
    QCOMPARE(refused, QStringLiteral("“exp1” is the id of a built-in set: choose another one."));
    const sl::TileSetLoadResult saved = sl::loadTileSetFile(path.toStdString());
    QVERIFY(saved.ok());
    QCOMPARE(saved.set.id, std::string("my-base"));
    QCOMPARE(saved.set.name.en, std::string("My corrected base set"));
    QCOMPARE(saved.set.name.cs, std::string("Carcassonne: Star Wars — základní hra (upraveno)"));
    // One undo step takes the new identity back.
    QVERIFY(w.document()->undoStack()->undoText().contains(QStringLiteral("own id and name")));
}

/** A file that is not a tile set: what is wrong and where, in the user's language, with no
 *  parser jargon, raw bytes or English words in a Czech sentence. */
void TstEditorWindow::openErrorsInTheUserLanguage()
{
    const QString broken = QStringLiteral(STARLANES_TEST_DATA "/tilesets/broken-syntax.json");
    QString error;
    QVERIFY(!TileSetDocument::open(broken, &error));
    QCOMPARE(error, broken + QStringLiteral(
                                 ": not valid JSON: unexpected character at line 2, column 26"));
    applyTranslation(QStringLiteral("cs"));
    QVERIFY(!TileSetDocument::open(broken, &error));
    QCOMPARE(error, broken + QStringLiteral(
                                 ": není platný JSON: neočekávaný znak na řádku 2, sloupci 26"));
    QVERIFY(!TileSetDocument::open(m_dir.path(), &error));
    QCOMPARE(error,
             m_dir.path() + QStringLiteral(": soubor nelze přečíst: je to složka, ne soubor"));
    const QString binary = m_dir.filePath(QStringLiteral("binary.json"));
    QFile f(binary);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("{\"id\": \"\xff\xfe\"}"));
    f.close();
    QVERIFY(!TileSetDocument::open(binary, &error));
    QCOMPARE(error,
             binary + QStringLiteral(
                          ": není platný JSON: text není v kódování UTF-8 na řádku 1, sloupci 9"));
    // The editor window says the same in its message box.
    EditorWindow w;
    w.show();
    QString shown;
    answer::nextBox(QMessageBox::Ok, &shown);
    QVERIFY(!w.files()->openFile(broken));
    QVERIFY2(shown.contains(QStringLiteral("neočekávaný znak na řádku 2, sloupci 26")),
             qPrintable(shown));
    applyTranslation(QStringLiteral("en"));
}

QTEST_MAIN(TstEditorWindow)
#include "tst_editorwindow.moc"
