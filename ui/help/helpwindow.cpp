// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "helpwindow.h"

#include "common/accessiblenames.h"
#include "common/artcache.h"
#include "common/languagemanager.h"
#include "common/quitall.h"
#include "common/screenfit.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QColor>
#include <QDesktopServices>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QTabBar>
#include <QTextBlock>
#include <QTextFrame>
#include <QTextTable>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

namespace slui {

QPointer<HelpWindow> HelpWindow::s_window;

namespace {

constexpr int kMaxMatches = 2000;

} // namespace

// --- HelpBrowser ---

int HelpBrowser::pictureWidth() const
{
    // Inside the document's margins and a list item's indent.
    return std::max(200, viewport()->width() - 2 * int(document()->documentMargin()) - 60);
}

QVariant HelpBrowser::loadResource(int type, const QUrl& name)
{
    if (type != QTextDocument::ImageResource || name.scheme() != QLatin1String("qrc"))
        return QTextBrowser::loadResource(type, name);
    QImage image(QLatin1Char(':') + name.path());
    if (image.isNull()) return {};
    // A picture named "…@2x.png" is drawn for screens of twice the density: half as wide.
    const int natural =
        name.path().endsWith(QLatin1String("@2x.png")) ? image.width() / 2 : image.width();
    const int logical = std::min(natural, pictureWidth());
    const int device = std::min(image.width(), int(std::lround(logical * devicePixelRatioF())));
    if (device < image.width()) image = image.scaledToWidth(device, Qt::SmoothTransformation);
    image.setDevicePixelRatio(qreal(device) / std::max(1, logical));
    return image;
}

// --- HelpWindow ---

HelpWindow* HelpWindow::current()
{
    return s_window.data();
}

HelpWindow* HelpWindow::showAt(HelpKind kind, const QString& id, QWidget* from)
{
    const bool created = !s_window;
    if (created) s_window = new HelpWindow();
    HelpWindow* w = s_window.data();
    if (created && from) w->move(from->frameGeometry().topLeft() + QPoint(40, 40));
    w->show(); // first: the text is laid out at the width it is shown at
    if (w->layout()) w->layout()->activate();
    w->open(kind, id);
    w->raise();
    w->activateWindow();
    return w;
}

HelpWindow::HelpWindow()
    : QWidget(nullptr, Qt::Window), m_documents(new QTabBar(this)), m_back(new QToolButton(this)),
      m_forward(new QToolButton(this)), m_search(new QLineEdit(this)), m_found(new QLabel(this)),
      m_tree(new QTreeWidget(this)), m_text(new HelpBrowser(this)), m_relayout(new QTimer(this))
{
    setObjectName(QStringLiteral("helpWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_documents->setObjectName(QStringLiteral("helpDocuments"));
    m_documents->addTab(QString());
    m_documents->addTab(QString());
    m_documents->setDrawBase(false);
    m_back->setObjectName(QStringLiteral("helpBack"));
    m_forward->setObjectName(QStringLiteral("helpForward"));
    m_back->setIcon(ArtCache::instance().icon(QStringLiteral("back")));
    m_forward->setIcon(ArtCache::instance().icon(QStringLiteral("forward")));
    m_search->setObjectName(QStringLiteral("helpSearch"));
    m_search->setClearButtonEnabled(true);
    m_found->setObjectName(QStringLiteral("helpFound"));
    m_tree->setObjectName(QStringLiteral("helpSections"));
    m_tree->setHeaderHidden(true);
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_text->setObjectName(QStringLiteral("helpText"));
    m_text->setOpenLinks(false);
    m_text->document()->setDocumentMargin(16);
    m_relayout->setSingleShot(true);
    m_relayout->setInterval(250);

    auto* top = new QHBoxLayout;
    top->addWidget(m_back);
    top->addWidget(m_forward);
    top->addWidget(m_documents);
    top->addStretch();
    top->addWidget(m_found);
    top->addWidget(m_search, 1);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_text);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({280, 800});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);

    connect(m_documents, &QTabBar::currentChanged, this, [this](int index) {
        const auto kind = index == 0 ? HelpKind::Manual : HelpKind::Rules;
        if (kind != m_kind) open(kind, QString());
    });
    connect(m_back, &QToolButton::clicked, this, &HelpWindow::back);
    connect(m_forward, &QToolButton::clicked, this, &HelpWindow::forward);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        // Find as you type: the first place from where the reader is.
        m_text->setTextCursor(m_text->cursorForPosition(QPoint(0, 0)));
        if (search(text) > 0) nextMatch();
    });
    connect(m_search, &QLineEdit::returnPressed, this, &HelpWindow::nextMatch);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        open(m_kind, item->data(0, Qt::UserRole).toString());
    });
    connect(m_tree, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        open(m_kind, item->data(0, Qt::UserRole).toString());
    });
    connect(m_text, &QTextBrowser::anchorClicked, this, &HelpWindow::followLink);
    connect(m_text->verticalScrollBar(), &QScrollBar::valueChanged, this,
            &HelpWindow::sectionScrolled);
    // A section opened stays at the top while the text is laid out (pictures loaded, the window
    // resized), until the reader scrolls.
    connect(m_text->verticalScrollBar(), &QScrollBar::actionTriggered, this,
            [this] { m_anchored = false; });
    connect(m_text->document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged,
            this, [this] {
                if (m_anchored) scrollTo(m_section);
            });
    connect(m_relayout, &QTimer::timeout, this, [this] {
        const QString section = m_section;
        load(m_kind);
        scrollTo(section);
    });

    const auto key = [this](const QList<QKeySequence>& keys, auto slot) {
        auto* a = new QAction(this);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
    };
    // The keys themselves, not the platform's standard ones: a platform without a theme
    // (offscreen) has none, and one key given twice would make the shortcut ambiguous.
    key({QKeySequence(Qt::ALT | Qt::Key_Left)}, [this] { back(); });
    key({QKeySequence(Qt::ALT | Qt::Key_Right)}, [this] { forward(); });
    key({QKeySequence(Qt::CTRL | Qt::Key_F)}, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    key({QKeySequence(Qt::Key_F3)}, [this] { nextMatch(); });
    key({QKeySequence(Qt::CTRL | Qt::Key_W)}, [this] { close(); });
    key({QKeySequence(Qt::Key_F1)},
        [this] { open(HelpKind::Manual, QStringLiteral("help-the-manual-and-the-rules")); });
    addQuitShortcut(this);

    m_language = LanguageManager::instance().effective();
    retranslate();
    fitToScreen(this, QSize(1180, 820));
}

QTextBrowser* HelpWindow::browser() const
{
    return m_text;
}

void HelpWindow::retranslate()
{
    setWindowTitle(tr("Starlanes Help"));
    m_documents->setTabText(0, tr("Manual"));
    m_documents->setTabText(1, tr("Rules"));
    m_back->setToolTip(tr("Back (Alt+Left)"));
    m_forward->setToolTip(tr("Forward (Alt+Right)"));
    m_search->setPlaceholderText(tr("Search (Ctrl+F)"));
    m_tree->setAccessibleName(tr("Sections"));
    m_text->setAccessibleName(tr("Help text"));
    m_documents->setAccessibleName(tr("Document"));
    markMatches();
    nameControls(this);
}

void HelpWindow::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange) return;
    retranslate();
    const QString language = LanguageManager::instance().effective();
    if (language == m_language) return;
    m_language = language;
    const QString section = m_section;
    load(m_kind);
    scrollTo(section);
}

void HelpWindow::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // The pictures are drawn as wide as the text: again when the text became much wider or
    // narrower.
    if (widthChanged()) m_relayout->start();
}

bool HelpWindow::widthChanged() const
{
    const int width = m_text->pictureWidth();
    return m_loadedWidth > 0 && std::abs(width - m_loadedWidth) * 10 > m_loadedWidth;
}

void HelpWindow::load(HelpKind kind)
{
    m_kind = kind;
    m_doc = HelpDocument::load(kind, m_language);
    m_loadedWidth = m_text->pictureWidth();
    m_scrolling = true;
    m_text->document()->setMarkdown(m_doc.markdown());
    // Tables drawn as the game's panels are: thin lines in the theme's colour, room in each cell.
    for (QTextFrame* frame : m_text->document()->rootFrame()->childFrames())
        if (auto* table = qobject_cast<QTextTable*>(frame)) {
            QTextTableFormat f = table->format();
            f.setBorder(1);
            f.setBorderBrush(QColor(0x3a, 0x44, 0x66));
            f.setBorderCollapse(true);
            f.setCellPadding(4);
            f.setCellSpacing(0);
            table->setFormat(f);
        }
    // The text never scrolls sideways: code (a command line) wraps like the rest, and each
    // picture is given the size it is drawn at (its pixels are the screen's: HelpBrowser).
    for (QTextBlock b = m_text->document()->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().nonBreakableLines()) {
            QTextBlockFormat f = b.blockFormat();
            f.setNonBreakableLines(false);
            QTextCursor(b).setBlockFormat(f);
        }
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat()) continue;
            QTextImageFormat image = fragment.charFormat().toImageFormat();
            const QSizeF size =
                m_text->loadResource(QTextDocument::ImageResource, QUrl(image.name()))
                    .value<QImage>()
                    .deviceIndependentSize();
            if (size.isEmpty()) continue;
            image.setWidth(size.width());
            image.setHeight(size.height());
            QTextCursor c(m_text->document());
            c.setPosition(fragment.position());
            c.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            c.setCharFormat(image);
        }
    }
    m_scrolling = false;
    {
        const QSignalBlocker block(m_documents);
        m_documents->setCurrentIndex(kind == HelpKind::Manual ? 0 : 1);
    }
    m_tree->clear();
    QTreeWidgetItem* parent = nullptr;
    for (const HelpDocument::Section& s : m_doc.sections()) {
        auto* item =
            s.level <= 2 || !parent ? new QTreeWidgetItem(m_tree) : new QTreeWidgetItem(parent);
        if (s.level <= 2) parent = item;
        item->setText(0, s.title);
        item->setData(0, Qt::UserRole, s.id);
    }
    m_tree->expandAll();
    search(m_search->text());
}

void HelpWindow::scrollTo(const QString& id)
{
    // The heading blocks of the text are the document's title and then its sections in order.
    const QList<HelpDocument::Section>& sections = m_doc.sections();
    qsizetype index = -1;
    for (qsizetype i = 0; i < sections.size(); ++i)
        if (sections.at(i).id == id) index = i;
    int y = 0;
    if (index >= 0) {
        qsizetype heading = m_doc.title().isEmpty() ? 0 : -1;
        for (QTextBlock b = m_text->document()->begin(); b.isValid(); b = b.next()) {
            if (b.blockFormat().headingLevel() <= 0) continue;
            if (heading == index) {
                y = int(m_text->document()->documentLayout()->blockBoundingRect(b).top());
                break;
            }
            ++heading;
        }
    }
    m_section = index >= 0 ? id : QString();
    m_anchored = true;
    m_scrolling = true;
    m_text->verticalScrollBar()->setValue(y);
    m_scrolling = false;
    const QSignalBlocker block(m_tree);
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->data(0, Qt::UserRole).toString() == m_section) m_tree->setCurrentItem(*it);
}

bool HelpWindow::open(HelpKind kind, const QString& id)
{
    if (kind != m_kind || m_doc.sections().isEmpty() || widthChanged()) load(kind);
    const bool found = id.isEmpty() || m_doc.section(id);
    scrollTo(found ? id : QString());
    // A new place cuts the forward history, as a browser does.
    const Place here{kind, m_section};
    if (m_historyAt < 0 || m_history.at(m_historyAt).kind != here.kind ||
        m_history.at(m_historyAt).id != here.id) {
        m_history = m_history.mid(0, m_historyAt + 1);
        m_history << here;
        m_historyAt = int(m_history.size()) - 1;
    }
    updateHistoryButtons();
    return found;
}

void HelpWindow::back()
{
    if (m_historyAt <= 0) return;
    const Place p = m_history.at(--m_historyAt);
    if (p.kind != m_kind) load(p.kind);
    scrollTo(p.id);
    updateHistoryButtons();
}

void HelpWindow::forward()
{
    if (m_historyAt + 1 >= m_history.size()) return;
    const Place p = m_history.at(++m_historyAt);
    if (p.kind != m_kind) load(p.kind);
    scrollTo(p.id);
    updateHistoryButtons();
}

void HelpWindow::updateHistoryButtons()
{
    m_back->setEnabled(m_historyAt > 0);
    m_forward->setEnabled(m_historyAt + 1 < m_history.size());
}

void HelpWindow::followLink(const QUrl& url)
{
    if (url.scheme() == helpScheme(HelpKind::Manual))
        open(HelpKind::Manual, url.path());
    else if (url.scheme() == helpScheme(HelpKind::Rules))
        open(HelpKind::Rules, url.path());
    else if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
        QDesktopServices::openUrl(url);
}

void HelpWindow::sectionScrolled()
{
    if (m_scrolling || m_anchored) return;
    // The section whose heading is the last one above the top of the view (and a little in).
    const int top = m_text->verticalScrollBar()->value() + 24;
    const QList<HelpDocument::Section>& sections = m_doc.sections();
    qsizetype heading = m_doc.title().isEmpty() ? 0 : -1;
    QString section;
    for (QTextBlock b = m_text->document()->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() <= 0) continue;
        if (heading >= 0 && heading < sections.size()) {
            if (m_text->document()->documentLayout()->blockBoundingRect(b).top() > top) break;
            section = sections.at(heading).id;
        }
        ++heading;
    }
    m_section = section;
    const QSignalBlocker block(m_tree);
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->data(0, Qt::UserRole).toString() == m_section) m_tree->setCurrentItem(*it);
}

int HelpWindow::search(const QString& text)
{
    m_query = HelpDocument::folded(text.trimmed());
    // The tree keeps the sections that hold the words (a heading stays with a kept subsection).
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        const HelpDocument::Section* s = m_doc.section((*it)->data(0, Qt::UserRole).toString());
        const bool holds =
            m_query.isEmpty() ||
            (s && HelpDocument::folded(s->title + QLatin1Char('\n') + s->text).contains(m_query));
        (*it)->setHidden(!holds);
        if (holds)
            for (QTreeWidgetItem* up = (*it)->parent(); up; up = up->parent())
                up->setHidden(false);
    }
    markMatches();
    return int(m_matches.size());
}

QStringList HelpWindow::sectionsShown() const
{
    QStringList ids;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if (!(*it)->isHidden()) ids << (*it)->data(0, Qt::UserRole).toString();
    return ids;
}

void HelpWindow::markMatches()
{
    m_matches.clear();
    QList<QTextEdit::ExtraSelection> marks;
    if (!m_query.isEmpty()) {
        // The document's raw text has one character for each position of the document, and
        // folded() keeps one character for one: the places found are the document's.
        const QString text = HelpDocument::folded(m_text->document()->toRawText());
        QTextCharFormat mark;
        mark.setBackground(QColor(0xf5, 0xc5, 0x18));
        mark.setForeground(QColor(0x14, 0x19, 0x2f));
        for (qsizetype at = text.indexOf(m_query); at >= 0 && m_matches.size() < kMaxMatches;
             at = text.indexOf(m_query, at + m_query.size())) {
            m_matches << int(at);
            QTextCursor c(m_text->document());
            c.setPosition(int(at));
            c.setPosition(int(at + m_query.size()), QTextCursor::KeepAnchor);
            marks.append({c, mark});
        }
    }
    m_text->setExtraSelections(marks);
    m_found->setText(m_query.isEmpty() ? QString()
                     : m_matches.isEmpty()
                         ? tr("Not found")
                         : tr("%n place(s)", "search results", int(m_matches.size())));
}

void HelpWindow::nextMatch()
{
    if (m_matches.isEmpty()) return;
    const int from = m_text->textCursor().selectionEnd();
    int at = m_matches.first();
    for (const int m : m_matches)
        if (m >= from) {
            at = m;
            break;
        }
    QTextCursor c(m_text->document());
    c.setPosition(at);
    c.setPosition(at + int(m_query.size()), QTextCursor::KeepAnchor);
    m_text->setTextCursor(c);
    m_text->ensureCursorVisible();
}

void addHelpKeys(QWidget* window, const QString& id, HelpKind kind)
{
    window->setProperty("helpSection", id);
    window->setProperty("helpDocument", helpScheme(kind));
    auto* help = new QAction(window);
    help->setObjectName(QStringLiteral("helpKey"));
    help->setShortcut(QKeySequence(Qt::Key_F1));
    help->setShortcutContext(Qt::WindowShortcut);
    QObject::connect(help, &QAction::triggered, window,
                     [window, id, kind] { HelpWindow::showAt(kind, id, window); });
    window->addAction(help);
}

} // namespace slui
