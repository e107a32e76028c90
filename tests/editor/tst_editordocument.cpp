// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set editor's document and undo commands: every command round-trips (redo, undo,
// redo restores the exact document, by content hash), typing merges into one step, tile edits
// keep every tile consistent, routes join two edges, problems follow a moved tile (the document
// in files: tst_editordocfiles).
#include "editor/setcommands.h"
#include "editor/tilecommands.h"
#include "editor/tileedits.h"
#include "editor/tilesetdocument.h"
#include "rules/tileart.h"

#include <QRandomGenerator>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

#include <functional>

using namespace sled;

class TstEditorDocument : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void commandRoundTrip_data();
    void commandRoundTrip();
    void refusedEditsPushNothing();
    void typingIsOneUndoStep();
    void tileIdChangeFollowsStartTile();
    void editsKeepTilesConsistent();
    void routesJoinOnlyTwoEdges();
    void propertyChangesAreStepsOfTheirOwn();
    void problemsFollowAMovedTile();
};

namespace {
using Make = std::function<std::unique_ptr<QUndoCommand>(TileSetDocument*)>;

int idx(TileSetDocument* d, const char* id)
{
    return d->indexOf(id);
}
} // namespace

Q_DECLARE_METATYPE(Make)

void TstEditorDocument::initTestCase()
{
    // Undo texts as the game shows them in English ("Delete 3 tiles").
    auto* english = new QTranslator(this);
    QVERIFY(english->load(QStringLiteral(":/i18n/starlanes_en.qm")));
    QCoreApplication::installTranslator(english);
}

void TstEditorDocument::commandRoundTrip_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<Make>("make");
    QTest::addColumn<QString>("text");
    auto row = [](const char* name, const char* set, const Make& make, const char* text) {
        QTest::newRow(name) << QString::fromLatin1(set) << make << QString::fromLatin1(text);
    };
    row(
        "change edge", "base",
        [](TileSetDocument* d) { return changeEdge(d, idx(d, "sw04"), 0, sl::EdgeKind::Asteroid); },
        "Change edge");
    row(
        "change edge of a crossing route", "base",
        [](TileSetDocument* d) { return changeEdge(d, idx(d, "sw04"), 1, sl::EdgeKind::Space); },
        "Change edge");
    row(
        "add route realm", "base",
        [](TileSetDocument* d) { return addEdgeRealm(d, idx(d, "sw02"), 2, sl::EdgeKind::Route); },
        "Add realm");
    row(
        "add planet", "base",
        [](TileSetDocument* d) { return addPlanet(d, idx(d, "sw04"), "Kamino"); }, "Add realm");
    row(
        "connect realms", "base",
        [](TileSetDocument* d) { return connectRealms(d, idx(d, "sw03"), 0, 2); },
        "Connect realms");
    row(
        "extend realm", "base",
        [](TileSetDocument* d) { return extendRealm(d, idx(d, "sw02"), 0, 1); }, "Connect realms");
    row(
        "separate edge", "base",
        [](TileSetDocument* d) { return separateEdge(d, idx(d, "sw16"), 2); }, "Separate edge");
    row(
        "remove realm", "base",
        [](TileSetDocument* d) { return removeRealm(d, idx(d, "sw01"), 1); }, "Remove realm");
    row(
        "add symbol", "base",
        [](TileSetDocument* d) {
            return changeSymbols(d, idx(d, "sw04"), 0, sl::Faction::Empire, 1);
        },
        "Add symbol");
    row(
        "remove symbol", "base",
        [](TileSetDocument* d) {
            return changeSymbols(d, idx(d, "sw31"), 0, d->tile(idx(d, "sw31")).realms[0].symbols[0],
                                 -1);
        },
        "Remove symbol");
    row(
        "rename planet", "base",
        [](TileSetDocument* d) { return renamePlanet(d, idx(d, "sw31"), 0, "Kessel"); },
        "Rename planet");
    row(
        "rename tile (en)", "base",
        [](TileSetDocument* d) {
            return renameTile(d, idx(d, "sw02"), QStringLiteral("en"), "Cap");
        },
        "Rename tile");
    row(
        "rename tile (cs)", "exp1",
        [](TileSetDocument* d) {
            return renameTile(d, idx(d, "x03"), QStringLiteral("cs"), "Čtyři pole");
        },
        "Rename tile");
    row(
        "change tile id", "base",
        [](TileSetDocument* d) { return changeTileId(d, idx(d, "sw01"), "start"); },
        "Change tile id");
    row(
        "change count of three", "base",
        [](TileSetDocument* d) {
            return changeCount(d, {0, 1, 2}, 7);
        },
        "Change count");
    row(
        "change expansion tag", "exp1",
        [](TileSetDocument* d) {
            return changeExpansionTag(d, {2, 5}, "base");
        },
        "Change expansion tag");
    row(
        "add tile", "base",
        [](TileSetDocument* d) -> std::unique_ptr<QUndoCommand> {
            return std::make_unique<AddTile>(
                d, 3, edit::blankTile(d->set(), "base", {"New tile", "Nová kartička"}),
                QStringLiteral("Add tile"));
        },
        "Add tile");
    row(
        "duplicate tile", "exp1",
        [](TileSetDocument* d) -> std::unique_ptr<QUndoCommand> {
            return std::make_unique<AddTile>(d, 1, edit::duplicateTile(d->set(), d->tile(0)),
                                             QStringLiteral("Duplicate tile"));
        },
        "Duplicate tile");
    row(
        "delete tiles", "base",
        [](TileSetDocument* d) -> std::unique_ptr<QUndoCommand> {
            return std::make_unique<DeleteTiles>(d, std::vector<int>{40, 2, 17});
        },
        "Delete 3 tiles");
    row(
        "move tile down", "base",
        [](TileSetDocument* d) -> std::unique_ptr<QUndoCommand> {
            return std::make_unique<MoveTile>(d, 2, 9);
        },
        "Move tile");
    row(
        "move tile up", "exp1",
        [](TileSetDocument* d) -> std::unique_ptr<QUndoCommand> {
            return std::make_unique<MoveTile>(d, 17, 0);
        },
        "Move tile");
    row(
        "rename set", "base",
        [](TileSetDocument* d) {
            SetProperties p = d->properties();
            p.name.cs = "Opravená sada";
            return changeProperties(d, p, QStringLiteral("Rename set"));
        },
        "Rename set");
    row(
        "every set field", "exp1",
        [](TileSetDocument* d) {
            SetProperties p = d->properties();
            p.id = "my-exp";
            p.role = sl::TileSetRole::Base;
            p.startTile = "x04";
            p.reconstruction = false;
            p.note = {"n", "p"};
            return changeProperties(d, p, QStringLiteral("Change role"));
        },
        "Change role");
}

void TstEditorDocument::commandRoundTrip()
{
    QFETCH(QString, set);
    QFETCH(Make, make);
    QFETCH(QString, text);
    auto doc = TileSetDocument::openBuiltin(set);
    const sl::TileSet before = doc->set();
    const std::string h0 = sl::contentHash(before);
    std::unique_ptr<QUndoCommand> cmd = make(doc.get());
    QVERIFY2(cmd, "the edit applies");
    QCOMPARE(cmd->text(), text);
    doc->undoStack()->push(cmd.release());
    QVERIFY(doc->isModified());
    const sl::TileSet after = doc->set();
    const std::string h1 = sl::contentHash(after);
    QVERIFY(h1 != h0);
    doc->undoStack()->undo();
    QCOMPARE(sl::contentHash(doc->set()), h0);
    QVERIFY(doc->set() == before);
    QVERIFY(!doc->isModified());
    doc->undoStack()->redo();
    QCOMPARE(sl::contentHash(doc->set()), h1);
    QVERIFY(doc->set() == after);
    doc->undoStack()->undo();
    doc->undoStack()->redo();
    QCOMPARE(sl::contentHash(doc->set()), h1);
}

void TstEditorDocument::refusedEditsPushNothing()
{
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    const int sw04 = idx(doc.get(), "sw04");                          // a route W–E
    QVERIFY(!connectRealms(doc.get(), sw04, 1, 3));                   // already one realm
    QVERIFY(!connectRealms(doc.get(), idx(doc.get(), "sw01"), 0, 1)); // asteroid with route
    QVERIFY(!extendRealm(doc.get(), sw04, 0, 0));                 // a route has two edges at most
    QVERIFY(!separateEdge(doc.get(), idx(doc.get(), "sw02"), 0)); // a cap is alone already
    QVERIFY(!addPlanet(doc.get(), idx(doc.get(), "sw31"), "Again")); // one planet per tile
    QVERIFY(!changeEdge(doc.get(), sw04, 1, sl::EdgeKind::Route));   // no change
    QVERIFY(!changeCount(doc.get(), {sw04}, 5));
    QVERIFY(!changeSymbols(doc.get(), sw04, 0, sl::Faction::Rebel, -1)); // nothing to remove
    QCOMPARE(doc->undoStack()->count(), 0);
}

void TstEditorDocument::typingIsOneUndoStep()
{
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    const int t = idx(doc.get(), "sw31");
    const std::string old = doc->tile(t).realms[0].planetName;
    for (const char* typed : {"H", "Ho", "Hot", "Hoth"})
        doc->undoStack()->push(renamePlanet(doc.get(), t, 0, typed).release());
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->tile(t).realms[0].planetName, std::string("Hoth"));
    doc->closeMergeRun(); // the field lost focus: the next typing is a new step
    doc->undoStack()->push(renamePlanet(doc.get(), t, 0, "Hoth II").release());
    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->tile(t).realms[0].planetName, old);
    // Typing back to the original text leaves no step at all.
    doc->undoStack()->clear();
    doc->undoStack()->push(renameTile(doc.get(), t, QStringLiteral("en"), "x").release());
    doc->undoStack()->push(renameTile(doc.get(), t, QStringLiteral("en"), "").release());
    doc->undoStack()->push(renameTile(doc.get(), t, QStringLiteral("en"),
                                      sl::builtinTileSet("base").tiles[std::size_t(t)].name.en)
                               .release());
    QCOMPARE(doc->undoStack()->count(), 0);
    // Counts typed digit by digit merge too.
    doc->undoStack()->push(changeCount(doc.get(), {t}, 1 + 1).release());
    doc->undoStack()->push(changeCount(doc.get(), {t}, 12).release());
    QCOMPARE(doc->undoStack()->count(), 1);
}

void TstEditorDocument::tileIdChangeFollowsStartTile()
{
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    for (const char* typed : {"s", "st", "start"})
        doc->undoStack()->push(changeTileId(doc.get(), 0, typed).release());
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->set().startTile, std::string("start"));
    QVERIFY(doc->isValid());
    doc->undoStack()->undo();
    QCOMPARE(doc->set().startTile, std::string("sw01"));
    QCOMPARE(doc->tile(0).id, std::string("sw01"));
}

void TstEditorDocument::editsKeepTilesConsistent()
{
    // 20,000 random clicks, drags and realm edits on a blank tile: the tile is always valid as
    // far as edges and realms go, and the tile art draws every state.
    sl::TileSet set;
    set.id = "fuzz";
    set.name = {"F", "F"};
    set.startTile = "tile1";
    set.tiles.push_back(edit::blankTile(set, "base", {"T", "T"}));
    QRandomGenerator rng(2026);
    sl::TileType t = set.tiles[0];
    int refused = 0;
    for (int step = 0; step < 20000; ++step) {
        const int a = int(rng.bounded(4));
        const int b = int(rng.bounded(4));
        const int realm = int(rng.bounded(quint32(t.realms.size() + 1)));
        std::optional<sl::TileType> next;
        switch (rng.bounded(9)) {
        case 0:
        case 1:
            next = edit::setEdge(t, a, edit::nextEdgeKind(t.edges[std::size_t(a)]));
            break;
        case 2:
            next = edit::connectEdges(t, a, b);
            break;
        case 3:
            next = edit::separateEdge(t, a);
            break;
        case 4:
            next = edit::extendRealm(t, realm, a);
            break;
        case 5:
            next = edit::addPlanet(t, "P");
            break;
        case 6:
            next = edit::removeRealm(t, realm);
            break;
        case 7:
            next = edit::changeSymbolCount(t, realm, sl::Faction(b), rng.bounded(2) ? 1 : -1);
            break;
        default:
            next = edit::setEdge(t, a, sl::EdgeKind(1 + rng.bounded(3)));
            break;
        }
        if (!next) {
            ++refused;
            continue;
        }
        t = *next;
        set.tiles[0] = t;
        for (const sl::TileSetError& e : sl::validateTileSet(set, "fuzz.json"))
            if (e.code != sl::TileSetErrorCode::BadValue ||
                e.field.find("symbols") == std::string::npos)
                QFAIL(qPrintable(QString::fromStdString(sl::describe(e))));
        if (step % 50 == 0) QVERIFY(!sl::tileSvg(t, step % 4).empty());
    }
    QVERIFY(refused > 1000 && refused < 15000);
}

void TstEditorDocument::routesJoinOnlyTwoEdges()
{
    // Two route stubs (north, south) join into one route of two edges (R-TILE-2: a route runs
    // between two edges); a third route edge cannot join it. Fields join any number.
    sl::TileSet set;
    set.id = "joins";
    sl::TileType t = edit::blankTile(set, "base", {"T", "T"});
    for (const int dir : {0, 1, 2})
        t = edit::setEdge(t, dir, sl::EdgeKind::Route);
    QCOMPARE(t.realms.size(), std::size_t(3));
    const auto joined = edit::connectEdges(t, 0, 2);
    QVERIFY(joined);
    QCOMPARE(joined->realms.size(), std::size_t(2));
    QCOMPARE(int(joined->realms[std::size_t(edit::realmAt(*joined, 0))].edgeMask), 0b0101);
    QVERIFY(!edit::connectEdges(*joined, 0, 1)); // three edges
    sl::TileType f = edit::blankTile(set, "base", {"F", "F"});
    for (const int dir : {0, 1, 2})
        f = edit::setEdge(f, dir, sl::EdgeKind::Asteroid);
    const auto two = edit::connectEdges(f, 0, 1);
    QVERIFY(two);
    const auto three = edit::connectEdges(*two, 0, 2);
    QVERIFY(three);
    QCOMPARE(three->realms.size(), std::size_t(1));
}

void TstEditorDocument::propertyChangesAreStepsOfTheirOwn()
{
    // Changes of the set's fields that are not typing (a role chosen, a box ticked) are one
    // undo step each; typed text merges into one.
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    SetProperties p = doc->properties();
    p.reconstruction = !p.reconstruction;
    doc->undoStack()->push(changeProperties(doc.get(), p, QStringLiteral("Tick")).release());
    p.role = sl::TileSetRole::Expansion;
    doc->undoStack()->push(changeProperties(doc.get(), p, QStringLiteral("Role")).release());
    QCOMPARE(doc->undoStack()->count(), 2);
    p.name.en = "M";
    doc->undoStack()->push(
        changeProperties(doc.get(), p, QStringLiteral("Name"), QStringLiteral("name.en"))
            .release());
    p.name.en = "My";
    doc->undoStack()->push(
        changeProperties(doc.get(), p, QStringLiteral("Name"), QStringLiteral("name.en"))
            .release());
    QCOMPARE(doc->undoStack()->count(), 3);
    doc->undoStack()->undo();
    QCOMPARE(doc->properties().name.en, sl::builtinTileSet("base").name.en);
    QCOMPARE(doc->properties().role, sl::TileSetRole::Expansion);
}

void TstEditorDocument::problemsFollowAMovedTile()
{
    // A problem names its tile by place in the list ("tiles[3]"): moved, the tile's problem
    // names its new place.
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    const int t = idx(doc.get(), "sw31");
    doc->undoStack()->push(renamePlanet(doc.get(), t, 0, "").release()); // a planet needs a name
    QVERIFY(!doc->problems().empty());
    const auto placeOf = [&doc] {
        for (const sl::TileSetError& e : doc->problems())
            if (e.field.rfind("tiles[", 0) == 0) return e.field.substr(0, e.field.find(']') + 1);
        return std::string();
    };
    QCOMPARE(placeOf(), "tiles[" + std::to_string(t) + "]");
    doc->moveTile(t, 0);
    QCOMPARE(placeOf(), std::string("tiles[0]"));
    QCOMPARE(doc->indexOf("sw31"), 0);
}

QTEST_GUILESS_MAIN(TstEditorDocument)
#include "tst_editordocument.moc"
