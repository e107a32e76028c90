#pragma once

#include <QString>

/** Looks at a database file's SQLite header before SQLite ever opens it. */
namespace slapp {

/** What the first 100 bytes of a file say about it. */
enum class DbFileKind {
    Missing,       ///< no file: a new database may be created
    Empty,         ///< zero bytes: a new database may be created in it
    NotSqlite,     ///< not an SQLite database at all
    Truncated,     ///< shorter than its header says: damaged
    Blank,         ///< SQLite file with no schema yet: may be initialised
    Foreign,       ///< SQLite file of another application
    Ours,          ///< a Starlanes database (see schemaVersion)
    Unreadable,    ///< exists but cannot be read
};

struct DbFileInfo
{
    DbFileKind kind = DbFileKind::Missing;
    int schemaVersion = 0; ///< user_version of a Starlanes database
    bool wal = false;      ///< write-ahead log mode in the header
};

/** "SLNS": the application_id every Starlanes database carries (header offset 68). */
constexpr quint32 kApplicationId = 0x534c4e53;

DbFileInfo inspectDbFile(const QString& path);

} // namespace slapp
