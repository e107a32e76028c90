// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once
// The main() of a test that needs the program's own identity (its folders and settings named
// as the game names them), in QStandardPaths' test mode.

#include "store/appidentity.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTest>

// Test mode first: the identity moves an old data folder, which must be the test's own.
#define STARLANES_IDENTITY_TEST_MAIN(TestObject)                                                   \
    int main(int argc, char** argv)                                                                \
    {                                                                                              \
        QStandardPaths::setTestModeEnabled(true);                                                  \
        slapp::setApplicationIdentity();                                                           \
        QApplication app(argc, argv);                                                              \
        TestObject test;                                                                           \
        return QTest::qExec(&test, argc, argv);                                                    \
    }
