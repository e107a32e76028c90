// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "viewcontrols.h"

#include "common/accessiblenames.h"
#include "common/artcache.h"
#include "common/languagemanager.h"
#include "common/playercolours.h"
#include "computerplayers.h"
#include "widgets/boardwidget.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QSettings>
#include <QToolBar>
#include <QWidget>

#include <algorithm>

namespace slapp {

ViewControls::ViewControls(slui::BoardWidget* board, ComputerPlayers* computers, QWidget* window)
    : QObject(window), m_board(board), m_computers(computers)
{
    slui::ArtCache& art = slui::ArtCache::instance();
    auto make = [this, window](const QIcon& icon, const QKeySequence& key, auto slot) {
        auto* a = new QAction(icon, QString(), this);
        if (!key.isEmpty()) a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        window->addAction(a);
        return a;
    };
    m_zoomInAct = make(art.icon(QStringLiteral("zoom-in")), QKeySequence::ZoomIn,
                       [this] { m_board->zoomIn(); });
    m_zoomInAct->setShortcuts(
        {QKeySequence::ZoomIn, QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    m_zoomOutAct = make(art.icon(QStringLiteral("zoom-out")), QKeySequence::ZoomOut,
                        [this] { m_board->zoomOut(); });
    m_zoomOutAct->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});
    m_fitAct = make(art.icon(QStringLiteral("fit")), QKeySequence(Qt::Key_F),
                    [this] { m_board->fitToWindow(); });
    m_fitAct->setShortcuts({QKeySequence(Qt::Key_F), QKeySequence(Qt::CTRL | Qt::Key_0)});
    // Shift+H: H alone is Turn ▸ Hint (two actions on one key fire neither).
    m_hintsAct = make(QIcon(), QKeySequence(Qt::SHIFT | Qt::Key_H), [this](bool on) {
        m_board->setShowHighlights(on);
        QSettings().setValue(QStringLiteral("hints/highlight"), on);
    });
    m_hintsAct->setObjectName(QStringLiteral("highlightAction"));
    m_animationsAct = make(QIcon(), QKeySequence(), [](bool on) {
        QSettings().setValue(QStringLiteral("hints/animations"), on);
    });
    m_battleDialogsAct = make(QIcon(), QKeySequence(), [](bool on) {
        QSettings().setValue(QStringLiteral("battles/alwaysDialog"), on);
    });
    m_battleDialogsAct->setObjectName(QStringLiteral("battleDialogsAction"));
    m_reduceMotionAct = make(QIcon(), QKeySequence(), [this](bool on) {
        QSettings().setValue(QStringLiteral("view/reduceMotion"), on);
        updateMotion();
    });
    m_reduceMotionAct->setObjectName(QStringLiteral("reduceMotion"));
    m_colourBlindAct = make(QIcon(), QKeySequence(), [](bool on) {
        QSettings().setValue(QStringLiteral("view/colourBlind"), on);
        setColourBlindPalette(on);
    });
    for (QAction* a : displayActions())
        a->setCheckable(true);

    m_languageGroup = new QActionGroup(this);
    auto lang = [this](const QString& code) {
        auto* a = new QAction(this);
        a->setCheckable(true);
        a->setData(code);
        m_languageGroup->addAction(a);
        connect(a, &QAction::triggered, this,
                [code] { slui::LanguageManager::instance().apply(code); });
        return a;
    };
    m_systemLanguageAct = lang(QString());
    m_englishAct = lang(QStringLiteral("en"));
    m_czechAct = lang(QStringLiteral("cs"));
}

QList<QAction*> ViewControls::zoomActions() const
{
    return {m_zoomInAct, m_zoomOutAct, m_fitAct};
}

QList<QAction*> ViewControls::displayActions() const
{
    return {m_hintsAct, m_animationsAct, m_reduceMotionAct, m_battleDialogsAct, m_colourBlindAct};
}

void ViewControls::addZoomTo(QToolBar* tools)
{
    tools->addActions({m_zoomOutAct, m_zoomInAct, m_fitAct});
}

void ViewControls::addLanguageMenu(QMenu* menu)
{
    m_languageMenu = menu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
}

QAction* ViewControls::languageAction(const QString& code) const
{
    return code == QLatin1String("en")   ? m_englishAct
           : code == QLatin1String("cs") ? m_czechAct
                                         : m_systemLanguageAct;
}

void ViewControls::retranslate()
{
    if (m_languageMenu) m_languageMenu->setTitle(tr("&Language"));
    m_zoomInAct->setText(tr("Zoom &in"));
    m_zoomOutAct->setText(tr("Zoom &out"));
    m_fitAct->setText(tr("&Fit board to window"));
    slui::nameKeysInToolTips(zoomActions());
    m_hintsAct->setText(tr("&Highlight where the tile fits"));
    m_animationsAct->setText(tr("Show &battles and final scoring"));
    m_battleDialogsAct->setText(tr("Show computers' battles in a &dialog too"));
    m_battleDialogsAct->setToolTip(
        tr("Battles among computer players are shown on the board; with this, in a dialog like "
           "the battles you fight"));
    m_reduceMotionAct->setText(tr("&Reduce motion"));
    m_reduceMotionAct->setToolTip(tr("A tile put down appears at once, without settling"));
    m_colourBlindAct->setText(tr("Colours for colour &blindness"));
    m_colourBlindAct->setToolTip(tr("Player colours chosen to stay apart for every kind of colour "
                                    "blindness (each colour also has its own shape)"));
    m_systemLanguageAct->setText(tr("&System language"));
    m_englishAct->setText(QStringLiteral("English"));
    m_czechAct->setText(QStringLiteral("Čeština"));
    for (QAction* a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == slui::LanguageManager::instance().choice());
}

void ViewControls::update(bool boardWithGame)
{
    for (QAction* a : zoomActions())
        a->setEnabled(boardWithGame);
}

void ViewControls::restore()
{
    QSettings settings;
    const bool hints = settings.value(QStringLiteral("hints/highlight"), true).toBool();
    m_hintsAct->setChecked(hints);
    m_board->setShowHighlights(hints);
    m_animationsAct->setChecked(settings.value(QStringLiteral("hints/animations"), true).toBool());
    m_battleDialogsAct->setChecked(
        settings.value(QStringLiteral("battles/alwaysDialog"), false).toBool());
    const bool colourBlind = settings.value(QStringLiteral("view/colourBlind"), false).toBool();
    m_colourBlindAct->setChecked(colourBlind);
    setColourBlindPalette(colourBlind);
    m_reduceMotionAct->setChecked(
        settings.value(QStringLiteral("view/reduceMotion"), false).toBool());
    updateMotion();
}

void ViewControls::updateMotion()
{
    // A tile settles in about a quarter of the computers' step (100 to 300 ms); at once when
    // they play at once, none with "reduce motion".
    const int pace = m_computers->pace();
    const int ms = m_reduceMotionAct->isChecked() || pace == 0 ? 0 : std::clamp(pace / 4, 100, 300);
    m_board->setPlacementMotion(ms);
}

void ViewControls::setColourBlindPalette(bool on)
{
    const auto palette = on ? slui::ColourPalette::ColourBlind : slui::ColourPalette::Standard;
    if (palette == slui::colourPalette()) return;
    slui::setColourPalette(palette);
    // Every window draws its colours again; those that made icons of them make them again, as
    // after a change of language.
    for (QWidget* w : QApplication::allWidgets()) {
        QEvent changed(QEvent::LanguageChange);
        QCoreApplication::sendEvent(w, &changed);
        w->update();
    }
}

} // namespace slapp
