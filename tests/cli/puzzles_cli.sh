#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# starlanes-cli db puzzles: every analysed turn that lost a mistake's worth (3 points or more)
# is a puzzle, listed biggest first, filtered by size and realm; a puzzle exports to a file and
# imports into another database with the same figures; bad puzzle files are refused with their
# reason; a read-only database still lists them.
set -euo pipefail
CLI=$1
dir=$(mktemp -d)
trap 'chmod -R u+w "$dir"; rm -rf "$dir"' EXIT
db="$dir/games.sqlite"
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect 0 "Simulated 2 games" "$CLI" simulate --games 2 --players 2 --seed 41 --db "$db"
expect 0 "2 of 2 games reviewed" "$CLI" db --file "$db" analyse --all --iterations 200 --playouts 40
expect 0 '"puzzles"' "$CLI" db --file "$db" puzzles --json
python3 - "$out" "$db" <<'PY' || fail "the puzzles are not the mistakes: $out"
import json, sqlite3, sys
j = json.loads(sys.argv[1])
rows = sqlite3.connect(sys.argv[2]).execute(
    "SELECT game_id, seq, best_value - played_value FROM analyses WHERE best_value - played_value >= 3").fetchall()
assert len(j["puzzles"]) == len(rows) > 0, (len(j["puzzles"]), len(rows))
assert {(p["game"], p["seq"]) for p in j["puzzles"]} == {(g, s) for g, s, _ in rows}
losses = [p["pointsLost"] for p in j["puzzles"]]
assert losses == sorted(losses, reverse=True) and min(losses) >= 3, losses
assert all(p["key"] == "g%d-%d" % (p["game"], p["seq"]) for p in j["puzzles"])
assert all(not p["solved"] and p["attempts"] == 0 for p in j["puzzles"])
assert j["solvedInARow"] == 0
PY
all=$out
# Only the blunders (8 points or more); only those about a realm kind.
expect 0 '"puzzles"' "$CLI" db --file "$db" puzzles --json --min-loss 8
python3 - "$out" "$all" <<'PY' || fail "--min-loss does not select: $out"
import json, sys
some, every = json.loads(sys.argv[1])["puzzles"], json.loads(sys.argv[2])["puzzles"]
assert [p["key"] for p in some] == [p["key"] for p in every if p["pointsLost"] >= 8]
PY
for realm in route field planet none; do
    expect 0 '"puzzles"' "$CLI" db --file "$db" puzzles --json --realm "$realm"
    python3 - "$out" "$all" "$realm" <<'PY' || fail "--realm $realm does not select: $out"
import json, sys
some, every = json.loads(sys.argv[1])["puzzles"], json.loads(sys.argv[2])["puzzles"]
assert [p["key"] for p in some] == [p["key"] for p in every if p["realm"] == sys.argv[3]]
PY
done
# Export the biggest mistake, import it into another database: the same puzzle.
key=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["puzzles"][0]["key"])' "$all")
expect 0 "puzzle $key written to" "$CLI" db --file "$db" puzzles --export "$key" --out "$dir/p.json"
grep -q '"format": "starlanes-puzzle"' "$dir/p.json" || fail "not a puzzle file"
other="$dir/other.sqlite"
expect 0 "Simulated 1 game" "$CLI" simulate --games 1 --players 3 --seed 42 --db "$other"
expect 0 "p.json: imported as puzzle s1" "$CLI" db --file "$other" puzzles --import "$dir/p.json"
expect 0 "p.json: imported as puzzle s1" "$CLI" db --file "$other" puzzles --import "$dir/p.json"
expect 0 '"key": "s1"' "$CLI" db --file "$other" puzzles --json
python3 - "$out" "$all" <<'PY' || fail "the imported puzzle differs: $out"
import json, sys
mine, theirs = json.loads(sys.argv[1])["puzzles"], json.loads(sys.argv[2])["puzzles"][0]
assert len(mine) == 1
for k in ("turn", "pointsLost", "realm", "player"):
    assert mine[0][k] == theirs[k], (k, mine[0][k], theirs[k])
PY
# Bad files: each refused with its reason, the database unchanged.
python3 - "$dir" <<'PY'
import json, sys, os
d = sys.argv[1]
p = json.load(open(os.path.join(d, "p.json")))
open(os.path.join(d, "cut.json"), "w").write(json.dumps(p)[:300])
json.dump(dict(p, version=2), open(os.path.join(d, "newer.json"), "w"))
q = json.loads(json.dumps(p)); del q["game"]["setup"]["tileSets"][0]["content"]
q["game"]["setup"]["tileSets"][0]["hash"] = "sha256:" + "a" * 64
json.dump(q, open(os.path.join(d, "noset.json"), "w"))
q = json.loads(json.dumps(p)); q["best"]["x"] = 40
json.dump(q, open(os.path.join(d, "badturn.json"), "w"))
json.dump(p["game"], open(os.path.join(d, "record.json"), "w"))
PY
expect 1 "cut.json: not JSON: the text ends in the middle of .* at line 1, column" \
    "$CLI" db --file "$other" puzzles --import "$dir/cut.json"
expect 1 "newer.json: written by a newer version of Starlanes" \
    "$CLI" db --file "$other" puzzles --import "$dir/newer.json"
expect 1 "noset.json: its game cannot be used: .*tile ?set" \
    "$CLI" db --file "$other" puzzles --import "$dir/noset.json"
expect 1 "badturn.json: best: not a legal turn of the position" \
    "$CLI" db --file "$other" puzzles --import "$dir/badturn.json"
expect 1 "record.json: not a Starlanes puzzle" \
    "$CLI" db --file "$other" puzzles --import "$dir/record.json"
expect 0 "^1 puzzle; solved in a row: 0" "$CLI" db --file "$other" puzzles
expect 1 "no puzzle 'g9-9'" "$CLI" db --file "$db" puzzles --export g9-9
# A read-only database lists its puzzles.
chmod a-w "$db" "$dir"
expect 0 '"puzzles"' "$CLI" db --file "$db" puzzles --json
[ "$(python3 -c 'import json,sys; print(len(json.loads(sys.argv[1])["puzzles"]))' "$out")" = \
  "$(python3 -c 'import json,sys; print(len(json.loads(sys.argv[1])["puzzles"]))' "$all")" ] ||
    fail "read-only: another list"
chmod u+w "$dir"
# Refusals.
expect 2 "--realm must be route, field, planet or none \(got 'sea'\)" \
    "$CLI" db --file "$other" puzzles --realm sea
expect 2 "--min-loss must be a number of points" "$CLI" db --file "$other" puzzles --min-loss x
expect 2 "--out goes with --export" "$CLI" db --file "$other" puzzles --out x.json
echo "db puzzles CLI ok"
