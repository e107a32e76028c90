#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Tests never touch the user's files.

Every test runs with a HOME and XDG folders of its own under the build folder (set by
tests/CMakeLists.txt through ctest's ENVIRONMENT property). This script is the fixture around
them, run with the real HOME:

  home_guard.py setup HOMES SNAPSHOT NAMES [OWN ...]
                                             empties HOMES, makes one home per test named in
                                             the file NAMES, and records the real home
  home_guard.py check SNAPSHOT               fails when anything in the real home was added,
                                             removed or changed since the setup

The real home is walked whole, except for the caches of build tools that a build beside the
tests may write (ccache), toolchain folders that no test could touch meaningfully, a shell's
history, and the OWN folders (the source and build folders, which are often inside the home and
which the tests and the build write to on purpose: the test homes, this snapshot).
"""
import json
import os
import shutil
import sys
from pathlib import Path

SKIP = {".cache/ccache", ".pyenv", ".rustup", ".cargo", ".npm", ".claude", ".cache/pip"}
MAX_FILES = 300_000


def snapshot(home: Path, own: list) -> dict:
    """Path -> [size, mtime_ns] (directories with size -1) of everything under home but `own`."""
    seen = {}
    own_paths = {os.path.realpath(p) for p in own}
    for root, dirs, files in os.walk(home, followlinks=False):
        rel_root = os.path.relpath(root, home)
        dirs[:] = sorted(
            d for d in dirs
            if os.path.normpath(os.path.join(rel_root, d)) not in SKIP
            and os.path.realpath(os.path.join(root, d)) not in own_paths)
        files = [f for f in files if not f.endswith("_history") and f != ".lesshst"]
        for name in dirs + files:
            path = os.path.join(root, name)
            rel = os.path.normpath(os.path.join(rel_root, name))
            try:
                st = os.lstat(path)
            except OSError:
                continue
            is_dir = os.path.isdir(path) and not os.path.islink(path)
            # A directory's mtime changes when an entry is added or removed: the entries say it.
            seen[rel] = [-1, 0] if is_dir else [st.st_size, st.st_mtime_ns]
            if len(seen) > MAX_FILES:
                return seen
    return seen


def main() -> int:
    mode = sys.argv[1]
    home = Path(os.environ.get("HOME", "~")).expanduser()
    if mode == "setup":
        homes, snap, names = Path(sys.argv[2]), Path(sys.argv[3]), Path(sys.argv[4])
        own = [str(homes), str(snap.parent)] + sys.argv[5:]
        if home.resolve() == homes.resolve() or homes.resolve() in home.resolve().parents:
            print(f"home_guard: run with the real HOME, not a test's ({home})")
            return 1
        shutil.rmtree(homes, ignore_errors=True)
        for name in names.read_text(encoding="utf-8").split():
            for sub in ("", ".config", ".local/share", ".local/state", ".cache"):
                (homes / name / sub).mkdir(parents=True, exist_ok=True)
        snap.write_text(json.dumps({"home": str(home), "own": own, "files": snapshot(home, own)}),
                        encoding="utf-8")
        print(f"home_guard: {len(names.read_text().split())} test homes under {homes}; real home {home} recorded")
        return 0
    if mode == "check":
        before = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
        if before["home"] != str(home):
            print(f"home_guard: HOME changed from {before['home']} to {home}")
            return 1
        after = snapshot(home, before["own"])
        old = before["files"]
        added = sorted(set(after) - set(old))
        removed = sorted(set(old) - set(after))
        changed = sorted(p for p in set(old) & set(after) if old[p] != after[p])
        for kind, paths in (("added", added), ("removed", removed), ("changed", changed)):
            for p in paths[:50]:
                print(f"home_guard: {kind} in the real home: {home / p}")
        if added or removed or changed:
            print("home_guard: a test wrote outside its own HOME (see above)")
            return 1
        print(f"home_guard: the real home {home} is unchanged ({len(after)} entries)")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
