// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "soundsynth.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace slui {
namespace {

using Samples = std::vector<double>;

double seconds(std::size_t i)
{
    return double(i) / kSoundRate;
}

std::size_t length(double s)
{
    return std::size_t(s * kSoundRate);
}

/** A note at `at` seconds: a sine of `hz` (and its octave, softer) dying away at `decay`/s. */
void addNote(Samples& out, double at, double hz, double lasting, double decay, double gain)
{
    const std::size_t start = length(at);
    const std::size_t n = length(lasting);
    if (out.size() < start + n) out.resize(start + n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const double t = seconds(i);
        const double envelope = std::exp(-decay * t) * std::min(1.0, t / 0.003);
        const double phase = 2.0 * std::numbers::pi * hz * t;
        out[start + i] += gain * envelope * (std::sin(phase) + 0.25 * std::sin(2.0 * phase));
    }
}

/** A burst of noise at `at` seconds, smoothed a little (a rattle, not a hiss). */
void addNoise(Samples& out, double at, double lasting, double gain, std::uint32_t seed)
{
    const std::size_t start = length(at);
    const std::size_t n = length(lasting);
    if (out.size() < start + n) out.resize(start + n, 0.0);
    std::uint32_t state = seed;
    double smooth = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        state = state * 1664525u + 1013904223u; // the same rattle every time
        const double white = double(state >> 8) / double(1u << 24) * 2.0 - 1.0;
        smooth += 0.35 * (white - smooth);
        const double t = seconds(i);
        const double envelope = std::exp(-60.0 * t) * std::min(1.0, t / 0.002);
        out[start + i] += gain * envelope * smooth;
    }
}

Samples compose(Sound sound)
{
    Samples s;
    switch (sound) {
    case Sound::Tile:
        addNote(s, 0.0, 140.0, 0.12, 35.0, 1.0);
        addNote(s, 0.0, 70.0, 0.12, 30.0, 0.6);
        addNoise(s, 0.0, 0.02, 0.4, 7u);
        break;
    case Sound::Meeple:
        addNote(s, 0.0, 880.0, 0.07, 60.0, 1.0);
        break;
    case Sound::Dice:
        for (int k = 0; k < 3; ++k)
            addNoise(s, 0.075 * k, 0.05, 1.0, 11u + std::uint32_t(k));
        break;
    case Sound::Score:
        addNote(s, 0.0, 660.0, 0.14, 18.0, 1.0);
        addNote(s, 0.12, 990.0, 0.2, 14.0, 1.0);
        break;
    case Sound::End: {
        const double notes[] = {523.25, 659.25, 783.99, 1046.5};
        for (int k = 0; k < 4; ++k)
            addNote(s, 0.15 * k, notes[k], k == 3 ? 0.45 : 0.17, k == 3 ? 6.0 : 14.0, 1.0);
        break;
    }
    }
    return s;
}

} // namespace

std::vector<std::int16_t> synthesize(Sound sound)
{
    Samples s = compose(sound);
    // Fades of 3 ms in and 10 ms out, then the loudest sample at 70 % of full scale.
    const std::size_t in = length(0.003);
    const std::size_t out = std::min(s.size(), length(0.010));
    for (std::size_t i = 0; i < std::min(in, s.size()); ++i)
        s[i] *= double(i) / double(in);
    for (std::size_t i = 0; i < out; ++i)
        s[s.size() - 1 - i] *= double(i) / double(out);
    double peak = 0.0;
    for (double v : s)
        peak = std::max(peak, std::abs(v));
    const double gain = peak > 0.0 ? 0.7 * 32767.0 / peak : 0.0;
    std::vector<std::int16_t> pcm(s.size());
    for (std::size_t i = 0; i < s.size(); ++i)
        pcm[i] = std::int16_t(std::lround(s[i] * gain));
    return pcm;
}

std::vector<std::uint8_t> wavFile(const std::vector<std::int16_t>& samples)
{
    std::vector<std::uint8_t> f;
    f.reserve(44 + samples.size() * 2);
    auto text = [&](const char* four) {
        for (int i = 0; i < 4; ++i)
            f.push_back(std::uint8_t(four[i]));
    };
    auto number = [&](std::uint32_t v, int bytes) {
        for (int b = 0; b < bytes; ++b)
            f.push_back(std::uint8_t(v >> (8 * b)));
    };
    const auto data = std::uint32_t(samples.size() * 2);
    text("RIFF");
    number(36 + data, 4);
    text("WAVE");
    text("fmt ");
    number(16, 4);
    number(1, 2); // PCM
    number(1, 2); // mono
    number(kSoundRate, 4);
    number(kSoundRate * 2, 4); // bytes a second
    number(2, 2);              // bytes a frame
    number(16, 2);             // bits a sample
    text("data");
    number(data, 4);
    for (std::int16_t v : samples)
        number(std::uint16_t(v), 2);
    return f;
}

const char* soundName(Sound sound)
{
    switch (sound) {
    case Sound::Tile:
        return "tile";
    case Sound::Meeple:
        return "meeple";
    case Sound::Dice:
        return "dice";
    case Sound::Score:
        return "score";
    case Sound::End:
        return "end";
    }
    return "sound";
}

} // namespace slui
