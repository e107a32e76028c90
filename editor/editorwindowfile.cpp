// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// EditorWindow: the document, files, the tile list's commands and the tools.
#include "editorwindow.h"

#include "common/statustext.h"
#include "ownsetdialog.h"

#include "balancedialog.h"
#include "checkmodels.h"
#include "common/tilesetfolder.h"
#include "comparedialog.h"
#include "setcommands.h"
#include "setpanel.h"
#include "tilecommands.h"
#include "tileeditor.h"
#include "tileedits.h"
#include "tilelistmodel.h"
#include "tilesetdocument.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QUndoGroup>
#include <QUndoStack>

namespace sled {
namespace {
constexpr int kMaxRecent = 8;
} // namespace

void EditorWindow::setDocument(std::unique_ptr<TileSetDocument> doc)
{
    // The old document goes once the views show the new one, and its models with it (they are
    // its children).
    const std::unique_ptr<TileSetDocument> old = std::move(m_doc);
    m_doc = std::move(doc);
    m_undoGroup->addStack(m_doc->undoStack());
    m_undoGroup->setActiveStack(m_doc->undoStack());
    m_model = new TileListModel(m_doc.get(), m_doc.get());
    m_model->setThumbnailSize(m_list->iconSize().width());
    m_filter->setSourceModel(m_model);
    m_problems = new ProblemListModel(m_doc.get(), m_doc.get());
    m_problemView->setModel(m_problems);
    m_facts = new FactListModel(m_doc.get(), m_doc.get());
    m_factView->setModel(m_facts);

    QHeaderView* header = m_list->horizontalHeader();
    header->setSectionResizeMode(TileListModel::TileColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TileListModel::NameColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(TileListModel::CountColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TileListModel::BoxColumn, QHeaderView::ResizeToContents);

    TileSetDocument* d = m_doc.get();
    connect(d, &TileSetDocument::modifiedChanged, this, &EditorWindow::updateTitle);
    connect(d, &TileSetDocument::filePathChanged, this, &EditorWindow::updateTitle);
    connect(d, &TileSetDocument::problemsChanged, this, [this] {
        updateChecks();
        updateActions();
    });
    for (auto signal : {&TileSetDocument::tileChanged, &TileSetDocument::tileInserted,
                        &TileSetDocument::tileRemoved})
        connect(d, signal, this, &EditorWindow::updateChecks);
    connect(d, &TileSetDocument::propertiesChanged, this, &EditorWindow::updateChecks);
    connect(d, &TileSetDocument::reset, this, [this] { selectTile(0); });
    m_editor->setDocument(d);
    m_setPanel->setDocument(d);
    selectTile(0);
    updateTitle();
    updateChecks();
    updateActions();
}

void EditorWindow::selectTile(int index)
{
    if (!m_doc || index < 0 || index >= m_doc->tileCount()) {
        m_editor->setCurrentTile(-1);
        return;
    }
    QModelIndex i = m_filter->mapFromSource(m_model->index(index, 0));
    if (!i.isValid()) { // filtered out: show every tile again
        m_search->clear();
        m_kindFilter->setCurrentIndex(0);
        m_symbolFilter->setCurrentIndex(0);
        i = m_filter->mapFromSource(m_model->index(index, 0));
    }
    m_list->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect |
                                                     QItemSelectionModel::Rows);
    m_list->scrollTo(i);
    m_editor->setCurrentTile(index);
}

std::vector<int> EditorWindow::selectedTiles() const
{
    std::vector<int> rows;
    for (const QModelIndex& i : m_list->selectionModel()->selectedRows())
        rows.push_back(m_filter->mapToSource(i).row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void EditorWindow::goToProblem(int row)
{
    if (!m_doc || row < 0 || row >= int(m_doc->problems().size())) return;
    const sl::TileSetError e = m_doc->problems()[std::size_t(row)];
    const QString field = QString::fromStdString(e.field);
    static const QRegularExpression tileRe(QStringLiteral("^tiles\\[(\\d+)\\]"));
    const QRegularExpressionMatch m = tileRe.match(field);
    const int tile = m.hasMatch() ? m.captured(1).toInt() : m_doc->indexOf(e.tileId);
    if (tile >= 0 && (m.hasMatch() || !e.tileId.empty())) {
        selectTile(tile);
        m_editor->focusField(field);
        return;
    }
    m_setDock->show();
    m_setDock->raise();
    m_setPanel->focusField(field);
}

void EditorWindow::updateTitle()
{
    if (!m_doc) return;
    setWindowTitle(tr("%1[*] — Starlanes tile-set editor").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
}

void EditorWindow::updateChecks()
{
    if (!m_doc) return;
    const int problems = int(m_doc->problems().size());
    m_problemSummary->setText(problems == 0 ? tr("No problems: this set can be saved and played.")
                                            : tr("%n problem(s) to fix before the set can be saved "
                                                 "or played. Click one to go to its field.",
                                                 nullptr, problems));
    m_problemSummary->setStyleSheet(problems ? QStringLiteral("color: #ff8a80;")
                                             : QStringLiteral("color: #8fe3a8;"));
    const int failing = m_facts->failing();
    const int facts = m_facts->rowCount();
    m_factSummary->setText(
        failing == 0
            ? tr("%1: all facts hold.").arg(m_facts->title())
            : tr("%1: %2 of %3 facts broken.").arg(m_facts->title()).arg(failing).arg(facts));
    m_status->setText(tr("%n tile type(s)", nullptr, m_doc->tileCount()) + QStringLiteral(" · ") +
                      tr("%n tile(s)", nullptr, m_doc->set().totalTiles()));
}

void EditorWindow::updateActions()
{
    if (!m_doc) return;
    const std::vector<int> sel = selectedTiles();
    const int current = m_editor->currentTile();
    m_duplicateAct->setEnabled(current >= 0);
    m_deleteAct->setEnabled(!sel.empty() && int(sel.size()) < m_doc->tileCount());
    m_upAct->setEnabled(current > 0);
    m_downAct->setEnabled(current >= 0 && current + 1 < m_doc->tileCount());
    m_countAct->setEnabled(!sel.empty());
    m_boxMenu->setEnabled(!sel.empty());
    m_revertAct->setEnabled(m_doc->origin() != TileSetDocument::Origin::New || m_doc->isModified());
    const bool valid = m_doc->isValid();
    for (QAction* a : {m_playAct, m_balanceAct}) {
        a->setEnabled(valid);
        a->setStatusTip(valid ? QString() : tr("Fix the problems of the set first."));
    }
}

void EditorWindow::showMessage(const QString& title, const QString& text)
{
    m_statusText->show([text] { return text; }, 8000); // said in the language it was made in
    QMessageBox::warning(this, title, text);
}

bool EditorWindow::maybeSave()
{
    if (!m_doc || !m_doc->isModified()) return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"),
        tr("The tile set “%1” has unsaved changes. Save them?").arg(m_doc->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void EditorWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("editor/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("editor/state"), saveState());
    event->accept();
}

bool EditorWindow::openFile(const QString& path)
{
    QString error;
    auto doc = TileSetDocument::open(path, &error, this);
    if (!doc) {
        showMessage(tr("Cannot open the tile set"), error);
        return false;
    }
    setDocument(std::move(doc));
    addRecent(m_doc->filePath());
    return true;
}

void EditorWindow::openBuiltin(const QString& id)
{
    setDocument(TileSetDocument::openBuiltin(id));
}

void EditorWindow::newSet(sl::TileSetRole role)
{
    if (maybeSave()) setDocument(TileSetDocument::createNew(role));
}

bool EditorWindow::save()
{
    if (m_doc->origin() == TileSetDocument::Origin::File) return saveTo(m_doc->filePath());
    return saveAs();
}

bool EditorWindow::giveOwnIdentity()
{
    // A changed built-in set gets an id and a name of its own before it is written, so that
    // its games are told apart from games with the built-in set.
    if (!isEditedBuiltin(m_doc->set())) return true;
    OwnSetDialog dialog(m_doc->properties(), this);
    if (dialog.exec() != QDialog::Accepted) return false;
    m_doc->undoStack()->push(
        changeProperties(m_doc.get(), dialog.properties(), tr("Give the set its own id and name"))
            .release());
    return true;
}

bool EditorWindow::saveAs()
{
    if (!giveOwnIdentity()) return false;
    const QString suggestion = m_doc->filePath().isEmpty()
                                   ? slui::userTileSetFolder() + QLatin1Char('/') +
                                         QString::fromStdString(m_doc->set().id) +
                                         QStringLiteral(".json")
                                   : m_doc->filePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save the tile set"), suggestion,
                                                tr("Tile sets (*.json)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".json");
    return saveTo(path);
}

bool EditorWindow::saveTo(const QString& path)
{
    if (!giveOwnIdentity()) return false;
    QString error;
    if (!m_doc->save(path, &error)) {
        showMessage(tr("Cannot save the tile set"), error);
        return false;
    }
    addRecent(m_doc->filePath());
    m_statusText->show([path = QDir::toNativeSeparators(
                            m_doc->filePath())] { return tr("Saved to %1").arg(path); },
                       5000);
    updateActions();
    return true;
}

bool EditorWindow::revert()
{
    if (m_doc->isModified() &&
        QMessageBox::question(
            this, tr("Revert"),
            tr("Drop every change to “%1” since it was opened or saved?").arg(m_doc->displayName()),
            QMessageBox::Discard | QMessageBox::Cancel,
            QMessageBox::Cancel) != QMessageBox::Discard)
        return false;
    QString error;
    if (!m_doc->revert(&error)) {
        showMessage(tr("Cannot revert"), error);
        return false;
    }
    updateTitle();
    updateActions();
    return true;
}

void EditorWindow::addRecent(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("editor/recent")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    settings.setValue(QStringLiteral("editor/recent"), recent.mid(0, kMaxRecent));
}

void EditorWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("editor/recent")).toStringList();
    for (const QString& path : recent) {
        QAction* a = m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] {
            if (maybeSave()) openFile(path);
        });
        a->setEnabled(QFileInfo::exists(path));
    }
    if (recent.isEmpty()) m_recentMenu->addAction(tr("(none yet)"))->setEnabled(false);
}

void EditorWindow::addTile(bool duplicate)
{
    const int current = m_editor->currentTile();
    if (duplicate && current < 0) return;
    const int at = current < 0 ? m_doc->tileCount() : current + 1;
    const std::string tag = m_doc->set().role == sl::TileSetRole::Expansion ? "exp1" : "base";
    sl::TileType t = duplicate ? edit::duplicateTile(m_doc->set(), m_doc->tile(current))
                               : edit::blankTile(m_doc->set(), tag, {"New tile", "Nová kartička"});
    m_doc->undoStack()->push(
        new AddTile(m_doc.get(), at, std::move(t),
                    duplicate ? QCoreApplication::translate("Commands", "Duplicate tile")
                              : QCoreApplication::translate("Commands", "Add tile")));
    selectTile(at);
}

void EditorWindow::deleteTiles()
{
    const std::vector<int> sel = selectedTiles();
    if (sel.empty() || int(sel.size()) >= m_doc->tileCount()) return;
    m_doc->undoStack()->push(new DeleteTiles(m_doc.get(), sel));
    selectTile(qMin(sel.front(), m_doc->tileCount() - 1));
}

void EditorWindow::moveTile(int delta)
{
    const int from = m_editor->currentTile();
    const int to = from + delta;
    if (from < 0 || to < 0 || to >= m_doc->tileCount()) return;
    m_doc->undoStack()->push(new MoveTile(m_doc.get(), from, to));
    selectTile(to);
}

void EditorWindow::setCountOfSelected()
{
    const std::vector<int> sel = selectedTiles();
    if (sel.empty()) return;
    bool ok = false;
    const int n = QInputDialog::getInt(
        this, tr("Count"),
        tr("Number of tiles of each selected type (%1 selected):").arg(sel.size()),
        m_doc->tile(sel.front()).count, 1, sl::kMaxTileCount, 1, &ok);
    if (ok)
        if (auto cmd = changeCount(m_doc.get(), sel, n)) m_doc->undoStack()->push(cmd.release());
}

void EditorWindow::setBoxOfSelected(const std::string& tag)
{
    if (auto cmd = changeExpansionTag(m_doc.get(), selectedTiles(), tag))
        m_doc->undoStack()->push(cmd.release());
}

void EditorWindow::compare()
{
    CompareDialog dialog(m_doc->set(), m_doc->filePath(), this);
    dialog.exec();
}

void EditorWindow::balance()
{
    if (!m_doc->isValid()) {
        showMessage(tr("Balance check"),
                    tr("Fix the problems of the set first: a set with problems cannot be played."));
        return;
    }
    BalanceDialog dialog(m_doc->set(), this);
    dialog.exec();
}

void EditorWindow::play()
{
    if (!m_doc->isValid()) {
        showMessage(tr("Play with this set"),
                    tr("Fix the problems of the set first: a set with problems cannot be played."));
        return;
    }
    emit playRequested(m_doc->set());
}

void EditorWindow::showHelp()
{
    QMessageBox::information(
        this, tr("How to edit tiles"),
        tr("<p><b>Edges.</b> Click an edge of the large tile to change it: space, trade route, "
           "asteroid "
           "field. A new route ends on the tile; a new asteroid edge is a field of its own.</p>"
           "<p><b>Realms.</b> Drag from one edge to another to connect their realms (a route "
           "crosses the "
           "tile, a field spans several edges). Right-click an edge to separate it again. The "
           "numbers on the "
           "tile are the realms of the list on the right; select one to set its edges, its faction "
           "symbols "
           "or the planet's name. Add a planet with <i>Add realm</i>.</p>"
           "<p><b>Tiles.</b> Add, duplicate, delete and reorder tile types in the list; select "
           "several to set "
           "their count or box at once. Every change can be undone (Ctrl+Z) and redone "
           "(Ctrl+Shift+Z).</p>"
           "<p><b>Checks.</b> <i>Problems</i> lists what would stop the set from loading: a set "
           "with problems "
           "cannot be saved or played. <i>Known facts</i> shows which facts about the printed "
           "tiles still "
           "hold. <i>Compare</i> shows what differs from another set; <i>Balance check</i> plays "
           "1,000 random "
           "games with the set.</p>"
           "<p>Saved sets in your tile-set folder appear in the new-game dialog:<br>%1</p>")
            .arg(QDir::toNativeSeparators(slui::userTileSetFolder()).toHtmlEscaped()));
}

} // namespace sled
