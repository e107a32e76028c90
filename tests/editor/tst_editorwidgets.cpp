// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set editor's widgets one by one, as a person sees them, offscreen: the tile editor's
// edge boxes against the rule of routes (R-TILE-3), its menus and what it shows when its tile is
// deleted, the drawing redrawn when a drag ends, the tile list's rows and its texts in a new
// language, the problem badges, the set panel's role box, the balance check's table and progress
// bar, and the comparison's groups and values in words.
#include "../app/answerdialog.h"
#include "common/languagemanager.h"
#include "editor/balancedialog.h"
#include "editor/checkmodels.h"
#include "editor/comparedialog.h"
#include "editor/editorfiles.h"
#include "editor/editorwindow.h"
#include "editor/setpanel.h"
#include "editor/tilecanvas.h"
#include "editor/tilecommands.h"
#include "editor/tileeditor.h"
#include "editor/tileedits.h"
#include "editor/tilelistmodel.h"
#include "editor/tilelistpanel.h"
#include "editor/tilesetdocument.h"
#include "rules/tileset.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>

#include <algorithm>
#include <bit>
#include <functional>

using namespace sled;

class TstEditorWidgets : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void edgeBoxesFollowTheRouteRule();
    void addRealmMenuOnTheFirstTile();
    void addRealmArrowBesideItsText();
    void deletedTileLeavesTheEditorEmpty();
    void dragLineGoneWhenReleasedOutside();
    void tileListRowsHoldTheirThumbnails();
    void tileListAsAUserMeetsIt();
    void hiddenTileChosenShowsEveryTileAgain();
    void filtersShowWhatTheySay();
    void newTilesGoBelowTheCurrentOne();
    void balanceCheckOpensItsDialog();
    void fileProblemsSaidTwice();
    void focusStaysWithTheRealmsAfterTheLastIsRemoved();
    void tileListAllChangedInANewLanguage();
    void badgesDrawnAtEachListSize();
    void roleBoxShowsItsTextsAtItsNarrowest();
    void balanceTableAndProgress();
    void balanceColumnsNotStretched();
    void compareGroupsOpenAndSetFields();
    void compareRealmValuesInWords();
};

namespace {

/** The window's action whose text (without its '&') is `text`. */
QAction* action(QWidget& w, const QString& text)
{
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == text) return a;
    return nullptr;
}

/** The words of the tree's rows under `item`, "what: before -> after", depth first. */
QStringList rows(const QTreeWidgetItem* item)
{
    QStringList out;
    for (int i = 0; i < item->childCount(); ++i) {
        const QTreeWidgetItem* c = item->child(i);
        out << QStringLiteral("%1: %2 -> %3").arg(c->text(0), c->text(1), c->text(2));
        out += rows(c);
    }
    return out;
}

} // namespace

void TstEditorWidgets::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TstEditorWidgets::init()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstEditorWidgets::edgeBoxesFollowTheRouteRule()
{
    // R-TILE-3: a route touches at most two edges; an asteroid field any number. A realm's edge
    // box is ticked for each edge it touches; an unticked one can be ticked (the edge joins the
    // realm) unless the realm is a route touching two edges already, and a ticked one can be
    // unticked (the edge leaves it) while another stays. A planet touches no edge: all off.
    int routesFull = 0, routesOpen = 0, fields = 0, planets = 0;
    for (const char* name : {"base", "exp1"}) {
        auto doc = TileSetDocument::openBuiltin(QString::fromLatin1(name));
        TileEditor editor;
        editor.setDocument(doc.get());
        std::array<QCheckBox*, 4> boxes{};
        for (int d = 0; d < 4; ++d) {
            boxes[std::size_t(d)] = editor.findChild<QCheckBox*>(QStringLiteral("edge%1").arg(d));
            QVERIFY(boxes[std::size_t(d)]);
        }
        for (int t = 0; t < doc->tileCount(); ++t) {
            editor.setCurrentTile(t);
            const sl::TileType& tile = doc->tile(t);
            for (int r = 0; r < int(tile.realms.size()); ++r) {
                editor.selectRealm(r);
                const sl::RealmDef& realm = tile.realms[std::size_t(r)];
                const int touched = std::popcount(unsigned(realm.edgeMask));
                const bool route = realm.kind == sl::RealmKind::Route;
                const bool planet = realm.kind == sl::RealmKind::Planet;
                planets += planet;
                routesFull += route && touched == 2;
                routesOpen += route && touched < 2;
                fields += realm.kind == sl::RealmKind::Asteroid && touched > 1;
                for (int d = 0; d < 4; ++d) {
                    const bool ticked = !planet && (realm.edgeMask >> d & 1u);
                    const bool canChange =
                        !planet && (ticked ? touched >= 2 : !(route && touched == 2));
                    const QString where = QStringLiteral("%1 realm %2 edge %3")
                                              .arg(QString::fromStdString(tile.id))
                                              .arg(r)
                                              .arg(d);
                    QVERIFY2(boxes[std::size_t(d)]->isChecked() == ticked, qPrintable(where));
                    QVERIFY2(boxes[std::size_t(d)]->isEnabled() == canChange, qPrintable(where));
                }
            }
        }
    }
    // Every case met: routes ending on a tile and crossing it, fields over several edges.
    QVERIFY(routesFull > 0 && routesOpen > 0 && fields > 0 && planets > 0);
}

void TstEditorWidgets::addRealmMenuOnTheFirstTile()
{
    // The first tile of the list is a tile like any other: "Add realm" offers its choices.
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    TileEditor editor;
    editor.setDocument(doc.get());
    editor.setCurrentTile(0);
    auto* add = editor.findChild<QPushButton*>(QStringLiteral("addRealm"));
    QVERIFY(add && add->menu());
    emit add->menu()->aboutToShow();
    QStringList texts;
    for (const QAction* a : add->menu()->actions())
        if (!a->isSeparator()) texts << a->text();
    QCOMPARE(texts.size(), 9); // a planet, a route and an asteroid field at each of 4 edges
    QCOMPARE(texts.first(), QStringLiteral("Planet in the centre"));
    QVERIFY(texts.contains(QStringLiteral("Trade route at the north edge")));
}

void TstEditorWidgets::addRealmArrowBesideItsText()
{
    // "Add realm" opens a menu: its arrow is drawn beside the text, not over it, in both
    // languages (the button is wide enough for the text, the arrow and the frame's padding).
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("cs")}) {
        slui::LanguageManager::instance().apply(lang, false);
        QApplication::processEvents();
        EditorWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* add = w.tileEditor()->findChild<QAbstractButton*>(QStringLiteral("addRealm"));
        QVERIFY(add);
        const int text = add->fontMetrics().horizontalAdvance(add->text().remove(QLatin1Char('&')));
        const int arrow = add->style()->pixelMetric(QStyle::PM_MenuButtonIndicator, nullptr, add);
        QVERIFY2(add->width() >= text + arrow + 8,
                 qPrintable(QStringLiteral("%1: %2 px for a text of %3 and an arrow of %4")
                                .arg(add->text())
                                .arg(add->width())
                                .arg(text)
                                .arg(arrow)));
    }
}

void TstEditorWidgets::deletedTileLeavesTheEditorEmpty()
{
    // The tile shown is deleted: the editor shows no tile (not another one), and its fields are
    // empty; a tile deleted above the shown one leaves it shown.
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    TileEditor editor;
    editor.setDocument(doc.get());
    auto* id = editor.findChild<QLineEdit*>(QStringLiteral("tileId"));
    QVERIFY(id);
    editor.setCurrentTile(3);
    const QString fourth = QString::fromStdString(doc->tile(3).id);
    QCOMPARE(id->text(), fourth);
    doc->removeTile(1);
    QCOMPARE(editor.currentTile(), 2);
    QCOMPARE(id->text(), fourth);
    doc->removeTile(2);
    QCOMPARE(editor.currentTile(), -1);
    QCOMPARE(id->text(), QString());
}

void TstEditorWidgets::dragLineGoneWhenReleasedOutside()
{
    // A drag from an edge shows a dashed line to the pointer; let go away from every edge (no
    // change), the line is gone from the screen. What the screen shows is compared with a fresh
    // drawing of the canvas.
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    TileCanvas canvas;
    canvas.resize(420, 420);
    canvas.setTile(&doc->tile(0));
    canvas.show();
    QVERIFY(QTest::qWaitForWindowExposed(&canvas));
    QSignalSpy dragged(&canvas, &TileCanvas::edgesDragged);
    QSignalSpy clicked(&canvas, &TileCanvas::edgeClicked);
    auto screen = [&] {
        QApplication::processEvents();
        return canvas.screen()
            ->grabWindow(canvas.winId())
            .toImage()
            .convertToFormat(QImage::Format_RGB32);
    };
    auto drawn = [&] { return canvas.grab().toImage().convertToFormat(QImage::Format_RGB32); };
    const QPoint from = canvas.edgePoint(3).toPoint();
    const QPoint away = canvas.tileRect().center().toPoint() + QPoint(0, 30);
    QTest::mousePress(&canvas, Qt::LeftButton, Qt::NoModifier, from);
    QTest::mouseMove(&canvas, (from + away) / 2);
    QTest::mouseMove(&canvas, away);
    const QImage during = screen();
    QCOMPARE(during, drawn());
    QTest::mouseRelease(&canvas, Qt::LeftButton, Qt::NoModifier, away);
    const QImage after = screen();
    QVERIFY(after != during); // the line was there, and is gone
    QCOMPARE(after, drawn());
    QCOMPARE(dragged.count(), 0);
    QCOMPARE(clicked.count(), 0);
}

void TstEditorWidgets::tileListRowsHoldTheirThumbnails()
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

void TstEditorWidgets::tileListAsAUserMeetsIt()
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

void TstEditorWidgets::hiddenTileChosenShowsEveryTileAgain()
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

void TstEditorWidgets::filtersShowWhatTheySay()
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

void TstEditorWidgets::newTilesGoBelowTheCurrentOne()
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

void TstEditorWidgets::balanceCheckOpensItsDialog()
{
    // Tools ▸ Balance check on a set without problems opens the check over the window.
    EditorWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction* check = action(w, QStringLiteral("Balance check…"));
    QVERIFY(check && check->isEnabled());
    // Closed as soon as it is open (it is modal: trigger() returns when it is closed).
    QString seen;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &poll, [&seen] {
        if (auto* d = qobject_cast<BalanceDialog*>(QApplication::activeModalWidget())) {
            seen = QString::fromLatin1(d->metaObject()->className());
            static_cast<QDialog*>(d)->reject();
        }
    });
    poll.start(20);
    check->trigger();
    QCOMPARE(seen, QStringLiteral("sled::BalanceDialog"));
}

void TstEditorWidgets::fileProblemsSaidTwice()
{
    // A file that cannot be opened: said in a message box and, for a while after it is closed,
    // in the status bar, both naming the file.
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("gone.json"));
    EditorWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QString shown;
    answer::nextBox(QMessageBox::Ok, &shown);
    QVERIFY(!w.files()->openFile(missing));
    QVERIFY2(shown.contains(QStringLiteral("gone.json")), qPrintable(shown));
    const QString status = w.statusBar()->currentMessage();
    QVERIFY2(status.contains(QStringLiteral("gone.json")), qPrintable(status));
}

void TstEditorWidgets::focusStaysWithTheRealmsAfterTheLastIsRemoved()
{
    // Remove realm on a tile's last realm: the button goes off, and the keyboard focus stays
    // in the realms box (on the list) rather than jumping to another field of the window.
    EditorWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    TileSetDocument* doc = w.document();
    int tile = 0;
    while (doc->tile(tile).realms.size() != 1)
        ++tile;
    w.selectTile(tile);
    w.tileEditor()->selectRealm(0);
    QPushButton* remove = nullptr;
    for (QPushButton* b : w.tileEditor()->findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Remove realm")) remove = b;
    QVERIFY(remove && remove->isEnabled());
    remove->setFocus();
    QTest::keyClick(remove, Qt::Key_Space);
    QVERIFY(doc->tile(tile).realms.empty());
    QVERIFY(!remove->isEnabled());
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QCOMPARE(focus->objectName(), QStringLiteral("realmList"));
}

void TstEditorWidgets::tileListAllChangedInANewLanguage()
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

void TstEditorWidgets::badgesDrawnAtEachListSize()
{
    // The tick and the cross of the checklist are drawn for each size a list asks for (16 px,
    // 24 and 32 on scaled screens), not scaled from another: thin strokes stay sharp.
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    FactListModel facts(doc.get());
    QVERIFY(facts.rowCount() > 0);
    const auto icon = facts.index(0).data(Qt::DecorationRole).value<QIcon>();
    QCOMPARE(icon.availableSizes(), (QList<QSize>{{16, 16}, {24, 24}, {32, 32}}));
}

void TstEditorWidgets::roleBoxShowsItsTextsAtItsNarrowest()
{
    // The set panel lets long start-tile texts be cut rather than widen the dock, but its role
    // box, at its narrowest, still shows each role whole, in both languages.
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("cs")}) {
        slui::LanguageManager::instance().apply(lang, false);
        SetPanel panel;
        panel.setDocument(doc.get());
        auto* role = panel.findChild<QComboBox*>(QStringLiteral("setRole"));
        QVERIFY(role);
        role->resize(role->minimumSizeHint().width(), role->sizeHint().height());
        QStyleOptionComboBox opt;
        opt.initFrom(role);
        opt.rect = role->rect();
        const QRect field = role->style()->subControlRect(QStyle::CC_ComboBox, &opt,
                                                          QStyle::SC_ComboBoxEditField, role);
        for (int i = 0; i < role->count(); ++i)
            QVERIFY2(role->fontMetrics().horizontalAdvance(role->itemText(i)) <= field.width(),
                     qPrintable(
                         QStringLiteral("%1 in %2 px").arg(role->itemText(i)).arg(field.width())));
    }
}

void TstEditorWidgets::balanceTableAndProgress()
{
    // A finished check: the bar full (both halves of the games counted), three columns (this
    // set, the built-in set, the difference) of numbers set to the right, every row filled.
    BalanceDialog dialog(sl::builtinTileSet("base"));
    dialog.setGames(30);
    dialog.setPlayers(2);
    QSignalSpy done(&dialog, &BalanceDialog::simulationFinished);
    auto* bar = dialog.findChild<QProgressBar*>();
    QVERIFY(bar);
    QSignalSpy values(bar, &QProgressBar::valueChanged);
    dialog.start();
    QVERIFY(done.wait(60000));
    QVERIFY(dialog.result().has_value());
    QCOMPARE(bar->maximum(), 60);
    QCOMPARE(bar->value(), 60);
    QList<int> seen;
    for (const QList<QVariant>& v : values)
        seen << v.at(0).toInt();
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    QTableWidget* table = dialog.table();
    QCOMPARE(table->columnCount(), 3);
    for (int c = 0; c < 3; ++c)
        QVERIFY(!table->horizontalHeaderItem(c)->text().isEmpty());
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < 3; ++c) {
            const QTableWidgetItem* item = table->item(r, c);
            QVERIFY(item && !item->text().isEmpty());
            QCOMPARE(item->textAlignment(), int(Qt::AlignRight | Qt::AlignVCenter));
        }
}

void TstEditorWidgets::balanceColumnsNotStretched()
{
    // A dialog taller than it needs: the table stays as tall as its rows and the caption as its
    // text, right under the board; the extra height is left below them.
    BalanceDialog dialog(sl::builtinTileSet("base"));
    dialog.setGames(10);
    QSignalSpy done(&dialog, &BalanceDialog::simulationFinished);
    dialog.start();
    QVERIFY(done.wait(60000));
    dialog.resize(dialog.sizeHint() + QSize(0, 200));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QApplication::processEvents();
    QTableWidget* table = dialog.table();
    QVERIFY2(
        table->height() <= table->sizeHint().height() + 1,
        qPrintable(
            QStringLiteral("%1 px for %2").arg(table->height()).arg(table->sizeHint().height())));
    auto* board = dialog.findChild<QWidget*>(QStringLiteral("balanceBoard"));
    QVERIFY(board);
    const QLabel* caption = nullptr;
    for (const QLabel* l : dialog.findChildren<QLabel*>())
        if (l->wordWrap()) caption = l;
    QVERIFY(caption && !caption->text().isEmpty());
    QVERIFY(caption->y() > board->geometry().bottom());
    QVERIFY2(caption->height() <= caption->heightForWidth(caption->width()) + 1,
             qPrintable(QStringLiteral("%1 px for %2")
                            .arg(caption->height())
                            .arg(caption->heightForWidth(caption->width()))));
    QVERIFY(caption->y() - board->geometry().bottom() <= 12);
}

void TstEditorWidgets::compareGroupsOpenAndSetFields()
{
    // The set's own fields changed: a group of their own, open like every other group, each
    // value in words.
    sl::TileSet set = sl::builtinTileSet("base");
    set.name.en = "My own set";
    set.reconstruction = !set.reconstruction;
    set.tiles[1].count += 1;
    CompareDialog dialog(set, QString());
    QTreeWidget* tree = dialog.tree();
    QCOMPARE(tree->topLevelItemCount(), 2);
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        QVERIFY2(tree->topLevelItem(i)->isExpanded(), qPrintable(tree->topLevelItem(i)->text(0)));
    const QTreeWidgetItem* own = tree->topLevelItem(0);
    QCOMPARE(own->text(0), QStringLiteral("The set"));
    const QStringList fields = rows(own);
    QCOMPARE(fields.size(), 2);
    QVERIFY2(fields.filter(QStringLiteral("-> My own set")).size() == 1,
             qPrintable(fields.join(QLatin1Char('|'))));
    const QString yesNo =
        set.reconstruction ? QStringLiteral(": no -> yes") : QStringLiteral(": yes -> no");
    QVERIFY2(fields.filter(yesNo).size() == 1, qPrintable(fields.join(QLatin1Char('|'))));
}

void TstEditorWidgets::compareRealmValuesInWords()
{
    // A realm's symbols in words, in each language; a new planet whose name has an unclosed
    // bracket shown as typed (not read as a list of symbols).
    sl::TileSet set = sl::builtinTileSet("base");
    auto bare = [](const sl::RealmDef& r) {
        return r.kind != sl::RealmKind::Planet && r.symbols.empty();
    };
    auto plain = std::find_if(set.tiles.begin(), set.tiles.end(), [&](const sl::TileType& t) {
        return std::any_of(t.realms.begin(), t.realms.end(), bare);
    });
    QVERIFY(plain != set.tiles.end());
    const auto marked = std::find_if(plain->realms.begin(), plain->realms.end(), bare);
    marked->symbols = {sl::Faction::Empire, sl::Faction::Empire};
    const auto n = QString::number(marked - plain->realms.begin() + 1);
    sl::RealmDef planet;
    planet.kind = sl::RealmKind::Planet;
    planet.planetName = "Kessel (Core";
    (plain + 1)->realms.push_back(planet);
    const auto m = QString::number((plain + 1)->realms.size());
    const struct
    {
        QString lang, symbols, planet;
    } expected[] = {
        {QStringLiteral("en"), QStringLiteral("Realm %1: symbols: (none) -> Empire, Empire").arg(n),
         QStringLiteral("Realm %1: (none) -> Planet Kessel (Core").arg(m)},
        {QStringLiteral("cs"),
         QStringLiteral("Území %1: symboly: (prázdné) -> Impérium, Impérium").arg(n),
         QStringLiteral("Území %1: (prázdné) -> Planeta Kessel (Core").arg(m)},
    };
    for (const auto& e : expected) {
        slui::LanguageManager::instance().apply(e.lang, false);
        CompareDialog dialog(set, QString());
        const QStringList all = rows(dialog.tree()->topLevelItem(0));
        QVERIFY2(all.contains(e.symbols), qPrintable(all.join(QLatin1Char('\n'))));
        QVERIFY2(all.contains(e.planet), qPrintable(all.join(QLatin1Char('\n'))));
    }
}

QTEST_MAIN(TstEditorWidgets)
#include "tst_editorwidgets.moc"
