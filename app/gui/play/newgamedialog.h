// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/record.h"

#include "store/storetypes.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace slapp {

/**
 * New game: 2–5 players (6 with the expansion), names, colours (the faction follows), seat
 * order, kind of seat, team game, expansion, tile set (built-in or a file), optional seed.
 * The engine checks the seats; the dialog only shows its verdict.
 */
class NewGameDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    /** The game to start, when the choices are valid. */
    std::optional<sl::GameSetup> setup() const;
    /** The game's own options (taking turns back). */
    GameOptions options() const;
    QString problem() const;

    // For tests and the startup path.
    void setPlayerCount(int n);
    void setExpansion(bool on);
    void setTeamGame(bool on);
    void setSeed(const QString& seed);
    /** Plays a tile-set file: a base set instead of the built-in one, an expansion set with the
     * expansion on; returns the loader's verdict (a refused file is shown as the problem). */
    bool setTileSetFile(const QString& path);
    /** Plays a set handed over by the tile-set editor ("Play with this set"). */
    void setTileSet(const sl::TileSet& set);
    /** The base sets and expansion sets offered (built-in first, then the user's folder, files). */
    QStringList baseSetNames() const;
    QStringList expansionSetNames() const;
    void moveSeat(int seat, int delta);

    void accept() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Row
    {
        QLabel* number;
        QLineEdit* name;
        QComboBox* colour;
        QComboBox* kind;
        QToolButton* up;
        QToolButton* down;
    };
    /** A set the dialog offers, with how it is listed. */
    struct SetChoice
    {
        sl::TileSet set;
        QString label;
        QString path; ///< empty for the built-in set and the editor's
    };
    void retranslate();
    void validate();
    void loadUserSets();
    /** Adds (or finds) a choice and selects it. */
    void offer(const sl::TileSet& set, const QString& label, const QString& path);
    void fillSetCombos();
    void chooseFile();
    /** Reads a tile-set file and offers it; the problem in words when it cannot be used. */
    std::optional<QString> offerFile(const QString& path);
    void fillColours(Row& row);
    void applyTeamColours();

    QList<Row> m_rows;
    QSpinBox* m_count;
    QCheckBox* m_expansion;
    QCheckBox* m_team;
    QCheckBox* m_takeBacks;
    QComboBox* m_baseSet;
    QComboBox* m_expSet;
    QLabel* m_expSetLabel;
    QList<SetChoice> m_baseChoices;
    QList<SetChoice> m_expChoices;
    QLineEdit* m_seed;
    QLabel* m_problem;
    QLabel* m_countLabel;
    QLabel* m_tileSetLabel;
    QLabel* m_seedLabel;
    QPushButton* m_ok;
    QString m_fileError;
    int m_baseChoice = 0; ///< the base set chosen (its choice index), kept when a file is refused
};

} // namespace slapp
