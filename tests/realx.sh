#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# Runs a test in real X windows framed by a real window manager: an Xvfb screen of WxH of its
# own (a free display number), openbox on it, the test with the xcb platform, then both stopped.
# What the offscreen platform cannot show: title bars and frames as a window manager draws them,
# where it puts a new window, what happens to one shown again.
# Usage: realx.sh WxH COMMAND [ARGS...]
set -euo pipefail
size=$1
shift
for tool in Xvfb openbox; do
    command -v "$tool" >/dev/null || { echo "realx: $tool is not installed (packaging/install-deps.sh)" >&2; exit 1; }
done
display=""
for n in $(seq 90 140); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=":$n"; break; fi
done
[ -n "$display" ] || { echo "realx: no free display" >&2; exit 1; }
Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
wm=""
cleanup() {
    [ -n "$wm" ] && kill "$wm" 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
    wait 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq 50); do
    [ -e "/tmp/.X11-unix/X${display#:}" ] && break
    sleep 0.1
done
export DISPLAY=$display
openbox --sm-disable >/dev/null 2>&1 &
wm=$!
sleep 1 # openbox takes the screen before the first window maps
QT_QPA_PLATFORM=xcb "$@"
