// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "tilesetdocument.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace sled {

/**
 * Asked when a changed built-in set is saved: its own id and name (suggested), so that the
 * games played with it are told apart from games with the built-in set everywhere they are
 * listed (the game browser, the replay, `starlanes-cli db list`).
 */
class OwnSetDialog : public QDialog
{
    Q_OBJECT
public:
    OwnSetDialog(const SetProperties& current, QWidget* parent = nullptr);
    /** The properties with the id and names entered. */
    SetProperties properties() const;
    /** What keeps OK disabled, or empty. */
    QString problem() const;

private:
    void validate();

    SetProperties m_properties;
    QLineEdit* m_id;
    QLineEdit* m_nameEn;
    QLineEdit* m_nameCs;
    QLabel* m_problem;
    QPushButton* m_ok;
};

/** A built-in set's id with other content than the built-in set: it is an edited copy. */
bool isEditedBuiltin(const sl::TileSet& set);

} // namespace sled
