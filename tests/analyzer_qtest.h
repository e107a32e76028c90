// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Included before every test source by tools/analyse.sh, for the Clang Static Analyzer only:
// QVERIFY returns from the test function when its condition is false, but through a call the
// analyzer cannot see into (QTest::qVerify), so it would follow every "QVERIFY(p); p->..." with
// p null. Here the same macros say it in plain C++. Builds never include this file.
#pragma once

#include <QTest>

#ifdef __clang_analyzer__
#undef QVERIFY
#define QVERIFY(statement)                                                                         \
    do {                                                                                           \
        if (!(statement)) {                                                                        \
            QTest::qVerify(false, #statement, "", __FILE__, __LINE__);                             \
            return;                                                                                \
        }                                                                                          \
    } while (false)
#undef QVERIFY2
#define QVERIFY2(statement, description)                                                           \
    do {                                                                                           \
        if (!(statement)) {                                                                        \
            QTest::qVerify(false, #statement, description, __FILE__, __LINE__);                    \
            return;                                                                                \
        }                                                                                          \
    } while (false)
#endif
