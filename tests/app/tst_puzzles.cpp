// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Puzzles as the user meets them (issue 18 section 3). The shared field scenario: Alice put
// sw02 elsewhere where it closed a 12-point asteroid field; the review calls it a mistake, so it
// is her puzzle. Solved on the board as in play (click the cell, click again to turn, Check),
// the answer is valued and kept, the best turn is shown as a ghost and the game's turn at a
// click; a wrong answer says how far short it is; a puzzle exports and imports; a bad file is
// refused with its reason; a read-only database solves but keeps nothing; texts in both
// languages.
#include "common/languagemanager.h"
#include "players/playerswindow.h"
#include "puzzles/puzzlelistmodel.h"
#include "puzzles/puzzleswindow.h"
#include "puzzles/puzzleview.h"
#include "puzzles/puzzlewindow.h"
#include "scenario.h"
#include "shell/shell.h"
#include "store/gamestore.h"
#include "storetestutil.h"
#include "widgets/boardwidget.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace slapp;

class TstPuzzles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void listShowsTheMistake();
    void solvedOnTheBoard();
    void wrongAnswerSaysHowFarShort();
    void exportAndImport();
    void badFileIsRefused();
    void readOnlyDatabaseKeepsNothing();
    void inCzech();
    void openedFromThePlayersWindow();

private:
    PuzzleWindow* openFirst(PuzzlesWindow& list);
    /** Puts the drawn tile on `place` by clicking the board, turning it with more clicks. */
    void placeByClicks(PuzzleWindow& w, const sl::Placement& place);
    void checkAndWait(PuzzleWindow& w);
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
    sl::ai::DecisionAnalysis m_decision;
    sl::ai::AnalysisOptions m_budget;
};

void TstPuzzles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    const sl::GameRecord game = sltest::fieldGame(sltest::elsewhere(), {});
    const qint64 id = m_store->insertRecord(game);
    QVERIFY(id > 0);
    m_budget.iterations = 2000;
    m_budget.playouts = 400;
    m_budget.seed = 7;
    const auto all = sl::ai::analyseGame(game, m_budget, {}, nullptr);
    QVERIFY(m_store->analyses().save(id, sl::ai::kAnalysisVersion, m_budget, all, true));
    m_decision = all.back();
    QVERIFY(m_decision.loss() >= sl::ai::kMistakePoints);
    QCOMPARE(m_decision.best.place, sltest::kClosing);
}

void TstPuzzles::cleanup()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    for (QWidget* w : QApplication::topLevelWidgets())
        if (qobject_cast<PuzzleWindow*>(w)) delete w;
}

PuzzleWindow* TstPuzzles::openFirst(PuzzlesWindow& list)
{
    for (int r = 0; r < list.view()->model()->rowCount(); ++r) {
        const QModelIndex source = static_cast<QSortFilterProxyModel*>(list.view()->model())
                                       ->mapToSource(list.view()->model()->index(r, 0));
        if (list.model()->puzzles()[std::size_t(source.row())].seq == m_decision.seq)
            return list.solve(r);
    }
    return nullptr;
}

void TstPuzzles::placeByClicks(PuzzleWindow& w, const sl::Placement& place)
{
    slui::BoardWidget* board = w.board();
    const QPoint cell(place.x, place.y);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre(cell).toPoint());
    for (int i = 0;
         i < 4 && w.view()->turn().placement() && w.view()->turn().placement()->rot != place.rot;
         ++i)
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellCentre(cell).toPoint());
    QVERIFY(w.view()->turn().placement());
    QCOMPARE(*w.view()->turn().placement(), place);
}

void TstPuzzles::checkAndWait(PuzzleWindow& w)
{
    QVERIFY(w.checkButton()->isEnabled());
    QTest::mouseClick(w.checkButton(), Qt::LeftButton);
    QVERIFY(w.isChecking());
    QCOMPARE(w.resultText(), slui::LanguageManager::instance().effective() == QLatin1String("cs")
                                 ? QStringLiteral("Hodnotím váš tah stejnými náhodnými dohrávkami "
                                                  "jako rozbor…")
                                 : QStringLiteral("Valuing your turn with the review's playouts…"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.isChecking(), 60000);
    QVERIFY(w.result());
}

void TstPuzzles::listShowsTheMistake()
{
    PuzzlesWindow list(m_store.get());
    QAbstractItemModelTester tester(list.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(list.model()->rowCount() >= 1);
    const PuzzleEntry* mine = nullptr;
    int row = -1;
    for (std::size_t i = 0; i < list.model()->puzzles().size(); ++i)
        if (list.model()->puzzles()[i].seq == m_decision.seq) {
            mine = &list.model()->puzzles()[i];
            row = int(i);
        }
    QVERIFY(mine);
    QCOMPARE(mine->loss, m_decision.loss());
    auto cell = [&](int column) { return list.model()->index(row, column).data().toString(); };
    QCOMPARE(cell(PuzzleListModel::Lost), QLocale().toString(m_decision.loss(), 'f', 1));
    QCOMPARE(cell(PuzzleListModel::Status), QStringLiteral("New"));
    QCOMPARE(
        cell(PuzzleListModel::Player),
        QString::fromStdString(sltest::fieldGame(sltest::elsewhere(), {}).setup.players[0].name));
    QVERIFY(list.summaryText().endsWith(QStringLiteral(" · solved in a row: 0")));
}

void TstPuzzles::solvedOnTheBoard()
{
    PuzzlesWindow list(m_store.get());
    PuzzleWindow* w = openFirst(list);
    QVERIFY(w);
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QVERIFY2(w->headingText().contains(QStringLiteral("'s turn ")), qPrintable(w->headingText()));
    QVERIFY(!w->checkButton()->isEnabled()); // nothing placed yet
    placeByClicks(*w, sltest::kClosing);
    checkAndWait(*w);
    QVERIFY(w->result()->solved());
    QCOMPARE(w->result()->best.margin, m_decision.bestValue);
    QVERIFY2(w->resultText().startsWith(
                 QStringLiteral("Solved: this is the best turn the review found.")),
             qPrintable(w->resultText()));
    // The best turn is shown on the board with the answer, and the board takes no more clicks.
    QVERIFY(w->board()->ghost() && w->board()->isGhostShown());
    QVERIFY(w->board()->ghost()->label.startsWith(QStringLiteral("Best turn found: ")));
    QVERIFY(!w->view()->offersChoices());
    QVERIFY(w->noteText().isEmpty());
    // Kept: the list says solved, one in a row.
    const auto attempts = m_store->puzzles().attempts();
    QVERIFY(attempts && attempts->size() == 1 && attempts->front().solved);
    list.refresh();
    QVERIFY(list.summaryText().endsWith(QStringLiteral(" · solved in a row: 1")));
    w->close();
}

void TstPuzzles::wrongAnswerSaysHowFarShort()
{
    PuzzlesWindow list(m_store.get());
    PuzzleWindow* w = openFirst(list);
    QVERIFY(w);
    placeByClicks(*w, sltest::elsewhere()); // the game's own turn
    checkAndWait(*w);
    QVERIFY(!w->result()->solved());
    QCOMPARE(w->result()->answer.margin, m_decision.playedValue);
    QVERIFY2(w->resultText().startsWith(
                 QStringLiteral("No better than the game's turn: %1 points short of the best "
                                "turn found.")
                     .arg(QLocale().toString(m_decision.loss(), 'f', 1))),
             qPrintable(w->resultText()));
    // The game's turn on the board at a click, and back.
    auto* show = w->findChild<QPushButton*>();
    QPushButton* gameTurn = nullptr;
    for (QPushButton* b : w->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Show the game's turn")) gameTurn = b;
    QVERIFY(show && gameTurn && gameTurn->isVisible());
    QTest::mouseClick(gameTurn, Qt::LeftButton);
    QVERIFY(w->board()->ghost()->label.startsWith(QStringLiteral("The game's turn: ")));
    QCOMPARE(gameTurn->text(), QStringLiteral("Show the best turn"));
    // The streak is broken; the puzzle stays solved (it was, before).
    list.refresh();
    QVERIFY(list.summaryText().endsWith(QStringLiteral(" · solved in a row: 0")));
    // Try again: the board takes clicks again.
    for (QPushButton* b : w->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Try again")) QTest::mouseClick(b, Qt::LeftButton);
    QVERIFY(w->view()->offersChoices());
    QVERIFY(!w->board()->ghost());
    w->close();
}

void TstPuzzles::exportAndImport()
{
    PuzzlesWindow list(m_store.get());
    int row = -1;
    for (int r = 0; r < list.view()->model()->rowCount(); ++r)
        if (list.model()->puzzles()[std::size_t(r)].seq == m_decision.seq) row = r;
    list.view()->sortByColumn(-1, Qt::AscendingOrder);
    const QString file = m_dir.filePath(QStringLiteral("puzzle.json"));
    QVERIFY(list.exportTo(row, file, false));
    auto other = GameStore::open(m_dir.filePath(QStringLiteral("other.sqlite")));
    QVERIFY(other);
    PuzzlesWindow theirs(other.get());
    QCOMPARE(theirs.model()->rowCount(), 0);
    PuzzleWindow* w = theirs.importFile(file, false);
    QVERIFY2(w, qPrintable(theirs.lastMessage()));
    QCOMPARE(theirs.model()->rowCount(), 1);
    QCOMPARE(theirs.model()->puzzles().front().loss, m_decision.loss());
    QCOMPARE(theirs.model()->puzzles().front().key, QStringLiteral("s1"));
    // Issue 34, item 9: the title is the exporter's words, framed in the reader's language.
    const PuzzleEntry& mine = list.model()->puzzles()[std::size_t(row)];
    const QString title =
        QStringLiteral("%1 · game %2 · turn %3").arg(mine.name).arg(mine.game).arg(mine.turn);
    QCOMPARE(w->headingText(), QStringLiteral("A shared puzzle: ") + title);
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QApplication::processEvents();
    QCOMPARE(w->headingText(), QStringLiteral("Sdílená hádanka: ") + title);
    const QString czech = m_dir.filePath(QStringLiteral("puzzle-cs.json"));
    QVERIFY(list.exportTo(row, czech, false));
    QFile exported(czech);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    QVERIFY2(exported.readAll().contains(QStringLiteral("%1 · hra %2 · tah %3")
                                             .arg(mine.name)
                                             .arg(mine.game)
                                             .arg(mine.turn)
                                             .toUtf8()),
             "the Czech export's title");
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    QApplication::processEvents();
    // Solved there the same way, on the same playouts.
    placeByClicks(*w, sltest::kClosing);
    checkAndWait(*w);
    QCOMPARE(w->result()->best.margin, m_decision.bestValue);
    QVERIFY(w->result()->solved());
    w->close();
}

void TstPuzzles::badFileIsRefused()
{
    PuzzlesWindow list(m_store.get());
    const QString good = m_dir.filePath(QStringLiteral("good.json"));
    QVERIFY(list.exportTo(0, good, false));
    QFile in(good);
    QVERIFY(in.open(QIODevice::ReadOnly));
    nlohmann::json j = nlohmann::json::parse(in.readAll().toStdString());
    j["version"] = 7;
    const QString newer = m_dir.filePath(QStringLiteral("newer.json"));
    QFile out(newer);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(j.dump()));
    out.close();
    const int before = list.model()->rowCount();
    QVERIFY(!list.importFile(newer, false));
    QCOMPARE(list.lastMessage(),
             QStringLiteral("%1 is not a puzzle this program can use: it was written by a newer "
                            "version of Starlanes")
                 .arg(newer));
    QVERIFY(!list.importFile(m_dir.filePath(QStringLiteral("missing.json")), false));
    QVERIFY(list.lastMessage().contains(QStringLiteral("cannot be read")));
    list.refresh();
    QCOMPARE(list.model()->rowCount(), before);
}

void TstPuzzles::readOnlyDatabaseKeepsNothing()
{
    const QString file = m_dir.filePath(QStringLiteral("readonly.sqlite"));
    {
        auto writer = GameStore::open(file);
        const sl::GameRecord game = sltest::fieldGame(sltest::elsewhere(), {});
        const qint64 id = writer->insertRecord(game);
        QVERIFY(writer->analyses().save(id, sl::ai::kAnalysisVersion, m_budget,
                                        sl::ai::analyseGame(game, m_budget, {}, nullptr), true));
    }
    QFile::setPermissions(file, QFile::ReadOwner);
    const QByteArray before = storetest::checksum(file);
    auto reader = GameStore::openReadOnly(file);
    QVERIFY(reader);
    PuzzlesWindow list(reader.get());
    QVERIFY(list.model()->rowCount() >= 1);
    PuzzleWindow* w = openFirst(list);
    QVERIFY(w);
    QCOMPARE(w->noteText(), QStringLiteral("The game database is open read-only: your answers "
                                           "are valued but not stored."));
    placeByClicks(*w, sltest::kClosing);
    checkAndWait(*w);
    QVERIFY(w->result()->solved());
    QCOMPARE(reader->puzzles().attempts()->size(), std::size_t(0));
    w->close();
    reader.reset();
    QCOMPARE(storetest::checksum(file), before);
}

void TstPuzzles::inCzech()
{
    PuzzlesWindow list(m_store.get());
    PuzzleWindow* w = openFirst(list);
    QVERIFY(w);
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QTRY_COMPARE(list.windowTitle(), QStringLiteral("Hádanky"));
    QCOMPARE(w->windowTitle(), QStringLiteral("Hádanka"));
    QCOMPARE(w->checkButton()->text(), QStringLiteral("Zkontrolovat můj tah"));
    QVERIFY2(list.summaryText().contains(QStringLiteral("hádank")), qPrintable(list.summaryText()));
    placeByClicks(*w, sltest::kClosing);
    checkAndWait(*w);
    QVERIFY2(w->resultText().startsWith(QStringLiteral("Vyřešeno")), qPrintable(w->resultText()));
    w->close();
}

void TstPuzzles::openedFromThePlayersWindow()
{
    Shell shell(m_store.get());
    shell.openPlayers();
    QVERIFY(shell.players());
    auto* button = shell.players()->findChild<QPushButton*>(QStringLiteral("puzzles"));
    QVERIFY(button);
    QCOMPARE(button->text(), QStringLiteral("P&uzzles…"));
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(shell.puzzles());
    QTRY_VERIFY(shell.puzzles()->isVisible());
    QVERIFY(shell.puzzles()->model()->rowCount() >= 1);
}

QTEST_MAIN(TstPuzzles)
#include "tst_puzzles.moc"
