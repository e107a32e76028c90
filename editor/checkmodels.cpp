// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "checkmodels.h"

#include "common/names.h"
#include "common/problemtext.h"
#include "tilesetdocument.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>

namespace sled {
namespace {

/** A round tick or cross badge. */
QIcon makeBadge(bool ok)
{
    QIcon icon;
    for (int px : {16, 24, 32}) {
        QPixmap pm(px, px);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(ok ? QColor(0x2e, 0x9d, 0x5b) : QColor(0xd9, 0x3b, 0x3b));
        p.drawEllipse(QRectF(1, 1, px - 2, px - 2));
        QPen pen(Qt::white, px / 8.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(pen);
        const qreal s = px;
        if (ok) {
            p.drawPolyline(QPolygonF(
                {QPointF(s * .28, s * .52), QPointF(s * .44, s * .68), QPointF(s * .73, s * .35)}));
        } else {
            p.drawLine(QPointF(s * .33, s * .33), QPointF(s * .67, s * .67));
            p.drawLine(QPointF(s * .67, s * .33), QPointF(s * .33, s * .67));
        }
        p.end();
        icon.addPixmap(pm);
    }
    return icon;
}

QIcon badge(bool ok)
{
    static const QIcon tick = makeBadge(true);
    static const QIcon cross = makeBadge(false);
    return ok ? tick : cross;
}

} // namespace

ProblemListModel::ProblemListModel(TileSetDocument* doc, QObject* parent)
    : QAbstractListModel(parent), m_doc(doc)
{
    connect(doc, &TileSetDocument::problemsChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int ProblemListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_doc->problems().size());
}

QVariant ProblemListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const sl::TileSetError& e = m_doc->problems()[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return slui::problemTextInSet(e);
    case Qt::ToolTipRole:
        return slui::problemText(e);
    case Qt::DecorationRole:
        return badge(false);
    case TileIdRole:
        return QString::fromStdString(e.tileId);
    case FieldRole:
        return QString::fromStdString(e.field);
    default:
        return {};
    }
}

void ProblemListModel::retranslate()
{
    if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1));
}

FactListModel::FactListModel(TileSetDocument* doc, QObject* parent)
    : QAbstractListModel(parent), m_doc(doc)
{
    for (auto signal : {&TileSetDocument::tileChanged, &TileSetDocument::tileInserted,
                        &TileSetDocument::tileRemoved})
        connect(doc, signal, this, &FactListModel::recheck);
    connect(doc, &TileSetDocument::propertiesChanged, this, &FactListModel::recheck);
    connect(doc, &TileSetDocument::reset, this, &FactListModel::recheck);
    recheck();
}

void FactListModel::recheck()
{
    const sl::FactSheet* sheet = sl::factSheetFor(sl::builtinFacts(), m_doc->set().role);
    std::vector<sl::FactResult> results =
        sheet ? sl::checkFacts(m_doc->set(), *sheet) : std::vector<sl::FactResult>{};
    if (sheet == m_sheet && results.size() == m_results.size()) {
        m_results = std::move(results);
        if (!m_results.empty()) emit dataChanged(index(0), index(int(m_results.size()) - 1));
        return;
    }
    beginResetModel();
    m_sheet = sheet;
    m_results = std::move(results);
    endResetModel();
}

int FactListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

QString FactListModel::title() const
{
    return m_sheet ? slui::localized(m_sheet->title) : QString();
}

int FactListModel::failing() const
{
    int n = 0;
    for (const sl::FactResult& r : m_results)
        n += !r.ok;
    return n;
}

QString FactListModel::detail(const sl::FactResult& r) const
{
    if (r.ok) return {};
    QStringList parts;
    for (const sl::FactMismatch& m : r.mismatches) {
        const QString id = QString::fromStdString(m.tileId);
        if (r.fact->check == sl::FactCheck::TypeCounts)
            parts << (m.found == 0
                          ? tr("%1 missing").arg(id)
                          : tr("%1: %2 instead of %3").arg(id).arg(m.found).arg(m.expected));
        else
            parts << id;
    }
    if (parts.size() > 6) parts = parts.mid(0, 6) << QStringLiteral("…");
    switch (r.fact->check) {
    case sl::FactCheck::TotalTiles:
        return tr("this set has %n tile(s)", nullptr, r.found);
    case sl::FactCheck::TypeCount:
        return tr("this set has %n tile type(s)", nullptr, r.found);
    case sl::FactCheck::Planets:
        return tr("this set has %n planet(s)", nullptr, r.found);
    case sl::FactCheck::TileShape:
        return tr("no such tile in this set");
    case sl::FactCheck::StartTile:
        return r.fact->value ? tr("no valid start tile") : tr("an expansion has no start tile");
    case sl::FactCheck::SymbolFactions:
        return parts.isEmpty() ? tr("a required faction has no symbol")
                               : tr("other factions on: %1").arg(parts.join(QStringLiteral(", ")));
    default:
        return parts.join(QStringLiteral(", "));
    }
}

QVariant FactListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const sl::FactResult& r = m_results[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: {
        const QString d = detail(r);
        return d.isEmpty() ? slui::localized(r.fact->text)
                           : slui::localized(r.fact->text) + QStringLiteral(" — ") + d;
    }
    case Qt::ToolTipRole:
        return tr("Source: %1").arg(QString::fromStdString(r.fact->source));
    case Qt::DecorationRole:
        return badge(r.ok);
    case OkRole:
        return r.ok;
    case FactIdRole:
        return QString::fromStdString(r.fact->id);
    default:
        return {};
    }
}

void FactListModel::retranslate()
{
    if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1));
}

} // namespace sled
