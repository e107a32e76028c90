// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "tilelistpanel.h"

#include "common/artcache.h"
#include "common/names.h"
#include "tilelistmodel.h"
#include "tilesetdocument.h"

#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace sled {
namespace {
constexpr int kThumbPx = 44;
} // namespace

TileListPanel::TileListPanel(QWidget* parent) : QWidget(parent), m_filter(new TileFilterModel)
{
    m_filter->setParent(this);
    setMinimumWidth(250);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 0, 6);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("tileSearch"));
    m_search->setClearButtonEnabled(true);
    m_kindFilter = new QComboBox(this);
    m_symbolFilter = new QComboBox(this);
    // One above the other: each has the panel's width for its texts, in either language.
    auto* filters = new QVBoxLayout;
    filters->addWidget(m_kindFilter);
    filters->addWidget(m_symbolFilter);
    m_list = new QTableView(this);
    m_list->setObjectName(QStringLiteral("tileList"));
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_list->setIconSize(QSize(kThumbPx, kThumbPx));
    m_list->verticalHeader()->setVisible(false);
    m_list->verticalHeader()->setDefaultSectionSize(kThumbPx + 6);
    m_list->setShowGrid(false);
    m_list->setAlternatingRowColors(true);
    m_list->setWordWrap(false);
    m_list->setModel(m_filter);
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->horizontalHeader()->setHighlightSections(false);
    m_list->horizontalHeader()->setStretchLastSection(false);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& i) {
                emit currentTileChanged(i.isValid() ? m_filter->mapToSource(i).row() : -1);
            });
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TileListPanel::selectionChanged);
    m_buttons = new QToolBar(this);
    m_buttons->setIconSize(QSize(20, 20));
    layout->addWidget(m_search);
    layout->addLayout(filters);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_buttons);

    connect(m_search, &QLineEdit::textChanged, m_filter, &TileFilterModel::setText);
    connect(m_kindFilter, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_filter->setRealmKind(m_kindFilter->itemData(i).toInt()); });
    connect(m_symbolFilter, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_filter->setSymbol(m_symbolFilter->itemData(i).toInt()); });
    retranslate();
}

void TileListPanel::setDocument(TileSetDocument* doc)
{
    m_doc = doc;
    m_model = new TileListModel(doc, doc);
    m_model->setThumbnailSize(m_list->iconSize().width());
    m_filter->setSourceModel(m_model);
    QHeaderView* header = m_list->horizontalHeader();
    header->setSectionResizeMode(TileListModel::TileColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TileListModel::NameColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(TileListModel::CountColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TileListModel::BoxColumn, QHeaderView::ResizeToContents);
}

void TileListPanel::selectTile(int index)
{
    if (!m_doc || index < 0 || index >= m_doc->tileCount()) { // none
        m_list->selectionModel()->clear();
        return;
    }
    QModelIndex i = m_filter->mapFromSource(m_model->index(index, 0));
    if (!i.isValid()) { // filtered out: show every tile again
        m_search->clear();
        m_kindFilter->setCurrentIndex(0);
        m_symbolFilter->setCurrentIndex(0);
        i = m_filter->mapFromSource(m_model->index(index, 0));
    }
    m_list->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect |
                                                     QItemSelectionModel::Rows);
    m_list->scrollTo(i);
}

std::vector<int> TileListPanel::selectedTiles() const
{
    std::vector<int> rows;
    for (const QModelIndex& i : m_list->selectionModel()->selectedRows())
        rows.push_back(m_filter->mapToSource(i).row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void TileListPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void TileListPanel::retranslate()
{
    m_list->setAccessibleName(tr("Tiles"));
    m_search->setPlaceholderText(tr("Search by id, name or planet"));
    const int kind = m_kindFilter->currentIndex();
    m_kindFilter->clear();
    m_kindFilter->addItem(tr("All realm kinds"), -1);
    for (int k = 0; k < sl::kRealmKinds; ++k)
        m_kindFilter->addItem(
            tr("With a %1").arg(slui::realmKindName(static_cast<sl::RealmKind>(k)).toLower()), k);
    m_kindFilter->addItem(tr("Blank tiles"), 3);
    m_kindFilter->setCurrentIndex(qMax(0, kind));
    const int symbol = m_symbolFilter->currentIndex();
    m_symbolFilter->clear();
    m_symbolFilter->addItem(tr("Any symbols"), -1);
    for (int f = 0; f < sl::kFactions; ++f)
        m_symbolFilter->addItem(slui::ArtCache::instance().emblemIcon(static_cast<sl::Faction>(f)),
                                slui::factionName(static_cast<sl::Faction>(f)), f);
    m_symbolFilter->addItem(tr("No symbols"), 4);
    m_symbolFilter->setCurrentIndex(qMax(0, symbol));
    if (m_model) m_model->retranslate();
}

} // namespace sled
