// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tileset.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QListView;
class QMenu;
class QTableView;
class QUndoGroup;
class QUndoView;
class QDockWidget;

namespace slui {
class StatusText;
} // namespace slui

namespace sled {

class EditorFiles;
class FactListModel;
class ProblemListModel;
class SetPanel;
class TileEditor;
class TileFilterModel;
class TileListPanel;
class TileSetDocument;

/**
 * The tile-set editor window: the tile list, the selected tile's editor, the set's fields, the
 * known facts, the problems and the undo history of one document; files, compare, balance check
 * and "play with this set". It never reaches into the game: it asks to play through a signal.
 */
class EditorWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit EditorWindow(QWidget* parent = nullptr);
    ~EditorWindow() override;

    /** The document's files: open, save, revert, recent files. */
    EditorFiles* files() const { return m_files; }
    TileSetDocument* document() const { return m_doc; }
    TileEditor* tileEditor() const { return m_editor; }
    QTableView* tileList() const;
    TileFilterModel* tileFilter() const;
    QListView* problemView() const { return m_problemView; }
    QListView* factView() const { return m_factView; }
    /** Selects a tile type in the list (and shows it in the editor). */
    void selectTile(int index);
    /** The indices of the tiles selected in the list, ascending. */
    std::vector<int> selectedTiles() const;
    /** Acts on a problem as a click in the Problems list does: selects its tile and field. */
    void goToProblem(int row);

    QAction* undoAction() const { return m_undoAct; }
    QAction* redoAction() const { return m_redoAct; }
    QAction* playAction() const { return m_playAct; }

signals:
    /** "Play with this set": the game should open its new-game dialog with this set chosen. */
    void playRequested(const sl::TileSet& set);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createCentral();
    void createDocks();
    void retranslate();
    /** Shows the document the files hold now, with new models (the old ones go with it). */
    void showDocument(TileSetDocument* doc);
    void updateTitle();
    void updateActions();
    void updateChecks();
    void updateUndoTexts();
    void addTile(bool duplicate);
    void deleteTiles();
    void moveTile(int delta);
    void setCountOfSelected();
    void setBoxOfSelected(const std::string& tag);
    void compare();
    void balance();
    void play();
    void showHelp();

    EditorFiles* m_files = nullptr;
    TileSetDocument* m_doc = nullptr; ///< the files' document
    ProblemListModel* m_problems = nullptr;
    FactListModel* m_facts = nullptr;

    TileListPanel* m_tiles;
    TileEditor* m_editor;
    SetPanel* m_setPanel;
    QListView* m_problemView;
    QLabel* m_problemSummary;
    QListView* m_factView;
    QLabel* m_factSummary;
    QUndoGroup* m_undoGroup;
    QUndoView* m_history;
    QDockWidget* m_setDock;
    QDockWidget* m_factDock;
    QDockWidget* m_problemDock;
    QDockWidget* m_historyDock;
    QLabel* m_status;
    slui::StatusText* m_statusText; ///< status-bar messages that follow the language

    QMenu* m_fileMenu = nullptr;
    QMenu* m_builtinMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_boxMenu = nullptr;
    QMenu* m_toolsMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newBaseAct = nullptr;
    QAction* m_newExpAct = nullptr;
    QAction* m_openAct = nullptr;
    QAction* m_openBaseAct = nullptr;
    QAction* m_openExpAct = nullptr;
    QAction* m_saveAct = nullptr;
    QAction* m_saveAsAct = nullptr;
    QAction* m_revertAct = nullptr;
    QAction* m_closeAct = nullptr;
    QAction* m_quitAct = nullptr;
    QAction* m_undoAct = nullptr;
    QAction* m_redoAct = nullptr;
    QAction* m_addAct = nullptr;
    QAction* m_duplicateAct = nullptr;
    QAction* m_deleteAct = nullptr;
    QAction* m_upAct = nullptr;
    QAction* m_downAct = nullptr;
    QAction* m_countAct = nullptr;
    QAction* m_boxBaseAct = nullptr;
    QAction* m_boxExpAct = nullptr;
    QAction* m_compareAct = nullptr;
    QAction* m_balanceAct = nullptr;
    QAction* m_playAct = nullptr;
    QAction* m_manualAct = nullptr;
    QAction* m_helpAct = nullptr;
    QAction* m_shortcutsAct = nullptr;
};

} // namespace sled

Q_DECLARE_METATYPE(sl::TileSet)
