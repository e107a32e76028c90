// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "puzzles.h"

#include <QCoreApplication>

#include "gamestore.h"
#include "storeutil.h"

#include <QHash>

#include <algorithm>

namespace slapp {
using store::str;

namespace {

QString gameKey(qint64 game, std::size_t seq)
{
    return QStringLiteral("g%1-%2").arg(game).arg(qint64(seq));
}

QString sharedKey(qint64 id)
{
    return QStringLiteral("s%1").arg(id);
}

/** The turn number of the decision at `seq` (1-based), from the record's completed turns. */
int turnAt(const sl::GameRecord& record, std::size_t seq)
{
    int turn = 1;
    for (std::size_t i = 0; i < seq && i < record.events.size(); ++i)
        turn += record.events[i].type == sl::EventType::Place;
    return turn;
}

bool realmPasses(const PuzzleFilter& filter, const std::optional<sl::RealmKind>& realm)
{
    if (filter.realm < 0) return true;
    if (filter.realm == 3) return !realm;
    return realm && int(*realm) == filter.realm;
}

} // namespace

std::optional<std::vector<PuzzleEntry>> listPuzzles(GameStore& store, const PuzzleFilter& filter)
{
    const auto mistakes = store.puzzles().mistakes(filter.minLoss);
    const auto merged = store.players().mergedNames();
    const auto shared = store.puzzles().shared();
    const auto attempts = store.puzzles().attempts();
    if (!mistakes || !merged || !shared || !attempts) return std::nullopt;
    auto person = [&](const QString& key) { return merged->value(key, key); };
    std::vector<PuzzleEntry> out;
    // The mistakes come game by game in record order: one state per game, stepped forward.
    std::optional<sl::GameRecord> record;
    std::optional<sl::GameState> at;
    std::size_t applied = 0;
    qint64 recordOf = 0;
    for (const StoredMistake& m : *mistakes) {
        const QString who = person(m.who);
        if (!filter.who.isEmpty() && who != filter.who) continue;
        if (recordOf != m.game) {
            record = store.loadRecord(m.game);
            if (!record) return std::nullopt;
            recordOf = m.game;
            at = sl::replay(*record, 0).state;
            applied = 0;
        }
        while (at && applied < m.seq && applied < record->events.size())
            if (at->apply(record->events[applied++]) != sl::ApplyError::None) at.reset();
        if (!at) continue;
        PuzzleEntry e;
        e.key = gameKey(m.game, m.seq);
        e.game = m.game;
        e.seq = m.seq;
        e.who = who;
        e.name = m.name;
        e.created = m.created;
        e.turn = turnAt(*record, m.seq);
        e.loss = m.bestValue - m.playedValue;
        e.realm = sl::ai::turnRealm(*at, m.best);
        out.push_back(std::move(e));
    }
    for (const SharedPuzzle& s : *shared) {
        const sl::ai::PuzzleLoadResult r = sl::ai::puzzleFromJson(
            std::string_view(s.content.constData(), std::size_t(s.content.size())));
        if (!r.puzzle) continue; // stored by this program: never happens
        const sl::GameState state = *sl::replay(r.puzzle->record).state;
        const sl::PlayerInfo& seat =
            r.puzzle->record.setup.players[std::size_t(state.currentPlayer())];
        PuzzleEntry e;
        e.key = sharedKey(s.id);
        e.shared = s.id;
        e.who = person(str(sl::identityOf(seat).key()));
        if (!filter.who.isEmpty() && e.who != filter.who) continue;
        e.name = str(seat.name);
        e.title = str(r.puzzle->title);
        e.created = s.imported;
        e.seq = r.puzzle->seq();
        e.turn = turnAt(r.puzzle->record, e.seq);
        e.loss = r.puzzle->loss();
        if (r.puzzle->played && e.loss < filter.minLoss) continue;
        e.realm = sl::ai::turnRealm(state, r.puzzle->best);
        out.push_back(std::move(e));
    }
    // The answers given.
    QHash<QString, std::size_t> index;
    for (std::size_t i = 0; i < out.size(); ++i)
        index.insert(out[i].key, i);
    for (const PuzzleAttempt& a : *attempts) {
        const auto it = index.constFind(a.shared ? sharedKey(a.shared) : gameKey(a.game, a.seq));
        if (it == index.constEnd()) continue;
        out[*it].attempts += 1;
        out[*it].solved = out[*it].solved || a.solved;
    }
    out.erase(std::remove_if(out.begin(), out.end(),
                             [&](const PuzzleEntry& e) {
                                 return !realmPasses(filter, e.realm) ||
                                        (filter.unsolvedOnly && e.solved);
                             }),
              out.end());
    std::stable_sort(out.begin(), out.end(), [](const PuzzleEntry& a, const PuzzleEntry& b) {
        if (a.solved != b.solved) return !a.solved;
        if (a.loss != b.loss) return a.loss > b.loss;
        return a.created > b.created;
    });
    return out;
}

std::optional<sl::ai::Puzzle> loadPuzzle(GameStore& store, const PuzzleEntry& entry)
{
    if (entry.shared) {
        const auto shared = store.puzzles().shared();
        if (!shared) return std::nullopt;
        for (const SharedPuzzle& s : *shared)
            if (s.id == entry.shared) {
                auto r = sl::ai::puzzleFromJson(
                    std::string_view(s.content.constData(), std::size_t(s.content.size())));
                return r.puzzle;
            }
        return std::nullopt;
    }
    const auto record = store.loadRecord(entry.game);
    const auto analysis = store.analyses().load(entry.game);
    if (!record || !analysis) return std::nullopt;
    for (const sl::ai::DecisionAnalysis& d : analysis->decisions)
        if (d.seq == entry.seq) {
            sl::ai::Puzzle p = sl::ai::puzzleOf(*record, d, analysis->settings);
            // In the language of whoever exports it: a title is free text of the file.
            p.title = QCoreApplication::translate("slapp::PuzzleStore", "%1 · game %2 · turn %3",
                                                  "an exported puzzle's title")
                          .arg(entry.name)
                          .arg(entry.game)
                          .arg(entry.turn)
                          .toStdString();
            return p;
        }
    return std::nullopt;
}

std::optional<PuzzleEntry> findPuzzle(GameStore& store, const QString& key)
{
    PuzzleFilter all;
    all.minLoss = -1e9;
    const auto list = listPuzzles(store, all);
    if (!list) return std::nullopt;
    for (const PuzzleEntry& e : *list)
        if (e.key == key) return e;
    return std::nullopt;
}

std::optional<PuzzleEntry> importPuzzle(GameStore& store, const QByteArray& json,
                                        sl::ai::PuzzleLoadResult* problem)
{
    sl::ai::PuzzleLoadResult r =
        sl::ai::puzzleFromJson(std::string_view(json.constData(), std::size_t(json.size())));
    if (problem) *problem = r;
    if (!r.puzzle) return std::nullopt;
    if (r.needsBest && !sl::ai::solvePuzzle(*r.puzzle)) return std::nullopt;
    return storeSharedPuzzle(store, *r.puzzle);
}

std::optional<PuzzleEntry> storeSharedPuzzle(GameStore& store, const sl::ai::Puzzle& puzzle)
{
    // A puzzle exported from this database's own review comes back as that mistake: the same
    // position (a stored game's beginning, to the same decision) is one puzzle, listed once.
    PuzzleFilter every;
    every.minLoss = -1e9;
    const auto listed = listPuzzles(store, every);
    if (!listed) return std::nullopt;
    for (const PuzzleEntry& e : *listed) {
        if (e.shared || e.seq != puzzle.seq()) continue;
        const auto record = store.loadRecord(e.game);
        if (!record) return std::nullopt;
        if (record->setup == puzzle.record.setup &&
            std::equal(
                puzzle.record.events.begin(), puzzle.record.events.end(), record->events.begin(),
                record->events.begin() + std::ptrdiff_t(std::min(e.seq, record->events.size()))))
            return e;
    }
    const std::string content = sl::ai::puzzleToJson(puzzle);
    const qint64 id = store.puzzles().storeShared(QByteArray::fromStdString(content));
    if (!id) return std::nullopt;
    return findPuzzle(store, sharedKey(id));
}

bool recordAttempt(GameStore& store, const PuzzleEntry& entry, const sl::ai::TurnAction& answer,
                   const sl::ai::PuzzleCheck& check)
{
    PuzzleAttempt a;
    a.game = entry.game;
    a.seq = entry.seq;
    a.shared = entry.shared;
    a.who = entry.who;
    a.answer = str(sl::ai::turnToJson(answer));
    a.answerValue = check.answer.margin;
    a.bestValue = check.best.margin;
    if (check.played) a.playedValue = check.played->margin;
    a.solved = check.solved();
    return store.puzzles().addAttempt(a);
}

int solvedInARow(GameStore& store, const QString& who)
{
    const auto attempts = store.puzzles().attempts();
    const auto merged = store.players().mergedNames();
    if (!attempts || !merged) return 0;
    int run = 0;
    for (auto it = attempts->rbegin(); it != attempts->rend(); ++it) {
        if (!who.isEmpty() && merged->value(it->who, it->who) != who) continue;
        if (!it->solved) break;
        ++run;
    }
    return run;
}

} // namespace slapp
