#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# starlanes-lab review-noise: the measurement of the review's noise (docs/experiments.md) at a
# tiny budget: every decision of the games is counted once per game, and the figures are
# shares in range.
set -euo pipefail
CLI=$1
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect 0 '"decisions"' "$CLI" review-noise --games 2 --seeds 2 --iterations 40 --playouts 200 --json
some=$out
expect 0 '"decisions"' "$CLI" review-noise --games 2 --seeds 2 --iterations 40 --playouts 1 --json
one=$out
expect 0 '"players": "greedy"' "$CLI" review-noise --games 1 --seeds 2 --players greedy \
    --iterations 20 --playouts 10 --json
python3 - "$some" "$one" <<'PY' || fail "the noise does not add up: $some $one"
import json, sys
some, one = json.loads(sys.argv[1]), json.loads(sys.argv[2])
# A 2-player base game has 75 tiles to place after the start tile: about 75 decisions a game.
assert 120 <= some["decisions"] <= 150 and some["decisions"] == one["decisions"], some
assert some["spread"] > 0 and 0 < some["verdictsDiffer"] < 1, some
assert 0 <= some["movedOverOnePoint"] <= 1 and 0 <= some["mistakesConfirmed"] <= 1, some
assert some["mistakesCalled"] > 0 and some["lossPerDecision"] > 0, some
assert 0 <= one["verdictsDiffer"] <= 1 and 0 <= one["mistakesConfirmed"] <= 1, one
PY
expect 0 "decisions: points lost differ by [0-9.]+ between seeds" \
    "$CLI" review-noise --games 1 --seeds 2 --iterations 20 --playouts 10
expect 2 "--seeds must be a whole number from 2 to 20" "$CLI" review-noise --seeds 1
expect 2 "--players must be a player kind" "$CLI" review-noise --players nobody
echo "review-noise CLI ok"
