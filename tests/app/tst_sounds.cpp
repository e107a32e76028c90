// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Sound (issue 34): the effects the program makes itself, checked as data (the WAV file read
// back byte by byte, loudness, ends, and each effect's pitch found by a Goertzel scan written
// here), and the play window asking for them at the right moments, muted and at a volume.
#include "common/languagemanager.h"
#include "common/soundsynth.h"
#include "humansetup.h"
#include "play/gamecontroller.h"
#include "play/mainwindow.h"
#include "play/reports.h"
#include "play/soundcontrols.h"
#include "store/gamestore.h"
#include "widgets/boardwidget.h"

#include <QAction>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <numbers>

using namespace slapp;
using slui::Sound;

namespace {

std::uint32_t le(const std::vector<std::uint8_t>& f, std::size_t at, int bytes)
{
    std::uint32_t v = 0;
    for (int b = bytes - 1; b >= 0; --b)
        v = (v << 8) | f[at + std::size_t(b)];
    return v;
}

/** The power of `hz` in samples [from, to) (Goertzel's recurrence). */
double power(const std::vector<std::int16_t>& s, std::size_t from, std::size_t to, double hz)
{
    const double w = 2.0 * std::numbers::pi * hz / slui::kSoundRate;
    const double k = 2.0 * std::cos(w);
    double a = 0.0, b = 0.0;
    for (std::size_t i = from; i < std::min(to, s.size()); ++i) {
        const double c = s[i] / 32768.0 + k * a - b;
        b = a;
        a = c;
    }
    return a * a + b * b - k * a * b;
}

/** The strongest frequency of [from, to) seconds, scanned from 40 to 2000 Hz by 5 Hz. */
double pitch(const std::vector<std::int16_t>& s, double from, double to)
{
    const auto i0 = std::size_t(from * slui::kSoundRate);
    const auto i1 = std::size_t(to * slui::kSoundRate);
    double best = 0.0, at = 0.0;
    for (int step = 0; step <= (2000 - 40) / 5; ++step) {
        const double hz = 40.0 + 5.0 * step;
        if (const double p = power(s, i0, i1, hz); p > best) {
            best = p;
            at = hz;
        }
    }
    return at;
}

double rms(const std::vector<std::int16_t>& s, double from, double to)
{
    const auto i0 = std::size_t(from * slui::kSoundRate);
    const auto i1 = std::min(s.size(), std::size_t(to * slui::kSoundRate));
    double sum = 0.0;
    for (std::size_t i = i0; i < i1; ++i)
        sum += double(s[i]) * s[i];
    return i1 > i0 ? std::sqrt(sum / double(i1 - i0)) : 0.0;
}

} // namespace

class TstSounds : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void wavFiles_data();
    void wavFiles();
    void pitches();
    void diceRattleThreeTimes();
    void heardInAGame();
    void muteAndVolumeKept();
    void continuingPlaysNothing();
    void placementMotion();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<GameStore> m_store;
};

void TstSounds::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstSounds::wavFiles_data()
{
    QTest::addColumn<int>("sound");
    QTest::addColumn<double>("shortest"); // seconds
    QTest::addColumn<double>("longest");
    QTest::newRow("tile") << int(Sound::Tile) << 0.08 << 0.2;
    QTest::newRow("meeple") << int(Sound::Meeple) << 0.04 << 0.12;
    QTest::newRow("dice") << int(Sound::Dice) << 0.15 << 0.3;
    QTest::newRow("score") << int(Sound::Score) << 0.25 << 0.4;
    QTest::newRow("end") << int(Sound::End) << 0.8 << 1.2;
}

void TstSounds::wavFiles()
{
    QFETCH(int, sound);
    QFETCH(double, shortest);
    QFETCH(double, longest);
    const std::vector<std::int16_t> s = slui::synthesize(Sound(sound));
    QCOMPARE(slui::synthesize(Sound(sound)), s); // the same every time
    const double lasting = double(s.size()) / slui::kSoundRate;
    QVERIFY2(lasting >= shortest && lasting <= longest, qPrintable(QString::number(lasting)));
    // The file, read back as a WAV reader would.
    const std::vector<std::uint8_t> f = slui::wavFile(s);
    QCOMPARE(f.size(), 44 + 2 * s.size());
    QCOMPARE(QByteArray(reinterpret_cast<const char*>(f.data()), 4), QByteArray("RIFF"));
    QCOMPARE(le(f, 4, 4), std::uint32_t(f.size() - 8));
    QCOMPARE(QByteArray(reinterpret_cast<const char*>(f.data()) + 8, 8), QByteArray("WAVEfmt "));
    QCOMPARE(le(f, 16, 4), 16u);    // the format's length
    QCOMPARE(le(f, 20, 2), 1u);     // PCM
    QCOMPARE(le(f, 22, 2), 1u);     // mono
    QCOMPARE(le(f, 24, 4), 22050u); // samples a second
    QCOMPARE(le(f, 28, 4), 44100u); // bytes a second
    QCOMPARE(le(f, 32, 2), 2u);     // bytes a frame
    QCOMPARE(le(f, 34, 2), 16u);    // bits
    QCOMPARE(QByteArray(reinterpret_cast<const char*>(f.data()) + 36, 4), QByteArray("data"));
    QCOMPARE(le(f, 40, 4), std::uint32_t(2 * s.size()));
    for (std::size_t i : {std::size_t(0), s.size() / 3, s.size() - 1})
        QCOMPARE(std::int16_t(le(f, 44 + 2 * i, 2)), s[i]);
    // Loud enough, never clipped: the loudest sample at 70 % of full scale.
    int peak = 0;
    for (std::int16_t v : s)
        peak = std::max(peak, std::abs(int(v)));
    QCOMPARE(peak, int(std::lround(0.7 * 32767)));
    // No click at either end: it starts and ends at silence.
    QVERIFY(std::abs(int(s.front())) <= 100);
    QVERIFY(std::abs(int(s.back())) <= 100);
}

void TstSounds::pitches()
{
    // Each effect by its pitch: a low knock, a high tick, two rising chime notes, an arpeggio of
    // C, E, G and the C above (the Goertzel scan's 5 Hz steps, and the notes' own width).
    const auto tile = slui::synthesize(Sound::Tile);
    QVERIFY(pitch(tile, 0.0, 0.1) <= 160.0);
    const auto meeple = slui::synthesize(Sound::Meeple);
    QVERIFY(std::abs(pitch(meeple, 0.0, 0.06) - 880.0) <= 20.0);
    const auto score = slui::synthesize(Sound::Score);
    QVERIFY(std::abs(pitch(score, 0.0, 0.11) - 660.0) <= 20.0);
    QVERIFY(std::abs(pitch(score, 0.15, 0.3) - 990.0) <= 20.0);
    const auto end = slui::synthesize(Sound::End);
    const double notes[] = {523.25, 659.25, 783.99, 1046.5};
    for (int k = 0; k < 4; ++k)
        QVERIFY2(std::abs(pitch(end, 0.15 * k + 0.01, 0.15 * k + 0.14) - notes[k]) <= 20.0,
                 qPrintable(QStringLiteral("note %1: %2 Hz")
                                .arg(k)
                                .arg(pitch(end, 0.15 * k + 0.01, 0.15 * k + 0.14))));
}

void TstSounds::diceRattleThreeTimes()
{
    // Three bursts 75 ms apart, quiet between them.
    const auto dice = slui::synthesize(Sound::Dice);
    for (int k = 0; k < 3; ++k) {
        const double burst = rms(dice, 0.075 * k, 0.075 * k + 0.015);
        const double after = rms(dice, 0.075 * k + 0.045, 0.075 * k + 0.05);
        QVERIFY2(burst > 8.0 * after, qPrintable(QStringLiteral("%1 %2").arg(burst).arg(after)));
    }
}

void TstSounds::heardInAGame()
{
    // A whole two-player game: a knock for every tile, a tick for every meeple, a rattle for
    // every battle, a chime for scoring and the arpeggio at the end, in the order they happen.
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    QVERIFY(window.startGame(humanSetup({2, false, false}, 4242)));
    GameController* c = window.controller();
    QSignalSpy battles(c, &GameController::battleFought);
    QSignalSpy feedback(c, &GameController::boardFeedback);
    QRandomGenerator rng(2); // a game with a battle, and a turn that only sent a meeple home
    int turns = 0;
    while (!c->isOver() && turns < 200) {
        const QList<QPoint> cells = c->legalCells();
        c->selectCell(cells.at(int(rng.bounded(quint32(cells.size())))));
        const auto targets = c->meepleTargets();
        if (!targets.empty() && rng.bounded(2) == 0)
            c->chooseMeeple(targets[rng.bounded(quint32(targets.size()))]);
        c->confirm();
        ++turns;
    }
    QVERIFY(c->isOver());
    const QList<Sound>& heard = window.sound()->requested();
    int places = 0, meeples = 0;
    for (const sl::Event& e : c->record().events) {
        places += e.type == sl::EventType::Place;
        meeples += e.type == sl::EventType::Meeple && e.meeple.target != sl::MeepleTarget::None;
    }
    QCOMPARE(int(heard.count(Sound::Tile)), places);
    QCOMPARE(int(heard.count(Sound::Meeple)), meeples);
    QVERIFY(meeples > 3);
    QCOMPARE(int(heard.count(Sound::Dice)), int(battles.count()));
    QVERIFY(battles.count() > 0);
    // A chime for each turn that scored points (not for a meeple that only went home).
    int scoring = 0, homeOnly = 0;
    for (const QList<QVariant>& shown : feedback) {
        const auto batch = shown.at(0).value<QList<BoardFeedback>>();
        const bool points = std::any_of(batch.begin(), batch.end(),
                                        [](const BoardFeedback& fb) { return fb.points > 0; });
        scoring += points;
        homeOnly += !points;
    }
    QCOMPARE(int(heard.count(Sound::Score)), scoring);
    QVERIFY(scoring > 0 && homeOnly > 0);
    qInfo("%d turns scored, %d only sent meeples home, %d battles", scoring, homeOnly,
          int(battles.count()));
    QCOMPARE(int(heard.count(Sound::End)), 1);
    QCOMPARE(heard.constLast(), Sound::End);
    QCOMPARE(heard.constFirst(), Sound::Tile);
}

void TstSounds::muteAndVolumeKept()
{
    QSettings().clear();
    {
        MainWindow window(m_store.get());
        SoundControls* sound = window.sound();
        QVERIFY(sound->soundAction()->isChecked()); // on at first, at a medium volume
        QCOMPARE(sound->volume(), 0.5);
        sound->volumeActions().constLast()->trigger();
        QCOMPARE(sound->volume(), 1.0);
        sound->soundAction()->trigger(); // off
        QCOMPARE(sound->volume(), 0.0);
        QVERIFY(!sound->volumeActions().constFirst()->isEnabled());
        QCOMPARE(sound->soundAction()->text(), QStringLiteral("Sound &effects"));
    }
    MainWindow again(m_store.get());
    QVERIFY(!again.sound()->soundAction()->isChecked());
    again.sound()->soundAction()->trigger();
    QCOMPARE(again.sound()->volume(), 1.0); // the loud volume kept
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QTRY_COMPARE(again.sound()->soundAction()->text(), QStringLiteral("Zvukové &efekty"));
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstSounds::continuingPlaysNothing()
{
    // A stored game continued is played again silently: only what happens now is heard.
    qint64 id = 0;
    {
        MainWindow window(m_store.get());
        window.setDialogsEnabled(false);
        QVERIFY(window.startGame(humanSetup({2, false, false}, 99)));
        GameController* c = window.controller();
        for (int t = 0; t < 6; ++t) {
            c->selectCell(c->legalCells().constFirst());
            c->confirm();
        }
        id = c->gameId();
    }
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    QVERIFY(window.continueGame(id));
    QVERIFY(window.sound()->requested().isEmpty());
    GameController* c = window.controller();
    c->selectCell(c->legalCells().constFirst());
    c->confirm();
    QCOMPARE(window.sound()->requested(), QList<Sound>{Sound::Tile});
}

void TstSounds::placementMotion()
{
    // A tile put down settles over a quarter of the computers' step; a rotation does not move
    // it again; "reduce motion" and the pace "at once" put it down at once.
    QSettings().clear();
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.resize(1280, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.startGame(humanSetup({2, false, false}, 5)));
    slui::BoardWidget* board = window.board();
    QCOMPARE(board->placementMotion(), 700 / 4); // the normal pace
    QVERIFY(!board->arrivingCell());             // a game opened: nothing moves
    GameController* c = window.controller();
    const QPoint cell = c->legalCells().constFirst();
    c->selectCell(cell);
    QCOMPARE(board->arrivingCell(), std::optional<QPoint>(cell));
    QVERIFY(board->arrivalProgress() < 1.0);
    const QImage early = board->grab().toImage();
    QTRY_VERIFY_WITH_TIMEOUT(!board->arrivingCell(), 2000);
    const QImage settled = board->grab().toImage();
    // What is drawn moved: the settling tile was larger and fainter.
    const QRect where = QRectF(board->cellCentre(cell) - QPointF(60, 60), QSizeF(120, 120))
                            .toRect()
                            .intersected(board->rect());
    QVERIFY(early.copy(where) != settled.copy(where));
    if (c->legalRotations(cell).size() > 1) {
        window.rotateAction()->trigger();
        QVERIFY(!board->arrivingCell());
    }
    window.reduceMotionAction()->trigger();
    QCOMPARE(board->placementMotion(), 0);
    c->selectCell(c->legalCells().constLast());
    QVERIFY(!board->arrivingCell());
    window.reduceMotionAction()->trigger();
    QCOMPARE(board->placementMotion(), 700 / 4);
    QCOMPARE(window.reduceMotionAction()->text(), QStringLiteral("&Reduce motion"));
}

QTEST_MAIN(TstSounds)
#include "tst_sounds.moc"
