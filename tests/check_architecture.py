#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Fails when ARCHITECTURE.md's table of libraries and the build disagree.

    check_architecture.py ARCHITECTURE.md LINKS_FILE

LINKS_FILE has a line `target: link;link;...` per library (its direct LINK_LIBRARIES, written
by CMake). For every library the table names, its project libraries there ("on") must be exactly
the project libraries it links, and its folder must be the one its sources are in; a project
library the build has but the table lacks fails too. And a library whose sources include a header
of the computer players ("ai/...") says so itself: starlanes_ai among its own libraries, not only
reached through the store's (a window's use of the AI is its choice, visible in the table). And
every library defines its code in its own namespace (NAMESPACES, as ARCHITECTURE.md says): another
library's namespace is opened only to declare its classes ahead (`namespace slui { class X; }`)."""
import re
import sys
from pathlib import Path


# The namespace of each library's folder (nested ones, "sl::ai" in "sl", count as their own).
NAMESPACES = {"engine/rules": "sl", "engine/ai": "sl::ai", "app/store": "slapp", "ui/common": "slui",
              "ui/widgets": "slui", "editor": "sled", "app/gui": "slapp", "app/cli": "slcli"}
OPEN = re.compile(r"^namespace ([A-Za-z_][\w:]*) \{\n(.*?)^\}", re.M | re.S)
AHEAD = re.compile(r"^(class|struct) \w+;$")


def namespace_problems(root: Path) -> list:
    problems = []
    for folder, own in NAMESPACES.items():
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in (".h", ".cpp"):
                continue
            for m in OPEN.finditer(path.read_text(encoding="utf-8")):
                name, body = m.group(1), m.group(2)
                if name == own or name.startswith(own + "::") or (own.startswith(name + "::")):
                    continue
                lines = [x.strip() for x in body.splitlines() if x.strip()]
                if all(AHEAD.match(x) for x in lines):
                    continue
                problems.append(f"{path.relative_to(root)}: defines code in namespace {name}, "
                                f"not in {own}, the namespace of {folder}")
    return problems


def table(doc: str) -> dict:
    rows = {}
    for line in doc.splitlines():
        m = re.match(r"\|\s*`(starlanes_\w+)`\s*\|\s*`([^`]+)`\s*\|([^|]*)\|", line)
        if m:
            rows[m.group(1)] = (m.group(2), set(re.findall(r"starlanes_\w+", m.group(3))))
    return rows


def main() -> int:
    doc = Path(sys.argv[1]).read_text(encoding="utf-8")
    built = {}
    folders = {}
    for line in Path(sys.argv[2]).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        name, links, folder = line.split("|")
        deps = {d for d in links.split(";") if d.startswith("starlanes_") and d != "starlanes_warnings"}
        built[name.strip()] = deps
        folders[name.strip()] = folder.strip()
    rows = table(doc)
    problems = []
    for name, deps in sorted(built.items()):
        if name not in rows:
            problems.append(f"{name} is built but ARCHITECTURE.md does not list it")
            continue
        folder, said = rows[name]
        if said != deps:
            problems.append(f"{name}: ARCHITECTURE.md says it is on {sorted(said) or '-'}, "
                            f"the build links {sorted(deps) or '-'}")
        if not folders[name].endswith(folder):
            problems.append(f"{name}: ARCHITECTURE.md says {folder}, its sources are in {folders[name]}")
    root = Path(sys.argv[1]).resolve().parent
    include = re.compile(r'^\s*#\s*include\s*"ai/[^"]+"', re.M)
    for name, (folder, said) in sorted(rows.items()):
        if name == "starlanes_ai" or "starlanes_ai" in said:
            continue
        deeper = [f for f, _ in rows.values() if f != folder and f.startswith(folder + "/")]
        for path in sorted((root / folder).rglob("*")):
            rel = path.relative_to(root).as_posix()
            if path.suffix not in (".h", ".cpp") or any(rel.startswith(f + "/") for f in deeper):
                continue
            if include.search(path.read_text(encoding="utf-8")):
                problems.append(f"{rel} includes a header of starlanes_ai, which {name} does not "
                                "list among its libraries")
    problems += namespace_problems(root)
    for name in sorted(set(rows) - set(built)):
        problems.append(f"ARCHITECTURE.md lists {name}, which the build does not have")
    for p in problems:
        print(p)
    print(f"{len(built)} libraries, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
