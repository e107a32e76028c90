// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The Players window (issue 18): a row per player over the finished games, the figures shown
// those of the games (each final score read from the replayed game), filters that select games,
// both languages, opened from the welcome page and from the game browser.
#include "gamebrowser.h"
#include "gamestore.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "playerrecordsmodel.h"
#include "playerswindow.h"
#include "shell.h"
#include "simulate.h"
#include "welcomepage.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

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

private:
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
    /** Per player name, the final scores of the finished games (from the replayed records). */
    QHash<QString, QList<int>> m_scores;
};

void TstPlayers::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    LanguageManager::instance().apply(QStringLiteral("en"), false);
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
        QVERIFY(m_store->insertRecord(rec) > 0);
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
}

void TstPlayers::cleanup()
{
    LanguageManager::instance().apply(QStringLiteral("en"), false);
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
    LanguageManager::instance().apply(QStringLiteral("cs"), false);
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

QTEST_MAIN(TstPlayers)
#include "tst_players.moc"
