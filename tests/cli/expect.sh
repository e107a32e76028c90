# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# Shared by the command-line test scripts (sourced): fail with a message, and expect a command's
# exit code and a pattern in its output (kept in $out for further checks).
fail() { echo "FAIL: $*" >&2; exit 1; }
expect() { # expect EXIT REGEX command...
    local want=$1 regex=$2; shift 2
    set +e; out=$("$@" 2>&1); rc=$?; set -e
    [ "$rc" = "$want" ] || fail "exit $rc (wanted $want): $*: $out"
    grep -Eq -- "$regex" <<< "$out" || fail "output of '$*' lacks /$regex/: $out"
}
