// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "turnpanel.h"
#include "common/seatnames.h"

#include "common/artcache.h"
#include "common/names.h"
#include "gamecontroller.h"
#include "rules/diagnose.h"
#include "rules/tileset.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace slapp {

QSize TilePreview::sizeHint() const
{
    return {132, 132};
}
QSize TilePreview::minimumSizeHint() const
{
    // Never a thumbnail: the tile stays large enough to read while the meeple choices show.
    return {96, 96};
}

void TilePreview::setPixmap(const QPixmap& pixmap)
{
    m_pixmap = pixmap;
    update();
}

void TilePreview::clear()
{
    setPixmap({});
}

void TilePreview::paintEvent(QPaintEvent*)
{
    if (m_pixmap.isNull()) return;
    // Square, as large as the panel allows up to its natural size, centred.
    const int side = std::min({width(), height(), 132});
    QPainter p(this);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.drawPixmap(QRect((width() - side) / 2, (height() - side) / 2, side, side), m_pixmap);
}

namespace {
QToolButton* toolButton(QWidget* parent, bool checkable = false)
{
    auto* b = new QToolButton(parent);
    b->setCheckable(checkable);
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setIconSize(QSize(22, 22));
    b->setAutoRaise(false);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return b;
}
/** Whether `set` is one of the built-in sets exactly, id and content. */
bool isBuiltinContent(const sl::TileSet& set)
{
    const auto ids = sl::builtinTileSetIds();
    return std::find(ids.begin(), ids.end(), set.id) != ids.end() &&
           sl::contentHash(set) == sl::contentHash(sl::builtinTileSet(set.id));
}
} // namespace

TurnPanel::TurnPanel(GameController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller)
{
    m_player = new QLabel(this);
    m_player->setObjectName(QStringLiteral("turnPlayer"));
    m_tile = new TilePreview(this);
    m_tileName = new QLabel(this);
    m_tileName->setWordWrap(true);
    m_tileName->setAlignment(Qt::AlignCenter);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_hint->setObjectName(QStringLiteral("turnHint"));
    m_left = new QLabel(this);
    m_sets = new QLabel(this); // an own tile set named, so that no one wonders at the tiles
    m_sets->setObjectName(QStringLiteral("ownTileSets"));
    m_sets->setWordWrap(true);
    m_sets->setAlignment(Qt::AlignCenter);
    m_left->setAlignment(Qt::AlignCenter);

    m_rotateLeft = toolButton(this);
    m_rotateLeft->setIcon(slui::ArtCache::instance().icon(QStringLiteral("rotate-ccw")));
    m_rotateRight = toolButton(this);
    m_rotateRight->setIcon(slui::ArtCache::instance().icon(QStringLiteral("rotate-cw")));
    connect(m_rotateLeft, &QToolButton::clicked, controller,
            [controller] { controller->rotate(-1); });
    connect(m_rotateRight, &QToolButton::clicked, controller,
            [controller] { controller->rotate(1); });

    m_meepleBox = new QWidget(this);
    m_small = toolButton(m_meepleBox, true);
    m_small->setObjectName(QStringLiteral("smallMeeple"));
    m_large = toolButton(m_meepleBox, true);
    m_sizeGroup = new QButtonGroup(this);
    m_sizeGroup->addButton(m_small, 0);
    m_sizeGroup->addButton(m_large, 1);
    connect(m_sizeGroup, &QButtonGroup::idClicked, controller,
            [controller](int id) { controller->setLarge(id == 1); });
    auto* sizeRow = new QHBoxLayout(m_meepleBox);
    sizeRow->setContentsMargins(0, 0, 0, 0);
    sizeRow->addWidget(m_small);
    sizeRow->addWidget(m_large);

    m_equipBox = new QWidget(this);
    m_noEquip = toolButton(m_equipBox, true);
    m_saber = toolButton(m_equipBox, true);
    m_blaster = toolButton(m_equipBox, true);
    m_saber->setIcon(QIcon(
        slui::ArtCache::instance().equipment(sl::Equipment::Lightsaber, 22, devicePixelRatioF())));
    m_blaster->setIcon(QIcon(
        slui::ArtCache::instance().equipment(sl::Equipment::Blaster, 22, devicePixelRatioF())));
    m_equipGroup = new QButtonGroup(this);
    m_equipGroup->addButton(m_noEquip, int(sl::Equipment::None));
    m_equipGroup->addButton(m_saber, int(sl::Equipment::Lightsaber));
    m_equipGroup->addButton(m_blaster, int(sl::Equipment::Blaster));
    connect(m_equipGroup, &QButtonGroup::idClicked, controller,
            [controller](int id) { controller->setEquipment(static_cast<sl::Equipment>(id)); });
    auto* equipRow = new QHBoxLayout(m_equipBox);
    equipRow->setContentsMargins(0, 0, 0, 0);
    equipRow->addWidget(m_noEquip);
    equipRow->addWidget(m_saber);
    equipRow->addWidget(m_blaster);

    m_takeBack = new QPushButton(this);
    m_takeBack->setIcon(slui::ArtCache::instance().icon(QStringLiteral("undo")));
    m_skip = new QPushButton(this);
    m_skip->setIcon(slui::ArtCache::instance().icon(QStringLiteral("skip")));
    m_confirm = new QPushButton(this);
    m_confirm->setIcon(slui::ArtCache::instance().icon(QStringLiteral("confirm")));
    m_confirm->setObjectName(QStringLiteral("confirmButton"));
    m_confirm->setDefault(true);
    connect(m_takeBack, &QPushButton::clicked, controller, &GameController::takeBack);
    connect(m_skip, &QPushButton::clicked, controller, &GameController::skipMeeple);
    connect(m_confirm, &QPushButton::clicked, controller, &GameController::confirm);

    auto* tileRow = new QHBoxLayout;
    tileRow->addWidget(m_rotateLeft, 0, Qt::AlignVCenter);
    tileRow->addWidget(m_tile, 1, Qt::AlignCenter);
    tileRow->addWidget(m_rotateRight, 0, Qt::AlignVCenter);
    m_rotateLeft->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_rotateRight->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_rotateLeft->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_rotateRight->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);

    auto* buttons = new QGridLayout;
    buttons->addWidget(m_takeBack, 0, 0);
    buttons->addWidget(m_skip, 0, 1);
    buttons->addWidget(m_confirm, 1, 0, 1, 2);

    m_after = new QWidget(this);
    m_after->setObjectName(QStringLiteral("afterGame"));
    m_newGame =
        new QPushButton(slui::ArtCache::instance().icon(QStringLiteral("new")), QString(), m_after);
    m_newGame->setObjectName(
        QStringLiteral("confirmButton")); // the prominent style: the likely next step
    m_replay =
        new QPushButton(slui::ArtCache::instance().icon(QStringLiteral("log")), QString(), m_after);
    m_browser = new QPushButton(slui::ArtCache::instance().icon(QStringLiteral("open")), QString(),
                                m_after);
    auto* afterLayout = new QVBoxLayout(m_after);
    afterLayout->setContentsMargins(0, 8, 0, 0);
    for (QPushButton* b : {m_newGame, m_replay, m_browser})
        afterLayout->addWidget(b);
    connect(m_newGame, &QPushButton::clicked, this, &TurnPanel::newGameRequested);
    connect(m_replay, &QPushButton::clicked, this, &TurnPanel::replayRequested);
    connect(m_browser, &QPushButton::clicked, this, &TurnPanel::browserRequested);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(4); // every line counts on a short screen
    layout->addWidget(m_player);
    layout->addLayout(tileRow);
    layout->addWidget(m_tileName);
    layout->addWidget(m_left);
    layout->addWidget(m_sets);
    layout->addWidget(m_hint);
    layout->addWidget(m_meepleBox);
    layout->addWidget(m_equipBox);
    layout->addLayout(buttons);
    layout->addWidget(m_after);
    layout->addStretch(1);

    connect(controller, &GameController::changed, this, &TurnPanel::refresh);
    retranslate();
}

QString TurnPanel::noMeepleText() const
{
    // Why not, in words: the player's meeples are all out, or each realm of the tile is held.
    const sl::GameState* pending = m_controller->pendingState();
    const sl::GameRecord& record = m_controller->record();
    if (!pending) return {};
    const int me = pending->currentPlayer();
    if (pending->smallInSupply(me) == 0 && !pending->largeInSupply(me))
        return tr("No meeple can go here: all your meeples are on the board. Confirm the turn or "
                  "move the tile.");
    QStringList why;
    const sl::PlacedTile& t = pending->tiles()[static_cast<std::size_t>(pending->lastPlacedTile())];
    const std::size_t realms = pending->catalog().type(t.type).def.realms.size();
    for (std::size_t seg = 0; seg < realms; ++seg) {
        sl::MeepleMove m;
        m.target = sl::MeepleTarget::Segment;
        m.segment = static_cast<std::int8_t>(seg);
        if (sl::diagnoseMeeple(*pending, m) != sl::MeepleRefusal::RealmOccupied) continue;
        const int node = t.nodeBase + int(seg);
        const QString realm = slui::realmLabelText(slui::realmLabel(*pending, node));
        QStringList holders;
        bool mine = false;
        for (const auto& [player, slot] : pending->realmOfNode(node).meeples) {
            mine |= player == me;
            const QString name =
                slui::seatName(record.setup.players[static_cast<std::size_t>(player)].name);
            if (player != me && !holders.contains(name)) holders << name;
        }
        why << (mine ? tr("%1 already holds your meeple").arg(realm)
                     : tr("%1 is held by %2").arg(realm, holders.join(QStringLiteral(", "))));
    }
    if (why.isEmpty()) return tr("No meeple can go here. Confirm the turn or move the tile.");
    return tr("No meeple can go here: %1. Confirm the turn or move the tile.")
        .arg(why.join(QStringLiteral("; ")));
}

QString TurnPanel::headingText() const
{
    return m_player->text();
}

void TurnPanel::setComputersPaused(bool paused)
{
    if (paused == m_computersPaused) return;
    m_computersPaused = paused;
    refresh();
}

QString TurnPanel::hintText() const
{
    return m_hint->text();
}

void TurnPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void TurnPanel::retranslate()
{
    m_rotateLeft->setToolTip(tr("Rotate the tile anticlockwise (Shift+R)"));
    m_rotateRight->setToolTip(tr("Rotate the tile clockwise (R, or right-click)"));
    m_takeBack->setText(tr("Take back"));
    m_takeBack->setToolTip(tr("Take back the meeple, then the tile (Backspace)"));
    m_skip->setText(tr("No meeple"));
    m_skip->setToolTip(tr("End the turn without placing a meeple (N)"));
    m_confirm->setText(tr("Confirm turn"));
    m_confirm->setToolTip(tr("Place the tile and meeple for good (Enter)"));
    m_noEquip->setText(tr("None", "no equipment for the meeple"));
    m_noEquip->setToolTip(tr("No equipment for this meeple"));
    m_saber->setText(tr("Lightsaber"));
    m_saber->setToolTip(tr("Lightsaber: +1 to the highest die in battles"));
    m_blaster->setText(tr("Blaster"));
    m_blaster->setToolTip(tr("Blaster: rolls the yellow special die (3–8) instead of one die"));
    m_newGame->setText(tr("New game"));
    m_replay->setText(tr("Replay this game"));
    m_browser->setText(tr("Game browser"));
    refresh();
}

void TurnPanel::refresh()
{
    const bool game = m_controller->hasGame();
    // The moment the board and the other panels show: while a battle is shown, the state
    // before its dice (not the turn after it, nor the end of the game).
    const sl::GameState* s = game ? m_controller->viewState() : nullptr;
    const bool battle = s && s->phase() == sl::Phase::Battle;
    const TurnActions may = m_controller->turnActions();
    const qreal dpr = devicePixelRatioF();
    // Which sets are the game's own is worked out once per game (hashing a set is not free), its
    // names again on every refresh (the language may have changed).
    const std::vector<sl::TileSet> none;
    const std::vector<sl::TileSet>& sets = game ? m_controller->record().setup.tileSets : none;
    if (sets != m_setsSeen) {
        m_setsSeen = sets;
        m_ownSets.clear();
        for (const sl::TileSet& set : sets)
            if (!isBuiltinContent(set)) m_ownSets.push_back(set.name);
    }
    QStringList own;
    for (const sl::LocalizedText& name : m_ownSets)
        own << slui::localized(name);
    m_sets->setText(own.isEmpty()
                        ? QString()
                        : tr("With a tile set of its own: %1").arg(own.join(QStringLiteral(", "))));
    m_sets->setVisible(!own.isEmpty());
    if (!s) {
        m_player->setText(tr("No game"));
        m_tile->clear();
        m_tileName->clear();
        m_left->clear();
        m_hint->setText(tr("Start a new game from the File menu."));
    } else if (battle) {
        const QString realm = slui::realmLabelText(slui::realmLabel(*s, s->battleRealm()));
        m_player->setText(tr("Battle for <b>%1</b>").arg(realm.toHtmlEscaped()));
        m_player->setStyleSheet(QString());
        m_tile->clear();
        m_tileName->clear();
        m_left->setText(tr("%n tile(s) left to draw", "", int(s->bag().size())));
        m_hint->setText(tr("The dice decide; the scores change once the battle has been shown."));
    } else if (s->phase() == sl::Phase::GameOver) {
        m_player->setText(tr("Game over"));
        m_tile->clear();
        m_tileName->clear();
        m_left->clear();
        m_hint->setText(
            tr("The final scoring is in the log. Play again, watch this game again move by move, "
               "or look at your other games."));
    } else {
        const int p = s->currentPlayer();
        const sl::Colour colour = s->config().seats[static_cast<std::size_t>(p)];
        const QString name =
            slui::seatName(m_controller->record().setup.players[static_cast<std::size_t>(p)].name);
        m_player->setText(tr("It is <b>%1</b>'s turn").arg(name.toHtmlEscaped()));
        m_player->setStyleSheet(
            QStringLiteral("QLabel { border-left: 6px solid %1; padding-left: 8px; }")
                .arg(slui::displayColour(colour).name()));
        if (s->drawnTile() >= 0) {
            const auto& def = s->catalog().type(s->drawnTile()).def;
            m_tile->setPixmap(
                slui::ArtCache::instance().tile(def, m_controller->previewRotation(), 128, dpr));
            m_tile->update();
            m_tileName->setText(slui::localized(def.name));
        }
        m_left->setText(tr("%n tile(s) left to draw", "", int(s->bag().size())));
        const sl::PlayerInfo& seat =
            m_controller->record().setup.players[static_cast<std::size_t>(p)];
        if (m_controller->isComputerTurn() && m_computersPaused)
            m_hint->setText(tr("%1 (computer, %2) waits: the computer players are paused. P lets "
                               "them go on.")
                                .arg(name, slui::levelName(seat.level)));
        else if (m_controller->isComputerTurn())
            m_hint->setText(
                m_controller->isComputerThinking()
                    ? tr("%1 (computer, %2) is thinking…").arg(name, slui::levelName(seat.level))
                    : tr("%1 (computer, %2) plays its turn. Enter shows the rest of it at once.")
                          .arg(name, slui::levelName(seat.level)));
        else if (!may.placed)
            m_hint->setText(tr("Click a highlighted cell to place the tile (or Tab, Space). Click "
                               "it again or press R to rotate."));
        else if (m_controller->meepleTargets().empty())
            m_hint->setText(noMeepleText());
        else if (m_controller->pendingMeeple())
            m_hint->setText(
                tr("Confirm the turn (Enter), or click another circle (M) to move the meeple."));
        else
            m_hint->setText(
                tr("Click a circle (M) to place a meeple there, or end the turn without one (N)."));
    }
    const int p = s ? s->currentPlayer() : 0;
    const bool computer = may.computer;
    const bool meeplePhase = may.placed;
    for (QWidget* w : {m_rotateLeft, m_rotateRight}) {
        w->setEnabled(may.rotate);
        w->setVisible(may.rotate);
    }
    m_tile->setVisible(may.placing);
    const bool over = s && s->phase() == sl::Phase::GameOver;
    m_after->setVisible(over);
    for (QWidget* w : {static_cast<QWidget*>(m_takeBack), static_cast<QWidget*>(m_skip),
                       static_cast<QWidget*>(m_confirm)})
        w->setVisible(!over && !computer && !battle);
    m_meepleBox->setVisible(meeplePhase);
    m_equipBox->setVisible(meeplePhase && s && s->expansion());
    // Nothing to choose when no meeple can go on the tile: the choices are off, none looks chosen.
    const bool canPlace = may.chooseMeeple;
    if (s && s->phase() != sl::Phase::GameOver && !battle) {
        const sl::Colour colour = s->config().seats[static_cast<std::size_t>(p)];
        m_small->setIcon(QIcon(slui::ArtCache::instance().meeple(colour, false, 22, dpr)));
        m_large->setIcon(QIcon(slui::ArtCache::instance().meeple(colour, true, 22, dpr)));
        m_small->setText(tr("Meeple (%1)", "small meeple button; %1 = how many are in supply")
                             .arg(s->smallInSupply(p)));
        m_large->setText(tr("Large (%1)", "large meeple button; %1 = 1 or 0 in supply")
                             .arg(s->largeInSupply(p) ? 1 : 0));
        m_small->setEnabled(canPlace && s->smallInSupply(p) > 0);
        m_large->setEnabled(canPlace && s->largeInSupply(p));
        m_noEquip->setEnabled(canPlace);
        m_saber->setEnabled(canPlace && s->equipmentInSupply(p, sl::Equipment::Lightsaber));
        m_blaster->setEnabled(canPlace && s->equipmentInSupply(p, sl::Equipment::Blaster));
    }
    const bool large = m_controller->pendingMeeple() ? m_controller->pendingMeeple()->large
                                                     : m_controller->largeSelected();
    const sl::Equipment eq = m_controller->pendingMeeple()
                                 ? m_controller->pendingMeeple()->equipment
                                 : m_controller->equipmentSelected();
    // A checked but disabled button would look chosen: check only what can be chosen.
    for (QButtonGroup* g : {m_sizeGroup, m_equipGroup})
        g->setExclusive(false);
    for (QAbstractButton* b : m_sizeGroup->buttons())
        b->setChecked(false);
    for (QAbstractButton* b : m_equipGroup->buttons())
        b->setChecked(false);
    QAbstractButton* size = large ? m_large : m_small;
    if (size->isEnabled()) size->setChecked(true);
    if (m_equipGroup->button(int(eq))->isEnabled()) m_equipGroup->button(int(eq))->setChecked(true);
    for (QButtonGroup* g : {m_sizeGroup, m_equipGroup})
        g->setExclusive(true);
    for (QWidget* w : {static_cast<QWidget*>(m_takeBack), static_cast<QWidget*>(m_skip),
                       static_cast<QWidget*>(m_confirm)})
        w->setEnabled(may.placed);
}

} // namespace slapp
