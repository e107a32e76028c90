// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Puzzles (engine/ai/puzzle, issue 18 section 3). The shared field scenario: sw02 placed
// elsewhere where it could close a 12-point asteroid field is a mistake; its puzzle is solved
// by closing the field. An answer is valued by the review's own method and seed (the best and
// the game's turn get exactly the review's values), classified by the stated noise level; the
// puzzle file survives a round trip, and every kind of bad file is refused with its reason.
#include "ai/puzzle.h"
#include "revieworacle.h"
#include "scenario.h"
#include "shortgame.h"

#include <nlohmann/json.hpp>

#include <QTest>

using namespace sltest;
using sl::ai::Puzzle;
using sl::ai::PuzzleOutcome;
using sl::ai::PuzzleProblem;

namespace {

sl::ai::AnalysisOptions budget()
{
    sl::ai::AnalysisOptions o;
    o.iterations = 2000;
    o.playouts = 400;
    o.seed = 7;
    return o;
}

} // namespace

class TstPuzzle : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cutAtTheDecision();
    void bestAndPlayedGetTheReviewsValues();
    void everyAnswerOnTheReviewsPlayouts();
    void outcomesFollowTheNoiseLevel();
    void outcomeAtEachThreshold_data();
    void outcomeAtEachThreshold();
    void realmOfATurn();
    void fileRoundTrip();
    void badFilesAreRefused_data();
    void badFilesAreRefused();
    void positionMadeByHand();
    void solvedAgainWithTheGamesTurn();
    void noPositionNoSolution();

private:
    sl::GameRecord m_game;
    sl::ai::DecisionAnalysis m_decision;
    Puzzle m_puzzle;
};

void TstPuzzle::initTestCase()
{
    m_game = fieldGame(elsewhere(), {});
    const auto all = sl::ai::analyseGame(m_game, budget(), {}, nullptr);
    m_decision = all.back();
    QVERIFY(m_decision.loss() >= sl::ai::kMistakePoints); // a puzzle: at least a mistake
    QCOMPARE(m_decision.best.place, kClosing);
    m_puzzle = sl::ai::puzzleOf(m_game, m_decision, budget());
}

void TstPuzzle::cutAtTheDecision()
{
    QCOMPARE(m_puzzle.seq(), m_decision.seq);
    QCOMPARE(m_puzzle.record.events.back().type, sl::EventType::Draw);
    const sl::ReplayResult r = sl::replay(m_puzzle.record);
    QVERIFY(r.state && !r.error);
    QCOMPARE(r.state->phase(), sl::Phase::PlaceTile);
    QCOMPARE(r.state->currentPlayer(), m_decision.player);
    QVERIFY(m_puzzle.played);
    QCOMPARE(m_puzzle.played->place, elsewhere());
    QCOMPARE(m_puzzle.loss(), m_decision.loss());
}

void TstPuzzle::bestAndPlayedGetTheReviewsValues()
{
    // Answering with the game's turn: exactly the review's value for it, no better.
    const auto again = sl::ai::checkAnswer(m_puzzle, *m_puzzle.played);
    QVERIFY(again);
    QCOMPARE(again->answer.margin, m_decision.playedValue);
    QCOMPARE(again->played->margin, m_decision.playedValue);
    QCOMPARE(again->best.margin, m_decision.bestValue);
    QCOMPARE(int(again->outcome), int(PuzzleOutcome::NotBetter));
    QVERIFY(!again->solved());
    // Closing the field: the best turn found, solved.
    const auto best = sl::ai::checkAnswer(m_puzzle, m_puzzle.best);
    QVERIFY(best);
    QCOMPARE(best->answer.margin, m_decision.bestValue);
    QCOMPARE(int(best->outcome), int(PuzzleOutcome::AsGoodAsBest));
    QVERIFY(best->solved());
    // An illegal answer is no answer.
    QVERIFY(!sl::ai::checkAnswer(m_puzzle, {{40, 40, 0}, {}}));
}

/**
 * Every decision of a game made a puzzle, whatever its loss: the game's turn and the best turn
 * get exactly the values the review stored (also where the review needed more playouts, or
 * found no better turn), and an answer is valued on the same playouts as both, as worked out
 * in the test (revieworacle.h). Issue 36: a stored 14.02 checked as 14.24, and an answer valued
 * on other playouts than the best one's.
 */
void TstPuzzle::everyAnswerOnTheReviewsPlayouts()
{
    const sl::GameRecord game = shortGame(9);
    sl::ai::AnalysisOptions options = budget();
    options.iterations = 30;
    options.playouts = 20;
    const auto all = sl::ai::analyseGame(game, options, {}, nullptr);
    QVERIFY(all.size() > 20);
    int extended = 0, better = 0, equal = 0;
    for (std::size_t k = 0; k < all.size() && k < 30; ++k) {
        const sl::ai::DecisionAnalysis& d = all[k];
        const Puzzle p = sl::ai::puzzleOf(game, d, options);
        const sl::GameState s = *sl::replay(p.record).state;
        std::vector<sl::Placement> legal;
        s.legalPlacements(legal);
        const sl::ai::TurnAction answer{legal[(k * 5 + 2) % legal.size()], {}};
        if (sl::ai::sameTurn(s, answer, d.best) || sl::ai::sameTurn(s, answer, *p.played)) continue;
        const auto c = sl::ai::checkAnswer(p, answer);
        QVERIFY(c);
        QCOMPARE(c->played->margin, d.playedValue);
        QCOMPARE(c->best.margin, d.bestValue);
        QCOMPARE(c->played->win, d.playedWin);
        std::vector<sl::ai::TurnAction> turns{*p.played};
        const bool distinct = !sl::ai::sameTurn(s, *p.played, d.best);
        if (distinct) turns.push_back(d.best);
        turns.push_back(answer);
        const std::uint64_t seed = sl::ai::evaluationSeed(options, p.seq());
        const sltest::OracleReview o = sltest::oracleReview(s, turns, options, seed);
        QVERIFY(std::abs(c->answer.margin - o.margins.back()) < 1e-9);
        QVERIFY(std::abs(c->played->margin - o.margins.front()) < 1e-9);
        // The best turn as the answer: its stored value, solved.
        const auto again = sl::ai::checkAnswer(p, d.best);
        QVERIFY(again && again->solved());
        QCOMPARE(again->answer.margin, d.bestValue);
        extended += o.playouts > options.playouts;
        QCOMPARE(o.loss, d.loss()); // the oracle's own loss: the stored one
        (distinct ? better : equal) += 1;
    }
    qInfo("%d puzzles with a better turn, %d without; %d needed more playouts", better, equal,
          extended);
    QVERIFY(better > 0 && equal > 0 && extended > 0);
}

void TstPuzzle::outcomeAtEachThreshold_data()
{
    // By hand, on both sides of each threshold and exactly at it (the noise is 1 point): the
    // best turn found is worth 10, the game's turn 6 (or none).
    QTest::addColumn<double>("answer");
    QTest::addColumn<bool>("withPlayed");
    QTest::addColumn<int>("outcome");
    using O = PuzzleOutcome;
    QTest::newRow("11: 1 above the best") << 11.0 << true << int(O::BetterThanBest);
    QTest::newRow("10.99: within the noise above") << 10.99 << true << int(O::AsGoodAsBest);
    QTest::newRow("10: the best's worth") << 10.0 << true << int(O::AsGoodAsBest);
    QTest::newRow("9.01: within the noise below") << 9.01 << true << int(O::AsGoodAsBest);
    QTest::newRow("9: 1 below the best") << 9.0 << true << int(O::BetterThanPlayed);
    QTest::newRow("7: 1 above the game's") << 7.0 << true << int(O::BetterThanPlayed);
    QTest::newRow("6.99: within the noise of the game's") << 6.99 << true << int(O::NotBetter);
    QTest::newRow("6: the game's worth") << 6.0 << true << int(O::NotBetter);
    QTest::newRow("2: worse than the game's") << 2.0 << true << int(O::NotBetter);
    QTest::newRow("9, by hand (no game's turn)") << 9.0 << false << int(O::NotBetter);
    QTest::newRow("9.5, by hand") << 9.5 << false << int(O::AsGoodAsBest);
    QTest::newRow("11, by hand") << 11.0 << false << int(O::BetterThanBest);
}

void TstPuzzle::outcomeAtEachThreshold()
{
    QFETCH(double, answer);
    QFETCH(bool, withPlayed);
    QFETCH(int, outcome);
    QCOMPARE(int(sl::ai::outcomeOf(10.0, answer,
                                   withPlayed ? std::optional<double>(6.0) : std::nullopt)),
             outcome);
}

void TstPuzzle::outcomesFollowTheNoiseLevel()
{
    // Every legal placement (no meeple): its outcome is the one the stated thresholds give.
    const sl::GameState s = *sl::replay(m_puzzle.record).state;
    std::vector<sl::Placement> legal;
    s.legalPlacements(legal);
    QVERIFY(legal.size() > 5);
    int solved = 0;
    for (const sl::Placement& p : legal) {
        const auto c = sl::ai::checkAnswer(m_puzzle, {p, {}});
        QVERIFY(c);
        const double shortOfBest = c->best.margin - c->answer.margin;
        const double overPlayed = c->answer.margin - c->played->margin;
        PuzzleOutcome want = PuzzleOutcome::NotBetter;
        if (shortOfBest <= -sl::ai::kNoisePoints)
            want = PuzzleOutcome::BetterThanBest;
        else if (shortOfBest < sl::ai::kNoisePoints)
            want = PuzzleOutcome::AsGoodAsBest;
        else if (overPlayed >= sl::ai::kNoisePoints)
            want = PuzzleOutcome::BetterThanPlayed;
        QCOMPARE(int(c->outcome), int(want));
        // The best and the game's turn never change with the answer.
        QCOMPARE(c->best.margin, m_decision.bestValue);
        QCOMPARE(c->played->margin, m_decision.playedValue);
        solved += c->solved();
    }
    // Only closing the field (in its rotations that fit) solves it.
    QVERIFY(solved >= 1 && solved < int(legal.size()));
}

void TstPuzzle::realmOfATurn()
{
    const sl::GameState s = *sl::replay(m_puzzle.record).state;
    QVERIFY(!sl::ai::turnRealm(s, {kClosing, {}}));
    const auto& realms = s.catalog().type(std::size_t(s.drawnTile())).def.realms;
    for (std::size_t k = 0; k < realms.size(); ++k) {
        sl::MeepleMove m;
        m.target = sl::MeepleTarget::Segment;
        m.segment = std::int8_t(k);
        QCOMPARE(sl::ai::turnRealm(s, {kClosing, m}), std::optional(realms[k].kind));
    }
    sl::MeepleMove attack;
    attack.target = sl::MeepleTarget::Planet;
    QCOMPARE(sl::ai::turnRealm(s, {kClosing, attack}), std::optional(sl::RealmKind::Planet));
}

void TstPuzzle::fileRoundTrip()
{
    Puzzle p = m_puzzle;
    p.title = "Anna, turn 3";
    const std::string text = sl::ai::puzzleToJson(p);
    const sl::ai::PuzzleLoadResult back = sl::ai::puzzleFromJson(text);
    QVERIFY2(back.puzzle, sl::ai::describe(back).c_str());
    QVERIFY(!back.needsBest);
    QVERIFY(back.puzzle->record == p.record);
    QVERIFY(back.puzzle->played == p.played);
    QVERIFY(back.puzzle->best == p.best);
    QCOMPARE(back.puzzle->playedValue, p.playedValue);
    QCOMPARE(back.puzzle->bestValue, p.bestValue);
    QVERIFY(back.puzzle->options == p.options);
    QCOMPARE(back.puzzle->title, p.title);
    // Valued the same after the trip.
    QCOMPARE(sl::ai::checkAnswer(*back.puzzle, p.best)->answer.margin, m_decision.bestValue);
}

void TstPuzzle::badFilesAreRefused_data()
{
    QTest::addColumn<QString>("editName");
    QTest::addColumn<int>("problem");
    QTest::addColumn<QString>("field");
    QTest::newRow("cut short") << "truncate" << int(PuzzleProblem::Syntax) << "";
    QTest::newRow("a game record, not a puzzle")
        << "record" << int(PuzzleProblem::NotAPuzzle) << "format";
    QTest::newRow("newer version") << "version" << int(PuzzleProblem::NewerVersion) << "version";
    QTest::newRow("tile set not present") << "tileset" << int(PuzzleProblem::Record) << "game";
    QTest::newRow("no tile to place") << "placed" << int(PuzzleProblem::NoTileToPlace) << "game";
    QTest::newRow("best turn off the board") << "best" << int(PuzzleProblem::BadTurn) << "best";
    QTest::newRow("played value not a number")
        << "value" << int(PuzzleProblem::BadValue) << "values.played";
    QTest::newRow("seed not a number") << "seed" << int(PuzzleProblem::BadValue) << "analysis.seed";
}

void TstPuzzle::badFilesAreRefused()
{
    QFETCH(QString, editName);
    const std::string edit = editName.toStdString();
    QFETCH(int, problem);
    QFETCH(QString, field);
    std::string text = sl::ai::puzzleToJson(m_puzzle);
    nlohmann::json j = nlohmann::json::parse(text);
    if (edit == "truncate") {
        text.resize(text.size() / 2);
    } else {
        if (edit == "record") j = j["game"];
        if (edit == "version") j["version"] = 2;
        if (edit == "tileset") {
            // Refers to a built-in set by a hash no set here has, without its content.
            j["game"]["setup"]["tileSets"][0].erase("content");
            j["game"]["setup"]["tileSets"][0]["hash"] = "sha256:" + std::string(64, 'a');
        }
        if (edit == "placed") {
            // The game goes on past the draw: the tile is already placed.
            j["game"]["events"].push_back(
                nlohmann::json::parse(sl::eventToJson(sl::Event::placeTile(m_puzzle.played->place),
                                                      *sl::buildCatalog(m_puzzle.record.setup))));
        }
        if (edit == "best") j["best"]["x"] = 40;
        if (edit == "value") j["values"]["played"] = "much";
        if (edit == "seed") j["analysis"]["seed"] = "12x";
        text = j.dump();
    }
    const sl::ai::PuzzleLoadResult r = sl::ai::puzzleFromJson(text);
    QVERIFY(!r.puzzle);
    QCOMPARE(int(r.problem), problem);
    QCOMPARE(QString::fromStdString(r.field), field);
    QVERIFY(!sl::ai::describe(r).empty());
    if (problem == int(PuzzleProblem::Syntax)) QVERIFY(r.syntax && r.syntax->line > 1);
    if (problem == int(PuzzleProblem::Record)) QVERIFY(r.recordError);
}

void TstPuzzle::positionMadeByHand()
{
    // A position with neither a game's turn nor a best one: the search finds the best.
    nlohmann::json j = nlohmann::json::parse(sl::ai::puzzleToJson(m_puzzle));
    j.erase("played");
    j.erase("best");
    j.erase("values");
    sl::ai::PuzzleLoadResult r = sl::ai::puzzleFromJson(j.dump());
    QVERIFY2(r.puzzle, sl::ai::describe(r).c_str());
    QVERIFY(r.needsBest);
    QVERIFY(!r.puzzle->played);
    QVERIFY(sl::ai::solvePuzzle(*r.puzzle));
    QCOMPARE(r.puzzle->best.place, kClosing);
    const auto c = sl::ai::checkAnswer(*r.puzzle, {elsewhere(), {}});
    QVERIFY(c && !c->played);
    QCOMPARE(int(c->outcome), int(PuzzleOutcome::NotBetter));
}

void TstPuzzle::solvedAgainWithTheGamesTurn()
{
    // A puzzle from a game, its answer forgotten, solved again: the game's turn keeps its place
    // and its value is that turn's, valued against the best on the decision's own playouts.
    sl::ai::Puzzle p = m_puzzle;
    p.best = {};
    p.bestValue = 0;
    p.playedValue = 0;
    QVERIFY(sl::ai::solvePuzzle(p));
    QCOMPARE(p.played->place, elsewhere());
    QCOMPARE(p.best.place, kClosing);
    const sl::ReplayResult r = sl::replay(p.record);
    QVERIFY(r.state);
    const sltest::OracleReview o = sltest::oracleReview(*r.state, {*p.played, p.best}, p.options,
                                                        sl::ai::evaluationSeed(p.options, p.seq()));
    QVERIFY(std::abs(p.playedValue - o.margins[0]) < 1e-9);
    QVERIFY(std::abs(p.bestValue - p.playedValue - o.loss) < 1e-9);
    QCOMPARE(p.playedValue, m_puzzle.playedValue);
    QVERIFY(p.loss() >= sl::ai::kMistakePoints);
}

void TstPuzzle::noPositionNoSolution()
{
    // A puzzle whose record does not replay, or that does not stop at a tile to place, has no
    // answer to find: refused, not searched.
    sl::ai::Puzzle empty;
    QVERIFY(!sl::ai::solvePuzzle(empty));
    sl::ai::Puzzle placed = m_puzzle;
    placed.record.events.pop_back(); // before the draw: no tile to place
    QVERIFY(!sl::ai::solvePuzzle(placed));
}

QTEST_GUILESS_MAIN(TstPuzzle)
#include "tst_puzzle.moc"
