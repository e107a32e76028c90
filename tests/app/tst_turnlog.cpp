// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// What the turn log says, checked line by line against the stored record of a 3-player game:
// every tile and meeple is credited to the player who played it, in its turn, in English and in
// Czech; battle outcomes and points appear only once the battle has been shown.
#include "common/languagemanager.h"
#include "help/helpwindow.h"
#include "humansetup.h"
#include "play/battledialog.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "play/turnlogmodel.h"
#include "rules/simulate.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"
#include "widgets/playersmodel.h"

#include <QApplication>
#include <QListView>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace slapp;

class TstTurnLog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void meeplesCreditedToTheirPlayer();
    void battleOutcomeHeldUntilShown();
    void resumeKeepsTheWholeLog();
    void rulesLinesOpenTheirRule();

private:
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

namespace {
const char* const kNames[] = {"Anna", "Bob", "Cyril"};

/** One expected log line: who acted, in which turn, and the English text. */
struct Expected
{
    int player;
    int turn;
    QString text;
};

QString article(sl::RealmKind k)
{
    switch (k) {
    case sl::RealmKind::Route:
        return QStringLiteral("a trade route");
    case sl::RealmKind::Asteroid:
        return QStringLiteral("an asteroid field");
    case sl::RealmKind::Planet:
        return QStringLiteral("a planet");
    }
    return {};
}

/** The tile and meeple lines the log must hold, computed from the record alone. */
std::vector<Expected> fromRecord(const sl::GameRecord& rec)
{
    std::vector<Expected> out;
    sl::GameState s(sl::buildCatalog(rec.setup), rec.setup.config());
    int turn = 0;
    for (const sl::Event& e : rec.events) {
        const int actor = s.currentPlayer();
        const QString who = QString::fromLatin1(kNames[actor]);
        if (e.type == sl::EventType::Place) {
            ++turn;
            out.push_back({actor, turn,
                           QStringLiteral("%1 places %2.")
                               .arg(who, QString::fromStdString(
                                             s.catalog().type(s.drawnTile()).def.name.en))});
        }
        if (e.type == sl::EventType::Meeple && e.meeple.target != sl::MeepleTarget::None) {
            const QString size =
                e.meeple.large ? QStringLiteral("the large meeple") : QStringLiteral("a meeple");
            if (e.meeple.target == sl::MeepleTarget::Planet) {
                const sl::PlacedTile& pt = s.tiles()[std::size_t(s.tileAt(e.meeple.x, e.meeple.y))];
                const auto& ct = s.catalog().type(pt.type);
                out.push_back({actor, turn,
                               QStringLiteral("%1 attacks planet %2 with %3.")
                                   .arg(who,
                                        QString::fromStdString(
                                            ct.def.realms[std::size_t(ct.planetSeg)].planetName),
                                        size)});
            } else {
                const sl::PlacedTile& t = s.tiles()[std::size_t(s.lastPlacedTile())];
                out.push_back({actor, turn,
                               QStringLiteral("%1 puts %2 on %3.")
                                   .arg(who, size,
                                        article(s.catalog()
                                                    .type(t.type)
                                                    .def.realms[std::size_t(e.meeple.segment)]
                                                    .kind))});
            }
        }
        if (s.apply(e) != sl::ApplyError::None) qFatal("the stored record does not replay");
    }
    return out;
}
} // namespace

void TstTurnLog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("log.sqlite")));
    QVERIFY(m_store);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstTurnLog::cleanup()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstTurnLog::meeplesCreditedToTheirPlayer()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    sl::GameSetup setup = sl::makeSetup({3, false, false}, 424242);
    for (std::size_t i = 0; i < 3; ++i) {
        setup.players[i].name = kNames[i];
        setup.players[i].kind = sl::SeatKind::Human;
    }
    QVERIFY(window.startGame(setup));
    GameController* c = window.controller();
    sl::Rng rng(3);
    int meeples = 0, attacks = 0;
    while (!c->isOver()) {
        const auto cells = c->legalCells();
        c->selectCell(cells[rng.below(quint32(cells.size()))]);
        const auto targets = c->meepleTargets();
        if (!targets.empty() && rng.below(3) != 0) {
            // Planet attacks whenever offered, so that the log has some.
            sl::MeepleMove pick = targets[rng.below(quint32(targets.size()))];
            for (const sl::MeepleMove& t : targets)
                if (t.target == sl::MeepleTarget::Planet && rng.below(2) == 0) pick = t;
            c->setLarge(rng.below(4) == 0);
            c->chooseMeeple(pick);
            meeples += c->pendingMeeple().has_value();
            attacks += c->pendingMeeple() && c->pendingMeeple()->target == sl::MeepleTarget::Planet;
        }
        c->confirm();
    }
    QVERIFY(meeples > 15);
    QVERIFY(attacks > 0);

    const std::vector<Expected> expected = fromRecord(*m_store->loadRecord(c->gameId()));
    TurnLogModel* log = window.logModel();
    std::vector<Expected> shown;
    std::vector<int> rows;
    for (int r = 0; r < log->rowCount(); ++r) {
        const QModelIndex i = log->index(r);
        const QString text = i.data().toString();
        if (text.contains(QLatin1String(" places ")) || text.contains(QLatin1String(" puts ")) ||
            text.contains(QLatin1String(" attacks planet "))) {
            shown.push_back({i.data(TurnLogModel::PlayerRole).toInt(),
                             i.data(TurnLogModel::TurnRole).toInt(), text});
            rows.push_back(r);
        }
    }
    QCOMPARE(shown.size(), expected.size());
    for (std::size_t k = 0; k < expected.size(); ++k) {
        QCOMPARE(shown[k].text, expected[k].text);
        QCOMPARE(shown[k].player, expected[k].player);
        QCOMPARE(shown[k].turn, expected[k].turn);
    }

    // In Czech the same lines name the same players.
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    for (std::size_t k = 0; k < expected.size(); ++k) {
        const QString text = log->index(rows[k]).data().toString();
        QVERIFY2(!text.contains(QLatin1String(" places ")), qPrintable(text));
        QVERIFY2(text.startsWith(QString::fromLatin1(kNames[expected[k].player])),
                 qPrintable(text));
    }
}

void TstTurnLog::battleOutcomeHeldUntilShown()
{
    // While the battle dialog rolls, the log, the scores and the supplies are those before the
    // first die; when the dialog is closed (or skipped) the outcome appears.
    MainWindow window(m_store.get());
    window.resize(1400, 900);
    window.show();
    QVERIFY(window.startGame(humanSetup({3, false, false}, 77)));
    GameController* c = window.controller();
    slui::PlayersModel* players = window.playersModel();
    TurnLogModel* log = window.logModel();
    // What the window shows while a battle dialog is open; then the dialog is closed.
    struct Seen
    {
        bool open = false;
        QList<int> scores;
        int logRows = 0;
        QString title;
        bool realmMarked = false;
        bool realmCovered = true;
    } seen;
    QTimer closer;
    closer.setInterval(20);
    QObject::connect(&closer, &QTimer::timeout, &closer, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* battle = qobject_cast<BattleDialog*>(modal)) {
            seen.open = true;
            seen.scores.clear();
            for (int p = 0; p < 3; ++p)
                seen.scores << players->index(p).data(slui::PlayersModel::ScoreRole).toInt();
            seen.logRows = log->rowCount();
            seen.title = battle->windowTitle();
            // The realm is outlined on the board, and the dialog does not stand on it.
            const QList<QPoint> cells = window.board()->markedCells();
            seen.realmMarked = !cells.isEmpty();
            seen.realmCovered = false;
            for (const QPoint& cell : cells) {
                const QPoint at =
                    window.board()->mapToGlobal(window.board()->cellCentre(cell).toPoint());
                seen.realmCovered = seen.realmCovered || battle->frameGeometry().contains(at);
            }
            battle->accept();
        } else if (auto* dialog = qobject_cast<QDialog*>(modal)) {
            dialog->accept(); // the final scoring
        }
    });
    closer.start();
    sl::Rng rng(4);
    bool checked = false;
    while (!c->isOver() && !checked) {
        const auto cells = c->legalCells();
        c->selectCell(cells[rng.below(quint32(cells.size()))]);
        const auto targets = c->meepleTargets();
        for (const sl::MeepleMove& t : targets)
            if (t.target == sl::MeepleTarget::Planet) // attacks make battles
                c->chooseMeeple(t);
        if (!c->pendingMeeple() && !targets.empty()) c->chooseMeeple(targets.front());
        QList<int> before;
        for (int p = 0; p < 3; ++p)
            before << c->state().score(p);
        const int rowsBefore = log->rowCount();
        seen = Seen{};
        c->confirm();
        if (!c->isBattleHeld()) continue;
        QList<int> live;
        for (int p = 0; p < 3; ++p)
            live << c->state().score(p);
        if (live == before) // a battle without points (no tie, a loser without dice) proves less
            continue;
        QTRY_VERIFY(!c->isBattleHeld());
        QVERIFY(seen.open);
        QVERIFY2(seen.title.startsWith(QLatin1String("Battle for planet ")) ||
                     seen.title.contains(QLatin1String(" near ")) ||
                     seen.title.contains(QLatin1String(" of ")),
                 qPrintable(seen.title));
        QVERIFY(seen.realmMarked);
        QVERIFY(!seen.realmCovered);
        QVERIFY(window.board()->markedCells().isEmpty());
        QCOMPARE(seen.scores, before);          // held back while the dice rolled
        QCOMPARE(seen.logRows, rowsBefore + 2); // the tile and the meeple, not the outcome
        QCOMPARE(log->rowCount(), int(c->log().size()));
        bool outcome = false;
        for (int r = rowsBefore; r < log->rowCount(); ++r)
            outcome =
                outcome || log->index(r).data().toString().startsWith(QLatin1String("Battle for"));
        QVERIFY(outcome);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(players->index(p).data(slui::PlayersModel::ScoreRole).toInt(), live[p]);
        checked = true;
    }
    QVERIFY2(checked, "a battle with points happened");
}

void TstTurnLog::resumeKeepsTheWholeLog()
{
    // A game interrupted after 25 turns continues with the log the players saw, line by line,
    // and nothing is stored twice.
    QStringList before;
    qint64 id = 0;
    std::size_t events = 0;
    {
        MainWindow window(m_store.get());
        window.setDialogsEnabled(false);
        QVERIFY(window.startGame(humanSetup({4, true, false}, 99)));
        GameController* c = window.controller();
        sl::Rng rng(8);
        for (int turn = 0; turn < 25; ++turn) {
            const auto cells = c->legalCells();
            c->selectCell(cells[rng.below(quint32(cells.size()))]);
            const auto targets = c->meepleTargets();
            if (!targets.empty() && rng.below(2) == 0)
                c->chooseMeeple(targets[rng.below(quint32(targets.size()))]);
            c->confirm();
        }
        for (int r = 0; r < window.logModel()->rowCount(); ++r)
            before << window.logModel()->index(r).data().toString();
        id = c->gameId();
        events = c->record().events.size();
    }
    MainWindow again(m_store.get());
    again.setDialogsEnabled(false);
    QVERIFY(again.continueGame(id));
    QStringList after;
    for (int r = 0; r < again.logModel()->rowCount(); ++r)
        after << again.logModel()->index(r).data().toString();
    QCOMPARE(after.mid(0, before.size()), before);
    QCOMPARE(after.value(before.size()), QStringLiteral("The game continues."));
    QCOMPARE(again.controller()->record().events.size(), events);
    QCOMPARE(m_store->loadRecord(id)->events.size(), events);
    QCOMPARE(again.controller()->state().phase(), sl::Phase::PlaceTile);
}

void TstTurnLog::rulesLinesOpenTheirRule()
{
    // Issue 35: a line of the rules' own (a battle's outcome, its points, a realm scored) names
    // its section of Help ▸ Rules, says so in its tooltip, and opens it when activated; a
    // player's line names none.
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(window.startGame(humanSetup({3, false, false}, 77)));
    GameController* c = window.controller();
    sl::Rng rng(5);
    while (!c->isOver()) {
        const auto cells = c->legalCells();
        c->selectCell(cells[rng.below(quint32(cells.size()))]);
        const auto targets = c->meepleTargets();
        for (const sl::MeepleMove& t : targets)
            if (t.target == sl::MeepleTarget::Planet) // attacks make battles
                c->chooseMeeple(t);
        if (!c->pendingMeeple() && !targets.empty() && rng.below(2) == 0)
            c->chooseMeeple(targets[rng.below(quint32(targets.size()))]);
        c->confirm();
    }
    TurnLogModel* log = window.logModel();
    QHash<QString, int> seen;
    for (int r = 0; r < log->rowCount(); ++r) {
        const QModelIndex i = log->index(r);
        const QString text = i.data().toString();
        const QString rule = i.data(TurnLogModel::RuleRole).toString();
        QString expected; // worked out from the line's words
        if (text.startsWith(QStringLiteral("Battle for ")) ||
            text.contains(QStringLiteral(" in the battle.")))
            expected = QStringLiteral("5-battles");
        else if (text.startsWith(QStringLiteral("Final scoring: ")))
            expected = QStringLiteral("7-end-of-game-and-final-scoring");
        else if (i.data(TurnLogModel::PlayerRole).toInt() < 0 &&
                 text.contains(QStringLiteral(" scores ")))
            expected = QStringLiteral("6-scoring-during-the-game-r-score");
        QCOMPARE(rule, expected);
        ++seen[rule];
        if (rule.isEmpty()) {
            QCOMPARE(i.data(Qt::ToolTipRole).toString(), text);
            continue;
        }
        QCOMPARE(i.data(Qt::ToolTipRole).toString(),
                 text + QStringLiteral("\nDouble-click (or Enter): the rule, in Help ▸ Rules"));
        QVERIFY(!i.data(Qt::DecorationRole).value<QIcon>().isNull());
    }
    QVERIFY2(seen.value(QStringLiteral("5-battles")) >= 2, "no battle in the game");
    QVERIFY(seen.value(QStringLiteral("6-scoring-during-the-game-r-score")) > 0);
    QVERIFY(seen.value(QStringLiteral("7-end-of-game-and-final-scoring")) > 0);
    // Activated (double-click, Enter): Help opens at the rule; a player's line opens nothing.
    auto* view = window.findChild<QListView*>(QStringLiteral("turnLog"));
    QVERIFY(view);
    for (int r = 0; r < log->rowCount(); ++r)
        if (log->index(r).data(TurnLogModel::RuleRole).toString() == QLatin1String("5-battles")) {
            emit view->activated(log->index(r));
            break;
        }
    slui::HelpWindow* help = slui::HelpWindow::current();
    QVERIFY(help && help->isVisible());
    QCOMPARE(help->kind(), slui::HelpKind::Rules);
    QCOMPARE(help->currentSection(), QStringLiteral("5-battles"));
    help->close();
    QApplication::processEvents();
    // In Czech, the tooltip says it in Czech.
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    for (int r = 0; r < log->rowCount(); ++r)
        if (!log->index(r).data(TurnLogModel::RuleRole).toString().isEmpty()) {
            QVERIFY(log->index(r)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .endsWith(QStringLiteral("Nápověda ▸ Pravidla")));
            break;
        }
}

QTEST_MAIN(TstTurnLog)
#include "tst_turnlog.moc"
