// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "helpdocument.h"

#include "helppictures.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace slui {
namespace {

const QRegularExpression& anchorLine()
{
    static const QRegularExpression re(
        QStringLiteral(R"re(^\s*<a\s+(?:id|name)="([^"]+)"></a>\s*$)re"));
    return re;
}

const QRegularExpression& headingLine()
{
    static const QRegularExpression re(QStringLiteral(R"re(^(#{1,6})\s+(.*?)\s*#*\s*$)re"));
    return re;
}

const QRegularExpression& linkPattern()
{
    // [text](target) and ![alt](target); the text may hold one level of brackets.
    static const QRegularExpression re(
        QStringLiteral(R"re((!?)\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*([^)\s]*)\s*\))re"));
    return re;
}

const QRegularExpression& pictureLine()
{
    // A line that is one picture and nothing else: its indent and its words.
    static const QRegularExpression re(
        QStringLiteral(R"re(^(\s*)!\[([^\]]*)\]\(qrc:[^)]*\)\s*$)re"));
    return re;
}

bool isFence(const QString& line)
{
    const QString t = line.trimmed();
    return t.startsWith(QLatin1String("```")) || t.startsWith(QLatin1String("~~~"));
}

/** Which document a file of docs/ is, by its name ("RULES.cs.md" is the rules). */
std::optional<HelpKind> documentOf(const QString& path)
{
    const QString name = path.section(QLatin1Char('/'), -1).toLower();
    if (name.startsWith(QLatin1String("manual")) && name.endsWith(QLatin1String(".md")))
        return HelpKind::Manual;
    if (name.startsWith(QLatin1String("rules")) && name.endsWith(QLatin1String(".md")))
        return HelpKind::Rules;
    return std::nullopt;
}

} // namespace

QString helpScheme(HelpKind kind)
{
    return kind == HelpKind::Manual ? QStringLiteral("manual") : QStringLiteral("rules");
}

QString HelpDocument::slug(const QString& title)
{
    QString out;
    const QString lower = title.toLower();
    for (const QChar c : lower) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            out += c;
        else if (c == QLatin1Char(' '))
            out += QLatin1Char('-');
    }
    return out;
}

QString HelpDocument::folded(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const QString d = QString(c).normalized(QString::NormalizationForm_D);
        out += (d.isEmpty() ? c : d.at(0)).toLower();
    }
    return out;
}

const HelpDocument::Section* HelpDocument::section(const QString& id) const
{
    for (const Section& s : m_sections)
        if (s.id == id) return &s;
    return nullptr;
}

HelpDocument HelpDocument::parse(const QString& markdown, HelpKind kind, const QString& base,
                                 const QList<HelpPicture>& pictures)
{
    HelpDocument doc;
    doc.m_kind = kind;
    QStringList out;
    QString pendingId;
    bool code = false;
    bool repositoryOnly = false;
    const QString scheme = helpScheme(kind);
    // A picture with its caption below it (the program shows no alt text), `indent` spaces in.
    const auto showPicture = [&](const QString& indent, const QString& caption,
                                 const QString& picture) {
        QString words = caption;
        words.replace(QLatin1Char('*'), QStringLiteral("\\*"))
            .replace(QLatin1Char('_'), QStringLiteral("\\_"));
        out << QString() << indent + picture << QString()
            << indent + QLatin1Char('*') + words + QLatin1Char('*') << QString();
        if (!doc.m_sections.isEmpty())
            doc.m_sections.last().text += picture + QLatin1Char('\n') + caption + QLatin1Char('\n');
    };
    // The rules' pictures waiting for the end of their rule's item: the next line indented no
    // deeper than the item (another item, a heading, a paragraph); a table or a paragraph
    // indented under the item is still the item's.
    QList<HelpPicture> waiting;
    qsizetype itemIndent = 0;
    const auto placeWaiting = [&] {
        for (const HelpPicture& p : waiting) {
            showPicture(QString(itemIndent + 2, QLatin1Char(' ')), p.caption,
                        QStringLiteral("![%1](qrc%2)").arg(p.caption, p.path));
            doc.m_images << p.path;
        }
        waiting.clear();
    };
    const auto rewriteLinks = [&](const QString& line) {
        QString result;
        qsizetype last = 0;
        auto it = linkPattern().globalMatch(line);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            result += QStringView(line).mid(last, m.capturedStart() - last);
            last = m.capturedEnd();
            const bool image = !m.captured(1).isEmpty();
            const QString text = m.captured(2);
            const QString target = m.captured(3);
            if (target.contains(QLatin1Char(':'))) { // a URL: kept as it is
                result += m.captured(0);
                continue;
            }
            const QString file = target.section(QLatin1Char('#'), 0, 0);
            const QString anchor = target.section(QLatin1Char('#'), 1);
            if (file.isEmpty()) { // #id: a section of this document
                doc.m_localLinks << anchor;
                result += QStringLiteral("[%1](%2:%3)").arg(text, scheme, anchor);
                continue;
            }
            const QString resource = QDir::cleanPath(base + QLatin1Char('/') + file);
            if (const auto other = documentOf(file);
                other && resource.startsWith(QLatin1String(":/help/docs/"))) {
                (*other == kind ? doc.m_localLinks : doc.m_otherLinks) << anchor;
                result += QStringLiteral("[%1](%2:%3)").arg(text, helpScheme(*other), anchor);
                continue;
            }
            if (image && QFile::exists(resource)) {
                doc.m_images << resource;
                result += QStringLiteral("![%1](qrc%2)").arg(text, resource);
                continue;
            }
            // A file the program does not carry (source code, the README): its words only.
            result += image ? QString() : text;
        }
        result += QStringView(line).mid(last);
        return result;
    };

    // A link's text may run over lines ("![A long caption\nof a picture](file.png)"): joined, so
    // that each link is read on one line.
    static const QRegularExpression split(QStringLiteral(R"re((!?\[[^\]\n]*)\n([^\]\n]*\]\())re"));
    QString joined = markdown;
    for (QString next = markdown;; joined = next) {
        next.replace(split, QStringLiteral("\\1 \\2"));
        if (next == joined) break;
    }

    for (const QString& line : joined.split(QLatin1Char('\n'))) {
        if (isFence(line)) {
            code = !code;
            out << line;
            continue;
        }
        if (code) {
            out << line;
            if (!doc.m_sections.isEmpty()) doc.m_sections.last().text += line + QLatin1Char('\n');
            continue;
        }
        const QString trimmed = line.trimmed();
        if (trimmed == QLatin1String("<!-- repository only -->")) {
            repositoryOnly = true;
            continue;
        }
        if (trimmed == QLatin1String("<!-- /repository only -->")) {
            repositoryOnly = false;
            continue;
        }
        if (repositoryOnly) continue;
        if (trimmed.startsWith(QLatin1String("<!--")) && trimmed.endsWith(QLatin1String("-->")))
            continue; // a marker for the repository's tools
        if (const auto a = anchorLine().match(line); a.hasMatch()) {
            pendingId = a.captured(1);
            continue;
        }
        qsizetype indent = 0;
        while (indent < line.size() && line.at(indent) == QLatin1Char(' '))
            ++indent;
        if (!waiting.isEmpty() && !trimmed.isEmpty() && indent <= itemIndent) placeWaiting();
        if (const auto h = headingLine().match(line); h.hasMatch()) {
            const int level = int(h.captured(1).size());
            const QString title = h.captured(2);
            if (level == 1) {
                doc.m_title = title;
            } else {
                Section s;
                s.id = pendingId.isEmpty() ? slug(title) : pendingId;
                s.level = level;
                s.title = title;
                doc.m_sections << s;
            }
            pendingId.clear();
            out << line;
            continue;
        }
        const QString shown = rewriteLinks(line);
        if (const auto m = pictureLine().match(shown); m.hasMatch() && !m.captured(2).isEmpty()) {
            showPicture(m.captured(1), m.captured(2), shown.trimmed()); // a picture of its own
            continue;
        }
        out << shown;
        if (!doc.m_sections.isEmpty()) doc.m_sections.last().text += shown + QLatin1Char('\n');
        for (const HelpPicture& p : pictures)
            if (trimmed.startsWith(QStringLiteral("- **%1**").arg(p.afterRule))) {
                waiting << p;
                itemIndent = indent;
            }
    }
    placeWaiting();
    doc.m_markdown = out.join(QLatin1Char('\n'));
    return doc;
}

HelpDocument HelpDocument::load(HelpKind kind, const QString& language)
{
    const QString english =
        kind == HelpKind::Manual ? QStringLiteral("manual.md") : QStringLiteral("RULES.md");
    const QString name = language == QLatin1String("en")
                             ? english
                             : QString(english).replace(QStringLiteral(".md"),
                                                        QStringLiteral(".%1.md").arg(language));
    QFile f(QStringLiteral(":/help/docs/") + name);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return parse(QString::fromUtf8(f.readAll()), kind, QStringLiteral(":/help/docs"),
                 kind == HelpKind::Rules ? rulesPictures(language) : QList<HelpPicture>{});
}

} // namespace slui
