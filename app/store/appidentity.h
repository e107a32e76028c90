// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QString>
#include <QStringList>

namespace slapp {

/**
 * Organisation and application names: they fix QSettings and QStandardPaths locations. The data
 * folder is AppDataLocation, ~/.local/share/starlanes; files an earlier version kept in
 * ~/.local/share/starlanes/starlanes are moved there (moveDataFolder).
 */
void setApplicationIdentity();

/** The release ("0.1.0"): the project version of the top CMakeLists.txt. */
const char* version();

/** What moveDataFolder() did, by file name relative to the folders. */
struct DataFolderMove
{
    QStringList moved;
    QStringList kept; ///< left where they were: the same name already exists in the new folder
};

/**
 * Moves everything in `from` into `to` (folders merged) without replacing a file. A database
 * moves together with its -wal, -shm and -journal files, the main file last, so an interrupted
 * move is completed by the next one and a database never arrives without its log. Renames keep
 * the files' identity: a program still writing the old path goes on writing the moved files.
 */
DataFolderMove moveDataFolder(const QString& from, const QString& to);

} // namespace slapp
