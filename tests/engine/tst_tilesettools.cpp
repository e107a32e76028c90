// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Tools over tile sets: the stable file layout, the structure-only parse, the known facts of the
// printed sets (resources/tilesets/facts.json), the field-by-field diff and the simulation
// summary behind the balance check.
#include "rules/balance.h"
#include "rules/tilesetdiff.h"
#include "rules/tilesetfacts.h"

#include <QFile>
#include <QTest>

class TstTileSetTools : public QObject
{
    Q_OBJECT
private slots:
    void builtinFilesAreTheSerializerOutput();
    void structureParseKeepsContentProblems();
    void builtinSetsPassTheirFacts();
    void factsFail_data();
    void factsFail();
    void factsFileIsStrict();
    void diffFieldByField();
    void diffOfEqualSetsIsEmpty();
    void simulationSummaryIsDeterministic();
    void simulationCancels();
    void simulatedGameIsTheSummarisedGame();
};

namespace {
const sl::FactSheet& sheet(sl::TileSetRole role)
{
    const sl::FactSheet* s = sl::factSheetFor(sl::builtinFacts(), role);
    if (!s) qFatal("no fact sheet");
    return *s;
}

const sl::FactResult& resultFor(const std::vector<sl::FactResult>& results, const std::string& id)
{
    for (const sl::FactResult& r : results)
        if (r.fact->id == id) return r;
    qFatal("no fact %s", id.c_str());
}
} // namespace

void TstTileSetTools::builtinFilesAreTheSerializerOutput()
{
    // The editor saves an unchanged built-in set byte for byte as it ships, and twice the same.
    for (const char* id : {"base", "exp1"}) {
        QFile f(QStringLiteral(STARLANES_SOURCE_DIR "/resources/tilesets/%1.json")
                    .arg(QLatin1String(id)));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray file = f.readAll();
        const std::string out = sl::serializeTileSet(sl::builtinTileSet(id));
        QCOMPARE(QByteArray::fromStdString(out), file);
        QCOMPARE(sl::serializeTileSet(sl::parseTileSet(out, "again").set), out);
    }
}

void TstTileSetTools::structureParseKeepsContentProblems()
{
    // A well-formed set with a content problem: the structure parse gives the whole set, the
    // full parse refuses it. A structural problem is refused by both.
    sl::TileSet set = sl::builtinTileSet("base");
    set.tiles[0].edges[0] = sl::EdgeKind::Space; // N is asteroid in its realm
    const std::string json = sl::serializeTileSet(set);
    const sl::TileSetLoadResult full = sl::parseTileSet(json, "x.json");
    QVERIFY(!full.ok());
    QCOMPARE(full.errors.front().code, sl::TileSetErrorCode::EdgeMismatch);
    const sl::TileSetLoadResult structure = sl::parseTileSetStructure(json, "x.json");
    QVERIFY(structure.ok());
    QVERIFY(structure.set == set);
    const sl::TileSetLoadResult typo = sl::parseTileSetStructure(
        R"({"format":"starlanes-tileset","version":1,"idd":"x"})", "y.json");
    QVERIFY(!typo.ok());
    QVERIFY(!sl::parseTileSetStructure("{", "z.json").ok());
}

void TstTileSetTools::builtinSetsPassTheirFacts()
{
    const auto base = sl::checkFacts(sl::builtinTileSet("base"), sheet(sl::TileSetRole::Base));
    QCOMPARE(base.size(), std::size_t(9));
    for (const sl::FactResult& r : base)
        QVERIFY2(r.ok, r.fact->id.c_str());
    QCOMPARE(resultFor(base, "base-total").found, 76);
    QCOMPARE(resultFor(base, "base-planets").found, 12);
    const auto exp = sl::checkFacts(sl::builtinTileSet("exp1"), sheet(sl::TileSetRole::Expansion));
    QCOMPARE(exp.size(), std::size_t(7));
    for (const sl::FactResult& r : exp)
        QVERIFY2(r.ok, r.fact->id.c_str());
    for (const sl::FactSheet& s : sl::builtinFacts())
        for (const sl::Fact& f : s.facts)
            QVERIFY(!f.text.en.empty() && !f.text.cs.empty() && !f.source.empty());
}

void TstTileSetTools::factsFail_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("fact");
    QTest::addColumn<int>("found");
    QTest::addColumn<QString>("mismatch");
    QTest::newRow("75 tiles") << "sw04 count 4"
                              << "base-total" << 75 << "";
    QTest::newRow("75 tiles: type count") << "sw04 count 4"
                                          << "base-counts" << -1 << "sw04";
    QTest::newRow("77 tiles") << "sw02 count 4"
                              << "base-total" << 77 << "";
    QTest::newRow("type removed") << "remove sw12"
                                  << "base-types" << 41 << "";
    QTest::newRow("type removed: counts") << "remove sw12"
                                          << "base-counts" << -1 << "sw12";
    QTest::newRow("planet without symbol") << "sw31 no symbol"
                                           << "base-planet-symbols" << -1 << "sw31";
    QTest::newRow("planet removed") << "remove sw33"
                                    << "base-planets" << 11 << "";
    QTest::newRow("planet name twice") << "sw32 named Tatooine"
                                       << "base-planet-names" << -1 << "sw32";
    QTest::newRow("first order in base") << "sw05 first order"
                                         << "base-factions" << -1 << "sw05";
    QTest::newRow("no start tile") << "no start"
                                   << "base-start" << -1 << "";
    QTest::newRow("expansion tag") << "sw02 exp1"
                                   << "base-box" << -1 << "sw02";
    QTest::newRow("exp: 17 tiles") << "remove x09"
                                   << "exp1-total" << 17 << "";
    QTest::newRow("exp: planet ending routes") << "remove x01"
                                               << "exp1-planet-routes" << 0 << "";
    QTest::newRow("exp: field ending routes") << "x02 route crosses"
                                              << "exp1-field-routes" << 0 << "";
    QTest::newRow("exp: four fields joined") << "x03 joined"
                                             << "exp1-four-fields" << 0 << "";
    QTest::newRow("exp: no first order") << "exp no first order"
                                         << "exp1-first-order" << -1 << "";
}

void TstTileSetTools::factsFail()
{
    QFETCH(QString, edit);
    QFETCH(QString, fact);
    QFETCH(int, found);
    QFETCH(QString, mismatch);
    const bool exp = fact.startsWith(QLatin1String("exp1"));
    sl::TileSet set = sl::builtinTileSet(exp ? "exp1" : "base");
    auto tile = [&](const char* id) -> sl::TileType& {
        for (sl::TileType& t : set.tiles)
            if (t.id == id) return t;
        qFatal("no tile %s", id);
    };
    auto remove = [&](const char* id) {
        std::erase_if(set.tiles, [&](const sl::TileType& t) { return t.id == id; });
    };
    const std::string e = edit.toStdString();
    if (e == "sw04 count 4")
        tile("sw04").count = 4;
    else if (e == "sw02 count 4")
        tile("sw02").count = 4;
    else if (e == "remove sw12")
        remove("sw12");
    else if (e == "sw31 no symbol")
        tile("sw31").realms[0].symbols.clear();
    else if (e == "remove sw33")
        remove("sw33");
    else if (e == "sw32 named Tatooine")
        tile("sw32").realms[0].planetName = tile("sw31").realms[0].planetName;
    else if (e == "sw05 first order")
        tile("sw05").realms[0].symbols = {sl::Faction::FirstOrder};
    else if (e == "no start")
        set.startTile.clear();
    else if (e == "sw02 exp1")
        tile("sw02").expansion = "exp1";
    else if (e == "remove x09")
        remove("x09");
    else if (e == "remove x01")
        remove("x01");
    else if (e == "x02 route crosses") {
        sl::TileType& t = tile("x02");
        t.realms.erase(t.realms.begin() + 2);
        t.realms[1].edgeMask = 0b1010;
    } else if (e == "x03 joined") {
        sl::TileType& t = tile("x03");
        t.realms.resize(1);
        t.realms[0].edgeMask = 0xf;
    } else if (e == "exp no first order") {
        for (sl::TileType& t : set.tiles)
            for (sl::RealmDef& r : t.realms)
                std::erase(r.symbols, sl::Faction::FirstOrder);
    } else {
        QFAIL("unknown edit");
    }
    const auto results = sl::checkFacts(set, sheet(set.role));
    const sl::FactResult& r = resultFor(results, fact.toStdString());
    QVERIFY(!r.ok);
    if (found >= 0) QCOMPARE(r.found, found);
    if (!mismatch.isEmpty()) {
        QVERIFY(!r.mismatches.empty());
        QCOMPARE(QString::fromStdString(r.mismatches.front().tileId), mismatch);
    }
    // Only the facts the edit touches fail.
    int failing = 0;
    for (const sl::FactResult& x : results)
        failing += !x.ok;
    QVERIFY(failing <= 4); // removing a planet breaks four: total, types, counts, planets
}

void TstTileSetTools::factsFileIsStrict()
{
    std::string error;
    QVERIFY(sl::parseFacts("{", &error).empty());
    QVERIFY(!error.empty());
    error.clear();
    QVERIFY(
        sl::parseFacts(
            R"({"format":"starlanes-facts","version":1,"sets":[{"role":"base","title":{"en":"a","cs":"b"},
        "facts":[{"id":"x","check":"countEverything","text":{"en":"a","cs":"b"}}]}]})",
            &error)
            .empty());
    QVERIFY(error.find("countEverything") != std::string::npos);
}

void TstTileSetTools::diffFieldByField()
{
    const sl::TileSet& base = sl::builtinTileSet("base");
    sl::TileSet edited = base;
    edited.name.cs = "Moje sada";
    edited.tiles[0].count = 3;                                 // sw01
    edited.tiles[0].realms[1].symbols = {sl::Faction::Empire}; // its route
    edited.tiles[2].edges[2] = sl::EdgeKind::Space;            // sw03: S
    edited.tiles[2].realms.pop_back();
    sl::TileType extra = base.tiles[1];
    extra.id = "new1";
    edited.tiles.push_back(extra);
    edited.tiles.erase(edited.tiles.begin() + 5); // sw06
    const sl::TileSetDiff d = sl::diffTileSets(base, edited);
    QCOMPARE(d.set.size(), std::size_t(1));
    QCOMPARE(d.set[0].field, std::string("name.cs"));
    QCOMPARE(d.added, std::vector<std::string>{"new1"});
    QCOMPARE(d.removed, std::vector<std::string>{"sw06"});
    QCOMPARE(d.changed.size(), std::size_t(2));
    QCOMPARE(d.changed[0].tileId, std::string("sw01"));
    QCOMPARE(d.changed[0].fields.size(), std::size_t(2));
    QCOMPARE(d.changed[0].fields[0].field, std::string("count"));
    QCOMPARE(d.changed[0].fields[0].before, std::string("4"));
    QCOMPARE(d.changed[0].fields[0].after, std::string("3"));
    QCOMPARE(d.changed[0].fields[1].field, std::string("realms[1].symbols"));
    QCOMPARE(d.changed[0].fields[1].after, std::string("empire"));
    QCOMPARE(d.changed[1].tileId, std::string("sw03"));
    QCOMPARE(d.changed[1].fields[0].field, std::string("edges.S"));
    QCOMPARE(d.changed[1].fields[0].before, std::string("asteroid"));
    QCOMPARE(d.changed[1].fields[1].field, std::string("realms[1]"));
    QCOMPARE(d.changed[1].fields[1].before, std::string("asteroid S"));
    QVERIFY(d.changed[1].fields[1].after.empty());
}

void TstTileSetTools::diffOfEqualSetsIsEmpty()
{
    QVERIFY(sl::diffTileSets(sl::builtinTileSet("exp1"), sl::builtinTileSet("exp1")).empty());
    sl::TileSet moved = sl::builtinTileSet("exp1");
    std::swap(moved.tiles[0], moved.tiles[5]);
    QVERIFY(sl::diffTileSets(sl::builtinTileSet("exp1"), moved).empty());
}

void TstTileSetTools::simulationSummaryIsDeterministic()
{
    const sl::GameSetup setup = sl::makeSetup({3, true, false}, 0);
    const sl::SimulationSummary a = sl::simulateGames(setup, 60, 11);
    const sl::SimulationSummary b = sl::simulateGames(setup, 60, 11);
    QCOMPARE(a.games, 60);
    QCOMPARE(a.sides, 3);
    QCOMPARE(a.meanScore, b.meanScore);
    QCOMPARE(a.meanPointsBySource, b.meanPointsBySource);
    QCOMPARE(a.meanBattles, b.meanBattles);
    // Points by source add up to the mean score of a side.
    double bySource = 0, score = 0;
    for (double p : a.meanPointsBySource)
        bySource += p;
    for (double s : a.meanScore)
        score += s / 3;
    QVERIFY(std::abs(bySource - score) < 1e-9);
    double wins = 0;
    for (double w : a.winShare)
        wins += w;
    QVERIFY(std::abs(wins - 1.0) < 1e-9);
    // Every tile is placed or discarded: 93 turns after the start tile, as counted.
    QVERIFY(std::abs(a.meanTurns + a.meanDiscards - 93.0) < 1e-9);
    QVERIFY(a.meanBattles > 0 && a.meanMeeplesPlaced > 5);
    QVERIFY(sl::simulateGames(setup, 60, 12).meanScore != a.meanScore);
}

void TstTileSetTools::simulationCancels()
{
    std::atomic<bool> cancel = false;
    long long seen = 0;
    sl::SimulationControl control;
    control.progressEvery = 10;
    control.cancel = &cancel;
    control.progress = [&](long long done) {
        seen = done;
        if (done >= 30) cancel = true;
    };
    const sl::SimulationSummary s = sl::simulateGames(sl::makeSetup({}, 0), 1000, 3, control);
    QVERIFY(s.cancelled);
    QCOMPARE(s.games, 30);
    QCOMPARE(seen, 30);
}

void TstTileSetTools::simulatedGameIsTheSummarisedGame()
{
    const sl::GameSetup setup = sl::makeSetup({2, false, false}, 0);
    double sum = 0;
    for (long long g = 0; g < 5; ++g)
        sum += sl::simulatedGame(setup, 99, g).score(0);
    QCOMPARE(sl::simulateGames(setup, 5, 99).meanScore[0], sum / 5);
}

QTEST_APPLESS_MAIN(TstTileSetTools)
#include "tst_tilesettools.moc"
