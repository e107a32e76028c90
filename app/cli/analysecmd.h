// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "args.h"

#include <optional>
#include <string>

namespace slcli {

/**
 * starlanes-cli db analyse ID [--iterations N] [--playouts N] [--seed S] [--threads N] [--redo]
 * [--json]: the review of a stored game, computed once and stored (resumed when interrupted).
 */
int runDbAnalyse(const std::optional<std::string>& file, Args& args);

} // namespace slcli
