#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Recomputes every row of the strength table of docs/figures.md from its logs.

For each row of "Strength" the "Strength commands" table gives the match's options and the
summary command over its logs in engine/ai/matches/. This runs that summary command (from the
repository's root) and compares what it prints for the row's first entrant (the first player of
`--players`) with the row: the number of games, the win % with its interval and the margin. A
row whose logs are missing, whose summary fails or whose figures differ is reported; so is a
row without a command. It also reports which rows' logs hold each game's whole record (the
logs written since December 2026), and fails when a row marked "replayable" has a game without.

    tools/check_strength.py [REPOSITORY]
"""
import json
import pathlib
import re
import shlex
import subprocess
import sys

ROW = re.compile(r"^\| (S\d+) \|")
ENTRANT = re.compile(r"^  (\S+)\s+wins\s+([\d.]+)% \[\s*([\d.]+),\s*([\d.]+)\]\s+margin\s+([+-][\d.]+)"
                     r"\s+\((\d+) games")


def table_rows(text, heading):
    """The rows of the first table under `heading`, as lists of cells."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == heading)
    rows = []
    for line in lines[start + 1:]:
        if line.startswith("#"):
            break
        if ROW.match(line):
            cells = re.split(r"(?<!\\)\|", line.strip()[1:-1])
            rows.append([c.strip().replace("\\|", "|") for c in cells])
    return rows


def first_entrant(options):
    m = re.search(r"--players (\S+)", options)
    return m.group(1).split(",")[0] if m else None


def others_of(commands, sid):
    """The players of a row's match other than the first."""
    m = re.search(r"--players (\S+)", commands[sid][1])
    return set(m.group(1).split(",")[1:]) if m else set()


def logs_of(command):
    return [w for w in shlex.split(command.replace("&&", " ")) if w.endswith(".jsonl")
            and w.startswith("engine/")]


def main(root):
    root = pathlib.Path(root)
    text = (root / "docs" / "figures.md").read_text(encoding="utf-8")
    figures = {r[0]: r for r in table_rows(text, "## Strength")}
    commands = {r[0]: r for r in table_rows(text, "### Strength commands")}
    problems = []
    entrants = {}
    for sid, row in commands.items():
        entrant = first_entrant(row[1])
        same = re.search(r"the games of (S\d+)", row[1])
        if entrant is None and same:
            entrant = first_entrant(commands[same.group(1)][1])
        entrants[sid] = entrant
    for sid, row in figures.items():
        if sid not in commands:
            problems.append(f"{sid}: no command in 'Strength commands'")
            continue
        summary = commands[sid][2].strip("`")
        entrant = entrants[sid]
        missing = [p for p in logs_of(summary) if not list(root.glob(p))]
        if missing:
            problems.append(f"{sid}: log(s) missing: {', '.join(missing)}")
            continue
        run = subprocess.run(["bash", "-c", summary], cwd=root, capture_output=True, text=True)
        if run.returncode != 0:
            problems.append(f"{sid}: summary failed: {run.stderr.strip()}")
            continue
        lines = [m for m in map(ENTRANT.match, run.stdout.splitlines()) if m]
        found = next((m for m in lines if m.group(1) == entrant), None)
        others = others_of(commands, sid)
        rest = [m for m in lines if m.group(1) not in others]
        if not found and len(rest) == 1:
            found = rest[0]  # the log names a file the options call by a placeholder (MODEL)
        if not found:
            problems.append(f"{sid}: the summary prints no line for {entrant}")
            continue
        games, win, margin = row[4], row[5], row[6]
        printed = (found.group(6), f"{found.group(2)} [{found.group(3)}, {found.group(4)}]",
                   found.group(5))
        if (games, win, margin) != printed:
            problems.append(f"{sid}: the table says {games} games, {win}, margin {margin}; "
                            f"the logs give {printed[0]} games, {printed[1]}, margin {printed[2]}")
        recorded = all_recorded(root, logs_of(summary))
        if "replayable" in row[3] and not recorded:
            problems.append(f"{sid}: marked replayable, but a game of its logs has no record")
        print(f"{sid}: {printed[0]} games, {printed[1]}, margin {printed[2]}"
              f"{'; every game recorded' if recorded else ''}")
    for p in problems:
        print("error: " + p, file=sys.stderr)
    return 1 if problems else 0


def all_recorded(root, patterns):
    for pattern in patterns:
        for path in root.glob(pattern):
            with open(path, encoding="utf-8") as f:
                for line in f:
                    if line.strip() and "record" not in json.loads(line):
                        return False
    return True


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
