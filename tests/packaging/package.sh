#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# The Debian package: made by CPack from the build, unpacked into a scratch root, its programs
# run from there, and checked by lintian, desktop-file-validate and appstreamcli.
#   package.sh BUILD_DIR PROJECT_VERSION
set -euo pipefail
BUILD=$1
VERSION=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }

step "cpack -G DEB"
(cd "$BUILD" && cpack -G DEB -B "$work/out" > "$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; fail "cpack"; }
deb="$work/out/starlanes_${VERSION}-1_$(dpkg --print-architecture).deb"
[ -f "$deb" ] || fail "no package $deb: $(ls "$work/out")"
# (Variables, not pipes into grep -q: under pipefail a writer cut short by grep fails the test.)
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Section)" = games ] || fail "section $(field Section)"
depends=$(field Depends)
for dep in libqt6sql6-sqlite libqt6svg6 qt6-translations-l10n; do
    grep -Eq "(^|, )$dep( |,|$)" <<< "$depends" || fail "Depends lacks $dep: $depends"
done
description=$(field Description)
grep -q "unofficial fan implementation" <<< "$description" || fail "description: $description"
[ "$(wc -l <<< "$description")" -gt 5 ] || fail "no extended description"

root="$work/root"
dpkg-deb -x "$deb" "$root"
step "files"
for f in usr/games/starlanes usr/games/starlanes-cli usr/share/doc/starlanes/copyright \
         usr/share/doc/starlanes/changelog.Debian.gz usr/share/applications/starlanes.desktop \
         usr/share/metainfo/io.github.starlanes.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/starlanes.svg \
         usr/share/man/man6/starlanes.6.gz usr/share/man/man6/starlanes-cli.6.gz \
         usr/share/man/cs/man6/starlanes.6.gz usr/share/man/cs/man6/starlanes-cli.6.gz; do
    [ -s "$root/$f" ] || fail "missing $f"
done
for size in 16 22 24 32 48 64 128 256 512; do
    png="$root/usr/share/icons/hicolor/${size}x${size}/apps/starlanes.png"
    # A PNG's width and height are the big-endian words at bytes 16 and 20.
    [ "$(od -An -tu4 --endian=big -j16 -N8 "$png" | awk '{print $1 "x" $2}')" = "${size}x${size}" ] ||
        fail "icon ${size}x${size}"
done
for program in starlanes starlanes-cli; do
    sections=$(readelf -S "$root/usr/games/$program")
    ! grep -Eq '\.symtab|\.debug_|\.comment' <<< "$sections" || fail "$program is not stripped"
done
# The release is the same everywhere: package, Debian changelog, AppStream file.
changelog=$(zcat "$root/usr/share/doc/starlanes/changelog.Debian.gz")
[[ "$changelog" == "starlanes ($VERSION-1) "* ]] || fail "changelog's first entry is not $VERSION-1"
grep -q "<release version=\"$VERSION\"" "$root/usr/share/metainfo/io.github.starlanes.metainfo.xml" ||
    fail "the AppStream file has no release $VERSION"

step "the installed programs"
export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
out=$("$root/usr/games/starlanes-cli" simulate --games 20 --players 3 --expansion --db "$work/games.sqlite")
grep -q "Simulated 20 games" <<< "$out" || fail "simulate: $out"
out=$("$root/usr/games/starlanes-cli" db --file "$work/games.sqlite" verify)
grep -q "20 games replayed .*: 20 ok, 0 with problems" <<< "$out" || fail "db verify: $out"
out=$("$root/usr/games/starlanes-cli" --version)
[ "$out" = "starlanes-cli $VERSION" ] || fail "starlanes-cli --version: $out"
out=$("$root/usr/games/starlanes-cli" --help)
grep -q "^Usage: starlanes-cli" <<< "$out" || fail "starlanes-cli --help: $out"
# Benchmarks are a developer tool: the installed CLI neither links libbenchmark nor offers them.
needed=$(readelf -d "$root/usr/games/starlanes-cli" "$root/usr/games/starlanes")
! grep -q "libbenchmark" <<< "$needed" || fail "an installed program needs libbenchmark"
[ ! -e "$root/usr/games/starlanes-bench" ] || fail "starlanes-bench is installed"
status=0
out=$("$root/usr/games/starlanes-cli" bench 2>&1) || status=$?
[ "$status" = 2 ] && grep -q "developer tool" <<< "$out" || fail "installed bench: exit $status: $out"
out=$(QT_QPA_PLATFORM=offscreen "$root/usr/games/starlanes" --version 2>&1)
grep -q "^starlanes $VERSION\$" <<< "$out" || fail "starlanes --version: $out"
for page in starlanes starlanes-cli; do
    for dir in man6 cs/man6; do
        warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$root/usr/share/man/$dir/$page.6.gz" 2>&1 >/dev/null)
        [ -z "$warnings" ] || fail "$dir/$page.6: $warnings"
    done
done

step "desktop-file-validate"
desktop-file-validate "$root/usr/share/applications/starlanes.desktop"
step "appstreamcli validate --pedantic"
# No network: the screenshots' addresses are checked for form, not fetched (see the file).
appstreamcli validate --pedantic --no-net "$root/usr/share/metainfo/io.github.starlanes.metainfo.xml"
step "lintian"
# Errors and warnings fail; information and pedantic notes are shown. Overrides, each with its
# reason: packaging/debian/lintian-overrides.
status=0
lintian --fail-on error,warning --display-info --pedantic "$deb" > "$work/lintian.txt" 2>&1 || status=$?
grep -v "running with root privileges" "$work/lintian.txt" || true
[ "$status" = 0 ] || fail "lintian exit status $status"
echo "package ok: $(basename "$deb")"
