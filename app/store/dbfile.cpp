// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "dbfile.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace slapp {
namespace {
quint32 be32(const QByteArray& b, int at)
{
    return (quint32(quint8(b[at])) << 24) | (quint32(quint8(b[at + 1])) << 16) |
           (quint32(quint8(b[at + 2])) << 8) | quint32(quint8(b[at + 3]));
}
} // namespace

DbFileInfo inspectDbFile(const QString& path)
{
    DbFileInfo info;
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) return info; // missing
    if (!S_ISREG(st.st_mode)) {
        info.kind = DbFileKind::NotAFile;
        return info;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        info.kind = DbFileKind::Unreadable;
        return info;
    }
    const qint64 size = f.size();
    if (size == 0) {
        info.kind = DbFileKind::Empty;
        return info;
    }
    const QByteArray h = f.read(100);
    // The SQLite file format: magic string, page size at 16, version bytes at 18/19, page count
    // at 28, schema cookie at 40, user_version at 60, application_id at 68.
    if (h.size() < 100 || !h.startsWith(QByteArrayLiteral("SQLite format 3\0"))) {
        info.kind = h.size() < 100 && QByteArrayLiteral("SQLite format 3").startsWith(h.left(15))
                        ? DbFileKind::Truncated
                        : DbFileKind::NotSqlite;
        return info;
    }
    quint32 pageSize = (quint32(quint8(h[16])) << 8) | quint32(quint8(h[17]));
    if (pageSize == 1) pageSize = 65536;
    const bool powerOfTwo = pageSize >= 512 && (pageSize & (pageSize - 1)) == 0;
    if (!powerOfTwo) {
        info.kind = DbFileKind::NotSqlite;
        return info;
    }
    info.wal = quint8(h[18]) == 2 && quint8(h[19]) == 2;
    const quint32 pages = be32(h, 28);
    // A write-ahead log beside the file holds pages not yet copied back; a checkpoint cut short
    // by a crash may leave the main file shorter than its header says, and SQLite completes it
    // from the log on the next open. Without a log, a short file is damaged.
    const bool pendingLog = info.wal && QFileInfo(path + QStringLiteral("-wal")).size() > 0;
    if (!pendingLog && ((pages > 0 && qint64(pages) * pageSize > size) || size % pageSize != 0)) {
        info.kind = DbFileKind::Truncated;
        return info;
    }
    const quint32 appId = be32(h, 68);
    const quint32 schemaCookie = be32(h, 40);
    info.schemaVersion = static_cast<qint32>(be32(h, 60)); // SQLite's user_version is signed
    const bool empty = schemaCookie == 0 && pages <= 1;
    const bool ours = appId == kApplicationId;
    if (ours && (info.schemaVersion < 0 || (info.schemaVersion == 0 && !empty)))
        info.kind = DbFileKind::ImpossibleVersion;
    else if (empty && (appId == 0 || (ours && info.schemaVersion == 0)))
        info.kind = DbFileKind::Blank;
    else if (ours)
        info.kind = DbFileKind::Ours;
    else
        info.kind = DbFileKind::Foreign;
    return info;
}

FileIdentity fileIdentity(const QString& path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) return {};
    return {quint64(st.st_dev), quint64(st.st_ino), true};
}

qint64 walSize(const QString& path)
{
    const QFileInfo wal(path + QStringLiteral("-wal"));
    return wal.exists() ? wal.size() : 0;
}

RenameResult renameNoReplace(const QString& from, const QString& to)
{
    const QByteArray source = QFile::encodeName(from);
    const QByteArray target = QFile::encodeName(to);
    if (::renameat2(AT_FDCWD, source.constData(), AT_FDCWD, target.constData(), RENAME_NOREPLACE) ==
        0)
        return RenameResult::Renamed;
    if (errno == EEXIST) return RenameResult::TargetExists;
    if (errno != EINVAL && errno != ENOSYS) return RenameResult::Failed;
    // A file system without RENAME_NOREPLACE: a hard link is just as atomic.
    if (::link(source.constData(), target.constData()) == 0) {
        ::unlink(source.constData());
        return RenameResult::Renamed;
    }
    return errno == EEXIST ? RenameResult::TargetExists : RenameResult::Failed;
}

bool canWriteDatabase(const QString& path)
{
    // access(2) rather than permission bits: it also answers for root and read-only mounts.
    const QFileInfo fi(path);
    const QByteArray folder = QFile::encodeName(fi.absolutePath());
    if (::access(folder.constData(), W_OK | X_OK) != 0) return false;
    return !fi.exists() || ::access(QFile::encodeName(path).constData(), W_OK) == 0;
}

} // namespace slapp
