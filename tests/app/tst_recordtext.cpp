// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// A game record that cannot be used is said in the user's language (issue 14, item 14): what is
// wrong and where, with the file's values quoted, no parser's words, no English inside a Czech
// sentence; in English the words are the engine's (the command line's). Checked on the texts
// themselves and on what the play window says when a broken file is imported.
#include "answerdialog.h"
#include "common/filetext.h"
#include "common/languagemanager.h"
#include "common/recordtext.h"
#include "play/mainwindow.h"
#include "play/storedgames.h"
#include "rules/simulate.h"
#include "store/gamestore.h"

#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace slapp;

namespace {

sl::RecordError errorOf(const std::string& text)
{
    const sl::RecordLoadResult r = sl::parseRecord(text);
    if (!r.error) qFatal("the record was accepted");
    return *r.error;
}

/** A whole game's record as JSON text. */
std::string gameText(std::uint64_t seed)
{
    sl::RecordJsonOptions pretty;
    pretty.indent = 2;
    return sl::recordToJson(sl::randomRecord(sl::makeSetup({3, false, false}, seed)), pretty);
}

/** `text` with the first occurrence of `from` replaced by `to`. */
std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const std::size_t at = text.find(from);
    if (at == std::string::npos) qFatal("%s not in the record", from.c_str());
    return text.replace(at, from.size(), to);
}

/** English words that must not stand in a Czech message (the record's JSON path before the
 *  first ": " is a name in the file, not words). */
bool hasEnglish(QString text)
{
    static const QRegularExpression path(QStringLiteral("^[A-Za-z0-9_.\\[\\]]+: "));
    text.remove(path);
    static const QRegularExpression words(
        QStringLiteral(
            "\\b(the|not|value|invalid|illegal|expected|line|column|event|meeple|tile set|players|"
            "exception|parse_error|last read)\\b"),
        QRegularExpression::UseUnicodePropertiesOption);
    return words.match(text).hasMatch();
}

} // namespace

class TstRecordText : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void inCzech_data();
    void inCzech();
    void inEnglishAsTheCommandLine();
    void importSaysItInCzech();
    void everyProblemHasItsWords();
    void writingProblemsInWords();

private:
    QTemporaryDir m_dir;
};

void TstRecordText::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TstRecordText::cleanup()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstRecordText::inCzech_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    const std::string game = gameText(4);
    QTest::newRow("ends early")
        << QByteArray("{\n  \"format\": \"starlanes-record\",\n  \"setup\": {")
        << QStringLiteral("není platný JSON (text končí uprostřed hodnoty na řádku 3, sloupci 13)");
    QTest::newRow("not UTF-8") << QByteArray("{\"format\": \"\xff\xfe\"}")
                               << QStringLiteral("není platný JSON (text není v kódování UTF-8 "
                                                 "na řádku 1, sloupci 13)");
    QTest::newRow("a colour") << QByteArray::fromStdString(
                                     replaced(game, "\"colour\": \"red\"", "\"colour\": \"pink\""))
                              << QStringLiteral("setup.players[0].colour: neplatná hodnota (pink)");
    QTest::newRow("two reds") << QByteArray::fromStdString(
                                     replaced(game, "\"colour\": \"green\"", "\"colour\": \"red\""))
                              << QStringLiteral("setup.players: neplatní hráči nebo volby (dva "
                                                "hráči mají stejnou barvu)");
    QTest::newRow("a set") << QByteArray::fromStdString(
                                  replaced(game, "\"id\": \"base\"", "\"id\": \"elsewhere\""))
                           << QStringLiteral(
                                  "setup.tileSets[0].id: neplatná hodnota (vložená sada má jiné "
                                  "ID: elsewhere)");
    QTest::newRow("a level") << QByteArray::fromStdString(
                                    replaced(game, "\"kind\": \"computer\"", "\"kind\": \"human\""))
                             << QStringLiteral("setup.players[0].level: neplatná hodnota "
                                               "(hráč-člověk nemá úroveň)");
}

void TstRecordText::inCzech()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    const QString said = slui::recordErrorText(errorOf(text.toStdString()));
    QCOMPARE(said, expected);
    QVERIFY2(!hasEnglish(said), qPrintable(said));
}

void TstRecordText::inEnglishAsTheCommandLine()
{
    // In English the window says what the command line says (the engine's describe()), but for
    // a refused meeple, which it says in words.
    const std::string game = gameText(4);
    for (const std::string& text :
         {std::string("{\n  \"format\": \"starlanes-record\",\n  \"setup\": {"),
          replaced(game, "\"colour\": \"red\"", "\"colour\": \"pink\""),
          replaced(game, "\"colour\": \"green\"", "\"colour\": \"red\""), std::string("[]"),
          std::string("{\"format\": \"starlanes-record\", \"version\": 99}")}) {
        const sl::RecordError e = errorOf(text);
        QCOMPARE(slui::recordErrorText(e), QString::fromStdString(sl::describe(e)));
    }
    // A meeple on a realm that holds one already: the reason in words in both languages.
    sl::GameRecord rec = sl::randomRecord(sl::makeSetup({2, false, false}, 8));
    sl::ReplayResult played = sl::replay(sl::GameRecord{rec.setup, {}});
    sl::GameState state = *played.state;
    std::optional<sl::RecordError> refused;
    for (std::size_t i = 0; i < rec.events.size() && !refused; ++i) {
        sl::Event& e = rec.events[i];
        if (e.type == sl::EventType::Meeple && state.phase() == sl::Phase::PlaceMeeple) {
            // A meeple on a realm of the new tile that someone holds already, in place of the
            // meeple (or pass) played.
            for (std::int8_t seg = 0; seg < 8 && !refused; ++seg) {
                sl::MeepleMove m;
                m.target = sl::MeepleTarget::Segment;
                m.segment = seg;
                if (sl::diagnoseMeeple(state, m) != sl::MeepleRefusal::RealmOccupied) continue;
                sl::GameRecord broken{rec.setup,
                                      {rec.events.begin(), rec.events.begin() + long(i)}};
                sl::Event bad = e;
                bad.meeple = m;
                broken.events.push_back(bad);
                refused = sl::parseRecord(sl::recordToJson(broken, {})).error;
            }
        }
        state.apply(e);
    }
    QVERIFY2(refused, "no occupied realm met in the game");
    QCOMPARE(refused->apply, sl::ApplyError::IllegalMeeple);
    QVERIFY2(slui::recordErrorText(*refused).endsWith(
                 QStringLiteral("illegal event (meeple placement breaks the rules: the realm "
                                "already holds a meeple)")),
             qPrintable(slui::recordErrorText(*refused)));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QVERIFY2(slui::recordErrorText(*refused).endsWith(
                 QStringLiteral("nepřípustná událost (umístění figurky porušuje pravidla: v "
                                "území už figurka stojí)")),
             qPrintable(slui::recordErrorText(*refused)));
}

void TstRecordText::importSaysItInCzech()
{
    const QString file = m_dir.filePath(QStringLiteral("broken.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\n  \"format\": \"starlanes-record\",\n  \"version\": 1,\n  \"setup\": ");
    f.close();
    auto store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(store);
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    MainWindow window(store.get());
    window.show();
    QString shown;
    answer::nextFile(file);
    answer::nextBox(QMessageBox::Ok, &shown);
    window.storedGames()->importGame();
    QVERIFY2(shown.endsWith(QStringLiteral(
                 "není platný JSON (text končí uprostřed hodnoty na řádku 4, sloupci 12)")),
             qPrintable(shown));
    QVERIFY2(!hasEnglish(shown), qPrintable(shown));
}

void TstRecordText::everyProblemHasItsWords()
{
    // Every kind of problem a record can have, and every kind of JSON refused (issue 32): in
    // English the command line's words (the engine's describe(); numbers may carry the
    // language's digit grouping), in Czech words of their own, no two kinds alike.
    std::vector<sl::RecordError> all;
    for (int c = 0; c <= int(sl::RecordErrorCode::OverLimit); ++c)
        all.push_back(sl::RecordError{sl::RecordErrorCode(c), "setup.players[0]", {}});
    for (int r = 1; r <= int(sl::RecordReason::StartTileMissing); ++r) {
        sl::RecordError e{sl::RecordErrorCode::BadValue, "setup", {}};
        e.reason = sl::RecordReason(r);
        all.push_back(e);
    }
    for (int k = 0; k <= int(sl::JsonSyntaxKind::Cancelled); ++k) {
        sl::JsonSyntax s;
        s.kind = sl::JsonSyntaxKind(k);
        s.line = 3;
        s.column = 14;
        s.count = 17000000;
        s.limit = 16777216;
        s.key = "events";
        s.path = "(document)";
        sl::RecordError e{sl::isLimit(s) ? sl::RecordErrorCode::OverLimit
                                         : sl::RecordErrorCode::Syntax,
                          {},
                          sl::describe(s)};
        e.syntax = s;
        all.push_back(e);
    }
    auto digits = [](QString t) {
        static const QRegularExpression grouping(QStringLiteral("(\\d),(?=\\d{3})"));
        return t.replace(grouping, QStringLiteral("\\1"));
    };
    QSet<QString> english, czech;
    for (const sl::RecordError& e : all) {
        slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
        const QString en = slui::recordErrorText(e);
        // A reason is said by the window alone (the engine's message carries it as its detail,
        // written where the record is read).
        if (e.reason == sl::RecordReason::None)
            QCOMPARE(digits(en), QString::fromStdString(sl::describe(e)));
        QVERIFY(!en.isEmpty());
        slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
        const QString cs = slui::recordErrorText(e);
        QVERIFY2(cs != en && !hasEnglish(cs), qPrintable(cs));
        english.insert(en);
        czech.insert(cs);
    }
    QCOMPARE(english.size(), qsizetype(all.size()));
    QCOMPARE(czech.size(), qsizetype(all.size()));
}

void TstRecordText::writingProblemsInWords()
{
    // An export or a saved game that cannot be written says where and why, through the same
    // writer the windows use, and that nothing was changed.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString taken = dir.filePath(QStringLiteral("taken.json"));
    QVERIFY(slui::writeWholeFile(taken, "{}", false).isEmpty());
    const QString folder = dir.filePath(QStringLiteral("folder.json"));
    QVERIFY(QDir().mkpath(folder));
    const QString nowhere = dir.filePath(QStringLiteral("missing/game.json"));
    const auto said = [](const QString& path, const char* why) {
        return QStringLiteral("%1 was not written: %2. Nothing was changed.")
            .arg(QDir::toNativeSeparators(path), QLatin1String(why));
    };
    QCOMPARE(slui::writeWholeFile(taken, "{}", false), said(taken, "a file of that name exists"));
    QVERIFY(slui::writeWholeFile(taken, "[]", true).isEmpty()); // overwriting allowed
    QCOMPARE(slui::writeWholeFile(folder, "{}", true),
             said(folder, "it is a folder or a device, not a file"));
    QCOMPARE(slui::writeWholeFile(nowhere, "{}", false),
             said(nowhere, "the folder does not exist"));
    auto store = slapp::GameStore::open(dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(store);
    const QString database = dir.filePath(QStringLiteral("games.sqlite"));
    QCOMPARE(slui::writeWholeFile(database, "{}", true),
             said(database, "it is a game database (or its log), and writing there would "
                            "destroy its games"));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QVERIFY(slui::writeWholeFile(taken, "{}", false).contains(QStringLiteral("nebyl zapsán")));
}

QTEST_MAIN(TstRecordText)
#include "tst_recordtext.moc"
