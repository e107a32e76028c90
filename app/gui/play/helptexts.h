// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QCoreApplication>
#include <QString>

namespace slapp {

/** The play window's Help texts, in the user's language: the rules in brief and About. */
class HelpTexts
{
    Q_DECLARE_TR_FUNCTIONS(slapp::HelpTexts)
public:
    static QString rulesTitle() { return tr("Rules in brief"); }
    /** The rules on one page, the expansion and the team game included. */
    static QString rulesInBrief();
    static QString aboutTitle() { return tr("About Starlanes"); }
    /** The program's name and version, what it is and is not, and its licence. */
    static QString about();
};

} // namespace slapp
