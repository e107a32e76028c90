#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# starlanes-cli db: every subcommand on a fresh database, refusals with clear messages, a
# read-only database browsed without a change, and a full disk that says so.
set -euo pipefail
CLI=$1
DATA=$2
SETS=$3
dir=$(mktemp -d)
cleanup() {
    for m in "$dir/ro" "$dir/full"; do mountpoint -q "$m" 2>/dev/null && umount -l "$m"; done
    chmod -R u+w "$dir" 2>/dev/null || true
    rm -rf "$dir"
}
trap cleanup EXIT
db="$dir/games.sqlite"
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect 0 "Simulated 30 games" "$CLI" simulate --games 30 --players 3 --db "$db"
expect 0 "^30 games, showing 5 from 1" "$CLI" db --file "$db" list --limit 5
expect 0 "\[Base game\]" "$CLI" db --file "$db" list --limit 1
# A changed copy of the built-in base set that kept the id "base" is named as edited, with its hash.
sed 's/"count": 5,/"count": 6,/' "$SETS/base.json" > "$dir/edited.json"
edited_db="$dir/edited.sqlite"
expect 0 "Simulated 2 games" "$CLI" simulate --games 2 --tileset "$dir/edited.json" --db "$edited_db"
expect 0 "\[Base game \(edited, [0-9a-f]{6}\)\]" "$CLI" db --file "$edited_db" list
expect 0 '"edited": true' "$CLI" db --file "$edited_db" show 1 --json
expect 0 '"name": "Base game \(edited, [0-9a-f]{6}\)"' "$CLI" db --file "$edited_db" show 1 --json
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
expect 1 "There is no game database" "$CLI" db --file "$dir/none/games.sqlite" list
[ ! -e "$dir/none" ] || fail "reading a missing database created something"

# A read-only database (as root only a read-only mount stops writes; otherwise permissions):
# browsing, replaying, verifying and exporting work and change nothing; writing says why not.
mkdir "$dir/ro"
readonly_db=""
if [ "$(id -u)" = 0 ]; then
    if mount -t tmpfs -o size=8m tmpfs "$dir/ro" 2>/dev/null; then
        cp "$db" "$dir/ro/games.sqlite"
        mount -o remount,ro "$dir/ro" && readonly_db="$dir/ro/games.sqlite"
    fi
else
    cp "$db" "$dir/ro/games.sqlite"
    chmod a-w "$dir/ro/games.sqlite" "$dir/ro"
    readonly_db="$dir/ro/games.sqlite"
fi
if [ -n "$readonly_db" ]; then
    before=$(sha256sum "$readonly_db")
    expect 0 "^31 games, showing 5 from 1" "$CLI" db --file "$readonly_db" list --limit 5
    expect 0 '"finished": true' "$CLI" db --file "$readonly_db" show 7 --json
    expect 0 '"ply": 40' "$CLI" db --file "$readonly_db" replay 7 --ply 40 --json
    expect 0 "31 games replayed .*: 31 ok" "$CLI" db --file "$readonly_db" verify
    expect 0 "exported 1 game" "$CLI" db --file "$readonly_db" export 7 --out "$dir/seven.json"
    expect 1 "is read-only .*playing and storing games need write access" \
        "$CLI" db --file "$readonly_db" import "$dir/seven.json"
    expect 1 "is read-only" "$CLI" db --file "$readonly_db" delete 7
    expect 1 "is read-only" "$CLI" simulate --games 2 --db "$readonly_db"
    [ "$before" = "$(sha256sum "$readonly_db")" ] || fail "the read-only database was changed"
    [ "$(ls -A "$dir/ro")" = "games.sqlite" ] || fail "files appeared beside it: $(ls -A "$dir/ro")"
else
    echo "read-only part skipped: running as root without permission to mount a tmpfs"
fi

# A full disk (a small tmpfs; root only): the message says so, and what was stored is whole.
mkdir "$dir/full"
if [ "$(id -u)" = 0 ] && mount -t tmpfs -o size=640k tmpfs "$dir/full" 2>/dev/null; then
    expect 1 "The disk is full" "$CLI" simulate --games 100000 --players 4 --db "$dir/full/games.sqlite"
    stored=$(echo "$out" | sed -n 's/.* \([0-9][0-9]*\) game(s) of this run were stored before.*/\1/p')
    [ -n "$stored" ] && [ "$stored" -gt 0 ] || fail "no count of stored games: $out"
    expect 0 "$stored games replayed .*: $stored ok, 0 with problems" \
        "$CLI" db --file "$dir/full/games.sqlite" verify
else
    echo "full-disk part skipped: needs root and permission to mount a tmpfs"
fi
echo "db CLI ok"
