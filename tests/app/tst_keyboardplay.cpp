// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Playing with the keyboard alone (issue 34): a whole game against a computer, with battles and a
// take-back, by key events only, in both languages; the board's cursor and what it says to
// assistive technology; the meeple keys; Help ▸ Keyboard shortcuts lists every key.
#include "common/languagemanager.h"
#include "common/shortcutsdialog.h"
#include "keyboardtest.h"
#include "play/gamecontroller.h"
#include "play/turnkeys.h"
#include "play/turnlogmodel.h"
#include "seatsetup.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"

#include <algorithm>

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QListView>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace slapp;
using sltest::quick;
using sltest::seats;

using sltest::backToBoard;
using sltest::DialogCloser;
using sltest::press;

class TstKeyboardPlay : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void wholeGameByKeys_data();
    void wholeGameByKeys();
    void cursorSaysWhatIsThere_data();
    void cursorSaysWhatIsThere();
    void meepleKeys();
    void shortcutsListEveryKey();
    void battleAndLogReadAloud();

private:
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

void TstKeyboardPlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QSettings().setValue(QStringLiteral("hints/animations"), false);
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
}

void TstKeyboardPlay::wholeGameByKeys_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("cs") << QStringLiteral("cs");
}

// Every decision of the person is a key: Tab to a cell where the tile fits, Space to put it
// there, M to a meeple spot (most turns), S and E for the meeple's size and equipment, Enter to
// confirm, Ctrl+Z once after a battle. The battle and final dialogs are closed with Escape.
void TstKeyboardPlay::wholeGameByKeys()
{
    QFETCH(QString, language);
    slui::LanguageManager::instance().apply(language, false);
    MainWindow window(m_store.get());
    quick(window);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    sl::GameSetup setup = seats({-1, 0}, 2026, true);
    QVERIFY(window.startGame(setup));
    GameController* c = window.controller();
    QCOMPARE(QApplication::focusWidget(), window.board());
    DialogCloser closer;
    auto fought = std::make_shared<int>(0);
    connect(c, &GameController::battleFought, &window, [fought] { ++*fought; });
    int turns = 0;
    bool tookBack = false;
    for (int guard = 0; guard < 400 && !c->isOver(); ++guard) {
        QTRY_VERIFY_WITH_TIMEOUT(c->isOver() || (c->offersChoices() && !c->isComputerThinking()),
                                 30000);
        if (c->isOver()) break;
        backToBoard(window);
        if (*fought > 0 && !tookBack && c->canTakeBackTurn()) {
            const std::size_t before = c->record().events.size();
            press(Qt::Key_Z, Qt::ControlModifier);
            QVERIFY(c->record().events.size() < before);
            tookBack = true;
            continue;
        }
        press(Qt::Key_Tab);
        press(Qt::Key_Space);
        QVERIFY(c->pendingPlacement().has_value());
        if (turns % 4 != 3) press(Qt::Key_M);
        if (turns % 5 == 1) press(Qt::Key_S);
        if (turns % 3 == 2) press(Qt::Key_E);
        press(Qt::Key_Return);
        ++turns;
    }
    QTRY_VERIFY_WITH_TIMEOUT(c->isOver(), 30000);
    QVERIFY2(*fought > 0, "no battle in the game");
    QVERIFY(tookBack);
    QVERIFY(turns > 30);
    QCOMPARE(m_store->takeBacks(c->gameId())->size(), 1);
    // The person's meeples were placed by keys: some of the person's meeple events are not passes.
    int meeples = 0;
    const auto replayed = sl::replay(c->record(), 0);
    sl::GameState s = *replayed.state;
    for (const sl::Event& e : c->record().events) {
        if (e.type == sl::EventType::Meeple && s.currentPlayer() == 0 &&
            e.meeple.target != sl::MeepleTarget::None)
            ++meeples;
        s.apply(e);
    }
    QVERIFY(meeples > 5);
    QTRY_VERIFY(closer.closed > 0);
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstKeyboardPlay::cursorSaysWhatIsThere_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("fits");
    QTest::addColumn<QString>("tried");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Cell 0, 0: ")
                        << QStringLiteral(": empty. The drawn tile fits here: Space puts it here.")
                        << QStringLiteral(": your tile is tried here.");
    QTest::newRow("cs") << QStringLiteral("cs") << QStringLiteral("Pole 0, 0: ")
                        << QStringLiteral(": prázdné. Tažená kartička sem pasuje: mezerník ji sem "
                                          "položí.")
                        << QStringLiteral(": zde je zkoušena vaše kartička.");
}

void TstKeyboardPlay::cursorSaysWhatIsThere()
{
    QFETCH(QString, language);
    QFETCH(QString, start);
    QFETCH(QString, fits);
    QFETCH(QString, tried);
    slui::LanguageManager::instance().apply(language, false);
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.startGame(seats({-1, -1}, 8)));
    slui::BoardWidget* board = window.board();
    GameController* c = window.controller();
    // The start tile, named as the catalog names it.
    board->setCursorCell(QPoint(0, 0));
    const sl::GameState& s = c->state();
    const QString startName = slui::localized(s.catalog().type(s.tiles().front().type).def.name);
    QCOMPARE(board->cursorDescription(), start + startName + QLatin1Char('.'));
    QCOMPARE(board->accessibleDescription(), board->cursorDescription());
    // Tab: the first cell where the tile fits in reading order (oracle: the controller's cells).
    press(Qt::Key_Tab);
    QList<QPoint> legal = c->legalCells();
    std::sort(legal.begin(), legal.end(),
              [](QPoint a, QPoint b) { return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x(); });
    QPoint first = legal.front();
    for (const QPoint& p : legal)
        if (p.y() > 0 || (p.y() == 0 && p.x() > 0)) {
            first = p;
            break;
        }
    QCOMPARE(board->cursorCell(), first);
    QVERIFY(board->cursorDescription().endsWith(fits));
    // Shift+Tab: back to the cell before.
    press(Qt::Key_Backtab, Qt::ShiftModifier);
    QVERIFY(board->cursorCell() != first);
    QVERIFY(legal.contains(board->cursorCell()));
    press(Qt::Key_Tab);
    QCOMPARE(board->cursorCell(), first);
    press(Qt::Key_Space);
    QCOMPARE(c->pendingPlacement()->x, first.x());
    QCOMPARE(c->pendingPlacement()->y, first.y());
    QVERIFY(board->cursorDescription().contains(tried));
    const int rot = c->pendingPlacement()->rot;
    press(Qt::Key_Space); // again: turned, when it fits otherwise too
    if (c->legalRotations(first).size() > 1) QVERIFY(c->pendingPlacement()->rot != rot);
    // Arrows: one cell; an empty cell far away does not fit.
    for (int k = 0; k < 6; ++k)
        press(Qt::Key_Down);
    QCOMPARE(board->cursorCell(), first + QPoint(0, 6));
    QVERIFY(!board->cursorDescription().contains(fits));
    press(Qt::Key_Left);
    press(Qt::Key_Right);
    press(Qt::Key_Up);
    QCOMPARE(board->cursorCell(), first + QPoint(0, 5));
    press(Qt::Key_Home);
    QCOMPARE(board->cursorCell(), first);
    // What assistive technology reads of the board: the words of the cursor's cell.
    press(Qt::Key_Right);
    QAccessibleInterface* a11y = QAccessible::queryAccessibleInterface(board);
    QVERIFY(a11y);
    QCOMPARE(a11y->text(QAccessible::Description), board->cursorDescription());
    QVERIFY(a11y->text(QAccessible::Description)
                .startsWith(QStringLiteral("%1 %2, %3")
                                .arg(language == QLatin1String("en") ? QStringLiteral("Cell")
                                                                     : QStringLiteral("Pole"))
                                .arg(first.x() + 1)
                                .arg(first.y())));
    // Drawn while the board has the focus; far away, the cell is brought into view.
    const QImage with = board->grab().toImage();
    for (int k = 0; k < 6; ++k)
        board->zoomIn();
    for (int k = 0; k < 12; ++k)
        press(Qt::Key_Down);
    QVERIFY(QRectF(board->rect()).contains(board->cellCentre(board->cursorCell())));
    press(Qt::Key_Home);
    board->fitToWindow();
    QCOMPARE(board->cursorCell(), first);
    press(Qt::Key_Right);
    // Ctrl+Tab leaves the board; the cursor is no longer drawn.
    const QImage focused = board->grab().toImage();
    press(Qt::Key_Tab, Qt::ControlModifier);
    QVERIFY(QApplication::focusWidget() != board);
    QVERIFY(board->grab().toImage() != focused);
    Q_UNUSED(with);
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstKeyboardPlay::meepleKeys()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.startGame(seats({-1, -1}, 14, true)));
    GameController* c = window.controller();
    // A placement with at least two meeple spots (turns without one are played on).
    bool found = false;
    for (int turn = 0; turn < 30 && !found; ++turn) {
        for (const QPoint& cell : c->legalCells()) {
            c->selectCell(cell);
            if (c->meepleTargets().size() >= 2) {
                found = true;
                break;
            }
        }
        if (!found) c->skipMeeple();
    }
    QVERIFY(found);
    const int player = c->state().currentPlayer();
    const std::vector<sl::MeepleMove> targets = c->meepleTargets();
    const auto at = [](const sl::MeepleMove& m) {
        return std::make_tuple(m.target, m.segment, m.x, m.y);
    };
    QVERIFY(!c->pendingMeeple());
    for (const sl::MeepleMove& t : targets) {
        press(Qt::Key_M);
        QVERIFY(c->pendingMeeple());
        QVERIFY(at(*c->pendingMeeple()) == at(t));
    }
    press(Qt::Key_M); // past the last: no meeple
    QVERIFY(!c->pendingMeeple());
    press(Qt::Key_M, Qt::ShiftModifier); // back: the last
    QVERIFY(at(*c->pendingMeeple()) == at(targets.back()));
    // S: large, and back.
    QVERIFY(!c->pendingMeeple()->large);
    press(Qt::Key_S);
    QVERIFY(c->pendingMeeple()->large);
    press(Qt::Key_S);
    QVERIFY(!c->pendingMeeple()->large);
    // E: lightsaber, blaster, none (each in supply at the start).
    press(Qt::Key_E);
    QCOMPARE(c->pendingMeeple()->equipment, sl::Equipment::Lightsaber);
    press(Qt::Key_E);
    QCOMPARE(c->pendingMeeple()->equipment, sl::Equipment::Blaster);
    press(Qt::Key_E);
    QCOMPARE(c->pendingMeeple()->equipment, sl::Equipment::None);
    press(Qt::Key_Return);
    QCOMPARE(c->state().currentPlayer(), 1 - player);
}

// The dialog's rows come from the menus; the oracle is every action of the window with a key.
void TstKeyboardPlay::shortcutsListEveryKey()
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("cs")}) {
        slui::LanguageManager::instance().apply(language, false);
        MainWindow window(m_store.get());
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QStringList listed;
        QStringList keysListed;
        QTimer::singleShot(50, &window, [&] {
            auto* dialog = qobject_cast<slui::ShortcutsDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto* tree = dialog->findChild<QTreeWidget*>(QStringLiteral("shortcuts"));
            for (int g = 0; g < tree->topLevelItemCount(); ++g)
                for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i) {
                    listed << tree->topLevelItem(g)->child(i)->text(0);
                    keysListed << tree->topLevelItem(g)->child(i)->text(1);
                }
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        press(Qt::Key_F1, Qt::ControlModifier);
        QVERIFY(!listed.isEmpty());
        int withKeys = 0;
        for (QAction* a : window.findChildren<QAction*>()) {
            if (a->shortcut().isEmpty() || a->text().isEmpty()) continue;
            ++withKeys;
            QString name = a->text();
            name.remove(QLatin1Char('&')).remove(QStringLiteral("…"));
            QVERIFY2(listed.contains(name.trimmed()), qPrintable(name));
            QVERIFY2(keysListed.join(QLatin1Char(' '))
                         .contains(a->shortcut().toString(QKeySequence::NativeText)),
                     qPrintable(name));
        }
        QVERIFY(withKeys > 20);
        for (const auto& [keys, what] : slui::BoardWidget::keyHelp())
            QVERIFY2(listed.contains(what), qPrintable(what));
        QVERIFY(listed.contains(language == QLatin1String("en") ? QStringLiteral("Take back turn")
                                                                : QStringLiteral("Vzít tah zpět")));
    }
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstKeyboardPlay::battleAndLogReadAloud()
{
    // Two computers fight on the board: assistive technology reads the battle as it goes (the
    // title, each side's dice or its fate), and the turn log's lines, the battle's outcome
    // among them, are the list's items as it reads them.
    // (Computers fight on the board at a pace above "at once", with no battle dialogs.)
    MainWindow window(m_store.get());
    window.resize(1280, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    sltest::quick(window, 250);
    window.battleDialogsAction()->setChecked(false);
    QVERIFY(window.startGame(sltest::seats({0, 0}, 12)));
    slui::BoardWidget* board = window.board();
    QTRY_VERIFY_WITH_TIMEOUT(board->battle().has_value() || window.controller()->isOver(), 60000);
    QVERIFY2(board->battle().has_value(), "the game had no battle on the board");
    QAccessibleInterface* a11y = QAccessible::queryAccessibleInterface(board);
    QVERIFY(a11y);
    const QString said = a11y->text(QAccessible::Description);
    QCOMPARE(said, board->battleText());
    QVERIFY2(said.startsWith(board->battle()->title + QStringLiteral(". ")), qPrintable(said));
    for (const slui::BoardBattle::Side& side : board->battle()->sides)
        QVERIFY2(said.contains(side.name), qPrintable(said));
    // The outcome: a side wins, read as such.
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(board->battle()->sides.begin(),
                                         board->battle()->sides.end(),
                                         [](const auto& s) { return s.winner; }) ||
                                 !board->battle(),
                             20000);
    QTRY_VERIFY_WITH_TIMEOUT(!board->battle(), 20000);
    QVERIFY(!a11y->text(QAccessible::Description).startsWith(QStringLiteral("Battle")));
    window.computers()->setPaused(true);
    // The log, as a screen reader goes through it: each line a child with the line's words.
    auto* log = window.findChild<QListView*>(QStringLiteral("turnLog"));
    QVERIFY(log);
    QAccessibleInterface* list = QAccessible::queryAccessibleInterface(log);
    QVERIFY(list);
    QStringList read;
    for (int i = 0; i < list->childCount(); ++i)
        if (QAccessibleInterface* item = list->child(i)) read << item->text(QAccessible::Name);
    QStringList lines;
    for (int r = 0; r < window.logModel()->rowCount(); ++r)
        lines << window.logModel()->index(r).data().toString();
    QVERIFY(lines.size() > 3);
    QCOMPARE(read, lines);
    QVERIFY(std::any_of(read.begin(), read.end(), [](const QString& l) {
        return l.startsWith(QStringLiteral("Battle for ")) && l.contains(QStringLiteral(" wins "));
    }));
}

QTEST_MAIN(TstKeyboardPlay)
#include "tst_keyboardplay.moc"
