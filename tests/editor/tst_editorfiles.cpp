// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The editor's document in files (EditorFiles), offscreen: the recent files, a file that cannot
// be opened or written, Save without a dialog and Save as with one, a changed built-in set named
// before it is written, Revert, the question about unsaved changes, a new set. Every question
// and dialog is answered as a user would; every problem is checked in its box and its status
// message.
#include "../app/answerdialog.h"
#include "common/languagemanager.h"
#include "common/statustext.h"
#include "editor/editorfiles.h"
#include "editor/ownsetdialog.h"
#include "editor/tilecommands.h"
#include "editor/tilesetdocument.h"
#include "editortestutil.h"
#include "rules/tileset.h"

#include <QDir>
#include <QFile>
#include <QMainWindow>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace sled;

class TstEditorFiles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void recentFilesLatestFirstAtMostEight();
    void fileThatCannotBeOpened();
    void saveWritesTheFileItCameFrom();
    void saveAsAsksWhereAndAddsTheSuffix();
    void changedBuiltinSetNamedBeforeItIsWritten();
    void fileThatCannotBeWritten();
    void revertAsksAndDropsTheChanges();
    void revertOfAFileThatIsGone();
    void unsavedChangesQuestion();
    void newSetAsksFirst();

private:
    /** The built-in base set under an id of its own, written to `name` in the test's folder. */
    QString writeBaseSet(const QString& name);
    /** Pushes one change (the first tile's count) onto the document's undo stack. */
    static void change(TileSetDocument* doc);

    QTemporaryDir m_dir;
    QMainWindow* m_window = nullptr;
    slui::StatusText* m_status = nullptr;
    EditorFiles* m_files = nullptr;
};

void TstEditorFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstEditorFiles::init()
{
    QSettings().remove(QStringLiteral("editor/recent"));
    m_window = new QMainWindow;
    m_status = new slui::StatusText(m_window->statusBar());
    m_files = new EditorFiles(m_window, m_status);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TstEditorFiles::cleanup()
{
    delete m_window; // and the files with it
    m_window = nullptr;
}

QString TstEditorFiles::writeBaseSet(const QString& name)
{
    QString path = m_dir.filePath(name);
    if (!testutil::writeOwnSet(path)) qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TstEditorFiles::change(TileSetDocument* doc)
{
    doc->undoStack()->push(changeCount(doc, {0}, doc->tile(0).count + 1).release());
}

void TstEditorFiles::recentFilesLatestFirstAtMostEight()
{
    QStringList paths;
    for (int i = 0; i < 9; ++i)
        paths << writeBaseSet(QStringLiteral("set%1.json").arg(i));
    QVERIFY(EditorFiles::recentFiles().isEmpty());
    QVERIFY(m_files->openFile(paths[0]));
    QVERIFY(m_files->openFile(paths[1]));
    QCOMPARE(EditorFiles::recentFiles(), (QStringList{paths[1], paths[0]}));
    // Opened again: to the front, once.
    QVERIFY(m_files->openFile(paths[0]));
    QCOMPARE(EditorFiles::recentFiles(), (QStringList{paths[0], paths[1]}));
    // Eight at most: the ninth pushes out the one opened longest ago.
    for (int i = 2; i < 8; ++i)
        QVERIFY(m_files->openFile(paths[i]));
    QCOMPARE(EditorFiles::recentFiles().size(), 8);
    QCOMPARE(EditorFiles::recentFiles().constLast(), paths[1]);
    QVERIFY(m_files->openFile(paths[8]));
    const QStringList recent = EditorFiles::recentFiles();
    QCOMPARE(recent.size(), 8);
    QCOMPARE(recent.first(), paths[8]);
    QVERIFY(!recent.contains(paths[1]));
    QCOMPARE(recent.last(), paths[0]);
    // A file saved to is recent too.
    const QString saved = m_dir.filePath(QStringLiteral("saved.json"));
    QVERIFY(m_files->saveTo(saved));
    QCOMPARE(EditorFiles::recentFiles().constFirst(), saved);
}

void TstEditorFiles::fileThatCannotBeOpened()
{
    m_files->openBuiltin(QStringLiteral("base"));
    TileSetDocument* before = m_files->document();
    QSignalSpy changed(m_files, &EditorFiles::documentChanged);
    QString shown;
    answer::nextBox(QMessageBox::Ok, &shown);
    QVERIFY(!m_files->openFile(m_dir.filePath(QStringLiteral("missing.json"))));
    QVERIFY2(shown.contains(QStringLiteral("missing.json")), qPrintable(shown));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("missing.json")));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_files->document(), before);
    QVERIFY(EditorFiles::recentFiles().isEmpty());
}

void TstEditorFiles::saveWritesTheFileItCameFrom()
{
    // Save on a set opened from a file writes that file, with no dialog.
    const QString path = writeBaseSet(QStringLiteral("own.json"));
    QVERIFY(m_files->openFile(path));
    TileSetDocument* doc = m_files->document();
    const int count = doc->tile(0).count;
    change(doc);
    QVERIFY(doc->isModified());
    QSignalSpy state(m_files, &EditorFiles::fileStateChanged);
    QVERIFY(m_files->save()); // a dialog here would wait for ever: the test would time out
    QVERIFY(!doc->isModified());
    QCOMPARE(state.count(), 1);
    QString error;
    const auto again = TileSetDocument::open(path, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->tile(0).count, count + 1);
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("Saved to %1").arg(QDir::toNativeSeparators(path)));
}

void TstEditorFiles::saveAsAsksWhereAndAddsTheSuffix()
{
    // Save on the built-in set (not changed: no name of its own is asked for) asks where; a
    // name typed without a suffix gets ".json".
    m_files->openBuiltin(QStringLiteral("exp1"));
    const QString typed = m_dir.filePath(QStringLiteral("copy-of-exp1"));
    answer::nextFile(typed);
    QVERIFY(m_files->save());
    QVERIFY(QFile::exists(typed + QStringLiteral(".json")));
    QVERIFY(!QFile::exists(typed));
    QCOMPARE(m_files->document()->filePath(), typed + QStringLiteral(".json"));
    QCOMPARE(m_files->document()->origin(), TileSetDocument::Origin::File);
    // The file dialog cancelled: nothing written.
    m_files->openBuiltin(QStringLiteral("base"));
    QTimer::singleShot(50, qApp, [] {
        if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget())) d->reject();
    });
    QVERIFY(!m_files->saveAs());
    QCOMPARE(m_files->document()->origin(), TileSetDocument::Origin::Builtin);
}

void TstEditorFiles::changedBuiltinSetNamedBeforeItIsWritten()
{
    // A changed built-in set asks for an id and a name of its own first; cancelled, nothing is
    // written; accepted, the file has the new id.
    m_files->openBuiltin(QStringLiteral("base"));
    change(m_files->document());
    const QString path = m_dir.filePath(QStringLiteral("named.json"));
    int asked = 0;
    // The next "own id and name" dialog, accepted or cancelled.
    const auto answerOwnSet = [&asked](bool accept) {
        QTimer::singleShot(20, qApp, [&asked, accept] {
            if (auto* d = qobject_cast<OwnSetDialog*>(QApplication::activeModalWidget())) {
                ++asked;
                accept ? d->accept() : d->reject();
            }
        });
    };
    answerOwnSet(false);
    QVERIFY(!m_files->saveTo(path));
    QCOMPARE(asked, 1);
    QVERIFY(!QFile::exists(path));
    answerOwnSet(false);
    QVERIFY(!m_files->saveAs()); // cancelled: no file dialog after it (it would wait for ever)
    QCOMPARE(asked, 2);
    answerOwnSet(true);
    QVERIFY(m_files->saveTo(path));
    QCOMPARE(asked, 3);
    QString error;
    const auto saved = TileSetDocument::open(path, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(saved->set().id != "base");
}

void TstEditorFiles::fileThatCannotBeWritten()
{
    m_files->openBuiltin(QStringLiteral("base"));
    QSignalSpy state(m_files, &EditorFiles::fileStateChanged);
    const QString path = m_dir.filePath(QStringLiteral("no-such-folder/set.json"));
    QString shown;
    answer::nextBox(QMessageBox::Ok, &shown);
    QVERIFY(!m_files->saveTo(path));
    QVERIFY2(!shown.isEmpty(), "no message box");
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
    QCOMPARE(m_window->statusBar()->currentMessage(), shown);
    QCOMPARE(state.count(), 0);
    QVERIFY(EditorFiles::recentFiles().isEmpty());
    QCOMPARE(m_files->document()->origin(), TileSetDocument::Origin::Builtin);
}

void TstEditorFiles::revertAsksAndDropsTheChanges()
{
    const QString path = writeBaseSet(QStringLiteral("revert.json"));
    QVERIFY(m_files->openFile(path));
    TileSetDocument* doc = m_files->document();
    const int count = doc->tile(0).count;
    change(doc);
    QSignalSpy state(m_files, &EditorFiles::fileStateChanged);
    QString shown;
    answer::nextBox(QMessageBox::Cancel, &shown);
    QVERIFY(!m_files->revert());
    QVERIFY(shown.contains(QStringLiteral("revert.json")) || shown.contains(doc->displayName()));
    QVERIFY(doc->isModified());
    QCOMPARE(doc->tile(0).count, count + 1);
    QCOMPARE(state.count(), 0);
    answer::nextBox(QMessageBox::Discard);
    QVERIFY(m_files->revert());
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->tile(0).count, count);
    QCOMPARE(state.count(), 1);
    // Nothing changed: nothing to ask (a question here would wait for ever).
    QVERIFY(m_files->revert());
    QCOMPARE(state.count(), 2);
}

void TstEditorFiles::revertOfAFileThatIsGone()
{
    const QString path = writeBaseSet(QStringLiteral("gone.json"));
    QVERIFY(m_files->openFile(path));
    QVERIFY(QFile::remove(path));
    QSignalSpy state(m_files, &EditorFiles::fileStateChanged);
    QString shown;
    answer::nextBox(QMessageBox::Ok, &shown);
    QVERIFY(!m_files->revert());
    QVERIFY2(shown.contains(QStringLiteral("gone.json")), qPrintable(shown));
    QCOMPARE(m_window->statusBar()->currentMessage(), shown);
    QCOMPARE(state.count(), 0);
}

void TstEditorFiles::unsavedChangesQuestion()
{
    const QString path = writeBaseSet(QStringLiteral("asked.json"));
    QVERIFY(m_files->openFile(path));
    TileSetDocument* doc = m_files->document();
    QVERIFY(m_files->maybeSave()); // nothing changed: no question
    change(doc);
    answer::nextBox(QMessageBox::Cancel);
    QVERIFY(!m_files->maybeSave());
    QVERIFY(doc->isModified());
    answer::nextBox(QMessageBox::Discard);
    QVERIFY(m_files->maybeSave());
    QVERIFY(doc->isModified()); // discarding is the caller's to do
    QString shown;
    answer::nextBox(QMessageBox::Save, &shown);
    QVERIFY(m_files->maybeSave());
    QVERIFY(shown.contains(doc->displayName()));
    QVERIFY(!doc->isModified());
}

void TstEditorFiles::newSetAsksFirst()
{
    m_files->openBuiltin(QStringLiteral("base"));
    TileSetDocument* before = m_files->document();
    change(before);
    QSignalSpy changed(m_files, &EditorFiles::documentChanged);
    answer::nextBox(QMessageBox::Cancel);
    m_files->newSet(sl::TileSetRole::Expansion);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_files->document(), before);
    answer::nextBox(QMessageBox::Discard);
    m_files->newSet(sl::TileSetRole::Expansion);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_files->document()->origin(), TileSetDocument::Origin::New);
    QCOMPARE(m_files->document()->set().role, sl::TileSetRole::Expansion);
}

QTEST_MAIN(TstEditorFiles)
#include "tst_editorfiles.moc"
