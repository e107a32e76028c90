// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The windows given hostile files (issue 32), offscreen: File ▸ Import, the browser's import, the
// new-game dialog (which reads every set in the user's folder), the tile-set editor, the
// puzzles' import. Each refuses the file with a message that names it and the problem, in the
// user's language; nothing crashes. Reading happens off the window's thread: a progress dialog
// with Cancel after a moment, and Cancel works. Exports never write over the game database.
#include "answerdialog.h"
#include "browser/gamebrowser.h"
#include "common/filetext.h"
#include "common/languagemanager.h"
#include "common/tilesetfolder.h"
#include "common/waitwithprogress.h"
#include "editor/editorfiles.h"
#include "editor/editorwindow.h"
#include "editor/tilesetdocument.h"
#include "hostile.h"
#include "play/mainwindow.h"
#include "play/newgamedialog.h"
#include "play/storedgames.h"
#include "puzzles/puzzleswindow.h"
#include "puzzles/puzzlewindow.h"
#include "store/gamestore.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sys/stat.h>

#include <thread>

using namespace slapp;
using hostile::Format;
using hostile::Fragment;

namespace {

QString writeFile(const QString& path, const std::string& text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(text.data(), qint64(text.size()));
    return path;
}

} // namespace

class TstHostileFiles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void importARecordNamesFileAndProblem_data();
    void importARecordNamesFileAndProblem();
    void browserImportsTheGoodAndRefusesTheBad();
    void newGameDialogSkipsHostileSets();
    void editorRefusesHostileSets();
    void puzzleImportRefusesAndBounds();
    void waitingShowsProgressAndCancels_data();
    void waitingShowsProgressAndCancels();
    void quickWorkShowsNothing();
    void exportsNeverOverTheDatabase();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
};

void TstHostileFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_store = GameStore::open(path(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstHostileFiles::importARecordNamesFileAndProblem_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("words");
    const QString deep = writeFile(
        path(QStringLiteral("deep.json")),
        hostile::substitute(Format::Record, "/setup/tileSets/0/content/tiles/0/realms/0/edges",
                            hostile::fragment(Fragment::DeepArrays, Format::Record)));
    const QString twice = writeFile(path(QStringLiteral("twice.json")),
                                    hostile::wholeTexts(Format::Record).back().text);
    QDir().mkpath(path(QStringLiteral("folder.json")));
    ::mkfifo(QFile::encodeName(path(QStringLiteral("pipe.json"))).constData(), 0600);
    QTest::newRow("deep, English") << "en" << deep << "values nested more than 24 deep";
    QTest::newRow("deep, Czech") << "cs" << deep << "vnořené hlouběji než 24";
    QTest::newRow("two events keys") << "en" << twice << "the key \"events\" appears twice";
    QTest::newRow("folder") << "en" << path(QStringLiteral("folder.json"))
                            << "it is a folder, not a file";
    QTest::newRow("pipe") << "en" << path(QStringLiteral("pipe.json")) << "not a regular file";
    QTest::newRow("pipe, Czech") << "cs" << path(QStringLiteral("pipe.json"))
                                 << "není obyčejný soubor";
}

void TstHostileFiles::importARecordNamesFileAndProblem()
{
    QFETCH(QString, language);
    QFETCH(QString, file);
    QFETCH(QString, words);
    slui::LanguageManager::instance().apply(language);
    MainWindow window(m_store.get());
    const int before = m_store->countGames({});
    QString shown;
    answer::nextBox(QMessageBox::Ok, &shown);
    QCOMPARE(window.storedGames()->importFile(file), 0);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    QVERIFY2(shown.contains(QDir::toNativeSeparators(file)), qPrintable(shown));
    QVERIFY2(shown.contains(words), qPrintable(shown));
    QVERIFY2(shown.size() < 1000, qPrintable(shown.left(300)));
    QCOMPARE(m_store->countGames({}), before);
}

void TstHostileFiles::browserImportsTheGoodAndRefusesTheBad()
{
    GameBrowser browser(m_store.get());
    const QString good =
        writeFile(path(QStringLiteral("good.json")), hostile::validDocument(Format::Record).dump());
    const QString wide =
        writeFile(path(QStringLiteral("wide.json")),
                  hostile::substitute(Format::Record, "/events",
                                      hostile::fragment(Fragment::WideArray, Format::Record)));
    const int before = m_store->countGames({});
    QString shown;
    answer::nextBox(QMessageBox::Ok, &shown);
    QCOMPARE(browser.importFiles({good, wide}), 1);
    QCOMPARE(m_store->countGames({}), before + 1);
    QVERIFY2(shown.startsWith(QStringLiteral("1 game imported.")), qPrintable(shown));
    QVERIFY2(shown.contains(QDir::toNativeSeparators(wide) +
                            QStringLiteral(": larger than a game record may be")),
             qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("more than 500,000 values")), qPrintable(shown));
}

void TstHostileFiles::newGameDialogSkipsHostileSets()
{
    // One such file in the folder once crashed the dialog each time it opened.
    const QString folder = slui::userTileSetFolder();
    writeFile(folder + QStringLiteral("/deep.json"),
              hostile::substitute(Format::TileSet, "/tiles/0/realms/0/edges",
                                  hostile::fragment(Fragment::DeepArrays, Format::TileSet)));
    writeFile(folder + QStringLiteral("/empty-tiles.json"), [] {
        for (const auto& w : hostile::wholeTexts(Format::TileSet))
            if (w.name == "empty-tiles") return w.text;
        return std::string();
    }());
    ::mkfifo(QFile::encodeName(folder + QStringLiteral("/pipe.json")).constData(), 0600);
    sl::TileSet mine = sl::builtinTileSet("base");
    mine.name = {"Mine", "Moje"};
    writeFile(folder + QStringLiteral("/mine.json"), sl::serializeTileSet(mine));
    NewGameDialog dialog;
    QCOMPARE(dialog.baseSetNames().size(), 2); // the built-in set and mine.json
    QCOMPARE(dialog.baseSetNames().at(1), QStringLiteral("Mine (mine.json)"));
    // Chosen as "Another file…": refused with the file and the problem.
    QVERIFY(!dialog.setTileSetFile(folder + QStringLiteral("/deep.json")));
    auto* problem = dialog.findChild<QLabel*>(QStringLiteral("problemLabel"));
    QVERIFY(problem);
    QVERIFY2(problem->text().contains(QStringLiteral("deep.json")) &&
                 problem->text().contains(QStringLiteral("nested more than 16 deep")),
             qPrintable(problem->text()));
    for (const char* f : {"/deep.json", "/empty-tiles.json", "/pipe.json", "/mine.json"})
        QFile::remove(folder + QLatin1String(f));
}

void TstHostileFiles::editorRefusesHostileSets()
{
    const QString deep =
        writeFile(path(QStringLiteral("deep-set.json")),
                  hostile::substitute(Format::TileSet, "/tiles/0/realms/0/symbols",
                                      hostile::fragment(Fragment::DeepObjects, Format::TileSet)));
    QString error;
    QVERIFY(!sled::TileSetDocument::open(deep, &error));
    QVERIFY2(error.contains(QStringLiteral("deep-set.json")) &&
                 error.contains(QStringLiteral("nested more than 16 deep")),
             qPrintable(error));
    // The editor's window reads off its thread and says so in a message box.
    sled::EditorWindow editor;
    QString shown;
    answer::nextBox(QMessageBox::Ok, &shown);
    QVERIFY(!editor.files()->openFile(path(QStringLiteral("empty-tiles-none.json"))));
    QVERIFY2(shown.contains(QStringLiteral("no such file")), qPrintable(shown));
}

void TstHostileFiles::puzzleImportRefusesAndBounds()
{
    PuzzlesWindow puzzles(m_store.get());
    std::string budget;
    for (const auto& w : hostile::wholeTexts(Format::Puzzle))
        if (w.name == "budget-ten-million") budget = w.text;
    const QString over = writeFile(path(QStringLiteral("budget.json")), budget);
    QVERIFY(!puzzles.importFile(over, false));
    QVERIFY2(puzzles.lastMessage().contains(QStringLiteral("budget.json")) &&
                 puzzles.lastMessage().contains(QStringLiteral("at most 40,000 iterations")),
             qPrintable(puzzles.lastMessage()));
    const QString deep =
        writeFile(path(QStringLiteral("deep-puzzle.json")),
                  hostile::substitute(Format::Puzzle, "/best",
                                      hostile::fragment(Fragment::DeepMixed, Format::Puzzle)));
    QVERIFY(!puzzles.importFile(deep, false));
    QVERIFY2(puzzles.lastMessage().contains(QStringLiteral("nested more than 25 deep")),
             qPrintable(puzzles.lastMessage()));
    // A position made by hand within the budget is solved (off the window's thread) and kept.
    nlohmann::ordered_json doc = hostile::validDocument(Format::Puzzle);
    doc.erase("best");
    doc["values"].erase("best");
    const QString byHand = writeFile(path(QStringLiteral("by-hand.json")), doc.dump());
    PuzzleWindow* opened = puzzles.importFile(byHand, false);
    QVERIFY2(opened, qPrintable(puzzles.lastMessage()));
    opened->close();
}

void TstHostileFiles::waitingShowsProgressAndCancels_data()
{
    QTest::addColumn<int>("permille");
    QTest::newRow("a quarter") << 250;
    QTest::newRow("nothing yet, but known") << 0;
}

void TstHostileFiles::waitingShowsProgressAndCancels()
{
    QFETCH(int, permille);
    QWidget window;
    auto* behind = new QPushButton(QStringLiteral("Behind"), &window);
    QSignalSpy clickedBehind(behind, &QPushButton::clicked);
    window.show();
    QString label;
    bool dialogSeen = false;
    bool sawCancel = false;
    int shownValue = -2, shownMaximum = -2;
    int polls = 0; // of a dialog shown, waiting for it to show the work's progress
    // Cancel as a user would, once the dialog is there.
    std::function<void()> clickCancel = [&] {
        auto* dialog = window.findChild<QProgressDialog*>(QStringLiteral("waitWithProgress"));
        if (!dialog || !dialog->isVisible() || (dialog->value() != permille && ++polls < 100)) {
            QTimer::singleShot(20, qApp, clickCancel);
            return;
        }
        dialogSeen = true;
        label = dialog->labelText();
        shownValue = dialog->value();
        shownMaximum = dialog->maximum();
        // The window behind takes no click while it waits.
        QTest::mouseClick(behind, Qt::LeftButton);
        auto* cancel = dialog->findChild<QPushButton*>();
        QVERIFY(cancel);
        QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
        cancel->click();
    };
    QTimer::singleShot(0, qApp, clickCancel);
    QElapsedTimer clock;
    clock.start();
    const bool done = slui::waitWithProgress(
        &window, QStringLiteral("Reading big.json…"), [&](slui::Progress& p) {
            p.permille = permille;
            while (!p.cancel) // work that only ends when told
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            sawCancel = true;
        });
    QVERIFY(!done);
    QVERIFY(dialogSeen);
    QVERIFY(sawCancel);
    QCOMPARE(label, QStringLiteral("Reading big.json…"));
    QCOMPARE(shownMaximum, 1000); // a bar that says how far, not a busy one
    QCOMPARE(shownValue, permille);
    QCOMPARE(clickedBehind.count(), 0);
    QVERIFY(clock.elapsed() >= slui::kShowAfterMs); // not shown for a moment's work
}

void TstHostileFiles::quickWorkShowsNothing()
{
    QWidget window;
    window.show();
    int ran = 0;
    QVERIFY(
        slui::waitWithProgress(&window, QStringLiteral("quick"), [&](slui::Progress&) { ++ran; }));
    QCOMPARE(ran, 1);
    auto* dialog = window.findChild<QProgressDialog*>();
    QVERIFY(!dialog || !dialog->isVisible());
}

void TstHostileFiles::exportsNeverOverTheDatabase()
{
    const QString db = path(QStringLiteral("games.sqlite"));
    const QByteArray before = [&] {
        QFile f(db);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(!before.isEmpty());
    GameBrowser browser(m_store.get());
    const qint64 id = m_store->listGames({}).front().id;
    QString shown;
    answer::nextBox(QMessageBox::Ok, &shown);
    QCOMPARE(browser.exportGamesTo({id}, db, {}), 0);
    QVERIFY2(shown.contains(QStringLiteral("was not written: it is a game database")),
             qPrintable(shown));
    QVERIFY(m_store->countGames({}) > 0);
    QVERIFY(m_store->loadRecord(id));
    // A folder export asks before replacing a file, and "No" keeps it.
    const QString folder = path(QStringLiteral("out"));
    QDir().mkpath(folder);
    writeFile(folder + QStringLiteral("/starlanes-game-%1.json").arg(id), "keep");
    QString question;
    answer::nextBox(QMessageBox::No, &question);
    answer::onNextBox([](QMessageBox* box) { box->accept(); }); // what was not written
    QCOMPARE(browser.exportGamesTo({id}, {}, folder), 0);
    QVERIFY2(question.startsWith(QStringLiteral("Replace 1 existing file in ")),
             qPrintable(question));
    QFile kept(folder + QStringLiteral("/starlanes-game-%1.json").arg(id));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("keep"));
    kept.close();
    answer::nextBox(QMessageBox::Yes);
    QCOMPARE(browser.exportGamesTo({id}, {}, folder), 1);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QVERIFY(kept.readAll().startsWith("{"));
    // The words in Czech too.
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    const QString czech = slui::writeWholeFile(db, "x", true);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    QVERIFY2(czech.contains(QStringLiteral("nebyl zapsán")), qPrintable(czech));
}

QTEST_MAIN(TstHostileFiles)
#include "tst_hostilefiles.moc"
