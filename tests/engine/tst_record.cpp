// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Game records: JSON export/import, replay to any event, and strict validation of bad input.
#include "rules/simulate.h"
#include "rules/statistics.h"

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

Q_DECLARE_METATYPE(std::vector<int>)

class TstRecord : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip();
    void seededOnlyWhenChosen();
    void referenceInsteadOfContent();
    void computerSeatLevels();
    void replayPrefixes();
    void matchResume();
    void tileSetCountAtItsLimit();
    void namesReadBackAndNothingElse();
    void turnsSummarisedInOrder();
    void badRecords_data();
    void badRecords();
    void scenarioFiles_data();
    void scenarioFiles();
};

namespace {
sl::GameRecord sampleRecord(bool expansion = true)
{
    return sl::randomRecord(sl::makeSetup({3, expansion, false}, 99));
}
} // namespace

void TstRecord::roundTrip()
{
    const sl::GameRecord rec = sampleRecord();
    QVERIFY(rec.events.size() > 200);
    const std::string json = sl::recordToJson(rec, {true, 2});
    const sl::RecordLoadResult r = sl::parseRecord(json);
    QVERIFY2(r.record.has_value(), r.error ? sl::describe(*r.error).c_str() : "");
    QVERIFY(*r.record == rec);
}

// A game whose seed the players did not choose says so ("seeded": false); a record without
// the key is seeded (every record written before the key existed was).
void TstRecord::seededOnlyWhenChosen()
{
    sl::GameRecord rec = sampleRecord(false);
    QVERIFY(rec.setup.seeded);
    QVERIFY(!nlohmann::json::parse(sl::recordToJson(rec))["setup"].contains("seeded"));
    rec.setup.seeded = false;
    const auto doc = nlohmann::json::parse(sl::recordToJson(rec));
    QVERIFY(doc["setup"]["seeded"] == false);
    const sl::RecordLoadResult r = sl::parseRecord(doc.dump());
    QVERIFY(r.record.has_value());
    QVERIFY(!r.record->setup.seeded);
    QVERIFY(*r.record == rec);
    auto seededDoc = doc;
    seededDoc["setup"]["seeded"] = true;
    const sl::RecordLoadResult back = sl::parseRecord(seededDoc.dump());
    QVERIFY(back.record.has_value());
    QVERIFY(back.record->setup.seeded);
}

void TstRecord::referenceInsteadOfContent()
{
    // Built-in sets may travel as id + content hash; an edited set always travels with content.
    sl::GameRecord rec = sampleRecord(false);
    const std::string small = sl::recordToJson(rec, {false, -1});
    QVERIFY(small.find("\"content\"") == std::string::npos);
    QVERIFY(sl::parseRecord(small).record.has_value());
    rec.setup.tileSets[0].tiles[0].name.en = "Edited";
    const std::string edited = sl::recordToJson(rec, {false, -1});
    QVERIFY(edited.find("\"content\"") != std::string::npos);
    const auto back = sl::parseRecord(edited);
    QVERIFY(back.record.has_value());
    QCOMPARE(back.record->setup.tileSets[0].tiles[0].name.en, std::string("Edited"));
}

void TstRecord::computerSeatLevels()
{
    // A computer seat keeps its level; a human seat has none (RECORD-FORMAT.md).
    sl::GameRecord rec = sampleRecord(false);
    rec.setup.players[0].kind = sl::SeatKind::Human;
    rec.setup.players[1].level = sl::SeatLevel::Hard;
    rec.setup.players[2].level = sl::SeatLevel::Easy;
    const nlohmann::json doc = nlohmann::json::parse(sl::recordToJson(rec));
    const auto& players = doc["setup"]["players"];
    QVERIFY(!players[0].contains("level"));
    QCOMPARE(players[1]["level"].get<std::string>(), std::string("hard"));
    QCOMPARE(players[2]["level"].get<std::string>(), std::string("easy"));
    const auto back = sl::parseRecord(doc.dump());
    QVERIFY(back.record.has_value());
    QVERIFY(*back.record == rec);
    QVERIFY(back.record->setup.players[1].level == sl::SeatLevel::Hard);
    QVERIFY(back.record->setup.players[2].level == sl::SeatLevel::Easy);
    // A level that is not one, or on a human seat, is refused with the field named.
    for (const auto& [seat, level] : {std::pair{1, "grandmaster"}, std::pair{0, "hard"}}) {
        nlohmann::json bad = doc;
        bad["setup"]["players"][seat]["level"] = level;
        const auto r = sl::parseRecord(bad.dump());
        QVERIFY(!r.record.has_value());
        QVERIFY(r.error->code == sl::RecordErrorCode::BadValue);
        QCOMPARE(r.error->field, "setup.players[" + std::to_string(seat) + "].level");
    }
    // Expert (issue 19) is a level too.
    nlohmann::json expert = doc;
    expert["setup"]["players"][1]["level"] = "expert";
    QVERIFY(sl::parseRecord(expert.dump()).record->setup.players[1].level == sl::SeatLevel::Expert);
    // Without a level, a computer seat is Normal.
    nlohmann::json old = doc;
    old["setup"]["players"][1].erase("level");
    QVERIFY(sl::parseRecord(old.dump()).record->setup.players[1].level == sl::SeatLevel::Normal);
}

void TstRecord::replayPrefixes()
{
    // replay(record, n) equals applying the first n events one by one.
    const sl::GameRecord rec = sampleRecord();
    auto catalog = sl::buildCatalog(rec.setup);
    sl::GameState s(catalog, rec.setup.config());
    for (std::size_t n = 0; n <= rec.events.size(); n += 37) {
        const sl::ReplayResult r = sl::replay(rec, n);
        QVERIFY(!r.error);
        QCOMPARE(r.applied, n);
    }
    for (std::size_t i = 0; i < rec.events.size(); ++i) {
        QCOMPARE(s.apply(rec.events[i]), sl::ApplyError::None);
        if (i % 53 == 0) {
            const sl::ReplayResult r = sl::replay(rec, i + 1);
            QCOMPARE(r.state->tiles().size(), s.tiles().size());
            QCOMPARE(r.state->phase(), s.phase());
            for (int side = 0; side < s.sideCount(); ++side)
                QCOMPARE(r.state->score(side), s.score(side));
        }
    }
    QCOMPARE(s.phase(), sl::Phase::GameOver);
}

void TstRecord::matchResume()
{
    // A game interrupted after any event continues from the stored events.
    const sl::GameRecord full = sampleRecord(false);
    sl::GameRecord part = full;
    part.events.resize(full.events.size() / 2);
    auto match = sl::Match::start(part);
    QVERIFY(match.has_value());
    QCOMPARE(match->record().events.size(), part.events.size());
    sl::RandomChance chance(sl::resumeSeed(part.setup.seed, part.events.size()));
    sl::Rng rng(5);
    sl::RandomPlayer player;
    std::size_t reported = 0;
    match->onEvent = [&](const sl::Event&, std::size_t index) { reported = index + 1; };
    while (match->state().phase() != sl::Phase::GameOver) {
        match->settle(chance);
        if (match->state().phase() != sl::Phase::GameOver)
            QCOMPARE(match->play(player.choose(match->state(), rng)), sl::ApplyError::None);
    }
    QCOMPARE(reported, match->record().events.size());
    QVERIFY(!sl::replay(match->record()).error);
}

void TstRecord::tileSetCountAtItsLimit()
{
    // One base set and at most three more (engine/RECORD-FORMAT.md): four sets may be
    // refused for what they are, five for their number, at the field that lists them.
    const sl::GameRecord rec = sampleRecord(true);
    nlohmann::json doc = nlohmann::json::parse(sl::recordToJson(rec));
    nlohmann::json& sets = doc["setup"]["tileSets"];
    QCOMPARE(sets.size(), std::size_t(2));
    const nlohmann::json extra = sets[1];
    for (std::size_t n = 3; n <= 6; ++n) {
        sets.push_back(extra);
        QCOMPARE(sets.size(), n);
        const sl::RecordLoadResult r = sl::parseRecord(doc.dump());
        QVERIFY(r.error.has_value());
        const bool tooMany = r.error->reason == sl::RecordReason::TileSetCount;
        QVERIFY2(tooMany == (n > 4), sl::describe(*r.error).c_str());
        if (tooMany)
            QCOMPARE(QString::fromStdString(r.error->field), QStringLiteral("setup.tileSets"));
    }
}

void TstRecord::namesReadBackAndNothingElse()
{
    // Every name a file uses for a colour, faction, realm, edge or equipment reads back as
    // itself, and no other word, the empty one included, reads as any of them.
    for (int c = 0; c < 6; ++c)
        QCOMPARE(sl::colourFromString(sl::token(sl::Colour(c))), std::optional(sl::Colour(c)));
    for (int f = 0; f < 4; ++f)
        QCOMPARE(sl::factionFromString(sl::token(sl::Faction(f))), std::optional(sl::Faction(f)));
    for (int k = 0; k < 3; ++k)
        QCOMPARE(sl::realmKindFromString(sl::token(sl::RealmKind(k))),
                 std::optional(sl::RealmKind(k)));
    for (int e = 1; e <= 3; ++e)
        QCOMPARE(sl::edgeKindFromString(sl::token(sl::EdgeKind(e))),
                 std::optional(sl::EdgeKind(e)));
    for (int q = 0; q < 3; ++q)
        QCOMPARE(sl::equipmentFromString(sl::token(sl::Equipment(q))),
                 std::optional(sl::Equipment(q)));
    for (const char* word : {"", "purple", "Red", "red ", "none?", "7"}) {
        QVERIFY2(!sl::colourFromString(word), word);
        QVERIFY2(!sl::factionFromString(word), word);
        QVERIFY2(!sl::realmKindFromString(word), word);
        QVERIFY2(!sl::edgeKindFromString(word), word);
    }
    QVERIFY(!sl::equipmentFromString(""));
}

void TstRecord::turnsSummarisedInOrder()
{
    // The move list's turns (sl::summarizeTurns), counted another way: a turn begins with each
    // placement's draw, they are numbered from 1, the seats take them in turn (R-TURN), and
    // together they cover every event from the first draw to the last, each once.
    const sl::GameRecord rec = sampleRecord(true);
    const std::vector<sl::TurnSummary> turns = sl::summarizeTurns(rec);
    std::size_t placements = 0;
    for (const sl::Event& e : rec.events)
        placements += e.type == sl::EventType::Place;
    QCOMPARE(turns.size(), placements);
    const int seats = int(rec.setup.players.size());
    for (std::size_t k = 0; k < turns.size(); ++k) {
        QCOMPARE(turns[k].turn, int(k) + 1);
        QCOMPARE(turns[k].player, int(k) % seats);
        QVERIFY(turns[k].firstEvent < turns[k].endEvent);
        if (k > 0) QCOMPARE(turns[k].firstEvent, turns[k - 1].endEvent);
    }
    QCOMPARE(turns.front().firstEvent, std::size_t(0));
    QCOMPARE(turns.back().endEvent, rec.events.size());
}

void TstRecord::badRecords_data()
{
    QTest::addColumn<QString>("mutation");
    QTest::addColumn<int>("code");
    using C = sl::RecordErrorCode;
    QTest::newRow("not json") << "TEXT:{{" << int(C::Syntax);
    QTest::newRow("empty") << "TEXT:" << int(C::Syntax);
    QTest::newRow("wrong format") << "SET:/format=\"starlanes-tileset\"" << int(C::WrongFormat);
    QTest::newRow("newer version") << "SET:/version=2" << int(C::NewerVersion);
    QTest::newRow("unknown field") << "SET:/extra=1" << int(C::UnknownField);
    QTest::newRow("bad colour") << "SET:/setup/players/0/colour=\"purple\"" << int(C::BadValue);
    QTest::newRow("same colours") << "SET:/setup/players/1/colour=\"red\"" << int(C::Setup);
    QTest::newRow("seed negative") << "SET:/setup/seed=-1" << int(C::WrongType);
    QTest::newRow("seeded not a bool") << "SET:/setup/seeded=0" << int(C::WrongType);
    QTest::newRow("event type") << "SET:/events/0/type=\"teleport\"" << int(C::BadValue);
    QTest::newRow("drawn tile unknown") << "SET:/events/0/tile=\"zz99\"" << int(C::BadValue);
    QTest::newRow("placement illegal") << "SET:/events/1/x=40" << int(C::IllegalEvent);
    QTest::newRow("rotation out of range") << "SET:/events/1/rotation=4" << int(C::BadValue);
    QTest::newRow("die face 7") << "DIE:7" << int(C::IllegalEvent);
    QTest::newRow("events not an array") << "SET:/events={}" << int(C::WrongType);
    QTest::newRow("hash mismatch")
        << "SET:/setup/tileSets/0/hash=\"sha256:00\"" << int(C::HashMismatch);
    QTest::newRow("unknown referenced set") << "REF:nosuchset" << int(C::UnknownTileSet);
    QTest::newRow("broken embedded set")
        << "SET:/setup/tileSets/0/content/tiles/0/count=0" << int(C::TileSet);
    QTest::newRow("event out of turn") << "SWAP01" << int(C::IllegalEvent);
}

void TstRecord::badRecords()
{
    QFETCH(QString, mutation);
    QFETCH(int, code);
    const sl::GameRecord rec = sampleRecord(false);
    nlohmann::json doc = nlohmann::json::parse(sl::recordToJson(rec));
    const std::string m = mutation.toStdString();
    std::string text;
    if (m.rfind("TEXT:", 0) == 0) {
        text = m.substr(5);
    } else {
        if (m.rfind("SET:", 0) == 0) {
            const auto eq = m.find('=');
            doc[nlohmann::json::json_pointer(m.substr(4, eq - 4))] =
                nlohmann::json::parse(m.substr(eq + 1));
        } else if (m.rfind("DIE:", 0) == 0) {
            for (auto& e : doc["events"])
                if (e["type"] == "die") {
                    e["value"] = std::stoi(m.substr(4));
                    break;
                }
        } else if (m.rfind("REF:", 0) == 0) {
            doc["setup"]["tileSets"][0].erase("content");
            doc["setup"]["tileSets"][0]["id"] = m.substr(4);
        } else if (m == "SWAP01") {
            std::swap(doc["events"][0], doc["events"][1]);
        }
        text = doc.dump();
    }
    const sl::RecordLoadResult r = sl::parseRecord(text);
    QVERIFY(!r.record.has_value());
    QVERIFY(r.error.has_value());
    QVERIFY2(int(r.error->code) == code, sl::describe(*r.error).c_str());
    QVERIFY(!sl::describe(*r.error).empty());
}

void TstRecord::scenarioFiles_data()
{
    // Record files under tests/data force every draw and die: rule scenarios as data.
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("ply");
    QTest::addColumn<std::vector<int>>("scores");
    QTest::newRow("R-BAT-3 three-sided battle, after the first roll")
        << "battle-three-sides.json" << 32 << std::vector<int>{1, 1, 1};
    QTest::newRow("R-BAT-3 three-sided battle, end")
        << "battle-three-sides.json" << -1 << std::vector<int>{3, 1, 13};
    QTest::newRow("R-BAT-7 lightsaber against blaster, end")
        << "expansion-lightsaber-blaster.json" << -1 << std::vector<int>{11, 2};
    QTest::newRow("R-TURN-1a discard, end") << "discard.json" << -1 << std::vector<int>{0, 0};
}

void TstRecord::scenarioFiles()
{
    QFETCH(QString, file);
    QFETCH(int, ply);
    QFETCH(std::vector<int>, scores);
    QFile f(QStringLiteral(STARLANES_TEST_DATA "/records/") + file);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
    const QByteArray bytes = f.readAll();
    const sl::RecordLoadResult loaded =
        sl::parseRecord(std::string_view(bytes.constData(), bytes.size()));
    QVERIFY2(loaded.record.has_value(), loaded.error ? sl::describe(*loaded.error).c_str() : "");
    const sl::ReplayResult r =
        sl::replay(*loaded.record, ply < 0 ? SIZE_MAX : static_cast<std::size_t>(ply));
    QVERIFY(!r.error);
    for (std::size_t p = 0; p < scores.size(); ++p)
        QCOMPARE(r.state->score(r.state->sideOf(static_cast<int>(p))), scores[p]);
}

QTEST_APPLESS_MAIN(TstRecord)
#include "tst_record.moc"
