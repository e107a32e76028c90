// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The tile-set document: the set, its undo stack, file I/O and live validation.
#include "tilesetdocument.h"

#include "common/filetext.h"
#include "common/problemtext.h"
#include "common/waitwithprogress.h"
#include "tileedits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

namespace sled {

TileSetDocument::TileSetDocument(sl::TileSet set, Origin origin, QString filePath, QObject* parent)
    : QObject(parent), m_set(std::move(set)), m_origin(origin), m_filePath(std::move(filePath)),
      m_undo(new QUndoStack(this))
{
    if (origin == Origin::Builtin) m_builtinId = QString::fromStdString(m_set.id);
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    revalidate();
}

TileSetDocument::~TileSetDocument() = default;

std::unique_ptr<TileSetDocument> TileSetDocument::open(const QString& path, QString* error,
                                                       QWidget* waitOn)
{
    // The engine's reader, as every other reader of tile sets: the same limits and reasons.
    sl::TileSetLoadResult r;
    auto read = [&] { r = sl::loadTileSetFile(QFile::encodeName(path).toStdString(), false); };
    if (!waitOn)
        read();
    else if (!slui::waitWithProgress(waitOn, tr("Reading %1…").arg(QFileInfo(path).fileName()),
                                     [&](slui::Progress&) { read(); })) {
        if (error) *error = tr("Reading %1 was cancelled.").arg(QDir::toNativeSeparators(path));
        return nullptr;
    }
    if (!r.ok()) {
        if (error) *error = slui::loadProblemText(r);
        return nullptr;
    }
    return std::make_unique<TileSetDocument>(r.set, Origin::File,
                                             QFileInfo(path).absoluteFilePath());
}

std::unique_ptr<TileSetDocument> TileSetDocument::openBuiltin(const QString& id)
{
    return std::make_unique<TileSetDocument>(sl::builtinTileSet(id.toStdString()), Origin::Builtin);
}

std::unique_ptr<TileSetDocument> TileSetDocument::createNew(sl::TileSetRole role)
{
    sl::TileSet set;
    set.role = role;
    const bool base = role == sl::TileSetRole::Base;
    set.id = base ? "my-base" : "my-expansion";
    set.name = base ? sl::LocalizedText{"My tile set", "Moje sada kartiček"}
                    : sl::LocalizedText{"My expansion", "Moje rozšíření"};
    sl::TileType first =
        edit::blankTile(set, base ? "base" : "exp1", {"New tile", "Nová kartička"});
    if (base) set.startTile = first.id;
    set.tiles.push_back(first);
    return std::make_unique<TileSetDocument>(set, Origin::New);
}

int TileSetDocument::indexOf(const std::string& id) const
{
    for (int i = 0; i < tileCount(); ++i)
        if (tile(i).id == id) return i;
    return -1;
}

SetProperties TileSetDocument::properties() const
{
    return {m_set.id, m_set.role, m_set.name, m_set.reconstruction, m_set.note, m_set.startTile};
}

QString TileSetDocument::displayName() const
{
    if (!m_filePath.isEmpty()) return QFileInfo(m_filePath).fileName();
    if (m_origin == Origin::Builtin)
        return m_builtinId == QLatin1String("base") ? tr("Base game (built-in, a copy)")
                                                    : tr("Expansion 1 (built-in, a copy)");
    return tr("New tile set");
}

std::string TileSetDocument::problemFileName() const
{
    if (!m_filePath.isEmpty()) return QFileInfo(m_filePath).fileName().toStdString();
    return (m_set.id.empty() ? std::string("tileset") : m_set.id) + ".json";
}

bool TileSetDocument::isModified() const
{
    return !m_undo->isClean();
}

bool TileSetDocument::save(const QString& path, QString* error)
{
    auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    const std::vector<sl::TileSetError> problems =
        sl::validateTileSet(m_set, QFileInfo(path).fileName().toStdString());
    if (!problems.empty())
        return fail(tr("The set cannot be saved: %n problem(s) to fix. The first one:", nullptr,
                       int(problems.size())) +
                    QLatin1Char('\n') + slui::problemTextInSet(problems.front()));
    const std::string text = sl::serializeTileSet(m_set);
    // Whole or not at all, never over a game database (the file dialog asked about replacing).
    if (const QString problem = slui::writeWholeFile(path, QByteArray::fromStdString(text), true);
        !problem.isEmpty())
        return fail(problem);
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_origin = Origin::File;
    m_undo->setClean();
    if (absolute != m_filePath) {
        m_filePath = absolute;
        emit filePathChanged(m_filePath);
    }
    revalidate(); // the file name in the messages changed
    return true;
}

bool TileSetDocument::revert(QString* error)
{
    sl::TileSet fresh;
    if (m_origin == Origin::File) {
        auto doc = open(m_filePath, error);
        if (!doc) return false;
        fresh = doc->set();
    } else if (m_origin == Origin::Builtin) {
        fresh = sl::builtinTileSet(m_builtinId.toStdString());
    } else {
        fresh = createNew(m_set.role)->set();
    }
    m_undo->clear();
    m_set = std::move(fresh);
    emit reset();
    emit propertiesChanged();
    revalidate();
    return true;
}

void TileSetDocument::replaceTile(int index, const sl::TileType& tile)
{
    m_set.tiles[static_cast<std::size_t>(index)] = tile;
    emit tileChanged(index);
    revalidate();
}

void TileSetDocument::insertTile(int index, const sl::TileType& tile)
{
    emit tileAboutToBeInserted(index);
    m_set.tiles.insert(m_set.tiles.begin() + index, tile);
    emit tileInserted(index);
    revalidate();
}

void TileSetDocument::removeTile(int index)
{
    emit tileAboutToBeRemoved(index);
    m_set.tiles.erase(m_set.tiles.begin() + index);
    emit tileRemoved(index);
    revalidate();
}

void TileSetDocument::moveTile(int from, int to)
{
    if (from == to) return;
    emit tileAboutToBeMoved(from, to);
    sl::TileType t = std::move(m_set.tiles[static_cast<std::size_t>(from)]);
    m_set.tiles.erase(m_set.tiles.begin() + from);
    m_set.tiles.insert(m_set.tiles.begin() + to, std::move(t));
    emit tileMoved(from, to);
    revalidate();
}

void TileSetDocument::setProperties(const SetProperties& p)
{
    m_set.id = p.id;
    m_set.role = p.role;
    m_set.name = p.name;
    m_set.reconstruction = p.reconstruction;
    m_set.note = p.note;
    m_set.startTile = p.startTile;
    emit propertiesChanged();
    revalidate();
}

void TileSetDocument::revalidate()
{
    std::vector<sl::TileSetError> now = sl::validateTileSet(m_set, problemFileName());
    if (now == m_problems) return;
    m_problems = std::move(now);
    emit problemsChanged();
}

} // namespace sled
