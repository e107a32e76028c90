// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QStringList>

/** What the game store tests look at: files' contents, folders, the store's SQL connection. */
namespace storetest {

inline QByteArray checksum(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

inline QStringList filesIn(const QString& dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

/** The SQL connection of the one store a test has open, to set SQLite limits on it. */
inline QSqlDatabase storeConnection()
{
    for (const QString& name : QSqlDatabase::connectionNames())
        if (name.startsWith(QLatin1String("starlanes-")))
            return QSqlDatabase::database(name, false);
    return {};
}

} // namespace storetest
