#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Checks the rule ids of docs/RULES.md against the rest of the repository.

Usage: check_rule_ids.py SOURCE_DIR

A rule is defined in SOURCE_DIR/docs/RULES.md by a list item that begins with its id, in bold or
plain: "- **<id>** text", optionally followed by the marker "(not testable)". An id is "R-", an
upper-case group, "-", a number and, for a sub-rule, one lower-case letter. Fails (exit 1) when
- a file of the repository cites an id that docs/RULES.md does not define (a range such as
  "<group>-1..4" cites every id from 1 to 4),
- docs/RULES.md defines an id twice or refers to an id it does not define,
- a testable id is named by no file under tests/ (only ids written out in full count here, not
  members of a range).
Skipped: .git/, the top-level build*/ trees, binary files and docs/RULES.md itself (as a citing
file). On success prints a one-line summary. Exit 2 on a usage error or a missing RULES.md."""
import os
import re
import sys
from pathlib import Path

RULES = Path("docs") / "RULES.md"
ID = r"R-[A-Z][A-Z0-9]*-\d+[a-z]?"
# A definition: a list item ("-", "*", "+" or "1.") whose text begins with the id.
DEFINITION = re.compile(
    r"^\s*(?:[-*+]|\d+[.)])\s+(\*\*)?(?P<id>" + ID + r")(?(1)\*\*)"
    r"(?P<marker>\s*\(not testable\))?\s*(?P<text>.*)$")
# A citation, optionally the start of a range ("..7"). Not preceded or followed by a letter or
# digit, so that longer words containing such a pattern are not taken for ids.
CITATION = re.compile(
    r"(?<![A-Za-z0-9])R-(?P<group>[A-Z][A-Z0-9]*)-(?P<num>\d+)(?P<sub>[a-z]?)"
    r"(?:\.\.(?P<to>\d+))?(?![A-Za-z0-9])")


def first_line_text(text: str) -> str:
    """The rule's first line of text, without Markdown emphasis."""
    return re.sub(r"\*+", "", text).strip()


def parse_rules(path: Path, problems: list):
    """Returns ({id: (line, testable, text)}, [(line, id) referred to in the text])."""
    defined = {}
    references = []
    for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        m = DEFINITION.match(line)
        if m:
            rid = m.group("id")
            if rid in defined:
                problems.append(f"{RULES}:{lineno}: {rid} is defined twice "
                                f"(first at line {defined[rid][0]})")
            else:
                defined[rid] = (lineno, m.group("marker") is None,
                                first_line_text(m.group("text")))
            rest = m.group("text")
        else:
            rest = line
        for cited, _explicit in citations(rest):
            references.append((lineno, cited))
    return defined, references


def citations(line: str):
    """Yields (id, written out in full) for every id cited on the line, ranges expanded."""
    for m in CITATION.finditer(line):
        group, num, sub, to = m.group("group"), int(m.group("num")), m.group("sub"), m.group("to")
        yield f"R-{group}-{num}{sub}", True
        if to is not None and not sub:
            for n in range(num + 1, int(to) + 1):
                yield f"R-{group}-{n}", False


def repository_files(root: Path):
    """Every regular file of the tree, following symbolic links once, minus the skipped parts."""
    seen = set()
    for dirpath, dirnames, filenames in os.walk(root, followlinks=True):
        real = os.path.realpath(dirpath)
        if real in seen:
            dirnames[:] = []
            continue
        seen.add(real)
        rel_dir = Path(dirpath).relative_to(root)
        dirnames[:] = sorted(
            d for d in dirnames
            if d != ".git" and not (rel_dir == Path(".") and d.startswith("build")))
        for name in sorted(filenames):
            rel = rel_dir / name
            if rel == RULES:
                continue
            path = root / rel
            if path.is_file():
                yield rel, path


def read_text(path: Path):
    """The file's text, or None for a binary or unreadable file."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if b"\0" in data[:8192]:
        return None
    return data.decode("utf-8", errors="replace")


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: check_rule_ids.py SOURCE_DIR", file=sys.stderr)
        return 2
    root = Path(sys.argv[1])
    rules = root / RULES
    if not rules.is_file():
        print(f"{rules}: no such file", file=sys.stderr)
        return 2

    problems = []
    defined, references = parse_rules(rules, problems)
    if not defined:
        problems.append(f"{RULES}: defines no rule ids")
    for lineno, rid in references:
        if rid not in defined:
            problems.append(f"{RULES}:{lineno}: {rid} is referred to but not defined")

    cited = set()
    tested = set()
    for rel, path in repository_files(root):
        text = read_text(path)
        if text is None or "R-" not in text:
            continue
        in_tests = rel.parts[0] == "tests"
        for lineno, line in enumerate(text.splitlines(), 1):
            for rid, explicit in citations(line):
                cited.add(rid)
                if rid not in defined:
                    problems.append(f"{rel}:{lineno}: {rid} is not in {RULES}")
                elif in_tests and explicit:
                    tested.add(rid)

    testable = [rid for rid, (_, is_testable, _) in defined.items() if is_testable]
    for rid in testable:
        if rid not in tested:
            lineno, _, text = defined[rid]
            problems.append(f"{RULES}:{lineno}: {rid} is testable but no file under tests/ "
                            f"names it: {text}")

    if problems:
        for p in problems:
            print(p, file=sys.stderr)
        print(f"rule ids: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"rule ids: {len(defined)} defined ({len(testable)} testable), {len(cited)} cited, "
          "all testable ids tested")
    return 0


if __name__ == "__main__":
    sys.exit(main())
