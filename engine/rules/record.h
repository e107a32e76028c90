// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "diagnose.h"
#include "jsonsyntax.h"
#include "rng.h"
#include "state.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

/** The game record (setup + ordered events), its JSON form (engine/RECORD-FORMAT.md), replay. */
namespace sl {

/** Who plays a seat: a person, or a computer player of a level (engine/ai). */
enum class SeatKind : std::uint8_t { Human, Computer };
/** A computer seat's level (docs/manual.md, "Computer players"); same order as sl::ai::Level. */
/** A computer seat's level. Random is no level of the program's: the random mover of
 *  `starlanes-cli simulate`, recorded as such so that its games never count as a level's. */
enum class SeatLevel : std::uint8_t { Easy, Normal, Hard, Expert, Random };

std::string_view token(SeatLevel level);
std::optional<SeatLevel> seatLevelFromString(std::string_view s);

struct PlayerInfo
{
    std::string name;
    Colour colour = Colour::Red;
    SeatKind kind = SeatKind::Human;
    SeatLevel level = SeatLevel::Normal; ///< meaningful for computer seats only
    bool operator==(const PlayerInfo& o) const
    {
        return name == o.name && colour == o.colour && kind == o.kind &&
               (kind == SeatKind::Human || level == o.level);
    }
};

/** Everything needed to start a game again exactly: tile sets, seats, options, seed. */
struct GameSetup
{
    std::vector<TileSet> tileSets; ///< exactly one base set, optionally the expansion
    std::vector<PlayerInfo> players;
    bool teamGame = false;
    std::uint64_t seed = 0; ///< the computer players' seed; chance's too when `seeded`
    /**
     * Live play draws its tiles and dice from `seed` (a seed the players chose, or a simulation):
     * the game can be played again exactly. False: from a generator seeded in memory only and
     * never stored, so nothing kept about an unfinished game tells what is still to come.
     */
    bool seeded = true;
    bool operator==(const GameSetup&) const = default;

    GameConfig config() const;
    bool expansion() const;
};

/** A whole game: replaying `events` on `setup` rebuilds every state of the game. */
struct GameRecord
{
    GameSetup setup;
    std::vector<Event> events;
    bool operator==(const GameRecord&) const = default;
};

/** Why a record (or setup) cannot be used. */
enum class RecordErrorCode : std::uint8_t {
    Syntax,
    WrongFormat,
    NewerVersion,
    MissingField,
    WrongType,
    UnknownField,
    BadValue,
    TileSet,        ///< an embedded tile set is invalid (detail says why)
    UnknownTileSet, ///< a referenced set is not built in and has no content
    HashMismatch,   ///< a set's content does not match its hash
    Setup,          ///< seats or options break the rules (ConfigError)
    IllegalEvent,   ///< an event is not legal at its point of the game
    OverLimit,      ///< beyond the readers' limits (inputlimits.h; `syntax` says which)
};

/** Why a value is refused, where the code alone does not say it. */
enum class RecordReason : std::uint8_t {
    None,
    ExpectedObject, ///< WrongType: an object was expected
    TileSetCount,   ///< one base set and at most three more
    TooManyPlayers,
    NameTooLong,      ///< a player's name over 200 bytes
    HumanSeatLevel,   ///< a human seat has no level
    IdMismatch,       ///< an embedded set's id is not the id it is referred to by
    OneBaseSet,       ///< a game needs exactly one base set
    StartTileMissing, ///< the base set's start tile is not among its tiles
};

struct RecordError
{
    RecordErrorCode code;
    std::string field;  ///< JSON path, e.g. "events[12].x"
    std::string detail; ///< English, for logs and the CLI (describe()); the fields below say it
                        ///< in parts a user interface can put in its own words
    /** IllegalEvent of a meeple: why it was refused (its token() is also in `detail`). */
    MeepleRefusal refusal = MeepleRefusal::None;
    RecordReason reason = RecordReason::None;
    std::string value;                      ///< the value in the file the error is about, or empty
    std::optional<JsonSyntax> syntax;       ///< Syntax: what and where
    std::optional<TileSetError> tileSet;    ///< TileSet: the set's first problem
    ConfigError config = ConfigError::None; ///< Setup
    ApplyError apply = ApplyError::None;    ///< IllegalEvent
};

std::string describe(const RecordError& e);
std::string_view describe(ApplyError e);
std::string_view describe(ConfigError e);

/** Builds the catalog for a setup; on error returns null and fills `error`. */
std::shared_ptr<const TileCatalog> buildCatalog(const GameSetup& setup,
                                                std::optional<RecordError>* error = nullptr);

/**
 * The IllegalEvent error of `event` (the record's event `index`), refused by `state` with `why`;
 * a refused meeple carries its MeepleRefusal.
 */
RecordError illegalEventError(const GameState& state, const Event& event, ApplyError why,
                              std::size_t index);

/** A state and how far replay got. */
struct ReplayResult
{
    std::optional<GameState> state;
    std::size_t applied = 0; ///< events applied
    std::optional<RecordError> error;
};

/** The state after the first `n` events (all events if n exceeds their number). */
ReplayResult replay(const GameRecord& record, std::size_t n = SIZE_MAX);

struct RecordJsonOptions
{
    bool embedTileSets = true; ///< false: built-in sets by id and content hash only
    int indent = -1;           ///< -1: compact
};
std::string recordToJson(const GameRecord& record, const RecordJsonOptions& options = {});
/** JSON of one event, as stored in the record's "events" array. */
std::string eventToJson(const Event& e, const TileCatalog& catalog);
/** Parses one event object (as written by eventToJson). */
std::optional<Event> eventFromJson(std::string_view json, const TileCatalog& catalog,
                                   std::optional<RecordError>* error = nullptr);

struct RecordLoadResult
{
    std::optional<GameRecord> record;
    std::optional<RecordError> error;
};
/**
 * Parses and fully validates a record: format, setup, tile sets and every event's legality,
 * within kRecordLimits (inputlimits.h). `cancel`, when set, stops it (a Syntax error of kind
 * Cancelled).
 */
RecordLoadResult parseRecord(std::string_view json, const std::atomic<bool>* cancel = nullptr);

/** Where chance outcomes come from: a seeded generator in play, the record in a replay. */
class ChanceSource
{
public:
    ChanceSource() = default;
    virtual ~ChanceSource() = default;
    ChanceSource(const ChanceSource&) = delete; // a base: copied, a source would be sliced
    ChanceSource& operator=(const ChanceSource&) = delete;
    /** The outcome for the state's current chance node (Draw or Die event). */
    virtual Event next(const GameState& state) = 0;
};

/** Draws tiles uniformly from the bag and rolls fair dice from a seeded generator. */
class RandomChance final : public ChanceSource
{
public:
    explicit RandomChance(std::uint64_t seed);
    Event next(const GameState& state) override;

private:
    Rng m_rng;
};

/**
 * A live game: a state plus its growing record. Every applied event is reported through
 * `onEvent` the moment it happens, so a store can write it before anything else occurs.
 */
class Match
{
public:
    /** Starts (or resumes, when `record` already holds events) a game. */
    static std::optional<Match> start(GameRecord record,
                                      std::optional<RecordError>* error = nullptr);

    const GameState& state() const { return *m_state; }
    const GameRecord& record() const { return m_record; }

    /** A player's decision (Place, Meeple); appended on success. */
    ApplyError play(const Event& e);
    /** Applies chance outcomes and forced discards until a player must decide or the game ends. */
    void settle(ChanceSource& chance);
    /** Keep the rules' effects (battle steps, scoring) of each event for onEvent to read. */
    void setRecordEffects(bool on)
    {
        m_recordEffects = on;
        m_state->setRecordEffects(on);
    }
    /**
     * Goes back to the state after the first `n` events (a take-back, takeback.h): the later
     * events leave the record and are returned, in order. Nothing is reported to onEvent.
     */
    std::vector<Event> takeBack(std::size_t n);

    std::function<void(const Event&, std::size_t index)> onEvent;

private:
    Match(GameRecord record, GameState state);
    ApplyError push(const Event& e);

    GameRecord m_record;
    std::optional<GameState> m_state;
    bool m_recordEffects = false;
};

/** Seed for the chance source of a game resumed after `events` events (deterministic). */
std::uint64_t resumeSeed(std::uint64_t seed, std::size_t events);

} // namespace sl
