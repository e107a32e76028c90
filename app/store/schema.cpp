// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Schema of the game store and its step-by-step migrations.
#include "schema.h"

namespace slapp {

/*
 * Migration i takes a database from schema version i to i + 1. Never edit a released step:
 * add a new one. Every step runs inside the one transaction of GameStore::migrate.
 */
const std::vector<std::vector<QString>>& migrations()
{
    static const std::vector<std::vector<QString>> steps{
        // 0 -> 1: the first schema.
        {
            QStringLiteral(R"(CREATE TABLE tilesets (
                id INTEGER PRIMARY KEY,
                hash TEXT NOT NULL UNIQUE,
                set_id TEXT NOT NULL,
                content TEXT NOT NULL))"),
            QStringLiteral(R"(CREATE TABLE games (
                id INTEGER PRIMARY KEY,
                created INTEGER NOT NULL,
                updated INTEGER NOT NULL,
                finished INTEGER,
                seed INTEGER NOT NULL,
                team_game INTEGER NOT NULL,
                expansion INTEGER NOT NULL,
                tilesets TEXT NOT NULL,
                options TEXT NOT NULL DEFAULT '{}',
                event_count INTEGER NOT NULL DEFAULT 0,
                turns INTEGER NOT NULL DEFAULT 0,
                result TEXT,
                origin_game INTEGER REFERENCES games(id) ON DELETE SET NULL,
                origin_event INTEGER))"),
            QStringLiteral(R"(CREATE TABLE game_tilesets (
                game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                tileset_id INTEGER NOT NULL REFERENCES tilesets(id),
                PRIMARY KEY (game_id, position)) WITHOUT ROWID)"),
            QStringLiteral(R"(CREATE TABLE players (
                game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
                seat INTEGER NOT NULL,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL,
                colour TEXT NOT NULL,
                faction TEXT NOT NULL,
                team INTEGER,
                kind TEXT NOT NULL,
                score INTEGER NOT NULL DEFAULT 0,
                PRIMARY KEY (game_id, seat)) WITHOUT ROWID)"),
            QStringLiteral(R"(CREATE TABLE events (
                game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
                seq INTEGER NOT NULL,
                kind TEXT NOT NULL,
                data TEXT NOT NULL,
                at INTEGER NOT NULL,
                PRIMARY KEY (game_id, seq)) WITHOUT ROWID)"),
            // The game browser sorts by date, shows unfinished games first, filters by player.
            QStringLiteral("CREATE INDEX games_created ON games(created)"),
            QStringLiteral("CREATE INDEX games_updated ON games(updated)"),
            QStringLiteral("CREATE INDEX games_unfinished ON games((finished IS NULL), created)"),
            QStringLiteral("CREATE INDEX players_name ON players(name_key, game_id)"),
            QStringLiteral("CREATE INDEX game_tilesets_set ON game_tilesets(tileset_id)"),
        },
        // 1 -> 2: computer seats keep their level; the analysis of a game's decisions (the
        // replay viewer's "Analyse game", `starlanes-cli db analyse`), computed once per
        // analysis version. A run is complete when every decision has its row. Values are the
        // expected final margin in points, wins the win probability, expected each side's
        // expected final score (JSON array), best the best turn (JSON, engine/ai/analysis.h).
        {
            QStringLiteral("ALTER TABLE players ADD COLUMN level TEXT"), // not UI
            QStringLiteral(R"(CREATE TABLE analysis_runs (
                game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
                version INTEGER NOT NULL,
                created INTEGER NOT NULL,
                complete INTEGER NOT NULL DEFAULT 0,
                settings TEXT NOT NULL DEFAULT '{}',
                PRIMARY KEY (game_id, version)) WITHOUT ROWID)"),
            QStringLiteral(R"(CREATE TABLE analyses (
                game_id INTEGER NOT NULL,
                version INTEGER NOT NULL,
                seq INTEGER NOT NULL,
                player INTEGER NOT NULL,
                played_value REAL NOT NULL,
                best_value REAL NOT NULL,
                best TEXT NOT NULL,
                played_win REAL NOT NULL,
                best_win REAL NOT NULL,
                expected TEXT NOT NULL,
                PRIMARY KEY (game_id, version, seq),
                FOREIGN KEY (game_id, version) REFERENCES analysis_runs(game_id, version)
                    ON DELETE CASCADE) WITHOUT ROWID)"),
        },
        // 2 -> 3: players across games (docs/manual.md, "Players"). seat_results keeps every
        // finished game's result per seat, written when the game ends (games finished before this
        // step are summarised the first time the players are read: that needs a replay, not SQL):
        // `who` is the seat's identity (sl::PlayerIdentity::key), the figures are
        // sl::SeatResult's. The review columns are the sums of the game's complete analysis of
        // analysis version review_version (NULL: not analysed). person_names merges a person's
        // other names into one: `who` counts as `person`.
        {
            QStringLiteral(R"(CREATE TABLE seat_results (
                game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
                seat INTEGER NOT NULL,
                who TEXT NOT NULL,
                side INTEGER NOT NULL,
                players INTEGER NOT NULL,
                score INTEGER NOT NULL,
                margin INTEGER NOT NULL,
                win REAL NOT NULL,
                routes INTEGER NOT NULL,
                fields INTEGER NOT NULL,
                planets INTEGER NOT NULL,
                battles INTEGER NOT NULL,
                battles_fought INTEGER NOT NULL,
                battles_won INTEGER NOT NULL,
                expected_wins REAL NOT NULL,
                review_version INTEGER,
                decisions INTEGER,
                points_lost REAL,
                mistakes INTEGER,
                blunders INTEGER,
                PRIMARY KEY (game_id, seat)) WITHOUT ROWID)"),
            QStringLiteral("CREATE INDEX seat_results_who ON seat_results(who, game_id)"),
            QStringLiteral(R"(CREATE TABLE person_names (
                who TEXT PRIMARY KEY,
                person TEXT NOT NULL) WITHOUT ROWID)"),
            // Puzzles (docs/manual.md, "Puzzles"): the analysed turns that lost a mistake's worth
            // are puzzles of the player who made them; shared_puzzles keeps puzzle files imported
            // (engine/PUZZLE-FORMAT.md, by content hash); puzzle_attempts every answer given,
            // to a stored game's decision (game_id, seq) or to a shared puzzle, with the values
            // the answer, the best and the game's turn got, and `who` the puzzle's player.
            QStringLiteral(R"(CREATE TABLE shared_puzzles (
                id INTEGER PRIMARY KEY,
                hash TEXT NOT NULL UNIQUE,
                content TEXT NOT NULL,
                imported INTEGER NOT NULL))"),
            QStringLiteral(R"(CREATE TABLE puzzle_attempts (
                id INTEGER PRIMARY KEY,
                game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
                seq INTEGER,
                shared_id INTEGER REFERENCES shared_puzzles(id) ON DELETE CASCADE,
                who TEXT NOT NULL,
                at INTEGER NOT NULL,
                answer TEXT NOT NULL,
                answer_value REAL NOT NULL,
                best_value REAL NOT NULL,
                played_value REAL,
                solved INTEGER NOT NULL))"),
            QStringLiteral("CREATE INDEX puzzle_attempts_game ON puzzle_attempts(game_id, seq)"),
            QStringLiteral("CREATE INDEX puzzle_attempts_who ON puzzle_attempts(who, at)"),
        },
        // 3 -> 4: turns taken back (docs/manual.md, "Taking a turn back"): kept, not erased. The
        // events from `seq` on left the events table for `events` (a JSON array of the record's
        // events); `seat` took them back in its turn `turn`; `pending` is the chance outcomes to
        // draw again first (sl::chanceQueueToJson). games.options holds a game's own options as
        // JSON: {"seeded": false} when its players gave no seed, {"takeBacks": false} when
        // take-backs were not allowed; '{}' (every older game) is seeded with take-backs.
        {
            QStringLiteral(R"(CREATE TABLE takebacks (
                game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
                n INTEGER NOT NULL,
                seat INTEGER NOT NULL,
                seq INTEGER NOT NULL,
                turn INTEGER NOT NULL,
                at INTEGER NOT NULL,
                events TEXT NOT NULL,
                pending TEXT NOT NULL,
                PRIMARY KEY (game_id, n)) WITHOUT ROWID)"),
        },
    };
    return steps;
}

const QStringList& storeTables()
{
    static const QStringList tables{
        QStringLiteral("tilesets"),        QStringLiteral("games"),
        QStringLiteral("game_tilesets"),   QStringLiteral("players"),
        QStringLiteral("events"),          QStringLiteral("analysis_runs"),
        QStringLiteral("analyses"),        QStringLiteral("seat_results"),
        QStringLiteral("person_names"),    QStringLiteral("shared_puzzles"),
        QStringLiteral("puzzle_attempts"), QStringLiteral("takebacks")};
    return tables;
}

} // namespace slapp
