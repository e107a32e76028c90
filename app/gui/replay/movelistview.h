// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QTableView>

#include <vector>

namespace slapp {

class MoveListModel;
class MoveTextDelegate;

/** A text in a column: its width on one line and the room the cell takes around it. */
struct TextCell
{
    int advance = 0;
    int padding = 0;
};

/**
 * Widths of columns of wrapped texts that share `available` pixels: each starts at its
 * `widths` (the heading, the longest word) and the rest goes where it saves the most lines
 * over all the rows (a row is as tall as its tallest cell); once no pixel saves a line, what is
 * left is shared by width. The sum of the result is `available` when that is more than the
 * sum of the starting widths, else the starting widths.
 */
std::vector<int> shareColumnWidths(const std::vector<std::vector<TextCell>>& rows,
                                   std::vector<int> widths, int available);

/**
 * The replay's move list: a row per turn. The short columns (turn, player, points lost) are as
 * wide as their texts; the long ones (tile, place, meeple, battles, points) share the rest by
 * how long their texts are, and a text that does not fit goes on over more lines, so a whole
 * game's texts are read whole on a 1366x768 screen in Czech (issue 34, item 8). A row is one
 * line tall unless one of its texts needs more.
 */
class MoveListView : public QTableView
{
    Q_OBJECT
public:
    explicit MoveListView(MoveListModel* model, QWidget* parent = nullptr);
    /** The height of a row of one line (and of the rows a screen is measured in). */
    int lineRowHeight() const;
    /** Sets the columns' widths and the rows' heights again (the texts or the width changed). */
    void fitToTexts();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void scheduleFit();
    bool m_fitPending = false;
    MoveTextDelegate* m_delegate = nullptr;
};

} // namespace slapp
