// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once
// How much smaller the statistical engine tests run outside a release build.

namespace sltest {

#ifdef NDEBUG
inline constexpr int kScale = 1;
#else
inline constexpr int kScale = 8; // sanitizer and debug builds play fewer games
#endif

} // namespace sltest
