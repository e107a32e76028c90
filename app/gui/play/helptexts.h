// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QCoreApplication>
#include <QString>

namespace slapp {

/** The play window's About text, in the user's language (the manual and the rules are Help's:
 *  help/helpwindow.h). */
class HelpTexts
{
    Q_DECLARE_TR_FUNCTIONS(slapp::HelpTexts)
public:
    static QString aboutTitle() { return tr("About Starlanes"); }
    /** The program's name and version, what it is and is not, and its licence. */
    static QString about();
};

} // namespace slapp
