// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "problemtext.h"

#include <QCoreApplication>

namespace sled {

QString problemWhat(sl::TileSetErrorCode code)
{
    using C = sl::TileSetErrorCode;
    switch (code) {
    case C::Io: return QCoreApplication::translate("Problem", "cannot read the file");
    case C::Syntax: return QCoreApplication::translate("Problem", "not valid JSON");
    case C::WrongFormat:
        return QCoreApplication::translate("Problem", "not a Starlanes tile set (\"format\" must be \"starlanes-tileset\")");
    case C::NewerVersion: return QCoreApplication::translate("Problem", "written by a newer version of Starlanes");
    case C::BadVersion: return QCoreApplication::translate("Problem", "the version must be a positive whole number");
    case C::MissingField: return QCoreApplication::translate("Problem", "required field is missing");
    case C::WrongType: return QCoreApplication::translate("Problem", "wrong type");
    case C::UnknownField: return QCoreApplication::translate("Problem", "unknown field");
    case C::BadValue: return QCoreApplication::translate("Problem", "invalid value");
    case C::DuplicateId: return QCoreApplication::translate("Problem", "tile id used twice");
    case C::EdgeMismatch: return QCoreApplication::translate("Problem", "edge kind does not match the realm");
    case C::EdgeUnclaimed: return QCoreApplication::translate("Problem", "edge belongs to no realm");
    case C::EdgeClaimedTwice: return QCoreApplication::translate("Problem", "edge belongs to more than one realm");
    case C::TwoPlanets: return QCoreApplication::translate("Problem", "more than one planet on a tile");
    case C::StartTile: return QCoreApplication::translate("Problem", "start tile problem");
    case C::TooManyTiles: return QCoreApplication::translate("Problem", "too many tiles");
    }
    return {};
}

QString problemTextInSet(const sl::TileSetError& e)
{
    QString s;
    if (!e.tileId.empty())
        s = QCoreApplication::translate("Problem", "tile %1").arg(QString::fromStdString(e.tileId)) +
            QStringLiteral(": ");
    if (!e.field.empty())
        s += QString::fromStdString(e.field) + QStringLiteral(": ");
    s += problemWhat(e.code);
    if (!e.detail.empty())
        s += QStringLiteral(" (") + QString::fromStdString(e.detail) + QLatin1Char(')');
    return s;
}

QString problemText(const sl::TileSetError& e)
{
    return QString::fromStdString(e.file) + QStringLiteral(": ") + problemTextInSet(e);
}

} // namespace sled
