// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tileset.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QWidget;

class QUndoStack;

/** The tile-set editor: document, undo commands, models, widgets and window. */
namespace sled {

/** Everything of a set but its tiles. */
struct SetProperties
{
    std::string id;
    sl::TileSetRole role = sl::TileSetRole::Base;
    sl::LocalizedText name;
    bool reconstruction = false;
    sl::LocalizedText note;
    std::string startTile;
    bool operator==(const SetProperties&) const = default;
};

/**
 * One tile set being edited: the set, its undo stack, where it comes from and where it is
 * saved, and its live validation (the engine's own rules). Mutators are called by the undo
 * commands only; each emits a precise signal so that views redraw just what changed.
 */
class TileSetDocument : public QObject
{
    Q_OBJECT
public:
    /** Where the document came from: Save needs a file name unless it is File. */
    enum class Origin { New, Builtin, File };

    TileSetDocument(sl::TileSet set, Origin origin, QString filePath = {},
                    QObject* parent = nullptr);
    ~TileSetDocument() override;

    /** Opens a file. A file that is not a well-formed tile set (syntax, format, newer version,
     * unknown fields, too large) is refused with a message naming the file and the problem; a
     * well-formed set opens even with content problems, which are listed. With `waitOn`, the
     * file is read off the window's thread, with progress and Cancel shown on that window. */
    static std::unique_ptr<TileSetDocument> open(const QString& path, QString* error,
                                                 QWidget* waitOn = nullptr);
    /** A copy of a built-in set ("base", "exp1"); saving asks where. */
    static std::unique_ptr<TileSetDocument> openBuiltin(const QString& id);
    /** A new set with one blank tile (the start tile of a base set). */
    static std::unique_ptr<TileSetDocument> createNew(sl::TileSetRole role);

    const sl::TileSet& set() const { return m_set; }
    int tileCount() const { return static_cast<int>(m_set.tiles.size()); }
    const sl::TileType& tile(int index) const
    {
        return m_set.tiles[static_cast<std::size_t>(index)];
    }
    int indexOf(const std::string& id) const;
    SetProperties properties() const;

    QUndoStack* undoStack() const { return m_undo; }
    Origin origin() const { return m_origin; }
    QString filePath() const { return m_filePath; }
    /** What the window title shows: the file name, or the built-in set's name. */
    QString displayName() const;
    /** The name used in validation messages (the file name, or the set id + ".json"). */
    std::string problemFileName() const;
    bool isModified() const;

    /** The content problems of the set as it is now (empty when it can be played and saved). */
    const std::vector<sl::TileSetError>& problems() const { return m_problems; }
    bool isValid() const { return m_problems.empty(); }

    /**
     * Saves atomically (QSaveFile) in the stable layout. Refuses an invalid set with the reason
     * and reports I/O failures (read-only, full disk); on failure nothing on disk changes and
     * the document stays modified.
     */
    bool save(const QString& path, QString* error);
    /** Reloads the file (File origin) or the built-in set, dropping every change and the undo
     * history. */
    bool revert(QString* error);

    /** Ends the current typing run: the next typed change is a new undo step. */
    void closeMergeRun() { ++m_mergeRun; }
    int mergeRun() const { return m_mergeRun; }

    // --- mutators for the undo commands ---
    void replaceTile(int index, const sl::TileType& tile);
    void insertTile(int index, const sl::TileType& tile);
    void removeTile(int index);
    void moveTile(int from, int to);
    void setProperties(const SetProperties& p);

signals:
    void tileChanged(int index);
    void tileAboutToBeInserted(int index);
    void tileInserted(int index);
    void tileAboutToBeRemoved(int index);
    void tileRemoved(int index);
    void tileAboutToBeMoved(int from, int to);
    void tileMoved(int from, int to);
    void propertiesChanged();
    void problemsChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);
    /** The whole set was replaced (revert). */
    void reset();

private:
    void revalidate();

    sl::TileSet m_set;
    Origin m_origin;
    QString m_filePath;
    QString m_builtinId;
    QUndoStack* m_undo;
    std::vector<sl::TileSetError> m_problems;
    int m_mergeRun = 0;
};

} // namespace sled
