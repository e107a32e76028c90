// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QString>

/** Looks at a database file's SQLite header before SQLite ever opens it. */
namespace slapp {

/** What the first 100 bytes of a file say about it. */
enum class DbFileKind {
    Missing,    ///< no file: a new database may be created
    Empty,      ///< zero bytes: a new database may be created in it
    NotSqlite,  ///< not an SQLite database at all
    Truncated,  ///< shorter than its header says: damaged
    Blank,      ///< SQLite file with no schema yet: may be initialised
    Foreign,    ///< SQLite file of another application
    Ours,       ///< a Starlanes database (see schemaVersion)
    Unreadable, ///< exists but cannot be read
    NotAFile,   ///< a folder, a pipe, a device or a socket: never opened (a pipe would block)
    /** Our application id with a schema version no Starlanes writes: below 0, or 0 on a file
     *  that holds tables (a damaged header). */
    ImpossibleVersion,
};

struct DbFileInfo
{
    DbFileKind kind = DbFileKind::Missing;
    int schemaVersion = 0; ///< user_version of a Starlanes database (a signed number)
    bool wal = false;      ///< write-ahead log mode in the header
};

/** "SLNS": the application_id every Starlanes database carries (header offset 68). */
constexpr quint32 kApplicationId = 0x534c4e53;

DbFileInfo inspectDbFile(const QString& path);

/** Which file a path names (device and inode): tells a removed or replaced file apart. */
struct FileIdentity
{
    quint64 device = 0;
    quint64 inode = 0;
    bool exists = false;
    bool operator==(const FileIdentity&) const = default;
};

FileIdentity fileIdentity(const QString& path);

/** Size of the write-ahead log beside a database (0 when there is none). */
qint64 walSize(const QString& path);

/** What renameNoReplace() did. */
enum class RenameResult { Renamed, TargetExists, Failed };

/**
 * Renames a file only if nothing has the new name, atomically: of two programs racing for the
 * same name one wins and the other is told, and no file is ever overwritten or copied over
 * (QFile::rename falls back to copying over a file that appeared meanwhile).
 */
RenameResult renameNoReplace(const QString& from, const QString& to);

/**
 * True when this user may change the file (when it exists) and create files in its folder
 * (SQLite needs both for its log); false on a read-only file system too.
 */
bool canWriteDatabase(const QString& path);

} // namespace slapp
