// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "ownsetdialog.h"

#include "common/problemtext.h"
#include "help/helpwindow.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace sled {

bool isEditedBuiltin(const sl::TileSet& set)
{
    const auto ids = sl::builtinTileSetIds();
    return std::find(ids.begin(), ids.end(), set.id) != ids.end() &&
           sl::contentHash(set) != sl::contentHash(sl::builtinTileSet(set.id));
}

OwnSetDialog::OwnSetDialog(const SetProperties& current, QWidget* parent)
    : QDialog(parent), m_properties(current)
{
    setObjectName(QStringLiteral("ownSetDialog"));
    slui::addHelpKeys(this, QStringLiteral("tile-set-editor")); // F1
    setWindowTitle(tr("Save as your own tile set"));
    auto* text = new QLabel(
        tr("This is a changed copy of the built-in set “%1”. Saved under an id and a name of its "
           "own, the games played with it are told apart from games with the built-in set in the "
           "game browser, the replay and the command line.")
            .arg(QString::fromStdString(current.id)),
        this);
    text->setWordWrap(true);
    text->setMinimumWidth(520);
    // Suggested: the built-in id and names, marked as edited (the names are the set's own, in
    // both languages, whatever the language of the window).
    const auto marked = [](const std::string& name, const QString& reconstruction,
                           const QString& edited) {
        QString n = QString::fromStdString(name);
        return n.contains(reconstruction) ? n.replace(reconstruction, edited)
                                          : n + QLatin1Char(' ') + edited;
    };
    m_id = new QLineEdit(QString::fromStdString(current.id) + QStringLiteral("-edited"), this);
    m_id->setObjectName(QStringLiteral("ownSetId"));
    m_nameEn = new QLineEdit(
        marked(current.name.en, QStringLiteral("(reconstruction)"), QStringLiteral("(edited)")),
        this); // not UI
    m_nameEn->setObjectName(QStringLiteral("ownSetNameEn"));
    m_nameCs = new QLineEdit(
        marked(current.name.cs, QStringLiteral("(rekonstrukce)"), QStringLiteral("(upraveno)")),
        this); // not UI
    m_nameCs->setObjectName(QStringLiteral("ownSetNameCs"));
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("ownSetProblem"));
    m_problem->setStyleSheet(QStringLiteral("QLabel { color: #ff8a80; }"));
    auto* form = new QFormLayout;
    form->addRow(tr("Id:"), m_id);
    form->addRow(tr("Name (English):"), m_nameEn);
    form->addRow(tr("Name (Czech):"), m_nameCs);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Save"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* e : {m_id, m_nameEn, m_nameCs}) {
        e->setCursorPosition(0); // the start of a long name shows
        e->setMinimumWidth(fontMetrics().horizontalAdvance(m_nameEn->text()) + 24);
        connect(e, &QLineEdit::textChanged, this, &OwnSetDialog::validate);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    validate();
}

SetProperties OwnSetDialog::properties() const
{
    SetProperties p = m_properties;
    p.id = m_id->text().trimmed().toStdString();
    p.name = {m_nameEn->text().trimmed().toStdString(), m_nameCs->text().trimmed().toStdString()};
    return p;
}

QString OwnSetDialog::problem() const
{
    return m_problem->text();
}

void OwnSetDialog::validate()
{
    const SetProperties p = properties();
    const auto builtin = sl::builtinTileSetIds();
    sl::TileSet probe;
    probe.id = p.id;
    probe.name = p.name;
    QString problem;
    if (std::find(builtin.begin(), builtin.end(), p.id) != builtin.end())
        problem = tr("“%1” is the id of a built-in set: choose another one.")
                      .arg(QString::fromStdString(p.id));
    for (const sl::TileSetError& e : sl::validateTileSet(probe, {}))
        if (problem.isEmpty() && (e.field == "id" || e.field == "name"))
            problem = slui::problemReason(e.reason);
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace sled
