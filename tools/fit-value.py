#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
"""Fits the learnt value of engine/ai/value.h to `starlanes-cli value-data` output.

Least squares with a small ridge (the same data and lambda give the same weights: no
randomness), a side's final score as weights x features. Games with an even number are fitted,
the odd ones held out; the held-out error is printed beside that of the projected score
(score + the open realms' value now), the search's value at a horizon without a model.

    starlanes-cli value-data --games 3000 --seed 1 > data.csv
    tools/fit-value.py data.csv > model.txt
"""
import csv
import sys


def solve(a, b):
    """Gaussian elimination with partial pivoting; a is n x n, b length n."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c] != 0.0:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: fit-value.py DATA.csv [RIDGE]")
    ridge = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    with open(sys.argv[1], newline="") as f:
        rows = csv.reader(f)
        header = next(rows)
        names = header[3:-1]
        k = len(names)
        ata = [[0.0] * k for _ in range(k)]
        atb = [0.0] * k
        held = []
        for row in rows:
            x = [float(v) for v in row[3:-1]]
            y = float(row[-1])
            if int(row[0]) % 2:
                held.append((row[0] + "," + row[1], x, y))
                continue
            for i in range(k):
                xi = x[i]
                if xi == 0.0:
                    continue
                atb[i] += xi * y
                r = ata[i]
                for j in range(k):
                    r[j] += xi * x[j]
    for i in range(k):
        ata[i][i] += ridge
    w = solve(ata, atb)
    # The search compares sides: the error that matters is that of the margin between them
    # (with two sides: side 0's final score minus side 1's).
    positions = {}
    for key, x, y in held:
        model = sum(a * b for a, b in zip(w, x))
        positions.setdefault(key, []).append((model, x[0] + x[1] + x[2] + x[3], y))
    se_model = se_proj = 0.0
    n = 0
    for sides in positions.values():
        if len(sides) != 2:
            continue
        (m0, p0, y0), (m1, p1, y1) = sides
        se_model += ((m0 - m1) - (y0 - y1)) ** 2
        se_proj += ((p0 - p1) - (y0 - y1)) ** 2
        n += 1
    n = max(1, n)
    print("# learnt value (engine/ai/value.h), fitted by tools/fit-value.py to", sys.argv[1])
    print("# ridge %g; held-out RMSE of the final margin of two sides: model %.2f, projected "
          "score %.2f (%d positions)" % (ridge, (se_model / n) ** 0.5, (se_proj / n) ** 0.5, n))
    for name, weight in zip(names, w):
        print("%s %.6f" % (name, weight))


if __name__ == "__main__":
    main()
