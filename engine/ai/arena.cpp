// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// One game between computer players.
#include "arena.h"

namespace sl::ai {

GameOutcome playGame(const GameSetup& setup, const std::vector<Player*>& players,
                     std::uint64_t chanceSeed, GameRecord* record, const std::atomic<bool>* cancel)
{
    GameOutcome out;
    auto catalog = buildCatalog(setup);
    if (!catalog) {
        out.error = "invalid setup";
        return out;
    }
    GameState state(catalog, setup.config());
    const std::size_t seats = players.size();
    out.seconds.assign(seats, 0.0);
    out.turns.assign(seats, 0);
    out.iterations.assign(seats, 0);
    if (record) *record = GameRecord{setup, {}};
    Rng tiles(chanceSeed);
    Rng dice(chanceSeed ^ 0xd1ced1ced1ced1ceull);
    auto apply = [&](const Event& e) {
        const ApplyError err = state.apply(e);
        if (err == ApplyError::None && record) record->events.push_back(e);
        return err;
    };
    while (state.phase() != Phase::GameOver && out.error.empty()) {
        switch (state.phase()) {
        case Phase::DrawTile: {
            const int tile =
                state.bag()[tiles.below(static_cast<std::uint32_t>(state.bag().size()))];
            out.draws.push_back(tile);
            apply(Event::draw(tile));
            break;
        }
        case Phase::Battle: {
            const DieKind k = state.pendingDie();
            apply(Event::roll(dice.range(dieMin(k), dieMax(k))));
            break;
        }
        default: {
            const auto seat = static_cast<std::size_t>(state.currentPlayer());
            const bool meeple = state.phase() == Phase::PlaceMeeple;
            const Event e = players[seat]->decide(state, cancel);
            out.seconds[seat] += players[seat]->lastDecision().seconds;
            out.iterations[seat] += players[seat]->lastDecision().iterations;
            out.turns[seat] += meeple;
            if (const ApplyError err = apply(e); err != ApplyError::None)
                out.error = players[seat]->name() + " at seat " + std::to_string(seat) + ", turn " +
                            std::to_string(state.turn()) + ": " + std::string(describe(err));
        }
        }
    }
    for (int s = 0; s < state.sideCount(); ++s)
        out.sideScores.push_back(state.score(s));
    return out;
}

} // namespace sl::ai
