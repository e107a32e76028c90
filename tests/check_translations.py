#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Fails when a .ts file has unfinished, vanished or obsolete entries, when a Czech plural lacks
one of its three forms, when the sources hold a tr() string missing from the .ts files (found by
running lupdate on a copy), or when GUI code shows a literal sentence without tr()."""
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

PLURAL_FORMS = {"cs": 3, "en": 2}
# English nouns whose plural is not the singular + "s" ("2 dies" was shown once).
IRREGULAR = {"die(s)": ("die", "dice")}


def english_forms(source: str) -> tuple:
    """The singular and plural of an English source with "(s)" markers, irregulars included."""
    one, many = source, source
    for marked, (singular, plural) in IRREGULAR.items():
        one, many = one.replace(marked, singular), many.replace(marked, plural)
    return one.replace("(s)", ""), many.replace("(s)", "s")


def check_ts(path: Path, problems: list) -> None:
    lang = path.stem.split("_")[-1]
    root = ET.parse(path).getroot()
    count = 0
    for context in root.iter("context"):
        cname = context.findtext("name")
        for msg in context.iter("message"):
            count += 1
            source = msg.findtext("source")
            tr = msg.find("translation")
            where = f"{path.name}: [{cname}] {source!r}"
            kind = tr.get("type") if tr is not None else "missing"
            if kind in ("unfinished", "vanished", "obsolete", "missing"):
                problems.append(f"{where}: {kind}")
                continue
            if msg.get("numerus") == "yes":
                forms = [f.text or "" for f in tr.findall("numerusform")]
                if len(forms) != PLURAL_FORMS.get(lang, 2) or any(not f.strip() for f in forms):
                    problems.append(f"{where}: needs {PLURAL_FORMS.get(lang, 2)} plural forms, has {forms}")
                elif lang == "en" and "(s)" in source and tuple(forms) != english_forms(source):
                    problems.append(f"{where}: English forms {forms}, expected {list(english_forms(source))}")
            elif not (tr.text or "").strip():
                problems.append(f"{where}: empty translation")
    if count == 0:
        problems.append(f"{path.name}: no messages at all")


def check_sources_in_ts(lupdate: str, sources: list, ts_files: list, problems: list) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        copies = []
        for ts in ts_files:
            dest = Path(tmp) / ts.name
            shutil.copy(ts, dest)
            copies.append(str(dest))
        run = subprocess.run([lupdate, "-locations", "none", *sources, "-ts", *copies],
                             capture_output=True, text=True)
        if run.returncode != 0:
            problems.append("lupdate failed: " + run.stderr)
            return
        for copy in copies:
            root = ET.parse(copy).getroot()
            for context in root.iter("context"):
                for msg in context.iter("message"):
                    tr = msg.find("translation")
                    if tr is not None and tr.get("type") == "unfinished":
                        problems.append(f"{Path(copy).name}: source string not in the committed file: "
                                        f"[{context.findtext('name')}] {msg.findtext('source')!r}")


LITERAL = re.compile(r'(?:QStringLiteral|QLatin1String|QLatin1StringView)\s*\(\s*"((?:[^"\\]|\\.)*)"\s*\)')
SENTENCE = re.compile(r"[A-Za-z]{2,}[ ,.!?'][ ]?[A-Za-z]{2,}")


def check_untranslated_literals(sources: list, problems: list) -> None:
    """A literal with two words in GUI code is probably a sentence a user would see."""
    for src in sources:
        for path in Path(src).rglob("*") if Path(src).is_dir() else [Path(src)]:
            if path.suffix not in (".cpp", ".h"):
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if "not UI" in line:
                    continue
                for m in LITERAL.finditer(line):
                    text = m.group(1)
                    if re.fullmatch(r"[\w%.-]+\.(json|csv|sqlite|svg|png|qm)", text):
                        continue  # a file name
                    if not re.search(r"\s", text):
                        continue  # one token: a key, a field path ("name.en"), never a sentence
                    if SENTENCE.search(text) and not re.search(
                            r"[{};=</]|SELECT|INSERT|UPDATE|DELETE|CREATE|PRAGMA|WHERE|ORDER|EXISTS|NULL|DESC|ASC",
                            text):
                        problems.append(f"{path}:{n}: literal text shown without tr(): {text!r}")


def main() -> int:
    lupdate, *rest = sys.argv[1:]
    split = rest.index("--")
    sources, ts_files = rest[:split], [Path(p) for p in rest[split + 1:]]
    problems: list = []
    for ts in ts_files:
        check_ts(ts, problems)
    check_sources_in_ts(lupdate, sources, ts_files, problems)
    check_untranslated_literals(sources, problems)
    for p in problems:
        print(p)
    print(f"{len(problems)} problem(s) in {len(ts_files)} translation file(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
