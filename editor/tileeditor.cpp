// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The selected tile's editor: drawing, rotations, fields and realms.
#include "tileeditor.h"

#include "common/problemtext.h"

#include "common/artcache.h"
#include "common/names.h"
#include "setcommands.h"
#include "tilecanvas.h"
#include "tilecommands.h"
#include "tileedits.h"
#include "tilesetdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace sled {
namespace {
/** Screens narrower than this show the fields below the drawing. */
constexpr int kSideBySideScreen = 1200;
constexpr int kRotationPx = 52;
} // namespace

TileEditor::TileEditor(QWidget* parent) : QWidget(parent)
{
    m_canvas = new TileCanvas(this);
    m_rotationsLabel = new QLabel(this);
    auto* rotations = new QHBoxLayout;
    rotations->addWidget(m_rotationsLabel);
    for (auto& label : m_rotations) {
        label = new QLabel(this);
        label->setFixedSize(kRotationPx + 4, kRotationPx + 4);
        label->setAlignment(Qt::AlignCenter);
        rotations->addWidget(label);
    }
    rotations->addStretch(1);
    auto* left = new QVBoxLayout;
    left->addWidget(m_canvas, 1);
    left->addLayout(rotations);

    m_tileBox = new QGroupBox(this);
    auto* form = new QFormLayout(m_tileBox);
    m_id = new QLineEdit(m_tileBox);
    m_id->setObjectName(QStringLiteral("tileId"));
    m_nameEn = new QLineEdit(m_tileBox);
    m_nameEn->setObjectName(QStringLiteral("tileNameEn"));
    m_nameCs = new QLineEdit(m_tileBox);
    m_nameCs->setObjectName(QStringLiteral("tileNameCs"));
    m_count = new QSpinBox(m_tileBox);
    m_count->setObjectName(QStringLiteral("tileCount"));
    m_count->setRange(1, sl::kMaxTileCount);
    m_count->installEventFilter(this);
    m_box = new QComboBox(m_tileBox);
    m_box->addItems({QString(), QString()});
    m_start = new QCheckBox(m_tileBox);
    m_start->setObjectName(QStringLiteral("startTileCheck"));
    form->addRow(m_idLabel = new QLabel(m_tileBox), m_id);
    form->addRow(m_nameEnLabel = new QLabel(m_tileBox), m_nameEn);
    form->addRow(m_nameCsLabel = new QLabel(m_tileBox), m_nameCs);
    form->addRow(m_countLabel = new QLabel(m_tileBox), m_count);
    form->addRow(m_boxLabel = new QLabel(m_tileBox), m_box);
    form->addRow(QString(), m_start);

    m_realmsBox = new QGroupBox(this);
    auto* realmsLayout = new QGridLayout(m_realmsBox);
    m_realms = new QListWidget(m_realmsBox);
    m_realms->setObjectName(QStringLiteral("realmList"));
    m_realms->setMaximumHeight(120);
    // A push button with a menu: its arrow has a place of its own beside the text.
    m_addRealm = new QPushButton(m_realmsBox);
    m_addRealm->setObjectName(QStringLiteral("addRealm"));
    m_addRealm->setMenu(new QMenu(m_addRealm));
    m_removeRealm = new QPushButton(m_realmsBox);
    realmsLayout->addWidget(m_realms, 0, 0, 1, 3);
    realmsLayout->addWidget(m_addRealm, 1, 0);
    realmsLayout->addWidget(m_removeRealm, 1, 1);
    realmsLayout->setColumnStretch(2, 1);

    m_realmBox = new QGroupBox(this);
    auto* realmForm = new QGridLayout(m_realmBox);
    m_edgesLabel = new QLabel(m_realmBox);
    realmForm->addWidget(m_edgesLabel, 0, 0);
    for (int d = 0; d < 4; ++d) {
        m_edges[std::size_t(d)] = new QCheckBox(m_realmBox);
        m_edges[std::size_t(d)]->setObjectName(QStringLiteral("edge%1").arg(d));
        realmForm->addWidget(m_edges[std::size_t(d)], 0, d + 1);
        connect(m_edges[std::size_t(d)], &QCheckBox::clicked, this,
                [this, d](bool on) { setRealmEdge(d, on); });
    }
    m_planetLabel = new QLabel(m_realmBox);
    m_planetName = new QLineEdit(m_realmBox);
    m_planetName->setObjectName(QStringLiteral("planetName"));
    realmForm->addWidget(m_planetLabel, 1, 0);
    realmForm->addWidget(m_planetName, 1, 1, 1, 4);
    m_symbolsLabel = new QLabel(m_realmBox);
    realmForm->addWidget(m_symbolsLabel, 2, 0);
    for (int f = 0; f < sl::kFactions; ++f) {
        auto* spin = new QSpinBox(m_realmBox);
        spin->setObjectName(QStringLiteral("symbols%1").arg(f));
        spin->setRange(0, sl::kMaxSymbolsPerRealm);
        auto* icon = new QLabel(m_realmBox);
        icon->setPixmap(slui::ArtCache::instance().emblem(static_cast<sl::Faction>(f), 20,
                                                          devicePixelRatioF()));
        auto* cell = new QHBoxLayout;
        cell->setSpacing(2);
        cell->addWidget(icon);
        cell->addWidget(spin, 1);
        // Two rows of two, so that the column stays narrow.
        realmForm->addLayout(cell, 2 + f / 2, 1 + 2 * (f % 2), 1, 2);
        m_symbols[std::size_t(f)] = spin;
        spin->installEventFilter(this);
        connect(spin, &QSpinBox::valueChanged, this, [this, f](int value) {
            const int realm = currentRealm();
            if (m_updating || realm < 0) return;
            int have = 0;
            for (sl::Faction s : m_doc->tile(m_tile).realms[std::size_t(realm)].symbols)
                have += s == static_cast<sl::Faction>(f);
            push(changeSymbols(m_doc, m_tile, realm, static_cast<sl::Faction>(f), value - have));
        });
    }

    // The fields scroll when the window is small, rather than forcing it wider than the screen.
    auto* fields = new QWidget;
    auto* right = new QVBoxLayout(fields);
    right->setContentsMargins(0, 0, 4, 0);
    right->addWidget(m_tileBox);
    right->addWidget(m_realmsBox);
    right->addWidget(m_realmBox);
    right->addStretch(1);
    auto* scroll = new QScrollArea(this);
    m_fieldsScroll = scroll;
    scroll->setWidget(fields);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Up and down only: never narrower than the fields (the drawing gives way instead).
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // (Its width follows the fields' texts: fitFieldsWidth() after every retranslation.)
    // Side by side, as wide as the fields want and the drawing taking the rest; on a narrow screen
    // (a large scale factor) the fields go below the drawing instead.
    m_layout = new QBoxLayout(QBoxLayout::LeftToRight, this);
    m_layout->addLayout(left, 1);
    m_layout->addWidget(scroll, 0);
    const QScreen* screen = QGuiApplication::primaryScreen();
    if (screen && screen->availableGeometry().width() < kSideBySideScreen)
        m_layout->setDirection(QBoxLayout::TopToBottom);

    // Edits: each widget pushes a command; typing ends its merge run when editing finishes.
    auto text = [this](QLineEdit* edit, auto makeCommand) {
        connect(edit, &QLineEdit::textEdited, this, [this, makeCommand](const QString& s) {
            if (m_tile >= 0) push(makeCommand(s.toStdString()));
        });
        connect(edit, &QLineEdit::editingFinished, this, [this] {
            if (m_doc) m_doc->closeMergeRun();
        });
    };
    text(m_id, [this](const std::string& s) { return changeTileId(m_doc, m_tile, s); });
    text(m_nameEn, [this](const std::string& s) {
        return renameTile(m_doc, m_tile, QStringLiteral("en"), s);
    });
    text(m_nameCs, [this](const std::string& s) {
        return renameTile(m_doc, m_tile, QStringLiteral("cs"), s);
    });
    text(m_planetName,
         [this](const std::string& s) { return renamePlanet(m_doc, m_tile, currentRealm(), s); });
    connect(m_count, &QSpinBox::valueChanged, this, [this](int n) {
        if (!m_updating && m_tile >= 0) push(changeCount(m_doc, {m_tile}, n));
    });
    connect(m_count, &QSpinBox::editingFinished, this, [this] {
        if (m_doc) m_doc->closeMergeRun();
    });
    connect(m_box, &QComboBox::activated, this, [this](int i) {
        if (m_tile >= 0) push(changeExpansionTag(m_doc, {m_tile}, i == 1 ? "exp1" : "base"));
    });
    connect(m_start, &QCheckBox::clicked, this, [this](bool on) {
        SetProperties p = m_doc->properties();
        p.startTile = on ? m_doc->tile(m_tile).id : std::string();
        push(changeProperties(m_doc, p,
                              QCoreApplication::translate("Commands", "Change start tile")));
    });
    connect(m_realms, &QListWidget::currentRowChanged, this, [this](int row) {
        m_canvas->setSelectedRealm(row);
        refreshRealm();
    });
    connect(m_removeRealm, &QPushButton::clicked, this, [this] {
        push(removeRealm(m_doc, m_tile, currentRealm()));
        // The last realm gone, the button is off: the focus stays with the realms.
        if (!m_removeRealm->isEnabled()) m_realms->setFocus();
    });
    connect(m_addRealm->menu(), &QMenu::aboutToShow, this, &TileEditor::fillAddRealmMenu);

    connect(m_canvas, &TileCanvas::edgeClicked, this, [this](int dir) {
        push(changeEdge(m_doc, m_tile, dir,
                        edit::nextEdgeKind(m_doc->tile(m_tile).edges[std::size_t(dir)])));
        selectRealm(edit::realmAt(m_doc->tile(m_tile), dir));
    });
    connect(m_canvas, &TileCanvas::edgesDragged, this, [this](int a, int b) {
        push(connectRealms(m_doc, m_tile, a, b));
        selectRealm(edit::realmAt(m_doc->tile(m_tile), a));
    });
    connect(m_canvas, &TileCanvas::realmClicked, this, &TileEditor::selectRealm);
    connect(m_canvas, &TileCanvas::edgeMenuRequested, this, &TileEditor::showEdgeMenu);
    retranslate();
    refresh();
}

void TileEditor::setDocument(TileSetDocument* doc)
{
    if (m_doc) disconnect(m_doc, nullptr, this, nullptr);
    m_doc = doc;
    m_tile = -1;
    if (doc) {
        connect(doc, &TileSetDocument::tileChanged, this, [this](int i) {
            if (i == m_tile) refresh();
        });
        connect(doc, &TileSetDocument::tileRemoved, this, [this](int i) {
            if (i == m_tile)
                setCurrentTile(-1);
            else if (i < m_tile)
                --m_tile;
        });
        connect(doc, &TileSetDocument::tileInserted, this, [this](int i) {
            if (m_tile >= 0 && i <= m_tile) ++m_tile;
        });
        connect(doc, &TileSetDocument::tileMoved, this, [this](int from, int to) {
            if (from == m_tile)
                m_tile = to;
            else if (from < m_tile && to >= m_tile)
                --m_tile;
            else if (from > m_tile && to <= m_tile)
                ++m_tile;
        });
        connect(doc, &TileSetDocument::propertiesChanged, this, &TileEditor::refresh);
        connect(doc, &TileSetDocument::reset, this, [this] { setCurrentTile(-1); });
    }
    refresh();
}

void TileEditor::setCurrentTile(int index)
{
    if (index == m_tile) return;
    if (m_doc) m_doc->closeMergeRun();
    m_tile = index;
    m_canvas->setSelectedRealm(-1);
    refresh();
    if (m_tile >= 0 && !m_doc->tile(m_tile).realms.empty()) selectRealm(0);
}

int TileEditor::currentRealm() const
{
    return m_realms->currentRow();
}

void TileEditor::selectRealm(int realm)
{
    m_realms->setCurrentRow(realm);
    m_canvas->setSelectedRealm(realm);
    refreshRealm();
}

void TileEditor::push(std::unique_ptr<QUndoCommand> cmd)
{
    if (cmd && m_doc) m_doc->undoStack()->push(cmd.release());
}

void TileEditor::refresh()
{
    const bool has = m_doc && m_tile >= 0 && m_tile < m_doc->tileCount();
    m_canvas->setTile(has ? &m_doc->tile(m_tile) : nullptr);
    for (QWidget* w : {static_cast<QWidget*>(m_tileBox), static_cast<QWidget*>(m_realmsBox)})
        w->setEnabled(has);
    m_updating = true;
    const sl::TileType empty;
    const sl::TileType& t = has ? m_doc->tile(m_tile) : empty;
    // Another tile shown: its long names show their start (not where a cursor would end).
    const bool otherTile = m_tile != m_shownTile;
    m_shownTile = m_tile;
    auto setText = [otherTile](QLineEdit* e, const std::string& s) {
        if (e->text() == QString::fromStdString(s)) return;
        e->setText(QString::fromStdString(s));
        if (otherTile && !e->hasFocus()) e->setCursorPosition(0); // not under the user's typing
    };
    setText(m_id, t.id);
    setText(m_nameEn, t.name.en);
    setText(m_nameCs, t.name.cs);
    // The file's count as it is, also outside 1 to 50, marked as a problem until it is fixed.
    m_count->setRange(std::min(1, t.count), std::max(sl::kMaxTileCount, t.count));
    m_count->setValue(t.count);
    const bool badCount = has && (t.count < 1 || t.count > sl::kMaxTileCount);
    m_count->setProperty("invalid", badCount);
    m_count->setStyleSheet(
        badCount ? QStringLiteral("QSpinBox { color: #ff8a80; border: 1px solid #ff5252; }")
                 : QString());
    m_count->setToolTip(badCount
                            ? slui::problemReason(t.count < 1 ? sl::TileSetReason::CountBelowOne
                                                              : sl::TileSetReason::CountAboveLimit)
                            : QString());
    m_box->setCurrentIndex(t.expansion == "exp1" ? 1 : 0);
    m_start->setVisible(!m_doc || m_doc->set().role == sl::TileSetRole::Base);
    m_start->setChecked(has && m_doc->set().startTile == t.id);
    for (int r = 0; r < 4; ++r)
        m_rotations[std::size_t(r)]->setPixmap(
            has ? slui::ArtCache::instance().tile(t, r, kRotationPx, devicePixelRatioF(), false)
                : QPixmap());
    const int realm = m_realms->currentRow();
    m_realms->clear();
    for (const sl::RealmDef& r : t.realms)
        m_realms->addItem(slui::realmSummary(r));
    for (int i = 0; i < m_realms->count(); ++i)
        m_realms->item(i)->setText(
            QStringLiteral("%1. %2").arg(i + 1).arg(m_realms->item(i)->text()));
    m_realms->setCurrentRow(qMin(realm, m_realms->count() - 1));
    m_updating = false;
    m_canvas->setSelectedRealm(m_realms->currentRow());
    refreshRealm();
}

void TileEditor::refreshRealm()
{
    const int realm = currentRealm();
    const bool has =
        m_doc && m_tile >= 0 && realm >= 0 && realm < int(m_doc->tile(m_tile).realms.size());
    m_realmBox->setEnabled(has);
    m_removeRealm->setEnabled(has);
    m_updating = true;
    const sl::RealmDef none;
    const sl::RealmDef& r = has ? m_doc->tile(m_tile).realms[std::size_t(realm)] : none;
    const bool planet = has && r.kind == sl::RealmKind::Planet;
    for (int d = 0; d < 4; ++d) {
        QCheckBox* box = m_edges[std::size_t(d)];
        box->setChecked(!planet && (r.edgeMask & (1u << d)));
        // An edge can be added (a route touches at most two) or, when others remain, separated.
        const bool on = box->isChecked();
        const int edges = __builtin_popcount(r.edgeMask);
        box->setEnabled(has && !planet &&
                        (on ? edges > 1 : (r.kind != sl::RealmKind::Route || edges < 2)));
    }
    m_planetLabel->setVisible(planet);
    m_planetName->setVisible(planet);
    // (A realm list being refilled passes through "no realm": that is not another realm.)
    const bool otherRealm = has && (m_tile != m_shownRealmTile || realm != m_shownRealm);
    if (has) {
        m_shownRealmTile = m_tile;
        m_shownRealm = realm;
    }
    if (m_planetName->text() != QString::fromStdString(r.planetName)) {
        m_planetName->setText(QString::fromStdString(r.planetName));
        // The start of a long name, unless the user is typing in it.
        if (otherRealm && !m_planetName->hasFocus()) m_planetName->setCursorPosition(0);
    }
    for (int f = 0; f < sl::kFactions; ++f) {
        int n = 0;
        for (sl::Faction s : r.symbols)
            n += s == static_cast<sl::Faction>(f);
        m_symbols[std::size_t(f)]->setValue(n);
    }
    m_updating = false;
}

void TileEditor::setRealmEdge(int dir, bool on)
{
    const int realm = currentRealm();
    if (realm < 0) return;
    if (on) {
        push(extendRealm(m_doc, m_tile, realm, dir));
        selectRealm(edit::realmAt(m_doc->tile(m_tile), dir));
    } else {
        push(separateEdge(m_doc, m_tile, dir));
    }
    refreshRealm();
}

void TileEditor::fillAddRealmMenu()
{
    QMenu* menu = m_addRealm->menu();
    menu->clear();
    if (!m_doc || m_tile < 0) return;
    const sl::TileType& t = m_doc->tile(m_tile);
    QAction* planet = menu->addAction(tr("Planet in the centre"), this, [this] {
        push(addPlanet(m_doc, m_tile, tr("New planet").toStdString()));
        selectRealm(edit::planetRealm(m_doc->tile(m_tile)));
    });
    planet->setEnabled(edit::planetRealm(t) < 0);
    for (sl::EdgeKind kind : {sl::EdgeKind::Route, sl::EdgeKind::Asteroid}) {
        menu->addSeparator();
        for (int d = 0; d < 4; ++d) {
            QAction* a = menu->addAction(
                tr("%1 at the %2 edge").arg(slui::edgeKindName(kind), slui::directionName(d)), this,
                [this, d, kind] {
                    push(addEdgeRealm(m_doc, m_tile, d, kind));
                    selectRealm(edit::realmAt(m_doc->tile(m_tile), d));
                });
            a->setEnabled(t.edges[std::size_t(d)] == sl::EdgeKind::Space);
        }
    }
}

void TileEditor::showEdgeMenu(int dir, const QPoint& globalPos)
{
    const sl::TileType& t = m_doc->tile(m_tile);
    QMenu menu(this);
    for (sl::EdgeKind kind : {sl::EdgeKind::Space, sl::EdgeKind::Route, sl::EdgeKind::Asteroid}) {
        QAction* a = menu.addAction(slui::edgeKindName(kind), this, [this, dir, kind] {
            push(changeEdge(m_doc, m_tile, dir, kind));
            selectRealm(edit::realmAt(m_doc->tile(m_tile), dir));
        });
        a->setCheckable(true);
        a->setChecked(t.edges[std::size_t(dir)] == kind);
    }
    menu.addSeparator();
    menu.addAction(tr("Separate from its realm"), this,
                   [this, dir] { push(separateEdge(m_doc, m_tile, dir)); })
        ->setEnabled(edit::separateEdge(t, dir).has_value());
    const int realm = currentRealm();
    menu.addAction(tr("Connect with the selected realm"), this,
                   [this, dir, realm] { push(extendRealm(m_doc, m_tile, realm, dir)); })
        ->setEnabled(realm >= 0 && edit::extendRealm(t, realm, dir).has_value());
    menu.exec(globalPos);
}

void TileEditor::focusField(const QString& field)
{
    static const QRegularExpression realmRe(QStringLiteral("realms\\[(\\d+)\\](\\.(\\w+))?"));
    const QRegularExpressionMatch m = realmRe.match(field);
    if (m.hasMatch()) {
        selectRealm(m.captured(1).toInt());
        const QString sub = m.captured(3);
        if (sub == QLatin1String("name"))
            m_planetName->setFocus();
        else if (sub == QLatin1String("symbols"))
            m_symbols[0]->setFocus();
        else
            m_canvas->setFocus();
        return;
    }
    if (field.endsWith(QLatin1String(".id")))
        m_id->setFocus();
    else if (field.endsWith(QLatin1String(".name")))
        (m_nameEn->text().isEmpty() || !m_nameCs->text().isEmpty() ? m_nameEn : m_nameCs)
            ->setFocus();
    else if (field.endsWith(QLatin1String(".count")))
        m_count->setFocus();
    else if (field.endsWith(QLatin1String(".expansion")))
        m_box->setFocus();
    else if (field.contains(QLatin1String(".edges."))) {
        const QString letter = field.right(1);
        selectRealm(
            edit::realmAt(m_doc->tile(m_tile), int(QStringLiteral("NESW").indexOf(letter))));
        m_canvas->setFocus();
    } else {
        m_canvas->setFocus();
    }
}

bool TileEditor::eventFilter(QObject* watched, QEvent* event)
{
    // Ctrl+Z in a number field undoes the last edit of the set, not the field's own typing.
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo) ||
            key->keyCombination() == QKeyCombination(Qt::CTRL | Qt::SHIFT, Qt::Key_Z)) {
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TileEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void TileEditor::fitFieldsWidth()
{
    // Never narrower than the fields in the language of the moment: no field is cut off.
    m_fieldsScroll->setMinimumWidth(m_fieldsScroll->widget()->minimumSizeHint().width() +
                                    m_fieldsScroll->verticalScrollBar()->sizeHint().width() + 2);
}

void TileEditor::retranslate()
{
    m_rotationsLabel->setText(tr("Rotations:"));
    m_tileBox->setTitle(tr("Tile"));
    m_idLabel->setText(tr("Id:"));
    m_nameEnLabel->setText(tr("Name (English):"));
    m_nameCsLabel->setText(tr("Name (Czech):"));
    m_countLabel->setText(tr("Count:"));
    m_boxLabel->setText(tr("Box:"));
    m_box->setItemText(0, tr("Base game"));
    m_box->setItemText(1, tr("Expansion 1"));
    m_start->setText(tr("The start tile is one of these"));
    m_realmsBox->setTitle(tr("Realms"));
    m_addRealm->setText(tr("Add realm"));
    m_removeRealm->setText(tr("Remove realm"));
    m_realmBox->setTitle(tr("Selected realm"));
    m_edgesLabel->setText(tr("Edges:"));
    for (int d = 0; d < 4; ++d) {
        m_edges[std::size_t(d)]->setText(slui::directionLetter(d));
        m_edges[std::size_t(d)]->setToolTip(
            tr("The realm touches the %1 edge").arg(slui::directionName(d)));
    }
    m_planetLabel->setText(tr("Planet name:"));
    m_symbolsLabel->setText(tr("Symbols:"));
    fitFieldsWidth();
    for (int f = 0; f < sl::kFactions; ++f)
        m_symbols[std::size_t(f)]->setToolTip(
            tr("Symbols of the %1 in this realm")
                .arg(slui::factionName(static_cast<sl::Faction>(f))));
    refresh();
}

} // namespace sled
