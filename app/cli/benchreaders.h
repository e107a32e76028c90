// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

namespace slcli {

/** Registers readers/…: each reader of outside input on inputs at its limits, time and peak
 *  memory (benchreaders.cpp). */
void registerReaderBenchmarks();

} // namespace slcli
