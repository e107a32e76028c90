#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# starlanes-cli db players: every player's record over the finished games of a database; the
# figures add up (each game's win shared among its winners, every seat one game, each player's
# scores those of db show), the filters select games, bad arguments are refused. The figures
# themselves are worked out by hand in tests/engine/tst_profiles.cpp.
set -euo pipefail
CLI=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
db="$dir/games.sqlite"
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect 0 "Simulated 4 games" "$CLI" simulate --games 4 --players 2 --seed 5 --db "$db"
expect 0 "Simulated 3 games" "$CLI" simulate --games 3 --players 3 --seed 6 --db "$db"

expect 0 '"players"' "$CLI" db --file "$db" players --json
all=$out
expect 0 '"id"' "$CLI" db --file "$db" list --json --limit 100
python3 - "$all" "$out" <<'PY' || fail "the figures do not add up: $all"
import json, sys
profiles, games = json.loads(sys.argv[1]), json.loads(sys.argv[2])
assert profiles["games"] == 7 == len(games), (profiles["games"], len(games))
players = {p["player"]: p for p in profiles["players"]}
# Simulated seats are computer players named "Player N" (level Normal): one identity.
assert list(players) == ["Computer – Normal"], list(players)
p = players["Computer – Normal"]
assert p["games"] == 4 * 2 + 3 * 3, p["games"]
# Each game hands out exactly one win, shared among the seats at the top.
assert abs(p["wins"] - 7) < 1e-9, p["wins"]
assert p["byPlayers"]["2"]["games"] == 8 and abs(p["byPlayers"]["2"]["wins"] - 4) < 1e-9
assert p["byPlayers"]["3"]["games"] == 9 and abs(p["byPlayers"]["3"]["wins"] - 3) < 1e-9
# The scores are those the store keeps for each game.
total = sum(seat["score"] for g in games for seat in g["players"])
assert abs(p["meanScore"] * p["games"] - total) < 1e-6, (p["meanScore"], total)
assert sum(p["points"].values()) == total
# Margins against the best other seat, game by game.
margin = 0
for g in games:
    scores = [s["score"] for s in g["players"]]
    for i, s in enumerate(scores):
        margin += s - max(scores[:i] + scores[i + 1:])
assert abs(p["meanMargin"] * p["games"] - margin) < 1e-6, (p["meanMargin"], margin)
assert abs(p["diceLuck"] - (p["battlesWon"] - p["expectedBattleWins"])) < 1e-9
PY

# Filters: the number of players, the dates played.
expect 0 '"games": 3' "$CLI" db --file "$db" players --json --seats 3
expect 0 '"games": 0' "$CLI" db --file "$db" players --json --since 2999-01-01
expect 0 '"games": 7' "$CLI" db --file "$db" players --json --until 2999-12-31
expect 0 '"games": 0' "$CLI" db --file "$db" players --json --expansion
# The table, with what its columns mean.
expect 0 "^Computer – Normal +17 +7\.0 " "$CLI" db --file "$db" players
grep -q "Dice luck: battles won minus the battles the exact odds" <<< "$out" || fail "no explanation: $out"
# Refusals.
expect 2 "--since must be a date as YYYY-MM-DD \(got '1.12.2026'\)" \
    "$CLI" db --file "$db" players --since 1.12.2026
expect 2 "--seats must be a whole number from 2 to 6" "$CLI" db --file "$db" players --seats 9
expect 2 "db players takes no positional argument" "$CLI" db --file "$db" players 3
echo "db players CLI ok"
