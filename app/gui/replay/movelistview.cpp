// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "movelistview.h"

#include "movelistmodel.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QStyledItemDelegate>
#include <QTimer>

#include <algorithm>
#include <array>
#include <numeric>
#include <vector>

namespace slapp {
namespace {

constexpr int kIcon = 22;
constexpr std::array kShort = {MoveListModel::Turn, MoveListModel::Player, MoveListModel::Lost};
constexpr std::array kLong = {MoveListModel::Tile, MoveListModel::Position, MoveListModel::Meeple,
                              MoveListModel::Battles, MoveListModel::Points};

} // namespace

/**
 * A cell as tall as its text wrapped in the column's width, and a row of one line as tall as
 * its pictures (the style's own measure leaves a line's worth of room over a short text).
 */
class MoveTextDelegate final : public QStyledItemDelegate
{
public:
    MoveTextDelegate(int lineHeight, QObject* parent)
        : QStyledItemDelegate(parent), m_lineHeight(lineHeight)
    {
    }

    /** The room a cell `width` wide leaves for its text beside its picture, as the style lays it.
     */
    int textRoom(QStyleOptionViewItem option, const QModelIndex& index, int width) const
    {
        initStyleOption(&option, index);
        return textRoom(option, width);
    }

    QSize sizeHint(const QStyleOptionViewItem& given, const QModelIndex& index) const override
    {
        const QSize hint = QStyledItemDelegate::sizeHint(given, index);
        if (given.rect.width() <= 0) return hint;
        QStyleOptionViewItem option = given;
        initStyleOption(&option, index); // the cell's own font (the turn shown is bold)
        const int room = textRoom(option, option.rect.width());
        const int tall = option.fontMetrics
                             .boundingRect(QRect(0, 0, std::max(1, room), 1 << 16),
                                           Qt::TextWordWrap, option.text)
                             .height();
        return {hint.width(), std::max(m_lineHeight, tall + 6)};
    }

private:
    static int textRoom(QStyleOptionViewItem option, int width)
    {
        option.rect = QRect(0, 0, width, 1 << 12);
        option.showDecorationSelected = true; // the text's rectangle all the room, not its extent
        const QStyle* style = option.widget ? option.widget->style() : QApplication::style();
        // The style draws the text inside that rectangle less a margin on either side.
        const int margin =
            style->pixelMetric(QStyle::PM_FocusFrameHMargin, &option, option.widget) + 1;
        return style->subElementRect(QStyle::SE_ItemViewItemText, &option, option.widget).width() -
               2 * margin;
    }

    int m_lineHeight;
};

MoveListView::MoveListView(MoveListModel* model, QWidget* parent) : QTableView(parent)
{
    setObjectName(QStringLiteral("moveList"));
    setModel(model);
    m_delegate = new MoveTextDelegate(lineRowHeight(), this);
    setItemDelegate(m_delegate);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setIconSize(QSize(kIcon, kIcon));
    setWordWrap(true);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel); // rows of different heights
    setTextElideMode(Qt::ElideRight);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    verticalHeader()->hide();
    verticalHeader()->setMinimumSectionSize(lineRowHeight());
    verticalHeader()->setDefaultSectionSize(lineRowHeight());
    QHeaderView* columns = horizontalHeader();
    columns->setStretchLastSection(false);
    for (int c : kShort)
        columns->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    for (int c : kLong)
        columns->setSectionResizeMode(c, QHeaderView::Fixed);
    // The analysis beside the player who lost the points (shown once there is an analysis).
    columns->moveSection(MoveListModel::Lost, MoveListModel::Tile);
    connect(model, &QAbstractItemModel::modelReset, this, &MoveListView::scheduleFit);
    connect(model, &QAbstractItemModel::layoutChanged, this, &MoveListView::scheduleFit);
    connect(model, &QAbstractItemModel::rowsInserted, this, &MoveListView::scheduleFit);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &MoveListView::scheduleFit);
    connect(model, &QAbstractItemModel::dataChanged, this, &MoveListView::scheduleFit);
    connect(columns, &QHeaderView::sectionCountChanged, this, &MoveListView::scheduleFit);
}

int MoveListView::lineRowHeight() const
{
    return std::max(kIcon + 4, fontMetrics().lineSpacing() + 8);
}

void MoveListView::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    scheduleFit();
}

void MoveListView::changeEvent(QEvent* event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) scheduleFit();
}

void MoveListView::scheduleFit()
{
    if (m_fitPending) return;
    m_fitPending = true;
    QTimer::singleShot(0, this, [this] {
        m_fitPending = false;
        fitToTexts();
    });
}

std::vector<int> shareColumnWidths(const std::vector<std::vector<TextCell>>& rows,
                                   std::vector<int> widths, int available)
{
    const std::size_t n = widths.size();
    // A cell's lines at a column width (its words set close: a wrapped line is a little
    // shorter than the width, so a tenth is kept in hand).
    auto lines = [](const TextCell& t, int width) {
        const int room = std::max(1, (width - t.padding) * 9 / 10);
        return t.advance <= 0 ? 1 : (t.advance + room - 1) / room;
    };
    // The cost of a row of k lines is k squared: a few rows of two lines rather than one of
    // eight, which would hide the rows around it.
    auto cost = [&](const std::vector<int>& w) {
        long sum = 0;
        for (const auto& row : rows) {
            long most = 1;
            for (std::size_t c = 0; c < n && c < row.size(); ++c)
                most = std::max<long>(most, lines(row[c], w[c]));
            sum += most * most;
        }
        return sum;
    };
    int left = available;
    for (int w : widths)
        left -= w;
    // The widths past `width` at which a cell of column `c` loses a line (of a text over k lines
    // at a width: the width it needs for j < k lines), the nearest few and some further on.
    auto breakpoints = [&](std::size_t c, int width) {
        std::vector<int> steps;
        for (const auto& row : rows) {
            if (c >= row.size() || row[c].advance <= 0) continue;
            const TextCell& t = row[c];
            for (int j = lines(t, width) - 1; j >= 1; --j) {
                const int room = (t.advance + j - 1) / j;
                const int needed = t.padding + (10 * room + 8) / 9;
                if (needed - width > left) break;
                steps.push_back(needed - width);
            }
        }
        std::sort(steps.begin(), steps.end());
        steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
        constexpr std::size_t kTried = 24;
        if (steps.size() > kTried) {
            std::vector<int> some;
            for (std::size_t k = 0; k < kTried; ++k)
                some.push_back(steps[k * (steps.size() - 1) / (kTried - 1)]);
            steps = std::move(some);
        }
        return steps;
    };
    // Give width where it saves the most for each pixel, trying each column at the widths where
    // its cells lose a line, so a saving a few pixels further on is not passed over.
    long now = cost(widths);
    while (left > 0 && now > long(rows.size())) {
        double best = 0.0;
        std::size_t bestColumn = n;
        int bestStep = 0;
        long bestTotal = now;
        for (std::size_t c = 0; c < n; ++c)
            for (int step : breakpoints(c, widths[c])) {
                if (step <= 0) continue;
                std::vector<int> tried = widths;
                tried[c] += step;
                const long total = cost(tried);
                const double gain = double(now - total) / step;
                if (gain > best) {
                    best = gain;
                    bestColumn = c;
                    bestStep = step;
                    bestTotal = total;
                }
            }
        if (bestColumn == n) break; // no width saves a line
        widths[bestColumn] += bestStep;
        left -= bestStep;
        now = bestTotal;
    }
    // What is left goes to the columns by their widths (every row is as short as it gets).
    const int sum = std::max(1, std::accumulate(widths.begin(), widths.end(), 0));
    const int spare = std::max(0, left);
    int given = 0;
    for (std::size_t c = 0; c + 1 < n; ++c) {
        const int more = int(qint64(spare) * widths[c] / sum);
        widths[c] += more;
        given += more;
    }
    if (n > 0) widths[n - 1] += spare - given;
    return widths;
}

void MoveListView::fitToTexts()
{
    QHeaderView* columns = horizontalHeader();
    int available = viewport()->width();
    for (int c : kShort)
        if (!isColumnHidden(c)) available -= columns->sectionSize(c);
    if (available <= 0) return;
    // Each long column at least as wide as its heading and its longest word; the rest of the
    // width where it saves the most lines, so a row is one line tall where it can be and no
    // text is cut.
    std::vector<int> widths;
    for (int c : kLong)
        widths.push_back(std::max(columns->sectionSizeHint(c), 24));
    std::vector<std::vector<TextCell>> rows(std::size_t(model()->rowCount()));
    for (int row = 0; row < model()->rowCount(); ++row)
        for (std::size_t i = 0; i < kLong.size(); ++i) {
            const QModelIndex index = model()->index(row, kLong[i]);
            const QString text = index.data().toString();
            const QVariant font = index.data(Qt::FontRole); // a mistake's row is bold
            const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : this->font());
            const int advance = metrics.horizontalAdvance(text);
            QStyleOptionViewItem option;
            initViewItemOption(&option);
            const int padding = 1000 - m_delegate->textRoom(option, index, 1000) + 2;
            int longestWord = 0;
            for (const QString& word : text.split(QLatin1Char(' ')))
                longestWord = std::max(longestWord, metrics.horizontalAdvance(word));
            widths[i] = std::max(widths[i], longestWord + padding);
            rows[std::size_t(row)].push_back({advance, padding});
        }
    widths = shareColumnWidths(rows, widths, available);
    for (std::size_t i = 0; i < kLong.size(); ++i)
        columns->resizeSection(kLong[i], widths[i]);
    resizeRowsToContents();
    // The rows' heights moved the turn shown: it stays whole in view.
    updateGeometries(); // the scroll bar's range for the new heights
    const QModelIndexList shown = selectionModel()->selectedIndexes();
    if (!shown.isEmpty()) scrollTo(model()->index(shown.front().row(), 0));
}

} // namespace slapp
