// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "reports.h"

#include "rules/tileart.h"

namespace slapp {

BoardFeedback scoreFeedback(const sl::GameState& state, const sl::Effect& score)
{
    BoardFeedback fb;
    for (int t : state.realmOfNode(score.realm).tiles) {
        const sl::PlacedTile& tile = state.tiles()[std::size_t(t)];
        fb.cells.append(QPoint(tile.x, tile.y));
    }
    fb.points = score.points;
    for (int p = 0; p < state.playerCount(); ++p)
        if (state.sideOf(p) == score.side) {
            fb.colour = state.config().seats[std::size_t(p)];
            break;
        }
    return fb;
}

QList<BoardFeedback> meeplesGoneHome(const sl::GameState& before, const sl::GameState& after)
{
    QList<BoardFeedback> home;
    for (int p = 0; p < before.playerCount(); ++p)
        for (int k = 0; k < sl::kMeeplesPerPlayer; ++k) {
            const sl::Meeple& was = before.meeples(p)[std::size_t(k)];
            if (was.node < 0 || after.meeples(p)[std::size_t(k)].node >= 0) continue;
            const auto [tile, seg] = before.nodeLocation(was.node);
            const sl::PlacedTile& t = before.tiles()[std::size_t(tile)];
            const sl::ArtPoint a = sl::realmAnchor(before.catalog().type(t.type).def, seg, t.rot);
            BoardFeedback fb;
            fb.meepleAt = QPointF(t.x + a.x / 100.0, t.y + a.y / 100.0);
            fb.colour = before.config().seats[std::size_t(p)];
            fb.large = was.large;
            home.append(fb);
        }
    return home;
}

void addFinalTotals(const sl::GameState& state, FinalReport& report)
{
    report.bySource.clear();
    report.totals.clear();
    for (int side = 0; side < state.sideCount(); ++side) {
        QList<int> src;
        for (int k = 0; k < 4; ++k)
            src.append(state.scoreBy(side, static_cast<sl::ScoreSource>(k)));
        report.bySource.append(src);
        report.totals.append(state.score(side));
    }
    report.winners.clear();
    for (int w : state.winners())
        report.winners.append(w);
}

} // namespace slapp
