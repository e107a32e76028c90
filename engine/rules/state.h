// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "catalog.h"
#include "event.h"
#include "rng.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace sl {

/** Steps of a turn (RULES.md §4). DrawTile and Battle are chance nodes. */
enum class Phase : std::uint8_t { DrawTile, PlaceTile, PlaceMeeple, Battle, GameOver };

/** Why an event was refused. The state is unchanged when apply() returns an error. */
enum class ApplyError : std::uint8_t {
    None,
    WrongPhase,
    TileNotInBag,
    IllegalPlacement,
    MustDiscard,   ///< a placement was given for a tile that fits nowhere
    CannotDiscard, ///< discard while the tile fits somewhere
    IllegalMeeple,
    BadDieValue,
};

/** Seats and options of a game. */
struct GameConfig
{
    std::vector<Colour> seats; ///< seat order = turn order (R-SET-2)
    bool teamGame = false;     ///< 4-player team game (§8)
};

enum class ConfigError : std::uint8_t {
    None,
    PlayerCount, ///< 2–5 players, 6 with the expansion (R-COMP-3)
    DuplicateColour,
    BlueNeedsExpansion,
    TeamColours, ///< team game: red, green, black, white, teams alternating (R-TEAM-1)
};

ConfigError checkConfig(const GameConfig& config, bool expansion);

/** Something the rules did on their own: battle steps and scoring. For logs and the UI. */
struct Effect
{
    enum class Kind : std::uint8_t {
        BattleStart, ///< side, dice: one entry per side
        Roll,        ///< side, value: the side's result of one roll (highest die + lightsaber)
        Tie,         ///< side, points = 1 (R-BAT-3)
        Withdraw,    ///< side, dice, points = dice (R-BAT-4)
        Win,         ///< side (R-BAT-5)
        Score,       ///< side, points for a completed realm (R-SCORE)
        FinalScore,  ///< side, points at the end (R-END-2)
    };
    Kind kind;
    RealmKind realmKind;
    std::uint8_t side;
    std::uint8_t dice;
    std::uint8_t value;
    std::int16_t points;
    std::uint16_t realm;                ///< root node of the realm
    std::array<std::uint8_t, 3> roll{}; ///< Roll: the dice shown (yellow first for a blaster)
};

/** Points split by source, for statistics. */
enum class ScoreSource : std::uint8_t { Route = 0, Asteroid = 1, Planet = 2, Battle = 3 };

/** A meeple of a player: in supply (node < 0) or standing on a realm node. */
struct Meeple
{
    std::int16_t node = -1;
    bool large = false;
    Equipment equipment = Equipment::None;
};
constexpr int kMeeplesPerPlayer = 5; ///< 4 small + 1 large (R-COMP-3); slot 4 is the large one

/** One side of the battle being fought. */
struct BattleSide
{
    std::uint8_t side = 0;
    std::uint8_t dice = 0;
    bool lightsaber = false;
    bool blaster = false;
    bool active = true;
    std::array<std::uint8_t, 3> roll{};
};

/** A placed tile. */
struct PlacedTile
{
    std::int16_t x = 0;
    std::int16_t y = 0;
    std::uint16_t type = 0;
    std::uint8_t rot = 0;
    std::uint16_t nodeBase = 0; ///< node of segment s is nodeBase + s
};

/** Public description of a connected realm, for the windows and tests. */
struct RealmInfo
{
    RealmKind kind = RealmKind::Route;
    int root = -1;
    std::vector<int> tiles; ///< placed-tile indices, each once (R-SCORE-1)
    std::array<int, kFactions> symbols{};
    std::vector<std::pair<int, int>> meeples; ///< (player, meeple slot)
    bool complete = false;
    int openEnds = 0;         ///< routes and fields
    int planetNeighbours = 0; ///< planets
    /** Points if scored now at the end of the game (R-END-2), or when complete (R-SCORE). */
    int value = 0;
};

/**
 * The meeple options of a turn in compact form: every target (a free realm of the placed tile,
 * a planet in its ring) combined with every kind (size, equipment) in supply, plus the pass.
 * Option 0 is the pass; option 1 + t * kinds + k is target t with kind k, the order of
 * GameState::meepleOptions().
 */
struct MeepleChoices
{
    int targets = 0;
    int kinds = 0;
    std::array<MeepleMove, kMaxRealmsPerTile + 8> target{}; ///< target fields only
    std::array<MeepleMove, 6> kind{};                       ///< large and equipment only

    int count() const { return 1 + targets * kinds; }
    MeepleMove at(int option) const
    {
        if (option == 0) return {};
        return with((option - 1) / kinds, (option - 1) % kinds);
    }
    /** Target t with kind k. */
    MeepleMove with(int t, int k) const
    {
        MeepleMove m = target[static_cast<std::size_t>(t)];
        m.large = kind[static_cast<std::size_t>(k)].large;
        m.equipment = kind[static_cast<std::size_t>(k)].equipment;
        return m;
    }
};

/**
 * The complete state of a game and its rules. Apply events one at a time; every event is
 * validated, so any record can be replayed safely. Copying a state is cheap enough for
 * playouts.
 */
class GameState
{
public:
    GameState(std::shared_ptr<const TileCatalog> catalog, const GameConfig& config);

    // --- progress ---
    Phase phase() const { return m_phase; }
    int currentPlayer() const { return m_player; }
    int playerCount() const { return static_cast<int>(m_config.seats.size()); }
    const GameConfig& config() const { return m_config; }
    const TileCatalog& catalog() const { return *m_catalog; }
    bool expansion() const { return m_expansion; }
    int turn() const { return m_turn; }
    /** Drawn tile type waiting to be placed, or -1. */
    int drawnTile() const { return m_drawn; }

    /** Applies one event. Returns ApplyError::None on success; on error nothing changes. */
    ApplyError apply(const Event& e);

    // --- chance nodes ---
    /** Tiles still to be drawn, one entry (type index) per tile; a draw picks one uniformly. */
    const std::vector<std::uint16_t>& bag() const { return m_bag; }
    /** Remaining count per tile type. */
    std::vector<int> remainingByType() const;
    /** Battle phase: the kind of die the next Die event is for. */
    DieKind pendingDie() const;

    // --- legal moves ---
    /** Every legal placement of the drawn tile; identical rotations counted once. */
    void legalPlacements(std::vector<Placement>& out) const;
    /** Number of legal placements (distinct rotations), without building a list. */
    int countPlacements() const;
    /** The k-th legal placement in legalPlacements() order. */
    Placement placementAt(int k) const;
    bool isLegalPlacement(Placement p) const;
    /** Every legal meeple move after the placement, including the pass (listed first). */
    void meepleOptions(std::vector<MeepleMove>& out) const;
    /** The same options in compact form, without allocating. */
    void meepleChoices(MeepleChoices& out) const;
    bool isLegalMeeple(const MeepleMove& m) const;

    // --- fast path for playouts (no validation: the caller guarantees legality) ---
    /** Draw event of bag()[index]; same result as apply(Event::draw(bag()[index])) up to bag order.
     */
    void drawAt(std::size_t index);
    /**
     * A uniformly random legal placement of the drawn tile (the distribution of
     * legalPlacements()), or false when the tile fits nowhere.
     */
    bool randomPlacement(Rng& rng, Placement& out) const;
    /** Weights of a placement by the number of placed neighbours of its cell (index 1–4). */
    using NeighbourWeights = std::array<std::uint8_t, 5>;
    /**
     * A random legal placement with probability proportional to the weight of its cell's
     * neighbour count (e.g. to prefer filling gaps, as players who complete realms do), or
     * false when the tile fits nowhere. Weights 1..255; equal weights give randomPlacement().
     */
    bool weightedPlacement(Rng& rng, const NeighbourWeights& weights, Placement& out) const;
    /** NeighbourWeights worked out for every tile type and frontier key (the key's legal
     *  rotations times the weight of its neighbour count), made once for many placements. */
    struct PlacementWeights
    {
        /** Held, not only pointed to: a catalog freed and another made at its address must
         *  not find this table. */
        std::shared_ptr<const TileCatalog> catalog;
        NeighbourWeights weights{};
        std::vector<std::array<std::uint16_t, 256>> byType;
    };
    /** Fills `table` for this game's catalog and `weights`; does nothing when it already is. */
    void preparePlacementWeights(const NeighbourWeights& weights, PlacementWeights& table) const;
    /** weightedPlacement() with a prepared table: the overload above makes one on every call. */
    bool weightedPlacement(Rng& rng, const PlacementWeights& table, Placement& out) const;
    /**
     * The weight weightedPlacement() gives the cell (x, y) with `table`: the drawn tile's legal
     * rotations there times the weight of its neighbour count; 0 off the frontier or where the
     * tile does not fit. `key`, when given, receives the cell's frontier key (-1 off the
     * frontier): two cells with one key take the same rotations.
     */
    int placementWeightAt(const PlacementWeights& table, int x, int y, int* key = nullptr) const;
    /** The sum of placementWeightAt() over the frontier (0: the drawn tile fits nowhere). */
    int placementWeightTotal(const PlacementWeights& table) const;
    /** apply(Event::placeTile(p)) for a placement known to be legal. */
    void placeUnchecked(Placement p);
    /** apply(Event::meepleMove(m)) for a meeple move known to be legal. */
    void meepleUnchecked(const MeepleMove& m) { applyMeeple(m); }

    // --- board queries ---
    const std::vector<PlacedTile>& tiles() const { return m_tiles; }
    /** Placed-tile index at a cell, or -1. */
    int tileAt(int x, int y) const;
    /** The tile placed this turn (or the start tile before the first placement). */
    int lastPlacedTile() const { return m_lastTile; }
    /** Realm of segment `seg` of placed tile `tile`. */
    RealmInfo realm(int tile, int seg) const;
    RealmInfo realmOfNode(int node) const;
    /** Every realm that holds meeples, as root nodes, in node order. */
    std::vector<int> occupiedRealms() const;

    // --- players and scores ---
    int sideOf(int player) const { return m_sideOf[static_cast<std::size_t>(player)]; }
    int sideCount() const { return m_sideCount; }
    Faction sideFaction(int side) const;
    int score(int side) const { return m_score[static_cast<std::size_t>(side)]; }
    int scoreBy(int side, ScoreSource s) const
    {
        return m_scoreBy[static_cast<std::size_t>(side)][static_cast<std::size_t>(s)];
    }
    /** Banked score plus what every occupied open realm would score now (R-END-2). */
    int projectedScore(int side) const;
    /** projectedScore() of every side at once (unused entries 0), without allocating. */
    void projectedScores(std::array<int, kMaxPlayers>& out) const;
    const std::array<Meeple, kMeeplesPerPlayer>& meeples(int player) const
    {
        return m_meeples[static_cast<std::size_t>(player)];
    }
    int smallInSupply(int player) const;
    bool largeInSupply(int player) const;
    bool equipmentInSupply(int player, Equipment e) const;
    /** Winning sides (R-END-3), valid when the game is over. */
    std::vector<int> winners() const;

    // --- battles ---
    const std::vector<BattleSide>& battleSides() const { return m_battle; }
    int battleRealm() const { return m_battleRealm; }

    // --- effects of the last applied event ---
    void setRecordEffects(bool on) { m_recordEffects = on; }
    const std::vector<Effect>& effects() const { return m_effects; }

    /** Segments of the board for consistency checks. */
    int nodeCount() const { return static_cast<int>(m_nodes.size()); }
    int findRoot(int node) const;
    /** The placed tile and realm index of a node (where a meeple stands). */
    std::pair<int, int> nodeLocation(int node) const
    {
        const auto& n = m_nodes[static_cast<std::size_t>(node)];
        return {n.tile, n.seg};
    }

private:
    struct Node
    {
        std::uint16_t parent;
        std::uint16_t next; ///< circular list of the realm's members
        std::uint16_t tile;
        std::uint8_t seg;
        RealmKind kind;
        std::int16_t open; ///< root: open edges (routes, fields)
        std::array<std::uint16_t, kFactions> symbols;
        std::uint8_t meeples;  ///< root: meeples standing in the realm
        std::uint8_t sideMask; ///< root: sides with meeples in the realm
        std::uint8_t planetNeighbours;
        std::uint8_t size; ///< root: union by size (saturating)
    };
    /** Trivial (no member initialisers), so that copying a state copies the grid as one block;
     *  an empty cell is kEmptyCell. */
    struct Cell
    {
        std::uint16_t tile;       ///< placed index + 1, 0 = empty
        std::int16_t frontierPos; ///< index in m_frontier, or -1
        std::uint16_t planet;     ///< planet node + 1 of the tile here, 0 = none
    };
    static constexpr Cell kEmptyCell{0, -1, 0};
    /** An empty cell next to placed tiles, with the edges its neighbours require. */
    struct FrontierCell
    {
        std::int16_t x;
        std::int16_t y;
        std::uint8_t key; ///< EdgeSig layout, 0 where there is no neighbour
    };

    // board.cpp
    int cellIndex(int x, int y) const { return (y + m_origin) * m_width + (x + m_origin); }
    void ensureRoom(int x, int y);
    void putTile(int type, Placement p);
    void addFrontier(int cellIndex, int x, int y, int d, EdgeSig edge);
    // realms.cpp
    int find(int node);
    void unite(int a, int b);
    /** Calls f(root, side) once for every occupied realm with a single owning side. */
    template <typename F> void forEachOwnedRealm(F&& f) const;
    int distinctTiles(int root) const;
    int realmValue(int root) const;
    bool isComplete(int root) const;
    void addPoints(int side, int points, ScoreSource src);
    void returnMeeples(int root, int side);
    void scoreRealm(int root, bool final);
    void scoreTurn();
    void finalScoring();
    // battle.cpp
    void beginBattle(int root);
    void applyDie(int value);
    void resolveRound();
    void finishBattle();
    // state.cpp
    ApplyError applyPlace(const Event& e);
    ApplyError applyMeeple(const MeepleMove& m);
    void endTurn();
    int meepleSlotFor(int player, bool large) const;
    /** What an Effect says, by name (effect() fills in the realm's kind and the narrow types). */
    struct EffectNote
    {
        Effect::Kind kind = Effect::Kind::Score;
        int side = 0;
        int points = 0;
        int dice = 0;
        int value = 0;
        int realm = -1; ///< root node; -1 none
        std::array<std::uint8_t, 3> roll{};
    };
    void effect(const EffectNote& note);

    std::shared_ptr<const TileCatalog> m_catalog;
    GameConfig m_config;
    bool m_expansion = false;
    Phase m_phase = Phase::DrawTile;
    int m_player = 0;
    int m_turn = 0;
    int m_drawn = -1;
    int m_lastTile = -1;
    std::vector<std::uint16_t> m_bag;

    int m_width = 0;
    int m_origin = 0;
    std::vector<Cell> m_cells;
    std::vector<FrontierCell> m_frontier;
    std::vector<PlacedTile> m_tiles;
    std::vector<Node> m_nodes;

    std::array<std::array<Meeple, kMeeplesPerPlayer>, kMaxPlayers> m_meeples{};
    std::array<int, kMaxPlayers> m_sideOf{};
    int m_sideCount = 0;
    std::array<int, kMaxPlayers> m_score{};
    std::array<std::array<int, 4>, kMaxPlayers> m_scoreBy{};

    std::vector<BattleSide> m_battle;
    int m_battleRealm = -1;
    int m_rollSide = 0;
    int m_rollDie = 0;
    std::array<int, kMaxRealmsPerTile + 1> m_pendingBattles{};
    /** Planet nodes in the ring of the last placed tile: the only planets it can complete. */
    std::array<std::uint16_t, 8> m_ringPlanets{};
    int m_ringPlanetCount = 0;
    int m_pendingCount = 0;
    int m_pendingNext = 0;

    bool m_recordEffects = false;
    std::vector<Effect> m_effects;
};

inline int GameState::tileAt(int x, int y) const
{
    const unsigned gx = static_cast<unsigned>(x + m_origin);
    const unsigned gy = static_cast<unsigned>(y + m_origin);
    if (gx >= static_cast<unsigned>(m_width) || gy >= static_cast<unsigned>(m_width)) return -1;
    return static_cast<int>(m_cells[gy * static_cast<unsigned>(m_width) + gx].tile) - 1;
}

} // namespace sl
