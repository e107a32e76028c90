// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "state.h"

#include <array>
#include <string>

namespace sl::ai {

/**
 * What a side holds in a position, as the numbers a learnt value is made of (engine/ai/README.md,
 * "Sixth pass"): its banked score, the open realms it owns by kind (their
 * value now, tiles, what they miss), its meeples in supply, and the same scaled by the share of
 * the game still to come.
 */
constexpr int kValueFeatures = 16;
using ValueFeatures = std::array<double, kValueFeatures>;

/** The names of the features, in order (the data file's header). */
const std::array<const char*, kValueFeatures>& valueFeatureNames();

/** The features of every side of `state` (entries past sideCount() are zero). */
void valueFeatures(const GameState& state, std::array<ValueFeatures, kMaxPlayers>& out);

/** A linear value: a side's expected final score as weights x features. */
struct ValueModel
{
    ValueFeatures weights{};
    double of(const ValueFeatures& f) const;
    /** The expected final score of every side (entries past sideCount() are zero). */
    void sideValues(const GameState& state, std::array<double, kMaxPlayers>& out) const;
};

/**
 * The model shipped with the program (engine/ai/value-model.txt, made by tools/fit-value.py
 * from `starlanes-cli value-data`; the file's header says with which data).
 */
const ValueModel& shippedValueModel();

/**
 * Reads a model from its text form: one line per feature, "name weight", in the order of
 * valueFeatureNames() (lines starting with '#' are comments). On failure returns false and says
 * why in `error`.
 */
bool parseValueModel(const std::string& text, ValueModel& model, std::string& error);

} // namespace sl::ai
