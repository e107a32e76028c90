// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

/** Basic vocabulary of the Starlanes rules engine (RULES.md §1, §2). */
namespace sl {

/** Tile edge directions, clockwise from north. */
enum class Dir : std::uint8_t { N = 0, E = 1, S = 2, W = 3 };

constexpr int dirIndex(Dir d)
{
    return static_cast<int>(d);
}
constexpr Dir dirFromIndex(int i)
{
    return static_cast<Dir>(i & 3);
}
constexpr std::array<int, 4> kDx{0, 1, 0, -1};
constexpr std::array<int, 4> kDy{-1, 0, 1, 0};

/** What lies along a tile edge (R-TILE-1). Values are the 2-bit codes used in edge signatures. */
enum class EdgeKind : std::uint8_t { Space = 1, Route = 2, Asteroid = 3 };

/** Realm kinds (R-TILE-2). Open space is not a realm. */
enum class RealmKind : std::uint8_t { Route = 0, Asteroid = 1, Planet = 2 };
constexpr int kRealmKinds = 3;

/** Factions of symbols and players (R-COMP-2, R-TILE-6). */
enum class Faction : std::uint8_t { Rebel = 0, Empire = 1, BountyHunters = 2, FirstOrder = 3 };
constexpr int kFactions = 4;

/** Player colours; the colour fixes the faction (R-COMP-2). */
enum class Colour : std::uint8_t { Red = 0, Green, Black, White, Orange, Blue };
constexpr int kColours = 6;
constexpr int kMaxPlayers = 6;

constexpr Faction factionOf(Colour c)
{
    switch (c) {
    case Colour::Red:
    case Colour::Green:
        return Faction::Rebel;
    case Colour::Black:
    case Colour::White:
        return Faction::Empire;
    case Colour::Orange:
        return Faction::BountyHunters;
    case Colour::Blue:
        return Faction::FirstOrder;
    }
    return Faction::Rebel;
}

/** Equipment a meeple may carry (R-TURN-2b). */
enum class Equipment : std::uint8_t { None = 0, Lightsaber = 1, Blaster = 2 };

/** Die kinds: the red/green battle dice (1–6) and the yellow special die (3–8, R-COMP-1). */
enum class DieKind : std::uint8_t { Normal = 0, Yellow = 1 };
constexpr int dieMin(DieKind k)
{
    return k == DieKind::Yellow ? 3 : 1;
}
constexpr int dieMax(DieKind k)
{
    return k == DieKind::Yellow ? 8 : 6;
}

/** Stable names used in files (JSON) and on the command line. */
std::string_view token(EdgeKind k);
std::string_view token(RealmKind k);
std::string_view token(Faction f);
std::string_view token(Colour c);
std::string_view token(Equipment e);
std::string_view token(Dir d);
std::optional<EdgeKind> edgeKindFromString(std::string_view s);
std::optional<RealmKind> realmKindFromString(std::string_view s);
std::optional<Faction> factionFromString(std::string_view s);
std::optional<Colour> colourFromString(std::string_view s);
std::optional<Equipment> equipmentFromString(std::string_view s);
std::optional<Dir> dirFromString(std::string_view s);

} // namespace sl
