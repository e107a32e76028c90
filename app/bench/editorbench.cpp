// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-editorbench: timings of the tile-set editor (Release build; offscreen or under Xvfb).
// Prints medians of several runs:
//   - open the base set in the editor and draw every tile's thumbnail (cache cleared each run);
//   - one edit: the undo command, the live validation and facts, the redraw of the tile editor
//     (large tile, four rotations, fields, realms) and of the tile list with the new thumbnail;
//   - the balance check: 1,000 random games with the set and 1,000 with the built-in set, on
//     one core.
#include "benchstats.h"
#include "common/artcache.h"
#include "editor/balancedialog.h"
#include "editor/editorfiles.h"
#include "editor/editorwindow.h"
#include "editor/tilecanvas.h"
#include "editor/tilecommands.h"
#include "editor/tileeditor.h"
#include "editor/tilelistmodel.h"
#include "editor/tilesetdocument.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

using slbench::median;
using slbench::percentile;

double ms(const QElapsedTimer& t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const int runs = qEnvironmentVariableIntValue("EDITORBENCH_RUNS") > 0
                         ? qEnvironmentVariableIntValue("EDITORBENCH_RUNS")
                         : 7;
    sled::EditorWindow window;
    window.resize(1440, 900);
    window.show();
    QCoreApplication::processEvents();

    // 1. Open the base set and draw all thumbnails, from an empty picture cache.
    std::vector<double> open;
    for (int r = 0; r < runs; ++r) {
        slui::ArtCache::instance().clear();
        QElapsedTimer t;
        t.start();
        window.files()->openBuiltin(QStringLiteral("base"));
        QAbstractItemModel* model = window.tileList()->model();
        for (int row = 0; row < model->rowCount(); ++row)
            model->index(row, 0).data(Qt::DecorationRole);
        window.repaint();
        open.push_back(ms(t));
    }

    // 2. One edit at a time on the selected tile: command, validation, facts, redraws.
    sled::TileSetDocument* doc = window.document();
    const int tile = doc->indexOf("sw14");
    window.selectTile(tile);
    QCoreApplication::processEvents();
    std::vector<double> edit;
    for (int i = 0; i < 40 * runs; ++i) {
        const int dir = i % 4;
        const sl::EdgeKind next =
            sl::EdgeKind(1 + (int(doc->tile(tile).edges[std::size_t(dir)]) % 3));
        QElapsedTimer t;
        t.start();
        doc->undoStack()->push(sled::changeEdge(doc, tile, dir, next).release());
        window.tileEditor()->repaint();
        window.tileList()->viewport()->repaint();
        edit.push_back(ms(t));
    }

    // 3. The balance check: both simulations of 1,000 games, as the dialog runs them.
    const sl::TileSet set = sl::builtinTileSet("base");
    std::vector<double> balance;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        const auto a = sl::simulateGames(sled::balanceSetup(set, 2), 1000, std::uint64_t(r) + 1);
        const auto b = sl::simulateGames(sled::balanceSetup(set, 2), 1000, std::uint64_t(r) + 1);
        balance.push_back(ms(t));
        if (a.games + b.games != 2000) return 1;
    }

    std::printf("editor: open base set + 42 thumbnails  median %.1f ms (runs %d)\n", median(open),
                runs);
    std::printf("editor: one edit + validation + redraw  median %.2f ms, 95th percentile %.2f ms "
                "(%zu edits)\n",
                median(edit), percentile(edit, 0.95), edit.size());
    std::printf("editor: balance check 2 x 1,000 games   median %.0f ms (one core)\n",
                median(balance));
    return 0;
}
