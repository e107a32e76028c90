// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Reading what the program shows (issue 17, items 10-12): the score graph draws the projected
// and expected lines of one side at a time and a black side's line stands out on the dark
// background; dice luck says what it measures; a short game's duration is in seconds, not
// "0 min"; the end-of-game dialog is as large as its tables and has a way back.
#include "../../app/bench/randomturn.h"
#include "browser/gamesmodel.h"
#include "common/languagemanager.h"
#include "common/theme.h"
#include "humansetup.h"
#include "play/finalscoredialog.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "replay/scoregraph.h"
#include "rules/statistics.h"
#include "store/gamestore.h"
#include "widgets/statisticsview.h"

#include <QHeaderView>
#include <QPushButton>
#include <QScrollBar>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace slapp;

namespace {

/** Pixels of `graph` (grabbed) within a small distance of `colour`. */
int pixelsOf(ScoreGraph& graph, const QColor& colour)
{
    const QImage image = graph.grab().toImage();
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                    std::abs(c.blue() - colour.blue()) <
                24)
                ++n;
        }
    return n;
}

QPushButton* button(QDialog& dialog, const QString& text)
{
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
        if (b->text() == text) return b;
    return nullptr;
}

} // namespace

class TstReadable : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void scoreGraphShowsOneSideAtATime();
    void scoreGraphKeyIsWhole_data();
    void scoreGraphKeyIsWhole();
    void diceLuckSaysWhatItMeasures();
    void shortGamesLastSeconds();
    void finalDialogIsCompactWithAWayBack();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
};

void TstReadable::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    slui::applyTheme(*qApp);
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
}

void TstReadable::scoreGraphShowsOneSideAtATime()
{
    // Four sides, their projected scores above the banked ones, each side's expected final score.
    std::vector<sl::ScorePoint> series;
    std::vector<std::vector<double>> expected;
    for (int i = 0; i <= 20; ++i) {
        sl::ScorePoint p;
        p.turn = i;
        p.events = std::size_t(i) * 3;
        for (int s = 0; s < 4; ++s) {
            p.banked.push_back(i * (s + 1) / 2);
            p.projected.push_back(i * (s + 1) / 2 + 6 + 2 * s);
        }
        series.push_back(p);
        expected.push_back({40.0 + i, 50.0 + i, 60.0 + i, 70.0 + i});
    }
    const QList<QColor> colours{QColor(0xe0, 0x30, 0x30), QColor(0x30, 0xa0, 0x40),
                                QColor(0x20, 0x20, 0x20), QColor(0x30, 0x60, 0xe0)};
    ScoreGraph graph;
    graph.setSeries(series,
                    {QStringLiteral("Anna"), QStringLiteral("Bohdan"), QStringLiteral("Cecílie"),
                     QStringLiteral("David")},
                    colours);
    graph.setExpected(expected);
    graph.resize(900, 320);
    graph.show();
    QVERIFY(QTest::qWaitForWindowExposed(&graph));
    QCOMPARE(graph.focusSide(), 0);

    // The black side's line is light enough to see on the dark background.
    QVERIFY2(graph.lineColour(2).lightness() >= 150, qPrintable(graph.lineColour(2).name()));
    QCOMPARE(graph.lineColour(0), colours[0]);

    // Only the chosen side has its dashed and dotted lines: David's colour covers more of the
    // graph once he is chosen in the legend.
    const int before = pixelsOf(graph, colours[3]);
    const QRectF entry = graph.legendRect(3);
    QVERIFY(!entry.isEmpty());
    QTest::mouseClick(&graph, Qt::LeftButton, {}, entry.center().toPoint());
    QCOMPARE(graph.focusSide(), 3);
    const int after = pixelsOf(graph, colours[3]);
    QVERIFY2(after > before * 3 / 2, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    // ... and Anna's lines are fewer again.
    QTest::mouseClick(&graph, Qt::LeftButton, {}, graph.legendRect(0).center().toPoint());
    QCOMPARE(graph.focusSide(), 0);
    QVERIFY(pixelsOf(graph, colours[3]) < after);
}

void TstReadable::scoreGraphKeyIsWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("cs")})
        for (int width : {700, 960, 1300})
            QTest::addRow("%s %d", qPrintable(language), width) << language << width;
}

void TstReadable::scoreGraphKeyIsWhole()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    slui::LanguageManager::instance().apply(language, false);
    std::vector<sl::ScorePoint> series(3);
    for (int i = 0; i < 3; ++i) {
        series[std::size_t(i)].turn = i;
        series[std::size_t(i)].banked = {i, 2 * i, i, 0};
        series[std::size_t(i)].projected = {i + 3, 2 * i, i + 1, 4};
    }
    ScoreGraph graph;
    graph.setSeries(series,
                    {QStringLiteral("Alexandra"), QStringLiteral("Bohdan"),
                     QStringLiteral("Cecílie"), QStringLiteral("Computer 4")},
                    {Qt::red, Qt::green, Qt::white, Qt::blue});
    graph.setExpected({{30, 30, 30, 30}, {31, 29, 30, 30}, {32, 28, 30, 30}});
    graph.resize(width, 280);
    graph.show();
    QVERIFY(QTest::qWaitForWindowExposed(&graph));
    (void)graph.grab(); // painted
    const QRectF key = graph.keyRect();
    QVERIFY(!key.isEmpty());
    // Whole: as wide as its text, inside the graph, clear of the legend's names.
    const QRect needed = graph.fontMetrics().boundingRect(
        key.toAlignedRect(), Qt::TextWordWrap | Qt::AlignLeft, graph.keyText());
    QVERIFY2(needed.width() <= key.width() + 1 && needed.height() <= key.height() + 1,
             qPrintable(QStringLiteral("%1: %2x%3 in %4x%5")
                            .arg(graph.keyText())
                            .arg(needed.width())
                            .arg(needed.height())
                            .arg(key.width())
                            .arg(key.height())));
    QVERIFY2(QRectF(graph.rect()).contains(key), qPrintable(QStringLiteral("key at %1..%2 in %3 px")
                                                                .arg(key.left())
                                                                .arg(key.right())
                                                                .arg(graph.width())));
    for (int s = 0; s < 4; ++s)
        QVERIFY2(!graph.legendRect(s).intersects(key), qPrintable(graph.keyText()));
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstReadable::diceLuckSaysWhatItMeasures()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    QVERIFY(window.startGame(humanSetup({3, false, false}, 31)));
    GameController* c = window.controller();
    sl::Rng rng(31);
    sl::RandomPlayer player;
    while (!c->isOver())
        playRandomTurn(*c, rng, player, 2);
    slui::StatisticsView view;
    view.setStatistics(sl::computeStatistics(c->record()), c->record());
    auto* table = view.findChild<QTableWidget*>();
    QVERIFY(table);
    int row = -1;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->verticalHeaderItem(r)->text() == QStringLiteral("Dice luck")) row = r;
    QVERIFY2(row >= 0, "no Dice luck row");
    const QString explained = table->verticalHeaderItem(row)->toolTip();
    QVERIFY2(explained.contains(QStringLiteral("exact odds")) &&
                 explained.contains(QStringLiteral("won")),
             qPrintable(explained));
    // Each side's cell: its own figures, then the same explanation.
    const QString cell = table->item(row, 0)->toolTip();
    QVERIFY2(cell.contains(QStringLiteral("battles won")) && cell.endsWith(explained),
             qPrintable(cell));
}

void TstReadable::shortGamesLastSeconds()
{
    const qint64 id = m_store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 5)));
    QVERIFY(id > 0);
    // Played in 42 seconds, and another in 5 minutes 10 seconds.
    const qint64 id2 = m_store->insertRecord(sl::randomRecord(sl::makeSetup({2, false, false}, 6)));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("t"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("games.sqlite")));
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("UPDATE games SET finished = created + 42000, updated = "
                                      "created + 42000 WHERE id = %1")
                           .arg(id)));
        QVERIFY(q.exec(QStringLiteral("UPDATE games SET finished = created + 310000, updated = "
                                      "created + 310000 WHERE id = %1")
                           .arg(id2)));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("t"));
    GamesModel model(m_store.get());
    model.reload();
    QHash<qint64, QString> shown;
    for (int r = 0; r < model.rowCount(); ++r)
        shown[model.gameId(r)] = model.index(r, GamesModel::Duration).data().toString();
    QCOMPARE(shown.value(id), QStringLiteral("42 s"));
    QCOMPARE(shown.value(id2), QStringLiteral("5 min"));
}

void TstReadable::finalDialogIsCompactWithAWayBack()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.resize(1366, 740);
    window.show();
    QVERIFY(window.startGame(humanSetup({4, false, false}, 9)));
    GameController* c = window.controller();
    sl::Rng rng(9);
    sl::RandomPlayer player;
    while (!c->isOver())
        playRandomTurn(*c, rng, player, 2);
    QVERIFY(c->finalReport());
    FinalScoreDialog dialog(*c->finalReport(), window.sideLooks(), &window);
    dialog.addStatistics(sl::computeStatistics(c->record()), c->record());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QApplication::processEvents();

    // As large as the table: no empty table area below its last row, no wider than its columns.
    QTableWidget* realms = dialog.realmTable();
    QVERIFY(realms->rowCount() > 0);
    const int rowsHeight = realms->verticalHeader()->length() +
                           realms->horizontalHeader()->height() + 2 * realms->frameWidth();
    QVERIFY2(
        realms->height() <= rowsHeight + 4 || realms->verticalScrollBar()->isVisible(),
        qPrintable(
            QStringLiteral("table %1 px high, its rows %2").arg(realms->height()).arg(rowsHeight)));
    const int columnsWidth = realms->horizontalHeader()->length() + 2 * realms->frameWidth();
    QVERIFY2(dialog.width() <= columnsWidth + 80,
             qPrintable(QStringLiteral("dialog %1 px wide, the table's columns %2")
                            .arg(dialog.width())
                            .arg(columnsWidth)));
    // Smaller than the play window: its Turn panel's buttons stay in view beside it.
    QVERIFY(dialog.width() < window.width() * 2 / 3);

    // Forward to the summary and the statistics, and back to the realm list.
    QPushButton* back = button(dialog, QStringLiteral("Back"));
    QVERIFY(back);
    QVERIFY(!back->isEnabled());
    auto* pages = dialog.findChild<QStackedWidget*>();
    QVERIFY(pages);
    QTest::mouseClick(button(dialog, QStringLiteral("Summary")), Qt::LeftButton);
    QCOMPARE(pages->currentIndex(), 1);
    QVERIFY(back->isEnabled());
    QTest::mouseClick(button(dialog, QStringLiteral("Statistics")), Qt::LeftButton);
    QCOMPARE(pages->currentIndex(), 2);
    QVERIFY(pages->currentWidget()->findChild<QTableWidget*>());
    QTest::mouseClick(back, Qt::LeftButton);
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(pages->currentIndex(), 0);
    QVERIFY(realms->isVisible());
    QVERIFY(!back->isEnabled());
}

QTEST_MAIN(TstReadable)
#include "tst_readable.moc"
