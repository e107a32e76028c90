// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "newgamedialog.h"
#include "common/accessiblenames.h"
#include "common/filedialogs.h"
#include "common/seatnames.h"
#include "help/helpwindow.h"

#include "common/problemtext.h"
#include "common/recordtext.h"

#include "common/artcache.h"
#include "common/names.h"
#include "common/tilesetfolder.h"
#include "common/waitwithprogress.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace slapp {
namespace {
constexpr int kLevels = 4; ///< Easy, Normal, Hard, Expert (sl::SeatLevel)
constexpr sl::Colour kDefaultColours[] = {sl::Colour::Red,   sl::Colour::Black,  sl::Colour::Green,
                                          sl::Colour::White, sl::Colour::Orange, sl::Colour::Blue};

QIcon swatch(sl::Colour c)
{
    QPixmap pm(16, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(slui::shadeColour(c));
    p.setBrush(slui::displayColour(c));
    p.drawPath(slui::colourShape(c, QRectF(1.5, 1.5, 13, 13)));
    return QIcon(pm);
}
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent)
{
    slui::addHelpKeys(this, QStringLiteral("new-game")); // F1
    QSettings settings;
    const QStringList lastNames = settings.value(QStringLiteral("newGame/names")).toStringList();
    const QVariantList lastKinds = settings.value(QStringLiteral("newGame/kinds")).toList();
    auto* players = new QGroupBox(this);
    players->setObjectName(QStringLiteral("playersBox"));
    auto* grid = new QGridLayout(players);
    m_countLabel = new QLabel(players);
    m_count = new QSpinBox(players);
    m_count->setRange(2, 5);
    grid->addWidget(m_countLabel, 0, 0, 1, 2);
    grid->addWidget(m_count, 0, 2);
    for (int i = 0; i < sl::kMaxPlayers; ++i) {
        Row row;
        row.number = new QLabel(QString::number(i + 1), players);
        row.name = new QLineEdit(players);
        row.name->setMaxLength(40);
        row.name->setText(lastNames.value(i));
        row.colour = new QComboBox(players);
        row.colour->setSizeAdjustPolicy(
            QComboBox::AdjustToContents); // whole names: "orange – Bounty Hunters"
        row.colour->setObjectName(QStringLiteral("colour%1").arg(i));
        fillColours(row);
        row.colour->setCurrentIndex(int(kDefaultColours[i]));
        row.kind = new QComboBox(players);
        row.kind->setObjectName(QStringLiteral("kind%1").arg(i));
        for (int k = 0; k <= kLevels; ++k)
            row.kind->addItem(QString()); // texts in retranslate
        row.kind->setCurrentIndex(std::clamp(lastKinds.value(i).toInt(), 0, kLevels));
        connect(row.kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::validate);
        row.up = new QToolButton(players);
        row.up->setArrowType(Qt::UpArrow);
        row.down = new QToolButton(players);
        row.down->setArrowType(Qt::DownArrow);
        grid->addWidget(row.number, i + 1, 0);
        grid->addWidget(row.name, i + 1, 1);
        grid->addWidget(row.colour, i + 1, 2);
        grid->addWidget(row.kind, i + 1, 3);
        grid->addWidget(row.up, i + 1, 4);
        grid->addWidget(row.down, i + 1, 5);
        connect(row.name, &QLineEdit::textChanged, this, &NewGameDialog::validate);
        connect(row.colour, &QComboBox::currentIndexChanged, this, &NewGameDialog::validate);
        connect(row.up, &QToolButton::clicked, this, [this, i] { moveSeat(i, -1); });
        connect(row.down, &QToolButton::clicked, this, [this, i] { moveSeat(i, 1); });
        m_rows.append(row);
    }
    grid->setColumnStretch(1, 1);

    loadUserSets();
    auto* options = new QGroupBox(this);
    options->setObjectName(QStringLiteral("optionsBox"));
    auto* form = new QFormLayout(options);
    m_expansion = new QCheckBox(options);
    m_team = new QCheckBox(options);
    m_takeBacks = new QCheckBox(options);
    m_takeBacks->setObjectName(QStringLiteral("takeBacks"));
    m_baseSet = new QComboBox(options);
    m_baseSet->setObjectName(QStringLiteral("baseSet"));
    m_expSet = new QComboBox(options);
    m_expSet->setObjectName(QStringLiteral("expansionSet"));
    m_expSetLabel = new QLabel(options);
    m_seed = new QLineEdit(options);
    m_tileSetLabel = new QLabel(options);
    m_seedLabel = new QLabel(options);
    form->addRow(m_expansion);
    form->addRow(m_team);
    form->addRow(m_takeBacks);
    form->addRow(m_tileSetLabel, m_baseSet);
    form->addRow(m_expSetLabel, m_expSet);
    form->addRow(m_seedLabel, m_seed);

    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setStyleSheet(QStringLiteral("QLabel { color: #ff8a80; }"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(players);
    layout->addWidget(options);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(m_count, &QSpinBox::valueChanged, this, &NewGameDialog::validate);
    connect(m_expansion, &QCheckBox::toggled, this, [this](bool on) {
        m_count->setMaximum(on ? 6 : 5);
        validate();
    });
    connect(m_team, &QCheckBox::toggled, this, [this](bool on) {
        if (on) applyTeamColours();
        validate();
    });
    connect(m_baseSet, &QComboBox::activated, this, [this](int i) {
        m_fileError.clear();
        if (i == m_baseSet->count() - 1)
            chooseFile();
        else
            m_baseChoice = m_baseSet->itemData(i).toInt();
        validate();
    });
    connect(m_expSet, &QComboBox::activated, this, [this] {
        m_fileError.clear();
        validate();
    });
    connect(m_seed, &QLineEdit::textChanged, this, &NewGameDialog::validate);

    m_expansion->setChecked(settings.value(QStringLiteral("newGame/expansion"), false).toBool());
    m_takeBacks->setChecked(settings.value(QStringLiteral("newGame/takeBacks"), true).toBool());
    m_count->setMaximum(m_expansion->isChecked() ? 6 : 5);
    m_count->setValue(settings.value(QStringLiteral("newGame/players"), 2).toInt());
    retranslate();
}

void NewGameDialog::fillColours(Row& row)
{
    row.colour->clear();
    for (int c = 0; c < sl::kColours; ++c) {
        const auto colour = static_cast<sl::Colour>(c);
        row.colour->addItem(swatch(colour), QString(), c);
    }
}

void NewGameDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void NewGameDialog::retranslate()
{
    setWindowTitle(tr("New game"));
    findChild<QGroupBox*>(QStringLiteral("playersBox"))->setTitle(tr("Players in seat order"));
    findChild<QGroupBox*>(QStringLiteral("optionsBox"))->setTitle(tr("Options"));
    m_countLabel->setText(tr("Number of players:"));
    for (int i = 0; i < m_rows.size(); ++i) {
        Row& row = m_rows[i];
        for (int c = 0; c < sl::kColours; ++c) {
            const auto colour = static_cast<sl::Colour>(c);
            row.colour->setItemText(c, tr("%1 – %2").arg(slui::colourName(colour),
                                                         slui::factionName(sl::factionOf(colour))));
        }
        // Index 0 a person, 1 + level a computer player of that level.
        row.kind->setItemText(0, tr("Human"));
        for (int level = 0; level < kLevels; ++level)
            row.kind->setItemText(
                1 + level,
                tr("Computer – %1").arg(slui::levelName(static_cast<sl::SeatLevel>(level))));
        row.kind->setToolTip(
            tr("Easy plays the best-looking move with some randomness; Normal, Hard and Expert "
               "look ahead by playing the game out many times (Hard for a fraction of a second a "
               "move, Expert for up to a second)."));
        row.up->setToolTip(tr("Move this seat up"));
        row.down->setToolTip(tr("Move this seat down"));
    }
    m_expansion->setText(
        tr("Expansion 1: lightsabers, blasters, the yellow die, 18 more tiles, a sixth player"));
    m_team->setText(tr(
        "Team game for 4 players: Rebel Alliance (red, green) against the Empire (black, white)"));
    m_takeBacks->setText(tr("Players may take a confirmed turn back (Ctrl+Z)"));
    m_takeBacks->setToolTip(
        tr("A turn taken back is kept in the game's record; the same tiles and dice come again"));
    m_tileSetLabel->setText(tr("Tile set:"));
    m_expSetLabel->setText(tr("Expansion tiles:"));
    fillSetCombos();
    m_seedLabel->setText(tr("Seed:", "number that fixes the order of tiles and dice"));
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setToolTip(tr("The same seed and choices give the same tiles and dice. Without one "
                          "nothing stored tells which tiles and dice are still to come."));
    m_ok->setText(tr("Start game"));
    validate();
    slui::nameControls(this); // for assistive technology, in the new language
}

void NewGameDialog::applyTeamColours()
{
    m_count->setValue(4);
    const sl::Colour team[] = {sl::Colour::Red, sl::Colour::Black, sl::Colour::Green,
                               sl::Colour::White};
    for (int i = 0; i < 4; ++i)
        m_rows[i].colour->setCurrentIndex(int(team[i]));
}

void NewGameDialog::moveSeat(int seat, int delta)
{
    const int other = seat + delta;
    if (other < 0 || other >= m_count->value() || seat >= m_count->value()) return;
    Row& a = m_rows[seat];
    Row& b = m_rows[other];
    const QString name = a.name->text();
    const int colour = a.colour->currentIndex();
    const int kind = a.kind->currentIndex();
    a.name->setText(b.name->text());
    a.colour->setCurrentIndex(b.colour->currentIndex());
    a.kind->setCurrentIndex(b.kind->currentIndex());
    b.name->setText(name);
    b.colour->setCurrentIndex(colour);
    b.kind->setCurrentIndex(kind);
    validate();
}

std::optional<sl::GameSetup> NewGameDialog::setup() const
{
    sl::GameSetup s;
    const int base = m_baseSet->currentData().toInt();
    const int exp = m_expSet->currentData().toInt();
    if (base < 0 || base >= m_baseChoices.size() || exp < 0 || exp >= m_expChoices.size())
        return std::nullopt;
    s.tileSets.push_back(m_baseChoices[base].set);
    const bool baseHasExpansion = s.expansion();
    if (m_expansion->isChecked() && !baseHasExpansion) s.tileSets.push_back(m_expChoices[exp].set);
    for (int i = 0; i < m_count->value(); ++i) {
        const Row& row = m_rows[i];
        sl::PlayerInfo p;
        const QString name = row.name->text().trimmed();
        p.name = (name.isEmpty() ? row.name->placeholderText() : name).toStdString();
        p.colour = static_cast<sl::Colour>(row.colour->currentData().toInt());
        const int kind = row.kind->currentIndex();
        p.kind = kind > 0 ? sl::SeatKind::Computer : sl::SeatKind::Human;
        p.level = static_cast<sl::SeatLevel>(std::max(0, kind - 1));
        s.players.push_back(p);
    }
    s.teamGame = m_team->isChecked();
    const QString seed = m_seed->text().trimmed();
    if (seed.isEmpty()) {
        // Only the computer players' choices follow this: the tiles and dice come from a
        // generator that is never stored (GameSetup::seeded).
        s.seed = QRandomGenerator::global()->generate64() >> 1;
        s.seeded = false;
    } else {
        bool ok = false;
        s.seed = seed.toULongLong(&ok);
        if (!ok) return std::nullopt;
    }
    return s;
}

GameOptions NewGameDialog::options() const
{
    GameOptions o;
    o.takeBacks = m_takeBacks->isChecked();
    return o;
}

QString NewGameDialog::problem() const
{
    return m_problem->text();
}

void NewGameDialog::validate()
{
    const int n = m_count->value();
    for (int i = 0; i < m_rows.size(); ++i) {
        const bool on = i < n;
        m_rows[i].name->setPlaceholderText(
            slui::defaultSeatName(i, m_rows[i].kind->currentIndex() > 0));
        for (QWidget* w :
             {static_cast<QWidget*>(m_rows[i].number), static_cast<QWidget*>(m_rows[i].name),
              static_cast<QWidget*>(m_rows[i].colour), static_cast<QWidget*>(m_rows[i].kind),
              static_cast<QWidget*>(m_rows[i].up), static_cast<QWidget*>(m_rows[i].down)})
            w->setVisible(on);
    }
    m_expSet->setEnabled(m_expansion->isChecked());
    // Blue (First Order) comes with the expansion: offered only then, and saying why.
    for (Row& row : m_rows) {
        auto* model = qobject_cast<QStandardItemModel*>(row.colour->model());
        if (QStandardItem* blue = model ? model->item(int(sl::Colour::Blue)) : nullptr) {
            blue->setEnabled(m_expansion->isChecked());
            blue->setToolTip(m_expansion->isChecked()
                                 ? QString()
                                 : tr("Blue (First Order) comes with Expansion 1."));
        }
    }
    m_expSetLabel->setEnabled(m_expansion->isChecked());
    QString problem;
    bool seedOk = true;
    if (!m_seed->text().trimmed().isEmpty()) m_seed->text().trimmed().toULongLong(&seedOk);
    const auto s = setup();
    if (!m_fileError.isEmpty()) {
        problem = m_fileError;
    } else if (!seedOk) {
        problem = tr("The seed must be a whole number, or empty for a random game.");
    } else if (s) {
        std::optional<sl::RecordError> err;
        if (!sl::buildCatalog(*s, &err)) {
            switch (sl::checkConfig(s->config(), s->expansion())) {
            case sl::ConfigError::PlayerCount:
                problem = m_team->isChecked()
                              ? tr("The team game needs exactly 4 players.")
                              : tr("Choose 2 to 5 players, or up to 6 with the expansion.");
                break;
            case sl::ConfigError::DuplicateColour:
                problem = tr("Every player needs a different colour.");
                break;
            case sl::ConfigError::BlueNeedsExpansion:
                problem = tr("Blue (First Order) comes with the expansion.");
                break;
            case sl::ConfigError::TeamColours:
                problem = tr("Team game: red, green, black and white, with the Rebel Alliance and "
                             "the Empire taking turns.");
                break;
            case sl::ConfigError::None:
                problem = tr("The tile sets cannot be played together: %1")
                              .arg(err ? slui::recordErrorText(*err) : QString());
                break;
            }
        }
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}

std::optional<QString> NewGameDialog::offerFile(const QString& path)
{
    sl::TileSetLoadResult r;
    if (!slui::waitWithProgress(this, tr("Reading %1…").arg(QFileInfo(path).fileName()),
                                [&](slui::Progress&) {
                                    r = sl::loadTileSetFile(QFile::encodeName(path).toStdString());
                                }))
        return tr("reading was cancelled");
    if (!r.ok()) return slui::loadProblemText(r);
    offer(r.set,
          QStringLiteral("%1 (%2)").arg(slui::localized(r.set.name), QFileInfo(path).fileName()),
          QFileInfo(path).absoluteFilePath());
    return std::nullopt;
}

bool NewGameDialog::setTileSetFile(const QString& path)
{
    const std::optional<QString> problem = offerFile(path);
    m_fileError = problem ? tr("This tile set cannot be used: %1").arg(*problem) : QString();
    validate();
    return !problem;
}

void NewGameDialog::setTileSet(const sl::TileSet& set)
{
    m_fileError.clear();
    offer(set, tr("%1 (from the tile-set editor)").arg(slui::localized(set.name)), QString());
}

void NewGameDialog::offer(const sl::TileSet& set, const QString& label, const QString& path)
{
    const bool base = set.role == sl::TileSetRole::Base;
    QList<SetChoice>& choices = base ? m_baseChoices : m_expChoices;
    int found = -1;
    for (int i = 0; i < choices.size(); ++i)
        if (choices[i].set == set) found = i;
    if (found < 0) {
        choices.append({set, label, path});
        found = int(choices.size()) - 1;
    }
    fillSetCombos();
    QComboBox* combo = base ? m_baseSet : m_expSet;
    combo->setCurrentIndex(combo->findData(found));
    if (base) m_baseChoice = found;
    if (!base) m_expansion->setChecked(true);
    validate();
}

void NewGameDialog::loadUserSets()
{
    m_baseChoices = {{sl::builtinTileSet("base"), QString(), QString()}};
    m_expChoices = {{sl::builtinTileSet("exp1"), QString(), QString()}};
    const QDir dir(slui::userTileSetFolder());
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    if (files.isEmpty()) return;
    // Read off the window's thread (each up to 4 MiB); Cancel offers the built-in sets only.
    std::vector<std::pair<QFileInfo, sl::TileSetLoadResult>> read;
    if (!slui::waitWithProgress(
            this, tr("Reading the tile sets in %1…").arg(QDir::toNativeSeparators(dir.path())),
            [&](slui::Progress& p) {
                for (const QFileInfo& file : files) {
                    if (p.cancel) return;
                    read.emplace_back(
                        file, sl::loadTileSetFile(
                                  QFile::encodeName(file.absoluteFilePath()).toStdString()));
                    p.permille = int(1000 * read.size() / std::size_t(files.size()));
                }
            }))
        return;
    for (const auto& [file, r] : read) {
        if (!r.ok()) continue; // a broken file in the folder is the editor's business, not a choice
        (r.set.role == sl::TileSetRole::Base ? m_baseChoices : m_expChoices)
            .append({r.set,
                     QStringLiteral("%1 (%2)").arg(slui::localized(r.set.name), file.fileName()),
                     file.absoluteFilePath()});
    }
}

void NewGameDialog::fillSetCombos()
{
    const int base = m_baseSet->currentData().toInt();
    const int exp = m_expSet->currentData().toInt();
    m_baseSet->clear();
    m_expSet->clear();
    m_baseChoices[0].label = tr("Built-in (a reconstruction of the printed tiles)");
    m_expChoices[0].label = tr("Built-in Expansion 1 (a reconstruction)");
    for (int i = 0; i < m_baseChoices.size(); ++i) {
        m_baseSet->addItem(m_baseChoices[i].label, i);
        m_baseSet->setItemData(i, m_baseChoices[i].path, Qt::ToolTipRole);
    }
    m_baseSet->addItem(tr("Another file…"), -1);
    for (int i = 0; i < m_expChoices.size(); ++i) {
        m_expSet->addItem(m_expChoices[i].label, i);
        m_expSet->setItemData(i, m_expChoices[i].path, Qt::ToolTipRole);
    }
    m_baseSet->setCurrentIndex(qMax(0, m_baseSet->findData(qMax(0, base))));
    m_expSet->setCurrentIndex(qMax(0, m_expSet->findData(qMax(0, exp))));
}

void NewGameDialog::chooseFile()
{
    // Back to the set chosen before unless a good file is chosen; a bad file says what is wrong
    // with it (the file, the place, the problem), as the tile-set editor does.
    m_baseSet->setCurrentIndex(std::max(0, m_baseSet->findData(m_baseChoice)));
    const QString path = slui::openFileName(this, tr("Choose a tile set"),
                                            slui::userTileSetFolder(), tr("Tile sets (*.json)"));
    if (path.isEmpty()) return;
    if (const std::optional<QString> problem = offerFile(path))
        QMessageBox::warning(this, tr("Choose a tile set"),
                             tr("This file cannot be used as a tile set:\n%1").arg(*problem));
}

QStringList NewGameDialog::baseSetNames() const
{
    QStringList names;
    for (const SetChoice& c : m_baseChoices)
        names << c.label;
    return names;
}

QStringList NewGameDialog::expansionSetNames() const
{
    QStringList names;
    for (const SetChoice& c : m_expChoices)
        names << c.label;
    return names;
}

void NewGameDialog::setPlayerCount(int n)
{
    m_count->setValue(n);
}
void NewGameDialog::setExpansion(bool on)
{
    m_expansion->setChecked(on);
}
void NewGameDialog::setTeamGame(bool on)
{
    m_team->setChecked(on);
}
void NewGameDialog::setSeed(const QString& seed)
{
    m_seed->setText(seed);
}

void NewGameDialog::accept()
{
    validate();
    if (!m_ok->isEnabled()) return;
    QSettings settings;
    QStringList names;
    for (const Row& row : m_rows)
        names << row.name->text();
    settings.setValue(QStringLiteral("newGame/names"), names);
    QVariantList kinds;
    for (const Row& row : m_rows)
        kinds << row.kind->currentIndex();
    settings.setValue(QStringLiteral("newGame/kinds"), kinds);
    settings.setValue(QStringLiteral("newGame/players"), m_count->value());
    settings.setValue(QStringLiteral("newGame/expansion"), m_expansion->isChecked());
    settings.setValue(QStringLiteral("newGame/takeBacks"), m_takeBacks->isChecked());
    QDialog::accept();
}

} // namespace slapp
