#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# starlanes-lab review-noise: the measurement of the review's noise (docs/experiments.md) at a
# tiny budget: every decision of the games is counted once per game, the
# spread is that of the points lost between the seeds, and a larger valuing budget gives a
# smaller spread.
set -euo pipefail
CLI=$1
# shellcheck source=expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/expect.sh"

expect 0 '"decisions"' "$CLI" review-noise --games 2 --seeds 2 --iterations 40 --playouts 20 --json
small=$out
expect 0 '"decisions"' "$CLI" review-noise --games 2 --seeds 2 --iterations 40 --playouts 400 --json
large=$out
python3 - "$small" "$large" <<'PY' || fail "the noise does not add up: $small $large"
import json, sys
small, large = json.loads(sys.argv[1]), json.loads(sys.argv[2])
# A 2-player base game has 75 tiles to place after the start tile: about 75 decisions a game.
assert 120 <= small["decisions"] <= 150 and small["decisions"] == large["decisions"], small
assert small["spread"] > 0 and 0 < small["verdictsDiffer"] < 1, small
# Twenty times the valuing playouts: far less noise in the points lost.
assert large["spread"] < 0.7 * small["spread"], (small["spread"], large["spread"])
PY
expect 0 "decisions: points lost differ by [0-9.]+ between seeds" \
    "$CLI" review-noise --games 1 --seeds 2 --iterations 20 --playouts 10
expect 2 "--seeds must be a whole number from 2 to 20" "$CLI" review-noise --seeds 1
echo "review-noise CLI ok"
