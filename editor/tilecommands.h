// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tileset.h"

#include <QString>
#include <QUndoCommand>

#include <memory>
#include <vector>

namespace sled {

class TileSetDocument;

/** Command ids for QUndoCommand::id(): commands of one id merge when their merge keys match. */
enum CommandId { ChangeTilesId = 1, ChangeSetPropertiesId, ChangeTileIdId };

/**
 * Replaces tiles by edited versions: the command behind every edit of one or several tiles.
 * A command with a merge key merges with the previous one of the same key and tiles during one
 * typing run, so that a typed name is one undo step.
 */
class ChangeTiles : public QUndoCommand
{
public:
    ChangeTiles(TileSetDocument* doc, const QString& text, std::vector<int> indices,
                std::vector<sl::TileType> after, QString mergeKey = {});
    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey.isEmpty() ? -1 : ChangeTilesId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    TileSetDocument* m_doc;
    std::vector<int> m_indices;
    std::vector<sl::TileType> m_before;
    std::vector<sl::TileType> m_after;
    QString m_mergeKey;
    int m_run;
};

/** Changes a tile's id, and the set's start tile with it when it named that tile. */
class ChangeTileId : public QUndoCommand
{
public:
    ChangeTileId(TileSetDocument* doc, int index, std::string id);
    void undo() override;
    void redo() override;
    int id() const override { return ChangeTileIdId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    void apply(const std::string& id, bool start);
    TileSetDocument* m_doc;
    int m_index;
    std::string m_before;
    std::string m_after;
    bool m_wasStart;
    int m_run;
};

// The verb-noun edits of one tile. Each returns null when the edit is refused or changes nothing.
std::unique_ptr<QUndoCommand> changeEdge(TileSetDocument* doc, int tile, int dir,
                                         sl::EdgeKind kind);
std::unique_ptr<QUndoCommand> addEdgeRealm(TileSetDocument* doc, int tile, int dir,
                                           sl::EdgeKind kind);
std::unique_ptr<QUndoCommand> connectRealms(TileSetDocument* doc, int tile, int dirA, int dirB);
std::unique_ptr<QUndoCommand> extendRealm(TileSetDocument* doc, int tile, int realm, int dir);
std::unique_ptr<QUndoCommand> separateEdge(TileSetDocument* doc, int tile, int dir);
std::unique_ptr<QUndoCommand> addPlanet(TileSetDocument* doc, int tile, const std::string& name);
std::unique_ptr<QUndoCommand> removeRealm(TileSetDocument* doc, int tile, int realm);
std::unique_ptr<QUndoCommand> changeSymbols(TileSetDocument* doc, int tile, int realm,
                                            sl::Faction faction, int delta);
std::unique_ptr<QUndoCommand> renamePlanet(TileSetDocument* doc, int tile, int realm,
                                           const std::string& name);
/** `language` is "en" or "cs". */
std::unique_ptr<QUndoCommand> renameTile(TileSetDocument* doc, int tile, const QString& language,
                                         const std::string& name);
std::unique_ptr<QUndoCommand> changeTileId(TileSetDocument* doc, int tile, const std::string& id);
std::unique_ptr<QUndoCommand> changeCount(TileSetDocument* doc, const std::vector<int>& tiles,
                                          int count);
std::unique_ptr<QUndoCommand>
changeExpansionTag(TileSetDocument* doc, const std::vector<int>& tiles, const std::string& tag);

} // namespace sled
