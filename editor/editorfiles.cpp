// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "editorfiles.h"
#include "common/filedialogs.h"

#include "common/statustext.h"
#include "common/tilesetfolder.h"
#include "ownsetdialog.h"
#include "setcommands.h"
#include "tilesetdocument.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QUndoStack>

namespace sled {
namespace {
constexpr int kMaxRecent = 8;
constexpr QLatin1String kRecentKey("editor/recent");
} // namespace

EditorFiles::EditorFiles(QWidget* window, slui::StatusText* status)
    : QObject(window), m_window(window), m_status(status)
{
}

// The document's models are its children: they go with it.
EditorFiles::~EditorFiles() = default;

void EditorFiles::setDocument(std::unique_ptr<TileSetDocument> doc)
{
    // The old document goes once the window shows the new one.
    const std::unique_ptr<TileSetDocument> old = std::move(m_doc);
    m_doc = std::move(doc);
    emit documentChanged(m_doc.get());
}

void EditorFiles::closeDocument()
{
    m_doc.reset();
}

void EditorFiles::warn(const QString& title, const QString& text)
{
    m_status->show([text] { return text; }, 8000); // said in the language it was made in
    QMessageBox::warning(m_window, title, text);
}

bool EditorFiles::maybeSave()
{
    if (!m_doc || !m_doc->isModified()) return true;
    const auto answer = QMessageBox::question(
        m_window, tr("Unsaved changes"),
        tr("The tile set “%1” has unsaved changes. Save them?").arg(m_doc->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

bool EditorFiles::openFile(const QString& path)
{
    QString error;
    auto doc = TileSetDocument::open(path, &error, m_window);
    if (!doc) {
        warn(tr("Cannot open the tile set"), error);
        return false;
    }
    setDocument(std::move(doc));
    addRecent(m_doc->filePath());
    return true;
}

void EditorFiles::openBuiltin(const QString& id)
{
    setDocument(TileSetDocument::openBuiltin(id));
}

void EditorFiles::newSet(sl::TileSetRole role)
{
    if (maybeSave()) setDocument(TileSetDocument::createNew(role));
}

bool EditorFiles::save()
{
    if (m_doc->origin() == TileSetDocument::Origin::File) return saveTo(m_doc->filePath());
    return saveAs();
}

bool EditorFiles::giveOwnIdentity()
{
    // A changed built-in set gets an id and a name of its own before it is written, so that
    // its games are told apart from games with the built-in set.
    if (!isEditedBuiltin(m_doc->set())) return true;
    OwnSetDialog dialog(m_doc->properties(), m_window);
    if (dialog.exec() != QDialog::Accepted) return false;
    m_doc->undoStack()->push(
        changeProperties(m_doc.get(), dialog.properties(), tr("Give the set its own id and name"))
            .release());
    return true;
}

bool EditorFiles::saveAs()
{
    if (!giveOwnIdentity()) return false;
    const QString suggestion = m_doc->filePath().isEmpty()
                                   ? slui::userTileSetFolder() + QLatin1Char('/') +
                                         QString::fromStdString(m_doc->set().id) +
                                         QStringLiteral(".json")
                                   : m_doc->filePath();
    QString path =
        slui::saveFileName(m_window, tr("Save the tile set"), suggestion, tr("Tile sets (*.json)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".json");
    return saveTo(path);
}

bool EditorFiles::saveTo(const QString& path)
{
    if (!giveOwnIdentity()) return false;
    QString error;
    if (!m_doc->save(path, &error)) {
        warn(tr("Cannot save the tile set"), error);
        return false;
    }
    addRecent(m_doc->filePath());
    m_status->show([path = QDir::toNativeSeparators(
                        m_doc->filePath())] { return tr("Saved to %1").arg(path); },
                   5000);
    emit fileStateChanged();
    return true;
}

bool EditorFiles::revert()
{
    if (m_doc->isModified() &&
        QMessageBox::question(
            m_window, tr("Revert"),
            tr("Drop every change to “%1” since it was opened or saved?").arg(m_doc->displayName()),
            QMessageBox::Discard | QMessageBox::Cancel,
            QMessageBox::Cancel) != QMessageBox::Discard)
        return false;
    QString error;
    if (!m_doc->revert(&error)) {
        warn(tr("Cannot revert"), error);
        return false;
    }
    emit fileStateChanged();
    return true;
}

void EditorFiles::open()
{
    if (!maybeSave()) return;
    const QString path =
        slui::openFileName(m_window, tr("Open a tile set"), slui::userTileSetFolder(),
                           tr("Tile sets (*.json);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

void EditorFiles::fillRecentMenu(QMenu* menu)
{
    menu->clear();
    const QStringList recent = recentFiles();
    for (const QString& path : recent) {
        QAction* a = menu->addAction(QDir::toNativeSeparators(path), this, [this, path] {
            if (maybeSave()) openFile(path);
        });
        a->setEnabled(QFileInfo::exists(path));
    }
    if (recent.isEmpty()) menu->addAction(tr("(none yet)"))->setEnabled(false);
}

QStringList EditorFiles::recentFiles()
{
    return QSettings().value(kRecentKey).toStringList();
}

void EditorFiles::addRecent(const QString& path)
{
    QStringList recent = recentFiles();
    recent.removeAll(path);
    recent.prepend(path);
    QSettings().setValue(kRecentKey, recent.mid(0, kMaxRecent));
}

} // namespace sled
