// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once
// Helpers of the editor's tests.

#include "editor/tilesetdocument.h"
#include "rules/tileset.h"

#include <QAction>
#include <QString>
#include <QWidget>

namespace sled::testutil {

/** The action of `w` whose text (without its '&') is `text`, or null. */
inline QAction* action(QWidget& w, const QString& text)
{
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == text) return a;
    return nullptr;
}

/** The built-in set `builtin` under the id `id` (a set of its own: saving it asks for no new
 *  id), written to `path`; false when it cannot be written. */
inline bool writeOwnSet(const QString& path, const char* builtin = "base",
                        const char* id = "own-set")
{
    sl::TileSet set = sl::builtinTileSet(builtin);
    set.id = id;
    return TileSetDocument(set, TileSetDocument::Origin::New).save(path, nullptr);
}

} // namespace sled::testutil
