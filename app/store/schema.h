// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace slapp {

/** SQL statements of each migration step; step i upgrades schema version i to i + 1. */
const std::vector<std::vector<QString>>& migrations();
/** Tables every Starlanes database has. */
const QStringList& storeTables();

} // namespace slapp
