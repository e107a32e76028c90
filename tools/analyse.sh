#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# Static analysis with zero findings allowed: the layout (clang-format, .clang-format), a curated
# set of clang-tidy checks (.clang-tidy: with the Clang Static Analyzer and the thread-safety of
# library calls) over every source of the engine, the application, the editor and the tests, and
# Qt's own checks (clazy, the list below) over the program's sources. A tool that fails (a crash,
# a file it cannot compile) fails the analysis too. Needs a configured build folder with
# compile_commands.json (default build/release) and the tools from
# `packaging/install-deps.sh --dev-tools`. CI runs it (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
[ -f "$build/compile_commands.json" ] || { echo "analyse: no $build/compile_commands.json (configure first)" >&2; exit 2; }
jobs=$(nproc)
status=0
# Every tool there: a missing one would find nothing and pass (install-deps.sh --dev-tools).
for tool in clang-format clang-tidy clazy-standalone; do
    command -v "$tool" > /dev/null || { echo "analyse: $tool is not installed (bash packaging/install-deps.sh --dev-tools)" >&2; exit 2; }
done

echo "analyse: clang-format"
if ! git ls-files '*.cpp' '*.h' | xargs clang-format --dry-run --Werror 2> "$build/format.txt"; then
    grep -m 40 -E "error:" "$build/format.txt" # (not | head: pipefail would stop the script here)
    echo "analyse: clang-format: $(grep -c 'error:' "$build/format.txt") lines not in the layout of .clang-format (clang-format -i fixes them)"
    status=1
fi

# The fuzz targets are built by the fuzz preset only: not in this build's compile commands.
mapfile -t sources < <(git ls-files 'engine/*.cpp' 'ui/*.cpp' 'app/*.cpp' 'editor/*.cpp' 'tests/*.cpp' |
                       grep -v '^tests/fuzz/')
echo "analyse: clang-tidy on ${#sources[@]} files"
tidy=0
# The tests with QVERIFY spelt out for the analyzer (tests/analyzer_qtest.h says why).
printf '%s\n' "${sources[@]}" | grep -vE '^tests/[a-z]+/tst_' |
    xargs -P "$jobs" -n 4 clang-tidy -p "$build" --quiet \
    > "$build/tidy.txt" 2> "$build/tidy-errors.txt" || tidy=$?
printf '%s\n' "${sources[@]}" | grep -E '^tests/[a-z]+/tst_' |
    xargs -P "$jobs" -n 4 clang-tidy -p "$build" --quiet \
    "--extra-arg=-include$PWD/tests/analyzer_qtest.h" \
    >> "$build/tidy.txt" 2>> "$build/tidy-errors.txt" || tidy=$?
# Findings located in a system header are the analyzer following Qt or Google Benchmark taking
# ownership of what the program hands them (QTimer::singleShot and QMetaObject::invokeMethod with
# a functor, benchmark::RegisterBenchmark): "potential leaks" that those libraries free. A leak or
# a fault of Starlanes' own is reported at its own line.
grep -vE '^/usr/' "$build/tidy.txt" > "$build/tidy-own.txt" || true
mv "$build/tidy-own.txt" "$build/tidy.txt"
if grep -qE "(warning|error):" "$build/tidy.txt"; then
    grep -E "(warning|error):" "$build/tidy.txt" | sort -u
    status=1
elif [ $tidy != 0 ]; then
    # xargs: 123 a run exited 1-125, 124 one exited 255, 125 one was killed (a crash).
    grep -v "warnings generated" "$build/tidy-errors.txt" | head -40 || true
    echo "analyse: clang-tidy failed (xargs exit $tidy) without a finding: see $build/tidy-errors.txt"
    status=1
fi

# Qt's checks: level 0 and 1 (real bugs and likely bugs), less those that only suggest another
# style: qstring-allocations belongs to level 2. One check of level 0 is left out:
# connect-non-signal cannot follow a signal held in a variable (the editor connects
# tileChanged, tileInserted and tileRemoved in one loop over member pointers) and reports
# "internal error: couldn't find method from pmf connect" there instead of a finding; those
# three loops list only signals of TileSetDocument.
checks=level0,level1,no-connect-non-signal
# The tests too (not the fuzz targets, which are not in this build's compile commands).
mapfile -t qtsources < <(git ls-files 'ui/*.cpp' 'app/*.cpp' 'editor/*.cpp' 'tests/*.cpp' | grep -v '^tests/fuzz/')
echo "analyse: clazy ($checks) on ${#qtsources[@]} files"
printf '%s\n' "${qtsources[@]}" | xargs -P "$jobs" -n 4 clazy-standalone -p "$build" --checks="$checks" \
    --ignore-dirs="$PWD/$build/(app|engine|ui|editor|tests)/" > "$build/clazy.txt" 2>&1 || true
if grep -qE "warning:|error:" "$build/clazy.txt"; then
    grep -E "warning:|error:" "$build/clazy.txt" | sort -u
    status=1
fi
[ $status = 0 ] && echo "analyse: no findings (clang-format, clang-tidy, clazy)"
exit $status
