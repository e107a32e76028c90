// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Files the commands read and write: read within a reader's limits, written whole or not at all.
#include "commands.h"

#include "rules/inputfile.h"
#include "rules/outputfile.h"

#include <cstdio>

namespace slcli {

std::optional<std::string> readFile(const std::string& path, std::size_t maxBytes)
{
    sl::InputFile file = sl::readInputFile(path, maxBytes);
    if (file.ok()) return std::move(file.text);
    std::string why = sl::describe(file.problem);
    if (file.problem == sl::FileProblem::TooLarge)
        why +=
            " (" + std::to_string(file.size) + " bytes; at most " + std::to_string(maxBytes) + ")";
    std::fprintf(stderr, "starlanes-cli: %s: %s\n", path.c_str(), why.c_str());
    return std::nullopt;
}

void printTileSetProblems(const sl::TileSetLoadResult& result)
{
    for (const sl::TileSetError& e : result.errors)
        std::fprintf(stderr, "%s\n", sl::describe(e).c_str());
    if (result.unlisted > 0 && !result.errors.empty())
        std::fprintf(stderr, "%s: and %zu more problem%s\n", result.errors.front().file.c_str(),
                     result.unlisted, result.unlisted == 1 ? "" : "s");
}

bool writeFile(const std::string& path, std::string_view bytes, bool force)
{
    const sl::WriteOutcome w = sl::writeWholeFile(path, bytes, force);
    if (w.ok()) return true;
    std::string why = sl::describe(w.problem);
    if (w.problem == sl::WriteProblem::Exists) why += " (--force replaces it)";
    std::fprintf(stderr, "starlanes-cli: %s: not written: %s; nothing was changed\n", path.c_str(),
                 why.c_str());
    return false;
}

} // namespace slcli
