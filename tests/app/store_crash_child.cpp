// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Helper process of the crash and sharing tests: plays random games into a store, one
// transaction per event as the play window does, and reports on stdout what was committed,
// until it is killed or has played the number of games asked for.
#include "rules/simulate.h"
#include "store/gamestore.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3 && argc != 4) return 2;
    auto store = slapp::GameStore::open(QString::fromLocal8Bit(argv[1]));
    if (!store) {
        std::fprintf(stderr, "cannot open\n");
        return 3;
    }
    const std::uint64_t seed = std::strtoull(argv[2], nullptr, 10);
    const int games = argc == 4 ? std::atoi(argv[3]) : -1;
    for (int g = 0; g != games; ++g) {
        const int players = 2 + g % 5;
        const sl::GameSetup setup = sl::makeSetup({players, g % 2 == 1 || players == 6, false},
                                                  seed * 1000 + static_cast<unsigned>(g));
        const qint64 id = store->createGame(setup);
        auto match = sl::Match::start(sl::GameRecord{setup, {}});
        if (!id || !match) {
            std::fprintf(stderr, "cannot create a game: %s\n", qPrintable(store->lastError()));
            return 4;
        }
        std::printf("game %lld\n", static_cast<long long>(id));
        std::fflush(stdout);
        bool ok = true;
        match->onEvent = [&](const sl::Event& e, std::size_t index) {
            if (!ok) return;
            ok = store->appendEvent(id, static_cast<int>(index), e, match->state());
            if (ok) {
                std::printf("committed %lld %zu\n", static_cast<long long>(id), index);
                std::fflush(stdout);
            } else {
                std::fprintf(stderr, "append failed: %s\n", qPrintable(store->lastError()));
            }
        };
        sl::playRandomMatch(*match);
        if (!ok) return 5;
    }
    return 0;
}
