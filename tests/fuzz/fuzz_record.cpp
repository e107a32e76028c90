// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// libFuzzer target: the game-record decoder validates everything and never crashes; an accepted
// record replays without error and re-encodes to an equal record.
#include "rules/record.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const sl::RecordLoadResult r = sl::parseRecord(text);
    if (r.error) (void)sl::describe(*r.error);
    if (!r.record) return 0;
    if (sl::replay(*r.record).error) std::abort();
    const sl::RecordLoadResult again = sl::parseRecord(sl::recordToJson(*r.record));
    if (!again.record || !(*again.record == *r.record)) std::abort();
    return 0;
}
