// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-bench: the benchmarks of `starlanes-cli bench` (which runs this program). Built in the
// build folder, never installed: only it links Google Benchmark.
#include "commands.h"
#include "store/appidentity.h"

#include <QCoreApplication>

#include <cstdio>
#include <exception>

int main(int argc, char** argv)
{
    slapp::setApplicationIdentity();
    QCoreApplication app(argc, argv);
    slcli::Args args(argc, argv, 1);
    try {
        return slcli::runBench(args, argv[0]);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "starlanes-bench: internal error: %s\n", e.what());
        return 3;
    }
}
