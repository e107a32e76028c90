// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "recordtext.h"

#include "problemtext.h"

#include <QCoreApplication>
#include <QLocale>

namespace slui {
namespace {

QString codeText(sl::RecordErrorCode code)
{
    using C = sl::RecordErrorCode;
    switch (code) {
    case C::Syntax:
        return QCoreApplication::translate("RecordProblem", "not valid JSON");
    case C::OverLimit:
        return QCoreApplication::translate("RecordProblem", "larger than a game record may be");
    case C::WrongFormat:
        return QCoreApplication::translate(
            "RecordProblem",
            "not a Starlanes game record (\"format\" must be \"starlanes-record\")");
    case C::NewerVersion:
        return QCoreApplication::translate("RecordProblem",
                                           "written by a newer version of Starlanes");
    case C::MissingField:
        return QCoreApplication::translate("RecordProblem", "required field is missing");
    case C::WrongType:
        return QCoreApplication::translate("RecordProblem", "wrong type");
    case C::UnknownField:
        return QCoreApplication::translate("RecordProblem", "unknown field");
    case C::BadValue:
        return QCoreApplication::translate("RecordProblem", "invalid value");
    case C::TileSet:
        return QCoreApplication::translate("RecordProblem", "invalid tile set");
    case C::UnknownTileSet:
        return QCoreApplication::translate("RecordProblem",
                                           "unknown tile set (not built in and not embedded)");
    case C::HashMismatch:
        return QCoreApplication::translate("RecordProblem",
                                           "tile set content does not match its hash");
    case C::Setup:
        return QCoreApplication::translate("RecordProblem", "invalid players or options");
    case C::IllegalEvent:
        return QCoreApplication::translate("RecordProblem", "illegal event");
    }
    return {};
}

QString reasonText(sl::RecordReason reason)
{
    using R = sl::RecordReason;
    switch (reason) {
    case R::None:
        return {};
    case R::ExpectedObject:
        return QCoreApplication::translate("RecordProblem", "expected an object");
    case R::TileSetCount:
        return QCoreApplication::translate("RecordProblem", "one base set and at most three more");
    case R::TooManyPlayers:
        return QCoreApplication::translate("RecordProblem", "too many players");
    case R::NameTooLong:
        return QCoreApplication::translate("RecordProblem", "longer than 200 bytes");
    case R::HumanSeatLevel:
        return QCoreApplication::translate("RecordProblem", "a human seat has no level");
    case R::IdMismatch:
        return QCoreApplication::translate("RecordProblem", "the set inside has another id");
    case R::OneBaseSet:
        return QCoreApplication::translate("RecordProblem", "a game needs exactly one base set");
    case R::StartTileMissing:
        return QCoreApplication::translate("RecordProblem",
                                           "the start tile is not among the tiles");
    }
    return {};
}

QString configText(sl::ConfigError e)
{
    switch (e) {
    case sl::ConfigError::None:
        return {};
    case sl::ConfigError::PlayerCount:
        return QCoreApplication::translate(
            "RecordProblem", "2-5 players (6 with the expansion; the team game needs 4)");
    case sl::ConfigError::DuplicateColour:
        return QCoreApplication::translate("RecordProblem", "two players share a colour");
    case sl::ConfigError::BlueNeedsExpansion:
        return QCoreApplication::translate("RecordProblem", "blue needs the expansion");
    case sl::ConfigError::TeamColours:
        return QCoreApplication::translate(
            "RecordProblem", "team game: red, green, black and white, the two teams alternating");
    }
    return {};
}

QString applyText(sl::ApplyError e)
{
    switch (e) {
    case sl::ApplyError::None:
        return {};
    case sl::ApplyError::WrongPhase:
        return QCoreApplication::translate("RecordProblem",
                                           "event not expected at this point of the turn");
    case sl::ApplyError::TileNotInBag:
        return QCoreApplication::translate("RecordProblem",
                                           "drawn tile is not among the remaining tiles");
    case sl::ApplyError::IllegalPlacement:
        return QCoreApplication::translate("RecordProblem", "tile placement breaks the rules");
    case sl::ApplyError::MustDiscard:
        return QCoreApplication::translate("RecordProblem",
                                           "the drawn tile fits nowhere and must be discarded");
    case sl::ApplyError::CannotDiscard:
        return QCoreApplication::translate("RecordProblem",
                                           "the drawn tile fits somewhere and cannot be discarded");
    case sl::ApplyError::IllegalMeeple:
        return QCoreApplication::translate("RecordProblem", "meeple placement breaks the rules");
    case sl::ApplyError::BadDieValue:
        return QCoreApplication::translate("RecordProblem", "die value outside the die's faces");
    }
    return {};
}

QString refusalText(sl::MeepleRefusal r)
{
    using M = sl::MeepleRefusal;
    switch (r) {
    case M::None:
        return {};
    case M::WrongPhase:
        return QCoreApplication::translate("RecordProblem",
                                           "no meeple is placed at this point of the turn");
    case M::NotARealmOfTile:
        return QCoreApplication::translate("RecordProblem", "not a realm of the tile just placed");
    case M::RealmOccupied:
        return QCoreApplication::translate("RecordProblem", "the realm already holds a meeple");
    case M::EmptyCell:
        return QCoreApplication::translate("RecordProblem", "no tile there to attack");
    case M::NotAPlanet:
        return QCoreApplication::translate("RecordProblem", "no planet there to attack");
    case M::PlanetOfNewTile:
        return QCoreApplication::translate(
            "RecordProblem", "the new tile's own planet is a realm of the tile, not an attack");
    case M::PlanetNotAdjacent:
        return QCoreApplication::translate("RecordProblem",
                                           "the planet is not next to the new tile");
    case M::PlanetScored:
        return QCoreApplication::translate("RecordProblem", "the planet has been scored already");
    case M::NoSmallMeeple:
        return QCoreApplication::translate("RecordProblem",
                                           "all the player's meeples are on the board");
    case M::NoLargeMeeple:
        return QCoreApplication::translate("RecordProblem",
                                           "the player's large meeple is on the board");
    case M::EquipmentNeedsExpansion:
        return QCoreApplication::translate("RecordProblem", "equipment comes with the expansion");
    case M::EquipmentInUse:
        return QCoreApplication::translate("RecordProblem",
                                           "the player's piece of that equipment is in use");
    }
    return {};
}

} // namespace

QString jsonProblemText(const sl::JsonSyntax& s)
{
    QString what;
    switch (s.kind) {
    case sl::JsonSyntaxKind::Empty:
        return QCoreApplication::translate("Problem", "the file is empty");
    case sl::JsonSyntaxKind::TooLarge:
        return QCoreApplication::translate("Problem",
                                           "the file is too large (%1 bytes; at most %2)")
            .arg(QLocale().toString(qulonglong(s.count)), QLocale().toString(qulonglong(s.limit)));
    case sl::JsonSyntaxKind::TooManyValues:
        return QCoreApplication::translate("Problem", "the file holds more than %1 values")
            .arg(QLocale().toString(qulonglong(s.limit)));
    case sl::JsonSyntaxKind::DuplicateKey:
        return QCoreApplication::translate("Problem", "the key \"%1\" appears twice in %2")
            .arg(QString::fromStdString(s.key), QString::fromStdString(s.path));
    case sl::JsonSyntaxKind::Cancelled:
        return QCoreApplication::translate("Problem", "reading was cancelled");
    case sl::JsonSyntaxKind::TooDeep:
        what =
            QCoreApplication::translate("Problem", "values nested more than %1 deep").arg(s.limit);
        break;
    case sl::JsonSyntaxKind::UnexpectedEnd:
        what = QCoreApplication::translate("Problem", "the text ends in the middle of a value");
        break;
    case sl::JsonSyntaxKind::NotUtf8:
        what = QCoreApplication::translate("Problem", "the text is not UTF-8");
        break;
    case sl::JsonSyntaxKind::Unexpected:
        what = QCoreApplication::translate("Problem", "unexpected character");
        break;
    }
    return QCoreApplication::translate("Problem", "%1 at line %2, column %3")
        .arg(what)
        .arg(s.line)
        .arg(s.column);
}

QString recordErrorText(const sl::RecordError& e)
{
    QString s;
    if (!e.field.empty()) s = QString::fromStdString(e.field) + QStringLiteral(": ");
    s += codeText(e.code);
    // The details: structured where the engine says them in parts, else a value from the file.
    QString detail;
    if (e.syntax)
        detail = jsonProblemText(*e.syntax);
    else if (e.tileSet)
        detail = problemTextInSet(*e.tileSet);
    else if (e.config != sl::ConfigError::None)
        detail = configText(e.config);
    else if (e.apply != sl::ApplyError::None) {
        detail = applyText(e.apply);
        if (e.refusal != sl::MeepleRefusal::None)
            detail += QStringLiteral(": ") + refusalText(e.refusal);
    } else if (e.reason != sl::RecordReason::None)
        detail = reasonText(e.reason);
    if (!e.value.empty())
        detail = detail.isEmpty()
                     ? QString::fromStdString(e.value)
                     : QCoreApplication::translate("RecordProblem", "%1: %2",
                                                   "a reason and the value from the file")
                           .arg(detail, QString::fromStdString(e.value));
    if (!detail.isEmpty()) s += QStringLiteral(" (") + detail + QLatin1Char(')');
    return s;
}

} // namespace slui
