// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "types.h"

namespace sl {
namespace {

template <typename E, std::size_t N>
std::optional<E> lookup(const std::array<std::string_view, N>& names, std::string_view s, int first)
{
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == s) return static_cast<E>(static_cast<int>(i) + first);
    return std::nullopt;
}

constexpr std::array<std::string_view, 3> kEdgeNames{"space", "route", "asteroid"};
constexpr std::array<std::string_view, 3> kRealmNames{"route", "asteroid", "planet"};
constexpr std::array<std::string_view, 4> kFactionNames{"rebel", "empire", "bountyhunters",
                                                        "firstorder"};
constexpr std::array<std::string_view, 6> kColourNames{"red",   "green",  "black",
                                                       "white", "orange", "blue"};
constexpr std::array<std::string_view, 3> kEquipNames{"none", "lightsaber", "blaster"};
constexpr std::array<std::string_view, 4> kDirNames{"N", "E", "S", "W"};

} // namespace

std::string_view token(EdgeKind k)
{
    return kEdgeNames[static_cast<int>(k) - 1];
}
std::string_view token(RealmKind k)
{
    return kRealmNames[static_cast<int>(k)];
}
std::string_view token(Faction f)
{
    return kFactionNames[static_cast<int>(f)];
}
std::string_view token(Colour c)
{
    return kColourNames[static_cast<int>(c)];
}
std::string_view token(Equipment e)
{
    return kEquipNames[static_cast<int>(e)];
}
std::string_view token(Dir d)
{
    return kDirNames[dirIndex(d)];
}

std::optional<EdgeKind> edgeKindFromString(std::string_view s)
{
    return lookup<EdgeKind>(kEdgeNames, s, 1);
}
std::optional<RealmKind> realmKindFromString(std::string_view s)
{
    return lookup<RealmKind>(kRealmNames, s, 0);
}
std::optional<Faction> factionFromString(std::string_view s)
{
    return lookup<Faction>(kFactionNames, s, 0);
}
std::optional<Colour> colourFromString(std::string_view s)
{
    return lookup<Colour>(kColourNames, s, 0);
}
std::optional<Equipment> equipmentFromString(std::string_view s)
{
    return lookup<Equipment>(kEquipNames, s, 0);
}
std::optional<Dir> dirFromString(std::string_view s)
{
    return lookup<Dir>(kDirNames, s, 0);
}

} // namespace sl
