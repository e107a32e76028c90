#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Fails when a source of engine/, ui/, app/ or editor/ includes a project header other than by
its library's path.

A header of the same library is included by its bare name ("state.h" in engine/rules), any other
by the name of its library's folder and its own ("rules/state.h", "store/gamestore.h"), as the
include folders of the build expose them (ARCHITECTURE.md): every library's include folder holds
only a link to itself under that name, so a header of a library a target does not link is not
found. A bare name that is not beside the including file would be found elsewhere or not at all
("search.h" in the rules finds glibc's <search.h>); a relative path ("../play/x.h") goes round the
layers; so do paths in angle brackets into the project ("<../../ui/common/theme.h>",
"<rules/state.h>")."""
import re
import sys
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
ANGLE = re.compile(r'^\s*#\s*include\s*<([^>]+)>', re.M)
TOPS = ("engine", "ui", "app", "editor")
# The libraries' folders (ARCHITECTURE.md); a header of one is included as "<last part>/<file>".
LIBRARIES = ("engine/rules", "engine/ai", "app/store", "ui/common", "ui/widgets", "ui/help", "editor",
             "app/gui/play", "app/gui/replay", "app/gui/browser", "app/gui/players",
             "app/gui/puzzles", "app/gui/shell", "app/cli")


def problem_of(root: Path, path: Path, name: str) -> str | None:
    parts = name.split("/")
    if len(parts) == 1:
        if (path.parent / name).is_file():
            return None
        owners = [lib for lib in LIBRARIES if (root / lib / name).is_file()]
        if owners:
            return f"include it by its library's path: \"{Path(owners[0]).name}/{name}\""
        return "not beside the including file and not a project header"
    libs = {Path(lib).name: lib for lib in LIBRARIES}
    if len(parts) != 2 or parts[0] not in libs:
        return "a path that is not a library's name and a file"
    lib = root / libs[parts[0]]
    if not (lib / parts[1]).is_file():
        return f"{libs[parts[0]]} has no {parts[1]}"
    if path.parent == lib:
        return f"a header of the file's own library: include it by its bare name \"{parts[1]}\""
    return None


def main() -> int:
    root = Path(sys.argv[1])
    problems = []
    count = 0
    folders = {p.name for top in TOPS for p in (root / top).rglob("*") if p.is_dir()}
    for top in TOPS:
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in (".h", ".cpp") or "build" in path.parts:
                continue
            text = path.read_text(encoding="utf-8")
            rel = path.relative_to(root)
            for name in ANGLE.findall(text):
                first = name.split("/")[0]
                if ".." in name.split("/") or (
                        "/" in name and (first in TOPS or first in folders)):
                    problems.append(f"{rel}: #include <{name}>: a project path in angle brackets")
            for name in INCLUDE.findall(text):
                count += 1
                why = problem_of(root, path, name)
                if why:
                    problems.append(f"{rel}: #include \"{name}\": {why}")
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} includes not by the library's path")
        return 1
    print(f"{count} project includes, each by its library's path or beside the file")
    return 0


if __name__ == "__main__":
    sys.exit(main())
