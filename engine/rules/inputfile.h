// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <cstdint>
#include <string>

namespace sl {

/** Why a file given to a reader was not read. */
enum class FileProblem : std::uint8_t {
    None,
    NotFound,     ///< no such file
    IsDirectory,  ///< a folder, not a file
    NotRegular,   ///< a pipe, a device or a socket: never read (it could block or never end)
    NoPermission, ///< the file may not be read
    TooLarge,     ///< over the reader's limit (`size`: the file's size in bytes)
    ReadFailed,   ///< reading stopped before the end
};

/** A file's text, or why it was not read. */
struct InputFile
{
    std::string text;
    FileProblem problem = FileProblem::None;
    std::uintmax_t size = 0; ///< the file's size (also when it is too large)
    bool ok() const { return problem == FileProblem::None; }
};

/**
 * Reads a whole regular file of at most `maxBytes` bytes. Anything else is refused before a
 * byte is read: a folder, a FIFO or a device (opened without blocking, so a pipe with no writer
 * does not hang the reader), a larger file; a file that grows while it is read past the limit
 * too. Never throws.
 */
InputFile readInputFile(const std::string& path, std::size_t maxBytes);

/** English, for logs and the CLI: "it is a folder, not a file". */
std::string describe(FileProblem problem);

} // namespace sl
