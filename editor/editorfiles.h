// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tileset.h"

#include <QObject>
#include <QStringList>

#include <memory>

class QMenu;
class QWidget;

namespace slui {
class StatusText;
} // namespace slui

namespace sled {

class TileSetDocument;

/**
 * The edited document's life in files: it holds the document, opens another (a file, a built-in
 * set, a new set), saves it (a changed built-in set first gets an id and a name of its own),
 * reverts it, asks about unsaved changes and keeps the list of recent files. Questions, file
 * dialogs and messages are shown over `window`; the window shows whatever document it holds.
 */
class EditorFiles : public QObject
{
    Q_OBJECT
public:
    EditorFiles(QWidget* window, slui::StatusText* status);
    ~EditorFiles() override;

    TileSetDocument* document() const { return m_doc.get(); }

    /** Asks about unsaved changes, then for a file to open in place of the document. */
    void open();
    /** Opens a file in place of the document (not asking first); a refused file shows why. */
    bool openFile(const QString& path);
    void openBuiltin(const QString& id);
    /** A new, empty set in place of the document, after asking about unsaved changes. */
    void newSet(sl::TileSetRole role);
    bool save();
    bool saveAs();
    /** Saves to `path` without a dialog; on failure shows (and returns) the reason. */
    bool saveTo(const QString& path);
    /** Asks a changed built-in set for an id and name of its own; false when cancelled. */
    bool giveOwnIdentity();
    bool revert();
    /** Asks about unsaved changes; false when the user cancels. */
    bool maybeSave();

    /** Lets go of the document (the window closing): no question, no signal. */
    void closeDocument();
    /** The files opened or saved last, the latest first. */
    static QStringList recentFiles();
    /** Fills `menu` with the recent files: each opens after asking about unsaved changes; one
     *  no longer there is greyed. */
    void fillRecentMenu(QMenu* menu);
    /** Says a problem in the status bar and in a message box. */
    void warn(const QString& title, const QString& text);

signals:
    /** Another document is held now; the one before is deleted when this returns. */
    void documentChanged(sled::TileSetDocument* doc);
    /** The document was saved or reverted: where it comes from may have changed. */
    void fileStateChanged();

private:
    void setDocument(std::unique_ptr<TileSetDocument> doc);
    static void addRecent(const QString& path);

    QWidget* m_window;
    slui::StatusText* m_status;
    std::unique_ptr<TileSetDocument> m_doc;
};

} // namespace sled
