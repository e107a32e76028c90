// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QString>
#include <QStringList>

class QFileDialog;
class QWidget;

namespace slui {

// The file dialogs of every window: Qt's own dialog, in the program's language throughout. A
// desktop's native dialog (GTK's, say) speaks the desktop's language, and Qt's dialog shows file
// dates and sizes in the system's locale; these show them in the language chosen in Settings,
// and name a folder with the program's own translation (Qt's Czech has none for it).

/** A file to open ("" when cancelled); `filter` as QFileDialog's ("Tile sets (*.json)"). */
QString openFileName(QWidget* parent, const QString& title, const QString& folder,
                     const QString& filter);
/** Files to open (empty when cancelled). */
QStringList openFileNames(QWidget* parent, const QString& title, const QString& folder,
                          const QString& filter);
/** A file to write ("" when cancelled); `suggestion` a name or a path; asks before replacing
 *  a file that exists. */
QString saveFileName(QWidget* parent, const QString& title, const QString& suggestion,
                     const QString& filter);
/** A folder ("" when cancelled). */
QString existingFolder(QWidget* parent, const QString& title, const QString& folder = {});

/** Makes `dialog` one of these (Qt's own, dates, sizes and kinds in the program's language). */
void prepareFileDialog(QFileDialog& dialog);

} // namespace slui
