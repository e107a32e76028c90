// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <cstdint>
#include <vector>

namespace slui {

/** The game's sound effects, made here from sine waves and noise (no recorded sound ships). */
enum class Sound : std::uint8_t {
    Tile,   ///< a tile put on the board: a low, short knock
    Meeple, ///< a meeple set on a tile: a high tick
    Dice,   ///< a battle's dice: three rattles of noise
    Score,  ///< points scored: two rising chime notes
    End,    ///< the game is over: a rising arpeggio of four notes
};

inline constexpr int kSoundRate = 22050; ///< samples a second, mono
inline constexpr int kSoundCount = 5;

/** The samples of `sound`: 16-bit signed, mono, at kSoundRate; the same every time. Its loudest
 *  sample is 70 % of full scale, and it fades in and out (no click at either end). */
std::vector<std::int16_t> synthesize(Sound sound);

/** `samples` as a WAV file (RIFF, PCM, 16-bit mono at kSoundRate). */
std::vector<std::uint8_t> wavFile(const std::vector<std::int16_t>& samples);

/** A short name of `sound` for its file ("tile", "meeple", …). */
const char* soundName(Sound sound);

} // namespace slui
