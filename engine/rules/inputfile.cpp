// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "inputfile.h"

#include <algorithm>
#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sl {
namespace {

/** Closes a file descriptor on every way out. */
class Fd
{
public:
    explicit Fd(int fd) : m_fd(fd) {}
    ~Fd()
    {
        if (m_fd >= 0) ::close(m_fd);
    }
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

FileProblem openProblem(int error)
{
    switch (error) {
    case ENOENT:
    case ENOTDIR:
        return FileProblem::NotFound;
    case EACCES:
    case EPERM:
        return FileProblem::NoPermission;
    case EISDIR:
        return FileProblem::IsDirectory;
    case ENXIO:
    case ENODEV:
        return FileProblem::NotRegular;
    default:
        return FileProblem::ReadFailed;
    }
}

} // namespace

InputFile readInputFile(const std::string& path, std::size_t maxBytes)
{
    InputFile r;
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    const Fd fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (fd.get() < 0) {
        r.problem = openProblem(errno);
        return r;
    }
    struct stat st
    {
    };
    if (::fstat(fd.get(), &st) != 0) {
        r.problem = FileProblem::ReadFailed;
        return r;
    }
    if (S_ISDIR(st.st_mode)) {
        r.problem = FileProblem::IsDirectory;
        return r;
    }
    if (!S_ISREG(st.st_mode)) {
        r.problem = FileProblem::NotRegular;
        return r;
    }
    r.size = static_cast<std::uintmax_t>(st.st_size);
    if (r.size > maxBytes) {
        r.problem = FileProblem::TooLarge;
        return r;
    }
    // At most one byte more than allowed is read, so a file that grows meanwhile is caught too.
    r.text.resize(static_cast<std::size_t>(r.size) + 1);
    std::size_t got = 0;
    for (;;) {
        if (got == r.text.size()) {
            if (got > maxBytes) break;
            r.text.resize(std::min(maxBytes + 1, got * 2 + 4096));
        }
        const ssize_t n = ::read(fd.get(), r.text.data() + got, r.text.size() - got);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            r.text.clear();
            r.problem = FileProblem::ReadFailed;
            return r;
        }
        if (n == 0) break;
        got += static_cast<std::size_t>(n);
    }
    r.text.resize(got);
    if (got > maxBytes) {
        r.text.clear();
        r.size = got;
        r.problem = FileProblem::TooLarge;
    }
    return r;
}

std::string describe(FileProblem problem)
{
    switch (problem) {
    case FileProblem::None:
        return {};
    case FileProblem::NotFound:
        return "no such file";
    case FileProblem::IsDirectory:
        return "it is a folder, not a file";
    case FileProblem::NotRegular:
        return "it is not a regular file (a pipe, a device or a socket)";
    case FileProblem::NoPermission:
        return "permission denied";
    case FileProblem::TooLarge:
        return "the file is too large";
    case FileProblem::ReadFailed:
        return "the file could not be read to its end";
    }
    return {};
}

} // namespace sl
