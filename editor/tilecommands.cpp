// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Undo commands that edit tiles (see tilecommands.h).
#include "tilecommands.h"

#include "tileedits.h"
#include "tilesetdocument.h"

#include <QCoreApplication>

namespace sled {
namespace {

std::unique_ptr<QUndoCommand> one(TileSetDocument* doc, int tile,
                                  const std::optional<sl::TileType>& after, const QString& label,
                                  const QString& mergeKey = {})
{
    if (!after || *after == doc->tile(tile)) return nullptr;
    return std::make_unique<ChangeTiles>(doc, label, std::vector<int>{tile},
                                         std::vector<sl::TileType>{*after}, mergeKey);
}

/** The same edit applied to several tiles; tiles it does not change are left out. */
template <class Edit>
std::unique_ptr<QUndoCommand> changeEach(TileSetDocument* doc, const std::vector<int>& tiles,
                                         Edit edit, const QString& label,
                                         const QString& mergeKey = {})
{
    std::vector<int> changed;
    std::vector<sl::TileType> after;
    for (int i : tiles) {
        sl::TileType t = doc->tile(i);
        edit(t);
        if (t == doc->tile(i)) continue;
        changed.push_back(i);
        after.push_back(std::move(t));
    }
    if (changed.empty()) return nullptr;
    return std::make_unique<ChangeTiles>(doc, label, std::move(changed), std::move(after),
                                         mergeKey);
}

} // namespace

ChangeTiles::ChangeTiles(TileSetDocument* doc, const QString& label, std::vector<int> indices,
                         std::vector<sl::TileType> after, QString mergeKey)
    : QUndoCommand(label), m_doc(doc), m_indices(std::move(indices)), m_after(std::move(after)),
      m_mergeKey(std::move(mergeKey)), m_run(doc->mergeRun())
{
    for (int i : m_indices)
        m_before.push_back(doc->tile(i));
}

void ChangeTiles::undo()
{
    for (std::size_t k = 0; k < m_indices.size(); ++k)
        m_doc->replaceTile(m_indices[k], m_before[k]);
}

void ChangeTiles::redo()
{
    for (std::size_t k = 0; k < m_indices.size(); ++k)
        m_doc->replaceTile(m_indices[k], m_after[k]);
}

bool ChangeTiles::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const ChangeTiles*>(other);
    if (o->m_mergeKey != m_mergeKey || o->m_indices != m_indices || o->m_run != m_run) return false;
    m_after = o->m_after;
    setObsolete(m_after == m_before);
    return true;
}

ChangeTileId::ChangeTileId(TileSetDocument* doc, int index, std::string id)
    : QUndoCommand(QCoreApplication::translate("Commands", "Change tile id")), m_doc(doc),
      m_index(index), m_before(doc->tile(index).id), m_after(std::move(id)),
      m_wasStart(doc->set().startTile == m_before), m_run(doc->mergeRun())
{
}

void ChangeTileId::apply(const std::string& id, bool start)
{
    sl::TileType t = m_doc->tile(m_index);
    t.id = id;
    m_doc->replaceTile(m_index, t);
    if (start) {
        SetProperties p = m_doc->properties();
        p.startTile = id;
        m_doc->setProperties(p);
    }
}

void ChangeTileId::undo()
{
    apply(m_before, m_wasStart);
}
void ChangeTileId::redo()
{
    apply(m_after, m_wasStart);
}

bool ChangeTileId::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const ChangeTileId*>(other);
    if (o->m_index != m_index || o->m_run != m_run) return false;
    m_after = o->m_after;
    setObsolete(m_after == m_before);
    return true;
}

std::unique_ptr<QUndoCommand> changeEdge(TileSetDocument* doc, int tile, int dir, sl::EdgeKind kind)
{
    return one(doc, tile, edit::setEdge(doc->tile(tile), dir, kind),
               QCoreApplication::translate("Commands", "Change edge"));
}

std::unique_ptr<QUndoCommand> addEdgeRealm(TileSetDocument* doc, int tile, int dir,
                                           sl::EdgeKind kind)
{
    if (doc->tile(tile).edges[static_cast<std::size_t>(dir & 3)] != sl::EdgeKind::Space)
        return nullptr;
    return one(doc, tile, edit::setEdge(doc->tile(tile), dir, kind),
               QCoreApplication::translate("Commands", "Add realm"));
}

std::unique_ptr<QUndoCommand> connectRealms(TileSetDocument* doc, int tile, int dirA, int dirB)
{
    return one(doc, tile, edit::connectEdges(doc->tile(tile), dirA, dirB),
               QCoreApplication::translate("Commands", "Connect realms"));
}

std::unique_ptr<QUndoCommand> extendRealm(TileSetDocument* doc, int tile, int realm, int dir)
{
    return one(doc, tile, edit::extendRealm(doc->tile(tile), realm, dir),
               QCoreApplication::translate("Commands", "Connect realms"));
}

std::unique_ptr<QUndoCommand> separateEdge(TileSetDocument* doc, int tile, int dir)
{
    return one(doc, tile, edit::separateEdge(doc->tile(tile), dir),
               QCoreApplication::translate("Commands", "Separate edge"));
}

std::unique_ptr<QUndoCommand> addPlanet(TileSetDocument* doc, int tile, const std::string& name)
{
    return one(doc, tile, edit::addPlanet(doc->tile(tile), name),
               QCoreApplication::translate("Commands", "Add realm"));
}

std::unique_ptr<QUndoCommand> removeRealm(TileSetDocument* doc, int tile, int realm)
{
    return one(doc, tile, edit::removeRealm(doc->tile(tile), realm),
               QCoreApplication::translate("Commands", "Remove realm"));
}

std::unique_ptr<QUndoCommand> changeSymbols(TileSetDocument* doc, int tile, int realm,
                                            sl::Faction faction, int delta)
{
    return one(doc, tile, edit::changeSymbolCount(doc->tile(tile), realm, faction, delta),
               delta > 0 ? QCoreApplication::translate("Commands", "Add symbol")
                         : QCoreApplication::translate("Commands", "Remove symbol"));
}

std::unique_ptr<QUndoCommand> renamePlanet(TileSetDocument* doc, int tile, int realm,
                                           const std::string& name)
{
    return one(doc, tile, edit::setPlanetName(doc->tile(tile), realm, name),
               QCoreApplication::translate("Commands", "Rename planet"),
               QStringLiteral("planet%1").arg(realm));
}

std::unique_ptr<QUndoCommand> renameTile(TileSetDocument* doc, int tile, const QString& language,
                                         const std::string& name)
{
    sl::TileType t = doc->tile(tile);
    (language == QLatin1String("cs") ? t.name.cs : t.name.en) = name;
    return one(doc, tile, t, QCoreApplication::translate("Commands", "Rename tile"),
               QStringLiteral("name.") + language);
}

std::unique_ptr<QUndoCommand> changeTileId(TileSetDocument* doc, int tile, const std::string& id)
{
    if (doc->tile(tile).id == id) return nullptr;
    return std::make_unique<ChangeTileId>(doc, tile, id);
}

std::unique_ptr<QUndoCommand> changeCount(TileSetDocument* doc, const std::vector<int>& tiles,
                                          int count)
{
    return changeEach(
        doc, tiles, [count](sl::TileType& t) { t.count = count; },
        QCoreApplication::translate("Commands", "Change count"), QStringLiteral("count"));
}

std::unique_ptr<QUndoCommand>
changeExpansionTag(TileSetDocument* doc, const std::vector<int>& tiles, const std::string& tag)
{
    return changeEach(
        doc, tiles, [&tag](sl::TileType& t) { t.expansion = tag; },
        QCoreApplication::translate("Commands", "Change expansion tag"));
}

} // namespace sled
