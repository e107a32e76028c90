#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Checks the documentation's links: every relative link of every Markdown file of the repository.

    tools/check_docs.py [SOURCE_DIR]

For each Markdown file that git knows (tracked, or new and not ignored) under SOURCE_DIR (default:
the folder above this script), every relative link `[text](path)`, `[text](path#anchor)`,
`![alt](path)`, `[text](#anchor)` and `[label]: path` must point at a file or folder that exists,
and an anchor into a Markdown file at one of its headings (GitHub's slug: lower case, spaces to
'-', every character but letters, digits, '-' and '_' dropped, non-ASCII letters kept; a repeated
heading gets -1, -2, ...). Links to a URL (http:, https:, mailto:, ...) are not checked, nor links
inside code. README.md may have at most 220 lines.

Prints one `file:line: problem` per problem and exits 1, or exits 0 with a one-line summary.
Exit 2 on a usage error. Python 3 standard library only.
"""
import os
import re
import subprocess
import sys
import urllib.parse
from pathlib import Path

README_MAX_LINES = 220

FENCE = re.compile(r"^ {0,3}(```|~~~)")
HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
HTML_ANCHOR = re.compile(r"<a\s+(?:name|id)\s*=\s*\"([^\"]+)\"", re.IGNORECASE)
# [text](target "title") or ![alt](target); text may span lines and hold one level of brackets.
INLINE_LINK = re.compile(r"\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")
REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s*(\S+)", re.MULTILINE)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def markdown_files(root):
    """The Markdown files git knows (tracked, or untracked and not ignored); else every one."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", "*.md"],
            cwd=root, check=True, capture_output=True).stdout.decode("utf-8")
        files = sorted({f for f in out.split("\0") if f})
        return [f for f in files if (root / f).is_file()]
    except (OSError, subprocess.CalledProcessError):
        found = []
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = [d for d in dirnames if d != ".git" and not d.startswith("build")]
            for name in filenames:
                if name.endswith(".md"):
                    found.append(str((Path(dirpath) / name).relative_to(root)))
        return sorted(found)


def mask_code(text):
    """The text with fenced code blocks and inline code spans blanked (same length, same lines)."""
    lines = text.split("\n")
    fence = None
    for i, line in enumerate(lines):
        m = FENCE.match(line)
        if fence:
            if m and m.group(1) == fence:
                fence = None
            lines[i] = " " * len(line)
        elif m:
            fence = m.group(1)
            lines[i] = " " * len(line)
    text = "\n".join(lines)

    def blank(m):
        return m.group(1) + re.sub(r"[^\n]", " ", m.group(2)) + m.group(1)

    return re.sub(r"(`+)(.+?)\1", blank, text, flags=re.DOTALL)


def slug(heading):
    """GitHub's anchor for a heading's text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML
    text = text.strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in "-_ ")
    return text.replace(" ", "-")


def anchors(path, cache):
    """The anchors of a Markdown file's headings (and of its <a name/id> tags)."""
    if path in cache:
        return cache[path]
    found = set()
    counts = {}
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        cache[path] = found
        return found
    lines = text.split("\n")
    fence = None
    previous = ""
    for line in lines:
        m = FENCE.match(line)
        if fence:
            if m and m.group(1) == fence:
                fence = None
            previous = ""
            continue
        if m:
            fence = m.group(1)
            previous = ""
            continue
        title = None
        h = HEADING.match(line)
        if h:
            title = h.group(2)
        elif SETEXT.match(line) and previous.strip() and not previous.lstrip().startswith(("|", "-", "*")):
            title = previous.strip()
        if title is not None:
            base = slug(title)
            n = counts.get(base, 0)
            counts[base] = n + 1
            found.add(base if n == 0 else f"{base}-{n}")
        for a in HTML_ANCHOR.findall(line):
            found.add(a)
        previous = line
    cache[path] = found
    return found


def check_file(root, name, cache):
    problems = []
    path = root / name
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        return [f"{name}:1: cannot be read ({e})"]
    masked = mask_code(text)
    targets = [(m.start(1), m.group(1)) for m in INLINE_LINK.finditer(masked)]
    targets += [(m.start(1), m.group(1)) for m in REFERENCE.finditer(masked)]
    for offset, raw in sorted(targets):
        line = masked.count("\n", 0, offset) + 1
        target = raw[1:-1] if raw.startswith("<") and raw.endswith(">") else raw
        if not target or SCHEME.match(target) or target.startswith("//"):
            continue
        file_part, _, anchor = target.partition("#")
        file_part = urllib.parse.unquote(file_part)
        anchor = urllib.parse.unquote(anchor)
        if file_part:
            dest = (root / file_part.lstrip("/")) if file_part.startswith("/") else (path.parent / file_part)
            dest = Path(os.path.normpath(dest))
            if not dest.exists():
                problems.append(f"{name}:{line}: link to {target}: {file_part} does not exist")
                continue
        else:
            dest = path
        if anchor and dest.is_file() and dest.suffix.lower() == ".md":
            if anchor not in anchors(dest, cache):
                where = "this file" if dest == path else os.path.relpath(dest, root)
                problems.append(f"{name}:{line}: link to {target}: no heading '#{anchor}' in {where}")
    if name == "README.md":
        count = len(text.splitlines())
        if count > README_MAX_LINES:
            problems.append(f"{name}:{README_MAX_LINES + 1}: README.md has {count} lines, "
                            f"more than {README_MAX_LINES} (move the detail into docs/)")
    return problems


def main(argv):
    if len(argv) > 2 or (len(argv) == 2 and argv[1] in ("-h", "--help")):
        print(__doc__.strip().split("\n\n")[1].strip())
        return 2 if len(argv) > 2 else 0
    root = Path(argv[1] if len(argv) == 2 else Path(__file__).resolve().parent.parent).resolve()
    if not root.is_dir():
        print(f"check_docs: {root} is not a folder", file=sys.stderr)
        return 2
    files = markdown_files(root)
    if not files:
        print(f"check_docs: no Markdown files under {root}", file=sys.stderr)
        return 2
    cache = {}
    problems = []
    for name in files:
        problems += check_file(root, name, cache)
    for p in problems:
        print(p)
    if problems:
        print(f"check_docs: {len(problems)} problem(s) in {len(files)} Markdown files", file=sys.stderr)
        return 1
    print(f"check_docs: {len(files)} Markdown files, every relative link and anchor found")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
