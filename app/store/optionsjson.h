// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "storetypes.h"

#include "rules/record.h"

#include <QString>

/** games.options of the game store (schema.cpp, step 3 -> 4): what is not the record's setup. */
namespace slapp::store {

/** The column's JSON for a new game: only what differs from a game stored before it existed. */
QString optionsJson(const sl::GameSetup& setup, const GameOptions& options);

struct StoredOptions
{
    bool seeded = true;
    GameOptions options;
};
/** Reads the column; anything it does not know is left at the older games' defaults. */
StoredOptions readOptions(const QString& json);

} // namespace slapp::store
