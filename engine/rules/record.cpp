// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Game records: setup, replay and the live Match driver.
#include "record.h"

#include <algorithm>

namespace sl {

namespace {
constexpr std::string_view kLevelNames[] = {"easy", "normal", "hard", "expert", "random"};
}

std::string_view token(SeatLevel level)
{
    return kLevelNames[static_cast<std::size_t>(level)];
}

std::optional<SeatLevel> seatLevelFromString(std::string_view s)
{
    for (std::size_t i = 0; i < std::size(kLevelNames); ++i)
        if (kLevelNames[i] == s) return static_cast<SeatLevel>(i);
    return std::nullopt;
}

GameConfig GameSetup::config() const
{
    GameConfig c;
    for (const PlayerInfo& p : players)
        c.seats.push_back(p.colour);
    c.teamGame = teamGame;
    return c;
}

bool GameSetup::expansion() const
{
    for (const TileSet& s : tileSets)
        for (const TileType& t : s.tiles)
            if (t.expansion == "exp1") return true;
    return false;
}

std::shared_ptr<const TileCatalog> buildCatalog(const GameSetup& setup,
                                                std::optional<RecordError>* error)
{
    auto fail = [&](RecordErrorCode code, std::string field, std::string detail) {
        if (error) *error = RecordError{code, std::move(field), std::move(detail)};
        return nullptr;
    };
    for (std::size_t i = 0; i < setup.tileSets.size(); ++i) {
        auto errs = validateTileSet(setup.tileSets[i], setup.tileSets[i].id);
        if (!errs.empty()) {
            fail(RecordErrorCode::TileSet, "setup.tileSets[" + std::to_string(i) + "]",
                 describe(errs.front()));
            if (error) (*error)->tileSet = errs.front();
            return nullptr;
        }
    }
    std::vector<CatalogError> catErrors;
    auto catalog = TileCatalog::build(setup.tileSets, &catErrors);
    if (!catalog) {
        fail(RecordErrorCode::TileSet, "setup.tileSets",
             catErrors.empty() ? std::string()
                               : catErrors.front().tileId + " " + catErrors.front().detail);
        if (error && !catErrors.empty()) {
            // The sets together: a tile id in two sets, the base set and its start tile.
            const CatalogError& c = catErrors.front();
            if (c.code == TileSetErrorCode::StartTile)
                (*error)->reason = c.detail == "start tile not found"
                                       ? RecordReason::StartTileMissing
                                       : RecordReason::OneBaseSet;
            else
                (*error)->tileSet = TileSetError{c.code, {}, c.tileId, {}, c.detail};
        }
        return nullptr;
    }
    const ConfigError ce = checkConfig(setup.config(), catalog->hasExpansion());
    if (ce != ConfigError::None) {
        fail(RecordErrorCode::Setup, "setup.players", std::string(describe(ce)));
        if (error) (*error)->config = ce;
        return nullptr;
    }
    return catalog;
}

RecordError illegalEventError(const GameState& state, const Event& event, ApplyError why,
                              std::size_t index)
{
    RecordError err{RecordErrorCode::IllegalEvent, "events[" + std::to_string(index) + "]",
                    std::string(describe(why))};
    err.apply = why;
    if (why == ApplyError::IllegalMeeple) {
        err.refusal = diagnoseMeeple(state, event.meeple);
        err.detail.append(": ").append(token(err.refusal));
    }
    return err;
}

ReplayResult replay(const GameRecord& record, std::size_t n)
{
    ReplayResult r;
    std::optional<RecordError> err;
    auto catalog = buildCatalog(record.setup, &err);
    if (!catalog) {
        r.error = err;
        return r;
    }
    r.state.emplace(catalog, record.setup.config());
    const std::size_t end = std::min(n, record.events.size());
    for (std::size_t i = 0; i < end; ++i) {
        const ApplyError e = r.state->apply(record.events[i]);
        if (e != ApplyError::None) {
            r.error = illegalEventError(*r.state, record.events[i], e, i);
            return r;
        }
        r.applied = i + 1;
    }
    return r;
}

RandomChance::RandomChance(std::uint64_t seed) : m_rng(seed) {}

Event RandomChance::next(const GameState& state)
{
    if (state.phase() == Phase::Battle) {
        const DieKind k = state.pendingDie();
        return Event::roll(m_rng.range(dieMin(k), dieMax(k)));
    }
    const auto& bag = state.bag();
    return Event::draw(bag[m_rng.below(static_cast<std::uint32_t>(bag.size()))]);
}

std::uint64_t resumeSeed(std::uint64_t seed, std::size_t events)
{
    if (events == 0) return seed;
    Rng mix(seed ^ (0x9e3779b97f4a7c15ull * (events + 1)));
    return mix.next();
}

Match::Match(GameRecord record, GameState state)
    : m_record(std::move(record)), m_state(std::move(state))
{
}

std::optional<Match> Match::start(GameRecord record, std::optional<RecordError>* error)
{
    ReplayResult r = replay(record);
    if (r.error) {
        if (error) *error = r.error;
        return std::nullopt;
    }
    return Match(std::move(record), std::move(*r.state));
}

ApplyError Match::push(const Event& e)
{
    const ApplyError err = m_state->apply(e);
    if (err != ApplyError::None) return err;
    m_record.events.push_back(e);
    if (onEvent) onEvent(e, m_record.events.size() - 1);
    return err;
}

ApplyError Match::play(const Event& e)
{
    if (e.type != EventType::Place && e.type != EventType::Meeple) return ApplyError::WrongPhase;
    return push(e);
}

std::vector<Event> Match::takeBack(std::size_t n)
{
    if (n >= m_record.events.size()) return {};
    const auto cut = m_record.events.begin() + static_cast<std::ptrdiff_t>(n);
    std::vector<Event> removed(cut, m_record.events.end());
    m_record.events.erase(cut, m_record.events.end());
    ReplayResult r = replay(m_record); // every event was legal once: this cannot fail
    m_state = std::move(r.state);
    m_state->setRecordEffects(m_recordEffects);
    return removed;
}

void Match::settle(ChanceSource& chance)
{
    for (;;) {
        const Phase p = m_state->phase();
        if (p == Phase::DrawTile || p == Phase::Battle)
            push(chance.next(*m_state));
        else if (p == Phase::PlaceTile && m_state->countPlacements() == 0)
            push(Event::discard());
        else
            return;
    }
}

std::string_view describe(ApplyError e)
{
    switch (e) {
    case ApplyError::None:
        return "ok";
    case ApplyError::WrongPhase:
        return "event not expected at this point of the turn";
    case ApplyError::TileNotInBag:
        return "drawn tile is not among the remaining tiles";
    case ApplyError::IllegalPlacement:
        return "tile placement breaks the rules";
    case ApplyError::MustDiscard:
        return "the drawn tile fits nowhere and must be discarded";
    case ApplyError::CannotDiscard:
        return "the drawn tile fits somewhere and cannot be discarded";
    case ApplyError::IllegalMeeple:
        return "meeple placement breaks the rules";
    case ApplyError::BadDieValue:
        return "die value outside the die's faces";
    }
    return "unknown";
}

std::string_view describe(ConfigError e)
{
    switch (e) {
    case ConfigError::None:
        return "ok";
    case ConfigError::PlayerCount:
        return "2-5 players (6 with the expansion; the team game needs 4)";
    case ConfigError::DuplicateColour:
        return "two players share a colour";
    case ConfigError::BlueNeedsExpansion:
        return "blue needs the expansion";
    case ConfigError::TeamColours:
        return "team game: red, green, black and white, the two teams alternating";
    }
    return "unknown";
}

std::string describe(const RecordError& e)
{
    static const char* const kText[] = {
        "not valid JSON",
        "not a Starlanes game record (\"format\" must be \"starlanes-record\")",
        "written by a newer version of Starlanes",
        "required field is missing",
        "wrong type",
        "unknown field",
        "invalid value",
        "invalid tile set",
        "unknown tile set (not built in and not embedded)",
        "tile set content does not match its hash",
        "invalid players or options",
        "illegal event",
        "larger than a game record may be",
    };
    std::string s;
    if (!e.field.empty()) s = e.field + ": ";
    s += kText[static_cast<int>(e.code)];
    if (!e.detail.empty()) s += " (" + e.detail + ")";
    return s;
}

} // namespace sl
