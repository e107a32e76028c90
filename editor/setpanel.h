// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace sled {

class TileSetDocument;

/** The set's own fields: id, names, role, start tile, the reconstruction flag and note. */
class SetPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SetPanel(QWidget* parent = nullptr);
    void setDocument(TileSetDocument* doc);
    /** Focuses the widget of a set-level field ("id", "name", "startTile", …). */
    void focusField(const QString& field);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void retranslate();
    void fillStartTiles();

    QPointer<TileSetDocument> m_doc; ///< null once the document is gone
    bool m_updating = false;
    QLabel* m_idLabel;
    QLabel* m_nameEnLabel;
    QLabel* m_nameCsLabel;
    QLabel* m_roleLabel;
    QLabel* m_startLabel;
    QLabel* m_noteEnLabel;
    QLabel* m_noteCsLabel;
    QLineEdit* m_id;
    QLineEdit* m_nameEn;
    QLineEdit* m_nameCs;
    QComboBox* m_role;
    QComboBox* m_start;
    QCheckBox* m_reconstruction;
    QPlainTextEdit* m_noteEn;
    QPlainTextEdit* m_noteCs;
};

} // namespace sled
