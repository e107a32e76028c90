// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "appidentity.h"

#include "dbfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cstdio>

namespace slapp {
namespace {

const QStringList& logSuffixes()
{
    static const QStringList suffixes{QStringLiteral("-journal"), QStringLiteral("-wal"),
                                      QStringLiteral("-shm")};
    return suffixes;
}

bool isLogFile(const QString& name)
{
    for (const QString& suffix : logSuffixes())
        if (name.endsWith(suffix)) return true;
    return false;
}

void moveInto(const QString& from, const QString& to, const QString& relative,
              DataFolderMove& result)
{
    QDir source(from);
    QDir().mkpath(to);
    const QFileInfoList entries = source.entryInfoList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    auto rename = [&](const QString& name) {
        const bool ok = renameNoReplace(from + QLatin1Char('/') + name,
                                        to + QLatin1Char('/') + name) == RenameResult::Renamed;
        (ok ? result.moved : result.kept) << relative + name;
        return ok;
    };
    for (const QFileInfo& entry : entries) {
        const QString name = entry.fileName();
        const QString target = to + QLatin1Char('/') + name;
        if (QFileInfo(target) == QFileInfo(from)) {
            result.kept << relative + name; // the old folder's own name inside it
            continue;
        }
        if (entry.isDir() && !entry.isSymLink()) {
            if (QFileInfo::exists(target))
                moveInto(entry.filePath(), target, relative + name + QLatin1Char('/'), result);
            else
                rename(name);
            continue;
        }
        if (isLogFile(name)) continue; // moves with its database below, or stays with it
        if (QFileInfo::exists(target)) {
            result.kept << relative + name;
            continue;
        }
        // Logs first and the main file last: until the main file has moved, the next start
        // sees the move as unfinished and completes it.
        bool logsMoved = true;
        for (const QString& suffix : logSuffixes())
            if (QFileInfo::exists(entry.filePath() + suffix))
                logsMoved =
                    !QFileInfo::exists(target + suffix) && rename(name + suffix) && logsMoved;
        if (logsMoved)
            rename(name);
        else
            result.kept << relative + name;
    }
    // Logs whose database stayed behind stay with it.
    for (const QFileInfo& entry : source.entryInfoList(QDir::Files | QDir::Hidden | QDir::System))
        if (isLogFile(entry.fileName()) && !result.kept.contains(relative + entry.fileName()))
            result.kept << relative + entry.fileName();
    source.rmdir(from); // only when it is empty
}

} // namespace

DataFolderMove moveDataFolder(const QString& from, const QString& to)
{
    DataFolderMove result;
    if (QFileInfo(from).isDir()) moveInto(from, to, QString(), result);
    return result;
}

const char* version()
{
    return STARLANES_VERSION;
}

void setApplicationIdentity()
{
    // No organisation name: AppDataLocation is then ~/.local/share/starlanes, not
    // starlanes/starlanes. QSettings falls back to the organisation domain, so the settings stay
    // in ~/.config/starlanes/starlanes.conf where earlier versions kept them.
    QCoreApplication::setOrganizationName(QString());
    QCoreApplication::setOrganizationDomain(QStringLiteral("starlanes"));
    QCoreApplication::setApplicationName(QStringLiteral("starlanes"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(version()));

    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const DataFolderMove move = moveDataFolder(data + QStringLiteral("/starlanes"), data);
    for (const QString& name : move.kept)
        std::fprintf(stderr, "starlanes: %s was left in %s: %s already exists\n", qPrintable(name),
                     qPrintable(QDir::toNativeSeparators(data + QStringLiteral("/starlanes"))),
                     qPrintable(QDir::toNativeSeparators(data + QLatin1Char('/') + name)));
}

} // namespace slapp
