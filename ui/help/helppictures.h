// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "helpdocument.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace slui {

/**
 * The pictures of the rules (docs/rules/pictures.json): each names a game record of docs/rules,
 * the event to show it after, the rule it illustrates and its caption in both languages. The build
 * draws them (starlanes-rulepictures) into the program's resources as ":/help/rules/NAME.png".
 */
struct RulePictureSpec
{
    QString name;
    QString record;    ///< the record's file name in docs/rules
    int ply = -1;      ///< the events applied, -1: all of them
    QString afterRule; ///< the rule id whose item the picture follows
    QString captionEn;
    QString captionCs;
    QJsonObject expect; ///< what the build checks of the position ("scores": [..], …)
    QJsonObject show;   ///< what is drawn besides the board ("cells": [[x, y], …], "battle")
};

/** The specs of a pictures.json document; an error (named by its place) in `error`. */
QList<RulePictureSpec> readRulePictureSpecs(const QByteArray& json, QString* error);

/** The rules' pictures the program carries, captions in `language`. */
QList<HelpPicture> rulesPictures(const QString& language);

} // namespace slui
