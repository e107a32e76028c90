// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// GameStore: what an SQLite error means for the user, in words.
#include "gamestore.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QStorageInfo>

namespace slapp {
namespace {

/** Less than this free on the file system counts as full (SQLite writes whole pages). */
constexpr qint64 kNearlyFull = 64 * 1024;

bool noSpaceLeft(const QString& path)
{
    const QStorageInfo volume(QFileInfo(path).absolutePath());
    return volume.isValid() && volume.bytesAvailable() < kNearlyFull;
}

/** The kind of an SQLite result code (Qt passes SQLite's extended codes on). */
StoreError kindOf(const QSqlError& error, const QString& path)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    if (!ok) return StoreError::Sql;
    switch (code & 0xff) {
    case 13: // SQLITE_FULL (also a max_page_count limit)
        return StoreError::DiskFull;
    case 8: // SQLITE_READONLY; SQLITE_READONLY_DBMOVED: the file was renamed or removed
        return code == (8 | (4 << 8)) ? StoreError::FileGone : StoreError::ReadOnly;
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return StoreError::Locked;
    case 10: // SQLITE_IOERR: a full disk shows up here when a write of the log or its index fails
    case 14: // SQLITE_CANTOPEN
        return noSpaceLeft(path) ? StoreError::DiskFull : StoreError::Io;
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return StoreError::Damaged;
    default:
        return StoreError::Sql;
    }
}

} // namespace

bool GameStore::diskIsFull() const
{
    return noSpaceLeft(m_path);
}

bool GameStore::mayRecover(StoreError error)
{
    return error == StoreError::DiskFull || error == StoreError::Locked ||
           error == StoreError::ReadOnly || error == StoreError::Io;
}

bool GameStore::failSql(const QSqlError& error)
{
    const StoreError kind = kindOf(error, m_path);
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return fail(kind == StoreError::Sql ? detail : describe(kind, detail), kind);
}

QString GameStore::describe(StoreError kind, const QString& detail) const
{
    const QString shown = QDir::toNativeSeparators(m_path);
    switch (kind) {
    case StoreError::DiskFull:
        return tr("The disk is full: the game database %1 cannot grow, so nothing more can be "
                  "stored until some space is freed. Everything stored before is intact.")
            .arg(shown);
    case StoreError::ReadOnly:
        return tr("The game database %1 is read-only (the file, its folder or the disk does not "
                  "allow changes). Its games can be browsed, replayed and exported; playing and "
                  "storing games need write access.")
            .arg(shown);
    case StoreError::Locked:
        return tr("The game database %1 is locked by another program: Starlanes waited %n "
                  "second(s) and tried again, in vain. Nothing was written; try again later.",
                  "", kWriteAttempts * ((m_busyTimeoutMs + 999) / 1000))
            .arg(shown);
    case StoreError::FileGone:
        return tr("The game database %1 was removed or replaced by another file while Starlanes "
                  "was using it. Nothing more was written to it.")
            .arg(shown);
    case StoreError::Io:
        return tr("The disk reported an error while Starlanes was using the game database %1 "
                  "(%2).")
            .arg(shown, detail);
    case StoreError::Damaged:
        return tr("The game database %1 is damaged (%2).").arg(shown, detail);
    default:
        return tr("The game database %1 reported an error: %2").arg(shown, detail);
    }
}

} // namespace slapp
