// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Help (issue 35): the manual and the rules of docs/ inside the program. Both languages have the
// same sections and no broken link; every rule section has a picture the build drew from a
// record; the reader keeps ids, drops what is for the repository only, rewrites links; the
// window goes to sections, searches with and without accents, goes back and forward, and follows
// the language. (That every window's F1 opens its section is checked by tst_layout, which opens
// every window and dialog.)
#include "common/languagemanager.h"
#include "help/helpdocument.h"
#include "help/helppictures.h"
#include "help/helpwindow.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>

using slui::HelpDocument;
using slui::HelpKind;

namespace {

QString source(const char* path)
{
    QFile f(QStringLiteral(STARLANES_SOURCE_DIR "/") + QLatin1String(path));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/** The ids and levels of a document's sections, "2 playing-a-turn". */
QStringList outline(const HelpDocument& doc)
{
    QStringList out;
    for (const HelpDocument::Section& s : doc.sections())
        out << QStringLiteral("%1 %2").arg(s.level).arg(s.id);
    return out;
}

/** The rule ids a section of the rules defines ("- **R-BAT-3**"), by section id. */
QHash<QString, QStringList> rulesBySection(const HelpDocument& doc)
{
    static const QRegularExpression item(
        QStringLiteral(R"re(^\s*- \*\*(R-[A-Z]+-\d+[a-z]?)\*\*)re"),
        QRegularExpression::MultilineOption);
    QHash<QString, QStringList> out;
    for (const HelpDocument::Section& s : doc.sections())
        for (auto it = item.globalMatch(s.text); it.hasNext();)
            out[s.id] << it.next().captured(1);
    return out;
}

} // namespace

class TstHelp : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void slugAndFolding();
    void readsIdsLinksAndPictures();
    void sameSectionsInBothLanguages_data();
    void sameSectionsInBothLanguages();
    void noBrokenLink_data();
    void noBrokenLink();
    void everyRuleSectionHasAPicture();
    void picturesAreTheBuilds();
    void windowGoesSearchesAndReturns();
    void windowFollowsTheLanguage();
};

void TstHelp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
}

void TstHelp::slugAndFolding()
{
    // GitHub's ids, as tools/check_docs.py computes them for the links of the repository.
    QCOMPARE(HelpDocument::slug(QStringLiteral("A player's page")),
             QStringLiteral("a-players-page"));
    QCOMPARE(HelpDocument::slug(QStringLiteral("db: the stored games")),
             QStringLiteral("db-the-stored-games"));
    QCOMPARE(HelpDocument::slug(QStringLiteral("6. Scoring during the game (R-SCORE)")),
             QStringLiteral("6-scoring-during-the-game-r-score"));
    QCOMPARE(HelpDocument::slug(QStringLiteral("Hraní tahu")), QStringLiteral("hraní-tahu"));
    // One character for one, so that a place found in the folded text is the document's.
    const QString czech = QStringLiteral("Kartička, KOSTKY, Čeština, ŽLUŤOUČKÝ kůň");
    QCOMPARE(HelpDocument::folded(czech),
             QStringLiteral("karticka, kostky, cestina, zlutoucky kun"));
    QCOMPARE(HelpDocument::folded(czech).size(), czech.size());
}

void TstHelp::readsIdsLinksAndPictures()
{
    const QString md = QStringLiteral(
        "# Title\n\nIntro [see turns](#turns).\n\n<!-- repository only -->\n\nContents: hidden\n\n"
        "<!-- /repository only -->\n\n<a id=\"turns\"></a>\n\n## Tahy hráčů\n\n"
        "- **R-TILE-1** *One.* Text\n  more text:\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n\n"
        "- **R-TILE-2** Two, [rule](RULES.md#5-battles), "
        "[code](../engine/ai/README.md), [web](https://example.org).\n\n"
        "![A caption over\ntwo lines](../packaging/screenshots/game-en.png)\n\n"
        "### Sub section\n\n```\n## not a heading\n```\n");
    const QList<slui::HelpPicture> pictures{{QStringLiteral("R-TILE-1"),
                                             QStringLiteral(":/help/rules/x@2x.png"),
                                             QStringLiteral("Cap")}};
    const HelpDocument doc =
        HelpDocument::parse(md, HelpKind::Manual, QStringLiteral(":/help/docs"), pictures);
    QCOMPARE(doc.title(), QStringLiteral("Title"));
    QCOMPARE(outline(doc),
             (QStringList{QStringLiteral("2 turns"), QStringLiteral("3 sub-section")}));
    const QString shown = doc.markdown();
    QVERIFY(!shown.contains(QStringLiteral("Contents: hidden")));
    QVERIFY(!shown.contains(QStringLiteral("<a id")));
    QVERIFY2(shown.contains(QStringLiteral("[see turns](manual:turns)")), qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("[rule](rules:5-battles)")));
    QVERIFY(shown.contains(
        QStringLiteral("Two, [rule](rules:5-battles), code, [web](https://example.org)")));
    // A picture shows its words below it, as the program shows no alt text.
    QVERIFY2(shown.contains(QStringLiteral(
                 "![A caption over two lines](qrc:/help/packaging/screenshots/game-en.png)\n\n"
                 "*A caption over two lines*")),
             qPrintable(shown));
    // The rule's picture comes after its whole item (the table indented under it too), before
    // the next one, inside the item, with its caption.
    const qsizetype picture =
        shown.indexOf(QStringLiteral("\n  ![Cap](qrc:/help/rules/x@2x.png)\n\n  *Cap*\n"));
    QVERIFY2(picture > shown.indexOf(QStringLiteral("| 1 | 2 |")), qPrintable(shown));
    QVERIFY(picture < shown.indexOf(QStringLiteral("**R-TILE-2**")));
    QCOMPARE(doc.localLinkTargets(), QStringList{QStringLiteral("turns")});
    QCOMPARE(doc.otherLinkTargets(), QStringList{QStringLiteral("5-battles")});
    QCOMPARE(doc.imagePaths(),
             (QStringList{QStringLiteral(":/help/rules/x@2x.png"),
                          QStringLiteral(":/help/packaging/screenshots/game-en.png")}));
    QVERIFY(doc.section(QStringLiteral("sub-section"))
                ->text.contains(QStringLiteral("## not a heading")));
}

void TstHelp::sameSectionsInBothLanguages_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("manual") << int(HelpKind::Manual);
    QTest::newRow("rules") << int(HelpKind::Rules);
}

void TstHelp::sameSectionsInBothLanguages()
{
    QFETCH(int, kind);
    const HelpDocument en = HelpDocument::load(HelpKind(kind), QStringLiteral("en"));
    const HelpDocument cs = HelpDocument::load(HelpKind(kind), QStringLiteral("cs"));
    QVERIFY(en.sections().size() > 10);
    QCOMPARE(outline(cs), outline(en));
    QVERIFY(en.title() != cs.title());
    // The Czech sections are Czech: no title of one is the other's.
    for (qsizetype i = 0; i < en.sections().size(); ++i)
        if (en.sections().at(i).level == 2) // (a ### may be a command's name: "db analyse")
            QVERIFY2(en.sections().at(i).title != cs.sections().at(i).title,
                     qPrintable(en.sections().at(i).title));
    // The Markdown the program carries is the repository's, as it is.
    const char* const path = kind == int(HelpKind::Manual) ? "docs/manual.md" : "docs/RULES.md";
    QCOMPARE(HelpDocument::parse(source(path), HelpKind(kind), QStringLiteral(":/help/docs"),
                                 kind == int(HelpKind::Rules)
                                     ? slui::rulesPictures(QStringLiteral("en"))
                                     : QList<slui::HelpPicture>{})
                 .markdown(),
             en.markdown());
    if (kind == int(HelpKind::Rules)) // the same rules, rule by rule, in each section
        QCOMPARE(rulesBySection(cs), rulesBySection(en));
}

void TstHelp::noBrokenLink_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("language");
    for (const char* l : {"en", "cs"}) {
        QTest::addRow("manual %s", l) << int(HelpKind::Manual) << QString::fromLatin1(l);
        QTest::addRow("rules %s", l) << int(HelpKind::Rules) << QString::fromLatin1(l);
    }
}

void TstHelp::noBrokenLink()
{
    QFETCH(int, kind);
    QFETCH(QString, language);
    const HelpDocument doc = HelpDocument::load(HelpKind(kind), language);
    const HelpDocument other = HelpDocument::load(
        kind == int(HelpKind::Manual) ? HelpKind::Rules : HelpKind::Manual, language);
    QVERIFY(!doc.sections().isEmpty());
    for (const QString& id : doc.localLinkTargets())
        QVERIFY2(id.isEmpty() || doc.section(id), qPrintable(QStringLiteral("#") + id));
    for (const QString& id : doc.otherLinkTargets())
        QVERIFY2(id.isEmpty() || other.section(id), qPrintable(QStringLiteral("other: #") + id));
    for (const QString& image : doc.imagePaths())
        QVERIFY2(!QImage(image).isNull(), qPrintable(image));
    // No link is left pointing at a file: every one is a section, a picture, or the web.
    static const QRegularExpression link(QStringLiteral(R"re(\]\(([^)]*)\))re"));
    for (auto it = link.globalMatch(doc.markdown()); it.hasNext();) {
        const QString target = it.next().captured(1);
        QVERIFY2(target.startsWith(QLatin1String("manual:")) ||
                     target.startsWith(QLatin1String("rules:")) ||
                     target.startsWith(QLatin1String("qrc:/help/")) ||
                     target.startsWith(QLatin1String("http")),
                 qPrintable(target));
    }
}

void TstHelp::everyRuleSectionHasAPicture()
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("cs")}) {
        const HelpDocument doc = HelpDocument::load(HelpKind::Rules, language);
        const QHash<QString, QStringList> rules = rulesBySection(doc);
        QVERIFY(rules.size() >= 8);
        for (const HelpDocument::Section& s : doc.sections()) {
            if (!rules.contains(s.id)) continue; // a section without rules (the tile sets)
            QVERIFY2(s.text.contains(QStringLiteral("](qrc:/help/rules/")),
                     qPrintable(language + QStringLiteral(": section ") + s.id +
                                QStringLiteral(" has no picture")));
        }
    }
}

void TstHelp::picturesAreTheBuilds()
{
    // Every picture of pictures.json is in the program, drawn at twice the density, with a
    // caption in both languages, after a rule that exists.
    QFile spec(QStringLiteral(":/help/rules/pictures.json"));
    QVERIFY(spec.open(QIODevice::ReadOnly));
    QString error;
    const QList<slui::RulePictureSpec> specs = slui::readRulePictureSpecs(spec.readAll(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(specs.size() >= 8);
    const QHash<QString, QStringList> rules =
        rulesBySection(HelpDocument::load(HelpKind::Rules, QStringLiteral("en")));
    QStringList ruleIds;
    for (const QStringList& ids : rules)
        ruleIds += ids;
    for (const slui::RulePictureSpec& s : specs) {
        const QImage picture(QStringLiteral(":/help/rules/%1@2x.png").arg(s.name));
        QVERIFY2(picture.width() >= 200 && picture.height() >= 200, qPrintable(s.name));
        QVERIFY2(ruleIds.contains(s.afterRule), qPrintable(s.afterRule));
        QVERIFY(s.captionEn != s.captionCs);
        QVERIFY(QFile::exists(QStringLiteral(STARLANES_SOURCE_DIR "/docs/rules/") + s.record));
    }
    // A spec the build would refuse.
    QVERIFY(slui::readRulePictureSpecs("{\"pictures\": [{\"name\": \"x\"}]}", &error).isEmpty());
    QVERIFY(error.contains(QStringLiteral("pictures[0]")));
    QVERIFY(slui::readRulePictureSpecs("{\"pictures\": [", &error).isEmpty());
    QVERIFY(error.startsWith(QStringLiteral("offset ")));
}

void TstHelp::windowGoesSearchesAndReturns()
{
    slui::HelpWindow* w = slui::HelpWindow::showAt(HelpKind::Manual, QStringLiteral("puzzles"));
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QCOMPARE(w->currentSection(), QStringLiteral("puzzles"));
    QVERIFY(w->browser()->verticalScrollBar()->value() > 0);
    // The text at the top is the section's heading.
    const QTextCursor top = w->browser()->cursorForPosition(QPoint(4, 4));
    QVERIFY(top.block().blockFormat().headingLevel() > 0 ||
            top.block().next().blockFormat().headingLevel() > 0);
    // A link to the rules goes there; back and forward return.
    QVERIFY(w->open(HelpKind::Rules, QStringLiteral("5-battles")));
    QCOMPARE(w->kind(), HelpKind::Rules);
    QVERIFY(!w->open(HelpKind::Rules, QStringLiteral("no-such-section")));
    w->back();
    QCOMPARE(w->kind(), HelpKind::Rules);
    QCOMPARE(w->currentSection(), QStringLiteral("5-battles"));
    w->back();
    QCOMPARE(w->kind(), HelpKind::Manual);
    QCOMPARE(w->currentSection(), QStringLiteral("puzzles"));
    w->forward();
    QCOMPARE(w->currentSection(), QStringLiteral("5-battles"));
    // Search: accents optional, every place marked, the tree keeps the sections holding it.
    const int withAccents = w->search(QStringLiteral("remíza"));
    const int without = w->search(QStringLiteral("REMIZA"));
    QCOMPARE(without, withAccents);
    QVERIFY(w->search(QStringLiteral("tie")) > 0);
    const QStringList kept = w->sectionsShown();
    QVERIFY(kept.contains(QStringLiteral("5-battles")));
    QVERIFY(!kept.contains(QStringLiteral("3-setup")));
    QCOMPARE(w->browser()->extraSelections().size(), w->search(QStringLiteral("tie")));
    for (const QTextEdit::ExtraSelection& s : w->browser()->extraSelections())
        QCOMPARE(s.cursor.selectedText().toLower(), QStringLiteral("tie"));
    QCOMPARE(w->search(QStringLiteral("xyzzy")), 0);
    QVERIFY(w->sectionsShown().isEmpty());
    QCOMPARE(w->search(QString()), 0);
    QCOMPARE(w->sectionsShown().size(), w->document().sections().size());
    // F1 in Help: the manual's section about Help.
    QTest::keyClick(w, Qt::Key_F1);
    QCOMPARE(w->kind(), HelpKind::Manual);
    QCOMPARE(w->currentSection(), QStringLiteral("help-the-manual-and-the-rules"));
    w->close();
}

void TstHelp::windowFollowsTheLanguage()
{
    slui::HelpWindow* w = slui::HelpWindow::showAt(HelpKind::Rules, QStringLiteral("5-battles"));
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QVERIFY(w->document().title().startsWith(QStringLiteral("Starlanes rules")));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"), false);
    QTRY_COMPARE(w->document().title(), QStringLiteral("Pravidla Starlanes"));
    QCOMPARE(w->currentSection(), QStringLiteral("5-battles"));
    QCOMPARE(w->windowTitle(), QStringLiteral("Nápověda Starlanes"));
    QVERIFY(w->browser()->toPlainText().contains(QStringLiteral("Souboj")));
    slui::LanguageManager::instance().apply(QStringLiteral("en"), false);
    QTRY_COMPARE(w->windowTitle(), QStringLiteral("Starlanes Help"));
    w->close();
}

QTEST_MAIN(TstHelp)
#include "tst_help.moc"
