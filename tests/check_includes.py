#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Fails when a source of engine/, ui/, app/ or editor/ includes a project header by a path.

The layers are held by the build: every library's include folder exposes only itself, so a
header of a library above (or beside) is not found (ARCHITECTURE.md). A path ("../play/x.h",
"gui/play/x.h") would go round that, so project headers are included by their bare name; the
one exception is the computer players' own prefix, "ai/"."""
import re
import sys
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def main() -> int:
    root = Path(sys.argv[1])
    problems = []
    count = 0
    for top in ("engine", "ui", "app", "editor"):
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in (".h", ".cpp") or "build" in path.parts:
                continue
            for name in INCLUDE.findall(path.read_text(encoding="utf-8")):
                count += 1
                if "/" not in name:
                    continue
                if re.fullmatch(r"ai/[a-z_]+\.h", name):
                    continue
                problems.append(f"{path.relative_to(root)}: #include \"{name}\"")
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} includes by a path: include project headers by their name")
        return 1
    print(f"{count} project includes, all by name")
    return 0


if __name__ == "__main__":
    sys.exit(main())
