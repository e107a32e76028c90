// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The game browser, offscreen: a lazy list of many games, sorting and filtering, deleting, a
// list that follows the store, and games with edited tile sets named as such (in both
// languages, in the browser and the replay window's title).
#include "browser/gamebrowser.h"
#include "browser/gamesmodel.h"
#include "common/languagemanager.h"
#include "identitymain.h"
#include "replay/replaywindow.h"
#include "rules/simulate.h"
#include "samplegames.h"
#include "store/gamestore.h"

#include <QDate>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace slapp;

class TstBrowser : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void browserListsLazily();
    void browserFollowsTheStore();
    void editedSetsAreNamed();
    void browserSortsAndFilters();
    void browserDeletes();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
};

void TstBrowser::initTestCase()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    for (qint64 id : sltest::insertSampleGames(*m_store))
        QVERIFY(id > 0);
}

void TstBrowser::browserListsLazily()
{
    QTemporaryDir dir;
    auto store = GameStore::open(dir.filePath(QStringLiteral("many.sqlite")));
    for (int g = 0; g < 250; ++g) {
        sl::GameRecord rec = sl::randomRecord(sl::makeSetup({2, false, false}, 1000 + g));
        if (g % 5 == 0) rec.events.resize(rec.events.size() / 3);
        store->insertRecord(rec);
    }
    GameBrowser browser(store.get());
    GamesModel* m = browser.model();
    QCOMPARE(m->total(), 250);
    QCOMPARE(m->rowCount(), GamesModel::kPage); // only the first page is loaded
    QVERIFY(m->canFetchMore({}));
    m->fetchMore({});
    QCOMPARE(m->rowCount(), 2 * GamesModel::kPage);
    m->fetchMore({});
    QCOMPARE(m->rowCount(), 250);
    QVERIFY(!m->canFetchMore({}));
    browser.setUnfinishedOnly(true);
    QCOMPARE(m->total(), 50);
    for (int r = 0; r < m->rowCount(); ++r)
        QVERIFY(!m->index(r, 0).data(GamesModel::FinishedRole).toBool());
}

/** An open browser shows games made while it is open (Continue from here, a game played in
 *  the window, another program on the same file) and keeps the user's selection. */
void TstBrowser::browserFollowsTheStore()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("follow.sqlite"));
    auto store = GameStore::open(path);
    QVERIFY(store);
    const qint64 first =
        store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 21)));
    store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 22)));
    GameBrowser browser(store.get());
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QCOMPARE(browser.model()->rowCount(), 2);
    int row = browser.model()->gameId(0) == first ? 0 : 1;
    browser.selectRow(row);
    QCOMPARE(browser.selectedGames(), QList<qint64>{first});
    // A game stored by this program (as Continue from here does).
    const qint64 third =
        store->insertRecord(sl::randomRecord(sl::makeSetup({3, false, false}, 23)));
    QTRY_COMPARE_WITH_TIMEOUT(browser.model()->rowCount(), 3, 5000);
    QCOMPARE(browser.model()->total(), 3);
    QCOMPARE(browser.selectedGames(), QList<qint64>{first}); // still the user's choice
    // A game stored by another program on the same file.
    auto other = GameStore::open(path);
    QVERIFY(other);
    const qint64 fourth =
        other->insertRecord(sl::randomRecord(sl::makeSetup({4, false, true}, 24)));
    QTRY_COMPARE_WITH_TIMEOUT(browser.model()->rowCount(), 4, 5000);
    QList<qint64> ids;
    for (int r = 0; r < browser.model()->rowCount(); ++r)
        ids << browser.model()->gameId(r);
    QVERIFY(ids.contains(third) && ids.contains(fourth));
    QCOMPARE(browser.selectedGames(), QList<qint64>{first});
    // Hidden, it does not read the store; shown again, it is up to date at once.
    browser.hide();
    other->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 25)));
    QTest::qWait(1200);
    QCOMPARE(browser.model()->rowCount(), 4);
    browser.show();
    QCOMPARE(browser.model()->rowCount(), 5);
}

/** A changed copy of a built-in set that kept its id is named as edited, with its content
 *  hash, in the browser, the replay and the store's summary; other sets by their own names. */
void TstBrowser::editedSetsAreNamed()
{
    QTemporaryDir dir;
    auto store = GameStore::open(dir.filePath(QStringLiteral("sets.sqlite")));
    QVERIFY(store);
    sl::GameSetup builtin = sl::makeSetup({2, false, false}, 31);
    sl::GameSetup edited = builtin;
    edited.tileSets.front().tiles[3].count += 1; // still id "base", name unchanged
    const std::string editedHash = sl::contentHash(edited.tileSets.front());
    sl::GameSetup own = builtin;
    own.tileSets.front().id = "my-base";
    own.tileSets.front().name = {"My corrected set", "Moje opravená sada"};
    const qint64 a = store->insertRecord(sl::randomRecord(builtin));
    const qint64 b = store->insertRecord(sl::randomRecord(edited));
    const qint64 c = store->insertRecord(sl::randomRecord(own));
    const QString shortHash = QString::fromStdString(editedHash).mid(7, 6);
    const QString editedName = QStringLiteral("Base game (edited, %1)").arg(shortHash);
    QCOMPARE(tileSetLabelText(store->summary(a)->sets.front(), QStringLiteral("en")),
             QStringLiteral("Base game"));
    QCOMPARE(tileSetLabelText(store->summary(b)->sets.front(), QStringLiteral("en")), editedName);
    QVERIFY(store->summary(b)->sets.front().edited);
    QCOMPARE(tileSetLabelText(store->summary(c)->sets.front(), QStringLiteral("en")),
             QStringLiteral("My corrected set"));
    QCOMPARE(tileSetLabelText(store->summary(c)->sets.front(), QStringLiteral("cs")),
             QStringLiteral("Moje opravená sada"));
    // The browser's Tile set column.
    GameBrowser browser(store.get());
    QMap<qint64, QString> shown;
    for (int r = 0; r < browser.model()->rowCount(); ++r)
        shown[browser.model()->gameId(r)] =
            browser.model()->index(r, GamesModel::TileSet).data().toString();
    QCOMPARE(shown.value(a), QStringLiteral("Base game"));
    QCOMPARE(shown.value(b), editedName);
    QCOMPARE(shown.value(c), QStringLiteral("My corrected set"));
    // The replay's title.
    ReplayWindow replay(*store->loadRecord(b), b);
    QCOMPARE(replay.windowTitle(), QStringLiteral("Replay of game %1 — %2").arg(b).arg(editedName));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QTRY_VERIFY2(replay.windowTitle().contains(QStringLiteral("(upravená, %1)").arg(shortHash)),
                 qPrintable(replay.windowTitle()));
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstBrowser::browserSortsAndFilters()
{
    GameBrowser browser(m_store.get());
    GamesModel* m = browser.model();
    const int all = m->total();
    QVERIFY(all >= 4);
    // Every column sorts, both ways, and the order is right for turns.
    for (int col = 0; col < GamesModel::ColumnCount; ++col)
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            m->sort(col, order);
            QCOMPARE(m->rowCount(), std::min(all, int(GamesModel::kPage)));
        }
    m->sort(GamesModel::Turns, Qt::AscendingOrder);
    for (int r = 1; r < m->rowCount(); ++r)
        QVERIFY(m->index(r - 1, GamesModel::Turns).data().toInt() <=
                m->index(r, GamesModel::Turns).data().toInt());
    m->sort(GamesModel::Status, Qt::AscendingOrder);
    QCOMPARE(m->index(0, GamesModel::Status).data().toString(), QStringLiteral("unfinished"));
    browser.setPlayerFilter(QStringLiteral("player 6"));
    QVERIFY(m->total() >= 1); // the 6-player game (and games continued from it)
    QVERIFY(m->total() < all);
    for (int r = 0; r < m->rowCount(); ++r)
        QCOMPARE(m->index(r, GamesModel::Scores).data().toString().count(QLatin1Char(':')), 5);
    browser.setPlayerFilter(QString());
    browser.setDateRange(QDate::currentDate().addDays(1), QDate::currentDate().addDays(2));
    QCOMPARE(m->total(), 0);
    browser.setDateRange(QDate::currentDate().addDays(-1), QDate::currentDate());
    QCOMPARE(m->total(), all);
    // Opening and continuing report the selected game.
    QSignalSpy open(&browser, &GameBrowser::openReplay);
    browser.selectRow(0);
    emit browser.view()->doubleClicked(m->index(0, 0));
    QCOMPARE(open.count(), 1);
    QCOMPARE(open.front().front().toLongLong(), m->gameId(0));
}

void TstBrowser::browserDeletes()
{
    const qint64 extra =
        m_store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 99)));
    GameBrowser browser(m_store.get());
    const int before = browser.model()->total();
    browser.model()->sort(GamesModel::Date, Qt::DescendingOrder);
    int row = -1;
    for (int r = 0; r < browser.model()->rowCount(); ++r)
        if (browser.model()->gameId(r) == extra) row = r;
    QVERIFY(row >= 0);
    browser.selectRow(row);
    QCOMPARE(browser.selectedGames(), QList<qint64>{extra});
    browser.deleteSelected(false);
    QCOMPARE(browser.model()->total(), before - 1);
    QVERIFY(!m_store->loadRecord(extra));
}

STARLANES_IDENTITY_TEST_MAIN(TstBrowser)

#include "tst_browser.moc"
