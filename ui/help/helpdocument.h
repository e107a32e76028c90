// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace slui {

/** Which document Help shows: the user manual (docs/manual.md) or the rules (docs/RULES.md). */
enum class HelpKind { Manual, Rules };

/** A picture put into the rules after one rule's item (the build draws it from a record). */
struct HelpPicture
{
    QString afterRule; ///< the rule id whose list item the picture follows, "R-SCORE-1"
    QString path;      ///< the picture's resource path
    QString caption;   ///< in the document's language
};

/**
 * One of the documents of docs/ as Help shows it: the Markdown the repository keeps (one source,
 * so the manual in the program and on the web cannot drift apart), cut into its sections and made
 * ready for QTextDocument::setMarkdown. Each `##` and `###` heading is a section whose id is the
 * `<a id="…">` line before it (the Czech files give the English ids) or else GitHub's slug of its
 * title, so both languages have the same ids. Links between the documents become `manual:ID` and
 * `rules:ID`, a picture or file the program carries becomes a `qrc:` link, and a link to a file
 * it does not carry (the source code, the README) becomes its plain text. Text between
 * `<!-- repository only -->` and `<!-- /repository only -->` (a table of contents, notes on the
 * rule ids) is for the repository's readers and left out.
 */
class HelpDocument
{
public:
    struct Section
    {
        QString id;
        int level = 2; ///< 2 for ##, 3 for ###
        QString title;
        QString text; ///< the section's own Markdown, for search
    };

    /** A document read from `markdown`; `base` is the resource folder its relative links start
     *  from (":/help/docs"). Pictures are put after their rules' items. */
    static HelpDocument parse(const QString& markdown, HelpKind kind, const QString& base,
                              const QList<HelpPicture>& pictures = {});
    /** The document the program carries for `kind` in `language` ("en", "cs"), with the rules'
     *  pictures; empty (no sections) when it carries none. */
    static HelpDocument load(HelpKind kind, const QString& language);

    HelpKind kind() const { return m_kind; }
    QString title() const { return m_title; }
    /** The Markdown to show, links and pictures rewritten. */
    QString markdown() const { return m_markdown; }
    const QList<Section>& sections() const { return m_sections; }
    /** The section with `id`, or null. */
    const Section* section(const QString& id) const;
    /** The ids of in-document links (`#id`, `manual:id`, `rules:id` of this kind) that name no
     *  section here, and the targets of other-document links, for a test to check. */
    QStringList localLinkTargets() const { return m_localLinks; }
    QStringList otherLinkTargets() const { return m_otherLinks; }
    /** The resource paths of the pictures the document shows. */
    QStringList imagePaths() const { return m_images; }

    /** GitHub's id of a heading: lower case, every character but letters, digits, spaces, '-'
     *  and '_' dropped, spaces to '-'. */
    static QString slug(const QString& title);
    /** Lower case without diacritics, one character for one ("Kartička" → "karticka"), so that a
     *  search finds a word typed without its accents at the same position. */
    static QString folded(const QString& text);

private:
    HelpKind m_kind = HelpKind::Manual;
    QString m_title;
    QString m_markdown;
    QList<Section> m_sections;
    QStringList m_localLinks;
    QStringList m_otherLinks;
    QStringList m_images;
};

/** The URL scheme of a link to a section of `kind`: "manual" or "rules". */
QString helpScheme(HelpKind kind);

} // namespace slui
