// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "tilesetdocument.h"

#include <QUndoCommand>

#include <memory>
#include <vector>

namespace sled {

/** Inserts a tile type (Add tile, Duplicate tile). */
class AddTile : public QUndoCommand
{
public:
    AddTile(TileSetDocument* doc, int index, sl::TileType tile, const QString& text);
    void undo() override;
    void redo() override;

private:
    TileSetDocument* m_doc;
    int m_index;
    sl::TileType m_tile;
};

/** Deletes tile types; undo puts each back at its place. */
class DeleteTiles : public QUndoCommand
{
public:
    DeleteTiles(TileSetDocument* doc, std::vector<int> indices);
    void undo() override;
    void redo() override;

private:
    TileSetDocument* m_doc;
    std::vector<int> m_indices; ///< ascending
    std::vector<sl::TileType> m_tiles;
};

/** Moves a tile type to another place in the list (the order tiles are shown and saved in). */
class MoveTile : public QUndoCommand
{
public:
    MoveTile(TileSetDocument* doc, int from, int to);
    void undo() override;
    void redo() override;

private:
    TileSetDocument* m_doc;
    int m_from;
    int m_to;
};

/** Changes the set's own fields; typed text merges like ChangeTiles. */
class ChangeSetProperties : public QUndoCommand
{
public:
    ChangeSetProperties(TileSetDocument* doc, SetProperties after, const QString& text,
                        QString mergeKey = {});
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    TileSetDocument* m_doc;
    SetProperties m_before;
    SetProperties m_after;
    QString m_mergeKey;
    int m_run;
};

/** A set-properties change, or null when it changes nothing. */
std::unique_ptr<QUndoCommand> changeProperties(TileSetDocument* doc, const SetProperties& after,
                                               const QString& text, const QString& mergeKey = {});

} // namespace sled
