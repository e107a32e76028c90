// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once
// Helpers of the editor's tests.

#include "editor/editorwindow.h"
#include "editor/tileeditor.h"
#include "editor/tilesetdocument.h"
#include "rules/tileset.h"

#include <QAction>
#include <QCoreApplication>
#include <QString>
#include <QTest>
#include <QTranslator>
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

/** Installs the game's translation of `code` ("en", "cs") as the game does, in place of the one
 *  installed before. */
inline void applyTranslation(const QString& code)
{
    static QTranslator* installed = nullptr;
    if (installed) {
        QCoreApplication::removeTranslator(installed);
        delete installed;
    }
    installed = new QTranslator;
    if (!installed->load(QStringLiteral(":/i18n/starlanes_%1.qm").arg(code)))
        qFatal("no translation %s", qPrintable(code));
    QCoreApplication::installTranslator(installed);
}

inline void click(QWidget* w, QPointF at)
{
    QTest::mouseClick(w, Qt::LeftButton, Qt::NoModifier, at.toPoint());
}

/** The tile type the editor of `w` shows. */
inline const sl::TileType& current(EditorWindow& w)
{
    return w.document()->tile(w.tileEditor()->currentTile());
}

} // namespace sled::testutil
