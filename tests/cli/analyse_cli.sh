#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# starlanes-cli db analyse: analyses a stored game once and stores it (a second run reuses it),
# --redo analyses again, --json, the per-player summary, deleting the game deletes its analysis,
# refusals with clear messages; and the analysis is right where the answer is known: a tile that
# would close a 12-point asteroid field placed elsewhere is a mistake that names the closing
# turn, the closing turn itself loses nothing.
set -euo pipefail
CLI=$1
RECORDS=$2
dir=$(mktemp -d)
cleanup() {
    mountpoint -q "$dir/ro" 2>/dev/null && umount -l "$dir/ro"
    rm -rf "$dir"
}
trap cleanup EXIT
db="$dir/games.sqlite"
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"
decisionRows() { grep -E '^ +[0-9]+  Player' <<< "$1"; }
rows() { # the analysis rows of a game, from the database itself
    python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(c.execute('SELECT count(*) FROM analyses WHERE game_id=?', (int(sys.argv[2]),)).fetchone()[0], c.execute('SELECT coalesce(max(complete),-1) FROM analysis_runs WHERE game_id=?', (int(sys.argv[2]),)).fetchone()[0])" "$db" "$1"
}

expect 0 "Simulated 2 games" "$CLI" simulate --games 2 --players 2 --seed 3 --db "$db"
turns=$("$CLI" db --file "$db" show 1 --json | python3 -c "import json,sys; print(json.load(sys.stdin)['turns'])")
tiny=(--iterations 30 --playouts 20 --seed 4)

# The first run analyses every turn and stores it; the table has a row per turn, then the summary.
expect 0 "^Game 1: analysis version [0-9]+, 30 search iterations and 20 playouts per turn, seed 4\.$" \
    "$CLI" db --file "$db" analyse 1 "${tiny[@]}"
first=$out
grep -Eq "^ +1  Player 1 +sw[0-9]+ -?[0-9]+,-?[0-9]+ r[0-3] " <<< "$first" || fail "no row for turn 1: $first"
grep -Eq "^player +turns +average lost/turn +mistakes +blunders +best/equal$" <<< "$first" || fail "no summary: $first"
grep -Eq "^Player 2 +[0-9]+ +[0-9]+\.[0-9]{2} +[0-9]+ +[0-9]+ +[0-9]+$" <<< "$first" || fail "no summary for Player 2: $first"
grep -Eq "turns analysed in" <<< "$first" || fail "no timing: $first"
[ "$(rows 1)" = "$turns 1" ] || fail "stored rows and complete flag: $(rows 1), wanted $turns 1"

# Computed once: the second run reads the stored analysis (same rows, marked stored).
expect 0 "seed 4 \(stored\)\.$" "$CLI" db --file "$db" analyse 1
[ "$(decisionRows "$out")" = "$(decisionRows "$first")" ] || fail "the stored analysis differs"
expect 0 "other settings; it is used" "$CLI" db --file "$db" analyse 1 --iterations 31

# --json: every decision with both values, the points lost and the verdict; the players.
expect 0 '"pointsLost"' "$CLI" db --file "$db" analyse 1 --json
python3 - "$out" "$turns" <<'EOF' || fail "JSON: $out"
import json, sys
j = json.loads(sys.argv[1])
assert j["complete"] and len(j["decisions"]) == int(sys.argv[2])
for d in j["decisions"]:
    assert d["bestValue"] >= d["playedValue"] and abs(d["pointsLost"] - (d["bestValue"] - d["playedValue"])) < 1e-9
    # The verdict follows the stated thresholds (noise 1, mistake 3, blunder 8 points).
    lost = d["pointsLost"]
    want = ("best" if lost == 0 else "equal" if lost < j["thresholds"]["noise"] else
            "weaker" if lost < j["thresholds"]["mistake"] else
            "mistake" if lost < j["thresholds"]["blunder"] else "blunder")
    assert d["verdict"] == want, (d["verdict"], want, lost)
assert j["thresholds"] == {"noise": 1.0, "mistake": 3.0, "blunder": 8.0}, j["thresholds"]
# Each player's summary adds up from the decisions.
for seat, p in enumerate(j["players"]):
    mine = [d for d in j["decisions"] if d["player"] == seat]
    assert p["decisions"] == len(mine)
    assert p["mistakes"] == sum(d["verdict"] == "mistake" for d in mine)
    assert p["blunders"] == sum(d["verdict"] == "blunder" for d in mine)
assert [p["name"] for p in j["players"]] == ["Player 1", "Player 2"]
assert sum(p["decisions"] for p in j["players"]) == int(sys.argv[2])
EOF

# --redo analyses again with the options given.
expect 0 "seed 5\.$" "$CLI" db --file "$db" analyse 1 --iterations 30 --playouts 20 --seed 5 --redo
[ "$(decisionRows "$out")" != "$(decisionRows "$first")" ] || fail "--redo with another seed gave the same values"

# Deleting the game deletes its analysis; the other game is untouched.
expect 0 "Game 2:" "$CLI" db --file "$db" analyse 2 "${tiny[@]}"
expect 0 "deleted game 1" "$CLI" db --file "$db" delete 1
[ "$(rows 1)" = "0 -1" ] || fail "the analysis of a deleted game is left: $(rows 1)"
[ "$(rows 2 | cut -d' ' -f2)" = 1 ] || fail "the other game's analysis went: $(rows 2)"

# A read-only database (a read-only mount; root only): analysed and printed, nothing stored.
mkdir "$dir/ro"
if [ "$(id -u)" = 0 ] && mount -t tmpfs -o size=8m tmpfs "$dir/ro" 2>/dev/null; then
    cp "$db" "$dir/ro/games.sqlite"
    mount -o remount,ro "$dir/ro"
    before=$(sha256sum "$dir/ro/games.sqlite")
    expect 0 "the database is read-only: the analysis is printed, not stored" \
        "$CLI" db --file "$dir/ro/games.sqlite" analyse 2 --redo "${tiny[@]}"
    grep -Eq "^Player 1 +[0-9]+ " <<< "$out" || fail "no summary from the read-only database: $out"
    [ "$before" = "$(sha256sum "$dir/ro/games.sqlite")" ] || fail "the read-only database was changed"
else
    echo "read-only part skipped: needs root and permission to mount a tmpfs"
fi

# Right where the answer is known (tests/data/records, written by write_test_data from
# tests/engine/scenario.cpp): red draws the tile that closes its 12-point asteroid field at
# (1,-2) turned 3. Placed elsewhere, the analysis names the closing turn and the loss lies
# between the mistake threshold and the 12 points; placed there, nothing is lost.
known="$dir/known.sqlite"
expect 0 "imported as game 1" "$CLI" db --file "$known" import "$RECORDS/field-not-closed.json"
expect 0 "imported as game 2" "$CLI" db --file "$known" import "$RECORDS/field-closed.json"
for game in 1 2; do
    expect 0 '"pointsLost"' "$CLI" db --file "$known" analyse "$game" --iterations 2000 \
        --playouts 400 --seed 1 --json
    python3 - "$out" "$game" <<'EOF' || fail "the known position, game $game: $out"
import json, sys
j = json.loads(sys.argv[1])
d = j["decisions"][-1]  # red's turn with the closing tile
assert d["player"] == 0, d
assert (d["best"]["x"], d["best"]["y"], d["best"]["rotation"]) == (1, -2, 3), d["best"]
if sys.argv[2] == "1":
    assert (d["played"]["x"], d["played"]["y"]) != (1, -2), d["played"]
    assert 3.0 <= d["pointsLost"] <= 12.0, d["pointsLost"]
    assert d["verdict"] in ("mistake", "blunder"), d["verdict"]
else:
    assert (d["played"]["x"], d["played"]["y"], d["played"]["rotation"]) == (1, -2, 3)
    assert d["pointsLost"] == 0 and d["verdict"] == "best", d
EOF
done

# Refusals.
expect 1 "game 9 does not exist" "$CLI" db --file "$db" analyse 9
expect 2 "db analyse needs one game id" "$CLI" db --file "$db" analyse
expect 2 "'x' is not a game id" "$CLI" db --file "$db" analyse x
expect 2 "--iterations must be a whole number from 1" "$CLI" db --file "$db" analyse 2 --iterations 0
expect 2 "unknown option --deep" "$CLI" db --file "$db" analyse 2 --deep
echo "db analyse CLI ok"
