// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "setpanel.h"

#include "setcommands.h"
#include "tilesetdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QUndoStack>

namespace sled {

SetPanel::SetPanel(QWidget* parent) : QWidget(parent)
{
    auto* form = new QFormLayout(this);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("setId"));
    m_nameEn = new QLineEdit(this);
    m_nameEn->setObjectName(QStringLiteral("setNameEn"));
    m_nameCs = new QLineEdit(this);
    m_nameCs->setObjectName(QStringLiteral("setNameCs"));
    m_role = new QComboBox(this);
    m_role->setObjectName(QStringLiteral("setRole"));
    m_role->addItems({QString(), QString()});
    m_start = new QComboBox(this);
    m_start->setObjectName(QStringLiteral("startTile"));
    for (QComboBox* c : {m_role, m_start}) { // long texts must not widen the dock
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(12);
    }
    m_reconstruction = new QCheckBox(this);
    m_noteEn = new QPlainTextEdit(this);
    m_noteCs = new QPlainTextEdit(this);
    for (QPlainTextEdit* e : {m_noteEn, m_noteCs}) {
        e->setTabChangesFocus(true);
        e->setMaximumHeight(90);
        e->installEventFilter(this);
    }
    form->addRow(m_idLabel = new QLabel(this), m_id);
    form->addRow(m_nameEnLabel = new QLabel(this), m_nameEn);
    form->addRow(m_nameCsLabel = new QLabel(this), m_nameCs);
    form->addRow(m_roleLabel = new QLabel(this), m_role);
    form->addRow(m_startLabel = new QLabel(this), m_start);
    form->addRow(m_reconstruction);
    form->addRow(m_noteEnLabel = new QLabel(this), m_noteEn);
    form->addRow(m_noteCsLabel = new QLabel(this), m_noteCs);

    // Every field edits a copy of the properties and pushes it as one command.
    auto edit = [this](const QString& text, const QString& key, auto change) {
        if (m_updating || !m_doc) return;
        SetProperties p = m_doc->properties();
        change(p);
        if (auto cmd = changeProperties(m_doc, p, text, key))
            m_doc->undoStack()->push(cmd.release());
    };
    auto typed = [this, edit](QLineEdit* line, const char* label, const QString& key, auto field) {
        connect(line, &QLineEdit::textEdited, this, [edit, label, key, field](const QString& s) {
            edit(QCoreApplication::translate("Commands", label), key,
                 [&](SetProperties& p) { field(p) = s.toStdString(); });
        });
        connect(line, &QLineEdit::editingFinished, this, [this] {
            if (m_doc) m_doc->closeMergeRun();
        });
    };
    typed(m_id, QT_TRANSLATE_NOOP("Commands", "Change set id"), QStringLiteral("id"),
          [](SetProperties& p) -> std::string& { return p.id; });
    typed(m_nameEn, QT_TRANSLATE_NOOP("Commands", "Rename set"), QStringLiteral("name.en"),
          [](SetProperties& p) -> std::string& { return p.name.en; });
    typed(m_nameCs, QT_TRANSLATE_NOOP("Commands", "Rename set"), QStringLiteral("name.cs"),
          [](SetProperties& p) -> std::string& { return p.name.cs; });
    for (QPlainTextEdit* e : {m_noteEn, m_noteCs}) {
        connect(e, &QPlainTextEdit::textChanged, this, [this, e, edit] {
            const bool cs = e == m_noteCs;
            edit(QCoreApplication::translate("Commands", "Change note"),
                 cs ? QStringLiteral("note.cs") : QStringLiteral("note.en"), [&](SetProperties& p) {
                     (cs ? p.note.cs : p.note.en) = e->toPlainText().toStdString();
                 });
        });
    }
    connect(m_role, &QComboBox::activated, this, [edit](int i) {
        edit(QCoreApplication::translate("Commands", "Change role"), {}, [i](SetProperties& p) {
            p.role = i == 0 ? sl::TileSetRole::Base : sl::TileSetRole::Expansion;
        });
    });
    connect(m_start, &QComboBox::activated, this, [this, edit](int i) {
        const std::string id = m_start->itemData(i).toString().toStdString();
        edit(QCoreApplication::translate("Commands", "Change start tile"), {},
             [&](SetProperties& p) { p.startTile = id; });
    });
    connect(m_reconstruction, &QCheckBox::clicked, this, [edit](bool on) {
        edit(QCoreApplication::translate("Commands", "Change reconstruction flag"), {},
             [on](SetProperties& p) { p.reconstruction = on; });
    });
    retranslate();
}

void SetPanel::setDocument(TileSetDocument* doc)
{
    if (m_doc) disconnect(m_doc, nullptr, this, nullptr);
    m_doc = doc;
    if (doc) {
        connect(doc, &TileSetDocument::propertiesChanged, this, &SetPanel::refresh);
        for (auto signal : {&TileSetDocument::tileChanged, &TileSetDocument::tileInserted,
                            &TileSetDocument::tileRemoved})
            connect(doc, signal, this, &SetPanel::fillStartTiles);
        connect(doc, &TileSetDocument::tileMoved, this, &SetPanel::fillStartTiles);
        connect(doc, &TileSetDocument::reset, this, &SetPanel::refresh);
    }
    refresh();
}

void SetPanel::fillStartTiles()
{
    if (!m_doc) return;
    const bool was = m_updating;
    m_updating = true;
    m_start->clear();
    m_start->addItem(tr("(none)"), QString());
    for (const sl::TileType& t : m_doc->set().tiles)
        m_start->addItem(QString::fromStdString(t.id), QString::fromStdString(t.id));
    const int i = m_start->findData(QString::fromStdString(m_doc->set().startTile));
    m_start->setCurrentIndex(i < 0 ? 0 : i);
    m_updating = was;
}

void SetPanel::refresh()
{
    setEnabled(m_doc != nullptr);
    if (!m_doc) return;
    m_updating = true;
    const sl::TileSet& s = m_doc->set();
    auto setText = [](QLineEdit* e, const std::string& v) {
        if (e->text() == QString::fromStdString(v)) return;
        e->setText(QString::fromStdString(v));
        if (!e->hasFocus() && !e->isModified()) e->setCursorPosition(0); // a long name's start
    };
    auto setNote = [](QPlainTextEdit* e, const std::string& v) {
        if (e->toPlainText() != QString::fromStdString(v))
            e->setPlainText(QString::fromStdString(v));
    };
    setText(m_id, s.id);
    setText(m_nameEn, s.name.en);
    setText(m_nameCs, s.name.cs);
    m_role->setCurrentIndex(s.role == sl::TileSetRole::Base ? 0 : 1);
    m_role->setToolTip(m_role->itemData(m_role->currentIndex(), Qt::ToolTipRole).toString());
    m_reconstruction->setChecked(s.reconstruction);
    setNote(m_noteEn, s.note.en);
    setNote(m_noteCs, s.note.cs);
    fillStartTiles();
    m_updating = false;
}

void SetPanel::focusField(const QString& field)
{
    if (field.startsWith(QLatin1String("id")))
        m_id->setFocus();
    else if (field.startsWith(QLatin1String("name")))
        m_nameEn->setFocus();
    else if (field.startsWith(QLatin1String("startTile")))
        m_start->setFocus();
    else if (field.startsWith(QLatin1String("role")))
        m_role->setFocus();
}

bool SetPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::FocusOut && m_doc) m_doc->closeMergeRun();
    return QWidget::eventFilter(watched, event);
}

void SetPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void SetPanel::retranslate()
{
    m_idLabel->setText(tr("Id:"));
    m_nameEnLabel->setText(tr("Name (English):"));
    m_nameCsLabel->setText(tr("Name (Czech):"));
    m_roleLabel->setText(tr("Role:"));
    // Short in the box, what it means in its tooltip: the dock stays narrow in either language.
    m_role->setItemText(0, tr("Base set"));
    m_role->setItemText(1, tr("Expansion"));
    m_role->setItemData(0, tr("Base set (stands alone, holds the start tile)"), Qt::ToolTipRole);
    m_role->setItemData(1, tr("Expansion (added to a base set)"), Qt::ToolTipRole);
    m_role->setToolTip(m_role->itemData(m_role->currentIndex(), Qt::ToolTipRole).toString());
    m_startLabel->setText(tr("Start tile:"));
    m_reconstruction->setText(tr("Reconstruction", "a tile set inferred, not copied"));
    m_reconstruction->setToolTip(
        tr("Reconstruction (inferred, not copied from the printed tiles)"));
    m_noteEnLabel->setText(tr("Note (English):"));
    m_noteCsLabel->setText(tr("Note (Czech):"));
    m_id->setToolTip(tr("Lower-case letters, digits, - and _; at most 64 characters"));
    if (m_doc) fillStartTiles();
}

} // namespace sled
