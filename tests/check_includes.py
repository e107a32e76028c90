#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Fails when a source of engine/, ui/, app/ or editor/ includes a project header by a path.

The layers are held by the build: every library's include folder exposes only itself, so a
header of a library above (or beside) is not found (ARCHITECTURE.md). A path ("../play/x.h",
"gui/play/x.h") would go round that, so project headers are included by their bare name; the
one exception is the computer players' own prefix, "ai/". An include in angle brackets with a
path into the project ("<../../ui/common/theme.h>", "<rules/state.h>") fails as well."""
import re
import sys
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
# An include in angle brackets is a system or library header: one with a path into the project
# ("<../../ui/common/theme.h>", "<engine/rules/state.h>") goes round the layers as well.
ANGLE = re.compile(r'^\s*#\s*include\s*<([^>]+)>', re.M)
TOPS = ("engine", "ui", "app", "editor")


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
            for name in ANGLE.findall(text):
                first = name.split("/")[0]
                if ".." in name.split("/") or (
                        "/" in name and (first in TOPS or first in folders)):
                    problems.append(f"{path.relative_to(root)}: #include <{name}>")
            for name in INCLUDE.findall(text):
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
