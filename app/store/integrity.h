// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "dbfile.h"

#include <QString>

#include <optional>

/** Damage inside a database file, found before this run of the program first writes to it. */
namespace slapp {

/** What a check of a file found: nothing, or the first problem SQLite reported. */
struct IntegrityResult
{
    bool damaged = false;
    QString
        detail; ///< SQLite's first complaint ("Page 812: btreeInitPage() returns error code 11")
};

/**
 * PRAGMA quick_check of the file at `absolutePath` on a read-only connection of its own, which
 * never writes to the file or its log (it may run on any thread). A file SQLite cannot say
 * anything of (locked, say) is not called damaged: the store's own statements report it.
 * On a 214 MB database of 12,500 games it takes 0.40 s from the page cache and 2.9 s from the
 * disk (docs/figures.md, P27 and P28).
 */
IntegrityResult quickCheck(const QString& absolutePath);
/** The same with PRAGMA integrity_check (slower: also the indexes against their tables), every
 *  line SQLite reports in `detail`. */
IntegrityResult fullCheck(const QString& absolutePath);

/** What this run of the program found in the file of `identity` before, if it checked it. */
std::optional<IntegrityResult> checkedBefore(const FileIdentity& identity);
/** Keeps what a check of the file of `identity` found, for the rest of this run. */
void rememberCheck(const FileIdentity& identity, const IntegrityResult& result);
/** How many checks of the file of `identity` this run made (for tests). */
int checksMade(const FileIdentity& identity);

} // namespace slapp
