#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""A small mutation check of the rules engine and the analysis: do the tests notice a bug?

Each mutant is one small change of the source (a flipped comparison, an off-by-one, a dropped
term, swapped operands) in the code that decides points: scoring, battles, their odds, realms,
the analysis. For each mutant the script changes the file in a copy of the repository (a git
worktree), rebuilds the tests that cover that code, runs them and records whether a test failed
(the mutant is "killed") or all passed (it "survived"). The repository itself is not touched.

    tools/mutate.py [--only N,N] [--keep]      (from the repository; seconds to minutes a mutant)

The result is printed as a table and written to build/mutants/result.md. A survivor is either
killed by a new test or explained as equivalent (no behaviour can tell it apart) in EQUIVALENT.
Not part of CI: the 49 mutants took 23 minutes on two cores (1 December 2026).
"""
import argparse
import subprocess
import sys
import time
from pathlib import Path

# (file, exact original text (unique in the file), replacement, what the change means)
MUTANTS = [
    # realms: union-find, values, completion (engine/rules/realms.cpp)
    ("engine/rules/realms.cpp", "m_nodes[static_cast<std::size_t>(ra)].open -= 2;", "m_nodes[static_cast<std::size_t>(ra)].open -= 1;", "a loop closes one open end, not two"),
    ("engine/rules/realms.cpp", "A.open + B.open - 2", "A.open + B.open - 1", "joining two realms closes one end, not two"),
    ("engine/rules/realms.cpp", "A.symbols[f] = static_cast<std::uint16_t>(A.symbols[f] + B.symbols[f]);", "A.symbols[f] = static_cast<std::uint16_t>(A.symbols[f]);", "symbols lost when realms join"),
    ("engine/rules/realms.cpp", "A.meeples = static_cast<std::uint8_t>(A.meeples + B.meeples);", "A.meeples = static_cast<std::uint8_t>(A.meeples);", "meeples lost when realms join"),
    ("engine/rules/realms.cpp", "A.sideMask |= B.sideMask;", "A.sideMask &= B.sideMask;", "owners intersected instead of joined"),
    ("engine/rules/realms.cpp", "return distinctTiles(root) + 2 * symbols;", "return distinctTiles(root) + 1 * symbols;", "a route's symbol worth 1, not 2"),
    ("engine/rules/realms.cpp", "(n.open == 0 ? 2 : 1)", "(n.open <= 1 ? 2 : 1)", "a field open on one end counted as closed"),
    ("engine/rules/realms.cpp", "(n.open == 0 ? 2 : 1) * distinctTiles(root) + 2 * symbols", "(n.open == 0 ? 2 : 1) * distinctTiles(root) + 3 * symbols", "a field's symbol worth 3"),
    ("engine/rules/realms.cpp", "return 1 + n.planetNeighbours + 2 * symbols;", "return n.planetNeighbours + 2 * symbols;", "a planet's own point dropped"),
    ("engine/rules/realms.cpp", "n.planetNeighbours == 8", "n.planetNeighbours >= 7", "a planet complete with 7 neighbours"),
    ("engine/rules/realms.cpp", "? n.planetNeighbours == 8 : n.open == 0;", "? n.planetNeighbours == 8 : n.open <= 1;", "a realm complete with one open end"),
    ("engine/rules/realms.cpp", "m_score[static_cast<std::size_t>(side)] += points;", "m_score[static_cast<std::size_t>(side)] += points / 2 * 2;", "odd points rounded down"),
    ("engine/rules/realms.cpp", "                --m_nodes[static_cast<std::size_t>(root)].meeples;", "                ;", "a returned meeple still counted in the realm"),
    ("engine/rules/realms.cpp", "&= static_cast<std::uint8_t>(~(1u << side));", "&= static_cast<std::uint8_t>(~(0u << side));", "the owner stays after its meeples went home"),
    ("engine/rules/realms.cpp", "if (!final) returnMeeples(root, side);", "returnMeeples(root, side);", "meeples go home at the final scoring too"),
    ("engine/rules/realms.cpp", "meeples > 0 && isComplete(root)", "meeples > 1 && isComplete(root)", "a realm with one meeple not scored"),
    ("engine/rules/realms.cpp", "if (n.sideMask == (1u << side)) total += realmValue(root);", "if (n.sideMask & (1u << side)) total += realmValue(root);", "a realm in battle projected for every side in it"),
    ("engine/rules/realms.cpp", "if (mask != 0 && (mask & (mask - 1)) == 0)", "if (mask != 0)", "a contested realm projected for its lowest side"),
    ("engine/rules/realms.cpp", "dup = seen[static_cast<std::size_t>(i)] == t;", "dup = false;", "a tile counted once per segment of the realm on it"),
    # battles (engine/rules/battle.cpp)
    ("engine/rules/battle.cpp", "dice += m.large ? 2 : 1;", "dice += m.large ? 1 : 1;", "the large meeple rolls one die"),
    ("engine/rules/battle.cpp", "if (realm.symbols[static_cast<std::size_t>(sideFaction(side))] > 0) ++dice;", "if (realm.symbols[static_cast<std::size_t>(sideFaction(side))] > 1) ++dice;", "one own symbol gives no die"),
    ("engine/rules/battle.cpp", "std::min(dice, 3)", "std::min(dice, 4)", "four dice allowed"),
    ("engine/rules/battle.cpp", "bs.blaster && m_rollDie == 0 ? DieKind::Yellow", "bs.blaster && m_rollDie == 1 ? DieKind::Yellow", "the yellow die replaces the second die"),
    ("engine/rules/battle.cpp", "result[i] = best + (bs.lightsaber ? 1 : 0);", "result[i] = best + (bs.lightsaber ? 2 : 0);", "the lightsaber adds 2"),
    ("engine/rules/battle.cpp", "if (result[i] < top) {", "if (result[i] < top - 1) {", "a side one below the top does not withdraw"),
    ("engine/rules/battle.cpp", "addPoints(bs.side, bs.dice, ScoreSource::Battle);", "addPoints(bs.side, 1, ScoreSource::Battle);", "the loser scores 1, not 1 per die"),
    ("engine/rules/battle.cpp", "            addPoints(bs.side, 1, ScoreSource::Battle);", "            addPoints(bs.side, 2, ScoreSource::Battle);", "a tie scores 2"),
    ("engine/rules/battle.cpp", "} else if (tied > 1) {", "} else if (tied > 2) {", "a two-way tie scores nothing"),
    ("engine/rules/battle.cpp", "int best = *std::max_element(", "int best = *std::min_element(", "the lowest die counts"),
    ("engine/rules/battle.cpp", "tied += m_battle[i].active && result[i] == top;", "tied += result[i] == top;", "withdrawn sides counted in a tie"),
    # exact battle odds (engine/rules/odds.cpp)
    ("engine/rules/odds.cpp", "const int lo = yellow ? 3 : 1;", "const int lo = yellow ? 2 : 1;", "the yellow die from 2"),
    ("engine/rules/odds.cpp", "faces >= 6 ? 1.0 : faces / 6.0", "faces >= 5 ? 1.0 : faces / 6.0", "five faces counted as all six"),
    ("engine/rules/odds.cpp", "const int shift = s.lightsaber ? 1 : 0;", "const int shift = s.lightsaber ? 0 : 0;", "the lightsaber ignored in the odds"),
    ("engine/rules/odds.cpp", "p *= dieAtMost(s.blaster && d == 0, m);", "p *= dieAtMost(s.blaster, m);", "every die of a blaster side yellow"),
    ("engine/rules/odds.cpp", "x /= (1.0 - selfTie);", "x /= 1.0;", "re-rolls of full ties ignored"),
    ("engine/rules/odds.cpp", ": (v > 0 ? cdf[static_cast<std::size_t>(i)]", ": (v > 1 ? cdf[static_cast<std::size_t>(i)]", "a side below a top of 1 not counted"),
    # placement and meeples (engine/rules/board.cpp, engine/rules/state.cpp)
    ("engine/rules/board.cpp", "            ++m_nodes[node].planetNeighbours;", "            ;", "a planet's new neighbour not counted"),
    ("engine/rules/board.cpp", "around += c.tile != 0;", "around += c.planet != 0;", "a planet counts only planets around it"),
    ("engine/rules/state.cpp", "if ((mask & (mask - 1)) != 0) // more than one side", "if ((mask & (mask - 1)) == 0) // more than one side", "battles where one side stands alone"),
    ("engine/rules/state.cpp", "return m_nodes[static_cast<std::size_t>(findRoot(t.nodeBase + m.segment))].meeples == 0;", "return m_nodes[static_cast<std::size_t>(findRoot(t.nodeBase + m.segment))].meeples <= 1;", "a meeple allowed in a realm that holds one"),
    # the analysis (engine/ai/analysis.cpp)
    ("engine/ai/analysis.cpp", "if (other.margin > played.margin) {", "if (other.margin < played.margin) {", "the worse turn taken as the best"),
    ("engine/ai/analysis.cpp", "o.margin = o.scores[static_cast<std::size_t>(who.side)] - best;", "o.margin = o.scores[static_cast<std::size_t>(who.side)] - best / 2;", "the margin against half the best other score"),
    ("engine/ai/analysis.cpp", "o.win = o.margin > 0 ? 1.0 : o.margin == 0 ? 0.5 : 0.0;", "o.win = o.margin >= 0 ? 1.0 : 0.0;", "a shared top score counted as a win"),
    ("engine/ai/analysis.cpp", "    if (pointsLost >= kBlunderPoints)", "    if (pointsLost > kBlunderPoints)", "exactly 8 points not a blunder"),
    ("engine/ai/analysis.cpp", "return pointsLost >= kNoisePoints ? Verdict::Weaker : Verdict::Equal;", "return pointsLost > kNoisePoints ? Verdict::Weaker : Verdict::Equal;", "exactly 1 point within the noise"),
    ("engine/ai/analysis.cpp", "        r.pointsLost += loss;", "        r.pointsLost = loss;", "only the last loss summed"),
    ("engine/ai/analysis.cpp", "if (tile.sameAs[a.place.rot & 3u] != tile.sameAs[b.place.rot & 3u])", "if (a.place.rot != b.place.rot)", "a symmetric rotation another turn"),
    ("engine/ai/analysis.cpp", "    value.margin /= n;", "    value.margin /= (n + 1);", "the mean over one playout too many"),
    ("engine/ai/analysis.cpp", "const TurnValue other = valueOfTurn(state, proposal, options, evaluation, cancel);", "const TurnValue other = valueOfTurn(state, proposal, options, evaluation + 1, cancel);", "no common random numbers between the two turns valued"),
]

# Equivalent mutants: the change cannot be seen from outside (explained here when found).
EQUIVALENT = {
    # Sides that withdrew keep the result 0, and an active side's result is at least 1: a
    # withdrawn side can never equal the top, whether counted or not.
    30: "withdrawn sides have result 0, never the top",
    # v is the top value; a top of 0 or 1 has no lower value to be below (P(max <= 0) = 0 for
    # any side): cdf[v - 1] at v = 1 is 0, the value the mutant uses.
    36: "cdf[0] is always 0: the mutant uses the same 0",
}

TARGETS = ["tst_rules", "tst_worked", "tst_rulecases", "tst_odds", "tst_property", "tst_record",
           "tst_meeplerefusals", "tst_analysis", "tst_tactics"]
TESTS = "engine\\.(" + "|".join(TARGETS) + ")$"


def run(cmd, cwd, log):
    with open(log, "a") as out:
        return subprocess.run(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT).returncode


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", help="comma-separated mutant numbers (1-based)")
    ap.add_argument("--keep", action="store_true", help="keep the worktree and its build")
    args = ap.parse_args()
    repo = Path(__file__).resolve().parent.parent
    out = repo / "build" / "mutants"
    out.mkdir(parents=True, exist_ok=True)
    work = out / "worktree"
    log = out / "log.txt"
    log.write_text("")
    if not work.exists():
        subprocess.run(["git", "worktree", "add", "--detach", str(work), "HEAD"], cwd=repo, check=True)
    build = work / "build" / "mutants"
    if run(["cmake", "-S", ".", "-B", str(build), "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release"], work, log) or \
       run(["cmake", "--build", str(build), "--target", *TARGETS], work, log):
        print("the unmutated build fails: see", log)
        return 2
    if run(["ctest", "--test-dir", str(build), "-R", TESTS], work, log):
        print("the tests fail without a mutant: see", log)
        return 2
    chosen = range(1, len(MUTANTS) + 1)
    if args.only:
        chosen = [int(x) for x in args.only.split(",")]
    rows, killed = [], 0
    for i in chosen:
        path, before, after, meaning = MUTANTS[i - 1]
        source = work / path
        text = source.read_text(encoding="utf-8")
        if text.count(before) != 1:
            print(f"mutant {i}: the text is not found exactly once in {path}")
            return 2
        source.write_text(text.replace(before, after), encoding="utf-8")
        t0 = time.time()
        try:
            built = run(["cmake", "--build", str(build), "--target", *TARGETS], work, log) == 0
            failed = not built or run(["ctest", "--test-dir", str(build), "-R", TESTS,
                                       "--timeout", "300", "--stop-on-failure"], work, log) != 0
        finally:
            source.write_text(text, encoding="utf-8")
        status = "killed" if failed else ("equivalent" if i in EQUIVALENT else "SURVIVED")
        killed += failed
        rows.append((i, path, meaning, status, time.time() - t0))
        print(f"{i:3} {status:10} {path}: {meaning} ({time.time() - t0:.0f} s)", flush=True)
    run(["cmake", "--build", str(build), "--target", *TARGETS], work, log)  # back to the original
    total = len(rows)
    equivalent = sum(1 for r in rows if r[3] == "equivalent")
    lines = ["| # | file | mutant | result |", "|---|---|---|---|"]
    lines += [f"| {i} | `{p}` | {m} | {s} |" for i, p, m, s, _ in rows]
    summary = f"{killed} of {total} mutants killed ({100.0 * killed / max(1, total):.0f} %), {equivalent} equivalent"
    (out / "result.md").write_text(summary + "\n\n" + "\n".join(lines) + "\n", encoding="utf-8")
    print(summary)
    if not args.keep:
        subprocess.run(["git", "worktree", "remove", "--force", str(work)], cwd=repo)
    return 0 if killed + equivalent >= 0.9 * total else 1


if __name__ == "__main__":
    sys.exit(main())
