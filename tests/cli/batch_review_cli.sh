#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# starlanes-cli db analyse --all: every finished game without a complete review is reviewed,
# each turn stored as it is done; killed in the middle (SIGKILL, as a crash), the next run goes
# on where the first stopped and analyses only the turns still missing; --player picks a
# player's games; a finished batch finds nothing left to do; bad arguments are refused.
set -euo pipefail
CLI=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
db="$dir/games.sqlite"
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

rows() { # rows SQL: a number read from the database
    python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])" "$db" "$1"
}
expect 0 "Simulated 4 games" "$CLI" simulate --games 4 --players 2 --seed 31 --db "$db"
expect 0 "Simulated 1 game" "$CLI" simulate --games 1 --players 3 --seed 32 --db "$db"
# Every turn of every game: the decisions of the 5 games (a turn with a tile placed).
total=$("$CLI" db --file "$db" list --json --limit 100 | python3 -c '
import json, sys
print(sum(g["turns"] for g in json.load(sys.stdin)))')
[ "$total" -gt 300 ] || fail "unexpected number of turns: $total"

# A run killed once some turns are stored.
budget=(--iterations 600 --playouts 120 --seed 5)
"$CLI" db --file "$db" analyse --all "${budget[@]}" --jobs 2 >/dev/null 2>&1 &
pid=$!
for _ in $(seq 1 300); do
    n=$(rows "SELECT count(*) FROM analyses" 2>/dev/null || echo 0)
    [ "$n" -ge 20 ] && break
    sleep 0.1
done
kill -9 "$pid" 2>/dev/null || fail "the batch ended before it could be killed"
wait "$pid" 2>/dev/null || true
before=$(rows "SELECT count(*) FROM analyses")
[ "$before" -ge 20 ] && [ "$before" -lt "$total" ] || fail "kept $before of $total turns"
[ "$(rows "SELECT count(*) FROM analysis_runs WHERE complete = 1")" -lt 5 ] ||
    fail "every game complete after the kill"

# Started again: only the missing turns are analysed, then every game is complete.
expect 0 '"turnsAnalysed"' "$CLI" db --file "$db" analyse --all "${budget[@]}" --json
python3 - "$out" "$before" "$total" <<'PY' || fail "the second run did not go on: $out"
import json, sys
j, before, total = json.loads(sys.argv[1][sys.argv[1].index("{"):]), int(sys.argv[2]), int(sys.argv[3])
assert j["games"] == j["gamesDone"] and j["games"] >= 1, j
assert j["turnsAnalysed"] == total - before, (j["turnsAnalysed"], total, before)
PY
[ "$(rows "SELECT count(*) FROM analyses")" = "$total" ] || fail "not every turn is stored"
[ "$(rows "SELECT count(*) FROM analysis_runs WHERE complete = 1")" = 5 ] || fail "incomplete"
# The players' review figures follow: every game analysed (the one computer player held every
# seat: each game once).
expect 0 '"analysedGames": 5' "$CLI" db --file "$db" players --json
expect 0 "0 of 0 games reviewed \\(0 turns analysed now\\): every finished game has its review" \
    "$CLI" db --file "$db" analyse --all "${budget[@]}"

# --player: only the games that player sat in (the computers are one player here: all of them;
# nobody called Zora: none).
expect 0 "0 of 0 games reviewed" "$CLI" db --file "$db" analyse --all --player Zora
# Refusals.
expect 2 "--player and --jobs go with --all" "$CLI" db --file "$db" analyse 1 --jobs 2
expect 2 "db analyse --all takes no game id" "$CLI" db --file "$db" analyse 1 --all
expect 2 "--redo analyses one game again, not --all" "$CLI" db --file "$db" analyse --all --redo
echo "db analyse --all CLI ok"
