#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Mutation testing: do the tests notice a small bug in any line of the program?

The script makes mutants itself, from operator patterns applied to the C++ sources: a comparison
flipped or loosened, an off-by-one, a statement dropped, `&&` and `||` swapped, `+` and `-`,
`min` and `max`, `true` and `false`, a `!` dropped, two arguments swapped, a constant changed.
Each mutant is one change in a copy of the repository (a git worktree); the script rebuilds the
tests of the library the file belongs to, runs them, and records whether one failed (the mutant
is "killed") or all passed (it "survived"). A mutant that does not compile is no program and is
not counted. The repository itself is never touched.

    tools/mutate.py --diff REV              the lines changed since REV (before calling a change done)
    tools/mutate.py --sample 80 --seed 1    80 mutants of each library, chosen at random (the full run)
    tools/mutate.py --sample 80 --resume    go on with a run that was stopped (results are kept per mutant)
    ... --resume --rerun ID,ID              the same, and run these again (a survivor after its new test)
    tools/mutate.py --list [...]            print the mutants, run nothing
    tools/mutate.py --only ID,ID            run these mutants again (ids as printed)
    tools/mutate.py --libraries rules,store restrict to some libraries

Libraries: rules (engine/rules), ai (engine/ai), store (app/store), common (ui/common), editor
(editor). The result is printed and written to build/mutants/result.md (a table per library)
and result.json. A survivor is killed by a new test or explained in EQUIVALENT below (its id is
stable while the line's text stays). Not part of CI: a mutant takes 20 s to 2 min on two cores.
"""
import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, asdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# Per library: its folder, the test executables to build for a mutant in it, and the tests to
# run (a CTest regular expression): those that exercise the library, fastest first.
LIBRARIES = {
    "rules": {
        "folder": "engine/rules",
        "targets": ["tst_rules", "tst_worked", "tst_rulecases", "tst_odds", "tst_property",
                    "tst_record", "tst_meeplerefusals", "tst_tileset", "tst_tilesettools",
                    "tst_profiles", "tst_tentativeturn", "tst_hostile", "write_test_data",
                    "starlanes-cli", "write_hostile", "tst_figures", "tst_replay", "tst_tileart",
                    "tst_textwidths"],
        "tests": r"^(engine\.(tst_rules|tst_worked|tst_rulecases|tst_odds|tst_property|tst_record|"
                 r"tst_meeplerefusals|tst_tileset|tst_tilesettools|tst_profiles|tst_tentativeturn|"
                 r"tst_hostile|tst_tileart)|app\.(tst_figures|tst_replay|tst_textwidths)|data\.records_current|art\.golden_tiles|"
                 r"cli\.(validate_.*|replay_.*|tileset_files|hostile_files|render_tiles))$",
    },
    "ai": {
        "folder": "engine/ai",
        "targets": ["tst_ai", "tst_playouts", "tst_replysearch", "tst_treesearch", "tst_analysis",
                    "tst_verdicts",
                    "tst_tactics", "tst_puzzle", "tst_match", "tst_hostile", "starlanes-cli",
                    "starlanes-lab", "write_hostile", "tst_figures"],
        "tests": r"^(engine\.(tst_analysis|tst_verdicts|tst_tactics|tst_puzzle|tst_match|tst_ai|"
                 r"tst_playouts|tst_replysearch|tst_treesearch|tst_hostile)|app\.tst_figures|"
                 r"lab\.review_noise|"
                 r"cli\.(match_.*|db_analyse.*|db_puzzles|hostile_files))$",
    },
    "store": {
        "folder": "app/store",
        "targets": ["tst_gamestore", "tst_storefiles", "tst_analysisstore", "tst_seatresults",
                    "tst_storefaults", "tst_storedamage", "tst_datamove", "tst_batchreview", "tst_players",
                    "tst_puzzles", "starlanes-cli", "write_hostile", "store_crash_child",
                    "tst_storecrash", "tst_figures", "tst_storeshare"],
        "tests": r"^(app\.(tst_gamestore|tst_storefiles|tst_analysisstore|tst_seatresults|"
                 r"tst_storefaults|tst_storedamage|tst_datamove|tst_batchreview|tst_players|tst_puzzles|"
                 r"tst_figures|tst_storecrash|tst_storeshare)|cli\.(db.*|hostile_files))$",
    },
    "common": {
        "folder": "ui/common",
        "targets": ["tst_names", "tst_recordtext", "tst_readable", "tst_hostilefiles",
                    "tst_editordocument", "tst_editorwindow", "tst_editorchecks", "tst_turnlog",
                    "tst_puzzles", "tst_uiart", "tst_screenfit", "tst_playwindow"],
        "tests": r"^(app\.(tst_names|tst_recordtext|tst_readable|tst_hostilefiles|tst_turnlog|"
                 r"tst_puzzles|tst_uiart|tst_screenfit|tst_playwindow)|"
                 r"editor\.(tst_editordocument|tst_editorwindow|tst_editorchecks))$",
    },
    "editor": {
        "folder": "editor",
        "targets": ["tst_editordocument", "tst_editordocfiles", "tst_editorwindow",
                    "tst_editorwidgets", "tst_editorfiles", "tst_editordocwindow",
                    "tst_editortilelist", "tst_editorchecks", "tst_editorinapp", "tst_layout"],
        "tests": r"^(editor\.(tst_editordocument|tst_editordocfiles|tst_editorwindow|"
                 r"tst_editorwidgets|tst_editorfiles|tst_editordocwindow|tst_editortilelist|"
                 r"tst_editorchecks)|app\.(tst_editorinapp|tst_layout))$",
    },
}

# The check that the real home is unchanged after the tests (tests/home_guard.py) is left out:
# other work on the machine (a build's cache in the home) may change it while mutants run.
NO_HOME_CHECK = ["--fixture-exclude-cleanup", "test_homes"]

# Tests that take many seconds run only when the quick ones all pass: most mutants are killed in
# a second or two by a quick test, and a slow one still running would hold the mutant up.
SLOW = re.compile(r"engine\.tst_(hostile|ai|playouts|replysearch)|app\.tst_(storecrash|storeshare|watchable)")


def stages(build: Path, tests: str, work: Path) -> list[str]:
    """The library's tests as two exact CTest expressions: the quick ones, then the slow ones."""
    listed = subprocess.run(["ctest", "--test-dir", str(build), "-N", "-R", tests], cwd=work,
                            capture_output=True, text=True).stdout
    names = re.findall(r"Test\s+#\d+: (\S+)", listed)
    quick = [n for n in names if not SLOW.fullmatch(n)]
    slow = [n for n in names if SLOW.fullmatch(n)]
    return ["^(" + "|".join(re.escape(n) for n in group) + ")$" for group in (quick, slow) if group]

# Survivors no test can kill, by mutant id (see --list), with the reason.
EQUIVALENT: dict[str, str] = {
    # engine/rules/board.cpp: placementWeightAt's key of a cell outside the frontier
    "9e791bae": "-1 as -2: that cell's weight is 0, so coupled placements (the only caller) never "
                "read its key",
    # engine/rules/battle.cpp: beginBattle
    "bbd645da": "'m.node < 0' as '<= 0': node 0 is the start tile's first realm, and a meeple is only "
                "ever put on the tile just placed or a planet beside it (R-TURN-2), so it never "
                "stands on node 0 except on a start tile's planet, which is attacked, not stood on "
                "by placement of that tile",
    # engine/rules/tilefields.cpp, tileshapes.cpp: drawing details no pinned drawing shows
    "a89bcea4": "at least 7 instead of 8 dust grains in a field: only fields under 880 square units "
                "ask for the minimum, and none of the 392 drawings art.golden_tiles pins (every "
                "built-in tile in 4 rotations, every choice of asteroid and route edges with 0-3 "
                "symbols, 46 planet names) has one",
    "29b4fabb": "the lower right name slot's penalty 8 as 9: it ties the lower left slot, which is "
                "tried first and wins ties, so it is chosen only when its cover is lower, and no "
                "pinned drawing changes",
    # engine/ai/puzzle.cpp: a puzzle's budget
    "75596f84": "the signed comparison with the budget as '>=': JSON reads a non-negative integer as "
                "unsigned, so the signed branch sees only negative numbers, refused as below 1 one "
                "line before",
    "493d7046": "'!r.state || phase != PlaceTile' as '&&': differs only for a record whose tile "
                "sets cannot be built (tst_puzzle::noPositionNoSolution), where the mutant reads an "
                "empty std::optional: undefined behaviour that returns false in this build instead "
                "of crashing; a build with _GLIBCXX_ASSERTIONS stops on it",
    # engine/ai/playout.cpp: coupledPlacement
    "eb4b81e2": "keeping a's cell when u * wa * tb <= wb * ta instead of <: the two differ only "
                "when both sides are equal, which for wb > 0 has probability 0 and for wb = 0 "
                "needs the uniform draw to be exactly 0 (probability 2^-53)",
    # engine/ai/search.cpp: select
    "e72aefa3": "the first best turn m_order[1] instead of m_order[0]: overwritten by the first turn "
                "looked at, since every score is finite and above the starting -1e300",
    # engine/ai/turns.cpp: battle odds
    "9d8af33b": "the subsets of sides counted from 0 instead of 1: the empty set has fewer than two "
                "sides and is skipped on the next line",
    # engine/ai/greedy.cpp: pickByValue
    "1d009880": "the fallback after the last weight, n - 1 as n: reached only if rounding leaves the "
                "draw, which starts below the weights' sum, at or above zero after every weight is "
                "subtracted",
    # engine/ai/match.cpp: matchSeeds
    "f627b905": "a seat's seed mixed from set * 8 - seat instead of + seat: still one distinct value "
                "per set and seat (at most 6 seats), so every seat of every set has a stream of its "
                "own, as the match promises; only which stream changes",
    # engine/ai/puzzle.cpp: puzzleFromJson's own fail (readPuzzle has its own)
    "df70d3d9": "the field of a failure found before the document is walked (a syntax error, a "
                "value of a type no field has) is always empty: dropping its assignment changes "
                "nothing",
    # engine/ai/playout.cpp: coupledMeeples
    "886844a8": "'uniform * na > nb' as '>=': the two differ only when the draw lands exactly on "
                "nb / na, probability 0 for a double drawn uniformly",
    # engine/rules/tilesetio.cpp: realmToJson
    "4bcf169b": "the edges looked at up to d <= 4: bit 4 of a realm's edge mask is never set (the "
                "reader takes edges by the names N, E, S, W only, and the editor's commands the same)",
    # engine/rules/tileshapes.cpp: laneBadges
    "cce44371": "the badge search starting 5 units along a lane instead of 4: a badge 4 units from "
                "the tile's edge has its room halved and is never chosen on any built-in tile "
                "(art.golden_tiles pins all 60 in 4 rotations); a drawing detail, no rule",
    # engine/rules/jsonread.cpp: when the cancel flag is looked at
    "1f5d299b": "cancel is looked at every 4096 values at another phase (1 instead of 0): a "
                "cancelled reading still stops within 4096 values",
    "325899aa": "ok's first value is never read: sax_parse's result or the catch sets it",
    # engine/rules/inputfile.cpp
    "7464df86": "the Fd guard '>= 0' as '> 0': open() never returns 0 while stdin is open",
    "2736795d": "the Fd guard '>= 0' as '>= 1': open() never returns 0 while stdin is open",
    "f4c6ffd4": "the read buffer grows by 4097 instead of 4096: only the number of read() calls",
    "4f6c565a": "the read buffer grows by 4095 instead of 4096: only the number of read() calls",
    # engine/rules/outputfile.cpp
    "9f830b1d": "a line buffer of 257 instead of 256 bytes for /proc/self/status",
    "b9ec3902": "a line buffer of 255 instead of 256 bytes for /proc/self/status",
    "85f700c5": "the Umask line is the only one: reading on after it changes nothing",
    "d0608a96": "which folder is fsync'ed after the rename: durability after a power cut only",
    "777d0153": "which folder is fsync'ed after the rename: durability after a power cut only",
    "23343889": "which folder is fsync'ed after the rename: durability after a power cut only",
    "4c1552bf": "which folder is fsync'ed after the rename: durability after a power cut only",
    "3a41fd0d": "the folder's descriptor checked '> 0': open() never returns 0 while stdin is open",
    "2bb0e311": "the folder's descriptor checked '>= 1': open() never returns 0 while stdin is open",
    # engine/rules/profiles.cpp
    "fa1e1cb1": "bestOther's first value is never read: anyOther guards it",
    # app/store/puzzles.cpp: turnAt counts the placements before a decision
    "8992186a": "counting from the second event: a record's first event is the first tile drawn "
                "(a placement needs a drawn tile, R-TURN-1; replay refuses a record that starts "
                "otherwise), so the first event is never a placement to count",
    # app/store/gamestore.cpp: a creation that failed closes its connection before removing
    "5153e296": "the connection left open while the file is removed: on Linux a file open in "
                "SQLite is unlinked all the same, and the refused store is destroyed (closing the "
                "connection) before open() returns; the order matters only on Windows, where an "
                "open file cannot be removed",
    "49ae4b49": "a log beside no database refused from 2 bytes instead of 1: a log shorter than its "
                "32-byte header has no valid header, and SQLite's recovery treats such a log as "
                "empty, so a 1-byte log mixes nothing into a new file either way",
    "8013d50c": "migrate()'s own refusal of an impossible schema version: initialise() refuses "
                "the same versions, read through SQLite with the log (tst_storedamage), before "
                "migrate() runs; migrate() reads the version again only to guard against another "
                "program writing one in between (it would index the steps), a race no test can "
                "time without a hook in the store",
    # ui/common: the wait for work off the window's thread, and a swatch's painter
    "fcdb639b": "the progress dialog's own delay (4 s) instead of ours (kShowAfterMs): it still "
                "appears for slow work and never for quick work; only when it appears differs, "
                "which a test could tell only with a time limit (not allowed in the suite)",
    "1f4ab079": "the bar set to 1000 of 1000 instead of 999 while the work runs: auto-close and "
                "auto-reset are off, so the dialog neither closes nor resets at the maximum; the "
                "bar reads full one poll before the work returns",
    "8f130522": "the swatch's painter ended by its destructor instead of p.end(): the raster "
                "engine paints at once, so the icon copied from the pixmap is the same picture "
                "(tst_uiart pins it)",
    "bb5faa47": "the 'break' of the last case of a switch dropped: the case falls through to the "
                "switch's end, where it would go anyway",
    "d25c5f02": "the table of pips declared with 8 faces instead of 7: the extra face is never "
                "read (faces 1-6 only)",
    "38cd62f8": "a battle die's value clamped to 1-7 instead of 1-6: battle dice are rolled 1-6 "
                "(R-BAT-2) and the yellow die draws its number, so no die asks for face 7",
    "39b6ccbb": "the theme's BrightText set to white, or left at Fusion's own, which is white "
                "too (tst_uiart pins the palette)",
    "2523132a": "a swatch's light outline for colours of lightness below 91 instead of 90: the "
                "swatches show the six player colours (lightness 64, 113, 125, 129, 141, 241), "
                "none of them 90",
    "a23b333f": "the picture cache emptied at 4,000 pictures instead of 4,001: only when it is "
                "drawn again differs, never what is drawn",
    "afd1539a": "a header claiming pages checked from 2 pages instead of 1: a file of one page "
                "claimed but shorter than a page is caught by its size not being a multiple of "
                "the page size (an empty file is refused before)",
    "bc12c65b": "renameNoReplace's fallback for a file system without RENAME_NOREPLACE (a hard "
                "link): Linux's local file systems, tmpfs included, all have it, so no test "
                "reaches the fallback",
    "cc7c9629": "the score cache kept after a failed write: it matters only when COMMIT fails "
                "after the body wrote the scores; a full disk (tst_storefaults, tmpfs or SQLite's "
                "page limit) fails at the body's first new page instead, and no test can make "
                "COMMIT alone fail without a fault-injection hook",
    "af1d691f": "a status message's time left not carried over when the language changes: only "
                "how long the message stays after a second change of language differs, which a "
                "test could see only with a time limit",
    # editor/tileedits.cpp: connectEdges
    "d93420d3": "std::min(rb, ra) for std::min(ra, rb): the smaller of two ints either way",
    "a462eb82": "tileMoved(to, from) for tileMoved(from, to): the editor only ever moves a tile by "
                "one place (Move up, Move down and their undo), and swapping two neighbours is "
                "the same move read from either end, for the list and the tile editor alike",
    # editor/tilecanvas.cpp: keys and hover
    "f16eb23e": "the arrow key's direction starting at 0 instead of -1: every arrow key sets it "
                "and every other key returns before it is read",
    "6ac51bdb": "no edge under the pointer of an empty canvas as -2 instead of -1: every reader "
                "asks only whether the hovered edge is below 0",
    # editor/tileeditor.cpp, balancedialog.cpp: layout factors that move nothing
    "0c98f2ff": "a symbol box's stretch 2 instead of 1 beside its icon (stretch 0): the only "
                "stretching item of its row takes all the room either way (every widget's "
                "geometry compared, the same)",
    "f7821223": "the balance check's buttons in grid row 4 instead of 3: the empty row 3 takes "
                "no height and no spacing (every widget's geometry compared, the same)",
    # editor/editorfiles.cpp: warn(), saveTo()
    "b3eea5bf": "'Saved to' said for 5.001 s instead of 5: a test could see it only with a time "
                "limit",
    "524bfd3f": "the same for 4.999 s",
    "cb6f65f9": "a problem said in the status bar for 8.001 s instead of 8: a test could see it only "
                "with a time limit",
    "e9d72d0e": "the same for 7.999 s",
    # editor/balancedialog.cpp
    "c5fc2826": "the progress range's minimum 1 instead of 0: the bar's range is the dialog's own, "
                "and Qt reads only the maximum (to pass on the last step)",
    # editor/editorwindow.cpp
    "a1f7b603": "closeEvent's event->accept() dropped: a close event arrives accepted, and only "
                "ignore() (unsaved changes kept) changes that",
    "5494f696": "showDocument's last updateActions() dropped: selectTile(0) a few lines above "
                "always moves the list's current row (its model is new), whose handler updates "
                "the actions",
    "706f48f5": "the document's undo stack not added to the undo group: the window's undo, redo "
                "and history work on the group's active stack alone, which is set either way "
                "(undo and redo tested in tst_editorwindow)",
    "2dc7c72e": "moveTile's guard 'to >= count' as 'to > count', and its '||' as '&&' (below): Move "
                "down is off on the last tile and Move up on the first "
                "(tst_editordocwindow::moveAndCountFollowTheTile), and an action that is off "
                "does not trigger; the guard's bounds at 0 are tested by moving tiles 0 and 1",
    "a392d037": "the same guard (see 2dc7c72e)",
    "a74b9f42": "the same guard (see 2dc7c72e)",
    "3f81b393": "setCountOfSelected's 'ok' starting true: QInputDialog::getInt sets it either way",
    "e6534462": "'a set keeps one tile type' said for 8.001 s instead of 8: a test could see it "
                "only with a time limit",
    "933f33b0": "the same for 7.999 s",
    "6ae44c2b": "selectTile's 'no tile' test with '&&' for '||': the document is always there, "
                "and the tile list and the tile editor each take an index out of range as 'no "
                "tile' themselves",
    "0dbc0bab": "'no tile' passed on as -2 instead of -1: the tile list and the tile editor take "
                "every index below 0 as 'no tile'",
    "0aa3afd7": "the checks not updated on propertiesChanged: the only property the checks show "
                "(the role's sheet of facts) also changes the problems (a base set needs a start "
                "tile, an expansion has none), and the document emits problemsChanged after "
                "propertiesChanged, so the checks are updated with the facts already checked again",
    "fc169ce5": "~EditorWindow's closeDocument() dropped: killed by the sanitizer suite (UBSan in "
                "tst_editorwindow and others: the views call back into a half-destroyed window), "
                "which this Release run does not build; seen failing by hand",
    "036515f3": "closeDocument()'s reset dropped: the same as fc169ce5",
    "40e761ee": "~EditorWindow's m_doc = nullptr dropped: the window's handlers then read a "
                "document whose members are already destroyed (its models, its children, go "
                "after them); the memory is not freed yet, so even ASan does not see it; with "
                "no document the handlers return at once",
    # editor/tilelistpanel.cpp
    "1dfddc59": "the filter's 'All realm kinds' as -2 instead of -1: the filter reads every value "
                "below 0 as 'any kind'",
    "31ebd189": "the tile list's tool bar icons at 21 px instead of 20: a choice of look (the "
                "icons are drawn from SVG at any size), not a behaviour",
    "a6370876": "the symbol filter starting at its second choice: the window first shows the "
                "built-in base set at its first tile, which has no symbol and so is hidden by that "
                "filter; showing it clears the filters (tst_editorwidgets::"
                "hiddenTileChosenShowsEveryTileAgain) before anyone sees the list",
    "9941b0d1": "setStretchLastSection(false) dropped: a table's header does not stretch its last "
                "section unless told to (false is Qt's default)",
    "78af96f5": "the list's 'no such tile' test 'index >= count' as '>': the window passes -1 for "
                "every index out of range, never the count itself",
    "930fe93e": "the tile's row looked up by its cell in column 1 instead of 0: the list selects "
                "and scrolls to whole rows",
    "ab2b5e06": "the same, after the filters are cleared (see 930fe93e)",
    "0d2a0121": "the list's tool bar icons at 21 px, 19 px or the style's size instead of 20: a "
                "choice of look (see 31ebd189)",
    "6a755d65": "the same (see 0d2a0121)",
    "989aed87": "the same (see 0d2a0121)",
    "33fbc510": "the same (see 0d2a0121)",
    "dcc8e386": "the list's stretch 2 or 0 instead of 1 in the panel: it is the only part of the "
                "panel that grows in height (search, filters and tool bar keep theirs), so it "
                "takes all the room either way",
    "1f31179d": "the same (see dcc8e386)",
    "385f181c": "the symbol filter's 'Any symbols' as -2 instead of -1: the filter reads every "
                "value below 0 as 'any'",
    "0a1c9ccd": "no current row reported as tile -2 instead of -1: the window reads every value "
                "below 0 as 'no tile'",
    "7da19eb8": "the list panel's changeEvent not passed on to QWidget's: the panel draws "
                "nothing of its own, and its children get their own change events (font, "
                "style, palette); QWidget does nothing with a change of language",
    "ac4406ef": "the list's thumbnails at 45 px instead of 44: a choice of look (each row still "
                "holds its thumbnail, tst_editorwidgets::tileListRowsHoldTheirThumbnails)",
    "e6ba564b": "the same at 43 px",
    "024d3445": "a row 7 px taller than its thumbnail instead of 6 (or 5): a choice of look; "
                "a row shorter than its thumbnail fails tileListRowsHoldTheirThumbnails",
    "e65cb131": "the same (see 024d3445)",
    "706eb799": "the list panel at least 251 px wide instead of 250: a choice of look (the texts "
                "shown whole are checked by tst_layout at the window's real size)",
    "d2f720a6": "the same, 249 px",
    "87a3afca": "a margin of the list panel 7 px instead of 6 (or 5, or the right one 1 instead "
                "of 0): a choice of look, every widget still in its place (tst_layout)",
    "24218070": "the same (see 87a3afca)",
    "a7bd6322": "the same (see 87a3afca)",
    "f9bb20e8": "the same (see 87a3afca)",
    "2ef733fc": "the same (see 87a3afca)",
    "9c23bbd7": "the same (see 87a3afca)",
    "ac018b66": "the list's filter model left without a parent: one proxy model leaked per "
                "window, which only a leak checker sees (the sanitizer build's LeakSanitizer; "
                "the mutation run uses a Release build without it)",
    # editor/setpanel.cpp
    "bab2339c": "the role and start-tile boxes at least 11 characters wide instead of 12: a "
                "choice of look, not a behaviour; the window lays out the same at its usual "
                "size, and at its narrowest the role box still shows each role whole "
                "(tst_editorwidgets, both languages)",
}


@dataclass
class Mutant:
    id: str
    library: str
    path: str
    line: int        # 1-based
    column: int      # 0-based, in the line
    before: str      # the text replaced
    after: str
    operator: str


def masked(line: str, in_block: bool) -> tuple[str, bool]:
    """The line with comments, string and character literals blanked (so no pattern matches
    inside them), and whether a block comment is still open at its end."""
    out = []
    i, n = 0, len(line)
    while i < n:
        if in_block:
            end = line.find("*/", i)
            if end < 0:
                out.append(" " * (n - i))
                return "".join(out), True
            out.append(" " * (end + 2 - i))
            i, in_block = end + 2, False
            continue
        c = line[i]
        if line.startswith("//", i):
            out.append(" " * (n - i))
            break
        if line.startswith("/*", i):
            in_block = True
            continue
        if c == 'R' and line.startswith('R"', i):  # a raw string: to its end or the line's
            close = line.find(')"', i + 2)
            stop = n if close < 0 else close + 2
            out.append(" " * (stop - i))
            i = stop
            continue
        if c in "\"'":
            j = i + 1
            while j < n and line[j] != c:
                j += 2 if line[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i))
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out), in_block


# (operator name, pattern on the masked line, replacement function of the match)
SPACED = [("==", "!="), ("!=", "=="), ("<=", "<"), (">=", ">"), ("<", "<="), (">", ">="),
          ("&&", "||"), ("||", "&&"), ("+", "-"), ("-", "+"), ("+=", "-="), ("-=", "+=")]
STATEMENT = re.compile(
    r"^(\s*)((?:\+\+|--)?[A-Za-z_][\w.\->\[\]()*:]*(?:\+\+|--|\s*[-+*/|&^]?=\s*[^=].*|\(.*\))"
    r"|(?:break|continue));\s*$")
DECLARATION = re.compile(r"^\s*(?:const\s+)?[\w:<>,*&]+\s+[*&]?\w+\s*(?:=|\{|\()")


def sites(path: Path, library: str) -> list[Mutant]:
    rel = str(path.relative_to(REPO))
    text = path.read_text(encoding="utf-8").splitlines()
    found: list[Mutant] = []
    in_block = False

    def add(no: int, col: int, before: str, after: str, op: str) -> None:
        # Stable while the line's text stays (wherever it moves): the file, the line's text and
        # how many lines above it read the same, the place in it, the change.
        same = sum(1 for t in text[:no - 1] if t.strip() == text[no - 1].strip())
        indent = len(text[no - 1]) - len(text[no - 1].lstrip())
        key = f"{rel}|{text[no - 1].strip()}|{same}|{col - indent}|{before}|{after}"
        mid = hashlib.sha1(key.encode()).hexdigest()[:8]
        found.append(Mutant(mid, library, rel, no, col, before, after, op))

    for no, raw in enumerate(text, 1):
        code, in_block = masked(raw, in_block)
        stripped = code.strip()
        if not stripped or stripped.startswith("#") or "static_assert" in code:
            continue
        if re.match(r"^\s*(case\s|default:|template\s*<|using\s|namespace\s|enum\s|struct\s|class\s)", code):
            continue
        for before, after in SPACED:
            for m in re.finditer(r"(?<=[\w)\]\s])\s" + re.escape(before) + r"\s(?=[\w(!\-*&:\[])", code):
                col = m.start() + 1
                if code[col:col + len(before)] == before:
                    add(no, col, before, after, "operator")
        for m in re.finditer(r"\bstd::(min|max)\(", code):
            other = "max" if m.group(1) == "min" else "min"
            add(no, m.start(1), m.group(1), other, "min/max")
        for m in re.finditer(r"\b(true|false)\b", code):
            add(no, m.start(), m.group(1), "false" if m.group(1) == "true" else "true", "boolean")
        for m in re.finditer(r"(?<![\w.])(\d+)(?![\w.'])", code):
            digits = m.group(1)
            octal = len(digits) > 1 and digits.startswith("0")  # C++: 0666 is octal
            try:
                value = int(digits, 8 if octal else 10)
            except ValueError:  # "09" is no C++ number
                continue
            if value > 100000:
                continue
            spell = (lambda v: "0" + format(v, "o")) if octal else str
            add(no, m.start(), digits, spell(value + 1), "constant+1")
            if value > 0:
                add(no, m.start(), digits, spell(value - 1), "constant-1")
        for m in re.finditer(r"!(?=[\w(])", code):
            if code[m.start():m.start() + 2] != "!=":
                add(no, m.start(), "!", "", "negation dropped")
        for m in re.finditer(r"\((\w+), (\w+)\)", code):
            if m.group(1) != m.group(2) and not m.group(1).isdigit():
                add(no, m.start(), m.group(0), f"({m.group(2)}, {m.group(1)})", "arguments swapped")
        s = STATEMENT.match(code)
        if s and not DECLARATION.match(code) and not re.match(r"^\s*(return|if|for|while|else|do)\b", code):
            body = raw[len(s.group(1)):]
            add(no, len(s.group(1)), body, ";", "statement dropped")
    return found


def changed_lines(rev: str) -> dict[str, set[int]]:
    """The lines added or changed since `rev`, by file."""
    diff = subprocess.run(["git", "diff", "-U0", rev, "--", "*.cpp"], cwd=REPO,
                          capture_output=True, text=True, check=True).stdout
    lines: dict[str, set[int]] = {}
    current = None
    for row in diff.splitlines():
        if row.startswith("+++ "):
            current = row[6:] if row.startswith("+++ b/") else None
        elif row.startswith("@@") and current:
            m = re.search(r"\+(\d+)(?:,(\d+))?", row)
            start, count = int(m.group(1)), int(m.group(2) or "1")
            lines.setdefault(current, set()).update(range(start, start + count))
    return lines


def all_mutants(libraries: list[str]) -> list[Mutant]:
    result = []
    for lib in libraries:
        for path in sorted((REPO / LIBRARIES[lib]["folder"]).glob("*.cpp")):
            result += sites(path, lib)
    return result


def apply(text: str, m: Mutant) -> str:
    lines = text.split("\n")
    line = lines[m.line - 1]
    if line[m.column:m.column + len(m.before)] != m.before:
        raise ValueError(f"{m.id}: the text has moved")
    lines[m.line - 1] = line[:m.column] + m.after + line[m.column + len(m.before):]
    return "\n".join(lines)


def run(cmd, cwd, log) -> int:
    # The windows' tests without a display, as CTest's presets run them.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("DISPLAY", None)
    with open(log, "a") as out:
        out.write("$ " + " ".join(map(str, cmd)) + "\n")
        out.flush()
        return subprocess.run(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, env=env).returncode


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--diff", metavar="REV", help="only lines added or changed since REV")
    ap.add_argument("--sample", type=int, help="at most this many mutants of each library")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--libraries", default=",".join(LIBRARIES))
    ap.add_argument("--only", help="comma-separated mutant ids")
    ap.add_argument("--list", action="store_true", help="print the mutants and stop")
    ap.add_argument("--keep", action="store_true", help="keep the worktree and its build")
    ap.add_argument("--resume", action="store_true",
                    help="keep the results in build/mutants/result.json and run only the mutants not in it")
    ap.add_argument("--rerun", metavar="IDS",
                    help="with --resume: run these mutants again (comma-separated), e.g. after a new test")
    ap.add_argument("--timeout", type=int, default=300, help="seconds a test may take")
    args = ap.parse_args()
    libraries = [x for x in args.libraries.split(",") if x]
    unknown = [x for x in libraries if x not in LIBRARIES]
    if unknown:
        print("unknown libraries:", ", ".join(unknown), "(known:", ", ".join(LIBRARIES) + ")")
        return 2
    mutants = all_mutants(libraries)
    if args.diff:
        changed = changed_lines(args.diff)
        mutants = [m for m in mutants if m.line in changed.get(m.path, set())]
    if args.only:
        wanted = set(args.only.split(","))
        mutants = [m for m in mutants if m.id in wanted]
    if args.sample:
        # A sample that stays put while the code changes: each mutant's place in it comes from
        # its own id and the seed, so adding or removing other lines does not redraw it; a
        # resumed run keeps the mutants it already ran that still exist, and fills up from there.
        before = set()
        previous = REPO / "build" / "mutants" / "result.json"
        if args.resume and previous.exists():
            before = {r["id"] for r in json.loads(previous.read_text(encoding="utf-8"))}
        def rank(m: Mutant) -> str:
            return hashlib.sha1(f"{args.seed}:{m.id}".encode()).hexdigest()
        chosen = []
        for lib in libraries:
            of_lib = sorted((m for m in mutants if m.library == lib),
                            key=lambda m: (m.id not in before, rank(m)))
            chosen += of_lib[:args.sample]
        mutants = chosen
    print(f"{len(mutants)} mutants", flush=True)
    if args.list:
        for m in mutants:
            print(f"{m.id} {m.library:7} {m.path}:{m.line}: {m.operator}: {m.before!r} -> {m.after!r}")
        return 0
    if not mutants:
        return 0

    out = REPO / "build" / "mutants"
    out.mkdir(parents=True, exist_ok=True)
    work = out / "worktree"
    log = out / "log.txt"
    rows = []
    if args.resume and (out / "result.json").exists():
        wanted = {m.id for m in mutants}
        again = set(args.rerun.split(",")) if args.rerun else set()
        rows = [r for r in json.loads((out / "result.json").read_text(encoding="utf-8"))
                if r["id"] in wanted and r["id"] not in again]
        for r in rows:  # a survivor explained since it ran
            if r["status"] == "SURVIVED" and r["id"] in EQUIVALENT:
                r["status"] = "equivalent"
        done = {r["id"] for r in rows}
        mutants = [m for m in mutants if m.id not in done]
        print(f"{len(rows)} mutants done before, {len(mutants)} to run", flush=True)
    else:
        log.write_text("")
    if work.exists():
        subprocess.run(["git", "worktree", "remove", "--force", str(work)], cwd=REPO)
    # The working tree as it is now, committed or not: what is tested is what is there.
    stash = subprocess.run(["git", "stash", "create"], cwd=REPO, capture_output=True, text=True).stdout.strip()
    subprocess.run(["git", "worktree", "add", "--detach", str(work), stash or "HEAD"], cwd=REPO, check=True)
    # Outside the worktree, so that the next run builds only what changed since.
    build = out / "build"
    targets = sorted({t for lib in libraries for t in LIBRARIES[lib]["targets"]})
    if run(["cmake", "-S", ".", "-B", str(build), "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release"], work, log) or \
       run(["cmake", "--build", str(build), "--target", *targets], work, log):
        print("the unmutated build fails: see", log)
        return 2
    for lib in libraries:
        if run(["ctest", "--test-dir", str(build), "-R", LIBRARIES[lib]["tests"],
                "--timeout", str(args.timeout), *NO_HOME_CHECK], work, log):
            print(f"the tests of {lib} fail without a mutant: see", log)
            return 2

    for k, m in enumerate(mutants, 1):
        source = work / m.path
        text = source.read_text(encoding="utf-8")
        lib = LIBRARIES[m.library]
        t0 = time.time()
        source.write_text(apply(text, m), encoding="utf-8")
        try:
            if run(["cmake", "--build", str(build), "--target", *lib["targets"]], work, log):
                status = "invalid"  # does not compile: not a program
            else:
                failed = any(
                    run(["ctest", "--test-dir", str(build), "-R", stage, "--timeout",
                         str(args.timeout), "--stop-on-failure", "-j2", *NO_HOME_CHECK], work, log)
                    for stage in stages(build, lib["tests"], work))
                status = "killed" if failed else ("equivalent" if m.id in EQUIVALENT else "SURVIVED")
        finally:
            source.write_text(text, encoding="utf-8")
        rows.append({**asdict(m), "status": status, "seconds": round(time.time() - t0)})
        print(f"[{k}/{len(mutants)}] {m.id} {status:10} {m.path}:{m.line} {m.operator}: "
              f"{m.before!r} -> {m.after!r} ({time.time() - t0:.0f} s)", flush=True)
        (out / "result.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")

    lines = []
    overall = [0, 0, 0]
    for lib in libraries:
        mine = [r for r in rows if r["library"] == lib and r["status"] != "invalid"]
        if not mine:
            continue
        killed = sum(r["status"] == "killed" for r in mine)
        equivalent = sum(r["status"] == "equivalent" for r in mine)
        overall = [overall[0] + killed, overall[1] + equivalent, overall[2] + len(mine)]
        lines.append(f"| {lib} | {len(mine)} | {killed} | {equivalent} | "
                     f"{100.0 * killed / max(1, len(mine) - equivalent):.0f} % |")
    invalid = sum(r["status"] == "invalid" for r in rows)
    summary = (f"{overall[0]} of {overall[2]} mutants killed, {overall[1]} equivalent "
               f"({100.0 * overall[0] / max(1, overall[2] - overall[1]):.0f} % of the others); "
               f"{invalid} did not compile")
    table = ["| library | mutants | killed | equivalent | killed of the others |", "|---|---|---|---|---|"]
    survivors = ["", "| id | where | mutant |", "|---|---|---|"] + [
        f"| {r['id']} | `{r['path']}:{r['line']}` | {r['operator']}: `{r['before']}` → `{r['after']}` |"
        for r in rows if r["status"] == "SURVIVED"]
    (out / "result.md").write_text(summary + "\n\n" + "\n".join(table + lines + survivors) + "\n",
                                   encoding="utf-8")
    print(summary)
    print("\n".join(table + lines))
    if not args.keep:
        subprocess.run(["git", "worktree", "remove", "--force", str(work)], cwd=REPO)
    return 0


if __name__ == "__main__":
    sys.exit(main())
