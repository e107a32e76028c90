// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "args.h"
#include "commands.h"

#include <cstdio>

#include <charconv>

namespace slcli {

Args::Args(int argc, char** argv, int first)
{
    for (int i = first; i < argc; ++i)
        m_args.emplace_back(argv[i]);
    m_used.assign(m_args.size(), false);
}

bool Args::flag(const std::string& name)
{
    for (std::size_t i = 0; i < m_args.size(); ++i)
        if (!m_used[i] && m_args[i] == name) {
            m_used[i] = true;
            return true;
        }
    return false;
}

std::optional<std::string> Args::value(const std::string& name)
{
    for (std::size_t i = 0; i < m_args.size(); ++i) {
        if (m_used[i]) continue;
        if (m_args[i] == name) {
            m_used[i] = true;
            if (i + 1 >= m_args.size() || m_used[i + 1]) {
                if (m_error.empty()) m_error = name + " needs a value";
                return std::nullopt;
            }
            m_used[i + 1] = true;
            return m_args[i + 1];
        }
        if (m_args[i].rfind(name + "=", 0) == 0) {
            m_used[i] = true;
            return m_args[i].substr(name.size() + 1);
        }
    }
    return std::nullopt;
}

std::optional<long long> Args::integer(const std::string& name, long long lo, long long hi)
{
    const std::optional<std::string> v = value(name);
    if (!v) return std::nullopt;
    const std::string_view text = *v;
    long long x = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), x);
    if (ec != std::errc() || end != text.data() + text.size() || x < lo || x > hi) {
        if (m_error.empty())
            m_error = name + " must be a whole number from " + std::to_string(lo) + " to " +
                      std::to_string(hi) + " (got '" + *v + "')";
        return std::nullopt;
    }
    return x;
}

std::vector<std::string> Args::positional()
{
    std::vector<std::string> out;
    for (std::size_t i = 0; i < m_args.size(); ++i) {
        if (m_used[i]) continue;
        if (m_args[i].size() > 1 && m_args[i][0] == '-') {
            if (m_error.empty()) m_error = "unknown option " + m_args[i];
            continue;
        }
        out.push_back(m_args[i]);
        m_used[i] = true;
    }
    return out;
}

std::optional<std::string> Args::positionalHead()
{
    for (std::size_t i = 0; i < m_args.size(); ++i) {
        if (m_used[i] || (m_args[i].size() > 1 && m_args[i][0] == '-')) continue;
        m_used[i] = true;
        return m_args[i];
    }
    return std::nullopt;
}

std::string Args::error() const
{
    return m_error;
}

int usageError(const std::string& message)
{
    std::fprintf(stderr, "starlanes-cli: %s\nRun 'starlanes-cli help' for usage.\n",
                 message.c_str());
    return 2;
}

std::optional<long long> gameId(const std::string& text)
{
    long long id = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (ec != std::errc() || end != text.data() + text.size() || id <= 0) {
        usageError("'" + text + "' is not a game id");
        return std::nullopt;
    }
    return id;
}

std::optional<long long> oneGameId(const std::vector<std::string>& positional,
                                   const std::string& command)
{
    if (positional.size() != 1) {
        usageError(command + " needs one game id");
        return std::nullopt;
    }
    return gameId(positional.front());
}

} // namespace slcli
