// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "problemtext.h"

#include <QCoreApplication>
#include <QLocale>

namespace slui {

QString problemWhat(sl::TileSetErrorCode code)
{
    using C = sl::TileSetErrorCode;
    switch (code) {
    case C::Io:
        return QCoreApplication::translate("Problem", "cannot read the file");
    case C::Syntax:
        return QCoreApplication::translate("Problem", "not valid JSON");
    case C::WrongFormat:
        return QCoreApplication::translate(
            "Problem", "not a Starlanes tile set (\"format\" must be \"starlanes-tileset\")");
    case C::NewerVersion:
        return QCoreApplication::translate("Problem", "written by a newer version of Starlanes");
    case C::BadVersion:
        return QCoreApplication::translate("Problem",
                                           "the version must be a positive whole number");
    case C::MissingField:
        return QCoreApplication::translate("Problem", "required field is missing");
    case C::WrongType:
        return QCoreApplication::translate("Problem", "wrong type");
    case C::UnknownField:
        return QCoreApplication::translate("Problem", "unknown field");
    case C::BadValue:
        return QCoreApplication::translate("Problem", "invalid value");
    case C::DuplicateId:
        return QCoreApplication::translate("Problem", "tile id used twice");
    case C::EdgeMismatch:
        return QCoreApplication::translate("Problem", "edge kind does not match the realm");
    case C::EdgeUnclaimed:
        return QCoreApplication::translate("Problem", "edge belongs to no realm");
    case C::EdgeClaimedTwice:
        return QCoreApplication::translate("Problem", "edge belongs to more than one realm");
    case C::TwoPlanets:
        return QCoreApplication::translate("Problem", "more than one planet on a tile");
    case C::StartTile:
        return QCoreApplication::translate("Problem", "start tile problem");
    case C::TooManyTiles:
        return QCoreApplication::translate("Problem", "too many tiles");
    case C::OverLimit:
        return QCoreApplication::translate("Problem", "larger than a tile set may be");
    }
    return {};
}

QString problemReason(sl::TileSetReason reason)
{
    using W = sl::TileSetReason;
    switch (reason) {
    case W::None:
        return {};
    case W::NotFound:
        return QCoreApplication::translate("Problem", "no such file");
    case W::IsDirectory:
        return QCoreApplication::translate("Problem", "it is a folder, not a file");
    case W::NoPermission:
        return QCoreApplication::translate("Problem", "permission denied");
    case W::TooLarge:
        return {}; // said with the file's size (problemTextInSet)
    case W::ReadFailed:
        return QCoreApplication::translate("Problem", "the file could not be read to its end");
    case W::NotRegularFile:
        return QCoreApplication::translate(
            "Problem", "it is not a regular file (a pipe, a device or a socket)");
    case W::TooDeep:
        return QCoreApplication::translate("Problem", "values nested more than %1 deep")
            .arg(sl::kTileSetLimits.maxDepth);
    case W::TooManyValues:
        return QCoreApplication::translate("Problem", "the file holds more than %1 values")
            .arg(QLocale().toString(qulonglong(sl::kTileSetLimits.maxValues)));
    case W::DuplicateKey:
        return QCoreApplication::translate("Problem", "the key appears twice in one object");
    case W::Empty:
        return QCoreApplication::translate("Problem", "the file is empty");
    case W::UnexpectedEnd:
        return QCoreApplication::translate("Problem", "the text ends in the middle of a value");
    case W::NotUtf8:
        return QCoreApplication::translate("Problem", "the text is not UTF-8");
    case W::Unexpected:
        return QCoreApplication::translate("Problem", "unexpected character");
    case W::ExpectedObject:
        return QCoreApplication::translate("Problem", "expected an object");
    case W::ExpectedArray:
        return QCoreApplication::translate("Problem", "expected an array");
    case W::ExpectedString:
        return QCoreApplication::translate("Problem", "expected a string");
    case W::ExpectedBool:
        return QCoreApplication::translate("Problem", "expected true or false");
    case W::ExpectedInteger:
        return QCoreApplication::translate("Problem", "expected a whole number");
    case W::InvalidId:
        return QCoreApplication::translate("Problem", "an id is 1 to 64 of a-z, 0-9, - and _");
    case W::NamesEmpty:
        return QCoreApplication::translate("Problem",
                                           "both names, English and Czech, must be given");
    case W::NoTiles:
        return QCoreApplication::translate("Problem", "the set has no tiles");
    case W::CountBelowOne:
        return QCoreApplication::translate("Problem", "a tile type needs a count of at least 1");
    case W::CountAboveLimit:
        return QCoreApplication::translate("Problem", "at most %1 of one tile type")
            .arg(sl::kMaxTileCount);
    case W::TotalAboveLimit:
        return QCoreApplication::translate("Problem", "at most %1 tiles in a game")
            .arg(sl::kMaxTotalTiles);
    case W::TooManyTileTypes:
        return QCoreApplication::translate(
                   "Problem", "more tile types than a game may have tiles (at most %1)")
            .arg(sl::kMaxTotalTiles);
    case W::TooManyRealms:
        return QCoreApplication::translate("Problem", "at most %1 realms on a tile")
            .arg(sl::kMaxRealmsPerTile);
    case W::TooManySymbols:
        return QCoreApplication::translate("Problem", "at most %1 symbols in a realm")
            .arg(sl::kMaxSymbolsPerRealm);
    case W::EdgeListedTwice:
        return QCoreApplication::translate("Problem", "edge listed twice");
    case W::PlanetTouchesEdge:
        return QCoreApplication::translate("Problem", "a planet touches no edge");
    case W::RouteEdges:
        return QCoreApplication::translate("Problem", "a route touches one or two edges");
    case W::AsteroidEdges:
        return QCoreApplication::translate("Problem",
                                           "an asteroid field touches at least one edge");
    case W::OnlyPlanetsNamed:
        return QCoreApplication::translate("Problem", "only planets have names");
    case W::EdgeOtherKind:
        return QCoreApplication::translate("Problem", "the tile's edge there is of another kind");
    case W::NeedsStartTile:
        return QCoreApplication::translate("Problem", "a base set needs a start tile");
    case W::UnknownStartTile:
        return QCoreApplication::translate("Problem", "no tile type of the set has this id");
    case W::ExpansionStartTile:
        return QCoreApplication::translate("Problem", "an expansion set has no start tile");
    }
    return {};
}

QString problemTextInSet(const sl::TileSetError& e)
{
    QString s;
    if (!e.tileId.empty())
        s = QCoreApplication::translate("Problem", "tile %1")
                .arg(QString::fromStdString(e.tileId)) +
            QStringLiteral(": ");
    if (!e.field.empty()) s += QString::fromStdString(e.field) + QStringLiteral(": ");
    s += problemWhat(e.code);
    if (e.reason == sl::TileSetReason::TooLarge) // the value is the file's size
        s += QStringLiteral(": ") +
             QCoreApplication::translate(
                 "Problem", "the file is too large for a tile set (%1 bytes; at most %2)")
                 .arg(QString::fromStdString(e.value))
                 .arg(sl::kMaxTileSetFileBytes);
    else if (e.reason == sl::TileSetReason::DuplicateKey) // the value is the key
        return s + QStringLiteral(": ") +
               QCoreApplication::translate("Problem", "the key \"%1\" appears twice in one object")
                   .arg(QString::fromStdString(e.value));
    else if (!e.value.empty())
        s = QCoreApplication::translate("Problem", "%1 \"%2\"",
                                        "a problem and the value from the file it is about")
                .arg(s, QString::fromStdString(e.value));
    if (const QString why = problemReason(e.reason);
        !why.isEmpty() && e.reason != sl::TileSetReason::TooLarge)
        s += QStringLiteral(": ") + why;
    if (e.line > 0)
        s = QCoreApplication::translate("Problem", "%1 at line %2, column %3")
                .arg(s)
                .arg(e.line)
                .arg(e.column);
    return s;
}

QString problemText(const sl::TileSetError& e)
{
    return QString::fromStdString(e.file) + QStringLiteral(": ") + problemTextInSet(e);
}

QString loadProblemText(const sl::TileSetLoadResult& result)
{
    if (result.ok()) return {};
    QString why = problemText(result.errors.front());
    const std::size_t more = result.errors.size() - 1 + result.unlisted;
    if (more > 0)
        why += QLatin1Char('\n') + QCoreApplication::translate(
                                       "Problem", "(and %n more problem(s))", nullptr, int(more));
    return why;
}

} // namespace slui
