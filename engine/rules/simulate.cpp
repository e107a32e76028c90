// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "simulate.h"

namespace sl {

std::vector<Colour> defaultColours(int players, bool teamGame)
{
    if (teamGame) return {Colour::Red, Colour::Black, Colour::Green, Colour::White};
    static constexpr Colour order[] = {Colour::Red,   Colour::Black,  Colour::Green,
                                       Colour::White, Colour::Orange, Colour::Blue};
    return {order, order + players};
}

GameSetup makeSetup(const SimOptions& options, std::uint64_t seed)
{
    GameSetup s;
    s.tileSets.push_back(builtinTileSet("base"));
    if (options.expansion) s.tileSets.push_back(builtinTileSet("exp1"));
    int i = 0;
    for (Colour c : defaultColours(options.players, options.teamGame)) {
        s.players.push_back({"Player " + std::to_string(++i), c, SeatKind::Computer});
    }
    s.teamGame = options.teamGame;
    s.seed = seed;
    return s;
}

Event RandomPlayer::choose(const GameState& state, Rng& rng)
{
    if (state.phase() == Phase::PlaceTile) {
        state.legalPlacements(placements);
        if (placements.empty()) return Event::discard();
        return Event::placeTile(
            placements[rng.below(static_cast<std::uint32_t>(placements.size()))]);
    }
    state.meepleOptions(meeples);
    return Event::meepleMove(meeples[rng.below(static_cast<std::uint32_t>(meeples.size()))]);
}

namespace {
/** Counts one event into `stats`; a battle starts when a new realm is fought over. */
void count(RandomGameStats& stats, const Event& e, const GameState& after, int& lastRealm)
{
    stats.dice += e.type == EventType::Die;
    stats.discards += e.type == EventType::Discard;
    stats.meeplesPlaced += e.type == EventType::Meeple && e.meeple.target != MeepleTarget::None;
    const int realm = after.phase() == Phase::Battle ? after.battleRealm() : -1;
    stats.battles += realm >= 0 && (realm != lastRealm || e.type == EventType::Meeple);
    lastRealm = realm;
}
} // namespace

RandomGameStats statsOf(const GameRecord& record)
{
    RandomGameStats stats;
    auto catalog = buildCatalog(record.setup);
    if (!catalog) return stats;
    GameState s(catalog, record.setup.config());
    int lastRealm = -1;
    for (const Event& e : record.events) {
        if (s.apply(e) != ApplyError::None) break;
        count(stats, e, s, lastRealm);
    }
    stats.turns = s.turn();
    return stats;
}

void playRandomGame(GameState& state, Rng& rng, RandomPlayer& player, RandomGameStats* stats)
{
    RandomGameStats local;
    const int firstTurn = state.turn();
    int lastRealm = -1;
    auto play = [&](const Event& e) {
        state.apply(e);
        count(local, e, state, lastRealm);
    };
    // One pass of the loop is one turn in the order of its steps (R-TURN), so that each branch
    // below goes the same way almost every time.
    while (state.phase() != Phase::GameOver) {
        if (state.phase() == Phase::DrawTile) {
            const auto& bag = state.bag();
            play(Event::draw(bag[rng.below(static_cast<std::uint32_t>(bag.size()))]));
        }
        if (state.phase() == Phase::PlaceTile) play(player.choose(state, rng));
        if (state.phase() == Phase::PlaceMeeple) play(player.choose(state, rng));
        while (state.phase() == Phase::Battle) {
            const DieKind k = state.pendingDie();
            play(Event::roll(rng.range(dieMin(k), dieMax(k))));
        }
    }
    local.turns = state.turn() - firstTurn;
    if (stats) *stats = local;
}

void randomPlayout(GameState& state, Rng& rng)
{
    playoutWith(state, rng, rng, -1, [](const MeepleChoices& c, Rng& r) {
        return c.at(static_cast<int>(r.below(static_cast<std::uint32_t>(c.count()))));
    });
}

void playRandomMatch(Match& match)
{
    const std::uint64_t seed = match.record().setup.seed;
    RandomChance chance(seed);
    Rng decisions(seed ^ 0x5eed5eed5eed5eedull);
    RandomPlayer player;
    for (;;) {
        match.settle(chance);
        if (match.state().phase() == Phase::GameOver) return;
        match.play(player.choose(match.state(), decisions));
    }
}

GameRecord randomRecord(const GameSetup& setup)
{
    auto match = Match::start(GameRecord{setup, {}});
    playRandomMatch(*match);
    return match->record();
}

} // namespace sl
