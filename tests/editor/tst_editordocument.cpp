// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set editor's document and undo commands: every command round-trips (redo, undo,
// redo restores the exact document, by content hash), typing merges into one step, tile edits
// keep every tile consistent, built-in sets save byte for byte, bad files are refused untouched,
// and a failed save (invalid set, read-only target, full disk) loses nothing.
#include "editor/setcommands.h"
#include "editor/tilecommands.h"
#include "editor/tileedits.h"
#include "editor/tilesetdocument.h"
#include "rules/tileart.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

#include <csignal>
#include <fcntl.h>
#include <functional>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

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
    void builtinSetsSaveUnchanged();
    void openRefusesBadFiles_data();
    void openRefusesBadFiles();
    void openListsContentProblems();
    void saveRefusesAnInvalidSet();
    void saveFailsOnReadOnlyAndFullDisk();
    void saveKeepsTheOldFileWhenWritingFails_data();
    void saveKeepsTheOldFileWhenWritingFails();
    void revertDropsChanges();
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

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
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

void TstEditorDocument::builtinSetsSaveUnchanged()
{
    QTemporaryDir dir;
    for (const char* id : {"base", "exp1"}) {
        auto doc = TileSetDocument::openBuiltin(QString::fromLatin1(id));
        const QString a = dir.filePath(QStringLiteral("%1-a.json").arg(QLatin1String(id)));
        const QString b = dir.filePath(QStringLiteral("%1-b.json").arg(QLatin1String(id)));
        QString error;
        QVERIFY2(doc->save(a, &error), qPrintable(error));
        QVERIFY(doc->save(b, &error));
        const QByteArray shipped =
            fileBytes(QStringLiteral(STARLANES_SOURCE_DIR "/resources/tilesets/%1.json")
                          .arg(QLatin1String(id)));
        QCOMPARE(fileBytes(a), shipped);
        QCOMPARE(fileBytes(b), shipped);
        auto reopened = TileSetDocument::open(a, &error);
        QVERIFY(reopened);
        QCOMPARE(sl::contentHash(reopened->set()), sl::contentHash(sl::builtinTileSet(id)));
        QCOMPARE(reopened->filePath(), QFileInfo(a).absoluteFilePath());
        QVERIFY(!reopened->isModified());
    }
}

void TstEditorDocument::openRefusesBadFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    const QByteArray base =
        fileBytes(QStringLiteral(STARLANES_SOURCE_DIR "/resources/tilesets/base.json"));
    QTest::newRow("syntax") << QByteArray("{\"format\": ") << "not valid JSON";
    QTest::newRow("truncated") << base.left(base.size() / 2) << "not valid JSON";
    QTest::newRow("empty") << QByteArray() << "not valid JSON";
    QTest::newRow("foreign JSON") << QByteArray("{\"name\": \"a game record\"}")
                                  << "not a Starlanes tile set";
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << "not valid JSON";
    QByteArray newer = base;
    newer.replace("\"version\": 1", "\"version\": 7");
    QTest::newRow("newer version") << newer << "written by a newer version of Starlanes";
    QByteArray typo = base;
    typo.replace("\"count\": 4", "\"cuont\": 4");
    QTest::newRow("unknown field") << typo << "unknown field";
    QTest::newRow("huge") << QByteArray(int(sl::kMaxTileSetFileBytes + 10), ' ')
                          << "too large for a tile set";
}

void TstEditorDocument::openRefusesBadFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad-set.json"));
    writeFile(path, content);
    const QByteArray hash = QCryptographicHash::hash(content, QCryptographicHash::Sha256);
    const QDateTime modified = QFileInfo(path).lastModified();
    QString error;
    QVERIFY(!TileSetDocument::open(path, &error));
    QVERIFY2(error.contains(QStringLiteral("bad-set.json")), qPrintable(error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(QCryptographicHash::hash(fileBytes(path), QCryptographicHash::Sha256), hash);
    QCOMPARE(QFileInfo(path).lastModified(), modified);
    QVERIFY(!TileSetDocument::open(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(error.contains(QStringLiteral("missing.json")) &&
            error.contains(QStringLiteral("cannot read")));
    QVERIFY(!TileSetDocument::open(dir.path(), &error)); // a folder
}

void TstEditorDocument::openListsContentProblems()
{
    // A well-formed set with a content problem opens, with the problem listed: that is what the
    // editor is for.
    auto doc = TileSetDocument::open(
        QStringLiteral(STARLANES_TEST_DATA "/tilesets/broken-realm.json"), nullptr);
    QVERIFY(doc);
    QVERIFY(!doc->isValid());
    QCOMPARE(doc->problems().front().file, std::string("broken-realm.json"));
    QVERIFY(!doc->problems().front().tileId.empty());
}

void TstEditorDocument::saveRefusesAnInvalidSet()
{
    QTemporaryDir dir;
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("exp1"));
    doc->undoStack()->push(changeTileId(doc.get(), 1, "x01").release()); // x01 twice
    QVERIFY(!doc->isValid());
    const QString path = dir.filePath(QStringLiteral("invalid.json"));
    QString error;
    QVERIFY(!doc->save(path, &error));
    QVERIFY2(error.contains(QStringLiteral("cannot be saved: 1 problem to fix")) &&
                 error.contains(QStringLiteral("tile id used twice")),
             qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(doc->isModified());
}

void TstEditorDocument::saveFailsOnReadOnlyAndFullDisk()
{
    if (geteuid() != 0)
        QSKIP("needs root to mount a tiny file system (a full disk and a read-only one)");
    QTemporaryDir dir;
    const QByteArray mountPoint = QFile::encodeName(dir.path());
    if (mount("tmpfs", mountPoint.constData(), "tmpfs", 0, "size=96k") != 0)
        QSKIP("cannot mount a tmpfs here");
    auto unmount = qScopeGuard([&] { umount(mountPoint.constData()); });
    const QString path = dir.filePath(QStringLiteral("set.json"));
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    QString error;
    QVERIFY2(doc->save(path, &error), qPrintable(error));
    const QByteArray saved = fileBytes(path);
    {
        QFile filler(dir.filePath(QStringLiteral("filler")));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size() && filler.flush()) {
        }
    }
    doc->undoStack()->push(
        renameTile(doc.get(), 0, QStringLiteral("en"), std::string(500, 'a')).release());
    QVERIFY(!doc->save(path, &error));
    QVERIFY2(error.contains(QStringLiteral("set.json")) &&
                 error.contains(QStringLiteral("disk is full"), Qt::CaseInsensitive),
             qPrintable(error));
    QCOMPARE(fileBytes(path), saved); // the old file is whole
    QVERIFY(doc->isModified());
    // Read-only: remount the same file system read-only.
    QVERIFY(mount("tmpfs", mountPoint.constData(), "tmpfs", MS_REMOUNT | MS_RDONLY, "size=96k") ==
            0);
    QVERIFY(!doc->save(path, &error));
    QVERIFY2(error.contains(QStringLiteral("set.json")), qPrintable(error));
    QCOMPARE(fileBytes(path), saved);
    QVERIFY(doc->isModified());
}

void TstEditorDocument::saveKeepsTheOldFileWhenWritingFails_data()
{
    QTest::addColumn<QString>("fault");
    QTest::newRow("the disk fills up while writing") << QStringLiteral("full");
    QTest::newRow("the folder is read-only") << QStringLiteral("read-only");
}

/**
 * A save that cannot be written gives a message naming the file, leaves the old file whole and
 * the document unsaved, for every user (the tmpfs test above needs root): a full disk as the
 * process's file-size limit (writes fail midway, as on a full disk), a read-only folder by its
 * mode, or for root, who may write anyway, by the immutable attribute.
 */
void TstEditorDocument::saveKeepsTheOldFileWhenWritingFails()
{
    QFETCH(QString, fault);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("set.json"));
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("base"));
    QString error;
    QVERIFY2(doc->save(path, &error), qPrintable(error));
    const QByteArray saved = fileBytes(path);
    QVERIFY(saved.size() > 20000);
    doc->undoStack()->push(
        renameTile(doc.get(), 0, QStringLiteral("en"), std::string(500, 'a')).release());
    QVERIFY(doc->isModified());
    const QByteArray folder = QFile::encodeName(dir.path());
    std::function<void()> undo;
    if (fault == QLatin1String("full")) {
        std::signal(SIGXFSZ, SIG_IGN); // a write over the limit fails with EFBIG instead
        rlimit old{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        rlimit small = old;
        small.rlim_cur = 8192;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        undo = [old] { setrlimit(RLIMIT_FSIZE, &old); };
    } else {
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        undo = [&] {
            QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                  QFileDevice::ExeOwner);
        };
        QFile probe(dir.filePath(QStringLiteral("probe")));
        if (probe.open(QIODevice::WriteOnly)) { // root writes anyway: make the folder immutable
            probe.remove();
            const int fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY);
            int flags = 0;
            const bool immutable =
                fd >= 0 && ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0 &&
                (flags |= FS_IMMUTABLE_FL, ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0);
            if (fd >= 0) ::close(fd);
            if (!immutable) {
                undo();
                QSKIP("this file system has no way to make a folder read-only for root");
            }
            undo = [folder, restore = undo] {
                const int d = ::open(folder.constData(), O_RDONLY | O_DIRECTORY);
                int f = 0;
                if (d >= 0 && ioctl(d, FS_IOC_GETFLAGS, &f) == 0) {
                    f &= ~FS_IMMUTABLE_FL;
                    ioctl(d, FS_IOC_SETFLAGS, &f);
                }
                if (d >= 0) ::close(d);
                restore();
            };
        }
    }
    const bool ok = doc->save(path, &error);
    undo();
    QVERIFY(!ok);
    QVERIFY2(error.startsWith(path + QStringLiteral(" was not written: ")) &&
                 error.endsWith(QStringLiteral("Nothing was changed.")),
             qPrintable(error));
    QCOMPARE(fileBytes(path), saved); // the old file is whole
    QVERIFY(doc->isModified());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
             QStringList{QStringLiteral("set.json")}); // no temporary file left
    // And once it can be written again, it is.
    QVERIFY2(doc->save(path, &error), qPrintable(error));
    QVERIFY(!doc->isModified());
    QVERIFY(fileBytes(path) != saved);
}

void TstEditorDocument::revertDropsChanges()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("exp.json"));
    auto doc = TileSetDocument::openBuiltin(QStringLiteral("exp1"));
    QVERIFY(doc->save(path, nullptr));
    doc->undoStack()->push(changeCount(doc.get(), {0}, 3).release());
    QVERIFY(doc->isModified());
    QVERIFY(doc->revert(nullptr));
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->undoStack()->count(), 0);
    QVERIFY(doc->set() == sl::builtinTileSet("exp1"));
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
