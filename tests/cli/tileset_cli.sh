#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# Tile-set files the CLI cannot use: each reason told apart as the editor tells it (one loader,
# one set of limits), values quoted as written in the file, syntax errors by line and column.
set -euo pipefail
CLI=$1
SETS=$2
dir=$(mktemp -d)
trap 'chmod -R u+rw "$dir"; rm -rf "$dir"' EXIT
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect 1 "$dir: cannot read the file: it is a folder, not a file" "$CLI" validate-tileset "$dir"
expect 1 "$dir/none.json: cannot read the file: no such file" "$CLI" validate-tileset "$dir/none.json"
# 5 MB is over the 4 MiB limit that the editor keeps too.
truncate -s 5M "$dir/big.json"
expect 1 "big.json: cannot read the file: the file is too large for a tile set \(5242880 bytes; at most 4194304\)" \
    "$CLI" validate-tileset "$dir/big.json"
# A count as the file has it (-3, 2^31), not clamped.
sed 's/"count": 5,/"count": -3,/' "$SETS/base.json" > "$dir/minus.json"
expect 1 'tiles\[[0-9]+\]\.count: invalid value "-3": a tile type needs a count of at least 1' \
    "$CLI" validate-tileset "$dir/minus.json"
sed 's/"count": 5,/"count": 2147483648,/' "$SETS/base.json" > "$dir/huge.json"
expect 1 'tiles\[[0-9]+\]\.count: too many tiles "2147483648": at most 50 of one tile type' \
    "$CLI" validate-tileset "$dir/huge.json"
# Syntax: where, in words; no parser jargon, no raw bytes.
head -c 300 "$SETS/base.json" > "$dir/cut.json"
expect 1 "cut.json: not valid JSON: the text ends in the middle of a value at line [0-9]+, column [0-9]+" \
    "$CLI" validate-tileset "$dir/cut.json"
grep -q "parse_error\|last read" <<< "$out" && fail "parser jargon: $out"
printf '{"id": "\xff"}' > "$dir/bytes.json"
expect 1 "bytes.json: not valid JSON: the text is not UTF-8 at line 1, column 9" "$CLI" validate-tileset "$dir/bytes.json"
# Unreadable (root reads every file, so only checked for other users).
cp "$SETS/base.json" "$dir/locked.json"
chmod 000 "$dir/locked.json"
if ! cat "$dir/locked.json" > /dev/null 2>&1; then
    expect 1 "locked.json: cannot read the file: permission denied" "$CLI" validate-tileset "$dir/locked.json"
fi
echo "tileset_cli: ok"
