// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "outputfile.h"

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sl {
namespace {

constexpr std::uint32_t kApplicationId = 0x534c4e53; // "SLNS", as app/store/dbfile.h

bool headerIsOurs(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return false;
    struct stat st
    {
    };
    std::array<unsigned char, 100> h{};
    const bool read = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
                      ::read(fd, h.data(), h.size()) == static_cast<ssize_t>(h.size());
    ::close(fd);
    if (!read || std::memcmp(h.data(), "SQLite format 3", 16) != 0) return false;
    const std::uint32_t id = (std::uint32_t(h[68]) << 24) | (std::uint32_t(h[69]) << 16) |
                             (std::uint32_t(h[70]) << 8) | std::uint32_t(h[71]);
    return id == kApplicationId;
}

WriteProblem problemOf(int error)
{
    switch (error) {
    case ENOSPC:
    case EDQUOT:
    case EFBIG:
        return WriteProblem::DiskFull;
    case EACCES:
    case EPERM:
    case EROFS:
        return WriteProblem::NoPermission;
    case ENOENT:
    case ENOTDIR:
        return WriteProblem::NoFolder;
    default:
        return WriteProblem::Failed;
    }
}

/** The process's umask, read without changing it (umask(2) can only set it, for every thread). */
mode_t currentUmask()
{
    mode_t mask = 022;
    if (std::FILE* f = std::fopen("/proc/self/status", "re")) {
        char line[256];
        while (std::fgets(line, sizeof line, f))
            if (std::strncmp(line, "Umask:", 6) == 0) {
                mask = static_cast<mode_t>(std::strtoul(line + 6, nullptr, 8));
                break;
            }
        std::fclose(f);
    }
    return mask;
}

std::string folderOf(const std::string& path)
{
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

} // namespace

bool isGameDatabase(const std::string& path)
{
    if (headerIsOurs(path)) return true;
    for (const char* suffix : {"-wal", "-shm", "-journal"}) {
        const std::size_t n = std::strlen(suffix);
        if (path.size() > n && path.compare(path.size() - n, n, suffix) == 0 &&
            headerIsOurs(path.substr(0, path.size() - n)))
            return true;
    }
    return false;
}

WriteOutcome writeWholeFile(const std::string& path, std::string_view bytes, bool overwrite)
{
    auto fail = [](WriteProblem p, int error = 0) { return WriteOutcome{p, error}; };
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) == 0) {
        if (!S_ISREG(st.st_mode)) return fail(WriteProblem::NotAFile);
        if (isGameDatabase(path)) return fail(WriteProblem::IsDatabase);
        if (!overwrite) return fail(WriteProblem::Exists);
    } else if (errno != ENOENT) {
        return fail(problemOf(errno), errno);
    } else if (isGameDatabase(path)) { // a log file's name beside a database
        return fail(WriteProblem::IsDatabase);
    }
    const std::string folder = folderOf(path);
    std::string temp = path + ".part-XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) return fail(problemOf(errno), errno);
    auto abandon = [&](int error) {
        ::close(fd);
        ::unlink(temp.c_str());
        return fail(problemOf(error), error);
    };
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return abandon(n < 0 ? errno : ENOSPC);
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) return abandon(errno);
    if (::fstat(fd, &st) != 0) return abandon(errno);
    if (static_cast<std::uintmax_t>(st.st_size) != bytes.size()) return abandon(ENOSPC);
    // Readable as an ordinary new file would be (mkstemp makes it private to its owner).
    ::fchmod(fd, 0666 & ~currentUmask());
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(temp.c_str());
        return fail(problemOf(error), error);
    }
    // Checked again just before: a database may have appeared at the path meanwhile.
    if (isGameDatabase(path)) {
        ::unlink(temp.c_str());
        return fail(WriteProblem::IsDatabase);
    }
    int moved = overwrite
                    ? ::rename(temp.c_str(), path.c_str())
                    : ::renameat2(AT_FDCWD, temp.c_str(), AT_FDCWD, path.c_str(), RENAME_NOREPLACE);
    if (moved != 0 && !overwrite && (errno == EINVAL || errno == ENOSYS)) {
        // A file system without RENAME_NOREPLACE: a hard link is just as atomic.
        moved = ::link(temp.c_str(), path.c_str());
        if (moved == 0) ::unlink(temp.c_str());
    }
    if (moved != 0) {
        const int error = errno;
        ::unlink(temp.c_str());
        if (error == EEXIST) return fail(WriteProblem::Exists);
        return fail(problemOf(error), error);
    }
    // The new name is on the disk too, not only the content.
    const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return {};
}

std::string describe(WriteProblem problem)
{
    switch (problem) {
    case WriteProblem::None:
        return {};
    case WriteProblem::Exists:
        return "the file exists";
    case WriteProblem::IsDatabase:
        return "it is a Starlanes game database (or its log): writing there would destroy games";
    case WriteProblem::NotAFile:
        return "it is not a regular file";
    case WriteProblem::NoPermission:
        return "permission denied";
    case WriteProblem::NoFolder:
        return "the folder does not exist";
    case WriteProblem::DiskFull:
        return "the disk is full";
    case WriteProblem::Failed:
        break;
    }
    return "it could not be written";
}

} // namespace sl
