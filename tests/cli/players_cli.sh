#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# starlanes-cli db players: every player's record over the finished games of a database; the
# figures add up (each game's win shared among its winners, a game once for a player whatever
# the seats it held, with its best seat, each player's scores those of db show), the filters
# select games, bad arguments are refused. The figures themselves are worked out by hand in
# tests/engine/tst_profiles.cpp and against an oracle in tests/app/tst_figures.cpp.
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
# Simulated seats are random movers named "Player N" (issue 36: no level of the program's, they
# once counted as Normal): one identity, which holds every seat of every game: each game once,
# with its best seat, and all of the win.
assert list(players) == ["Computer – Random moves"], list(players)
p = players["Computer – Random moves"]
assert p["games"] == 7, p["games"]
assert abs(p["wins"] - 7) < 1e-9, p["wins"]
assert p["byPlayers"]["2"]["games"] == 4 and abs(p["byPlayers"]["2"]["wins"] - 4) < 1e-9
assert p["byPlayers"]["3"]["games"] == 3 and abs(p["byPlayers"]["3"]["wins"] - 3) < 1e-9
# The scores: each game's best, as the store keeps them.
best = sum(max(seat["score"] for seat in g["players"]) for g in games)
assert abs(p["meanScore"] * p["games"] - best) < 1e-6, (p["meanScore"], best)
assert sum(p["points"].values()) == best
# No other player: no margin.
assert p["meanMargin"] == 0, p["meanMargin"]
assert abs(p["diceLuck"] - (p["battlesWon"] - p["expectedBattleWins"])) < 1e-9
PY

# Filters: the number of players, the dates played.
expect 0 '"games": 3' "$CLI" db --file "$db" players --json --seats 3
expect 0 '"games": 0' "$CLI" db --file "$db" players --json --since 2999-01-01
expect 0 '"games": 7' "$CLI" db --file "$db" players --json --until 2999-12-31
expect 0 '"games": 0' "$CLI" db --file "$db" players --json --expansion
# The table, with what its columns mean.
expect 0 "^Computer – Random moves +7 +7\.0 " "$CLI" db --file "$db" players
grep -q "Dice luck: battles won minus the battles the exact odds" <<< "$out" || fail "no explanation: $out"
# Refusals.
expect 2 "--since must be a date as YYYY-MM-DD \(got '1.12.2026'\)" \
    "$CLI" db --file "$db" players --since 1.12.2026
expect 2 "--seats must be a whole number from 2 to 6" "$CLI" db --file "$db" players --seats 9
expect 2 "db players takes no positional argument" "$CLI" db --file "$db" players 3

# People: the same games with named human seats (exported, renamed, imported into a new file).
# Games 1-4 (2 players): Anna against Bob, then "anna" against Bob, alternately; games 5-7
# (3 players): Anna, Bob and a computer (Normal; Expert in game 7).
people="$dir/people.sqlite"
expect 0 "exported" "$CLI" db --file "$db" export --all --out "$dir/ex"
python3 - "$dir/ex" <<'PY'
import glob, json, os, sys
for i, f in enumerate(sorted(glob.glob(os.path.join(sys.argv[1], "*.json")),
                             key=lambda f: int(f.split("-")[-1][:-5]))):
    j = json.load(open(f))
    names = ["Anna" if i % 2 == 0 or i >= 4 else "anna", "Bob"]
    for k, p in enumerate(j["setup"]["players"][:2]):
        p["kind"], p["name"] = "human", names[k]
        p.pop("level", None)
    if i >= 4:
        j["setup"]["players"][2]["level"] = "expert" if i == 6 else "normal"
    json.dump(j, open(os.path.join(sys.argv[1], "h%02d.json" % i), "w"))
PY
expect 0 "imported as game 7" "$CLI" db --file "$people" import "$dir"/ex/h*.json
expect 0 '"games": 7' "$CLI" db --file "$people" players --json
python3 - "$out" <<'PY' || fail "the people do not add up: $out"
import json, sys
p = {x["player"]: x for x in json.loads(sys.argv[1])["players"]}
assert p["Anna"]["games"] == 5 and p["anna"]["games"] == 2 and p["Bob"]["games"] == 7, p.keys()
assert p["Computer – Normal"]["games"] == 2 and p["Computer – Expert"]["games"] == 1, p.keys()
PY
# Every level has its name, on the command line too.
expect 0 '"player": "Computer – Expert"' "$CLI" db --file "$people" players --player "Computer – Expert" --json
# Merging "anna" into "Anna" is stored: 7 games, "anna" listed as her other name.
expect 0 "'anna' now counts as 'Anna'" "$CLI" db --file "$people" players --merge anna --into Anna
expect 0 '"otherNames"' "$CLI" db --file "$people" players --json
python3 - "$out" <<'PY' || fail "merged names do not count as one person: $out"
import json, sys
p = {x["player"]: x for x in json.loads(sys.argv[1])["players"]}
assert "anna" not in p and p["Anna"]["games"] == 7, p.keys()
assert p["Anna"]["otherNames"] == ["anna"], p["Anna"]["otherNames"]
PY
# Her page: head to head against Bob in every game (won + lost + tied = 7), against the computer
# in 3; her best and worst games are stored games.
expect 0 '"headToHead"' "$CLI" db --file "$people" players --player Anna --json
python3 - "$out" <<'PY' || fail "the page does not add up: $out"
import json, sys
page = json.loads(sys.argv[1])
assert len(page["games"]) == 7
h = {x["opponent"]: x for x in page["headToHead"]}
assert h["Bob"]["games"] == 7 == h["Bob"]["won"] + h["Bob"]["lost"] + h["Bob"]["tied"], h
assert h["Computer – Normal"]["games"] == 2 and h["Computer – Expert"]["games"] == 1, h
assert sum(c["games"] for c in page["colours"]) == 7
ids = {g["id"] for g in page["games"]}
assert set(page["best"]) <= ids and set(page["worst"]) <= ids and not set(page["best"]) & set(page["worst"])
margins = {g["id"]: g["margin"] for g in page["games"]}
assert min(margins[i] for i in page["best"]) >= max(margins[i] for i in page["worst"])
PY
expect 0 "^head to head \(games: won-lost-tied\):" "$CLI" db --file "$people" players --player Anna
expect 1 "no finished game of 'Zora' passes the filters" "$CLI" db --file "$people" players --player Zora
expect 0 "and the names merged into it count on their own again" \
    "$CLI" db --file "$people" players --separate Anna
expect 0 '"games": 7' "$CLI" db --file "$people" players --json --tilesets base
expect 0 '"games": 0' "$CLI" db --file "$people" players --json --tilesets base+exp1
expect 1 "only people can be merged" "$CLI" db --file "$people" players --merge "Computer – Normal" --into Anna
expect 2 "--merge NAME and --into NAME go together" "$CLI" db --file "$people" players --merge Anna
echo "db players CLI ok"
