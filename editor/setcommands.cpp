// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Undo commands on the list of tiles and the set's own fields.
#include "setcommands.h"

#include "tilecommands.h"

#include <QCoreApplication>

#include <algorithm>

namespace sled {

AddTile::AddTile(TileSetDocument* doc, int index, sl::TileType tile, const QString& text)
    : QUndoCommand(text), m_doc(doc), m_index(index), m_tile(std::move(tile))
{
}

void AddTile::undo()
{
    m_doc->removeTile(m_index);
}
void AddTile::redo()
{
    m_doc->insertTile(m_index, m_tile);
}

DeleteTiles::DeleteTiles(TileSetDocument* doc, std::vector<int> indices)
    : QUndoCommand(QCoreApplication::translate("Commands", "Delete %n tile(s)", nullptr,
                                               int(indices.size()))),
      m_doc(doc), m_indices(std::move(indices))
{
    std::sort(m_indices.begin(), m_indices.end());
    m_indices.erase(std::unique(m_indices.begin(), m_indices.end()), m_indices.end());
    for (int i : m_indices)
        m_tiles.push_back(doc->tile(i));
}

void DeleteTiles::undo()
{
    for (std::size_t k = 0; k < m_indices.size(); ++k)
        m_doc->insertTile(m_indices[k], m_tiles[k]);
}

void DeleteTiles::redo()
{
    for (std::size_t k = m_indices.size(); k-- > 0;)
        m_doc->removeTile(m_indices[k]);
}

MoveTile::MoveTile(TileSetDocument* doc, int from, int to)
    : QUndoCommand(QCoreApplication::translate("Commands", "Move tile")), m_doc(doc), m_from(from),
      m_to(to)
{
}

void MoveTile::undo()
{
    m_doc->moveTile(m_to, m_from);
}
void MoveTile::redo()
{
    m_doc->moveTile(m_from, m_to);
}

ChangeSetProperties::ChangeSetProperties(TileSetDocument* doc, SetProperties after,
                                         const QString& text, QString mergeKey)
    : QUndoCommand(text), m_doc(doc), m_before(doc->properties()), m_after(std::move(after)),
      m_mergeKey(std::move(mergeKey)), m_run(doc->mergeRun())
{
}

void ChangeSetProperties::undo()
{
    m_doc->setProperties(m_before);
}
void ChangeSetProperties::redo()
{
    m_doc->setProperties(m_after);
}

int ChangeSetProperties::id() const
{
    return m_mergeKey.isEmpty() ? -1 : ChangeSetPropertiesId;
}

bool ChangeSetProperties::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const ChangeSetProperties*>(other);
    if (o->m_mergeKey != m_mergeKey || o->m_run != m_run) return false;
    m_after = o->m_after;
    setObsolete(m_after == m_before);
    return true;
}

std::unique_ptr<QUndoCommand> changeProperties(TileSetDocument* doc, const SetProperties& after,
                                               const QString& text, const QString& mergeKey)
{
    if (after == doc->properties()) return nullptr;
    return std::make_unique<ChangeSetProperties>(doc, after, text, mergeKey);
}

} // namespace sled
