// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "soundcontrols.h"

#include "gamecontroller.h"
#include "reports.h"

#include <QAction>
#include <QActionGroup>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSoundEffect>
#include <QUrl>

namespace slapp {
namespace {

constexpr std::array kVolumes = {0.25, 0.5, 1.0}; // quiet, medium, loud

} // namespace

SoundControls::SoundControls(GameController* controller, QObject* parent)
    : QObject(parent), m_controller(controller), m_soundAct(new QAction(this)),
      m_volumeGroup(new QActionGroup(this))
{
    m_soundAct->setObjectName(QStringLiteral("soundOn"));
    m_soundAct->setCheckable(true);
    m_soundAct->setChecked(true);
    for (std::size_t i = 0; i < kVolumes.size(); ++i) {
        auto* a = new QAction(m_volumeGroup);
        a->setCheckable(true);
        a->setData(kVolumes[i]);
        a->setObjectName(QStringLiteral("volume%1").arg(i));
        a->setChecked(i == 1);
    }
    connect(m_soundAct, &QAction::toggled, this, [this](bool on) {
        for (QAction* a : m_volumeGroup->actions())
            a->setEnabled(on);
        save();
    });
    connect(m_volumeGroup, &QActionGroup::triggered, this, [this] { save(); });

    connect(controller, &GameController::movePlayed, this,
            [this](bool meeple) { play(meeple ? slui::Sound::Meeple : slui::Sound::Tile); });
    connect(controller, &GameController::battleFought, this, [this] { play(slui::Sound::Dice); });
    connect(controller, &GameController::boardFeedback, this,
            [this](const QList<BoardFeedback>& feedback) {
                for (const BoardFeedback& fb : feedback)
                    if (fb.points > 0) {
                        play(slui::Sound::Score);
                        return;
                    }
            });
    connect(controller, &GameController::gameOver, this, [this] { play(slui::Sound::End); });
}

SoundControls::~SoundControls() = default;

void SoundControls::addTo(QMenu* menu)
{
    m_menu = menu->addMenu(QString());
    m_menu->setObjectName(QStringLiteral("soundMenu"));
    m_menu->addAction(m_soundAct);
    m_menu->addSeparator();
    m_menu->addActions(m_volumeGroup->actions());
}

void SoundControls::retranslate()
{
    if (m_menu) m_menu->setTitle(tr("&Sound"));
    m_soundAct->setText(tr("Sound &effects"));
    m_soundAct->setToolTip(tr("A sound for a tile, a meeple, the dice, points and the end"));
    const QStringList names{tr("&Quiet"), tr("&Medium", "volume"), tr("&Loud")};
    const QList<QAction*> volumes = m_volumeGroup->actions();
    for (int i = 0; i < volumes.size(); ++i)
        volumes.at(i)->setText(names.value(i));
}

void SoundControls::restore()
{
    const QSettings settings;
    const double level = settings.value(QStringLiteral("sound/volume"), 0.5).toDouble();
    for (QAction* a : m_volumeGroup->actions())
        if (qFuzzyCompare(a->data().toDouble(), level)) a->setChecked(true);
    m_soundAct->setChecked(settings.value(QStringLiteral("sound/on"), true).toBool());
}

void SoundControls::save() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("sound/on"), m_soundAct->isChecked());
    if (QAction* a = m_volumeGroup->checkedAction())
        settings.setValue(QStringLiteral("sound/volume"), a->data().toDouble());
}

QList<QAction*> SoundControls::volumeActions() const
{
    return m_volumeGroup->actions();
}

double SoundControls::volume() const
{
    const QAction* a = m_volumeGroup->checkedAction();
    return m_soundAct->isChecked() && a ? a->data().toDouble() : 0.0;
}

void SoundControls::play(slui::Sound sound)
{
    m_requested.append(sound);
    if (volume() <= 0.0) return;
    if (QSoundEffect* e = effect(sound)) {
        e->setVolume(float(volume()));
        e->play();
    }
}

QSoundEffect* SoundControls::effect(slui::Sound sound)
{
    QSoundEffect*& e = m_effects[std::size_t(sound)];
    if (e) return e;
    if (!m_folder) {
        m_folder = std::make_unique<QTemporaryDir>();
        if (!m_folder->isValid()) return nullptr; // no place for the files: silence
    }
    const QString path =
        m_folder->filePath(QString::fromLatin1(slui::soundName(sound)) + QStringLiteral(".wav"));
    QFile file(path);
    const std::vector<std::uint8_t> wav = slui::wavFile(slui::synthesize(sound));
    if (!file.open(QIODevice::WriteOnly) || file.write(reinterpret_cast<const char*>(wav.data()),
                                                       qint64(wav.size())) != qint64(wav.size()))
        return nullptr;
    file.close();
    e = new QSoundEffect(this);
    e->setSource(QUrl::fromLocalFile(path));
    return e;
}

} // namespace slapp
