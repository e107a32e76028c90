// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

namespace sled {
class EditorWindow;
}

namespace slapp {

class GameBrowser;
class PlayersWindow;
class PuzzlesWindow;
class GameStore;
class MainWindow;

/**
 * The application's windows, wired to each other: the play window, and the game browser, the
 * replays and the tile-set editor it asks for. The windows do not know one another; this is
 * the one place that does (it lives above them all).
 */
class Shell : public QObject
{
    Q_OBJECT
public:
    /** The windows use `store` for every game; it is not owned. */
    explicit Shell(GameStore* store, QObject* parent = nullptr);
    ~Shell() override;

    MainWindow* mainWindow() const { return m_main.get(); }
    /** The tile-set editor, while it is open (one window). */
    sled::EditorWindow* editorWindow() const;
    /** The game browser, once it has been opened. */
    GameBrowser* browser() const;
    /** The Players window, once it has been opened. */
    PlayersWindow* players() const;
    PuzzlesWindow* puzzles() const;

public slots:
    void openBrowser();
    /** Opens the Players window (one), read anew. */
    void openPlayers();
    /** Opens the Puzzles window (one), with the puzzles of `who` (an identity key) or all. */
    void openPuzzles(const QString& who = {});
    /** Opens the replay viewer on a stored game. */
    void openReplay(qint64 id);
    /** Opens the tile-set editor (one window), on `path` when given. */
    void openEditor(const QString& path = {});

private:
    GameStore* m_store;
    std::unique_ptr<MainWindow> m_main;
    QPointer<GameBrowser> m_browser;
    QPointer<PlayersWindow> m_players;
    QPointer<PuzzlesWindow> m_puzzles;
    QPointer<sled::EditorWindow> m_editor;
};

} // namespace slapp
