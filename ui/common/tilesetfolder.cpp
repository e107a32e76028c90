// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "tilesetfolder.h"

#include <QDir>
#include <QStandardPaths>

namespace slui {

QString userTileSetFolder()
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                  QStringLiteral("/tilesets");
    QDir().mkpath(dir);
    return dir;
}

} // namespace slui
