// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/record.h"

#include <QMetaType>

#include <optional>
#include <string>
#include <variant>
#include <vector>

/**
 * Rule scenarios for tests: a list of turns that force every draw and die. The tile set of a
 * scenario holds exactly the tiles it draws (plus the start tile and `extra` tiles), so a
 * scenario without extra tiles ends the game after its last turn and runs final scoring.
 */
namespace sltest {

struct Turn
{
    std::string tile;
    int x = 0;
    int y = 0;
    int rot = 0;
    sl::MeepleMove meeple{};
};
struct Dice
{
    std::vector<int> values;
};
struct Discard
{
    std::string tile;
};
using Step = std::variant<Turn, Dice, Discard>;
using Steps = std::vector<Step>;

sl::MeepleMove pass();
sl::MeepleMove onSeg(int seg, bool large = false, sl::Equipment e = sl::Equipment::None);
sl::MeepleMove onPlanet(int x, int y, bool large = false, sl::Equipment e = sl::Equipment::None);

struct ScenarioOptions
{
    std::vector<sl::Colour> seats{sl::Colour::Red, sl::Colour::Black};
    bool teamGame = false;
    std::string startTile = "sw01";
    std::vector<std::string> extraTiles; ///< left in the bag, so the game goes on
};

class Scenario
{
public:
    Scenario(const Steps& steps, const ScenarioOptions& options = {});

    /** Applies all steps; on the first refused event returns a message naming the step. */
    std::optional<std::string> run();
    /** Applies steps [next, k). */
    std::optional<std::string> runUntil(std::size_t k);

    sl::GameState& state() { return *m_state; }
    const sl::GameRecord& record() const { return m_record; }
    /** Score of the side of seat `player`. */
    int scoreOf(int player) const { return m_state->score(m_state->sideOf(player)); }
    /** Placed-tile index at a cell (-1 if empty). */
    int tileAt(int x, int y) const { return m_state->tileAt(x, y); }

private:
    std::optional<std::string> apply(const sl::Event& e, std::size_t step);

    Steps m_steps;
    std::size_t m_next = 0;
    sl::GameRecord m_record;
    std::optional<sl::GameState> m_state;
};

/**
 * The R-BAT-3 worked check (seats red, white, black): nine turns join three explorers in one
 * 5-tile field with a Rebel symbol, then two rolls: a tie at 4 (white withdraws), then black's 6.
 */
Steps threeSidedBattle();
/** The R-BAT-7 worked check (seats blue, red): lightsaber against blaster, a tie at 7, then 6
 * beats 5. */
Steps lightsaberAgainstBlaster();
/** The steps without their dice, to stop where the battle begins. */
Steps withoutDice(const Steps& steps);

/** Options with these seat colours (sl::Colour values), the team game, extra tiles in the bag. */
ScenarioOptions optionsFor(const std::vector<int>& colours, bool team,
                           std::vector<std::string> extra = {});
/** Tatooine at (0,1) and six tiles around it: with the start tile, all neighbours but (-1,2). */
Steps tatooineRing(sl::MeepleMove first);
/** `steps` with one more step at the end. */
Steps with(Steps steps, const Step& last);
inline const std::vector<int> kRedBlack{int(sl::Colour::Red), int(sl::Colour::Black)};

/** Red's explorer holds a 4-tile field open on one edge; the drawn sw02 closes it at (1,-2)
 *  rotated 3 only (12 points at once, as in tst_ai's completesLargeAsteroidField). The record
 *  ends before the draw. */
Scenario fieldToClose();
inline constexpr sl::Placement kClosing{1, -2, 3};
/** The field scenario's record with the draw of sw02 and the given turn played. */
sl::GameRecord fieldGame(sl::Placement place, sl::MeepleMove meeple);
/** A legal placement of the drawn sw02 that does not close the field. */
sl::Placement elsewhere();

/** Tile set of base + exp1 tile types, with the given counts. */
sl::TileSet scenarioTileSet(const std::vector<std::string>& tiles, const std::string& start);

} // namespace sltest

Q_DECLARE_METATYPE(sltest::Steps)
Q_DECLARE_METATYPE(std::vector<int>)
