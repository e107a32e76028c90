#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# Installs what Starlanes needs to build and test on Debian 12, from Debian's own packages.
# Runs as root or through sudo; does nothing when everything is already there.
# --dev-tools adds the static analysers CI runs (tools/analyse.sh): clang-format, clang-tidy and
# clazy.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config ccache
    clang libclang-rt-14-dev
    qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-multimedia-dev
    qt6-l10n-tools libqt6sql6-sqlite libqt6svg6 qt6-translations-l10n
    libgl-dev libxkbcommon-dev
    nlohmann-json3-dev libbenchmark-dev
    sqlite3 fonts-dejavu-core python3
    # Real X windows with a window manager for tests/realx.sh (app.tst_realwindows).
    xvfb openbox
    # The package: icons rendered at build time, and the tools its test checks it with.
    librsvg2-bin lintian desktop-file-utils appstream man-db
)
for arg in "$@"; do
    case "$arg" in
        --dev-tools) packages+=(clang-format clang-tidy clazy) ;;
        *) echo "install-deps: unknown option $arg (known: --dev-tools)" >&2; exit 2 ;;
    esac
done

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages are installed"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "install-deps: run as root or install sudo" >&2; exit 1; }
    sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
