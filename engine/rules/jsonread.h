// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

// Engine-internal: the one way outside JSON text becomes a value (inputlimits.h).
#include "inputlimits.h"
#include "jsonsyntax.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <optional>
#include <string>
#include <string_view>

namespace sl {

/** A JSON text read within limits: the value, or why it was refused. */
// nlohmann::json's default constructor is not declared noexcept, although a null value allocates
// nothing: NOLINTNEXTLINE(bugprone-exception-escape)
struct JsonRead
{
    nlohmann::json doc;
    std::optional<JsonSyntax> problem;
    bool ok() const { return !problem.has_value(); }
};

/**
 * Parses `text` without ever recursing: the size is checked first, then the values are built
 * one by one and the reading stops at the first value nested deeper than the limit, the first
 * value over the count, or the first key an object names twice. A value read this way is at
 * most `limits.maxDepth` deep, so walking it (or dump()) is bounded too. `cancel`, when set,
 * stops it between values. Never throws.
 */
JsonRead readJson(std::string_view text, const JsonLimits& limits,
                  const std::atomic<bool>* cancel = nullptr);

/**
 * Whether a value already read (a part of a larger document) keeps to smaller limits of its
 * own: its depth counted from itself, its number of values, then its size as compact JSON
 * (dump(), bounded once the depth is). For a set inside a record, which must fit where a
 * tile-set file must. Walks at most `limits.maxDepth + 1` deep; the problem has no position.
 */
std::optional<JsonSyntax> exceedsLimits(const nlohmann::json& v, const JsonLimits& limits);

/**
 * A value from a file as a message quotes it: a string as it is (cut after 64 bytes, with
 * "…"), a number or literal as written, an array or object only as "[…]" or "{…}". Never walks
 * into a nested value, whatever its depth or size.
 */
std::string quoteValue(const nlohmann::json& v);

} // namespace sl
