#!/usr/bin/env bash
# starlanes-cli db: every subcommand on a fresh database, and refusals with clear messages.
set -euo pipefail
CLI=$1
DATA=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
db="$dir/games.sqlite"
fail() { echo "FAIL: $*" >&2; exit 1; }
expect() { # expect EXIT REGEX command...
    local want=$1 regex=$2; shift 2
    set +e; out=$("$@" 2>&1); rc=$?; set -e
    [ "$rc" = "$want" ] || fail "exit $rc (wanted $want): $*: $out"
    echo "$out" | grep -Eq -- "$regex" || fail "output of '$*' lacks /$regex/: $out"
}

expect 0 "Simulated 30 games" "$CLI" simulate --games 30 --players 3 --db "$db"
expect 0 "^30 games, showing 5 from 1" "$CLI" db --file "$db" list --limit 5
expect 0 '"finished": true' "$CLI" db --file "$db" show 7 --json
expect 0 '"ply": 40' "$CLI" db --file "$db" replay 7 --ply 40 --json
expect 0 "30 games replayed .*: 30 ok, 0 with problems" "$CLI" db --file "$db" verify
expect 0 "imported as game 31" "$CLI" db --file "$db" import "$DATA/records/battle-three-sides.json"
expect 0 '"score": 13' "$CLI" db --file "$db" replay 31 --json
expect 0 "exported 31 game" "$CLI" db --file "$db" export --all --out "$dir/out"
[ "$(ls "$dir/out" | wc -l)" = 31 ] || fail "export --all wrote $(ls "$dir/out" | wc -l) files"
expect 0 "imported as game 32" "$CLI" db --file "$db" import "$dir/out/game-31.json"
expect 0 "deleted game 31" "$CLI" db --file "$db" delete 31
expect 1 "does not exist" "$CLI" db --file "$db" show 31
expect 0 "P1" "$CLI" db --file "$db" list --player p1
expect 1 "illegal event|invalid value|not valid JSON|rotation" "$CLI" db --file "$db" import "$DATA/tilesets/broken-syntax.json"
expect 2 "unknown db subcommand 'frob'" "$CLI" db --file "$db" frob
expect 2 "not a game id" "$CLI" db --file "$db" show abc
expect 2 "db needs a subcommand" "$CLI" db --file "$db"
# A file that is not a database is refused and left as it was.
echo "my notes" > "$dir/notes.txt"
sum=$(sha256sum "$dir/notes.txt")
expect 1 "not a Starlanes game database .* left unchanged" "$CLI" db --file "$dir/notes.txt" list
[ "$sum" = "$(sha256sum "$dir/notes.txt")" ] || fail "notes.txt was changed"
echo "db CLI ok"
