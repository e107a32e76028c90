#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# starlanes-cli match --first-set: a long match run in pieces plays the same games as one run
# (the same tile orders, seat orders and scores, game by game), so matches of several sessions
# add up; a piece's log names its games by their place in the whole series.
set -euo pipefail
CLI=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

players=search:it=40,greedy
expect 0 "8 games, 2 seats, base set, seed 7, each" \
    "$CLI" match --players $players --games 8 --seed 7 --log "$dir/whole.jsonl"
expect 0 "4 games, 2 seats, base set, seed 7, each" \
    "$CLI" match --players $players --games 4 --seed 7 --log "$dir/a.jsonl"
expect 0 "4 games, 2 seats, base set, seed 7, from tile order 3, each" \
    "$CLI" match --players $players --games 4 --seed 7 --first-set 2 --log "$dir/b.jsonl" --jobs 2
expect 0 '"firstSet": 2' "$CLI" match --players greedy,random --games 2 --first-set 2 --json
python3 - "$dir" <<'PY' || fail "the pieces are not the whole match"
import json, os, sys
def games(name):
    rows = [json.loads(l) for l in open(os.path.join(sys.argv[1], name))]
    return sorted((r["game"], r["set"], r["order"], r["seats"], r["scores"]) for r in rows)
whole, pieces = games("whole.jsonl"), games("a.jsonl") + games("b.jsonl")
assert [g[1] for g in whole] == [0, 0, 1, 1, 2, 2, 3, 3], whole
assert sorted(pieces) == whole, (pieces, whole)
# The tile orders differ from set to set.
assert len({tuple(g[4]) for g in whole}) > 1
# Every line holds its whole game: written out, it is a record the replay takes.
for i, line in enumerate(open(os.path.join(sys.argv[1], "whole.jsonl"))):
    row = json.loads(line)
    with open(os.path.join(sys.argv[1], f"game{i}.json"), "w") as out:
        json.dump(row["record"], out)
    with open(os.path.join(sys.argv[1], f"game{i}.scores"), "w") as out:
        out.write(" ".join(str(s) for s in row["scores"]))
PY
for i in 0 1 2 3 4 5 6 7; do
    scores=$("$CLI" replay "$dir/game$i.json" --json |
             python3 -c 'import json,sys; print(" ".join(str(p["score"]) for p in json.load(sys.stdin)["players"]))')
    [ "$scores" = "$(cat "$dir/game$i.scores")" ] ||
        fail "game $i of the log replays to $scores, the log says $(cat "$dir/game$i.scores")"
done
expect 2 "--first-set must be a whole number" "$CLI" match --players greedy,random --first-set -1
echo "match in pieces ok"
