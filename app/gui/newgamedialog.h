#pragma once

#include "record.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
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
    QString problem() const;

    // For tests and the startup path.
    void setPlayerCount(int n);
    void setPlayerName(int seat, const QString& name);
    void setExpansion(bool on);
    void setTeamGame(bool on);
    void setSeed(const QString& seed);
    /** Uses a tile-set file instead of the built-in base set; returns the loader's verdict. */
    bool setTileSetFile(const QString& path);
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
    void retranslate();
    void validate();
    void fillColours(Row& row);
    void applyTeamColours();

    QList<Row> m_rows;
    QSpinBox* m_count;
    QCheckBox* m_expansion;
    QCheckBox* m_team;
    QRadioButton* m_builtin;
    QRadioButton* m_fromFile;
    QLineEdit* m_file;
    QPushButton* m_browse;
    QLineEdit* m_seed;
    QLabel* m_problem;
    QLabel* m_countLabel;
    QLabel* m_tileSetLabel;
    QLabel* m_seedLabel;
    QPushButton* m_ok;
    std::optional<sl::TileSet> m_fileSet;
    QString m_fileError;
};

} // namespace slapp
