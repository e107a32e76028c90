// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The lessons of Learn to play (issue 35) and their reader: the two lessons the program carries
// are whole games whose every step's points the rules give (worked out here a second way, turn by
// turn from the record), and a lesson that says otherwise, or leaves a turn of the person without
// a step, or does not end, is refused by its place.
#include "rules/lesson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

QByteArray lessonFile(const char* id)
{
    QFile f(
        QStringLiteral(STARLANES_SOURCE_DIR "/resources/lessons/%1.json").arg(QLatin1String(id)));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString parseError(const QJsonObject& doc)
{
    const sl::LessonLoad r = sl::parseLesson(QJsonDocument(doc).toJson().toStdString());
    return r.lesson ? QString() : QString::fromStdString(r.error);
}

/** The scores of both seats after the first `n` events (the oracle: the engine's replay). */
std::pair<int, int> scoresAfter(const sl::GameRecord& record, std::size_t n, int person)
{
    const sl::ReplayResult r = sl::replay(record, n);
    return {r.state->score(r.state->sideOf(person)), r.state->score(r.state->sideOf(1 - person))};
}

} // namespace

class TstLesson : public QObject
{
    Q_OBJECT
private slots:
    void carriedLessons_data();
    void carriedLessons();
    void refusedByPlace_data();
    void refusedByPlace();
    void placeholdersFilled();
};

void TstLesson::carriedLessons_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("expansion");
    QTest::newRow("first-game") << QStringLiteral("first-game") << false;
    QTest::newRow("equipment") << QStringLiteral("equipment") << true;
}

void TstLesson::carriedLessons()
{
    QFETCH(QString, id);
    QFETCH(bool, expansion);
    const QByteArray json = lessonFile(qPrintable(id));
    QVERIFY(!json.isEmpty());
    const sl::LessonLoad loaded = sl::parseLesson(json.toStdString());
    QVERIFY2(loaded.lesson, loaded.error.c_str());
    const sl::Lesson& lesson = *loaded.lesson;
    QCOMPARE(QString::fromStdString(lesson.id), id);
    // Every turn of the person has its step, and its "place" is the person's.
    sl::GameState state(sl::buildCatalog(lesson.record.setup), lesson.record.setup.config());
    QCOMPARE(state.expansion(), expansion);
    int personTurns = 0;
    for (std::size_t i = 0; i < lesson.record.events.size(); ++i) {
        if (lesson.record.events[i].type == sl::EventType::Place &&
            state.currentPlayer() == lesson.person) {
            ++personTurns;
            QVERIFY(lesson.stepAt(i));
            QVERIFY(lesson.stepAt(i)->person);
            QVERIFY(!lesson.stepAt(i)->say.en.empty() && !lesson.stepAt(i)->say.cs.empty());
        }
        state.apply(lesson.record.events[i]);
    }
    QCOMPARE(state.phase(), sl::Phase::GameOver);
    QCOMPARE(lesson.personTurns(), personTurns);
    QVERIFY(personTurns >= (expansion ? 3 : 7));
    // Each step's points, a turn at a time: from its "place" to the next tile drawn.
    for (const sl::LessonStep& s : lesson.steps) {
        std::size_t end = s.event + 1;
        while (end < lesson.record.events.size() &&
               lesson.record.events[end].type != sl::EventType::Draw)
            ++end;
        QCOMPARE(s.end, end);
        const auto [youBefore, oppBefore] = scoresAfter(lesson.record, s.event, lesson.person);
        const auto [youAfter, oppAfter] = scoresAfter(lesson.record, end, lesson.person);
        QCOMPARE(s.gain, youAfter - youBefore);
        QCOMPARE(s.opponentGain, oppAfter - oppBefore);
        QCOMPARE(s.you, youAfter);
        QCOMPARE(s.opponent, oppAfter);
    }
    const auto [you, opponent] =
        scoresAfter(lesson.record, lesson.record.events.size(), lesson.person);
    QCOMPARE(lesson.finalYou, you);
    QCOMPARE(lesson.finalOpponent, opponent);
    // The lessons teach what they say: lesson 1 has battles and a realm scored during the game,
    // lesson 2 a lightsaber and a blaster.
    bool battle = false, lightsaber = false, blaster = false;
    for (const sl::Event& e : lesson.record.events) {
        battle = battle || e.type == sl::EventType::Die;
        lightsaber = lightsaber || (e.type == sl::EventType::Meeple &&
                                    e.meeple.equipment == sl::Equipment::Lightsaber);
        blaster = blaster ||
                  (e.type == sl::EventType::Meeple && e.meeple.equipment == sl::Equipment::Blaster);
    }
    QVERIFY(battle);
    QCOMPARE(lightsaber && blaster, expansion);
}

void TstLesson::refusedByPlace_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("error");
    QTest::newRow("gain") << "gain"
                          << "steps[4].gain: 6, the rules give 5";
    QTest::newRow("no step") << "drop step"
                             << "steps: the person's turn at event 7 has no step";
    QTest::newRow("placeholder") << "placeholder"
                                 << "steps[0].say.en: \"{gain}\" is not a placeholder it may use";
    QTest::newRow("unknown") << "unknown field"
                             << "steps[0].colour: unknown field";
    QTest::newRow("not over") << "cut"
                              << "record.events: the game does not end: a lesson is a whole game";
    QTest::newRow("newer") << "version"
                           << "version: written by a newer version of Starlanes (2)";
    QTest::newRow("missing text") << "no cs"
                                  << "title.cs: missing";
    QTest::newRow("not a place") << "event"
                                 << "steps[0].event: 0 is not a \"place\" event";
    QTest::newRow("two people")
        << "people"
        << "record.setup.players: the person's seat is a person's, the other a computer's";
}

void TstLesson::refusedByPlace()
{
    QFETCH(QString, change);
    QFETCH(QString, error);
    QJsonObject doc = QJsonDocument::fromJson(lessonFile("first-game")).object();
    QVERIFY(!doc.isEmpty());
    QCOMPARE(parseError(doc), QString()); // as it is: read
    QJsonArray steps = doc[QStringLiteral("steps")].toArray();
    QJsonObject record = doc[QStringLiteral("record")].toObject();
    const auto setStep = [&](int k, const char* key, const QJsonValue& v) {
        QJsonObject s = steps[k].toObject();
        s[QLatin1String(key)] = v;
        steps[k] = s;
        doc[QStringLiteral("steps")] = steps;
    };
    if (change == QLatin1String("gain")) {
        QCOMPARE(steps[4].toObject()[QStringLiteral("gain")].toInt(), 5); // the route of 5 tiles
        setStep(4, "gain", 6);
    } else if (change == QLatin1String("drop step")) {
        QCOMPARE(steps[2].toObject()[QStringLiteral("event")].toInt(), 7);
        steps.removeAt(2);
        doc[QStringLiteral("steps")] = steps;
    } else if (change == QLatin1String("placeholder")) {
        setStep(0, "say",
                QJsonObject{{QStringLiteral("en"), QStringLiteral("You get {gain}.")},
                            {QStringLiteral("cs"), QStringLiteral("Máte {gain}.")}});
    } else if (change == QLatin1String("unknown field")) {
        setStep(0, "colour", QStringLiteral("red"));
    } else if (change == QLatin1String("cut")) {
        QJsonArray events = record[QStringLiteral("events")].toArray();
        while (events.size() > 40)
            events.removeLast();
        record[QStringLiteral("events")] = events;
        doc[QStringLiteral("record")] = record;
    } else if (change == QLatin1String("version")) {
        doc[QStringLiteral("version")] = 2;
    } else if (change == QLatin1String("no cs")) {
        doc[QStringLiteral("title")] = QJsonObject{{QStringLiteral("en"), QStringLiteral("A")}};
    } else if (change == QLatin1String("event")) {
        setStep(0, "event", 0);
    } else if (change == QLatin1String("people")) {
        QJsonObject setup = record[QStringLiteral("setup")].toObject();
        QJsonArray players = setup[QStringLiteral("players")].toArray();
        QJsonObject second = players[1].toObject();
        second[QStringLiteral("kind")] = QStringLiteral("human");
        second.remove(QStringLiteral("level"));
        players[1] = second;
        setup[QStringLiteral("players")] = players;
        record[QStringLiteral("setup")] = setup;
        doc[QStringLiteral("record")] = record;
    }
    QCOMPARE(parseError(doc), error);
}

void TstLesson::placeholdersFilled()
{
    QCOMPARE(
        sl::fillLessonText("You {gain}, {opponentGain}; {you} to {opponent}, {gain}.", 3, 1, 12, 7),
        std::string("You 3, 1; 12 to 7, 3."));
    QCOMPARE(sl::fillLessonText("no placeholder", 1, 2, 3, 4), std::string("no placeholder"));
    // A placeholder's name inside another: {opponent} is not {opponentGain}.
    QCOMPARE(sl::fillLessonText("{opponentGain}/{opponent}", 0, 5, 0, 9), std::string("5/9"));
}

QTEST_APPLESS_MAIN(TstLesson)
#include "tst_lesson.moc"
