// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The end of a game in the play window, with its dialogs on: the last turn's battle is shown
// and applied first, then the final scoring is written to the log and shown on the board realm
// by realm, then the final dialog opens, and every figure on screen agrees (R-END-2, R-BAT).
#include "common/languagemanager.h"
#include "humansetup.h"
#include "play/battledialog.h"
#include "play/finalscoredialog.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "play/turnlogmodel.h"
#include "play/turnpanel.h"
#include "rules/rng.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"
#include "widgets/playersmodel.h"

#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace slapp;

namespace {

/**
 * A 2-player game of random moves (planets attacked when possible) whose last turn starts a
 * battle: the record up to the draw of the last tile, and the last turn's placement and meeple.
 */
struct LastTurnBattle
{
    sl::GameRecord prefix;
    sl::Placement place;
    sl::MeepleMove meeple;
};

std::optional<LastTurnBattle> findGameEndingInBattle()
{
    for (std::uint64_t seed = 1; seed < 400; ++seed) {
        const sl::GameSetup setup = humanSetup({2, false, false}, seed);
        sl::GameState s(sl::buildCatalog(setup), setup.config());
        sl::Rng rng(seed * 31);
        std::vector<sl::Event> events;
        // Random moves (planets attacked when possible) up to the draw of the last tile.
        while (!(s.phase() == sl::Phase::PlaceTile && s.bag().empty()) &&
               s.phase() != sl::Phase::GameOver) {
            sl::Event e;
            switch (s.phase()) {
            case sl::Phase::DrawTile:
                e = sl::Event::draw(s.bag()[rng.below(std::uint32_t(s.bag().size()))]);
                break;
            case sl::Phase::Battle:
                e = sl::Event::roll(
                    rng.range(sl::dieMin(s.pendingDie()), sl::dieMax(s.pendingDie())));
                break;
            case sl::Phase::PlaceTile: {
                std::vector<sl::Placement> all;
                s.legalPlacements(all);
                e = all.empty() ? sl::Event::discard()
                                : sl::Event::placeTile(all[rng.below(std::uint32_t(all.size()))]);
                break;
            }
            default: {
                std::vector<sl::MeepleMove> options;
                s.meepleOptions(options);
                std::vector<sl::MeepleMove> attacks;
                for (const sl::MeepleMove& m : options)
                    if (m.target == sl::MeepleTarget::Planet) attacks.push_back(m);
                const auto& from = !attacks.empty() && rng.below(4) != 0 ? attacks : options;
                e = sl::Event::meepleMove(from[rng.below(std::uint32_t(from.size()))]);
            }
            }
            if (s.apply(e) != sl::ApplyError::None) return std::nullopt;
            events.push_back(e);
        }
        if (s.phase() != sl::Phase::PlaceTile) continue;
        // The last tile: a placement and meeple that start a battle (an attack, or realms joined).
        std::vector<sl::Placement> places;
        s.legalPlacements(places);
        for (const sl::Placement& place : places) {
            sl::GameState placed = s;
            placed.apply(sl::Event::placeTile(place));
            std::vector<sl::MeepleMove> options;
            placed.meepleOptions(options);
            for (const sl::MeepleMove& m : options) {
                sl::GameState after = placed;
                if (after.apply(sl::Event::meepleMove(m)) == sl::ApplyError::None &&
                    after.phase() == sl::Phase::Battle)
                    return LastTurnBattle{sl::GameRecord{setup, events}, place, m};
            }
        }
    }
    return std::nullopt;
}

/** What the screen shows at the moment the final dialog opens. */
struct Seen
{
    bool battleDialogOpen = false;
    QList<int> panelScores;  ///< the Players panel's banked scores
    QList<int> dialogTotals; ///< the final dialog's Total column, by side
    QStringList log;         ///< the turn log as shown
    QStringList floating;    ///< points rising on the board
    QString turnPanel;
};

} // namespace

class TstGameEnd : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void lastBattleThenFinalScoringThenDialog();

private:
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

void TstGameEnd::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    QSettings().setValue(QStringLiteral("hints/animations"), true);
}

void TstGameEnd::lastBattleThenFinalScoringThenDialog()
{
    const auto game = findGameEndingInBattle();
    QVERIFY2(game.has_value(), "no random game ending in a battle");
    const qint64 id = m_store->insertRecord(game->prefix);
    QVERIFY(id);
    MainWindow window(m_store.get());
    window.resize(1280, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.continueGame(id));
    GameController* c = window.controller();
    QCOMPARE(c->state().phase(), sl::Phase::PlaceTile);

    // The user's answers: battle dialogs are skipped and closed; at the final dialog the
    // screen is read, then the dialog is closed.
    int battles = 0;
    QStringList duringBattle;
    std::optional<Seen> seen;
    QTimer watcher;
    watcher.setInterval(20);
    connect(&watcher, &QTimer::timeout, this, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* b = qobject_cast<BattleDialog*>(modal)) {
            // While the battle is shown every panel shows that moment: not the end of the game.
            duringBattle
                << window.turnPanel()->findChild<QLabel*>(QStringLiteral("turnPlayer"))->text()
                << window.findChild<QLabel*>(QStringLiteral("turnStatus"))->text();
            b->view()->skip();
            b->accept();
            ++battles;
        } else if (auto* f = qobject_cast<FinalScoreDialog*>(modal)) {
            Seen s;
            for (QWidget* w : QApplication::topLevelWidgets())
                s.battleDialogOpen |= qobject_cast<BattleDialog*>(w) && w->isVisible();
            for (int r = 0; r < window.playersModel()->rowCount(); ++r)
                s.panelScores << window.playersModel()
                                     ->index(r, 0)
                                     .data(slui::PlayersModel::ScoreRole)
                                     .toInt();
            QTableWidget* summary = f->summaryTable();
            QMap<QString, int> totals;
            for (int r = 0; r < summary->rowCount(); ++r)
                totals[summary->item(r, 1)->text()] = summary->item(r, 6)->text().toInt();
            for (const auto& p : c->record().setup.players)
                s.dialogTotals << totals.value(QString::fromStdString(p.name), -1);
            for (int r = 0; r < window.logModel()->rowCount(); ++r)
                s.log << window.logModel()->index(r, 0).data().toString();
            s.floating = window.board()->floatingTexts();
            s.turnPanel =
                window.turnPanel()->findChild<QLabel*>(QStringLiteral("turnPlayer"))->text();
            seen = s;
            f->accept();
        }
    });
    watcher.start();

    // The last turn, as the user plays it: the tile, its rotation, the meeple, Enter.
    c->selectCell(QPoint(game->place.x, game->place.y));
    for (int i = 0; i < 4 && c->pendingPlacement() && c->pendingPlacement()->rot != game->place.rot;
         ++i)
        c->rotate(1);
    QCOMPARE(c->pendingPlacement()->rot, game->place.rot);
    c->setLarge(game->meeple.large);
    c->setEquipment(game->meeple.equipment);
    if (game->meeple.target != sl::MeepleTarget::None) c->chooseMeeple(game->meeple);
    window.confirmAction()->trigger();
    QVERIFY(c->isOver());
    QTRY_VERIFY_WITH_TIMEOUT(seen.has_value(), 30000);
    watcher.stop();

    QVERIFY(battles >= 1);
    QVERIFY2(duringBattle.value(0).startsWith(QStringLiteral("Battle for ")),
             qPrintable(duringBattle.join(QLatin1Char('|'))));
    QVERIFY2(!duringBattle.value(1).startsWith(QStringLiteral("Game over")),
             qPrintable(duringBattle.join(QLatin1Char('|'))));
    QVERIFY2(!seen->battleDialogOpen, "the final dialog opened over the battle");
    // The Players panel, the dialog and the engine agree on every score.
    const sl::GameState& s = c->state();
    for (int p = 0; p < s.playerCount(); ++p) {
        QCOMPARE(seen->panelScores.value(p), s.score(s.sideOf(p)));
        QCOMPARE(seen->dialogTotals.value(p), s.score(s.sideOf(p)));
    }
    // The log shows the battle's outcome and the final scoring, realm by realm, then the end.
    const QString log = seen->log.join(QLatin1Char('\n'));
    QVERIFY2(log.contains(QStringLiteral("Battle for ")), qPrintable(log.right(600)));
    const auto& finalLines = c->finalReport()->finalScoring;
    const int finalInLog =
        int(std::count_if(seen->log.begin(), seen->log.end(), [](const QString& l) {
            return l.startsWith(QStringLiteral("Final scoring:"));
        }));
    QCOMPARE(finalInLog, int(finalLines.size()));
    QVERIFY(seen->log.last().startsWith(QStringLiteral("The game is over.")));
    // ... and the board shows them: the last realm's points are still rising when the dialog opens.
    if (!finalLines.isEmpty())
        QVERIFY2(seen->floating.contains(QStringLiteral("+%1").arg(finalLines.last().points)),
                 qPrintable(seen->floating.join(QLatin1Char(' '))));
    QCOMPARE(seen->turnPanel, QStringLiteral("Game over"));
}

QTEST_MAIN(TstGameEnd)
#include "tst_gameend.moc"
