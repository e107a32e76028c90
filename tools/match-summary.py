#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Pools the game logs of `starlanes-cli match --log` (one JSON line per game) into one table.

A long match is run in pieces (`--first-set`), often over several sessions; each piece's log
is kept in engine/ai/matches/. This adds them up the way the match command counts one run: an
entrant's result in a game is its best seat's score, a win shared among the entrants at the top
is split, the margin is against the best other entrant, and the interval is Wilson's at 95 %.
A game that appears in two logs (the same seed, tile order and seat order) is counted once; a
tile order not played in every seat order (a match stopped half-way) is left out. Games are
also paired by tile order: for each entrant, the tile orders it won in every seat order, lost in
every one, or split (a player that only profits from good tiles wins and loses pairs alike).
Logs written since December 2026 hold each game's whole record (tiles, dice, moves) under
"record": `starlanes-cli replay` plays it again to the logged scores.

    tools/match-summary.py engine/ai/matches/expert-vs-hard-*.jsonl

With `--paired-with`, two matches played on the same seeds and tile orders are compared pair by
pair: the win rate of the first entrant of the logs before it (the first player of the lineup)
against that of the first entrant of the logs after it, on the tile orders both played, and
the difference with its 95 % interval over the tile orders (each tile order's share of wins
over its seat orders is one pair):

    tools/match-summary.py NEW-*.jsonl --paired-with OLD-*.jsonl
"""
import json
import math
import sys


def wilson(p, n, z=1.96):
    if n == 0:
        return 0.0, 1.0
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def load(paths):
    """The games of the logs, each once, without tile orders not played in every seat order."""
    games = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    g = json.loads(line)
                    key = (g.get("seed"), g["set"], g["order"])
                    seats, scores = g["seats"], g["scores"]
                except (ValueError, KeyError) as e:
                    sys.exit(f"{path}:{number}: not a game line of match --log ({e})")
                if key in games and games[key] != (seats, scores):
                    sys.exit(f"{path}:{number}: game {key} differs from an earlier log's")
                games[key] = (seats, scores)
    if not games:
        sys.exit("no games in " + " ".join(paths))
    # A match stopped half-way may have played a tile order in some seat orders only: such a
    # set would favour one seat, so it is left out.
    orders = {}
    for seed, tile_order, seat_order in games:
        orders.setdefault((seed, tile_order), set()).add(seat_order)
    full = max(len(o) for o in orders.values())
    partial = [k for k, o in orders.items() if len(o) < full]
    for key in list(games):
        if key[:2] in partial:
            del games[key]
    if partial:
        print(f"left out: {len(partial)} tile order(s) not played in all {full} seat orders")
    return games


def best_seats(seats, scores):
    """Each entrant's best seat's score."""
    best = {}
    for label, score in zip(seats, scores):
        best[label] = max(best.get(label, score), score)
    return best


def share_by_tile_order(games):
    """The first entrant (seat 1 of seat order 0) and its mean win share per tile order."""
    first = next(seats[0] for (_, _, order), (seats, _) in sorted(games.items(), key=str)
                 if order == 0)
    shares = {}
    for (seed, tile_order, _), (seats, scores) in games.items():
        best = best_seats(seats, scores)
        top = max(best.values())
        winners = sum(1 for b in best.values() if b == top)
        shares.setdefault((seed, tile_order), []).append(
            1.0 / winners if best.get(first) == top else 0.0)
    return first, {k: sum(v) / len(v) for k, v in shares.items()}


def paired(paths_a, paths_b):
    """The first entrants of two matches on the tile orders both played: the difference of
    their win rates with its 95 % interval over the tile orders (a paired comparison)."""
    a_name, a = share_by_tile_order(load(paths_a))
    b_name, b = share_by_tile_order(load(paths_b))
    common = sorted(set(a) & set(b), key=str)
    if len(common) < 2:
        sys.exit("fewer than two tile orders (seed and set) in both")
    d = [a[k] - b[k] for k in common]
    n = len(d)
    mean = sum(d) / n
    half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1) / n)
    print(f"{n} tile orders in both: {a_name} {100 * sum(a[k] for k in common) / n:.1f} %,"
          f" {b_name} {100 * sum(b[k] for k in common) / n:.1f} %; difference"
          f" {100 * mean:+.1f} points [{100 * (mean - half):+.1f}, {100 * (mean + half):+.1f}]")


def main(paths):
    games = load(paths)
    tally = {}
    for seats, scores in games.values():
        best = best_seats(seats, scores)
        top = max(best.values())
        winners = sum(1 for b in best.values() if b == top)
        for label, b in best.items():
            others = [o for other, o in best.items() if other != label]
            t = tally.setdefault(label, {"games": 0, "wins": 0.0, "margin": 0})
            t["games"] += 1
            t["wins"] += 1.0 / winners if b == top else 0.0
            t["margin"] += b - max(others) if others else 0
    seeds = sorted({k[0] for k in games}, key=str)
    print(f"{len(games)} games (seeds {', '.join(map(str, seeds))}) from {len(paths)} log(s)")
    # Paired by tile order: an entrant's wins over the seat orders of each tile order.
    pairs = {}
    by_order = {}
    for (seed, tile_order, _), (seats, scores) in games.items():
        best = best_seats(seats, scores)
        top = max(best.values())
        for label, b in best.items():
            by_order.setdefault((label, seed, tile_order), []).append(b == top)
    for (label, _, _), won in by_order.items():
        p = pairs.setdefault(label, {"all": 0, "none": 0, "split": 0})
        p["all" if all(won) else "none" if not any(won) else "split"] += 1
    for label, t in sorted(tally.items()):
        n = t["games"]
        lo, hi = wilson(t["wins"] / n, n)
        p = pairs[label]
        print(f"  {label:<36} wins {100 * t['wins'] / n:5.1f}% [{100 * lo:4.1f}, {100 * hi:4.1f}]"
              f"  margin {t['margin'] / n:+6.1f}  ({n} games; tile orders won in every seat order"
              f" {p['all']}, in none {p['none']}, split {p['split']})")


if __name__ == "__main__":
    args = sys.argv[1:]
    if "--paired-with" in args:
        cut = args.index("--paired-with")
        if cut == 0 or cut == len(args) - 1:
            sys.exit(__doc__)
        paired(args[:cut], args[cut + 1:])
    elif args:
        main(args)
    else:
        sys.exit(__doc__)
