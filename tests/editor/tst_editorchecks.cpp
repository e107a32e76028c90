// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set editor's checks, offscreen: the problems list and what a click on a problem
// selects, the known-facts checklist, Compare (field by field, in both languages), and the
// balance check against `starlanes-cli simulate` on the same set and seed, and its Cancel.
#include "common/problemtext.h"
#include "editor/balancedialog.h"
#include "editor/checkmodels.h"
#include "editor/comparedialog.h"
#include "editor/editorfiles.h"
#include "editor/editorwindow.h"
#include "editor/tilecommands.h"
#include "editor/tilelistmodel.h"
#include "editor/tilesetdocument.h"
#include "editortestutil.h"
#include "rules/simulate.h"

#include <QApplication>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace sled;
using sled::testutil::applyTranslation;
using sled::testutil::click;
using sled::testutil::current;

class TstEditorChecks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void problemsList_data();
    void problemsList();
    void factsChecklist();
    void compareShowsFieldChanges();
    void balanceCheckEqualsSimulate();
    void balanceCheckCancels();

private:
    QTemporaryDir m_dir;
};

void TstEditorChecks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    // The English translation, as the game loads it (plural forms: "75 tiles", not "75 tile(s)").
    applyTranslation(QStringLiteral("en"));
}

void TstEditorChecks::problemsList_data()
{
    // Each loader rule, broken through the editor's own widgets; the problem's row, and what a
    // click on it selects (tile and focused field).
    QTest::addColumn<QString>("edit");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("tile");
    QTest::addColumn<QString>("focus");
    using C = sl::TileSetErrorCode;
    QTest::newRow("duplicate id") << "id sw05=sw04" << int(C::DuplicateId) << "sw04"
                                  << "tileId";
    QTest::newRow("bad id") << "id sw05=Bad Id" << int(C::BadValue) << "Bad Id"
                            << "tileId";
    QTest::newRow("empty name") << "name sw07=" << int(C::BadValue) << "sw07"
                                << "tileNameEn";
    QTest::newRow("empty Czech name") << "namecs sw07=" << int(C::BadValue) << "sw07"
                                      << "tileNameCs";
    QTest::newRow("empty planet name") << "planet sw33=" << int(C::MissingField) << "sw33"
                                       << "planetName";
    QTest::newRow("start tile removed") << "start none" << int(C::StartTile) << ""
                                        << "startTile";
    QTest::newRow("set id") << "set id=Base Set" << int(C::BadValue) << ""
                            << "setId";
    QTest::newRow("too many tiles") << "counts 50" << int(C::TooManyTiles) << ""
                                    << "";
}

void TstEditorChecks::problemsList()
{
    QFETCH(QString, edit);
    QFETCH(int, code);
    QFETCH(QString, tile);
    QFETCH(QString, focus);
    EditorWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    TileSetDocument* doc = w.document();
    auto typeInto = [&](const QString& object, const QString& text) {
        auto* line = w.findChild<QLineEdit*>(object);
        QVERIFY(line);
        line->setFocus();
        line->selectAll();
        if (text.isEmpty())
            QTest::keyClick(line, Qt::Key_Delete);
        else
            QTest::keyClicks(line, text);
        QTest::keyClick(line, Qt::Key_Tab);
    };
    const QString what = edit.section(QLatin1Char('='), 0, 0);
    const QString value = edit.section(QLatin1Char('='), 1);
    if (what.startsWith(QLatin1String("id ")) || what.startsWith(QLatin1String("name")) ||
        what.startsWith(QLatin1String("planet "))) {
        w.selectTile(doc->indexOf(what.section(QLatin1Char(' '), 1).toStdString()));
        if (what.startsWith(QLatin1String("planet "))) w.tileEditor()->selectRealm(0);
        typeInto(what.startsWith(QLatin1String("id"))       ? QStringLiteral("tileId")
                 : what.startsWith(QLatin1String("namecs")) ? QStringLiteral("tileNameCs")
                 : what.startsWith(QLatin1String("name"))   ? QStringLiteral("tileNameEn")
                                                            : QStringLiteral("planetName"),
                 value);
    } else if (what == QLatin1String("start none")) {
        w.selectTile(doc->indexOf("sw01"));
        w.tileEditor()->findChild<QCheckBox*>(QStringLiteral("startTileCheck"))->click();
    } else if (what == QLatin1String("set id")) {
        typeInto(QStringLiteral("setId"), value);
    } else if (what == QLatin1String("counts 50")) {
        w.tileList()->selectAll();
        QTimer::singleShot(0, qApp, [] {
            auto* dialog = QApplication::activeModalWidget();
            auto* spin = dialog ? dialog->findChild<QSpinBox*>() : nullptr;
            QVERIFY(spin);
            spin->setValue(50);
            QTest::keyClick(spin, Qt::Key_Return);
        });
        const auto actions = w.tileList()->actions();
        for (QAction* a : actions)
            if (a->text().startsWith(QLatin1String("Set &count"))) a->trigger();
    }
    QVERIFY(!doc->isValid());
    // The line above the list counts the problems.
    const auto summary = [&w] {
        for (const QLabel* l : w.findChildren<QLabel*>())
            if (l->text().contains(QLatin1String("problem"))) return l->text();
        return QString();
    };
    const int problems = int(doc->problems().size());
    QCOMPARE(summary(), problems == 1 ? QStringLiteral("1 problem to fix before the set can be "
                                                       "saved or played. Click one to go to its "
                                                       "field.")
                                      : QStringLiteral("%1 problems to fix before the set can be "
                                                       "saved or played. Click one to go to its "
                                                       "field.")
                                            .arg(problems));
    QListView* view = w.problemView();
    int row = -1;
    for (int r = 0; r < int(doc->problems().size()); ++r)
        if (int(doc->problems()[std::size_t(r)].code) == code &&
            doc->problems()[std::size_t(r)].tileId == tile.toStdString())
            row = r;
    QVERIFY2(row >= 0, qPrintable(slui::problemText(doc->problems().front())));
    // The row reads as the CLI's message (without the file name, which is the window's).
    const sl::TileSetError& e = doc->problems()[std::size_t(row)];
    const std::string cli = sl::describe(e);
    QCOMPARE(view->model()->index(row, 0).data().toString(),
             QString::fromStdString(cli.substr(e.file.size() + 2)));
    QCOMPARE(view->model()->index(row, 0).data(Qt::ToolTipRole).toString(),
             QString::fromStdString(cli));
    // A click on it selects the tile and the field.
    w.selectTile(doc->tileCount() - 1);
    view->scrollTo(view->model()->index(row, 0));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->visualRect(view->model()->index(row, 0)).center());
    if (!tile.isEmpty()) QCOMPARE(QString::fromStdString(current(w).id), tile);
    if (!focus.isEmpty())
        QTRY_COMPARE(QApplication::focusWidget() ? QApplication::focusWidget()->objectName()
                                                 : QString(),
                     focus);
    // Undo makes the set valid again, and the list empties.
    while (w.document()->undoStack()->canUndo())
        w.document()->undoStack()->undo();
    QCOMPARE(view->model()->rowCount(), 0);
    QCOMPARE(summary(), QStringLiteral("No problems: this set can be saved and played."));
}

void TstEditorChecks::factsChecklist()
{
    EditorWindow w;
    QAbstractItemModel* facts = w.factView()->model();
    for (int r = 0; r < facts->rowCount(); ++r)
        QVERIFY(facts->index(r, 0).data(FactListModel::OkRole).toBool());
    // The line above the list sums it up.
    const auto summary = [&w] {
        for (const QLabel* l : w.findChildren<QLabel*>())
            if (l->text().contains(QLatin1String(" facts"))) return l->text();
        return QString();
    };
    QVERIFY2(summary().endsWith(QLatin1String(": all facts hold.")), qPrintable(summary()));
    // 75 tiles: one fewer straight route, through the list's Count cell.
    const int sw04 = w.document()->indexOf("sw04");
    QVERIFY(w.tileList()->model()->setData(
        w.tileFilter()->mapFromSource(
            w.tileFilter()->sourceModel()->index(sw04, TileListModel::CountColumn)),
        4));
    QCOMPARE(w.document()->set().totalTiles(), 75);
    QStringList broken;
    for (int r = 0; r < facts->rowCount(); ++r)
        if (!facts->index(r, 0).data(FactListModel::OkRole).toBool())
            broken << facts->index(r, 0).data().toString();
    QCOMPARE(broken.size(), 2);
    QVERIFY2(summary().endsWith(QStringLiteral(": 2 of %1 facts broken.").arg(facts->rowCount())),
             qPrintable(summary()));
    QCOMPARE(broken[0], QStringLiteral("76 tiles in all — this set has 75 tiles"));
    QCOMPARE(broken[1], QStringLiteral("Number of tiles of each type as in the wiki's tile list "
                                       "(sw01 … sw42) — sw04: 4 instead of 5"));
    // An expansion set is checked against the expansion's facts.
    w.files()->openBuiltin(QStringLiteral("exp1"));
    QCOMPARE(w.factView()->model()->rowCount(), 7);
    QVERIFY(
        w.factView()->model()->index(0, 0).data().toString().startsWith(QLatin1String("18 tiles")));
}

void TstEditorChecks::compareShowsFieldChanges()
{
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    doc->undoStack()->push(changeCount(doc.get(), {doc->indexOf("sw04")}, 4).release());
    doc->undoStack()->push(
        changeEdge(doc.get(), doc->indexOf("sw02"), 2, sl::EdgeKind::Route).release());
    CompareDialog dialog(doc->set(), QString());
    QCOMPARE(dialog.summary(), QStringLiteral("Added: 0 · removed: 0 · changed: 2"));
    QTreeWidgetItem* changed = dialog.tree()->topLevelItem(0);
    QCOMPARE(changed->text(0), QStringLiteral("2 tile types changed"));
    QCOMPARE(changed->child(0)->text(0), QStringLiteral("sw02"));
    QCOMPARE(changed->child(0)->child(0)->text(0), QStringLiteral("Edge: south"));
    QCOMPARE(changed->child(0)->child(0)->text(1), QStringLiteral("Space"));
    QCOMPARE(changed->child(0)->child(0)->text(2), QStringLiteral("Trade route"));
    QCOMPARE(changed->child(0)->child(1)->text(0), QStringLiteral("Realm 2"));
    QCOMPARE(changed->child(0)->child(1)->text(1), QStringLiteral("(none)"));
    QCOMPARE(changed->child(0)->child(1)->text(2), QStringLiteral("Trade route S"));
    QCOMPARE(changed->child(1)->child(0)->text(0), QStringLiteral("Count"));
    QCOMPARE(changed->child(1)->child(0)->text(1), QStringLiteral("5"));
    QCOMPARE(changed->child(1)->child(0)->text(2), QStringLiteral("4"));
    QVERIFY(!dialog.compareWithFile(m_dir.filePath(QStringLiteral("nothing.json"))));
    QVERIFY(dialog.summary().contains(QStringLiteral("nothing.json")));
    CompareDialog same(sl::builtinTileSet("exp1"), QString());
    QVERIFY(same.summary().startsWith(QLatin1String("No differences")));

    // Names and notes are shown as they are: words in them that are also file tokens ("route",
    // "planet", "empire") are not turned into the game's vocabulary.
    auto named = TileSetDocument::openBuiltin(QStringLiteral("base"));
    const int sw33 = named->indexOf("sw33");
    const std::string before = named->tile(sw33).name.en;
    named->undoStack()->push(
        renameTile(named.get(), sw33, QStringLiteral("en"), "A planet with a route ending in it")
            .release());
    named->undoStack()->push(renamePlanet(named.get(), sw33, 0, "Empire route").release());
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("cs")}) {
        applyTranslation(lang);
        CompareDialog names(named->set(), QString());
        QTreeWidgetItem* tile = names.tree()->topLevelItem(0)->child(0);
        QMap<QString, QString> after, was;
        for (int i = 0; i < tile->childCount(); ++i) {
            after[tile->child(i)->text(0)] = tile->child(i)->text(2);
            was[tile->child(i)->text(0)] = tile->child(i)->text(1);
        }
        const QStringList afterTexts = after.values();
        const QStringList wasTexts = was.values();
        QVERIFY2(afterTexts.contains(QStringLiteral("A planet with a route ending in it")),
                 qPrintable(afterTexts.join(QLatin1Char('|'))));
        QVERIFY(wasTexts.contains(QString::fromStdString(before)));
        QVERIFY2(afterTexts.contains(QStringLiteral("Empire route")),
                 qPrintable(afterTexts.join(QLatin1Char('|'))));
    }
    applyTranslation(QStringLiteral("en"));
}

void TstEditorChecks::balanceCheckEqualsSimulate()
{
    // An edited set saved to a file: the dialog's figures equal the CLI's on the same seed.
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    doc->undoStack()->push(changeCount(doc.get(), {doc->indexOf("sw04")}, 9).release());
    doc->undoStack()->push(
        changeSymbols(doc.get(), doc->indexOf("sw16"), 0, sl::Faction::Empire, 2).release());
    const QString path = m_dir.filePath(QStringLiteral("balance.json"));
    QVERIFY(doc->save(path, nullptr));
    BalanceDialog dialog(doc->set());
    dialog.setGames(400);
    dialog.setPlayers(3);
    dialog.setSeed(7);
    QSignalSpy done(&dialog, &BalanceDialog::simulationFinished);
    dialog.start();
    QVERIFY(done.wait(60000));
    QVERIFY(dialog.result().has_value());
    const sl::SimulationSummary& mine = dialog.result()->edited;
    QCOMPARE(mine.games, 400);

    QProcess cli;
    cli.start(QStringLiteral(STARLANES_CLI),
              {QStringLiteral("simulate"), QStringLiteral("--tileset"), path,
               QStringLiteral("--games"), QStringLiteral("400"), QStringLiteral("--seed"),
               QStringLiteral("7"), QStringLiteral("--players"), QStringLiteral("3"),
               QStringLiteral("--json")});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject j = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    auto same = [](double a, double b) {
        return std::abs(a - b) < 1e-9 * std::max(1.0, std::abs(a));
    };
    QVERIFY(same(j[QStringLiteral("meanTurns")].toDouble(), mine.meanTurns));
    QVERIFY(same(j[QStringLiteral("meanBattles")].toDouble(), mine.meanBattles));
    QVERIFY(same(j[QStringLiteral("meanDiscards")].toDouble(), mine.meanDiscards));
    QVERIFY(same(j[QStringLiteral("meanMeeplesPlaced")].toDouble(), mine.meanMeeplesPlaced));
    const QJsonObject src = j[QStringLiteral("meanPointsBySource")].toObject();
    QVERIFY(same(src[QStringLiteral("routes")].toDouble(), mine.meanPointsBySource[0]));
    QVERIFY(same(src[QStringLiteral("asteroids")].toDouble(), mine.meanPointsBySource[1]));
    QVERIFY(same(src[QStringLiteral("planets")].toDouble(), mine.meanPointsBySource[2]));
    QVERIFY(same(src[QStringLiteral("battles")].toDouble(), mine.meanPointsBySource[3]));
    double score = 0;
    const QJsonArray sides = j[QStringLiteral("sides")].toArray();
    QCOMPARE(sides.size(), 3);
    for (int s = 0; s < 3; ++s) {
        QVERIFY(same(sides[s].toObject()[QStringLiteral("meanScore")].toDouble(),
                     mine.meanScore[std::size_t(s)]));
        score += mine.meanScore[std::size_t(s)] / 3;
    }
    // What the user reads: the table's first row is the mean score, to two decimals.
    QCOMPARE(dialog.table()->item(0, 0)->text(), QLocale().toString(score, 'f', 2));
    QCOMPARE(dialog.table()->item(8, 0)->text(), QLocale().toString(mine.meanTurns, 'f', 2));
    // The built-in column is the built-in set's simulation on the same seed.
    const sl::SimulationSummary ref =
        sl::simulateGames(balanceSetup(sl::builtinTileSet("base"), 3), 400, 7);
    QCOMPARE(dialog.result()->builtin.meanBattles, ref.meanBattles);
}

void TstEditorChecks::balanceCheckCancels()
{
    BalanceDialog dialog(sl::builtinTileSet("exp1"));
    dialog.setGames(100000);
    QSignalSpy done(&dialog, &BalanceDialog::simulationFinished);
    dialog.start();
    QVERIFY(dialog.isRunning());
    QTest::qWait(50);
    dialog.cancel();
    QVERIFY(done.wait(5000));
    QVERIFY(!dialog.result().has_value());
    QVERIFY(!dialog.isRunning());
}

QTEST_MAIN(TstEditorChecks)
#include "tst_editorchecks.moc"
