// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "common/soundsynth.h"

#include <QList>
#include <QObject>
#include <QTemporaryDir>

#include <array>
#include <memory>

class QAction;
class QActionGroup;
class QMenu;
class QSoundEffect;

namespace slapp {

class GameController;

/**
 * The play window's sound: an effect for a tile put down, a meeple set, a battle's dice, points
 * scored and the game's end (slui::synthesize, written once as WAV files to a folder of its own
 * that goes with it), and the View ▸ Sound menu: sound on or off and its volume, kept in the
 * settings. Resuming a game plays nothing; only what happens now is heard.
 */
class SoundControls : public QObject
{
    Q_OBJECT
public:
    SoundControls(GameController* controller, QObject* parent);
    ~SoundControls() override;

    /** Adds the Sound submenu to `menu`. */
    void addTo(QMenu* menu);
    void retranslate();
    /** Settings of the last run: on or off, volume. */
    void restore();

    QAction* soundAction() const { return m_soundAct; }
    QList<QAction*> volumeActions() const;
    /** The volume now, 0 to 1 (0 when sound is off). */
    double volume() const;
    /** Every effect asked for since the start, in order, heard or not (for tests: the sound
     *  device of a test machine may play nothing). */
    const QList<slui::Sound>& requested() const { return m_requested; }
    /** Plays `sound` (when sound is on). */
    void play(slui::Sound sound);

private:
    void save() const;
    QSoundEffect* effect(slui::Sound sound);

    GameController* m_controller;
    QMenu* m_menu = nullptr;
    QAction* m_soundAct;
    QActionGroup* m_volumeGroup;
    std::unique_ptr<QTemporaryDir> m_folder;
    std::array<QSoundEffect*, slui::kSoundCount> m_effects{};
    QList<slui::Sound> m_requested;
};

} // namespace slapp
