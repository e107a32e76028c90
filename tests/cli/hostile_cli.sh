#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# Every command that reads a file, given hostile files (issue 32): nested 100,000 deep where a
# value is read, wider than the format allows, with a key twice, cut short, over the size, a
# folder, a pipe. Each is refused with exit 1 and a message naming the file and the problem;
# nothing crashes or hangs; a database a refused import was given is left as it was. Then the
# exports: whole or nothing, never over the database, over a file only with --force.
set -euo pipefail
CLI=$1
WRITE_HOSTILE=$2
DATA=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

mkdir "$dir/in"
"$WRITE_HOSTILE" "$dir/in"
db="$dir/games.sqlite"
expect 0 "Simulated 3 games" "$CLI" simulate --games 3 --players 2 --db "$db"
"$CLI" db --file "$db" list > /dev/null # settles the database before its checksum is taken
sum=$(sha256sum "$db" | cut -d' ' -f1)

# A refusal: exit 1 (never a signal), the file named, the problem said.
refused() { # refused FILE REGEX command...
    local file=$1 regex=$2; shift 2
    set +e; out=$(timeout 60 "$@" 2>&1); rc=$?; set -e
    [ "$rc" = 1 ] || fail "exit $rc (wanted 1): $*: ${out:0:300}"
    grep -Fq -- "$file" <<< "$out" || fail "the message does not name $file: ${out:0:300}"
    grep -Eq -- "$regex" <<< "$out" || fail "output of '$*' lacks /$regex/: ${out:0:300}"
    [ "${#out}" -lt 4000 ] || fail "$* printed ${#out} characters"
}

count=0
while IFS=$'\t' read -r format file regex; do
    f="$dir/in/$file"
    case "$format" in
    tileset)
        refused "$f" "$regex" "$CLI" validate-tileset "$f"
        refused "$f" "$regex" "$CLI" simulate --games 1 --tileset "$f"
        ;;
    record)
        refused "$f" "$regex" "$CLI" replay "$f"
        refused "$f" "$regex" "$CLI" db --file "$db" import "$f"
        ;;
    puzzle)
        refused "$f" "$regex" "$CLI" db --file "$db" puzzles --import "$f"
        ;;
    esac
    count=$((count + 1))
done < "$dir/in/manifest.txt"
[ "$count" -ge 40 ] || fail "only $count hostile files"

# Not files: a folder and a pipe with no writer (which once hung every reader).
mkfifo "$dir/pipe.json"
for f in "$dir/pipe.json" "$dir/in"; do
    why="not a regular file"
    [ -d "$f" ] && why="folder, not a file"
    refused "$f" "$why" "$CLI" validate-tileset "$f"
    refused "$f" "$why" "$CLI" simulate --games 1 --tileset "$f"
    refused "$f" "$why" "$CLI" replay "$f"
    refused "$f" "$why" "$CLI" db --file "$db" import "$f"
    refused "$f" "$why" "$CLI" db --file "$db" puzzles --import "$f"
done
[ "$sum" = "$(sha256sum "$db" | cut -d' ' -f1)" ] || fail "a refused import changed the database"
# Nor as the database (a pipe once hung db list and simulate --db).
refused "$dir/pipe.json" "is not a file" "$CLI" db --file "$dir/pipe.json" list
refused "$dir/pipe.json" "is not a file" "$CLI" simulate --games 1 --db "$dir/pipe.json"
refused "$dir/in" "is not a file" "$CLI" db --file "$dir/in" list

# Exports: never over the database (nor its log), over an existing file only with --force,
# and a folder export that would replace a file writes nothing at all.
expect 1 "games.sqlite: not written: it is a Starlanes game database" \
    "$CLI" db --file "$db" export 1 --out "$db"
expect 1 "not written: it is a Starlanes game database" \
    "$CLI" db --file "$db" export 1 --out "$db" --force
expect 1 "not written: it is a Starlanes game database" \
    "$CLI" db --file "$db" export 1 --out "$db-wal" --force
[ "$sum" = "$(sha256sum "$db" | cut -d' ' -f1)" ] || fail "an export changed the database"
expect 0 "exported 1 game" "$CLI" db --file "$db" export 1 --out "$dir/one.json"
"$CLI" replay "$dir/one.json" > /dev/null || fail "the export is not a whole record"
echo "keep me" > "$dir/mine.json"
expect 1 "mine.json: not written: the file exists \(--force replaces it\)" \
    "$CLI" db --file "$db" export 1 --out "$dir/mine.json"
grep -q "keep me" "$dir/mine.json" || fail "a refused export changed mine.json"
expect 0 "exported 1 game" "$CLI" db --file "$db" export 1 --out "$dir/mine.json" --force
"$CLI" replay "$dir/mine.json" > /dev/null || fail "the forced export is not a whole record"
mkdir "$dir/many"
echo "keep me" > "$dir/many/game-2.json"
expect 1 "game-2.json: not written: the file exists" "$CLI" db --file "$db" export --all --out "$dir/many"
[ "$(ls "$dir/many")" = "game-2.json" ] || fail "a refused folder export wrote: $(ls "$dir/many")"
expect 0 "exported 3 game" "$CLI" db --file "$db" export --all --out "$dir/many" --force
[ "$(ls "$dir/many" | wc -l)" = 3 ] || fail "the forced folder export wrote $(ls "$dir/many" | wc -l)"
[ -z "$(find "$dir" -name '*.part-*')" ] || fail "temporary files were left: $(find "$dir" -name '*.part-*')"
expect 1 "not written: it is a Starlanes game database" \
    "$CLI" match --players greedy,greedy --games 2 --log "$db"
[ "$sum" = "$(sha256sum "$db" | cut -d' ' -f1)" ] || fail "match --log changed the database"

# Many problems: the first 50 listed, then how many more.
python3 - "$DATA/../../resources/tilesets/base.json" "$dir/many-problems.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
for i in range(63):
    doc["tiles"][0]["unknown%d" % i] = 0
json.dump(doc, open(sys.argv[2], "w"))
PY
expect 1 "many-problems.json: and 13 more problems" "$CLI" validate-tileset "$dir/many-problems.json"
[ "$(grep -c "unknown field" <<< "$out")" = 50 ] || fail "listed $(grep -c "unknown field" <<< "$out") problems"
echo "hostile files: $count, every reader refused them as it should"
