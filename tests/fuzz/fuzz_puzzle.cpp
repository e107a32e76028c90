// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// libFuzzer target: the puzzle file decoder (engine/PUZZLE-FORMAT.md) validates everything and
// never crashes; an accepted puzzle stops where a tile waits, and one with its best turn (not a
// position made by hand, which is solved on import) re-encodes to an equal puzzle.
#include "ai/puzzle.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const sl::ai::PuzzleLoadResult r = sl::ai::puzzleFromJson(text);
    (void)sl::ai::describe(r);
    if (!r.puzzle) return 0;
    const sl::ReplayResult at = sl::replay(r.puzzle->record);
    if (!at.state || at.error || at.state->phase() != sl::Phase::PlaceTile) std::abort();
    if (r.needsBest) return 0; // a position made by hand: complete once its best turn is found
    const sl::ai::PuzzleLoadResult again = sl::ai::puzzleFromJson(sl::ai::puzzleToJson(*r.puzzle));
    if (!again.puzzle || !(again.puzzle->record == r.puzzle->record) ||
        again.puzzle->played != r.puzzle->played || !(again.puzzle->best == r.puzzle->best) ||
        !(again.puzzle->options == r.puzzle->options))
        std::abort();
    return 0;
}
