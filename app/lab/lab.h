// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "cli/args.h"

#include <string>

/**
 * starlanes-lab: measurements for experiments on the computer players and the review, kept out
 * of the product (not installed; nothing the program links uses it). See docs/experiments.md.
 */
namespace sllab {

/** Prints "starlanes-lab: <message>" and the hint to help on stderr; returns 2. */
int usageError(const std::string& message);

int runReviewNoise(slcli::Args& args);

} // namespace sllab
