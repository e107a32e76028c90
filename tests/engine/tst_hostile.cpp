// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Every reader of outside input against hostile input (issue 32): each field of each format
// replaced by values nested 100,000 deep, wider than the format may hold, huge, odd; whole texts
// cut short, empty, over the size, not text; files that are folders or pipes. Nothing crashes;
// what must be refused is refused with the problem named; a message never quotes more than a
// short piece of the file; and the whole run stays far below 512 MB.
#include "ai/analysis.h"
#include "ai/puzzle.h"
#include "hostile.h"
#include "rules/inputfile.h"
#include "rules/inputlimits.h"
#include "rules/outputfile.h"
#include "rules/record.h"
#include "rules/tileset.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

#include <sys/resource.h>
#include <sys/stat.h>

using hostile::Format;
using hostile::Fragment;

namespace {

/** What a reader made of a text: refused or not, the kind of JSON problem, the message. */
struct Outcome
{
    bool refused = false;
    std::optional<sl::JsonSyntax> syntax;
    std::string message;
    std::string defect; ///< what the reader did wrong besides (too many problems listed, …)
};

/** The JSON problem a tile-set problem stands for (the set's reasons name them one by one). */
std::optional<sl::JsonSyntax> syntaxOf(const sl::TileSetError& e)
{
    using W = sl::TileSetReason;
    using K = sl::JsonSyntaxKind;
    if (e.code == sl::TileSetErrorCode::Io && e.reason == W::TooLarge)
        return sl::JsonSyntax{K::TooLarge};
    if (e.code != sl::TileSetErrorCode::Syntax && e.code != sl::TileSetErrorCode::OverLimit)
        return std::nullopt;
    const W why = e.reason;
    return sl::JsonSyntax{why == W::TooDeep         ? K::TooDeep
                          : why == W::TooManyValues ? K::TooManyValues
                          : why == W::DuplicateKey  ? K::DuplicateKey
                          : why == W::Empty         ? K::Empty
                          : why == W::UnexpectedEnd ? K::UnexpectedEnd
                          : why == W::NotUtf8       ? K::NotUtf8
                                                    : K::Unexpected};
}

Outcome read(Format f, const std::string& text)
{
    Outcome o;
    switch (f) {
    case Format::TileSet: {
        const sl::TileSetLoadResult r = sl::parseTileSet(text, "hostile.json");
        // The editor's reading (the structure only) must hold as well.
        const sl::TileSetLoadResult structure = sl::parseTileSetStructure(text, "hostile.json");
        if (structure.errors.size() > sl::kMaxListedProblems) o.defect = "structure: too many";
        o.refused = !r.ok();
        if (o.refused) {
            o.message = sl::describe(r.errors.front());
            o.syntax = syntaxOf(r.errors.front());
            if (r.errors.size() > sl::kMaxListedProblems) o.defect = "too many problems listed";
            for (const sl::TileSetError& each : r.errors)
                if (sl::describe(each).size() >= 600) o.defect = sl::describe(each).substr(0, 200);
        }
        break;
    }
    case Format::Record: {
        const sl::RecordLoadResult r = sl::parseRecord(text);
        o.refused = !r.record;
        if (o.refused) {
            o.message = sl::describe(*r.error);
            o.syntax = r.error->syntax;
        } else if (sl::replay(*r.record).error) {
            o.defect = "an accepted record does not replay";
        }
        break;
    }
    case Format::Puzzle: {
        const sl::ai::PuzzleLoadResult r = sl::ai::puzzleFromJson(text);
        o.refused = !r.puzzle;
        if (o.refused) {
            o.message = sl::ai::describe(r);
            o.syntax = r.syntax ? r.syntax : r.recordError ? r.recordError->syntax : std::nullopt;
        }
        break;
    }
    }
    return o;
}

long peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

} // namespace

class TstHostile : public QObject
{
    Q_OBJECT
private slots:
    void everyFieldOfEveryFormat_data();
    void everyFieldOfEveryFormat();
    void wholeTexts_data();
    void wholeTexts();
    void filesThatAreNotFiles();
    void storedJsonIsReadWithinLimits();
    void readingCanBeCancelled();
    void limitsAreExact();
    void quotesAreCutAtACharacter();
    void noFileIsLeftOpen();
    void aFileThatCannotBeReadToItsEnd();
    void writtenFilesFollowTheUmask();
    void memoryStaysFarBelowTheLimit();
};

void TstHostile::everyFieldOfEveryFormat_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<int>("fragment");
    for (const Format f : {Format::TileSet, Format::Record, Format::Puzzle}) {
        const auto paths = hostile::fieldPaths(hostile::validDocument(f));
        QVERIFY(paths.size() > 20);
        // The large fragments (megabytes each) at every fifth field. Under the sanitizers, which
        // make each reading ten to twenty times slower, every eighth field and every fiftieth;
        // the fuzzer (tests/fuzz/fuzz_fields.cpp, run under them) takes every fragment to every
        // field.
        const std::size_t everyCheap = kSanitized ? 8 : 1;
        const std::size_t everyLarge = kSanitized ? 50 : 5;
        for (std::size_t i = 0; i < paths.size(); ++i)
            for (int k = 0; k < int(Fragment::Count); ++k) {
                const bool large = Fragment(k) == Fragment::WideArray ||
                                   Fragment(k) == Fragment::ManyKeys ||
                                   Fragment(k) == Fragment::LongString;
                if (i % (large ? everyLarge : everyCheap) != 0) continue;
                QTest::addRow("%s %s %s", hostile::name(f), paths[i].c_str(),
                              hostile::name(Fragment(k)))
                    << int(f) << QString::fromStdString(paths[i]) << k;
            }
    }
}

void TstHostile::everyFieldOfEveryFormat()
{
    QFETCH(int, format);
    QFETCH(QString, pointer);
    QFETCH(int, fragment);
    const Format f = Format(format);
    const Fragment k = Fragment(fragment);
    static std::map<std::pair<int, int>, std::string> pieces;
    auto& piece = pieces[{format, fragment}];
    if (piece.empty()) piece = hostile::fragment(k, f);
    const std::string text = hostile::substitute(f, pointer.toStdString(), piece);
    const Outcome o = read(f, text);
    QVERIFY2(o.defect.empty(), o.defect.c_str());
    // A message names the problem in a few words, never a large piece of the file.
    QVERIFY2(o.message.size() < 600, o.message.substr(0, 300).c_str());
    using K = sl::JsonSyntaxKind;
    auto refusedAs = [&](K kind, const char* words) {
        QVERIFY2(o.refused, "accepted");
        QVERIFY2(o.syntax && o.syntax->kind == kind, o.message.c_str());
        QVERIFY2(o.message.find(words) != std::string::npos, o.message.c_str());
        // A limit is said as one ("larger than a … may be"), not as broken JSON.
        const bool limit = kind == K::TooDeep || kind == K::TooManyValues;
        QVERIFY2((o.message.find("larger than a") != std::string::npos) == limit,
                 o.message.c_str());
    };
    switch (k) {
    case Fragment::DeepArrays:
    case Fragment::DeepObjects:
    case Fragment::DeepMixed:
        refusedAs(K::TooDeep, "nested more than");
        break;
    case Fragment::WideArray:
    case Fragment::ManyKeys:
        refusedAs(K::TooManyValues, "more than");
        break;
    case Fragment::DuplicateKey:
        refusedAs(K::DuplicateKey, "appears twice");
        break;
    case Fragment::HugeNumbers:
        QVERIFY2(o.refused, "accepted");
        break;
    case Fragment::LongString:
    case Fragment::Count:
        break; // a long name is allowed; a long id or kind is refused as a value
    }
}

void TstHostile::wholeTexts_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("index");
    for (const Format f : {Format::TileSet, Format::Record, Format::Puzzle}) {
        const auto all = hostile::wholeTexts(f);
        for (std::size_t i = 0; i < all.size(); ++i)
            QTest::addRow("%s %s", hostile::name(f), all[i].name.c_str()) << int(f) << int(i);
    }
}

void TstHostile::wholeTexts()
{
    QFETCH(int, format);
    QFETCH(int, index);
    const Format f = Format(format);
    const hostile::Whole w = hostile::wholeTexts(f)[std::size_t(index)];
    const Outcome o = read(f, w.text);
    QVERIFY2(o.defect.empty(), o.defect.c_str());
    QVERIFY2(o.refused, w.name.c_str());
    QVERIFY2(!o.message.empty() && o.message.size() < 600, o.message.substr(0, 300).c_str());
    using K = sl::JsonSyntaxKind;
    auto kindIs = [&](K kind) { QVERIFY2(o.syntax && o.syntax->kind == kind, o.message.c_str()); };
    if (w.name == "empty" || w.name == "white-space") kindIs(K::Empty);
    if (w.name == "deep-document") kindIs(K::TooDeep);
    if (w.name == "over-size") kindIs(K::TooLarge);
    if (w.name == "empty-tiles") kindIs(K::TooManyValues);
    if (w.name == "cut-short" || w.name == "one-bracket") kindIs(K::UnexpectedEnd);
    if (w.name == "duplicate-top-key" || w.name == "two-events-keys") {
        kindIs(K::DuplicateKey);
        QVERIFY2(o.message.find("(document)") != std::string::npos, o.message.c_str());
    }
    if (w.name == "two-events-keys") QCOMPARE(o.syntax->key, std::string("events"));
    if (w.name.rfind("version-", 0) == 0) {
        const auto r = sl::ai::puzzleFromJson(w.text);
        const bool newer =
            w.name == "version-9223372036854775808" || w.name == "version-18446744073709551615";
        QCOMPARE(r.problem,
                 newer ? sl::ai::PuzzleProblem::NewerVersion : sl::ai::PuzzleProblem::BadValue);
    }
    if (w.name == "budget-ten-million") {
        const auto r = sl::ai::puzzleFromJson(w.text);
        QCOMPARE(r.problem, sl::ai::PuzzleProblem::OverBudget);
        QVERIFY2(o.message.find("analysis.iterations") != std::string::npos, o.message.c_str());
    }
}

void TstHostile::filesThatAreNotFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string fifo = dir.filePath(QStringLiteral("pipe.json")).toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    const std::string folder = dir.path().toStdString();
    const std::string missing = dir.filePath(QStringLiteral("none.json")).toStdString();
    const std::string big = dir.filePath(QStringLiteral("big.json")).toStdString();
    {
        QFile f(QString::fromStdString(big));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(sl::kTileSetLimits.maxBytes) + 1));
    }
    // A pipe with no writer would block a plain open() for ever: refused at once.
    QCOMPARE(sl::readInputFile(fifo, sl::kRecordLimits.maxBytes).problem,
             sl::FileProblem::NotRegular);
    QCOMPARE(sl::readInputFile(folder, sl::kRecordLimits.maxBytes).problem,
             sl::FileProblem::IsDirectory);
    QCOMPARE(sl::readInputFile("/dev/zero", sl::kRecordLimits.maxBytes).problem,
             sl::FileProblem::NotRegular);
    QCOMPARE(sl::readInputFile(missing, sl::kRecordLimits.maxBytes).problem,
             sl::FileProblem::NotFound);
    const sl::InputFile large = sl::readInputFile(big, sl::kTileSetLimits.maxBytes);
    QCOMPARE(large.problem, sl::FileProblem::TooLarge);
    QCOMPARE(large.size, std::uintmax_t(sl::kTileSetLimits.maxBytes) + 1);
    QVERIFY(large.text.empty());
    // At the limit exactly: read.
    {
        QFile f(QString::fromStdString(big));
        QVERIFY(f.resize(qint64(sl::kTileSetLimits.maxBytes)));
    }
    QVERIFY(sl::readInputFile(big, sl::kTileSetLimits.maxBytes).ok());
    // The tile-set reader says the same, with the file's name.
    using W = sl::TileSetReason;
    for (const auto& [path, why] :
         {std::pair{fifo, W::NotRegularFile}, {folder, W::IsDirectory}, {missing, W::NotFound}}) {
        const sl::TileSetLoadResult r = sl::loadTileSetFile(path);
        QCOMPARE(r.errors.size(), std::size_t(1));
        QCOMPARE(r.errors.front().reason, why);
        QVERIFY(sl::describe(r.errors.front()).find(path) == 0);
    }
}

void TstHostile::storedJsonIsReadWithinLimits()
{
    // The JSON a database keeps (an event, a turn) is outside input too: a crafted file.
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({2, false, false}, 3));
    const auto catalog = sl::buildCatalog(rec.setup);
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    std::optional<sl::RecordError> error;
    QVERIFY(!sl::eventFromJson(deep, *catalog, &error));
    QVERIFY(error && error->syntax && error->syntax->kind == sl::JsonSyntaxKind::TooDeep);
    QVERIFY(!sl::eventFromJson(R"({"type":"die","type":"die","value":3})", *catalog, &error));
    QVERIFY(error && error->syntax && error->syntax->kind == sl::JsonSyntaxKind::DuplicateKey);
    QVERIFY(!sl::ai::turnFromJson(deep));
    QVERIFY(!sl::ai::turnFromJson(R"({"x":1e10,"y":0,"rotation":0,"meeple":{"type":"pass"}})"));
    QVERIFY(!sl::ai::turnFromJson(R"({"x":70000,"y":0,"rotation":0,"meeple":{"type":"pass"}})"));
    QVERIFY(!sl::ai::turnFromJson(R"({"x":0,"y":0,"rotation":4,"meeple":{"type":"pass"}})"));
    QVERIFY(sl::ai::turnFromJson(R"({"x":-3,"y":2,"rotation":3,"meeple":{"type":"pass"}})"));
}

void TstHostile::readingCanBeCancelled()
{
    // The GUI reads off its thread with a Cancel button: a set flag stops the reading.
    const std::string valid = hostile::validDocument(Format::Record).dump();
    std::atomic<bool> cancel{true};
    const sl::RecordLoadResult r = sl::parseRecord(valid, &cancel);
    QVERIFY(!r.record);
    QVERIFY(r.error->syntax && r.error->syntax->kind == sl::JsonSyntaxKind::Cancelled);
    cancel = false;
    QVERIFY(sl::parseRecord(valid, &cancel).record);
}

void TstHostile::limitsAreExact()
{
    // Each limit on both sides: at the limit read, one past it refused (the depth of nested
    // arrays, the number of values, the size of the text).
    for (const Format f : {Format::TileSet, Format::Record}) {
        const sl::JsonLimits& lim = hostile::limitsOf(f);
        auto nested = [](int depth) {
            return std::string(std::size_t(depth), '[') + std::string(std::size_t(depth), ']');
        };
        auto values = [](std::size_t n) { // an array holding n - 1 zeros: n values
            std::string s = "[";
            for (std::size_t i = 1; i < n; ++i)
                s += i > 1 ? ",0" : "0";
            return s + "]";
        };
        auto kindOf = [&](const std::string& text) {
            const Outcome o = read(f, text);
            return o.syntax ? o.syntax->kind : sl::JsonSyntaxKind::Unexpected;
        };
        using K = sl::JsonSyntaxKind;
        QVERIFY(kindOf(nested(lim.maxDepth)) != K::TooDeep); // refused, as not a set/record
        QCOMPARE(kindOf(nested(lim.maxDepth + 1)), K::TooDeep);
        QVERIFY(kindOf(values(lim.maxValues)) != K::TooManyValues);
        QCOMPARE(kindOf(values(lim.maxValues + 1)), K::TooManyValues);
        QVERIFY(kindOf("[]" + std::string(lim.maxBytes - 2, ' ')) != K::TooLarge);
        QCOMPARE(kindOf("[]" + std::string(lim.maxBytes - 1, ' ')), K::TooLarge);
    }
    // A set inside a record: at most a tile-set file's 4 MiB as compact JSON; exactly that
    // passes this limit, a byte more is refused there.
    for (const std::size_t extra : {std::size_t(0), std::size_t(1)}) {
        nlohmann::ordered_json doc = hostile::validDocument(Format::Record);
        auto& content = doc["setup"]["tileSets"][0]["content"];
        content["name"]["en"] = "";
        const std::size_t base = nlohmann::json(content).dump().size();
        content["name"]["en"] = std::string(sl::kTileSetLimits.maxBytes - base + extra, 'x');
        QCOMPARE(nlohmann::json(content).dump().size(), sl::kTileSetLimits.maxBytes + extra);
        const sl::RecordLoadResult r = sl::parseRecord(doc.dump());
        QVERIFY(r.error); // the name changed the set: its hash no longer matches
        const bool tooLarge = r.error->code == sl::RecordErrorCode::OverLimit && r.error->syntax &&
                              r.error->syntax->kind == sl::JsonSyntaxKind::TooLarge;
        QVERIFY2(tooLarge == (extra == 1), sl::describe(*r.error).c_str());
        if (tooLarge) QCOMPARE(r.error->field, std::string("setup.tileSets[0].content"));
    }
    // Where the problem is: line and column of the first array one too deep.
    const Outcome o = read(Format::Record, "{\n  \"a\": " + std::string(30, '[') + "]");
    QVERIFY(o.syntax);
    QCOMPARE(o.syntax->kind, sl::JsonSyntaxKind::TooDeep);
    QCOMPARE(o.syntax->line, 2);
    QCOMPARE(o.syntax->column, 8 + sl::kRecordLimits.maxDepth - 1);
    QVERIFY2(o.message.find("nested more than 24 deep at line 2, column 31") != std::string::npos,
             o.message.c_str());
}

void TstHostile::quotesAreCutAtACharacter()
{
    // 64 bytes at most, never in the middle of a character: "č" is two bytes.
    const std::string ascii(70, 'a');
    QCOMPARE(sl::shortQuote(ascii), std::string(64, 'a') + "\u2026");
    QCOMPARE(sl::shortQuote(std::string(64, 'a')), std::string(64, 'a'));
    const std::string czech = std::string(63, 'a') + "\u010d\u010d";
    QCOMPARE(sl::shortQuote(czech), std::string(63, 'a') + "\u2026");
    const std::string czech2 = std::string(62, 'a') + "\u010d\u010d";
    QCOMPARE(sl::shortQuote(czech2), std::string(62, 'a') + "\u010d\u2026");
}

void TstHostile::noFileIsLeftOpen()
{
    // Reading and writing, refused or not, closes every file it opened.
    auto openFiles = [] {
        return QDir(QStringLiteral("/proc/self/fd"))
            .entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)
            .size();
    };
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string good = dir.filePath(QStringLiteral("good.json")).toStdString();
    const std::string folder = dir.path().toStdString();
    const qsizetype before = openFiles();
    for (int i = 0; i < 50; ++i) {
        QVERIFY(sl::writeWholeFile(good, "{}", true).ok());
        QCOMPARE(sl::writeWholeFile(good, "{}", false).problem, sl::WriteProblem::Exists);
        QCOMPARE(sl::writeWholeFile(folder, "{}", true).problem, sl::WriteProblem::NotAFile);
        QVERIFY(sl::readInputFile(good, 1).problem == sl::FileProblem::TooLarge);
        QVERIFY(sl::readInputFile(good, 100).ok());
        QVERIFY(sl::readInputFile(folder, 100).problem == sl::FileProblem::IsDirectory);
        QVERIFY(!sl::isGameDatabase(good));
    }
    QCOMPARE(openFiles(), before);
}

void TstHostile::aFileThatCannotBeReadToItsEnd()
{
    // /proc/self/mem is a regular file whose first page is never mapped: read(2) fails (EIO).
    const sl::InputFile r = sl::readInputFile("/proc/self/mem", 1 << 20);
    QCOMPARE(r.problem, sl::FileProblem::ReadFailed);
    QVERIFY(r.text.empty());
    QCOMPARE(sl::describe(r.problem), std::string("the file could not be read to its end"));
}

void TstHostile::writtenFilesFollowTheUmask()
{
    // A written file is readable as any new file of the user would be (the temporary file it
    // starts as is private to its owner).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const mode_t mask : {mode_t(022), mode_t(027), mode_t(077)}) {
        const std::string path = dir.filePath(QString::number(mask, 8)).toStdString();
        const mode_t old = ::umask(mask);
        const bool written = sl::writeWholeFile(path, "{}", false).ok();
        ::umask(old);
        QVERIFY(written);
        struct stat st
        {
        };
        QCOMPARE(::stat(path.c_str(), &st), 0);
        QCOMPARE(st.st_mode & 0777, 0666 & ~mask);
    }
}

void TstHostile::memoryStaysFarBelowTheLimit()
{
    // Every reader above ran in this process: its peak is the most any of them took (plus the
    // inputs the test made). Under AddressSanitizer the shadow memory counts too: not measured.
    if (kSanitized) QSKIP("memory under AddressSanitizer is not the program's");
    const long peak = peakMegabytes();
    qInfo("peak resident memory of the whole test: %ld MB", peak);
    QVERIFY2(peak < 512, qPrintable(QString::number(peak)));
}

QTEST_GUILESS_MAIN(TstHostile)
#include "tst_hostile.moc"
