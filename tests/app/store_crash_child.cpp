// Helper process of the crash test: plays random games into a store, one transaction per
// event, and reports on stdout what was committed, until it is killed.
#include "appidentity.h"
#include "gamestore.h"
#include "simulate.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3)
        return 2;
    auto store = slapp::GameStore::open(QString::fromLocal8Bit(argv[1]));
    if (!store) {
        std::fprintf(stderr, "cannot open\n");
        return 3;
    }
    std::uint64_t seed = std::strtoull(argv[2], nullptr, 10);
    for (int g = 0;; ++g) {
        const sl::GameSetup setup =
            sl::makeSetup({2 + g % 5, g % 2 == 1, false}, seed * 1000 + static_cast<unsigned>(g));
        const qint64 id = store->createGame(setup);
        if (!id)
            return 4;
        std::printf("game %lld\n", static_cast<long long>(id));
        std::fflush(stdout);
        auto match = sl::Match::start(sl::GameRecord{setup, {}});
        bool ok = true;
        match->onEvent = [&](const sl::Event& e, std::size_t index) {
            if (!ok)
                return;
            ok = store->appendEvent(id, static_cast<int>(index), e, match->state());
            if (ok) {
                std::printf("committed %lld %zu\n", static_cast<long long>(id), index);
                std::fflush(stdout);
            } else {
                std::fprintf(stderr, "append failed: %s\n", qPrintable(store->lastError()));
            }
        };
        sl::playRandomMatch(*match);
        if (!ok)
            return 5;
    }
}
