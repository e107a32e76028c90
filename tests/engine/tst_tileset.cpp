// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Tile sets: the built-in reconstructions honour RULES.md §9; the loader reports every problem
// with file, tile and field.
#include "rules/catalog.h"
#include "rules/tileset.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

class TstTileSet : public QObject
{
    Q_OBJECT
private slots:
    void baseSetFacts();
    void expansionFacts();
    void roundTrip();
    void contentHash();
    void symmetricRotations();
    void loaderErrors_data();
    void loaderErrors();
    void missingFile();
    void problemsInWords_data();
    void problemsInWords();
    void fileProblemsSayWhy();
    void documentedExample();
};

namespace {
int symbolCount(const sl::TileSet& set, sl::Faction f)
{
    int n = 0;
    for (const sl::TileType& t : set.tiles)
        for (const sl::RealmDef& r : t.realms)
            for (sl::Faction s : r.symbols)
                n += s == f ? t.count : 0;
    return n;
}
} // namespace

void TstTileSet::baseSetFacts()
{
    // RULES.md §9: 42 types with the wiki's counts, 76 tiles, 12 single planets with unique
    // names and one symbol each, symbols spread evenly over the three base factions.
    const sl::TileSet& base = sl::builtinTileSet("base");
    QVERIFY(base.reconstruction);
    QVERIFY(!base.note.en.empty() && !base.note.cs.empty());
    QCOMPARE(base.tiles.size(), std::size_t(42));
    const std::vector<int> counts{4, 3, 3, 5, 1, 1, 1, 1, 2, 1, 1, 1, 1, 3, 5, 1, 1, 2, 3, 2, 2,
                                  4, 1, 2, 2, 2, 2, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    for (std::size_t i = 0; i < counts.size(); ++i)
        QCOMPARE(base.tiles[i].count, counts[i]);
    QCOMPARE(base.totalTiles(), 76);
    QCOMPARE(base.startTile, std::string("sw01"));
    std::set<std::string> names;
    int planets = 0;
    int twoFields = 0;
    int routeEnds = 0;
    for (const sl::TileType& t : base.tiles) {
        int fields = 0;
        for (const sl::RealmDef& r : t.realms) {
            fields += r.kind == sl::RealmKind::Asteroid;
            routeEnds += r.kind == sl::RealmKind::Route && __builtin_popcount(r.edgeMask) == 1;
            if (r.kind != sl::RealmKind::Planet) continue;
            ++planets;
            QCOMPARE(t.count, 1);
            QCOMPARE(r.symbols.size(), std::size_t(1));
            QVERIFY(names.insert(r.planetName).second);
        }
        twoFields += fields >= 2;
        QCOMPARE(t.expansion, std::string("base"));
    }
    QCOMPARE(planets, 12);
    QVERIFY(names.count("Tatooine") && names.count("Jakku"));
    QVERIFY(twoFields > 0);
    QVERIFY(routeEnds > 0);
    QCOMPARE(symbolCount(base, sl::Faction::Rebel), 10);
    QCOMPARE(symbolCount(base, sl::Faction::Empire), 10);
    QCOMPARE(symbolCount(base, sl::Faction::BountyHunters), 9);
    QCOMPARE(symbolCount(base, sl::Faction::FirstOrder), 0);
}

void TstTileSet::expansionFacts()
{
    // RULES.md §9: 18 tiles, First Order frequent, and the three described tiles.
    const sl::TileSet& exp = sl::builtinTileSet("exp1");
    QVERIFY(exp.reconstruction);
    QCOMPARE(exp.role, sl::TileSetRole::Expansion);
    QCOMPARE(exp.totalTiles(), 18);
    QVERIFY(exp.startTile.empty());
    QVERIFY(symbolCount(exp, sl::Faction::FirstOrder) >= 7);
    bool planetEndsTwo = false, fieldEndsTwo = false, fourFields = false;
    for (const sl::TileType& t : exp.tiles) {
        QCOMPARE(t.expansion, std::string("exp1"));
        int ends = 0, fields = 0, planet = 0;
        for (const sl::RealmDef& r : t.realms) {
            ends += r.kind == sl::RealmKind::Route && __builtin_popcount(r.edgeMask) == 1;
            fields += r.kind == sl::RealmKind::Asteroid;
            planet += r.kind == sl::RealmKind::Planet;
        }
        planetEndsTwo = planetEndsTwo || (planet == 1 && ends == 2 && t.realms.size() == 3);
        fieldEndsTwo = fieldEndsTwo || (planet == 0 && fields == 1 && ends == 2);
        fourFields = fourFields || fields == 4;
    }
    QVERIFY(planetEndsTwo);
    QVERIFY(fieldEndsTwo);
    QVERIFY(fourFields);
    // Together with the base set the catalog has 94 tiles and the expansion rules.
    auto cat = sl::TileCatalog::build({sl::builtinTileSet("base"), exp});
    QVERIFY(cat);
    QCOMPARE(cat->totalTiles(), 94);
    QVERIFY(cat->hasExpansion());
}

void TstTileSet::roundTrip()
{
    for (const std::string& id : sl::builtinTileSetIds()) {
        const sl::TileSet& set = sl::builtinTileSet(id);
        const std::string json = sl::serializeTileSet(set);
        const sl::TileSetLoadResult r = sl::parseTileSet(json, "roundtrip.json");
        QVERIFY(r.ok());
        QVERIFY(r.set == set);
    }
}

void TstTileSet::contentHash()
{
    sl::TileSet a = sl::builtinTileSet("base");
    const std::string h = sl::contentHash(a);
    QVERIFY(h.rfind("sha256:", 0) == 0);
    QCOMPARE(h.size(), std::size_t(7 + 64));
    QCOMPARE(sl::contentHash(a), h);
    a.tiles[3].count += 1;
    QVERIFY(sl::contentHash(a) != h);
}

void TstTileSet::symmetricRotations()
{
    auto cat = sl::TileCatalog::build({sl::builtinTileSet("base")});
    QVERIFY(cat);
    auto distinct = [&](const char* id) {
        return __builtin_popcount(cat->type(cat->find(id)).distinctRotations);
    };
    QCOMPARE(distinct("sw31"), 1); // planet, all space
    QCOMPARE(distinct("sw12"), 1); // four-way junction
    QCOMPARE(distinct("sw13"), 1); // one field on all edges
    QCOMPARE(distinct("sw04"), 2); // straight route
    QCOMPARE(distinct("sw05"), 2); // straight route with a symbol
    QCOMPARE(distinct("sw03"), 2); // two separate caps
    QCOMPARE(distinct("sw16"), 2); // tube
    QCOMPARE(distinct("sw15"), 4); // curve
    QCOMPARE(distinct("sw01"), 4);
}

void TstTileSet::loaderErrors_data()
{
    QTest::addColumn<QString>("edit"); // placeholder replaced in a valid document
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("tile");
    QTest::addColumn<QString>("field");
    using C = sl::TileSetErrorCode;
    QTest::newRow("syntax") << "{" << int(C::Syntax) << ""
                            << "";
    QTest::newRow("not an object") << "[1,2]" << int(C::WrongType) << ""
                                   << "(document)";
    QTest::newRow("wrong format name")
        << R"({"format":"x","version":1})" << int(C::WrongFormat) << ""
        << "format";
    QTest::newRow("newer version") << "VERSION:2" << int(C::NewerVersion) << ""
                                   << "version";
    QTest::newRow("version zero") << "VERSION:0" << int(C::BadVersion) << ""
                                  << "version";
    QTest::newRow("unknown top field") << R"(TOP:"colour":"red")" << int(C::UnknownField) << ""
                                       << "colour";
    QTest::newRow("negative count") << R"(COUNT:-1)" << int(C::BadValue) << "t1"
                                    << "tiles[0].count";
    QTest::newRow("zero count") << R"(COUNT:0)" << int(C::BadValue) << "t1"
                                << "tiles[0].count";
    QTest::newRow("count as text") << R"(COUNT:"3")" << int(C::WrongType) << "t1"
                                   << "tiles[0].count";
    QTest::newRow("huge count") << R"(COUNT:1000)" << int(C::TooManyTiles) << "t1"
                                << "tiles[0].count";
    QTest::newRow("bad edge kind") << R"(EDGEN:"lava")" << int(C::BadValue) << "t1"
                                   << "tiles[0].edges.N";
    QTest::newRow("edge unclaimed") << R"(EDGEE:"space")" << int(C::EdgeMismatch) << "t1"
                                    << "tiles[0].realms[1].edges";
    QTest::newRow("route edge without realm") << "NOROUTE" << int(C::EdgeUnclaimed) << "t1"
                                              << "tiles[0].edges.E";
    QTest::newRow("realm edge mismatch")
        << R"(REALM:{"kind":"route","edges":["S"]})" << int(C::EdgeMismatch) << "t1"
        << "tiles[0].realms[2].edges";
    QTest::newRow("edge claimed twice")
        << R"(REALM:{"kind":"route","edges":["E"]})" << int(C::EdgeClaimedTwice) << "t1"
        << "tiles[0].edges.E";
    QTest::newRow("unknown symbol")
        << R"(REALM:{"kind":"planet","name":"X","symbols":["sith"]})" << int(C::BadValue) << "t1"
        << "tiles[0].realms[2].symbols[0]";
    QTest::newRow("two planets")
        << R"(REALM:{"kind":"planet","name":"X"},{"kind":"planet","name":"Y"})"
        << int(C::TwoPlanets) << "t1"
        << "tiles[0].realms";
    QTest::newRow("planet without name")
        << R"(REALM:{"kind":"planet"})" << int(C::MissingField) << "t1"
        << "tiles[0].realms[2].name";
    QTest::newRow("unknown realm kind")
        << R"(REALM:{"kind":"nebula","edges":["S"]})" << int(C::BadValue) << "t1"
        << "tiles[0].realms[2].kind";
    QTest::newRow("duplicate id") << "DUPLICATE" << int(C::DuplicateId) << "t1"
                                  << "tiles[1].id";
    QTest::newRow("unknown start tile") << R"(START:"nope")" << int(C::StartTile) << ""
                                        << "startTile";
    QTest::newRow("missing tiles") << "NOTILES" << int(C::MissingField) << ""
                                   << "tiles";
    QTest::newRow("typo in tile field") << R"(TILEFIELD:"cuont":3)" << int(C::UnknownField) << "t1"
                                        << "tiles[0].cuont";
    QTest::newRow("bad expansion tag") << R"(EXP:"exp9")" << int(C::BadValue) << "t1"
                                       << "tiles[0].expansion";
    // A text needs both languages, each non-empty (resources/tilesets/FORMAT.md).
    QTest::newRow("name without Czech") << R"(NAME:{"en":"T"})" << int(C::MissingField) << "t1"
                                        << "tiles[0].name.cs";
    QTest::newRow("name without English") << R"(NAME:{"cs":"T"})" << int(C::MissingField) << "t1"
                                          << "tiles[0].name.en";
    QTest::newRow("name with empty Czech")
        << R"(NAME:{"en":"T","cs":""})" << int(C::BadValue) << "t1"
        << "tiles[0].name";
}

void TstTileSet::loaderErrors()
{
    QFETCH(QString, edit);
    QFETCH(int, code);
    QFETCH(QString, tile);
    QFETCH(QString, field);
    // A valid one-tile set; each row breaks one thing.
    std::string version = "1", top, count = "2", edgeN = R"("asteroid")", edgeE = R"("route")",
                realm, routeRealm = R"({"kind":"route","edges":["E","W"]})", start = R"("t1")",
                extraTile, tileField, exp = R"("base")", name = R"({"en":"T","cs":"T"})";
    bool tiles = true;
    const std::string e = edit.toStdString();
    auto after = [&](const char* key) { return e.substr(std::string(key).size()); };
    if (e.rfind("VERSION:", 0) == 0)
        version = after("VERSION:");
    else if (e.rfind("TOP:", 0) == 0)
        top = "," + after("TOP:");
    else if (e.rfind("COUNT:", 0) == 0)
        count = after("COUNT:");
    else if (e.rfind("EDGEN:", 0) == 0)
        edgeN = after("EDGEN:");
    else if (e.rfind("EDGEE:", 0) == 0)
        edgeE = after("EDGEE:");
    else if (e == "NOROUTE")
        routeRealm = R"({"kind":"route","edges":["W"]})";
    else if (e.rfind("REALM:", 0) == 0)
        realm = "," + after("REALM:");
    else if (e.rfind("START:", 0) == 0)
        start = after("START:");
    else if (e.rfind("TILEFIELD:", 0) == 0)
        tileField = "," + after("TILEFIELD:");
    else if (e.rfind("EXP:", 0) == 0)
        exp = after("EXP:");
    else if (e.rfind("NAME:", 0) == 0)
        name = after("NAME:");
    else if (e == "DUPLICATE")
        extraTile = "TILE";
    else if (e == "NOTILES")
        tiles = false;
    const std::string tileJson =
        R"({"id":"t1","count":)" + count + R"(,"expansion":)" + exp + R"(,"name":)" + name +
        R"(,"edges":{"N":)" + edgeN + R"(,"E":)" + edgeE +
        R"(,"S":"space","W":"route"},"realms":[{"kind":"asteroid","edges":["N"]},)" + routeRealm +
        realm + "]" + tileField + "}";
    std::string doc;
    if (e == "{" || e.rfind('[', 0) == 0 || e.rfind("{\"format\":\"x\"", 0) == 0) {
        doc = e;
    } else {
        doc = R"({"format":"starlanes-tileset","version":)" + version +
              R"(,"id":"test","role":"base","name":{"en":"Test","cs":"Test"},)"
              R"("reconstruction":false,"startTile":)" +
              start + top;
        if (tiles)
            doc += R"(,"tiles":[)" + tileJson + (extraTile.empty() ? "" : "," + tileJson) + "]";
        doc += "}";
    }
    const sl::TileSetLoadResult r = sl::parseTileSet(doc, "broken.json");
    QVERIFY2(!r.ok(), doc.c_str());
    bool found = false;
    for (const sl::TileSetError& err : r.errors) {
        QCOMPARE(err.file, std::string("broken.json"));
        if (int(err.code) == code && err.tileId == tile.toStdString() &&
            err.field == field.toStdString())
            found = true;
    }
    if (!found)
        for (const sl::TileSetError& err : r.errors)
            qWarning("%s", sl::describe(err).c_str());
    QVERIFY(found);
    // The English description names the file, the tile and the field.
    const std::string text = sl::describe(r.errors.front());
    QVERIFY(text.find("broken.json") == 0);
}

void TstTileSet::missingFile()
{
    const sl::TileSetLoadResult r = sl::loadTileSetFile("/nonexistent/dir/set.json");
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.front().code, sl::TileSetErrorCode::Io);
}

namespace {
/** A valid one-tile base set with `count` as its tile's count, written as given. */
QByteArray oneTileSet(const QByteArray& count)
{
    return R"({"format":"starlanes-tileset","version":1,"id":"test","role":"base",)"
           R"("name":{"en":"Test","cs":"Test"},"reconstruction":false,"startTile":"t1","tiles":[)"
           R"({"id":"t1","count":)" +
           count +
           R"(,"expansion":"base","name":{"en":"T","cs":"T"},)"
           R"("edges":{"N":"space","E":"space","S":"space","W":"space"},"realms":[]}]})";
}
} // namespace

void TstTileSet::problemsInWords_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("expected");
    // Values are quoted as they stand in the file (they were once clamped: -3 showed as -1).
    QTest::newRow("count -3")
        << oneTileSet("-3")
        << QString::fromUtf8(
               R"(broken.json: tile t1: tiles[0].count: invalid value "-3": a tile type needs a count of at least 1)");
    QTest::newRow("count 0")
        << oneTileSet("0")
        << QString::fromUtf8(
               R"(broken.json: tile t1: tiles[0].count: invalid value "0": a tile type needs a count of at least 1)");
    QTest::newRow("count 100000")
        << oneTileSet("100000")
        << QString::fromUtf8(
               R"(broken.json: tile t1: tiles[0].count: too many tiles "100000": at most 50 of one tile type)");
    QTest::newRow("count 2^31")
        << oneTileSet("2147483648")
        << QString::fromUtf8(
               R"(broken.json: tile t1: tiles[0].count: too many tiles "2147483648": at most 50 of one tile type)");
    QTest::newRow("count -2^40")
        << oneTileSet("-1099511627776")
        << QString::fromUtf8(
               R"(broken.json: tile t1: tiles[0].count: invalid value "-1099511627776": a tile type needs a count of at least 1)");
    // Syntax: what and where, never the parser's words or raw bytes.
    QTest::newRow("ends early") << QByteArray("{\"format\": \"starlanes-tileset\",\n  \"tiles\": [")
                                << QString::fromUtf8(
                                       "broken.json: not valid JSON: the text ends in the middle "
                                       "of a value at line 2, column 13");
    QTest::newRow("stray comma")
        << QByteArray("{\n  \"a\": 1,\n  \"b\": [1, 2,]\n}")
        << QString::fromUtf8(
               "broken.json: not valid JSON: unexpected character at line 3, column 14");
    QTest::newRow("columns count characters")
        << QByteArray("{\"name\": \"Příliš žluťoučký\" x}")
        << QString::fromUtf8(
               "broken.json: not valid JSON: unexpected character at line 1, column 29");
    QTest::newRow("not UTF-8")
        << QByteArray("{\"id\": \"\xff\xfe\"}")
        << QString::fromUtf8(
               "broken.json: not valid JSON: the text is not UTF-8 at line 1, column 9");
    QTest::newRow("empty") << QByteArray("  \n")
                           << QStringLiteral("broken.json: not valid JSON: the file is empty");
    QTest::newRow("binary")
        << QByteArray("\x89PNG\r\n\x1a\n", 8)
        << QString::fromUtf8(
               "broken.json: not valid JSON: unexpected character at line 1, column 1");
}

/** The English text of a problem, as the CLI prints it: the value from the file quoted, the
 *  reason in words, the line and column of a syntax error; no parser jargon. */
void TstTileSet::problemsInWords()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, expected);
    const sl::TileSetLoadResult r = sl::parseTileSet(
        std::string_view(document.constData(), std::size_t(document.size())), "broken.json");
    QVERIFY(!r.ok());
    const QString text = QString::fromStdString(sl::describe(r.errors.front()));
    QCOMPARE(text, expected);
    QVERIFY(!text.contains(QLatin1String("exception")) &&
            !text.contains(QLatin1String("last read")));
}

/** Every reason a file cannot be read is told apart: missing, a folder, unreadable, too large. */
void TstTileSet::fileProblemsSayWhy()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto first = [](const QString& path) {
        const sl::TileSetLoadResult r = sl::loadTileSetFile(path.toStdString());
        return r.ok() ? std::string() : sl::describe(r.errors.front());
    };
    const QString missing = dir.filePath(QStringLiteral("missing.json"));
    QCOMPARE(QString::fromStdString(first(missing)),
             missing + QStringLiteral(": cannot read the file: no such file"));
    QCOMPARE(QString::fromStdString(first(dir.path())),
             dir.path() + QStringLiteral(": cannot read the file: it is a folder, not a file"));
    // One byte over the limit (4 MiB) is refused before it is parsed, by every reader.
    const QString big = dir.filePath(QStringLiteral("big.json"));
    QFile f(big);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(sl::kMaxTileSetFileBytes + 1));
    f.close();
    QCOMPARE(QString::fromStdString(first(big)),
             big + QStringLiteral(": cannot read the file: the file is too large for a tile set "
                                  "(4194305 bytes; at most 4194304)"));
    // Not readable (root reads every file, so only checked for other users).
    const QString locked = dir.filePath(QStringLiteral("locked.json"));
    QVERIFY(
        QFile::copy(QStringLiteral(STARLANES_SOURCE_DIR "/resources/tilesets/base.json"), locked));
    QVERIFY(QFile::setPermissions(locked, QFileDevice::WriteOwner));
    QFile probe(locked);
    if (!probe.open(QIODevice::ReadOnly))
        QCOMPARE(QString::fromStdString(first(locked)),
                 locked + QStringLiteral(": cannot read the file: permission denied"));
    // And a good file reads.
    QVERIFY(first(QStringLiteral(STARLANES_SOURCE_DIR "/resources/tilesets/base.json")).empty());
}

void TstTileSet::documentedExample()
{
    // The example in FORMAT.md is a valid set; the documentation cannot drift from the loader.
    QFile f(QStringLiteral(STARLANES_SOURCE_DIR "/resources/tilesets/FORMAT.md"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(f.readAll());
    const qsizetype start = doc.indexOf(QStringLiteral("```json\n"));
    QVERIFY(start >= 0);
    const qsizetype end = doc.indexOf(QStringLiteral("```"), start + 7);
    const std::string json = doc.mid(start + 8, end - start - 8).toStdString();
    const sl::TileSetLoadResult r = sl::parseTileSet(json, "FORMAT.md");
    QVERIFY2(r.ok(), r.ok() ? "" : sl::describe(r.errors.front()).c_str());
    QCOMPARE(r.set.totalTiles(), 3);
    QVERIFY(sl::TileCatalog::build({r.set}) != nullptr);
}

QTEST_APPLESS_MAIN(TstTileSet)
#include "tst_tileset.moc"
