// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace sl {

/** Why a file was not written. Nothing at the path was changed in any of these cases. */
enum class WriteProblem : std::uint8_t {
    None,
    Exists,       ///< a file is there and overwriting was not allowed
    IsDatabase,   ///< the path is a Starlanes game database or one of its log files
    NotAFile,     ///< a folder, a pipe or a device is there
    NoPermission, ///< the folder (or the file) may not be written
    NoFolder,     ///< the folder does not exist
    DiskFull,     ///< the disk (or the user's quota) is full
    Failed,       ///< any other failure of writing, flushing or renaming
};

/** What writeWholeFile() did. */
struct WriteOutcome
{
    WriteProblem problem = WriteProblem::None;
    int error = 0; ///< errno of the failing call, for Failed
    bool ok() const { return problem == WriteProblem::None; }
};

/**
 * Writes `bytes` to `path` whole or not at all: into a new file beside it, flushed to the disk
 * and its size checked, then renamed into place (and the folder flushed). A reader never finds
 * half a file, and a failure (a full disk among them) leaves what was at `path` as it was.
 * Never writes over a Starlanes game database or its log files, whatever `overwrite` says, nor
 * over anything that is not a regular file; over an existing file only when `overwrite`.
 */
WriteOutcome writeWholeFile(const std::string& path, std::string_view bytes, bool overwrite);

/**
 * True when `path` is a Starlanes game database (an SQLite file with the application id
 * "SLNS") or the -wal, -shm or -journal file of one.
 */
bool isGameDatabase(const std::string& path);

/** English, for logs and the CLI: "the file exists". */
std::string describe(WriteProblem problem);

} // namespace sl
