// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "helpdocument.h"

#include <QPointer>
#include <QTextBrowser>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTabBar;
class QTimer;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace slui {

/** The text of Help: a text browser that draws the documents' pictures no wider than it is. */
class HelpBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    using QTextBrowser::QTextBrowser;
    QVariant loadResource(int type, const QUrl& name) override;
    /** The widest a picture is drawn, in pixels of the screen's coordinates. */
    int pictureWidth() const;
};

/**
 * Help ▸ Manual and Help ▸ Rules: the user manual and the rules of docs/ in the language of the
 * moment, as the program carries them. Sections in a tree beside the text, a search over the
 * whole document (accents optional: "karticka" finds "kartička"), links between sections and
 * between the two documents, back and forward. One window for the program; every window's F1
 * opens it at that window's section (addHelpKeys).
 */
class HelpWindow : public QWidget
{
    Q_OBJECT
public:
    /** Opens Help (creating it when needed) at section `id` of `kind` (the start when empty),
     *  raised and active; near `from` when it opens. */
    static HelpWindow* showAt(HelpKind kind, const QString& id, QWidget* from = nullptr);
    /** The open Help window, or null. */
    static HelpWindow* current();

    HelpKind kind() const { return m_kind; }
    const HelpDocument& document() const { return m_doc; }
    /** The section shown at the top of the text (the one last opened or scrolled to). */
    QString currentSection() const { return m_section; }
    /** Goes to section `id` of `kind` (kept in the history); false when there is none. */
    bool open(HelpKind kind, const QString& id);
    void back();
    void forward();
    /** Searches for `text`: the tree keeps the sections that hold it, the text marks every
     *  place. Returns the places found. */
    int search(const QString& text);
    /** The sections the search keeps, in order. */
    QStringList sectionsShown() const;
    QTextBrowser* browser() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    explicit HelpWindow();
    void retranslate();
    void load(HelpKind kind);
    void scrollTo(const QString& id);
    void followLink(const QUrl& url);
    void sectionScrolled();
    void markMatches();
    void nextMatch();
    void updateHistoryButtons();
    /** Whether the text became much wider or narrower than its pictures were drawn for. */
    bool widthChanged() const;

    struct Place
    {
        HelpKind kind;
        QString id;
    };

    HelpKind m_kind = HelpKind::Manual;
    HelpDocument m_doc;
    QString m_language;
    QString m_section;
    QList<Place> m_history;
    int m_historyAt = -1;
    QString m_query;
    QList<int> m_matches; ///< positions in the text
    int m_loadedWidth = 0;
    bool m_scrolling = false; ///< the text is scrolled by the window, not the reader
    bool m_anchored = false;  ///< the section opened is kept at the top until the reader scrolls

    QTabBar* m_documents;
    QToolButton* m_back;
    QToolButton* m_forward;
    QLineEdit* m_search;
    QLabel* m_found;
    QTreeWidget* m_tree;
    HelpBrowser* m_text;
    QTimer* m_relayout;
    static QPointer<HelpWindow> s_window;
};

/**
 * Gives `window` F1: Help at section `id` of the manual (of the rules with `kind`). The id is kept
 * as the window's property "helpSection" for tests.
 */
void addHelpKeys(QWidget* window, const QString& id, HelpKind kind = HelpKind::Manual);

} // namespace slui
