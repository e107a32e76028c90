// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Learn to play (issue 35): both lessons played to their end through the keys a player uses, in
// English and in Czech. At each of the person's turns the banner says the step's words and the
// cell is outlined; a wrong cell, a wrong turn of the tile or a wrong meeple is refused with the
// lesson's friendly word and changes nothing; after each turn the banner says what it did with
// the points the players panel shows; the end explains the final scores. A lesson left is
// continued where it was, and no lesson counts in the game database.
#include "common/languagemanager.h"
#include "humansetup.h"
#include "keyboardtest.h"
#include "play/computerplayers.h"
#include "play/gamecontroller.h"
#include "play/lessonguide.h"
#include "play/mainwindow.h"
#include "play/welcomepage.h"
#include "store/gamestore.h"
#include "widgets/playersmodel.h"

#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace slapp;
using sltest::backToBoard;
using sltest::press;

namespace {

QString said(const sl::LessonText& t, const QString& language)
{
    return QString::fromStdString(t.in(language.toStdString()));
}

/** The step's result as the banner must say it: the lesson's words, the rules' points. */
QString resultOf(const sl::LessonStep& s, const QString& language)
{
    return QString::fromStdString(sl::fillLessonText(s.result.in(language.toStdString()), s.gain,
                                                     s.opponentGain, s.you, s.opponent));
}

/** Moves the board's cursor to `cell` with the arrow keys (from the tile in play: Home). */
void cursorTo(slui::BoardWidget* board, QPoint cell)
{
    press(Qt::Key_Home);
    for (int guard = 0; guard < 40 && board->cursorCell() != cell; ++guard) {
        const QPoint at = board->cursorCell();
        press(at.x() < cell.x()   ? Qt::Key_Right
              : at.x() > cell.x() ? Qt::Key_Left
              : at.y() < cell.y() ? Qt::Key_Down
                                  : Qt::Key_Up);
    }
    QCOMPARE(board->cursorCell(), cell);
}

/** Whether the meeple chosen is the lesson's, size and equipment aside. */
bool sameSpot(const std::optional<sl::MeepleMove>& chosen, const sl::MeepleMove& want)
{
    if (!chosen) return false;
    return chosen->target == want.target && chosen->segment == want.segment &&
           (want.target != sl::MeepleTarget::Planet ||
            (chosen->x == want.x && chosen->y == want.y));
}

} // namespace

class TstLessons : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void wholeLessonsByKeys_data();
    void wholeLessonsByKeys();
    void leftAndContinued();

private:
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

void TstLessons::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
}

void TstLessons::init()
{
    QSettings().clear();
    QSettings().setValue(QStringLiteral("hints/animations"), false);
}

void TstLessons::wholeLessonsByKeys_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("id");
    for (const char* language : {"en", "cs"})
        for (const char* id : {"first-game", "equipment"})
            QTest::addRow("%s %s", language, id)
                << QString::fromLatin1(language) << QString::fromLatin1(id);
}

void TstLessons::wholeLessonsByKeys()
{
    QFETCH(QString, language);
    QFETCH(QString, id);
    slui::LanguageManager::instance().apply(language, false);
    const int storedBefore = m_store->countGames({});
    MainWindow window(m_store.get());
    window.computers()->setPace(0);
    window.resize(1280, 860);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    // Learn to play is on the welcome page: its menu lists both lessons, and starts this one.
    window.offerStart();
    QMenu* menu = window.welcomePage()->learnMenu();
    emit menu->aboutToShow();
    QAction* choose = menu->findChild<QAction*>(QStringLiteral("lesson-") + id);
    QVERIFY(choose);
    QVERIFY(menu->actions().size() >= 2);
    choose->trigger();
    QVERIFY(window.isBoardShown());
    LessonGuide* guide = window.lesson();
    QVERIFY(guide->isActive() && guide->isVisible());
    const auto held = LessonGuide::load(id); // the lesson, whatever becomes of the guide's
    QVERIFY(held);
    const sl::Lesson& lesson = *held;
    GameController* c = window.controller();
    slui::BoardWidget* board = window.board();
    sltest::DialogCloser closer;
    const auto& events = lesson.record.events;
    int turn = 0;
    QStringList since; // what the turns since the person's last one did, as the banner says it
    for (const sl::LessonStep& step : lesson.steps) {
        if (!step.person) {
            // The computer's turn: its words after those of the person's turn, once it has
            // ended and its battle is shown.
            QTRY_VERIFY_WITH_TIMEOUT(
                (c->record().events.size() > step.end || c->isOver()) && !c->isBattleHeld(), 20000);
            since << resultOf(step, language);
            QTRY_COMPARE(guide->result(), since.join(QLatin1Char('\n')));
            continue;
        }
        ++turn;
        QTRY_VERIFY_WITH_TIMEOUT(c->record().events.size() == step.event && c->offersChoices() &&
                                     !c->isBattleHeld(),
                                 20000);
        backToBoard(window);
        // What to do, the turn counted, the cell outlined; after a turn, what it did.
        QVERIFY2(guide->instruction().endsWith(said(step.say, language)),
                 qPrintable(guide->instruction()));
        if (turn == 1) QVERIFY(guide->instruction().startsWith(said(lesson.intro, language)));
        QVERIFY2(guide->heading().contains(QStringLiteral(" %1 ").arg(turn)),
                 qPrintable(guide->heading()));
        QCOMPARE(guide->result(), since.join(QLatin1Char('\n')));
        const sl::Placement want = events[step.event].place;
        const sl::MeepleMove wantMeeple = events[step.event + 1].meeple;
        QCOMPARE(board->markedCells(), QList<QPoint>{QPoint(want.x, want.y)});
        if (turn == 1) {
            // A wrong cell first: refused in the lesson's words, nothing put down.
            QPoint wrong;
            for (const QPoint& cell : c->legalCells())
                if (cell != QPoint(want.x, want.y)) wrong = cell;
            cursorTo(board, wrong);
            press(Qt::Key_Space);
            QVERIFY(!c->pendingPlacement());
            QCOMPARE(guide->refusal(), said(step.wrong, language));
        }
        cursorTo(board, QPoint(want.x, want.y));
        press(Qt::Key_Space);
        QVERIFY(c->pendingPlacement());
        const auto& type = c->state().catalog().type(c->state().drawnTile());
        for (int r = 0; r < 4 && type.sameAs[c->pendingPlacement()->rot] != type.sameAs[want.rot];
             ++r)
            press(Qt::Key_R);
        QCOMPARE(type.sameAs[c->pendingPlacement()->rot], type.sameAs[want.rot]);
        if (wantMeeple.target == sl::MeepleTarget::None) {
            if (turn == 2 || c->meepleTargets().empty()) {
                press(Qt::Key_N); // no meeple: the turn ends
            } else {
                // A meeple the lesson does not want: refused, the turn still open.
                press(Qt::Key_M);
                press(Qt::Key_Return);
                QCOMPARE(c->record().events.size(), step.event);
                QCOMPARE(guide->refusal(), said(step.wrong, language));
                press(Qt::Key_N);
            }
        } else {
            sl::MeepleMove mapped = wantMeeple; // the spot in the rotation shown
            if (mapped.target == sl::MeepleTarget::Segment)
                mapped.segment = std::int8_t(type.equivalentSegment(wantMeeple.segment, want.rot,
                                                                    c->pendingPlacement()->rot));
            for (int m = 0; m < 12 && !sameSpot(c->pendingMeeple(), mapped); ++m)
                press(Qt::Key_M);
            QVERIFY(sameSpot(c->pendingMeeple(), mapped));
            if (wantMeeple.large != c->largeSelected()) press(Qt::Key_S);
            for (int e = 0; e < 3 && c->equipmentSelected() != wantMeeple.equipment; ++e)
                press(Qt::Key_E);
            press(Qt::Key_Return);
        }
        QVERIFY2(c->record().events.size() > step.event, "the lesson's own turn was refused");
        QTRY_VERIFY_WITH_TIMEOUT(
            (c->record().events.size() > step.end || c->isOver()) && !c->isBattleHeld(), 20000);
        since = QStringList{resultOf(step, language)};
        QTRY_VERIFY2(guide->result().startsWith(since.front()), qPrintable(guide->result()));
        // The points said are the points shown.
        QTRY_COMPARE(
            window.playersModel()->index(lesson.person).data(slui::PlayersModel::ScoreRole).toInt(),
            step.you);
    }
    QTRY_VERIFY_WITH_TIMEOUT(c->isOver() && !c->isBattleHeld(), 20000);
    QTRY_COMPARE(guide->instruction(), QString::fromStdString(sl::fillLessonText(
                                           lesson.finish.in(language.toStdString()), 0, 0,
                                           lesson.finalYou, lesson.finalOpponent)));
    QVERIFY(guide->heading().contains(
        language == QLatin1String("cs") ? QStringLiteral("dokončen") : QStringLiteral("complete")));
    QCOMPARE(turn, lesson.personTurns());
    QVERIFY(LessonGuide::isDone(id));
    QVERIFY(!LessonGuide::savedProgress());
    // Nothing stored: a lesson is no game of the database, so no player's record counts it.
    QCOMPARE(m_store->countGames({}), storedBefore);
    // Close the lesson: back to the welcome page.
    guide->findChild<QPushButton*>(QStringLiteral("lessonLeave"))->click();
    QVERIFY(!window.isBoardShown());
    QVERIFY(!guide->isActive());
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstLessons::leftAndContinued()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    MainWindow window(m_store.get());
    window.computers()->setPace(0);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.startLesson(QStringLiteral("first-game")));
    LessonGuide* guide = window.lesson();
    const auto held = LessonGuide::load(QStringLiteral("first-game"));
    QVERIFY(held);
    const sl::Lesson& lesson = *held;
    GameController* c = window.controller();
    // The person's first turn as the lesson has it (by the controller: the keys are tested
    // above), then the computer's; the person's second turn is next.
    const sl::LessonStep* second = nullptr;
    for (const sl::LessonStep& s : lesson.steps)
        if (s.person && s.event > lesson.steps.front().event && !second) second = &s;
    QVERIFY(second);
    const sl::Placement first = lesson.record.events[lesson.steps.front().event].place;
    c->selectCell(QPoint(first.x, first.y));
    while (c->pendingPlacement()->rot != first.rot)
        c->rotate(1);
    c->skipMeeple();
    QTRY_VERIFY_WITH_TIMEOUT(c->record().events.size() == second->event && c->offersChoices(),
                             20000);
    const QString instruction = guide->instruction();
    const QString result = guide->result();
    QVERIFY(instruction.endsWith(said(second->say, QStringLiteral("en"))));
    // Where it was is kept: the turn's start, before its tile was drawn.
    const auto saved = LessonGuide::savedProgress();
    QVERIFY(saved);
    QCOMPARE(saved->first, QStringLiteral("first-game"));
    QCOMPARE(saved->second, second->event - 1);
    guide->findChild<QPushButton*>(QStringLiteral("lessonLeave"))->click();
    QVERIFY(!window.isBoardShown());
    QVERIFY(!guide->isActive());
    // The menu offers to continue it, at the person's second turn; continued, it is there again.
    QMenu* menu = window.welcomePage()->learnMenu();
    emit menu->aboutToShow();
    QAction* resume = menu->findChild<QAction*>(QStringLiteral("lessonContinue"));
    QVERIFY(resume);
    QCOMPARE(resume->text(), QStringLiteral("Continue: %1, your turn 2 of %2")
                                 .arg(said(lesson.title, QStringLiteral("en")))
                                 .arg(lesson.personTurns()));
    resume->trigger();
    QVERIFY(guide->isActive());
    QCOMPARE(c->record().events.size(), second->event);
    QTRY_VERIFY(c->offersChoices());
    QCOMPARE(guide->instruction(), instruction);
    QCOMPARE(guide->result(), result);
    QVERIFY(guide->heading().contains(QStringLiteral("your turn 2 of")));
    // A new game of one's own ends the lesson mode (the lesson stays where it was).
    QVERIFY(window.startGame(humanSetup({2, false, false}, 3)));
    QVERIFY(!guide->isActive());
    QVERIFY(guide->isHidden());
    QVERIFY(LessonGuide::savedProgress());
}

QTEST_MAIN(TstLessons)
#include "tst_lessons.moc"
