// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tilesetdiff.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QTreeWidget;

namespace sled {

/**
 * Compare: what differs between the edited set and another one (a built-in set, the file as last
 * saved, or any file): tiles added, removed and changed, field by field.
 */
class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    CompareDialog(const sl::TileSet& current, const QString& savedPath, QWidget* parent = nullptr);

    /** Compares with `other` (shown as `label`). */
    void compareWith(const sl::TileSet& other, const QString& label);
    /** Loads a file and compares with it; false (and a message in the summary) when it cannot. */
    bool compareWithFile(const QString& path);
    QTreeWidget* tree() const { return m_tree; }
    QString summary() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void choose(int index);
    void showDiff(const sl::TileSetDiff& diff);

    sl::TileSet m_current;
    QString m_savedPath;
    QComboBox* m_source;
    QLabel* m_sourceLabel;
    QLabel* m_summary;
    QTreeWidget* m_tree;
    std::optional<sl::TileSetDiff> m_diff;
    QString m_otherLabel;
};

/** A diff field path in words: "Count", "North edge", "Realm 2: symbols", "Name (Czech)". */
QString fieldLabel(const QString& path);
/** A diff value in words: file tokens translated ("asteroid" → "Asteroid field"). */
QString valueLabel(const QString& value);

} // namespace sled
