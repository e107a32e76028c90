// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set editor's widgets one by one, as a person sees them, offscreen: the tile editor's
// edge boxes against the rule of routes (R-TILE-3), its menus and what it shows when its tile is
// deleted, the drawing redrawn when a drag ends, files' problems said, the problem badges, the
// set panel's role box, the balance check's table and progress bar, and the comparison's groups
// and values in words. The tile list: tst_editortilelist.
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
#include "editortestutil.h"
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
using sled::testutil::action;

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
    void balanceCheckOpensItsDialog();
    void fileProblemsSaidTwice();
    void focusStaysWithTheRealmsAfterTheLastIsRemoved();
    void badgesDrawnAtEachListSize();
    void roleBoxShowsItsTextsAtItsNarrowest();
    void balanceTableAndProgress();
    void balanceColumnsNotStretched();
    void compareGroupsOpenAndSetFields();
    void compareRealmValuesInWords();
};

namespace {

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
