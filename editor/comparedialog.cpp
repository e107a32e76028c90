// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "comparedialog.h"
#include "common/accessiblenames.h"
#include "common/filedialogs.h"
#include "help/helpwindow.h"

#include "common/names.h"
#include "common/screenfit.h"
#include "tilesetdocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sled {
namespace {
enum Source { BuiltinBase, BuiltinExpansion, SavedFile, OtherFile };
} // namespace

QString fieldLabel(const QString& path)
{
    static const QRegularExpression realmRe(QStringLiteral("^realms\\[(\\d+)\\](?:\\.(\\w+))?$"));
    const QRegularExpressionMatch m = realmRe.match(path);
    if (m.hasMatch()) {
        const int n = m.captured(1).toInt() + 1;
        const QString sub = m.captured(2);
        if (sub.isEmpty()) return CompareDialog::tr("Realm %1").arg(n);
        if (sub == QLatin1String("kind")) return CompareDialog::tr("Realm %1: kind").arg(n);
        if (sub == QLatin1String("edges")) return CompareDialog::tr("Realm %1: edges").arg(n);
        if (sub == QLatin1String("symbols")) return CompareDialog::tr("Realm %1: symbols").arg(n);
        return CompareDialog::tr("Realm %1: planet name").arg(n);
    }
    if (path.startsWith(QLatin1String("edges."))) {
        const QString dir =
            slui::directionName(int(QStringLiteral("NESW").indexOf(QStringView(path).right(1))));
        return CompareDialog::tr("Edge: %1").arg(dir);
    }
    static const QHash<QString, const char*> names{
        {QStringLiteral("count"), QT_TRANSLATE_NOOP("sled::CompareDialog", "Count")},
        {QStringLiteral("expansion"), QT_TRANSLATE_NOOP("sled::CompareDialog", "Box")},
        {QStringLiteral("name.en"), QT_TRANSLATE_NOOP("sled::CompareDialog", "Name (English)")},
        {QStringLiteral("name.cs"), QT_TRANSLATE_NOOP("sled::CompareDialog", "Name (Czech)")},
        {QStringLiteral("note.en"), QT_TRANSLATE_NOOP("sled::CompareDialog", "Note (English)")},
        {QStringLiteral("note.cs"), QT_TRANSLATE_NOOP("sled::CompareDialog", "Note (Czech)")},
        {QStringLiteral("id"), QT_TRANSLATE_NOOP("sled::CompareDialog", "Id")},
        {QStringLiteral("role"), QT_TRANSLATE_NOOP("sled::CompareDialog", "Role")},
        {QStringLiteral("reconstruction"),
         QT_TRANSLATE_NOOP("sled::CompareDialog", "Reconstruction")},
        {QStringLiteral("startTile"), QT_TRANSLATE_NOOP("sled::CompareDialog", "Start tile")},
    };
    const auto it = names.constFind(path);
    return it == names.constEnd() ? path : CompareDialog::tr(*it);
}

/** A file token in words: an edge kind, a realm kind or a faction; else the token itself. */
QString tokenLabel(const QString& token)
{
    const std::string t = token.toStdString();
    if (auto e = sl::edgeKindFromString(t)) return slui::edgeKindName(*e);
    if (auto k = sl::realmKindFromString(t)) return slui::realmKindName(*k);
    if (auto f = sl::factionFromString(t)) return slui::factionName(*f);
    return token;
}

/** A realm as the diff describes it, "kind edges-or-planet-name (symbols)": the kind and the
 *  symbols in words, the planet's name and the edge letters as they are. */
QString realmValueLabel(const QString& value)
{
    const QString kind = value.section(QLatin1Char(' '), 0, 0);
    QString rest = value.mid(kind.size() + 1);
    QString symbols;
    if (rest.endsWith(QLatin1Char(')')) && rest.lastIndexOf(QLatin1String(" (")) >= 0) {
        const qsizetype open = rest.lastIndexOf(QLatin1String(" ("));
        QStringList names;
        for (const QString& f :
             rest.mid(open + 2, rest.size() - open - 3).split(QStringLiteral(", ")))
            names << tokenLabel(f);
        symbols = QStringLiteral(" (%1)").arg(names.join(QStringLiteral(", ")));
        rest = rest.left(open);
    }
    return tokenLabel(kind) + (rest.isEmpty() ? QString() : QLatin1Char(' ') + rest) + symbols;
}

/** A field's value in words. Only values that are file tokens are translated; names, notes,
 *  ids and numbers are shown exactly as they are. */
QString valueLabel(const QString& path, const QString& value)
{
    if (value.isEmpty()) return CompareDialog::tr("(none)");
    static const QRegularExpression realm(QStringLiteral("^realms\\[\\d+\\](\\.(\\w+))?$"));
    if (const QRegularExpressionMatch m = realm.match(path); m.hasMatch()) {
        const QString sub = m.captured(2);
        if (sub.isEmpty()) return realmValueLabel(value);
        if (sub == QLatin1String("kind")) return tokenLabel(value);
        if (sub == QLatin1String("symbols")) {
            QStringList names;
            for (const QString& f : value.split(QStringLiteral(", ")))
                names << tokenLabel(f);
            return names.join(QStringLiteral(", "));
        }
        return value; // edges (N+E), the planet's name
    }
    if (path.startsWith(QLatin1String("edges."))) return tokenLabel(value);
    if (path == QLatin1String("expansion"))
        return value == QLatin1String("base")   ? CompareDialog::tr("Base game")
               : value == QLatin1String("exp1") ? CompareDialog::tr("Expansion 1")
                                                : value;
    if (path == QLatin1String("role"))
        return value == QLatin1String("base") ? CompareDialog::tr("Base game")
                                              : CompareDialog::tr("Expansion");
    if (path == QLatin1String("reconstruction"))
        return value == QLatin1String("true") ? CompareDialog::tr("yes") : CompareDialog::tr("no");
    return value;
}

CompareDialog::CompareDialog(const sl::TileSet& current, const QString& savedPath, QWidget* parent)
    : QDialog(parent), m_current(current), m_savedPath(savedPath)
{
    setObjectName(QStringLiteral("compareDialog"));
    slui::addHelpKeys(this, QStringLiteral("tile-set-editor")); // F1
    m_source = new QComboBox(this);
    m_source->addItems({QString(), QString(), QString(), QString()});
    m_sourceLabel = new QLabel(this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(3);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* top = new QHBoxLayout;
    top->addWidget(m_sourceLabel);
    top->addWidget(m_source, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    slui::fitToScreen(this, QSize(760, 560));
    retranslate();
    connect(m_source, &QComboBox::activated, this, &CompareDialog::choose);
    const int first = current.role == sl::TileSetRole::Expansion ? BuiltinExpansion : BuiltinBase;
    m_source->setCurrentIndex(first);
    choose(first);
}

void CompareDialog::choose(int index)
{
    switch (index) {
    case BuiltinBase:
        compareWith(sl::builtinTileSet("base"), m_source->itemText(index));
        break;
    case BuiltinExpansion:
        compareWith(sl::builtinTileSet("exp1"), m_source->itemText(index));
        break;
    case SavedFile:
        compareWithFile(m_savedPath);
        break;
    default: {
        const QString path = slui::openFileName(this, tr("Compare with a tile set"), QString(),
                                                tr("Tile sets (*.json)"));
        if (!path.isEmpty()) compareWithFile(path);
    }
    }
}

bool CompareDialog::compareWithFile(const QString& path)
{
    QString error;
    const auto doc = TileSetDocument::open(path, &error, this);
    if (!doc) {
        m_diff.reset();
        m_tree->clear();
        m_summary->setText(error);
        return false;
    }
    compareWith(doc->set(), QFileInfo(path).fileName());
    return true;
}

void CompareDialog::compareWith(const sl::TileSet& other, const QString& label)
{
    m_otherLabel = label;
    m_diff = sl::diffTileSets(other, m_current);
    showDiff(*m_diff);
}

QString CompareDialog::summary() const
{
    return m_summary->text();
}

void CompareDialog::showDiff(const sl::TileSetDiff& diff)
{
    m_tree->clear();
    m_tree->setHeaderLabels({tr("What"), m_otherLabel, tr("This set")});
    auto field = [](QTreeWidgetItem* parent, const sl::FieldChange& c) {
        const QString path = QString::fromStdString(c.field);
        new QTreeWidgetItem(parent,
                            {fieldLabel(path), valueLabel(path, QString::fromStdString(c.before)),
                             valueLabel(path, QString::fromStdString(c.after))});
    };
    auto group = [this](const QString& title) {
        auto* item = new QTreeWidgetItem(m_tree, {title});
        QFont f = item->font(0);
        f.setBold(true);
        item->setFont(0, f);
        item->setExpanded(true);
        return item;
    };
    if (!diff.set.empty()) {
        QTreeWidgetItem* g = group(tr("The set"));
        for (const sl::FieldChange& c : diff.set)
            field(g, c);
    }
    if (!diff.added.empty()) {
        QTreeWidgetItem* g = group(tr("%n tile type(s) added", nullptr, int(diff.added.size())));
        for (const std::string& id : diff.added)
            new QTreeWidgetItem(g, {QString::fromStdString(id)});
    }
    if (!diff.removed.empty()) {
        QTreeWidgetItem* g =
            group(tr("%n tile type(s) removed", nullptr, int(diff.removed.size())));
        for (const std::string& id : diff.removed)
            new QTreeWidgetItem(g, {QString::fromStdString(id)});
    }
    if (!diff.changed.empty()) {
        QTreeWidgetItem* g =
            group(tr("%n tile type(s) changed", nullptr, int(diff.changed.size())));
        for (const sl::TileChange& t : diff.changed) {
            auto* tile = new QTreeWidgetItem(g, {QString::fromStdString(t.tileId)});
            tile->setExpanded(true);
            for (const sl::FieldChange& c : t.fields)
                field(tile, c);
        }
    }
    m_summary->setText(diff.empty() ? tr("No differences: the same tiles and fields.")
                                    : tr("Added: %1 · removed: %2 · changed: %3")
                                          .arg(diff.added.size())
                                          .arg(diff.removed.size())
                                          .arg(diff.changed.size()));
}

void CompareDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void CompareDialog::retranslate()
{
    setWindowTitle(tr("Compare tile sets"));
    m_sourceLabel->setText(tr("Compare with:"));
    m_source->setItemText(BuiltinBase, tr("Built-in base game"));
    m_source->setItemText(BuiltinExpansion, tr("Built-in Expansion 1"));
    m_source->setItemText(SavedFile, tr("The file as last saved"));
    m_source->setItemText(OtherFile, tr("Another file…"));
    m_source->setItemData(SavedFile, m_savedPath.isEmpty() ? QVariant(0) : QVariant(),
                          Qt::UserRole - 1);
    if (m_diff) showDiff(*m_diff);
    m_tree->setAccessibleName(tr("Differences"));
    slui::nameControls(this); // for assistive technology, in the new language
}

} // namespace sled
