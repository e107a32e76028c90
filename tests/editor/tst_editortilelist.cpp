// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set editor's tile list as a person meets it, offscreen: rows that hold their
// thumbnails, the search and the two filters (each choice against tiles counted here, kept over a
// change of language), whole rows selected, counts edited, a hidden tile chosen, new tiles below
// the current one, every name said again in a new language.
#include "common/languagemanager.h"
#include "editor/editorfiles.h"
#include "editor/editorwindow.h"
#include "editor/tileeditor.h"
#include "editor/tilelistmodel.h"
#include "editor/tilelistpanel.h"
#include "editor/tilesetdocument.h"
#include "editortestutil.h"
#include "rules/tileset.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace sled;
using sled::testutil::action;

class TstEditorTileList : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void tileListRowsHoldTheirThumbnails();
    void tileListAsAUserMeetsIt();
    void hiddenTileChosenShowsEveryTileAgain();
    void filtersShowWhatTheySay();
    void newTilesGoBelowTheCurrentOne();
    void tileListAllChangedInANewLanguage();
};

void TstEditorTileList::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TstEditorTileList::init()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstEditorTileList::tileListRowsHoldTheirThumbnails()
{
    // Each row of the tile list is as tall as its thumbnail and a margin: none is clipped.
    EditorWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTableView* list = w.tileList();
    const int thumb = list->iconSize().height();
    QVERIFY(thumb >= 32);
    for (int r = 0; r < list->model()->rowCount(); ++r)
        QVERIFY2(list->rowHeight(r) >= thumb + 4,
                 qPrintable(QStringLiteral("row %1: %2 px for a %3 px thumbnail")
                                .arg(r)
                                .arg(list->rowHeight(r))
                                .arg(thumb)));
}

void TstEditorTileList::tileListAsAUserMeetsIt()
{
    // The search (with a clear button) filters as one types; a click on any cell selects its
    // whole row, Ctrl+click adds rows; a double-click on a count edits it; no row numbers, no
    // grid, alternate rows shaded, one line per row, the tile commands on a right-click.
    EditorWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTableView* list = w.tileList();
    QCOMPARE(w.findChild<QTableView*>(QStringLiteral("tileList")), list);
    auto* search = w.findChild<QLineEdit*>(QStringLiteral("tileSearch"));
    QVERIFY(search);
    QVERIFY(search->isClearButtonEnabled());
    // A search with one match shows that tile; one with none leaves the editor as it was.
    w.selectTile(5);
    QTest::keyClicks(search, QStringLiteral("sw33"));
    QCOMPARE(list->model()->rowCount(), 1);
    QCOMPARE(w.tileEditor()->currentTile(), w.document()->indexOf("sw33"));
    QTest::keyClicks(search, QStringLiteral("x"));
    QCOMPARE(list->model()->rowCount(), 0);
    QCOMPARE(w.tileEditor()->currentTile(), w.document()->indexOf("sw33"));
    search->clear();
    QCOMPARE(list->model()->rowCount(), w.document()->tileCount());

    const auto cell = [list](int row, int column) {
        return list->visualRect(list->model()->index(row, column)).center();
    };
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier,
                      cell(3, TileListModel::NameColumn));
    QCOMPARE(w.selectedTiles(), std::vector<int>{3});
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::ControlModifier,
                      cell(5, TileListModel::BoxColumn));
    QCOMPARE(w.selectedTiles(), (std::vector<int>{3, 5}));
    // An editor open in the list: the focus is in a field inside it.
    const auto editing = [list] {
        QWidget* f = QApplication::focusWidget();
        return f && f != list && list->isAncestorOf(f);
    };
    // (A double-click as the view receives it: a click, then the second press.)
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier,
                      cell(5, TileListModel::CountColumn));
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, Qt::NoModifier,
                       cell(5, TileListModel::CountColumn));
    QVERIFY(editing());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(!editing());
    list->setCurrentIndex(list->model()->index(2, TileListModel::CountColumn));
    QTest::keyClick(list, Qt::Key_7); // typing looks for a tile, it does not edit
    QVERIFY(!editing());
    list->setCurrentIndex(list->model()->index(2, TileListModel::CountColumn));
    QTest::keyClick(list, Qt::Key_F2);
    QVERIFY(editing());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);

    // Thumbnails drawn at the list's icon size (not scaled from another size); the filters
    // filled from the start.
    const auto thumb = list->model()->index(0, 0).data(Qt::DecorationRole).value<QPixmap>();
    QCOMPARE(thumb.deviceIndependentSize().toSize(), list->iconSize());
    QStringList filterTexts;
    for (const QComboBox* c : w.findChildren<TileListPanel*>().value(0)->findChildren<QComboBox*>())
        for (int i = 0; i < c->count(); ++i)
            filterTexts << c->itemText(i);
    QVERIFY2(filterTexts.contains(QStringLiteral("All realm kinds")) &&
                 filterTexts.contains(QStringLiteral("Blank tiles")) &&
                 filterTexts.contains(QStringLiteral("No symbols")),
             qPrintable(filterTexts.join(QLatin1Char('|'))));
    QCOMPARE(search->placeholderText(), QStringLiteral("Search by id, name or planet"));
    QVERIFY(!list->verticalHeader()->isVisible());
    QVERIFY(!list->showGrid());
    QVERIFY(list->alternatingRowColors());
    QVERIFY(!list->wordWrap());
    QCOMPARE(list->contextMenuPolicy(), Qt::ActionsContextMenu);
    QVERIFY(!list->horizontalHeader()->highlightSections());
    QVERIFY(!list->horizontalHeader()->stretchLastSection()); // the names' column stretches
    QCOMPARE(list->horizontalHeader()->sectionResizeMode(TileListModel::NameColumn),
             QHeaderView::Stretch);
}

void TstEditorTileList::hiddenTileChosenShowsEveryTileAgain()
{
    // A search, a kind and a symbol filter hide tile 3; choosing it (from a problem, say)
    // clears all three and selects its row. Rows chosen out of order come back in order.
    EditorWindow w;
    auto* panel = w.findChild<TileListPanel*>();
    QVERIFY(panel);
    auto* search = w.findChild<QLineEdit*>(QStringLiteral("tileSearch"));
    const QList<QComboBox*> filters = panel->findChildren<QComboBox*>();
    QCOMPARE(filters.size(), 2);
    QTest::keyClicks(search, QStringLiteral("sw3"));
    for (QComboBox* c : filters)
        c->setCurrentIndex(c->count() - 1); // blank tiles, no symbols
    w.selectTile(-1);                       // no tile: the search and the filters stay as they are
    QCOMPARE(search->text(), QStringLiteral("sw3"));
    for (QComboBox* c : filters)
        QCOMPARE(c->currentIndex(), c->count() - 1);
    QTableView* list = w.tileList();
    QVERIFY(list->model()->rowCount() < w.document()->tileCount());
    w.selectTile(3);
    QCOMPARE(search->text(), QString());
    for (QComboBox* c : filters)
        QCOMPARE(c->currentIndex(), 0);
    QCOMPARE(list->model()->rowCount(), w.document()->tileCount());
    QCOMPARE(list->currentIndex().row(), 3);
    QCOMPARE(w.selectedTiles(), std::vector<int>{3});
    QCOMPARE(w.tileEditor()->currentTile(), 3);

    w.selectTile(7);
    list->selectionModel()->select(list->model()->index(2, 0),
                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
    list->selectionModel()->select(list->model()->index(5, 0),
                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(w.selectedTiles(), (std::vector<int>{2, 5, 7}));
}

void TstEditorTileList::filtersShowWhatTheySay()
{
    // Each choice of the two filters against the tiles counted here; a choice is kept, and
    // said in the new language, when the language changes (the list of choices not doubled).
    EditorWindow w;
    w.files()->openBuiltin(QStringLiteral("exp1"));
    const TileSetDocument* doc = w.document();
    const QList<QComboBox*> filters = w.findChild<TileListPanel*>()->findChildren<QComboBox*>();
    QCOMPARE(filters.size(), 2);
    QComboBox* kinds = filters[0];
    QComboBox* symbols = filters[1];
    const auto shown = [&w] { return w.tileList()->model()->rowCount(); };
    const auto count = [doc](const std::function<bool(const sl::TileType&)>& keep) {
        int n = 0;
        for (int t = 0; t < doc->tileCount(); ++t)
            n += keep(doc->tile(t));
        return n;
    };
    const auto hasKind = [](sl::RealmKind k) {
        return [k](const sl::TileType& t) {
            return std::any_of(t.realms.begin(), t.realms.end(),
                               [k](const sl::RealmDef& r) { return r.kind == k; });
        };
    };
    QCOMPARE(kinds->count(), 5);
    QCOMPARE(symbols->count(), 2 + sl::kFactions);
    // At first: every kind, any symbols, every tile.
    QCOMPARE(kinds->currentIndex(), 0);
    QCOMPARE(symbols->currentIndex(), 0);
    QCOMPARE(shown(), doc->tileCount());
    kinds->setCurrentIndex(0);
    QCOMPARE(shown(), doc->tileCount());
    for (int k = 0; k < sl::kRealmKinds; ++k) {
        kinds->setCurrentIndex(1 + k);
        QCOMPARE(shown(), count(hasKind(static_cast<sl::RealmKind>(k))));
    }
    kinds->setCurrentIndex(4);
    QCOMPARE(kinds->currentText(), QStringLiteral("Blank tiles"));
    QCOMPARE(shown(), count([](const sl::TileType& t) { return t.realms.empty(); }));
    kinds->setCurrentIndex(0);
    for (int f = 0; f < sl::kFactions; ++f) {
        symbols->setCurrentIndex(1 + f);
        QCOMPARE(shown(), count([f](const sl::TileType& t) {
                     for (const sl::RealmDef& r : t.realms)
                         for (sl::Faction s : r.symbols)
                             if (s == static_cast<sl::Faction>(f)) return true;
                     return false;
                 }));
    }
    symbols->setCurrentIndex(symbols->count() - 1);
    QCOMPARE(symbols->currentText(), QStringLiteral("No symbols"));
    QCOMPARE(shown(), count([](const sl::TileType& t) {
                 return std::all_of(t.realms.begin(), t.realms.end(),
                                    [](const sl::RealmDef& r) { return r.symbols.empty(); });
             }));
    const int noSymbols = shown();
    kinds->setCurrentIndex(3); // with a planet
    const int planetsWithout = shown();
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QApplication::processEvents();
    QCOMPARE(kinds->count(), 5);
    QCOMPARE(symbols->count(), 2 + sl::kFactions);
    QCOMPARE(kinds->currentIndex(), 3);
    QCOMPARE(symbols->currentIndex(), symbols->count() - 1);
    QVERIFY2(kinds->currentText().contains(QStringLiteral("planet")),
             qPrintable(kinds->currentText()));
    QCOMPARE(shown(), planetsWithout);
    QVERIFY(noSymbols >= planetsWithout);
}

void TstEditorTileList::newTilesGoBelowTheCurrentOne()
{
    // A blank tile and a duplicate go right below the tile shown, and are shown; the box of the
    // selected tiles can be set only while a tile is selected.
    EditorWindow w;
    TileSetDocument* doc = w.document();
    QAction* add = action(w, QStringLiteral("Add a blank tile"));
    QAction* duplicate = action(w, QStringLiteral("Duplicate tile"));
    QVERIFY(add && duplicate);
    const int types = doc->tileCount();
    w.selectTile(3);
    add->trigger();
    QCOMPARE(doc->tileCount(), types + 1);
    QVERIFY(doc->tile(4).realms.empty());
    QCOMPARE(w.tileEditor()->currentTile(), 4);
    QCOMPARE(w.selectedTiles(), std::vector<int>{4});
    w.selectTile(6);
    const sl::TileType copied = doc->tile(6);
    duplicate->trigger();
    QCOMPARE(doc->tileCount(), types + 2);
    QCOMPARE(doc->tile(7).realms, copied.realms);
    QCOMPARE(doc->tile(7).edges, copied.edges);
    QVERIFY(doc->tile(7).id != copied.id);
    QCOMPARE(w.tileEditor()->currentTile(), 7);

    QMenu* box = nullptr;
    for (QMenu* m : w.findChildren<QMenu*>())
        if (m->title().remove(QLatin1Char('&')) == QLatin1String("Set box of the selected tiles"))
            box = m;
    QVERIFY(box);
    QVERIFY(box->isEnabled());
    w.tileList()->clearSelection();
    QVERIFY(w.selectedTiles().empty());
    QVERIFY(!box->isEnabled());
}

void TstEditorTileList::tileListAllChangedInANewLanguage()
{
    // A new language: the list is told that every heading and every cell changed, down to the
    // last row and the last column, so that every name is shown in the new language.
    EditorWindow w;
    auto* model = w.document()->findChild<TileListModel*>();
    QVERIFY(model);
    QSignalSpy cells(model, &QAbstractItemModel::dataChanged);
    QSignalSpy headings(model, &QAbstractItemModel::headerDataChanged);
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QApplication::processEvents(); // the change of language is posted
    QVERIFY(!cells.isEmpty() && !headings.isEmpty());
    const auto from = cells.last().at(0).value<QModelIndex>();
    const auto to = cells.last().at(1).value<QModelIndex>();
    QCOMPARE(from, model->index(0, 0));
    QCOMPARE(to, model->index(model->rowCount() - 1, model->columnCount() - 1));
    QCOMPARE(headings.last().at(1).toInt(), 0);
    QCOMPARE(headings.last().at(2).toInt(), model->columnCount() - 1);
    const std::string czech = w.document()->tile(model->rowCount() - 1).name.cs;
    QCOMPARE(model->index(model->rowCount() - 1, TileListModel::NameColumn).data().toString(),
             QString::fromStdString(czech));
}

QTEST_MAIN(TstEditorTileList)
#include "tst_editortilelist.moc"
