// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set editor's document in files: built-in sets save byte for byte, bad files are
// refused and left untouched, content problems listed on opening, and a failed save (an invalid
// set, a read-only target, a full disk, a write cut short) loses nothing; Revert drops changes.
#include "editor/tilecommands.h"
#include "editor/tilesetdocument.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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

class TstEditorDocFiles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void builtinSetsSaveUnchanged();
    void openRefusesBadFiles_data();
    void openRefusesBadFiles();
    void openListsContentProblems();
    void saveRefusesAnInvalidSet();
    void saveFailsOnReadOnlyAndFullDisk();
    void saveKeepsTheOldFileWhenWritingFails_data();
    void saveKeepsTheOldFileWhenWritingFails();
    void revertDropsChanges();
};

namespace {
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

void TstEditorDocFiles::initTestCase()
{
    // Undo texts as the game shows them in English.
    auto* english = new QTranslator(this);
    QVERIFY(english->load(QStringLiteral(":/i18n/starlanes_en.qm")));
    QCoreApplication::installTranslator(english);
}

void TstEditorDocFiles::builtinSetsSaveUnchanged()
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

void TstEditorDocFiles::openRefusesBadFiles_data()
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

void TstEditorDocFiles::openRefusesBadFiles()
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

void TstEditorDocFiles::openListsContentProblems()
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

void TstEditorDocFiles::saveRefusesAnInvalidSet()
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

void TstEditorDocFiles::saveFailsOnReadOnlyAndFullDisk()
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

void TstEditorDocFiles::saveKeepsTheOldFileWhenWritingFails_data()
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
void TstEditorDocFiles::saveKeepsTheOldFileWhenWritingFails()
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

void TstEditorDocFiles::revertDropsChanges()
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

QTEST_GUILESS_MAIN(TstEditorDocFiles)
#include "tst_editordocfiles.moc"
