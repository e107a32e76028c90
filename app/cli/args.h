// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <optional>
#include <string>
#include <vector>

/** Minimal command-line option reader for the subcommands of starlanes-cli. */
namespace slcli {

class Args
{
public:
    Args(int argc, char** argv, int first);

    /** A flag without a value, e.g. --json. */
    bool flag(const std::string& name);
    /** An option with a value, e.g. --games 100; records an error when the value is missing. */
    std::optional<std::string> value(const std::string& name);
    /** An integer option within [lo, hi]; records an error when malformed or out of range. */
    std::optional<long long> integer(const std::string& name, long long lo, long long hi);
    /** Takes the first positional argument (e.g. a subcommand), if any. */
    std::optional<std::string> positionalHead();
    /** Remaining positional arguments (call after all options were taken). */
    std::vector<std::string> positional();
    /** First problem found (unknown option, missing or bad value), or empty. */
    std::string error() const;

private:
    std::vector<std::string> m_args;
    std::vector<bool> m_used;
    std::string m_error;
};

} // namespace slcli
