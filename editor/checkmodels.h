// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/tilesetfacts.h"

#include <QAbstractListModel>

namespace sled {

class TileSetDocument;

/** The document's validation problems, one row each, in the UI language. */
class ProblemListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { TileIdRole = Qt::UserRole + 1, FieldRole };
    explicit ProblemListModel(TileSetDocument* doc, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    void retranslate();

private:
    TileSetDocument* m_doc;
};

/**
 * The known facts of the printed set of the document's role (facts.json), each with a tick or a
 * cross and, when broken, what the set has instead.
 */
class FactListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { OkRole = Qt::UserRole + 1, FactIdRole };
    explicit FactListModel(TileSetDocument* doc, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    /** The title of the sheet in use ("Printed base game"), or empty. */
    QString title() const;
    int failing() const;
    void retranslate();

private:
    void recheck();
    QString detail(const sl::FactResult& r) const;

    TileSetDocument* m_doc;
    const sl::FactSheet* m_sheet = nullptr;
    std::vector<sl::FactResult> m_results;
};

} // namespace sled
