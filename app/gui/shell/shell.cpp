// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "shell.h"

#include "browser/gamebrowser.h"
#include "editor/editorfiles.h"
#include "editor/editorwindow.h"
#include "play/mainwindow.h"
#include "players/playerswindow.h"
#include "puzzles/puzzleswindow.h"
#include "replay/replaywindow.h"
#include "store/gamestore.h"

#include <QMessageBox>

namespace slapp {

Shell::Shell(GameStore* store, QObject* parent)
    : QObject(parent), m_store(store), m_main(std::make_unique<MainWindow>(store))
{
    connect(m_main.get(), &MainWindow::browserRequested, this, &Shell::openBrowser);
    connect(m_main.get(), &MainWindow::playersRequested, this, &Shell::openPlayers);
    connect(m_main.get(), &MainWindow::puzzlesRequested, this, [this] { openPuzzles(); });
    connect(m_main.get(), &MainWindow::replayRequested, this, &Shell::openReplay);
    connect(m_main.get(), &MainWindow::editorRequested, this, [this] { openEditor(); });
}

Shell::~Shell()
{
    // Replays are windows of their own; they go with the play window, as the editor does.
    delete m_editor;
    m_main.reset();
}

sled::EditorWindow* Shell::editorWindow() const
{
    return m_editor;
}

GameBrowser* Shell::browser() const
{
    return m_browser;
}

void Shell::openBrowser()
{
    if (!m_store) return;
    if (!m_browser) {
        // A window of its own, in front of the play window.
        m_browser = new GameBrowser(m_store, m_main.get());
        connect(m_browser, &GameBrowser::openReplay, this, &Shell::openReplay);
        connect(m_browser, &GameBrowser::playersRequested, this, &Shell::openPlayers);
        connect(m_browser, &GameBrowser::reviewActivityChanged, m_main.get(),
                &MainWindow::setBackgroundActivity);
        connect(m_main.get(), &MainWindow::backgroundActivityRequested, m_browser,
                &GameBrowser::showReview);
        connect(m_browser, &GameBrowser::continueGame, this, [this](qint64 id) {
            m_browser->hide();
            m_main->continueGame(id);
        });
    }
    m_browser->refresh();
    m_browser->show();
    m_browser->raise();
    m_browser->activateWindow();
}

PlayersWindow* Shell::players() const
{
    return m_players;
}

void Shell::openPlayers()
{
    if (!m_store) return;
    if (!m_players) {
        m_players = new PlayersWindow(m_store, m_main.get()); // a window of its own
        connect(m_players, &PlayersWindow::replayRequested, this, &Shell::openReplay);
        connect(m_players, &PlayersWindow::puzzlesRequested, this, &Shell::openPuzzles);
    } else {
        m_players->refresh();
    }
    m_players->show();
    m_players->raise();
    m_players->activateWindow();
}

PuzzlesWindow* Shell::puzzles() const
{
    return m_puzzles;
}

void Shell::openPuzzles(const QString& who)
{
    if (!m_store) return;
    if (!m_puzzles) m_puzzles = new PuzzlesWindow(m_store, m_main.get()); // a window of its own
    m_puzzles->setPlayer(who);
    m_puzzles->show();
    m_puzzles->raise();
    m_puzzles->activateWindow();
}

void Shell::openReplay(qint64 id)
{
    const auto rec = m_store ? m_store->loadRecord(id) : std::nullopt;
    if (!rec) {
        QMessageBox::warning(m_main.get(), tr("Replay"),
                             m_store ? m_store->lastError() : QString());
        return;
    }
    auto* window = new ReplayWindow(*rec, id, nullptr);
    window->setStore(m_store); // its stored analysis at once; a new one is stored there
    connect(window, &ReplayWindow::continueRequested, m_main.get(),
            &MainWindow::continueFromRecord);
    connect(m_main.get(), &QObject::destroyed, window, &QWidget::close);
    window->show();
}

void Shell::openEditor(const QString& path)
{
    if (!m_editor) {
        m_editor = new sled::EditorWindow;
        m_editor->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_editor, &sled::EditorWindow::playRequested, m_main.get(),
                &MainWindow::newGameWithTileSet);
    }
    if (!path.isEmpty()) m_editor->files()->openFile(path);
    m_editor->show();
    m_editor->raise();
    m_editor->activateWindow();
}

} // namespace slapp
