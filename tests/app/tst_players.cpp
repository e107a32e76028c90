// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The Players window (issue 18): a row per player over the finished games, the figures shown
// those of the games (each final score read from the replayed game), filters that select games,
// both languages, opened from the welcome page and from the game browser.
#include "ai/analysis.h"
#include "browser/gamebrowser.h"
#include "common/languagemanager.h"
#include "play/mainwindow.h"
#include "play/welcomepage.h"
#include "players/playerpagewindow.h"
#include "players/playerrecordsmodel.h"
#include "players/playerswindow.h"
#include "players/trendgraph.h"
#include "replay/replaywindow.h"
#include "rules/simulate.h"
#include "shell/shell.h"
#include "store/gamestore.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <array>
#include <cmath>

using namespace slapp;

namespace {

sl::PlayerInfo seat(const char* name, sl::Colour c, bool computer = false)
{
    sl::PlayerInfo p;
    p.name = name;
    p.colour = c;
    p.kind = computer ? sl::SeatKind::Computer : sl::SeatKind::Human;
    p.level = sl::SeatLevel::Hard;
    return p;
}

/** The text shown in the row of `player` (by name) and `column`. */
QString shown(PlayersWindow& w, const QString& player, int column)
{
    QAbstractItemModel* m = w.view()->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, PlayerRecordsModel::Player).data().toString() == player)
            return m->index(r, column).data().toString();
    return QStringLiteral("(no row for %1)").arg(player);
}

} // namespace

class TstPlayers : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void figuresAreTheGames();
    void filtersSelectGames();
    void inCzech();
    void openedFromWelcomeAndBrowser();
    void reviewColumnsAreTheReviews();
    void unfinishedGamesWhenAsked();
    void playerPageShowsTheGames();
    void playerPageInCzech();
    void mergeAndSeparateInTheWindow();
    void readOnlyStoreCannotMerge();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
    /** Per player name, the final scores of the finished games (from the replayed records). */
    QHash<QString, QList<int>> m_scores;
    QList<qint64> m_games; ///< the finished games, in order
    /** The review of the first game (a small budget) and its figures per seat. */
    std::vector<sl::ai::PlayerReview> m_review;
    /** The unfinished game's scores so far (Anna, Dana). */
    std::array<int, 2> m_open{};
};

void TstPlayers::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    using C = sl::Colour;
    const std::vector<std::vector<sl::PlayerInfo>> games{
        {seat("Anna", C::Red), seat("Bob", C::Black)},
        {seat("Anna", C::Green), seat("Computer 2", C::White, true)},
        {seat("Bob", C::Red), seat("Anna", C::Black), seat("Cecílie", C::Green)},
    };
    for (std::size_t g = 0; g < games.size(); ++g) {
        sl::GameSetup setup = sl::makeSetup({int(games[g].size()), false, false}, 30 + g);
        setup.players = games[g];
        const sl::GameRecord rec = sl::randomRecord(setup);
        m_games << m_store->insertRecord(rec);
        QVERIFY(m_games.back() > 0);
        if (g == 0) { // the first game is analysed
            sl::ai::AnalysisOptions small;
            small.iterations = 60;
            small.playouts = 20;
            const auto decisions = sl::ai::analyseGame(rec, small, {}, nullptr);
            QVERIFY(m_store->analyses().save(m_games.back(), sl::ai::kAnalysisVersion, small,
                                             decisions, true));
            m_review = sl::ai::reviewPlayers(decisions, 2);
        }
        if (g == 2) { // the third only with an earlier method: not counted, and said so
            sl::ai::AnalysisOptions small;
            small.iterations = 30;
            small.playouts = 10;
            QVERIFY(m_store->analyses().save(m_games.back(), sl::ai::kAnalysisVersion - 1, small,
                                             sl::ai::analyseGame(rec, small, {}, nullptr), true));
        }
        const sl::ReplayResult end = sl::replay(rec);
        for (std::size_t s = 0; s < games[g].size(); ++s) {
            const QString name = games[g][s].kind == sl::SeatKind::Computer
                                     ? QStringLiteral("Computer – Hard")
                                     : QString::fromStdString(games[g][s].name);
            m_scores[name] << end.state->score(int(s));
        }
    }
    // An unfinished game counts for nobody.
    sl::GameRecord open = sl::randomRecord(sl::makeSetup({2, false, false}, 99));
    open.setup.players = {seat("Anna", C::Red), seat("Dana", C::Black)};
    open.events.resize(open.events.size() / 2);
    QVERIFY(m_store->insertRecord(open) > 0);
    const sl::ReplayResult sofar = sl::replay(open);
    m_open = {sofar.state->score(0), sofar.state->score(1)};
}

void TstPlayers::cleanup()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstPlayers::figuresAreTheGames()
{
    PlayersWindow w(m_store.get());
    QAbstractItemModelTester tester(w.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.model()->rowCount(), 4); // Anna, Bob, Cecílie, Computer – Hard; no Dana
    QCOMPARE(w.summaryText(),
             QStringLiteral("3 finished games; a team game counts for both members of the team."));
    for (auto it = m_scores.cbegin(); it != m_scores.cend(); ++it) {
        const QList<int>& scores = it.value();
        QCOMPARE(shown(w, it.key(), PlayerRecordsModel::Games), QString::number(scores.size()));
        double sum = 0;
        for (int s : scores)
            sum += s;
        QCOMPARE(shown(w, it.key(), PlayerRecordsModel::Score),
                 QLocale().toString(sum / scores.size(), 'f', 1));
    }
    // Most games first: Anna (3), then Bob (2).
    QCOMPARE(w.view()->model()->index(0, PlayerRecordsModel::Player).data().toString(),
             QStringLiteral("Anna"));
    QCOMPARE(w.view()->model()->index(1, PlayerRecordsModel::Player).data().toString(),
             QStringLiteral("Bob"));
    // What dice luck is, in words, under the table and in the header's tooltip.
    auto* luck = w.findChild<QLabel*>(QStringLiteral("luckExplained"));
    QVERIFY(luck && luck->isVisible());
    QVERIFY(luck->text().startsWith(QStringLiteral("Dice luck: the battles a player won minus")));
    QVERIFY(w.model()
                ->headerData(PlayerRecordsModel::DiceLuck, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("exact odds")));
    // Sorting by a column sorts by its number, not its text.
    w.view()->sortByColumn(PlayerRecordsModel::Score, Qt::DescendingOrder);
    double previous = 1e9;
    for (int r = 0; r < w.view()->model()->rowCount(); ++r) {
        const double v = w.view()
                             ->model()
                             ->index(r, PlayerRecordsModel::Score)
                             .data(PlayerRecordsModel::SortRole)
                             .toDouble();
        QVERIFY(v <= previous);
        previous = v;
    }
}

void TstPlayers::filtersSelectGames()
{
    PlayersWindow w(m_store.get());
    auto* seats = w.findChild<QComboBox*>(QStringLiteral("seats"));
    QVERIFY(seats);
    seats->setCurrentIndex(seats->findData(3));
    QCOMPARE(w.summaryText(),
             QStringLiteral("1 finished game; a team game counts for both members of the team."));
    QCOMPARE(w.model()->rowCount(), 3); // Bob, Anna, Cecílie
    QCOMPARE(shown(w, QStringLiteral("Anna"), PlayerRecordsModel::Games), QStringLiteral("1"));
    seats->setCurrentIndex(seats->findData(2));
    QCOMPARE(shown(w, QStringLiteral("Anna"), PlayerRecordsModel::Games), QStringLiteral("2"));
    QCOMPARE(shown(w, QStringLiteral("Computer – Hard"), PlayerRecordsModel::Games),
             QStringLiteral("1"));
}

void TstPlayers::inCzech()
{
    PlayersWindow w(m_store.get());
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QTRY_COMPARE(w.windowTitle(), QStringLiteral("Hráči")); // the language change is an event
    QCOMPARE(w.summaryText(),
             QStringLiteral("3 dohrané hry; týmová hra se počítá oběma členům týmu."));
    QCOMPARE(shown(w, QStringLiteral("Počítač – Těžký"), PlayerRecordsModel::Games),
             QStringLiteral("1"));
    QCOMPARE(w.model()
                 ->headerData(PlayerRecordsModel::DiceLuck, Qt::Horizontal, Qt::DisplayRole)
                 .toString(),
             QStringLiteral("Štěstí v kostkách"));
}

void TstPlayers::openedFromWelcomeAndBrowser()
{
    Shell shell(m_store.get());
    MainWindow& main = *shell.mainWindow();
    main.offerStart();
    main.show();
    QVERIFY(!shell.players());
    QTest::mouseClick(main.welcomePage()->playersButton(), Qt::LeftButton);
    QVERIFY(shell.players());
    QTRY_VERIFY(shell.players()->isVisible());
    shell.players()->close();
    shell.openBrowser();
    auto* button = shell.browser()->findChild<QPushButton*>(QStringLiteral("playersButton"));
    QVERIFY(button);
    QCOMPARE(button->text(), QStringLiteral("Players…"));
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(shell.players()->isVisible());
}

void TstPlayers::unfinishedGamesWhenAsked()
{
    PlayersWindow w(m_store.get());
    auto* finishedOnly = w.findChild<QCheckBox*>(QStringLiteral("finishedOnly"));
    QVERIFY(finishedOnly && finishedOnly->isChecked());
    finishedOnly->setChecked(false);
    // Anna vs Dana, half played: both count it, with the scores so far and no win.
    QCOMPARE(w.summaryText(),
             QStringLiteral("4 games, the unfinished ones with their scores so far and no win; a "
                            "team game counts for both members of the team."));
    QCOMPARE(w.model()->rowCount(), 5);
    QCOMPARE(shown(w, QStringLiteral("Dana"), PlayerRecordsModel::Games), QStringLiteral("1"));
    QCOMPARE(shown(w, QStringLiteral("Dana"), PlayerRecordsModel::Wins), QStringLiteral("0"));
    QCOMPARE(shown(w, QStringLiteral("Dana"), PlayerRecordsModel::Score),
             QLocale().toString(double(m_open[1]), 'f', 1));
    QCOMPARE(shown(w, QStringLiteral("Anna"), PlayerRecordsModel::Games), QStringLiteral("4"));
    const QList<int>& anna = m_scores.value(QStringLiteral("Anna"));
    QCOMPARE(shown(w, QStringLiteral("Anna"), PlayerRecordsModel::Score),
             QLocale().toString((anna[0] + anna[1] + anna[2] + m_open[0]) / 4.0, 'f', 1));
    finishedOnly->setChecked(true);
    QCOMPARE(w.model()->rowCount(), 4);
}

void TstPlayers::reviewColumnsAreTheReviews()
{
    // Anna's and Bob's review figures are those of the replay's review of the one analysed game;
    // Cecílie played no analysed game.
    PlayersWindow w(m_store.get());
    // The review's columns are a tab of their own.
    QVERIFY(w.view()->isColumnHidden(PlayerRecordsModel::LostPerTurn));
    auto* groups = w.findChild<QTabBar*>(QStringLiteral("columnGroups"));
    QVERIFY(groups);
    QCOMPARE(groups->tabText(2), QStringLiteral("Quality of play"));
    groups->setCurrentIndex(2);
    QVERIFY(!w.view()->isColumnHidden(PlayerRecordsModel::LostPerTurn));
    QVERIFY(w.view()->isColumnHidden(PlayerRecordsModel::Score));
    QVERIFY(!w.view()->isColumnHidden(PlayerRecordsModel::Games));
    const QLocale locale;
    QCOMPARE(shown(w, QStringLiteral("Anna"), PlayerRecordsModel::LostPerTurn),
             locale.toString(m_review[0].averageLoss(), 'f', 2));
    QCOMPARE(shown(w, QStringLiteral("Bob"), PlayerRecordsModel::LostPerTurn),
             locale.toString(m_review[1].averageLoss(), 'f', 2));
    QCOMPARE(shown(w, QStringLiteral("Anna"), PlayerRecordsModel::Mistakes),
             QStringLiteral("%1 / %2").arg(locale.toString(double(m_review[0].mistakes), 'f', 1),
                                           locale.toString(double(m_review[0].blunders), 'f', 1)));
    QCOMPARE(shown(w, QStringLiteral("Anna"), PlayerRecordsModel::Analysed),
             QStringLiteral("33 %"));
    QCOMPARE(shown(w, QStringLiteral("Bob"), PlayerRecordsModel::Analysed), QStringLiteral("50 %"));
    QCOMPARE(shown(w, QStringLiteral("Cecílie"), PlayerRecordsModel::LostPerTurn),
             QStringLiteral("–"));
    QCOMPARE(shown(w, QStringLiteral("Cecílie"), PlayerRecordsModel::Analysed),
             QStringLiteral("0 %"));
    // Her one game was analysed with an earlier method only: the tooltip says which count it is.
    QAbstractItemModel* m = w.view()->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, PlayerRecordsModel::Player).data().toString() == QStringLiteral("Cecílie"))
            QCOMPARE(m->index(r, PlayerRecordsModel::Analysed).data(Qt::ToolTipRole).toString(),
                     QStringLiteral("0 of 1 game analysed with the current method"));
    PlayerPageWindow* page = w.openPage([&] {
        for (int r = 0; r < m->rowCount(); ++r)
            if (m->index(r, PlayerRecordsModel::Player).data().toString() ==
                QStringLiteral("Cecílie"))
                return r;
        return -1;
    }());
    QVERIFY(page);
    QVERIFY(page->summaryText().endsWith(
        QStringLiteral(" · no game analysed with the current method")));
    delete page;
}

namespace {

PlayerPageWindow* pageOf(PlayersWindow& w, const QString& player)
{
    QAbstractItemModel* m = w.view()->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, PlayerRecordsModel::Player).data().toString() == player)
            return w.openPage(r);
    return nullptr;
}

QString cellText(QTableWidget* t, const QString& first, int column)
{
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->text() == first) return t->item(r, column)->text();
    return QStringLiteral("(no row for %1)").arg(first);
}

} // namespace

void TstPlayers::playerPageShowsTheGames()
{
    Shell shell(m_store.get());
    shell.openPlayers();
    PlayerPageWindow* page = pageOf(*shell.players(), QStringLiteral("Anna"));
    QVERIFY(page);
    QVERIFY(QTest::qWaitForWindowExposed(page));
    QCOMPARE(page->windowTitle(), QStringLiteral("Player: Anna"));
    // Anna played games 1, 2 (against the computer) and 3; the first is analysed.
    const QList<int>& anna = m_scores.value(QStringLiteral("Anna"));
    const QList<int>& bob = m_scores.value(QStringLiteral("Bob"));
    double sum = 0;
    for (int v : anna)
        sum += v;
    double wins = 0;
    for (const auto& g : page->data().games)
        wins += g.result.win;
    const QLocale locale;
    QCOMPARE(page->summaryText(),
             QStringLiteral("3 finished games · won %1 (%2 %) · mean score %3 · %4 points lost "
                            "per turn in 1 analysed game")
                 .arg(locale.toString(wins, 'f', wins == std::floor(wins) ? 0 : 1),
                      locale.toString(100 * wins / 3, 'f', 0), locale.toString(sum / 3, 'f', 1),
                      locale.toString(m_review[0].averageLoss(), 'f', 2)));
    // Head to head against Bob: games 1 and 3, where each side's score is the seat's.
    QCOMPARE(cellText(page->headToHead(), QStringLiteral("Bob"), 1), QStringLiteral("2"));
    QCOMPARE(cellText(page->headToHead(), QStringLiteral("Bob"), 2),
             QString::number(int(anna[0] > bob[0]) + int(anna[2] > bob[1])));
    QCOMPARE(cellText(page->headToHead(), QStringLiteral("Computer – Hard"), 1),
             QStringLiteral("1"));
    QCOMPARE(cellText(page->headToHead(), QStringLiteral("Cecílie"), 1), QStringLiteral("1"));
    // Colours: red, green and black once each, with their factions.
    QCOMPARE(page->colours()->rowCount(), 3);
    QCOMPARE(cellText(page->colours(), QStringLiteral("black"), 1), QStringLiteral("Empire"));
    QCOMPARE(cellText(page->colours(), QStringLiteral("green"), 1),
             QStringLiteral("Rebel Alliance"));
    // The trend: the scores, then the points lost per turn of the one analysed game.
    QCOMPARE(page->graph()->series().values.size(), std::size_t(3));
    QCOMPARE(*page->graph()->series().values[2], double(anna[2]));
    page->showTrend(PlayerPageWindow::Trend::LostPerTurn);
    QCOMPARE(*page->graph()->series().values[0], m_review[0].averageLoss());
    QVERIFY(!page->graph()->series().values[1]);
    // The best game (by margin) is the first of its list; double-clicking it opens its replay.
    QTreeWidget* games = page->games();
    QCOMPARE(games->topLevelItem(0)->text(0), QStringLiteral("Best games"));
    QTreeWidgetItem* best = games->topLevelItem(1);
    const qint64 bestId = best->data(0, Qt::UserRole + 1).toLongLong();
    QCOMPARE(bestId, page->data().games[page->data().best(1).front()].game);
    QCOMPARE(best->text(2), QStringLiteral("%1 points").arg(anna[m_games.indexOf(bestId)]));
    QSignalSpy replays(page, &PlayerPageWindow::replayRequested);
    const QPoint at = games->visualItemRect(best).center();
    QTest::mouseClick(games->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(games->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(replays.size(), 1);
    QCOMPARE(replays.front().front().toLongLong(), bestId);
    // The Shell opens it.
    bool opened = false;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* r = qobject_cast<ReplayWindow*>(w)) {
            opened = r->gameId() == bestId;
            r->close();
            r->deleteLater();
        }
    QVERIFY(opened);
    // Clicking a game's point in the graph asks for its replay too.
    page->showTrend(PlayerPageWindow::Trend::Score);
    QTest::mouseClick(page->graph(), Qt::LeftButton, {}, page->graph()->pointOf(1)->toPoint());
    QCOMPARE(replays.size(), 2);
    QCOMPARE(replays.back().front().toLongLong(), m_games[1]);
    page->close();
}

void TstPlayers::playerPageInCzech()
{
    PlayersWindow w(m_store.get());
    PlayerPageWindow* page = pageOf(w, QStringLiteral("Bob"));
    QVERIFY(page);
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QTRY_COMPARE(page->windowTitle(), QStringLiteral("Hráč: Bob"));
    QVERIFY2(page->summaryText().startsWith(QStringLiteral("2 dohrané hry · ")),
             qPrintable(page->summaryText()));
    QVERIFY2(page->summaryText().endsWith(QStringLiteral(" na tah (1 rozebraná hra)")),
             qPrintable(page->summaryText()));
    QCOMPARE(page->headToHead()->horizontalHeaderItem(0)->text(), QStringLiteral("Soupeř"));
    QCOMPARE(page->games()->topLevelItem(0)->text(0), QStringLiteral("Nejlepší hry"));
    QVERIFY(page->games()->topLevelItem(1)->text(2).endsWith(QStringLiteral(" bodů")) ||
            page->games()->topLevelItem(1)->text(2).endsWith(QStringLiteral(" body")) ||
            page->games()->topLevelItem(1)->text(2).endsWith(QStringLiteral(" bod")));
    page->close();
}

void TstPlayers::mergeAndSeparateInTheWindow()
{
    PlayersWindow w(m_store.get());
    QAbstractItemModelTester tester(w.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto* merge = w.findChild<QPushButton*>(QStringLiteral("merge"));
    auto* separate = w.findChild<QPushButton*>(QStringLiteral("separate"));
    QVERIFY(merge && separate);
    // Select Anna and Bob (sorted by games: rows 0 and 1).
    QCOMPARE(w.view()->model()->index(1, 0).data().toString(), QStringLiteral("Bob"));
    w.view()->selectionModel()->select(
        QItemSelection(w.view()->model()->index(0, 0), w.view()->model()->index(1, 0)),
        QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(merge->isEnabled());
    QVERIFY(!separate->isEnabled());
    QVERIFY(w.mergeSelectedInto(QStringLiteral("human:Anna")));
    QCOMPARE(w.model()->rowCount(), 3);
    // Anna played Bob in games 1 and 3: one person now, each of those is one game of hers.
    QCOMPARE(shown(w, QStringLiteral("Anna (+1 name)"), PlayerRecordsModel::Games),
             QStringLiteral("3"));
    QCOMPARE(w.view()->model()->index(0, 0).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Also played as: Bob"));
    w.view()->selectRow(0);
    QVERIFY(separate->isEnabled());
    QTest::mouseClick(separate, Qt::LeftButton);
    QCOMPARE(w.model()->rowCount(), 4);
    QCOMPARE(shown(w, QStringLiteral("Anna"), PlayerRecordsModel::Games), QStringLiteral("3"));
    // A computer player is never merged.
    w.view()->clearSelection();
    w.view()->selectionModel()->select(
        QItemSelection(w.view()->model()->index(0, 0), w.view()->model()->index(3, 0)),
        QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(!merge->isEnabled());
}

void TstPlayers::readOnlyStoreCannotMerge()
{
    const QString file = m_dir.filePath(QStringLiteral("readonly.sqlite"));
    {
        auto writer = GameStore::open(file);
        QVERIFY(writer);
        for (std::uint64_t g = 0; g < 2; ++g) {
            sl::GameSetup setup = sl::makeSetup({2, false, false}, 70 + g);
            setup.players = {seat("Anna", sl::Colour::Red), seat("Bob", sl::Colour::Black)};
            QVERIFY(writer->insertRecord(sl::randomRecord(setup)) > 0);
        }
    }
    QFile::setPermissions(file, QFile::ReadOwner);
    auto reader = GameStore::openReadOnly(file);
    QVERIFY(reader);
    PlayersWindow w(reader.get());
    QCOMPARE(w.model()->rowCount(), 2); // browsing works
    w.view()->selectionModel()->select(
        QItemSelection(w.view()->model()->index(0, 0), w.view()->model()->index(1, 0)),
        QItemSelectionModel::Select | QItemSelectionModel::Rows);
    auto* merge = w.findChild<QPushButton*>(QStringLiteral("merge"));
    QVERIFY(!merge->isEnabled());
    QCOMPARE(merge->toolTip(),
             QStringLiteral("The game database is open read-only: names cannot be merged."));
}

QTEST_MAIN(TstPlayers)
#include "tst_players.moc"
