// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QWidget>

class QLabel;
class QMenu;
class QPushButton;
class QSpacerItem;
class QVBoxLayout;

namespace slapp {

/**
 * The first screen when no game is on the board: new game, continue the unfinished game (named),
 * game browser, tile-set editor, the rules, and the language.
 */
class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget* parent = nullptr);

    /** The unfinished game to offer ("11/30/2026 — Anna, Bob — 12 turns played"), or empty. */
    void setUnfinished(const QString& description);
    QString unfinishedText() const { return m_description; }
    QPushButton* newGameButton() const { return m_new; }
    QPushButton* continueButton() const { return m_continue; }
    QPushButton* browserButton() const { return m_browser; }
    QPushButton* playersButton() const { return m_players; }
    QPushButton* editorButton() const { return m_editor; }
    /** Learn to play: its menu lists the lessons (filled by the window as it opens). */
    QMenu* learnMenu() const { return m_learnMenu; }

signals:
    void newGameRequested();
    void continueRequested();
    void browserRequested();
    void playersRequested();
    void editorRequested();
    void rulesRequested();
    void languageChosen(const QString& code);

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    void fitHeight(int height);

    QLabel* m_logo;
    QVBoxLayout* m_column;
    QSpacerItem* m_gap;
    QList<QPushButton*> m_buttons;
    QLabel* m_title;
    QLabel* m_tagline;
    QLabel* m_unfinished;
    QPushButton* m_new;
    QPushButton* m_learn;
    QMenu* m_learnMenu;
    QPushButton* m_continue;
    QPushButton* m_browser;
    QPushButton* m_players;
    QPushButton* m_editor;
    QPushButton* m_rules;
    QPushButton* m_english;
    QPushButton* m_czech;
    QLabel* m_languageLabel;
    QString m_description;
};

} // namespace slapp
